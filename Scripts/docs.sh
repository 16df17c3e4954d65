#!/usr/bin/env bash
# Builds the DocC documentation of PadKit, PadKitSimulator and PadLayout with swift-docc-plugin.
#
#   Scripts/docs.sh                    # all three, into .build/plugins/Swift-DocC/outputs/
#   Scripts/docs.sh PadLayout          # one target
#
# Fails when a build fails or when DocC reports a warning (an unresolved symbol link, a missing
# article). Not part of `swift test`: it needs the plugin and takes a while.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(PadKit PadKitSimulator PadLayout)
fi

status=0
for target in "${targets[@]}"; do
    log=$(mktemp)
    echo "== $target"
    if ! swift package --disable-sandbox generate-documentation --target "$target" \
        --experimental-documentation-coverage --coverage-summary-level brief >"$log" 2>&1; then
        cat "$log"
        echo "error: documentation for $target failed" >&2
        status=1
    else
        # Print DocC's own diagnostics and coverage summary, not the build chatter.
        grep -E -A1 "warning:|error:|Generated documentation" "$log" || true
        grep -E "^(Types|Members|Globals) " "$log" || true
        if grep -q "warning:" "$log"; then
            echo "error: DocC reported warnings for $target" >&2
            status=1
        fi
    fi
    rm -f "$log"
done
exit $status
