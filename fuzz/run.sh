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
corpus_root=fuzz/corpus
if [ -n "$fixed" ]; then
    corpus_root=fuzz/corpus-fixed
    rm -rf "$corpus_root"
fi
for t in "${targets[@]}"; do
    corpus="$corpus_root/$t"
    mkdir -p "$corpus" "fuzz/artifacts/$t"
    for seeds in "fuzz/seeds/$t" $(seed_dirs "$t"); do
        if [ -d "$seeds" ]; then
            cp -n "$seeds"/* "$corpus/" 2>/dev/null || true
        fi
    done
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
    # A backstop in case a target wedges beyond its watchdog.
    timeout --signal=KILL $((seconds + 600)) \
        cargo fuzz run "$t" "$corpus" --sanitizer none -- "${args[@]}" >"$log" 2>&1
    rc=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
    echo "fuzz: $t ran $(($(date +%s) - t0)) s, ${runs:-?} inputs, exit status $rc"
    found=$(find "fuzz/artifacts/$t" -type f -newer "$marker" 2>/dev/null)
    rm -f "$marker"
    if [ $rc -ne 0 ] || [ -n "$found" ]; then
        failed+=("$t")
        echo "fuzz: $t FOUND A PROBLEM; from its log ($log):"
        grep -a -m 6 -A 2 -E 'panicked at|==== nimatron|ERROR: libFuzzer|out-of-memory|^error' "$log" |
            cut -c 1-400 | sed 's/^/    /'
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
