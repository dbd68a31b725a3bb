#!/usr/bin/env bash
# Wall time of `fortyfives odds` and `status --odds`, release build, for the
# targets of issue 50: 4 players within 2 s cold and 0.2 s with the model
# kept in the data folder's cache; 6 players within 10 s cold; `status
# --odds` on a kept model within 0.2 s. "Cold" empties the cache before
# every run. Uses hyperfine when installed, else `time`. Never a timed
# test: machines differ, and a busy one would fail it.
#
#   bash benches/odds.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin fortyfives
bin=$PWD/target/release/fortyfives
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export FORTYFIVES_DATA_DIR=$dir
cold() {
  local label=$1
  shift
  echo "== $label (cold: the cache emptied before each run)"
  if command -v hyperfine >/dev/null; then
    hyperfine --runs 3 -N --prepare "rm -rf $dir/cache" "$bin $*" --export-markdown /dev/null | sed -n '2,3p'
  else
    rm -rf "$dir/cache"
    /usr/bin/time -f "%e s wall, %U s user, %M KB" "$bin" "$@" >/dev/null
  fi
}
kept() {
  local label=$1
  shift
  echo "== $label (the model kept)"
  "$bin" "$@" >/dev/null
  if command -v hyperfine >/dev/null; then
    hyperfine --warmup 2 --runs 20 -N "$bin $*" --export-markdown /dev/null | sed -n '2,3p'
  else
    /usr/bin/time -f "%e s wall, %U s user, %M KB" "$bin" "$@" >/dev/null
  fi
}
cold "odds, 4 players" odds --score 100,110
kept "odds, 4 players" odds --score 100,110
"$bin" new bench --teams "Blue=Ann,Bob" --teams "Red=Cid,Dan" >/dev/null
"$bin" round --bidder Ann --bid 20 --trump hearts --tricks Blue=3 --tricks Red=2 --best Blue >/dev/null
kept "status --odds, 4 players" status --odds
kept "status, for comparison" status
cold "odds, 6 players (2 teams of 3)" odds --players 6 --score 60,85
cold "odds, 6 players (3 teams of 2, played out)" odds --players 6 --sides 3 --score 60,85,100
