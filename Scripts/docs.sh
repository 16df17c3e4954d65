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
        # DocC's own diagnostics and coverage summary: what follows "Building documentation",
        # not the package build before it.
        docc=$(sed -n '/^Building documentation for/,$p' "$log")
        grep -E -A1 "warning:|error:|Generated documentation" <<<"$docc" || true
        grep -E "^(Types|Members|Globals) " <<<"$docc" || true
        if grep -q "warning:" <<<"$docc"; then
            echo "error: DocC reported warnings for $target" >&2
            status=1
        fi
    fi
    rm -f "$log"
done
exit $status
