#!/usr/bin/env bash
# The house style: `.swift-format` (the toolchain's swift-format) over the Swift sources of
# Sources/ and Tests/, except the files that are test data: the linter's and the readers'
# fixtures (their line numbers are in goldens) and golden files.
#   Scripts/format.sh lint    exits non-zero on any difference, or on a line over the limit
#                             anywhere in Sources/ (CI runs this)
#   Scripts/format.sh apply   rewrites the files in place
#   Scripts/format.sh long    lists the lines over the limit in Sources/
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files 'Sources/*.swift' 'Tests/*.swift' | grep -v -e '/Fixtures/' -e '/__Goldens__/')

# swift-format wraps code at `lineLength` but not string literals, comments or rule examples; in
# Sources/ those are split by hand (a multi-line literal whose lines end in `\`, so the text is
# unchanged) and all of Sources/ is held to the limit.
limit=$(sed -n 's/.*"lineLength": *\([0-9]*\).*/\1/p' .swift-format)
held=(Sources)

long_lines() {
  git ls-files "${@/%//*.swift}" | xargs awk -v limit="$limit" 'length($0) > limit { print FILENAME ":" FNR ": " length($0) " columns" }'
}

case "${1:-lint}" in
  lint)
    swift format lint --strict --parallel "${files[@]}"
    over=$(long_lines "${held[@]}")
    if [[ -n "$over" ]]; then
      echo "$over" >&2
      echo "error: lines over $limit columns in Sources/ (split long strings with a \\ continuation)" >&2
      exit 1
    fi
    ;;
  apply) swift format --in-place --parallel "${files[@]}" ;;
  long) long_lines Sources ;;
  *) echo "usage: Scripts/format.sh [lint|apply|long]" >&2; exit 2 ;;
esac
