#!/usr/bin/env bash
# How long `status` takes on a game of 10,000 rounds, next to `--version`
# (the cost of starting the program at all). Needs hyperfine
# (`apt-get install hyperfine`); falls back to `time` without it.
#
#   bash benches/status.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-10000}
cargo build --release --quiet --bin fortyfives --example long_game
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
./target/release/examples/long_game "$dir" "$rounds"
export FORTYFIVES_DATA_DIR=$dir
bin=./target/release/fortyfives
cold() { rm -f "$dir"/.*.cache.json; }
if command -v hyperfine >/dev/null; then
  hyperfine --warmup 3 -N "$bin --version" "$bin status"
  hyperfine --warmup 1 --prepare "rm -f $dir/.long.status.cache.json" "$bin status"
  hyperfine --warmup 1 --runs 5 "$bin history"
else
  time "$bin" --version >/dev/null
  "$bin" status >/dev/null
  time "$bin" status >/dev/null
  cold
  time "$bin" status >/dev/null
fi
