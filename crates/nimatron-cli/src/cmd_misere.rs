//! `nimatron misere GAME [--quotient] [--to N] [--json]` and `nimatron misere
//! GAME --play HEAP...`: the misère quotient of a take-and-break game heap by
//! heap (Plambeck and Siegel), and misère play of sums of heaps by it.
//!
//! Exit status: 0 when the computation reached its end (`--to`, or a proved
//! period), 2 for bad input, 3 when a limit stopped it (what was reached is
//! still printed), 130 when Ctrl-C interrupted it.

use crate::json::to_line;
use indicatif::{ProgressBar, ProgressStyle};
use nimatron::impartial::misere_canon::heap_phyla;
use nimatron::impartial::misere_quotient::{
    Failure, MisereQuotient, PlayError, QuotientConfig, QuotientSolver, Step, MAX_ORDER,
};
use nimatron::impartial::octal::OctalGame;
use nimatron::limits::{Limits, Stop};
use serde::Serialize;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// Heaps computed unless `--to` says otherwise (fewer when a period is proved).
const DEFAULT_TO: usize = 100;

/// Quotients with at most this many elements get their multiplication table.
const TABLE_ORDER: usize = 16;

/// Arguments of `nimatron misere`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game: an octal/hexadecimal code (0.75, 0.77, .07, 4.7), kayles,
    /// dawson, or sub:1,3,4 (a subtraction set).
    pub game: String,
    /// The misère quotient of the heaps 0..=N (the default when --play is not given).
    #[arg(long)]
    pub quotient: bool,
    /// Misère play of the sum of these heaps: its outcome and every winning move.
    #[arg(long, num_args = 1.., value_name = "HEAP")]
    pub play: Option<Vec<usize>>,
    /// The largest heap (default 100, or the largest heap of --play); the
    /// computation stops earlier once the quotient is proved periodic.
    #[arg(long, value_name = "N")]
    pub to: Option<usize>,
    /// Go on to --to even after a period is proved.
    #[arg(long)]
    pub no_stop: bool,
    /// Print JSON on one line.
    #[arg(long)]
    pub json: bool,
    /// No progress bar.
    #[arg(long, short)]
    pub quiet: bool,
    /// Print the time, order and memory of every heap, and each candidate
    /// that fails while the quotient grows, with the least sum it gets wrong
    /// (on stderr).
    #[arg(long)]
    pub stats: bool,
    /// Stop when a quotient (or a candidate, reduced) would have more elements.
    #[arg(long, default_value_t = 20_000, value_name = "N")]
    pub max_order: usize,
    /// Stop when the tables would pass this size (bytes, with K, M or G).
    #[arg(long, default_value = "2G", value_name = "SIZE", value_parser = crate::cmd_eval::parse_size)]
    pub max_memory: usize,
    /// Stop after this many seconds (default: no limit; Ctrl-C stops at any time).
    #[arg(long, value_name = "SECONDS", value_parser = crate::args::parse_seconds)]
    pub time_limit: Option<f64>,
}

/// The `--json` report of `--quotient`.
#[derive(Serialize)]
struct QuotientReport {
    game: String,
    to: usize,
    order: usize,
    p_portion: Vec<String>,
    presentation: String,
    heaps: Vec<String>,
    generators: Vec<String>,
    /// The heap from which the quotient is the same for every heap up to `to`.
    stable_from: usize,
    period: Option<usize>,
    preperiod: Option<usize>,
    /// Whether the period is proved: then this is the quotient of the whole game.
    proved: bool,
    /// Why the computation stopped before `--to`, if it did.
    stopped: Option<String>,
    seconds: f64,
    /// Conway's class of each heap (`istame` and the rest: nim heap, tame,
    /// generally tame, tameable, restive, generally restive, restless,
    /// wild), from the heaps' misère canonical forms, as far as
    /// [`PHYLA_GAMES`] canonical games allow.
    phyla: Vec<&'static str>,
    /// Why the classes stop before `to`, if they do.
    phyla_stopped: Option<String>,
}

/// The most canonical games the heaps' classes may build.
const PHYLA_GAMES: usize = 200_000;

/// The `--json` report of `--play`.
#[derive(Serialize)]
struct PlayReport {
    game: String,
    heaps: Vec<usize>,
    element: String,
    outcome: String,
    winning_moves: Vec<MoveReport>,
    quotient_order: usize,
    quotient_to: usize,
}

/// A winning move, or a class of them (`count` > 1): the moves leaving
/// `to[0] + j * step` and `to[1] - j * step` for `j < count`.
#[derive(Serialize)]
struct MoveReport {
    heap: usize,
    from: usize,
    to: Vec<usize>,
    #[serde(skip_serializing_if = "is_one")]
    count: u64,
    #[serde(skip_serializing_if = "is_zero")]
    step: usize,
}

fn is_one(n: &u64) -> bool {
    *n == 1
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

fn limits(args: &Args, stop: Arc<AtomicBool>) -> Limits {
    let mut l = Limits::none()
        .with_memory(args.max_memory)
        .with_interrupt(stop);
    if let Some(t) = args.time_limit.and_then(crate::args::time_limit) {
        l = l.with_time(t);
    }
    l
}

/// Exit status for a stop.
fn status_of(s: &Stop) -> ExitCode {
    if s.is_interrupt() {
        ExitCode::from(130)
    } else {
        ExitCode::from(3)
    }
}

/// Runs the subcommand.
pub fn run(args: Args) -> ExitCode {
    let game: OctalGame = match args.game.parse() {
        Ok(g) => g,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    if args.max_order == 0 || args.max_order > MAX_ORDER {
        eprintln!("error: --max-order must be between 1 and {MAX_ORDER}");
        return ExitCode::from(2);
    }
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = stop.clone();
        let _ = ctrlc::set_handler(move || stop.store(true, Ordering::SeqCst));
    }
    let play = args.play.clone();
    let to = args
        .to
        .or_else(|| play.as_ref().and_then(|h| h.iter().max().copied()))
        .unwrap_or(DEFAULT_TO);
    let config = QuotientConfig {
        max_order: args.max_order,
        ..QuotientConfig::default()
    };
    let limits = limits(&args, stop.clone());
    // Everything the quotient search allocates counts against --max-memory.
    let _account = limits.enter();
    let mut solver = QuotientSolver::new(game, &limits, config);
    let bar = if args.quiet || args.json {
        ProgressBar::hidden()
    } else {
        let bar = ProgressBar::new(to as u64);
        bar.set_style(
            ProgressStyle::with_template(
                "{spinner} {msg} [{elapsed_precise}] {wide_bar} {pos}/{len} heaps",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        // The clock runs on while a heap is slow to add (see cmd_grundy).
        bar.enable_steady_tick(std::time::Duration::from_millis(250));
        bar
    };
    let start = Instant::now();
    let stats = args.stats;
    if stats {
        let bar = bar.clone();
        solver.on_failure(move |heap, f| {
            bar.suspend(|| eprintln!("{}", failure_line(heap, f)));
        });
    }
    let result = solver.run_to(to, !args.no_stop, |r| {
        bar.set_position(r.heap as u64);
        bar.set_message(format!("|Q| = {}", r.order));
        if stats {
            bar.suspend(|| {
                eprintln!(
                    "heap {:>5}  {:<12} |Q| = {:>6}  |P| = {:>5}  {:>9.3} s  {:>9.1} MB",
                    r.heap,
                    format!("{:?}", r.step),
                    r.order,
                    r.p_size,
                    r.time.as_secs_f64(),
                    r.bytes as f64 / 1e6
                )
            });
        }
    });
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let stopped = result.err();
    // The quotient so far is built and printed after a Ctrl-C too, under a
    // lowered flag (a second Ctrl-C stops that as well); a time limit keeps
    // it the same way, since the quotient's own clock starts anew.
    if stopped.as_ref().is_some_and(Stop::is_interrupt) {
        stop.store(false, Ordering::SeqCst);
    }
    let quotient = match solver.quotient() {
        Ok(q) => q,
        Err(e) => {
            eprintln!("error: {e}");
            return status_of(&e);
        }
    };
    if let Some(s) = &stopped {
        eprintln!(
            "stopped at heap {}: {s}; the quotient below is that of the heaps 0..={}",
            solver.heaps() + 1,
            solver.heaps()
        );
    }
    let stable_from = solver
        .records()
        .iter()
        .rev()
        .find(|r| r.step == Step::Expanded)
        .map_or(0, |r| r.heap);
    let code = match &stopped {
        Some(s) => status_of(s),
        None => ExitCode::SUCCESS,
    };
    if let Some(heaps) = play {
        return print_play(&quotient, &heaps, args.json).unwrap_or(code);
    }
    if args.json {
        let phyla_limits = Limits::none()
            .with_games(PHYLA_GAMES)
            .with_interrupt(stop.clone());
        let (phyla, phyla_stopped) = heap_phyla(quotient.game(), quotient.to(), &phyla_limits);
        let report = QuotientReport {
            game: quotient.game().name().to_string(),
            to: quotient.to(),
            order: quotient.order(),
            p_portion: quotient
                .p_portion()
                .iter()
                .map(|&x| quotient.name(x))
                .collect(),
            presentation: quotient.presentation(),
            heaps: quotient
                .heaps()
                .iter()
                .map(|&x| quotient.name(x as usize))
                .collect(),
            generators: quotient
                .generators()
                .iter()
                .map(|&g| quotient.name(g))
                .collect(),
            stable_from,
            period: quotient.period().map(|p| p.1),
            preperiod: quotient.period().map(|p| p.0),
            proved: quotient.period().is_some(),
            stopped: stopped.as_ref().map(|s| s.to_string()),
            seconds,
            phyla: phyla.iter().map(|p| p.name()).collect(),
            phyla_stopped: phyla_stopped.map(|s| s.to_string()),
        };
        println!("{}", to_line(&report));
    } else {
        print_quotient(&quotient, stable_from, seconds);
    }
    code
}

fn print_quotient(q: &MisereQuotient, stable_from: usize, seconds: f64) {
    let g = q.game();
    match g.code() {
        Some(code) if code != g.name() => println!("game {} = {code}, misère play", g.name()),
        _ => println!("game {}, misère play", g.name()),
    }
    println!(
        "quotient of the heaps 0..={} (computed in {seconds:.2} s)",
        q.to()
    );
    println!("presentation: {}", q.presentation());
    let p: Vec<String> = q.p_portion().iter().map(|&x| q.name(x)).collect();
    println!(
        "order {}, P-portion {{{}}} ({} elements)",
        q.order(),
        p.join(", "),
        p.len()
    );
    println!(
        "the quotient is the same for every heap from {stable_from} to {}",
        q.to()
    );
    match q.period() {
        Some((n0, per)) => println!(
            "heap elements periodic from heap {n0} with period {per}, proved: this is the quotient of the whole game"
        ),
        None => println!("no period of the heap elements proved within {} heaps", q.to()),
    }
    println!("heaps:");
    let names: Vec<String> = q.heaps().iter().map(|&x| q.name(x as usize)).collect();
    for (row, chunk) in names.chunks(10).enumerate() {
        let cells: Vec<String> = chunk.iter().map(|n| format!("{n:>8}")).collect();
        println!("{:>6}+ {}", row * 10, cells.join(""));
    }
    if q.order() <= TABLE_ORDER {
        println!("multiplication table:");
        let n = q.order();
        let names: Vec<String> = (0..n).map(|x| q.name(x)).collect();
        let w = names.iter().map(String::len).max().unwrap_or(1) + 1;
        let header: Vec<String> = names.iter().map(|s| format!("{s:>w$}")).collect();
        println!("{:>w$} |{}", "", header.join(""));
        for x in 0..n {
            let row: Vec<String> = (0..n)
                .map(|y| {
                    let z = q.monoid().mul(x, y);
                    let mark = if q.is_p(z) { "*" } else { "" };
                    format!("{:>w$}", format!("{}{mark}", names[z]))
                })
                .collect();
            println!("{:>w$} |{}", names[x], row.join(""));
        }
        println!("(* marks the P-portion)");
    }
}

fn print_play(q: &MisereQuotient, heaps: &[usize], json: bool) -> Option<ExitCode> {
    let a = match q.analyse_classes(heaps) {
        Ok(a) => a,
        Err(e @ PlayError::Beyond(_)) => {
            eprintln!("error: {e} (use --to)");
            return Some(ExitCode::from(3));
        }
        Err(e) => {
            eprintln!("error: {e}");
            return Some(ExitCode::from(3));
        }
    };
    let outcome = format!("{:?}", a.outcome);
    if json {
        let report = PlayReport {
            game: q.game().name().to_string(),
            heaps: heaps.to_vec(),
            element: q.name(a.element),
            outcome,
            winning_moves: a
                .winning
                .iter()
                .map(|c| MoveReport {
                    heap: c.first.index,
                    from: c.first.from,
                    to: c.first.to.clone(),
                    count: c.count,
                    step: c.step,
                })
                .collect(),
            quotient_order: q.order(),
            quotient_to: q.to(),
        };
        println!("{}", to_line(&report));
        return None;
    }
    let sum: Vec<String> = heaps.iter().map(usize::to_string).collect();
    println!(
        "game {}, misère play of {}",
        q.game().name(),
        if sum.is_empty() {
            "no heaps".to_string()
        } else {
            sum.join(" + ")
        }
    );
    println!(
        "element {} of the quotient of order {} (heaps 0..={}{})",
        q.name(a.element),
        q.order(),
        q.to(),
        if q.period().is_some() {
            ", periodic: every heap"
        } else {
            ""
        }
    );
    match a.outcome {
        nimatron::short::Outcome::P => {
            println!("Outcome: P: the player to move loses (the element is in the P-portion).")
        }
        _ => println!("Outcome: N: the player to move wins."),
    }
    if !a.winning.is_empty() {
        println!("Winning moves:");
        for c in &a.winning {
            let m = &c.first;
            let to: Vec<String> = m.to.iter().map(usize::to_string).collect();
            let class = match (c.count, m.to.as_slice()) {
                (2.., [x, y]) => format!(
                    ", and {} more alike: {x} + {y} with {} added to the first heap and taken \
                     from the second, any number of times up to {}",
                    c.count - 1,
                    c.step,
                    c.count - 1
                ),
                _ => String::new(),
            };
            println!(
                "  heap {} ({}) -> {}{class}",
                m.index,
                m.from,
                if to.is_empty() {
                    "nothing".to_string()
                } else {
                    to.join(" + ")
                }
            );
        }
    }
    None
}

/// A `--stats` line for a failing candidate: `heap    34  a candidate of
/// 1448 elements fails on 2 + 4 + 10 + 2×14 + 34, a misère N-position`
/// (`2×14`: two heaps of 14).
fn failure_line(heap: usize, f: &Failure) -> String {
    let sum: Vec<String> = f
        .failing
        .iter()
        .map(|&(h, e)| match e {
            1 => h.to_string(),
            _ => format!("{e}×{h}"),
        })
        .collect();
    format!(
        "heap {heap:>5}  a candidate of {} elements fails on {}, a misère {}-position",
        f.order,
        sum.join(" + "),
        if f.is_p { 'P' } else { 'N' }
    )
}
