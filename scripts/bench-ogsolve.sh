#!/usr/bin/env bash
# Times nimatron and ogsolve (0.0.7, GPL: run as a program only, never linked or
# copied) on the same octal games in the same run, and prints the ratios.
#
#   scripts/bench-ogsolve.sh [OGSOLVE_BINARY]
#
# OGSOLVE_BINARY defaults to $OGSOLVE, then /tmp/ogsolve/bin/ogsolve, then
# `ogsolve` on the PATH (install it outside the repository:
# cargo install ogsolve --version 0.0.7 --locked --root /tmp/ogsolve). Without
# it, nimatron's levels are still timed against each other.
#
# nimatron runs at each kernel level of LEVELS (default "avx2 scalar auto":
# `--simd avx2` is what a processor without AVX-512 runs, as the issue's AMD
# EPYC does) with THREADS threads (default 1, as ogsolve uses one); ogsolve
# runs its fastest method (rc2). ROUNDS rounds (default 5), interleaved: every
# program once per round, so a drift of the machine's speed hits them alike.
# The table gives the medians of user CPU time and wall time, and the ratio
# ogsolve / nimatron of the median user CPU times (the machine is shared: user
# CPU time is the figure to quote, wall time says how loaded it was).
#
# Tasks: proving 0.16 and 0.354 (ogsolve gets -n = the number of values
# nimatron needed for its Guy–Smith proof), and 0.6 (Officers) to 2^20 heaps.
set -euo pipefail
cd "$(dirname "$0")/.."
OG="${1:-${OGSOLVE:-/tmp/ogsolve/bin/ogsolve}}"
if [ ! -x "$OG" ]; then OG="$(command -v ogsolve || true)"; fi
if [ -z "$OG" ]; then echo "ogsolve not found (cargo install ogsolve --version 0.0.7 --locked --root /tmp/ogsolve): timing nimatron only" >&2; fi
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (GNU time)" >&2; exit 1; }
LEVELS="${LEVELS:-avx2 scalar auto}"
THREADS="${THREADS:-1}"
ROUNDS="${ROUNDS:-5}"
cargo build --release -q -p nimatron-cli
NIM=target/release/nimatron
OUT=$(mktemp /tmp/bench-ogsolve.XXXXXX)
TIMES=$(mktemp /tmp/bench-ogsolve-times.XXXXXX)
trap 'rm -f "$OUT" "$TIMES"' EXIT

# The kernels that `--simd LEVEL` gives on this processor (from its flags).
flags=$(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null || true)
has() { [[ " $flags " == *" $1 "* ]]; }
kernels() {
  local avx512=none avx2=scalar
  if has avx512bw && has avx512vbmi; then avx512=avx512-vbmi; elif has avx512bw; then avx512=avx512-bw; fi
  if has avx2 && has bmi2; then avx2=avx2; fi
  case "$1" in
    scalar) echo scalar ;;
    avx2) echo "$avx2" ;;
    avx512 | auto) if [ "$avx512" != none ]; then echo "$avx512"; else echo "$avx2"; fi ;;
    *) echo "$1" ;;
  esac
}

# One timed run: appends "NAME USER WALL" to $TIMES; the output goes to $OUT.
timed() {
  local name=$1
  shift
  /usr/bin/time -f "$name %U %e" -a -o "$TIMES" "$@" > "$OUT" 2>&1
}

median() { # the median of the numbers on stdin
  sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'
}

cpu=$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')
echo "processor: $cpu ($(nproc) cores); nimatron threads: $THREADS; $ROUNDS interleaved rounds, medians"
printf "%-20s %-18s %10s %9s %10s %9s %8s\n" "task" "nimatron --simd" "nim user" "nim wall" "og user" "og wall" "ratio"
for spec in "0.16:prove" "0.354:prove" "0.6:1048576"; do
  IFS=: read -r game ours <<< "$spec"
  : > "$TIMES"
  if [ "$ours" = prove ]; then
    "$NIM" grundy "$game" -q --to 100000000 > "$OUT" 2>&1
    grep -q "periodic:" "$OUT" || { echo "nimatron did not prove $game" >&2; exit 1; }
    count=$(sed -n 's/^computed G(0) .. G(\([0-9]*\)).*/\1/p' "$OUT")
    count=$((count + 1))
    label="prove $game"
    nim_to=100000000
  else
    count=$ours
    label="$game to $ours"
    nim_to=$ours
  fi
  for ((round = 0; round < ROUNDS; round++)); do
    for level in $LEVELS; do
      timed "nim-$level" "$NIM" grundy "$game" -q --to "$nim_to" --threads "$THREADS" --simd "$level"
    done
    if [ -n "$OG" ]; then
      timed og "$OG" -m rc2 -n "$count" "$game"
      grep -q "found period\|calculation time" "$OUT" || { echo "ogsolve failed on $game at -n $count" >&2; exit 1; }
    fi
  done
  og_user=- og_wall=-
  if [ -n "$OG" ]; then
    og_user=$(awk '$1 == "og" {print $2}' "$TIMES" | median)
    og_wall=$(awk '$1 == "og" {print $3}' "$TIMES" | median)
  fi
  for level in $LEVELS; do
    user=$(awk -v n="nim-$level" '$1 == n {print $2}' "$TIMES" | median)
    wall=$(awk -v n="nim-$level" '$1 == n {print $3}' "$TIMES" | median)
    ratio=-
    if [ -n "$OG" ]; then ratio=$(awk -v a="$og_user" -v b="$user" 'BEGIN {if (b > 0) printf "%.1fx", a / b; else print "-"}'); fi
    printf "%-20s %-18s %10s %9s %10s %9s %8s\n" "$label" "$level ($(kernels "$level"))" "$user" "$wall" "$og_user" "$og_wall" "$ratio"
  done
done
