#!/usr/bin/env bash
# Runs each fuzz target for SECONDS (default 60), one after the other:
#   fuzz/run.sh 300                 # every target, five minutes each
#   fuzz/run.sh 60 cards auction    # just these
# Needs the nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz`).
# A target fails on a panic, a hang (-timeout, seconds per input) or
# memory past -rss_limit_mb; the input that did it lands in
# fuzz/artifacts/TARGET/. The seeds in fuzz/corpus/TARGET/seed-* are kept in
# the repository; what the fuzzer adds beside them is not.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(cards auction round_file game_file party_file)
fi
status=0
for target in "${targets[@]}"; do
    echo "== $target: ${seconds}s"
    if ! cargo +nightly fuzz run -O "$target" "corpus/$target" -- \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=65536 -print_final_stats=1; then
        echo "== $target FOUND A FAILURE (see fuzz/artifacts/$target/)"
        status=1
    fi
done
exit $status
