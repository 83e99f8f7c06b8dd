#!/usr/bin/env bash
# Times nimatron and ogsolve (0.0.7, GPL: run as a program only, never linked or
# copied) on the same octal games in the same run, and prints the ratios.
#
#   scripts/bench-ogsolve.sh [OGSOLVE_BINARY]
#
# OGSOLVE_BINARY defaults to $OGSOLVE, then /work/scratch-cgt/ogsolve-bin/bin/ogsolve,
# then `ogsolve` on the PATH (install: cargo install ogsolve --version 0.0.7 --root DIR).
# ogsolve runs its fastest method (rc2). It always computes up to -n (finding
# the period on the way), so for the proofs it gets -n = the number of values
# nimatron needed for its Guy–Smith proof (the strict comparison), and, for
# reference, the larger -n of the issue's quoted timings (0.16: 2,000,000).
# The short 0.16 runs are timed 9 times each, the 0.6 runs 3 times, and the
# medians compared (timings on a VM are noisy).
set -euo pipefail
cd "$(dirname "$0")/.."
OG="${1:-${OGSOLVE:-/work/scratch-cgt/ogsolve-bin/bin/ogsolve}}"
if [ ! -x "$OG" ]; then OG="$(command -v ogsolve || true)"; fi
if [ -z "$OG" ]; then echo "ogsolve not found; install it with: cargo install ogsolve --version 0.0.7 --root DIR" >&2; exit 1; fi
cargo build --release -q -p nimatron-cli
NIM=target/release/nimatron

secs1() { # run a command, print its wall time in seconds
  local t0 t1
  t0=$(date +%s.%N); "$@" > /tmp/bench-ogsolve.out 2>&1; t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc -l
}

secs() { # the median wall time of REPEAT runs (short tasks are noisy on a VM)
  local i
  for ((i = 0; i < REPEAT; i++)); do secs1 "$@"; done | sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'
}

printf "%-22s %12s %12s %8s\n" "task" "nimatron s" "ogsolve s" "ratio"
for spec in "0.16:prove:2000000" "0.354:prove:0" "0.6:1048576:1048576"; do
  IFS=: read -r game ours theirs <<< "$spec"
  REPEAT=1
  if [ "$game" = 0.16 ]; then REPEAT=9; fi # well under a second each
  if [ "$game" = 0.6 ]; then REPEAT=3; fi  # about a second
  if [ "$ours" = prove ]; then
    tn=$(secs "$NIM" grundy "$game" -q --to 100000000)
    grep -q "periodic:" /tmp/bench-ogsolve.out || { echo "nimatron did not prove $game" >&2; exit 1; }
    count=$(sed -n 's/^computed G(0) .. G(\([0-9]*\)).*/\1/p' /tmp/bench-ogsolve.out)
    count=$((count + 1))
    to=$(secs "$OG" -m rc2 -n "$count" "$game")
    grep -q "found period" /tmp/bench-ogsolve.out || { echo "ogsolve did not find the period of $game at -n $count" >&2; exit 1; }
    printf "%-22s %12.2f %12.2f %7.1fx\n" "prove $game (n=$count)" "$tn" "$to" "$(echo "$to / $tn" | bc -l)"
    if [ "$theirs" -gt "$count" ]; then
      to=$(secs "$OG" -m rc2 -n "$theirs" "$game")
      printf "%-22s %12.2f %12.2f %7.1fx\n" "  ogsolve -n $theirs" "$tn" "$to" "$(echo "$to / $tn" | bc -l)"
    fi
  else
    tn=$(secs "$NIM" grundy "$game" -q --to "$ours")
    to=$(secs "$OG" -m rc2 -n "$theirs" "$game")
    printf "%-22s %12.2f %12.2f %7.1fx\n" "$game to $ours" "$tn" "$to" "$(echo "$to / $tn" | bc -l)"
  fi
done
