#!/usr/bin/env bash
# Build nimatron's fuzz targets and run each for a while.
#
#   fuzz/run.sh [SECONDS_PER_TARGET] [TARGETS...]
#
# Defaults: 60 seconds, every target (parse literal eval rulesets octal). Needs
# cargo-fuzz (`cargo install cargo-fuzz --locked`); runs on stable Rust without a
# sanitizer. Each target starts from its working corpus fuzz/corpus/TARGET (kept
# between runs, not committed) after the committed seeds are copied in
# (fuzz/seeds/TARGET; fuzz/seeds/lang for parse, literal and eval). One fuzzer
# runs at a time, in-process.
#
# Settings: -rss_limit_mb=2048 (more memory is an out-of-memory finding),
# -max_len per target (256 for eval), the target's dictionary from fuzz/dicts.
# Time limits come from a watchdog thread inside the targets (fuzz/src/lib.rs:
# 1 s is a finding; NIMATRON_FUZZ_SOFT_MS / NIMATRON_FUZZ_HARD_MS change it),
# not from libFuzzer's -timeout, whose signal handler can deadlock in malloc
# without a sanitizer. Extra libFuzzer flags go in FUZZ_ARGS, e.g.
# FUZZ_ARGS="-only_ascii=1" fuzz/run.sh 600 eval.
#
# Reproducible mode (NIMATRON_FUZZ_RUNS=N, what .ci/run uses): each target runs
# exactly N inputs times its weight (`weight` below) with -seed=1 from the
# committed seeds only (a fresh corpus under fuzz/corpus-fixed/, removed first),
# instead of SECONDS from its working corpus. The same code then meets the same
# inputs on every machine, so a clean run here predicts CI; exploring runs with
# a random seed are what find new things.
#
# A target still running past a backstop (its time plus ten minutes; five
# minutes in the reproducible mode) is killed with its process session after the
# state of its threads is printed; in the reproducible mode a wedge with no
# finding in its log is rerun once (fuzz/findings.md, 15).
#
# Exit status: 0 when no target found anything; 1 when one did (each finding's
# path and contents are printed; it lies in fuzz/artifacts/TARGET/); 2 on a
# build failure or a bad argument.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2

seconds=${1:-60}
shift || true
if ! [[ $seconds =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: fuzz/run.sh [SECONDS_PER_TARGET] [TARGETS...]" >&2
    exit 2
fi
all=(parse literal eval rulesets octal)
if [ $# -gt 0 ]; then targets=("$@"); else targets=("${all[@]}"); fi

max_len() {
    case $1 in
        parse) echo 1024 ;;
        literal) echo 512 ;;
        eval) echo 256 ;;
        rulesets) echo 128 ;;
        octal) echo 96 ;;
        *) echo 256 ;;
    esac
}
# Inputs per unit of NIMATRON_FUZZ_RUNS: about equal time per target (the
# targets' speeds differ a hundredfold; rulesets checks every ruleset of the
# catalogue against a plain search, about 1,000 inputs a second).
weight() {
    case $1 in
        parse) echo 300 ;;
        literal) echo 24 ;;
        eval) echo 18 ;;
        rulesets) echo 10 ;;
        octal) echo 1 ;;
        *) echo 1 ;;
    esac
}
# Seeds shared by the targets of the language (fuzz/seeds/lang).
seed_dirs() {
    case $1 in
        parse | literal | eval) echo fuzz/seeds/lang ;;
    esac
}
dict() {
    case $1 in
        parse | literal | eval) echo fuzz/dicts/eval.dict ;;
        *) [ -f "fuzz/dicts/$1.dict" ] && echo "fuzz/dicts/$1.dict" ;;
    esac
}

# The committed seeds of target $1 into corpus $2.
copy_seeds() {
    for seeds in "fuzz/seeds/$1" $(seed_dirs "$1"); do
        if [ -d "$seeds" ]; then
            cp -n "$seeds"/* "$2/" 2>/dev/null || true
        fi
    done
}

# Lines of a log that report a finding.
finding_lines='panicked at|==== nimatron|ERROR: libFuzzer|out-of-memory|^error'

# Run target $1 on corpus $2 with its log in $3 and libFuzzer's arguments after,
# in a session of its own, with a backstop in case it wedges beyond its
# watchdog: past it, the state of each thread of the session's processes is
# printed and the whole session killed (status 137).
run_target() {
    local t=$1 corpus=$2 log=$3
    shift 3
    setsid cargo fuzz run "$t" "$corpus" --sanitizer none -- "$@" >"$log" 2>&1 &
    local pid=$! waited=0 sid
    sid=$(ps -o sid= -p "$pid" 2>/dev/null | tr -d ' ')
    while kill -0 "$pid" 2>/dev/null; do
        if [ "$waited" -ge "$backstop" ]; then
            echo "fuzz: $t still running after $backstop s; its processes and threads:"
            for p in $(pgrep -s "${sid:-$pid}"); do
                echo "    process $p $(cat "/proc/$p/comm" 2>/dev/null)," \
                    "$(grep -s VmRSS "/proc/$p/status" | tr -s ' \t' ' ')"
                for task in /proc/"$p"/task/*; do
                    # name, state (R running, S sleeping, D disk), and where it waits
                    echo "      thread $(basename "$task") $(cat "$task/comm" 2>/dev/null):" \
                        "state $(awk '{print $3}' "$task/stat" 2>/dev/null)," \
                        "waiting in $(cat "$task/wchan" 2>/dev/null || echo ?)," \
                        "cpu ticks $(awk '{print $14 + $15}' "$task/stat" 2>/dev/null)"
                done
            done
            pkill -KILL -s "${sid:-$pid}" 2>/dev/null
            kill -KILL "$pid" 2>/dev/null
            wait "$pid" 2>/dev/null
            return 137
        fi
        sleep 1
        waited=$((waited + 1))
    done
    wait "$pid"
}

start=$(date +%s)
if ! cargo fuzz build --sanitizer none; then
    exit 2
fi
echo "fuzz: built in $(($(date +%s) - start)) s"

failed=()
mkdir -p fuzz/logs
fixed=${NIMATRON_FUZZ_RUNS:-}
if [ -n "$fixed" ] && ! [[ $fixed =~ ^[1-9][0-9]*$ ]]; then
    echo "fuzz: NIMATRON_FUZZ_RUNS must be a positive number" >&2
    exit 2
fi
# How long a target may run before it counts as wedged: its time plus ten
# minutes, or in the reproducible mode five minutes (about three times the
# slowest target's time on two cores).
backstop=$((seconds + 600))
[ -n "$fixed" ] && backstop=300
backstop=${NIMATRON_FUZZ_BACKSTOP:-$backstop}
corpus_root=fuzz/corpus
if [ -n "$fixed" ]; then
    corpus_root=fuzz/corpus-fixed
    rm -rf "$corpus_root"
fi
for t in "${targets[@]}"; do
    corpus="$corpus_root/$t"
    mkdir -p "$corpus" "fuzz/artifacts/$t"
    copy_seeds "$t" "$corpus"
    marker=$(mktemp)
    if [ -n "$fixed" ]; then
        budget=(-runs=$((fixed * $(weight "$t"))) -seed=1)
    else
        budget=(-max_total_time="$seconds")
    fi
    args=("${budget[@]}" -rss_limit_mb=2048 -max_len="$(max_len "$t")"
        -timeout=120 -print_final_stats=1)
    d=$(dict "$t") && args+=(-dict="$d")
    # shellcheck disable=SC2206
    args+=(${FUZZ_ARGS:-})
    log="fuzz/logs/$t.log"
    echo "fuzz: $t, ${budget[*]} (log: $log)"
    t0=$(date +%s)
    run_target "$t" "$corpus" "$log" "${args[@]}"
    rc=$?
    if [ $rc -eq 137 ] && [ -n "$fixed" ] && ! grep -a -q -E "$finding_lines" "$log"; then
        # Wedged past the backstop without any finding in its log (CI saw this
        # once, 2026-11-27, and it did not happen again on a developer's
        # machine in runs of every soft limit from 0.7 to 3 s). What its threads
        # were doing is printed above; rerun it once from the same seed: a
        # second wedge is a finding, a clean rerun a warning.
        cp "$log" "$log.wedged"
        echo "fuzz: $t wedged without a finding; its log's last lines:"
        tail -n 15 "$log" | cut -c 1-300 | sed 's/^/    /'
        echo "fuzz: rerunning $t once (its first log kept as $log.wedged)"
        rm -rf "$corpus"
        mkdir -p "$corpus"
        copy_seeds "$t" "$corpus"
        run_target "$t" "$corpus" "$log" "${args[@]}"
        rc=$?
        if [ $rc -eq 0 ]; then
            echo "fuzz: WARNING: $t wedged once and passed when rerun (see above)"
        fi
    fi
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
    echo "fuzz: $t ran $(($(date +%s) - t0)) s, ${runs:-?} inputs, exit status $rc"
    found=$(find "fuzz/artifacts/$t" -type f -newer "$marker" 2>/dev/null)
    rm -f "$marker"
    if [ $rc -ne 0 ] || [ -n "$found" ]; then
        failed+=("$t")
        echo "fuzz: $t FOUND A PROBLEM; from its log ($log):"
        if grep -a -q -E "$finding_lines" "$log"; then
            grep -a -m 6 -A 2 -E "$finding_lines" "$log" |
                cut -c 1-400 | sed 's/^/    /'
        else
            tail -n 20 "$log" | cut -c 1-400 | sed 's/^/    /'
        fi
        for f in $found; do
            echo "fuzz: reproducer $f ($(wc -c <"$f") bytes):"
            if LC_ALL=C grep -q '[^[:print:][:space:]]' "$f"; then
                od -c "$f" | head -n 20 | sed 's/^/    /'
            else
                head -c 2000 "$f" | sed 's/^/    /'
                echo
            fi
            echo "fuzz: rerun it with: cargo fuzz run $t --sanitizer none $f"
        done
    fi
done

echo "fuzz: done in $(($(date +%s) - start)) s"
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: findings in: ${failed[*]}"
    exit 1
fi
