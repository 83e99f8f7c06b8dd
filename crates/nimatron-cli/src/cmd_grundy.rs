//! `nimatron grundy GAME [--to N] [--json]`: the Grundy sequence of a
//! take-and-break game, with a proof of its period when one exists.
//!
//! The solver's threads and vector kernels come from `--threads`, `--simd`
//! and `--no-simd`, else from the environment (`NIMATRON_THREADS`,
//! `NIMATRON_SIMD`, `NIMATRON_NO_SIMD`): the library reads no environment
//! variable.

use crate::json::to_line;
use indicatif::{ProgressBar, ProgressStyle};
use nimatron::impartial::octal::{Config, Method, OctalGame, Simd, Solver, StopReason};
use serde::Serialize;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// Default number of heaps: 2^26 (minutes for the slowest games).
const DEFAULT_TO: u64 = 1 << 26;

/// Arguments of `nimatron grundy`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game: an octal/hexadecimal code (0.77, .07, 4.7, 0.137), kayles,
    /// dawson, grundy (Grundy's game) or sub:1,3,4 (a subtraction set); or
    /// a code as CGSuite writes it (4!.0, 0.[3], 0.3F!, 0.{0,1,3+},
    /// allbut:2,3,7) or spawning:CODE (coin turning, spawning:1-3), whose
    /// values come from the definition (--to defaults to 1000 for these).
    pub game: String,
    /// Compute G(0) ... G(N-1) at most (stops earlier once a period is proved);
    /// default 2^26 (20 with --misere); at least 1.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub to: Option<u64>,
    /// Print JSON: {"game", "computed", "values", "period", "preperiod", "proved",
    /// "max_value"}; `values` holds the first 1000 values (all of them up to
    /// the preperiod plus the period follow from those and the period).
    #[arg(long)]
    pub json: bool,
    /// Algorithm: sparse (rare values, default) or plain (every option).
    #[arg(long, default_value = "sparse", value_parser = ["sparse", "plain"])]
    pub method: String,
    /// No progress bar.
    #[arg(long, short)]
    pub quiet: bool,
    /// Threads to use (default: NIMATRON_THREADS, else 2 where there are two
    /// cores or more); the values do not depend on it.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1024))]
    pub threads: Option<u64>,
    /// Scalar loops only, no vector kernels (as --simd scalar and
    /// NIMATRON_NO_SIMD do); the values do not depend on it.
    #[arg(long)]
    pub no_simd: bool,
    /// The most of the CPU's vector kernels to use: auto (the best it has;
    /// default, or NIMATRON_SIMD), scalar, avx2, avx512 or neon (a level the
    /// CPU lacks falls back to the next one below); the values do not
    /// depend on it.
    #[arg(long, value_name = "LEVEL", value_parser = parse_simd)]
    pub simd: Option<Simd>,
    /// Misère play instead: the genus g^(γ0 γ1 ...) of each heap 0 .. N-1
    /// (Winning Ways ch. 13), by exhaustive search; N defaults to 20 here.
    #[arg(long)]
    pub misere: bool,
    /// Memory for `--misere`'s search: everything it allocates (e.g. 512M,
    /// 2G); past it the search stops with exit status 3.
    #[arg(long, default_value = "2G", value_name = "SIZE", value_parser = crate::args::parse_size)]
    pub max_memory: usize,
}

/// Heaps shown by `--misere` unless `--to` says otherwise.
const MISERE_DEFAULT_TO: u64 = 20;

/// Positions the misère search may keep (about 100 bytes each).
const MISERE_MAX_POSITIONS: usize = 10_000_000;

/// A progress bar over `len` heaps on stderr (hidden with `--quiet`).
fn progress_bar(quiet: bool, len: u64, message: String) -> ProgressBar {
    if quiet {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(len);
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} {msg} [{elapsed_precise}] {wide_bar} {pos}/{len} heaps ({per_sec}, eta {eta})",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar.set_message(message);
    // Redrawn on a timer, not only on progress: the clock runs on while a
    // costly heap is computed, so a slow run does not look hung.
    bar.enable_steady_tick(std::time::Duration::from_millis(250));
    bar
}

fn run_misere(game: OctalGame, args: &Args, stop: Arc<AtomicBool>) -> ExitCode {
    use nimatron::impartial::misere::{MisereSearch, Stop};
    let to = args.to.unwrap_or(MISERE_DEFAULT_TO);
    let name = game.name().to_string();
    let limits = nimatron::limits::Limits::none()
        .with_nodes(MISERE_MAX_POSITIONS as u64)
        .with_memory(args.max_memory)
        .with_interrupt(stop);
    // Everything the search allocates counts against `--max-memory`.
    let _account = limits.enter();
    let mut search = MisereSearch::with_limits(game, &limits);
    let bar = progress_bar(args.quiet, to, format!("{name}, misère"));
    let mut genera = Vec::new();
    let mut status = ExitCode::SUCCESS;
    for n in 0..to as usize {
        match search.genus(n) {
            Ok(g) => genera.push(g),
            Err(e) => {
                bar.finish_and_clear();
                eprintln!("{e}: stopped at heap {n}");
                // A limit is exit status 3, as everywhere (README).
                status = ExitCode::from(if e == Stop::Interrupted { 130 } else { 3 });
                break;
            }
        }
        bar.set_position(n as u64 + 1);
    }
    bar.finish_and_clear();
    if args.json {
        let heaps = genera
            .iter()
            .map(|g| HeapGenus {
                genus: g.to_string(),
                normal: g.normal,
                misere: g.misere_value(),
                exponents: &g.exponents,
            })
            .collect();
        println!("{}", to_line(&MisereReport { game: &name, heaps }));
    } else {
        println!("game {name}, misère play: genus g^(γ0 γ1 ...) of each heap");
        for (n, g) in genera.iter().enumerate() {
            let tag = if g.misere_value() == 0 {
                "  (P in misère play)"
            } else {
                ""
            };
            println!("{n:>4}  {g}{tag}");
        }
    }
    status
}

/// Reads `--simd`'s level.
fn parse_simd(s: &str) -> Result<Simd, String> {
    s.parse()
}

/// The solver's configuration: the flags, then `NIMATRON_THREADS`,
/// `NIMATRON_NO_SIMD` (set to anything) and `NIMATRON_SIMD` (a level; an
/// unknown one is ignored), then the library's defaults.
fn solver_config(args: &Args) -> Config {
    let mut config = Config::default();
    let flag_threads = args.threads.map(|t| t as usize);
    if let Some(threads) = flag_threads.or_else(crate::cmd_solve::env_threads) {
        config.threads = threads.max(1);
    }
    // The flags first, then the environment.
    let env_simd = || {
        if std::env::var_os("NIMATRON_NO_SIMD").is_some() {
            return Some(Simd::Scalar);
        }
        std::env::var("NIMATRON_SIMD")
            .ok()
            .and_then(|s| s.parse().ok())
    };
    let flag_simd = if args.no_simd {
        Some(Simd::Scalar)
    } else {
        args.simd
    };
    if let Some(simd) = flag_simd.or_else(env_simd) {
        config.simd = simd;
    }
    config
}

/// Memory the machine can give us, from /proc/meminfo (None if unknown).
fn available_bytes() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// The `--json` report of a normal-play run (README shows it).
#[derive(Serialize)]
struct JsonReport<'a> {
    game: &'a str,
    computed: usize,
    /// The first 1000 values.
    values: Vec<u32>,
    period: Option<usize>,
    preperiod: Option<usize>,
    proved: bool,
    max_value: u32,
}

/// The `--json` report of `--misere`.
#[derive(Serialize)]
struct MisereReport<'a> {
    game: &'a str,
    heaps: Vec<HeapGenus<'a>>,
}

/// One heap's genus in [`MisereReport`].
#[derive(Serialize)]
struct HeapGenus<'a> {
    genus: String,
    normal: u32,
    misere: u32,
    exponents: &'a [u32],
}

/// Runs the subcommand.
pub fn run(args: Args) -> ExitCode {
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = stop.clone();
        // If a handler cannot be installed, Ctrl-C simply kills the process.
        let _ = ctrlc::set_handler(move || stop.store(true, Ordering::SeqCst));
    }
    let game: OctalGame = match args.game.parse() {
        Ok(g) => g,
        Err(e) => match crate::cmd_grundy_general::General::parse(&args.game) {
            // Grundy's game as CGSuite writes it goes to the octal engine.
            Ok(crate::cmd_grundy_general::General::TakeAndBreak(c)) if c.to_string() == "4!.0" => {
                OctalGame::grundys_game()
            }
            Ok(_) if args.misere => {
                eprintln!("error: --misere takes octal codes, sub:..., kayles, dawson or grundy");
                return ExitCode::from(2);
            }
            Ok(general) => {
                return crate::cmd_grundy_general::run(general, args.to, args.json, stop)
            }
            Err(general) => {
                eprintln!("error: {e}; or, as CGSuite writes codes: {general}");
                return ExitCode::from(2);
            }
        },
    };
    if args.misere {
        return run_misere(game, &args, stop);
    }
    let to = args.to.unwrap_or(DEFAULT_TO).max(1);
    // Values take at most 2 bytes each (u16), plus the period search's window.
    let need = to.saturating_mul(2).saturating_add(1 << 26);
    let Ok(limit) = usize::try_from(to) else {
        eprintln!("error: --to {to} is too large for this machine");
        return ExitCode::from(2);
    };
    if let Some(avail) = available_bytes() {
        if need > avail / 2 {
            eprintln!(
                "error: --to {to} could need {} MiB of memory, but only {} MiB are available; \
                 choose a smaller --to",
                need >> 20,
                avail >> 20
            );
            return ExitCode::from(2);
        }
    }
    let method = if args.method == "plain" {
        Method::Plain
    } else {
        Method::Sparse
    };
    let bar = progress_bar(args.quiet, to, game.name().to_string());
    let mut solver = Solver::new(game, method).with_config(solver_config(&args));
    solver.reserve(limit.min(1 << 24));
    let start = Instant::now();
    let report = solver.run(limit, &stop, &mut |n| bar.set_position(n as u64));
    bar.finish_and_clear();
    let elapsed = start.elapsed();
    let per = report.periodicity;
    if args.json {
        let json = JsonReport {
            game: solver.game().name(),
            computed: report.computed,
            values: solver.values(1000),
            period: per.map(|p| p.period),
            preperiod: per.map(|p| p.preperiod),
            proved: per.is_some(),
            max_value: report.max_value,
        };
        println!("{}", to_line(&json));
    } else {
        let g = solver.game();
        match g.code() {
            Some(code) if code != g.name() => println!("game {} = {code}", g.name()),
            _ => println!("game {}", g.name()),
        }
        println!(
            "computed G(0) .. G({}) in {:.2} s; largest value {}",
            report.computed - 1,
            elapsed.as_secs_f64(),
            report.max_value
        );
        let shown: Vec<String> = solver.values(60).iter().map(|v| v.to_string()).collect();
        println!(
            "G(0..) = {}{}",
            shown.join(" "),
            if report.computed > 60 { " ..." } else { "" }
        );
        match per {
            Some(p) => println!(
                "periodic: period {}, preperiod {} (proved by the Guy–Smith periodicity theorem)",
                p.period, p.preperiod
            ),
            None if !solver.game().periodicity_provable() => {
                println!("no periodicity theorem applies to this game")
            }
            None => println!("no period proved within {} heaps", report.computed),
        }
    }
    match report.stop {
        StopReason::Interrupted => {
            eprintln!("interrupted after {} heaps", report.computed);
            ExitCode::from(130)
        }
        StopReason::ValueOverflow => {
            eprintln!("stopped: a Grundy value does not fit in 16 bits");
            ExitCode::from(1)
        }
        StopReason::Proved | StopReason::Reached => ExitCode::SUCCESS,
    }
}
