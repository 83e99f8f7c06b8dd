//! `nimatron solve EXPR [--first left|right] [--json]`: who wins a sum of
//! Domineering boards and other games. The arguments become calls of the app
//! layer's `Solver` (`nimatron_app::solve`: the choice of search, the
//! endgame database, split, job, merge, strategies); this file reads files
//! and stdin and prints.
//!
//! Exit status as `eval`'s: 2 bad input, 3 a limit, 130 Ctrl-C.

use crate::cmd_eval::{parse_size, Status};
use nimatron::lang::{LangError, Span};
use nimatron::limits::{Limits, Stop};
use nimatron::Player;
use nimatron_app::solve::{merge, SearchProgress, SolveError, SolveOptions, Solver};
use serde_json::json;
use std::io::{BufRead, IsTerminal};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// `left` or `right`, for `--first`.
fn parse_player(s: &str) -> Result<Player, String> {
    Player::parse(s).ok_or_else(|| format!("`{s}` is not left or right"))
}

/// Arguments of `nimatron solve`.
#[derive(clap::Args)]
pub struct Args {
    /// A sum of games, e.g. 'domineering("........|........") + {2|1}' or
    /// 'domineering(grid(8, 8))'; boards of up to 128 cells in all are
    /// searched, other terms are valued.
    #[arg(allow_hyphen_values = true, default_value = "")]
    pub expr: String,
    /// Solve with this player moving first only (default: both, and the outcome class).
    #[arg(long, value_parser = parse_player, value_name = "left|right")]
    pub first: Option<Player>,
    /// Print JSON: {"winner", "first", "winning_move", "nodes", "seconds"}
    /// (with --first; otherwise {"outcome", "left_first", "right_first"}).
    #[arg(long)]
    pub json: bool,
    /// Memory for the search's tables: bytes with an optional K, M or G; the
    /// transposition table takes half and replaces entries instead of growing.
    #[arg(long, default_value = "2G", value_name = "SIZE", value_parser = parse_size)]
    pub memory: usize,
    /// Stop after this many seconds (default: no limit; Ctrl-C stops at any time).
    #[arg(long, value_name = "SECONDS", value_parser = crate::args::parse_seconds)]
    pub time_limit: Option<f64>,
    /// Stop after this many search nodes.
    #[arg(long, value_name = "N")]
    pub max_nodes: Option<u64>,
    /// Progress (nodes, rate, elapsed) on stderr even when it is not a terminal.
    #[arg(long)]
    pub progress: bool,
    /// Threads that search a Domineering sum together, sharing the
    /// transposition table (default: NIMATRON_THREADS, else one for each
    /// core). With more than one the node count varies from run to run;
    /// --max-nodes is split between them. Other sums are searched by one.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=64))]
    pub threads: Option<u16>,
    /// Search with the generic solver (any ruleset) even a sum of Domineering
    /// boards only; a sum with a position of another ruleset always is.
    #[arg(long)]
    pub generic: bool,
    /// The endgame database (canonical values of components met): read from
    /// FILE at the start when it exists, written back on exit (generic search).
    #[arg(long, value_name = "FILE")]
    pub db: Option<std::path::PathBuf>,
    /// Positions the canonical-form solver may use to value one component
    /// for the endgame database (generic search); 0 searches every component.
    #[arg(long, value_name = "N", default_value_t = 20_000)]
    pub value_budget: u64,
    /// Only components with at most N moves (both players') are valued for
    /// the endgame database; bigger ones are searched (generic search).
    #[arg(long, value_name = "N", default_value_t = 16)]
    pub value_moves: usize,
    /// Write the winner's strategy (with --first) for `nimatron play
    /// RULESET POSITION --strategy FILE`: JSON lines, one position a line.
    #[arg(long, value_name = "FILE")]
    pub strategy: Option<std::path::PathBuf>,
    /// Print the subproblems below the first DEPTH moves (with --first) as
    /// JSON lines, for `--job` on any machine (Domineering boards of more
    /// than 64 cells: on the Domineering search's frame).
    #[arg(long, value_name = "DEPTH")]
    pub split: Option<u32>,
    /// Solve one line of --split and print its result line (Domineering
    /// boards only: by the Domineering search, unless --generic).
    #[arg(long, value_name = "LINE")]
    pub job: Option<String>,
    /// Read the result lines of --job on stdin and print the outcome and a
    /// winning first move, as a direct solve with --first does (results a
    /// decided position does not need may be missing).
    #[arg(long)]
    pub merge: bool,
}

pub(crate) fn limits(args: &Args) -> Limits {
    let mut l = Limits::standard().with_memory(args.memory);
    if let Some(t) = args.time_limit.filter(|t| t.is_finite() && *t > 0.0) {
        l = l.with_time(Duration::from_secs_f64(t));
    }
    if let Some(n) = args.max_nodes {
        l = l.with_nodes(n);
    }
    let flag = Arc::new(AtomicBool::new(false));
    let handler = flag.clone();
    if ctrlc::set_handler(move || handler.store(true, Ordering::SeqCst)).is_ok() {
        l = l.with_interrupt(flag);
    }
    l
}

/// `NIMATRON_THREADS`, where it is a number from 1 to 64 (`solve` and
/// `grundy` read it).
pub(crate) fn env_threads() -> Option<usize> {
    std::env::var("NIMATRON_THREADS")
        .ok()?
        .trim()
        .parse()
        .ok()
        .filter(|t| (1..=64).contains(t))
}

/// The most bytes of result lines `--merge` reads from stdin.
const MAX_MERGE_INPUT: usize = 1 << 30;

/// Whether progress lines are shown: `--progress`, or stderr is a terminal.
fn shows_progress(args: &Args) -> bool {
    args.progress || std::io::stderr().is_terminal()
}

/// The progress line of a search, on stderr.
fn progress_line(start: Instant) -> impl FnMut(&SearchProgress) {
    move |s: &SearchProgress| {
        let t = start.elapsed().as_secs_f64();
        eprintln!(
            "solve: {} nodes, {:.0} nodes/s, {} {}, {}, {:.1} s",
            s.nodes,
            s.nodes as f64 / t.max(1e-9),
            s.count,
            s.label,
            s.where_text(),
            t
        );
    }
}

/// Run `nimatron solve`.
pub fn run(args: Args) -> ExitCode {
    if args.merge {
        return run_merge(&args);
    }
    let limits = limits(&args);
    // Everything the solve allocates counts against `--memory`.
    let _account = limits.enter();
    let options = SolveOptions {
        threads: args.threads.map(usize::from).or_else(env_threads),
        generic: args.generic,
        db_bytes: args.memory / 4,
        value_budget: args.value_budget,
        value_moves: args.value_moves,
    };
    let mut solver = Solver::new(limits, options);
    if let Some(path) = &args.db {
        if path.exists() {
            let loaded = crate::args::read_bytes(path, crate::args::MAX_GENERATED)
                .map_err(|e| e.message(path))
                .and_then(|t| {
                    String::from_utf8(t)
                        .map_err(|_| "not a nimatron solver database (not text)".to_string())
                })
                .and_then(|t| solver.load_db(&t));
            match loaded {
                Ok(n) => {
                    if std::io::stderr().is_terminal() || n > 0 {
                        eprintln!("solve: {n} components loaded from {}", path.display());
                    }
                }
                Err(e) => {
                    eprintln!("error: {}: {e}", path.display());
                    return ExitCode::from(2);
                }
            }
        }
    }
    let start = Instant::now();
    let mut line = progress_line(start);
    let progress: Option<&mut dyn FnMut(&SearchProgress)> =
        shows_progress(&args).then_some(&mut line as _);
    let code = if let Some(job) = &args.job {
        match solver.job(job, progress) {
            Ok(v) => {
                println!("{}", crate::json::to_line(&v));
                ExitCode::SUCCESS
            }
            Err(e) => fail_solve(&args, e),
        }
    } else if args.expr.is_empty() {
        eprintln!("error: `nimatron solve` needs a sum to solve (or --job LINE, or --merge)");
        ExitCode::from(2)
    } else if let Some(depth) = args.split {
        match solver.split(&args.expr, args.first, depth) {
            Ok(lines) => {
                for l in &lines {
                    println!("{}", crate::json::to_line(l));
                }
                ExitCode::SUCCESS
            }
            Err(e) => fail_solve(&args, e),
        }
    } else if let Some(path) = &args.strategy {
        run_strategy(&args, &mut solver, path)
    } else {
        match solver.solve(&args.expr, args.first, progress) {
            Ok(report) => {
                if args.progress {
                    for r in &report.results {
                        if let Some((valued, too_big)) = r.db_counts {
                            eprintln!(
                                "solve: {} nodes, {valued} components valued, {too_big} too big to value, {:.3} s",
                                r.nodes, r.seconds
                            );
                        }
                    }
                }
                if args.json {
                    println!("{}", crate::json::to_line(&report.to_json()));
                } else {
                    for l in report.lines() {
                        println!("{l}");
                    }
                }
                ExitCode::SUCCESS
            }
            Err(e) => fail_solve(&args, e),
        }
    };
    if let Some(path) = &args.db {
        let text = solver.db_text();
        let tmp = path.with_extension("tmp");
        let saved = std::fs::write(&tmp, text).and_then(|()| std::fs::rename(&tmp, path));
        if let Err(e) = saved {
            eprintln!("error: cannot save the database to {}: {e}", path.display());
            return ExitCode::from(1);
        }
    }
    code
}

/// A solve that gave no answer: the message (with the caret where the input
/// is at fault) and its exit status.
fn fail_solve(args: &Args, e: SolveError) -> ExitCode {
    match e {
        SolveError::Lang(e) => fail(args, &e),
        SolveError::Stopped { stop, seconds } => {
            if matches!(stop, Stop::Interrupted) {
                eprintln!("solve: interrupted after {seconds:.1} s");
            }
            fail(args, &LangError::stop(stop, Span::new(0, args.expr.len())))
        }
        SolveError::Bad(m) => {
            eprintln!("error: {m}");
            ExitCode::from(2)
        }
        SolveError::TooMany(m) => {
            eprintln!("error: {m}");
            ExitCode::from(3)
        }
    }
}

pub(crate) fn fail(args: &Args, e: &LangError) -> ExitCode {
    if args.json {
        println!(
            "{}",
            crate::json::to_line(&json!({
                "error": e.message,
                "kind": e.kind.as_str(),
                // No expression (`--job`, `--merge`): no column.
                "column": (!args.expr.is_empty()).then(|| e.column(&args.expr)),
            }))
        );
    } else {
        eprintln!("{}", e.render(&args.expr));
    }
    Status::of(e).exit_code()
}

/// `--merge`: the result lines of `--job` from stdin, merged.
fn run_merge(args: &Args) -> ExitCode {
    let mut lines = Vec::new();
    let mut bytes = 0usize;
    for line in std::io::stdin().lock().lines() {
        match line {
            Ok(l) => {
                bytes += l.len() + 1;
                if bytes > MAX_MERGE_INPUT {
                    eprintln!("error: more than {MAX_MERGE_INPUT} bytes of result lines");
                    return ExitCode::from(2);
                }
                lines.push(l);
            }
            Err(e) => {
                eprintln!("error: reading stdin: {e}");
                return ExitCode::from(2);
            }
        }
    }
    let (report, of) = match merge(lines.iter().map(String::as_str)) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let read = lines.iter().filter(|l| !l.trim().is_empty()).count();
    if of != read {
        eprintln!("warning: {read} results for {of} subproblems (repeated or missing lines)");
    }
    if args.json {
        println!("{}", crate::json::to_line(&report.to_json()));
    } else {
        println!("{}", report.line());
    }
    ExitCode::SUCCESS
}

/// `--strategy FILE`: the winner's strategy written for `nimatron play`.
fn run_strategy(args: &Args, solver: &mut Solver, path: &std::path::Path) -> ExitCode {
    let s = match solver.strategy(&args.expr, args.first) {
        Ok(s) => s,
        Err(e) => return fail_solve(args, e),
    };
    let mut text = crate::json::to_line(&s.header);
    text.push('\n');
    for l in &s.lines {
        text.push_str(&crate::json::to_line(l));
        text.push('\n');
    }
    if let Err(e) = std::fs::write(path, text) {
        eprintln!("error: cannot write {}: {e}", path.display());
        return ExitCode::from(1);
    }
    if args.json {
        println!(
            "{}",
            crate::json::to_line(&json!({
                "winner": s.winner.lower(),
                "first": s.first.lower(),
                "strategy": path.display().to_string(),
                "positions": s.lines.len(),
                "seconds": s.seconds,
            }))
        );
    } else {
        println!(
            "{} first: {} wins; a strategy of {} positions written to {} ({:.3} s)",
            s.first.lower(),
            s.winner.lower(),
            s.lines.len(),
            path.display(),
            s.seconds
        );
    }
    ExitCode::SUCCESS
}
