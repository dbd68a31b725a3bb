#!/usr/bin/env bash
# How long entering a result and printing the standings take at a card party
# of 14 tables (28 pairs) with 24 of its 25 games already in, next to
# `status` on a game (the bar: as fast as `status`) and `--version` (the
# cost of starting the program at all). Needs hyperfine
# (`apt-get install hyperfine`); falls back to `time` without it.
#
#   bash benches/party.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin fortyfives
bin=$PWD/target/release/fortyfives
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export FORTYFIVES_DATA_DIR=$dir
pairs=$(for i in $(seq 1 28); do printf 'Ann%s+Bob%s,' "$i" "$i"; done)
"$bin" party new hall --pairs "${pairs%,}" --games 25 --seed 1 >/dev/null
# 24 games in: every table's first pair wins, with a score.
for game in $(seq 1 24); do
  for table in $(seq 1 14); do
    "$bin" party result --table "$table" --winner 1 --score 120-85 >/dev/null
  done
done
# Game 25: all but the last table in, so each timed run enters table 14's
# result and takes it back.
for table in $(seq 1 13); do
  "$bin" party result --table "$table" --winner 1 >/dev/null
done
"$bin" new friday --teams Blue=Ann1,Bob1 --teams Red=Ann2,Bob2 >/dev/null
"$bin" round --bidder Ann1 --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue >/dev/null
if command -v hyperfine >/dev/null; then
  hyperfine --warmup 3 -N \
    "$bin --version" \
    "$bin status" \
    "$bin party standings" \
    "$bin party seat"
  hyperfine --warmup 3 \
    "$bin party result --table 14 --winner 1 --score 120-85 && $bin party undo"
else
  time "$bin" --version >/dev/null
  time "$bin" status >/dev/null
  time "$bin" party standings >/dev/null
  time "$bin" party seat >/dev/null
  time { "$bin" party result --table 14 --winner 1 --score 120-85 >/dev/null; "$bin" party undo >/dev/null; }
fi
