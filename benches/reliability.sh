#!/usr/bin/env bash
# Does a saved game survive many writers at once and being killed mid-save?
# Not run by CI (it takes a minute or two); run it after touching src/store/:
#
#   bash benches/reliability.sh [WRITERS] [ROUNDS_PER_WRITER] [KILLS]
#
# defaults 16 writers x 25 rounds, then 300 SIGKILLs. It builds the release
# binary, makes a game in a scratch data folder and:
#
# 1. starts WRITERS `round` loops against that one game at the same moment,
#    each round carrying a note naming its writer and number. A round whose
#    command exited 0 is acknowledged; a command that found the game busy for
#    longer than the lock wait exits 3 and is counted as refused.
# 2. KILLS times, starts one `round` and SIGKILLs it after a random delay
#    within the time a `round` takes, so kills land before, during and after
#    the save. After each kill the game must still read (`history --json`).
#
# At the end every acknowledged round must be in the file exactly once, no
# round may be there twice, the file must read, and the temporary files the
# kills left (`.NAME.toml.*.tmp`, only when a kill landed mid-save) must be
# cleaned by the next save once they are stale. It prints the counts and
# exits 1 if any check failed.
set -euo pipefail
cd "$(dirname "$0")/.."
writers=${1:-16}
per_writer=${2:-25}
kills=${3:-300}

cargo build --release --quiet --bin fortyfives
bin=$PWD/target/release/fortyfives
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export FORTYFIVES_DATA_DIR=$dir
fail=0
lines() { # lines FILE...: how many lines the files that exist hold
    local n=0 f
    for f in "$@"; do [ -f "$f" ] && n=$((n + $(wc -l <"$f"))); done
    echo "$n"
}
check() { # check WHAT CONDITION...
    local what=$1
    shift
    if "$@"; then echo "ok:   $what"; else echo "FAIL: $what"; fail=1; fi
}

# A target no one reaches, so every round is accepted however many there are.
"$bin" new rel --teams "Blue=Ann,Bob" --teams "Red=Cid,Dan" --set target=1000000 >/dev/null
round=("$bin" round --game rel --bidder Blue --bid 20 --trump hearts
    --tricks Blue=3 --tricks Red=2 --best Blue --note)
record() { "${round[@]}" "$1" >/dev/null 2>&1; } # record NOTE

# 1. Concurrent writers.
mkdir "$dir/acks"
writer() {
    local w=$1 k
    for ((k = 1; k <= per_writer; k++)); do
        if record "w$w-$k"; then
            echo "w$w-$k" >>"$dir/acks/w$w"
        else
            echo "w$w-$k" >>"$dir/acks/refused-w$w"
        fi
    done
}
start=$(date +%s.%N)
for ((w = 1; w <= writers; w++)); do writer "$w" & done
wait
took=$(echo "$(date +%s.%N) - $start" | bc)
acked=$(lines "$dir"/acks/w*)
refused=$(lines "$dir"/acks/refused-*)
echo "writers: $writers x $per_writer rounds in ${took}s: $acked acknowledged, $refused refused (busy)"

# 2. Kills mid-save. Time a few rounds first to aim the kills.
t0=$(date +%s%N)
for k in 1 2 3 4 5; do record "timing-$k" && echo "timing-$k" >>"$dir/acks/timing"; done
per_round_us=$((($(date +%s%N) - t0) / 5000))
echo "one round takes ~${per_round_us}us on a game of $((acked + 5)) rounds"
killed=0 finished=0 torn=0 temps_seen=0
for ((k = 1; k <= kills; k++)); do
    # The program itself in the background, so the kill reaches it.
    "${round[@]}" "k$k" >/dev/null 2>&1 &
    pid=$!
    delay=$((RANDOM * RANDOM % (per_round_us + 1)))
    sleep "$(printf '0.%06d' "$delay")"
    kill -KILL "$pid" 2>/dev/null || true
    if wait "$pid" 2>/dev/null; then
        finished=$((finished + 1))
        echo "k$k" >>"$dir/acks/killer"
    else
        killed=$((killed + 1))
        echo "k$k" >>"$dir/killed"
    fi
    if ! "$bin" history --game rel --json >/dev/null 2>"$dir/err"; then
        torn=$((torn + 1))
        echo "after kill $k the game does not read: $(cat "$dir/err")"
    fi
    temps_seen=$((temps_seen + $(find "$dir" -name '.rel.toml.*.tmp' | wc -l)))
    find "$dir" -name '.rel.toml.*.tmp' -exec mv {} {}.seen \; 2>/dev/null || true
done
# Put the leftovers back, aged past the staleness limit, for the cleanup check.
for f in "$dir"/.rel.toml.*.tmp.seen; do
    [ -e "$f" ] || continue
    mv "$f" "${f%.seen}"
    touch -d '10 minutes ago' "${f%.seen}"
done
echo "kills: $kills: $killed killed before answering, $finished answered first;" \
    "$temps_seen temporary files left by kills landing mid-save"

# 3. Checks.
file=$dir/rel.toml
present() { grep -c "^note = \"$1\"$" "$file" || true; }
lost=0
while read -r note; do
    [ "$(present "$note")" = 1 ] || { lost=$((lost + 1)); echo "lost or doubled: $note"; }
done < <(for f in "$dir"/acks/w* "$dir"/acks/timing "$dir"/acks/killer; do
    [ -f "$f" ] && cat "$f"
done)
doubled=$(grep '^note = ' "$file" | sort | uniq -d | wc -l || true)
killed_saved=0
if [ -f "$dir/killed" ]; then
    while read -r note; do
        [ "$(present "$note")" = 1 ] && killed_saved=$((killed_saved + 1))
    done <"$dir/killed"
fi
rounds=$(grep -c '^\[\[rounds\]\]' "$file")
echo "file: $rounds rounds; of the $killed killed commands, $killed_saved had saved before the kill"
check "every acknowledged round is in the file once ($((acked + finished + 5)) checked)" [ "$lost" = 0 ]
check "no round is in the file twice" [ "$doubled" = 0 ]
check "the game read after every kill ($kills reads)" [ "$torn" = 0 ]
record "after" >/dev/null
check "the next save removed the stale temporary files" \
    [ "$(find "$dir" -name '.rel.toml.*.tmp' | wc -l)" = 0 ]
reads() { "$bin" history --game rel --json >/dev/null; }
check "the game reads at the end" reads
exit $fail
