#!/usr/bin/env bash
# How long `edit` takes to correct the first round of a game of 10,000
# rounds (every later round replayed and rescored, the file saved with its
# change log), next to `status` with a cold cache (one replay). Needs
# hyperfine (`apt-get install hyperfine`); falls back to `time` without it.
#
#   bash benches/edit.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-10000}
cargo build --release --quiet --bin fortyfives --example long_game
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
./target/release/examples/long_game "$dir" "$rounds"
export FORTYFIVES_DATA_DIR=$dir
bin=./target/release/fortyfives
# Two facts for round 1 (Bob bids for Blue), corrected back and forth.
a="edit 1 --bidder Ann --bid 15 --trump clubs --tricks Blue=3 --tricks Red=2 --best Blue"
b="edit 1 --bidder Ann --bid 20 --trump clubs --tricks Blue=3 --tricks Red=2 --best Blue"
if command -v hyperfine >/dev/null; then
  hyperfine --warmup 1 --runs 10 "$bin $a" "$bin $b"
  hyperfine --warmup 1 --runs 5 --prepare "rm -f $dir/.long.status.cache.json" "$bin status"
else
  time "$bin" $a >/dev/null
  time "$bin" $b >/dev/null
  rm -f "$dir"/.*.cache.json
  time "$bin" status >/dev/null
fi
