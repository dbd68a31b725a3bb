#!/usr/bin/env bash
# Is one build of the solver quicker than another? Both are built into one
# program (`benches/ab/harness.rs`) that solves each benchmark deal with
# one and then the other, so a machine whose speed comes and goes by the
# minute slows both alike; the pars must agree. Prints each build's median
# par time and their ratio, pass by pass, with its margin of error.
#
#   bash benches/ab.sh [BASE [NEW]]
#
# BASE and NEW are git revisions; NEW may be `.` for the work tree as it
# stands (the defaults: BASE `main`, NEW `.`). N (players, 4), COUNT
# (deals, 200), PASSES (20) and RUNS (3) set the size. Builds in a
# folder of its own, so the first run takes a few minutes.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
base=${1:-main}
new=${2:-.}
dir=${AB_DIR:-${TMPDIR:-/tmp}/fortyfives-ab}
mkdir -p "$dir"

# The library at revision $1 as the crate $2: its sources and its
# dependencies, under another name, without its programs and tests.
export_build() {
  local rev=$1 name=$2 out=$dir/$2
  rm -rf "$out/src"
  mkdir -p "$out"
  if [ "$rev" = . ]; then
    cp -r "$root/src" "$out/src"
    cp "$root/Cargo.toml" "$out/Cargo.full.toml"
  else
    git -C "$root" archive "$rev" src | tar -x -C "$out"
    git -C "$root" show "$rev:Cargo.toml" > "$out/Cargo.full.toml"
  fi
  {
    printf '[package]\nname = "%s"\nversion = "0.0.0"\nedition = "2021"\n' "$name"
    printf 'autobins = false\nautoexamples = false\nautotests = false\nautobenches = false\n\n'
    printf '[lib]\npath = "src/lib.rs"\n\n'
    # Every dependency section up to the test-only ones.
    awk '/^\[dev-dependencies\]/ { exit } keep; /^\[dependencies\]/ { print; keep = 1 }' \
      "$out/Cargo.full.toml"
  } > "$out/Cargo.toml"
}

export_build "$base" base
export_build "$new" new
mkdir -p "$dir/harness/src"
cp "$root/benches/ab/harness.rs" "$dir/harness/src/main.rs"
# The benchmarks' own seeded deals, once for each build.
for name in base new; do
  sed "s/\bfortyfives::/$name::/g" "$root/benches/common/mod.rs" > "$dir/harness/src/common_$name.rs"
done
cat > "$dir/harness/Cargo.toml" <<TOML
[package]
name = "ab"
version = "0.0.0"
edition = "2021"

[dependencies]
base = { path = "../base", default-features = false }
new = { path = "../new", default-features = false }

[profile.release]
codegen-units = 1
lto = "fat"

[workspace]
TOML
[ -f "$dir/harness/Cargo.lock" ] || cp "$root/Cargo.lock" "$dir/harness/Cargo.lock"
cargo build --release --quiet --manifest-path "$dir/harness/Cargo.toml"
echo "base: $base    new: $new"
for _ in $(seq "${RUNS:-3}"); do
  "$dir/harness/target/release/ab"
done
