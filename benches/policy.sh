#!/usr/bin/env bash
# The bidding policy of the game model against `bid` (docs/odds.md, "The
# bidding policy of the game model"). Without an argument: how often the
# policy's call is `bid`'s highest level made on at least half the deals in
# the hand's best trump, on 400 random hands of 1,000 deals each, and how
# often the trumps agree. With `calibrate`: reprints the tables of
# src/rules/odds/policy.rs from §13's deals, the four by total and the two by
# key (a few minutes each; six players the longest). Never part of `cargo test`: minutes of deals, and a measure, not
# a check a busy machine could fail.
#
#   bash benches/policy.sh              # 4 players in two teams
#   PLAYERS=3 TEAMS=0 bash benches/policy.sh
#   bash benches/policy.sh calibrate
#
# HANDS (400) and SEED (2026) set the agreement's run; calibrate takes
# HANDS (3000, 2000 at six players), DEALS (500, 400 at six) and SEED (1)
# for the tables by total, and 12 hands (60 more near one half) of 250 deals,
# seed 1, for the tables by key.
set -euo pipefail
cd "$(dirname "$0")/.."
# A folder of its own, without the release profile's whole-program
# optimisation: minutes less to build, and these runs don't need it.
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$PWD/target/policy}
export CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16
test_run() {
  cargo test --release --lib --quiet "$1" -- --ignored --nocapture --test-threads 1
}
if [ "${1:-}" = calibrate ]; then
  for table in 4 6 3 2; do
    hands=3000 deals=500
    [ "$table" = 6 ] && hands=2000 deals=400
    POLICY_TABLE=$table POLICY_HANDS=${HANDS:-$hands} POLICY_DEALS=${DEALS:-$deals} \
      POLICY_SEED=${SEED:-1} test_run calibration_table | grep -E '^(//|    \[)'
  done
  for table in 4 2; do
    POLICY_TABLE=$table POLICY_HANDS=0 test_run key_table | grep -E '^(.*// |    \[)'
  done
else
  POLICY_PLAYERS=${PLAYERS:-4} POLICY_TEAMS=${TEAMS:-1} POLICY_HANDS=${HANDS:-400} \
    POLICY_SEED=${SEED:-2026} test_run the_call_is_bids_on_nine_hands_in_ten | grep agreement
fi
