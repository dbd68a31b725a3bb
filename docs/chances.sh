#!/usr/bin/env bash
# Prints docs/odds.md's table of a 4-player game of 120: the chance, in
# percent, that the side dealing next wins, for each score of that side
# (rows) and of the other side (columns), 0 to 115 in fives, by the game
# model with its default rounds and seed (`fortyfives odds`). The first
# call plays the model; every other one reads it from the cache.
#
#   bash docs/chances.sh > /tmp/table.md
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin fortyfives
bin=$PWD/target/release/fortyfives
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export FORTYFIVES_DATA_DIR=$dir
scores=$(seq 0 5 115)
printf '| dealer \\ other |'
for o in $scores; do printf ' %s |' "$o"; done
printf '\n|---|'
for o in $scores; do printf -- '---|'; done
printf '\n'
for d in $scores; do
  printf '| **%s** |' "$d"
  for o in $scores; do
    # Seat 4 deals: side 2 is the dealer's side, given second.
    w=$("$bin" odds --score "$o,$d" --dealer 4 --json |
      tr -d ' \n' | sed -E 's/.*"win":\[[^,]*,([^]]*)\].*/\1/')
    printf ' %s |' "$(awk -v w="$w" 'BEGIN { printf "%.0f", w * 100 }')"
  done
  printf '\n'
done
