#!/usr/bin/env bash
# The house style: `.swift-format` (the toolchain's swift-format) over the Swift sources of
# Sources/ and Tests/, except the files that are test data: the linter's and the readers'
# fixtures (their line numbers are in goldens) and golden files.
#   Scripts/format.sh lint    exits non-zero on any difference (CI runs this)
#   Scripts/format.sh apply   rewrites the files in place
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files 'Sources/*.swift' 'Tests/*.swift' | grep -v -e '/Fixtures/' -e '/__Goldens__/')
case "${1:-lint}" in
  lint) swift format lint --strict --parallel "${files[@]}" ;;
  apply) swift format --in-place --parallel "${files[@]}" ;;
  *) echo "usage: Scripts/format.sh [lint|apply]" >&2; exit 2 ;;
esac
