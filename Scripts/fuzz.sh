#!/usr/bin/env bash
# Builds one libFuzzer target from Fuzz/ and runs it.
#
#   Scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]
#   Scripts/fuzz.sh --list
#
# TARGET is a folder of Fuzz/Sources, with or without its `fuzz-` prefix (scenario, layout-solve,
# lint-config, lint-swift, lint-plist, ...). The corpus starts from the fixtures its `// fuzz-seeds:`
# line names and grows in Fuzz/.build/fuzz/corpus/TARGET; crashes, hangs (more than 1 s on an input of
# at most 4 KB) and memory blow-ups (over 2 GB) are written to Fuzz/.build/fuzz/findings/TARGET/
# (not .build/artifacts, which SwiftPM owns and empties). Links with lld (gold fails on
# libFuzzer's debug information). The fuzzer runs under `nice -n 19` so other builds keep the CPU;
# the build does too, but swift-build starts its compiler jobs at priority 0 whatever its own. Extra
# options go to libFuzzer: `-fork=1 -ignore_crashes=1 -ignore_timeouts=1` keeps going after a
# finding. Replay one input with
#   Fuzz/.build/release/fuzz-TARGET Fuzz/.build/fuzz/findings/TARGET/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."
shopt -s globstar nullglob

if [ "${1:-}" = "--list" ]; then
  for dir in Fuzz/Sources/fuzz-*/; do basename "$dir"; done
  exit 0
fi
if [ $# -lt 2 ]; then
  echo "usage: Scripts/fuzz.sh TARGET SECONDS [libFuzzer options...] | --list" >&2
  exit 2
fi
target="$1"
seconds="$2"
shift 2
target="fuzz-${target#fuzz-}"
source_dir="Fuzz/Sources/$target"
if [ ! -d "$source_dir" ]; then
  echo "fuzz.sh: no target '$target'; targets: $(ls Fuzz/Sources | tr '\n' ' ')" >&2
  exit 2
fi
case "$seconds" in
  ''|*[!0-9]*) echo "fuzz.sh: SECONDS must be a whole number, not '$seconds'" >&2; exit 2 ;;
esac

# SwiftPM keeps Fuzz/.build/release.yaml (the build plan) when only a path dependency's manifest
# changed, and then builds a target against a stale module (seen when PadKitLint gained a
# dependency on PadKit: "cannot find 'PropertyList' in scope"). Planning again costs seconds.
rm -f Fuzz/.build/release.yaml
nice -n 19 swift build -c release --package-path Fuzz --scratch-path Fuzz/.build --product "$target" \
  -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library -Xswiftc -use-ld=lld

name="${target#fuzz-}"
corpus="Fuzz/.build/fuzz/corpus/$name"
artifacts="Fuzz/.build/fuzz/findings/$name"
seed_dir="Fuzz/.build/fuzz/seed-corpus/$name"
mkdir -p "$corpus" "$artifacts" "$seed_dir"
seed_globs=$(sed -n 's|^// fuzz-seeds: *||p' "$source_dir"/*.swift | head -1)
count=0
for pattern in $seed_globs; do
  for file in $pattern; do
    [ -f "$file" ] || continue
    count=$((count + 1))
    cp "$file" "$seed_dir/$count-$(basename "$file")"
  done
done
echo "fuzz.sh: $target for $seconds s, $count seed files, corpus $corpus"

nice -n 19 "Fuzz/.build/release/$target" \
  -max_total_time="$seconds" -timeout=1 -max_len=4096 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$artifacts/" "$@" "$corpus" "$seed_dir"
