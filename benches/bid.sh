#!/usr/bin/env bash
# Wall time of the whole `fortyfives bid` command, release build, for the
# targets of issue 31: the four trumps at 4 players, 1,000 deals (<= 0.3 s)
# and 10,000 deals (<= 2.5 s); 6 players, 1,000 deals (<= 3 s); 8 players,
# 1,000 deals (<= 15 s); and with scores (RULES.md §14.6, the chance of
# winning the game), 4 players, 1,000 deals, the game model already in the
# data folder's cache (<= 1 s). Uses hyperfine when installed, else `time`.
# Never a timed test: machines differ, and a busy one would fail it.
#
#   bash benches/bid.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin fortyfives
bin=${CARGO_TARGET_DIR:-$PWD/target}/release/fortyfives
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export FORTYFIVES_DATA_DIR=$dir
hand="5h jh ah qh 2d"
run() {
  local label=$1
  shift
  if command -v hyperfine >/dev/null; then
    hyperfine --warmup 1 --runs 5 -N "$bin bid --hand '$hand' --seed 1 $*" --export-markdown /dev/null | sed -n '2,3p'
  else
    echo "== $label"
    /usr/bin/time -f "%e s wall, %U s user" "$bin" bid --hand "$hand" --seed 1 "$@" >/dev/null
  fi
}
run "4 players, 1,000 deals" --samples 1000
run "4 players, 10,000 deals" --samples 10000
run "6 players, 1,000 deals" --players 6 --samples 1000
run "8 players, 1,000 deals" --players 8 --samples 1000
# The game model is played once for the table and cached: fill the cache
# first, so that the run timed is the question a player asks again.
"$bin" bid --hand "$hand" --score 100,110 --samples 1 --seed 1 >/dev/null
run "4 players, 1,000 deals, scores 100,110 (cached game model)" --score 100,110 --samples 1000
