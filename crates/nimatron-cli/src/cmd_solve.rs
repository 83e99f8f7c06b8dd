//! `nimatron solve EXPR [--first left|right] [--json]`: who wins a sum of
//! Domineering boards and other games, by search (`nimatron::solve`), with a
//! winning first move, the nodes searched and the time.
//!
//! Exit status as `eval`'s: 2 bad input, 3 a limit, 130 Ctrl-C.

use crate::cmd_eval::{parse_size, Status};
use nimatron::lang::{LangError, Session, SolveInput, Span};
use nimatron::limits::{Limits, Stop};
use nimatron::short::Game;
use nimatron::solve::domineering::{DomMove, Stats};
use nimatron::solve::{solve_domineering, Answer, DomProblem};
use serde_json::{json, Value as Json};
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Who moves first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Player {
    /// Left (vertical dominoes in Domineering).
    Left,
    /// Right (horizontal dominoes).
    Right,
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
    #[arg(long, value_enum)]
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

/// Progress of the Domineering search on stderr, with `--progress` or when
/// stderr is a terminal.
pub(crate) fn dom_progress<'a>(
    args: &Args,
    start: Instant,
) -> Option<nimatron::solve::domineering::Progress<'a>> {
    let show = args.progress || std::io::stderr().is_terminal();
    show.then(|| {
        Box::new(move |s: &Stats| {
            let t = start.elapsed().as_secs_f64();
            eprintln!(
                "solve: {} nodes, {:.0} nodes/s, {} decided by bounds, {}, {:.1} s",
                s.nodes,
                s.nodes as f64 / t.max(1e-9),
                s.bounded,
                where_text(s.depth, s.max_depth, s.root),
                t
            );
        }) as _
    })
}

/// Where a search is, for its progress line: the depth of the position
/// searched now, the deepest so far, and the first move being tried.
pub(crate) fn where_text(depth: u32, deepest: u32, root: [u32; 2]) -> String {
    format!(
        "depth {depth} (deepest {deepest}), first move {} of {}",
        root[0], root[1]
    )
}

/// One solve's result for printing.
struct Solved {
    left_first: bool,
    answer: Answer,
    seconds: f64,
}

/// Run `nimatron solve`.
pub fn run(args: Args) -> ExitCode {
    if let Some(code) = crate::cmd_solve_generic::run(&args) {
        return code;
    }
    let limits = limits(&args);
    let mut session = Session::with_limits(limits.clone());
    let input = match session.solve_input(&args.expr) {
        Ok(i) => i,
        Err(e) => return fail(&args, &e),
    };
    let firsts: Vec<bool> = match args.first {
        Some(p) => vec![p == Player::Left],
        None => vec![true, false],
    };
    let mut done = Vec::new();
    for &left_first in &firsts {
        let p = DomProblem {
            w: input.frame.board.w,
            h: input.frame.board.h,
            open: input.frame.board.open,
            known: input.known,
            left_first,
            small: None,
            threads: args.threads.map(usize::from).or_else(env_threads),
        };
        let start = Instant::now();
        let progress = dom_progress(&args, start);
        match solve_domineering(&mut session.store, &p, &limits, progress) {
            Ok(answer) => done.push(Solved {
                left_first,
                answer,
                seconds: start.elapsed().as_secs_f64(),
            }),
            Err(stop) => {
                let e = LangError::stop(stop.clone(), Span::new(0, args.expr.len()));
                if matches!(stop, Stop::Interrupted) {
                    eprintln!(
                        "solve: interrupted after {:.1} s",
                        start.elapsed().as_secs_f64()
                    );
                }
                return fail(&args, &e);
            }
        }
    }
    let views: Vec<Json> = done.iter().map(|s| view(&mut session, &input, s)).collect();
    if args.json {
        let line = if args.first.is_some() {
            views[0].clone()
        } else {
            json!({
                "outcome": outcome(&done),
                "left_first": views[0],
                "right_first": views[1],
            })
        };
        println!("{}", crate::json::to_line(&line));
    } else {
        if args.first.is_none() {
            println!("outcome: {}", outcome(&done));
        }
        for v in &views {
            let mv = match &v["winning_move"] {
                Json::Null => String::new(),
                m => format!(", e.g. {}", m["text"].as_str().unwrap_or_default()),
            };
            println!(
                "{} first: {} wins{mv} ({} nodes, {:.3} s)",
                v["first"].as_str().unwrap_or_default(),
                v["winner"].as_str().unwrap_or_default(),
                v["nodes"],
                v["seconds"].as_f64().unwrap_or_default(),
            );
        }
    }
    ExitCode::SUCCESS
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

/// The outcome class: L, R, N (first player wins) or P (second player wins).
fn outcome(done: &[Solved]) -> &'static str {
    match (done[0].answer.first_wins, done[1].answer.first_wins) {
        (true, true) => "N",
        (true, false) => "L",
        (false, true) => "R",
        (false, false) => "P",
    }
}

pub(crate) fn name(left: bool) -> &'static str {
    if left {
        "left"
    } else {
        "right"
    }
}

/// A move in the known part of a sum (to its option `k`) as JSON.
pub(crate) fn known_move(session: &mut Session, known: Game, left: bool, k: usize) -> Json {
    let opts = if left {
        session.store.left_options(known)
    } else {
        session.store.right_options(known)
    };
    let to = opts
        .get(k)
        .map(|&g| session.store.display(g))
        .unwrap_or_default();
    json!({
        "component": "rest",
        "to": to,
        "text": format!("in the rest of the sum, to {to}"),
    })
}

/// A solve as JSON; `winning_move` is null when the first player loses.
/// The move of `left` (Left when true) whose domino's first cell is `p` in
/// the input's frame, as the JSON of a winning move: its board, cells (from
/// 1), the board after it, and a sentence.
pub(crate) fn board_move(input: &SolveInput, p: u32, left: bool) -> Json {
    match input.frame.describe(p, left) {
        Some((i, cells, after)) => {
            let [(r1, c1), (r2, c2)] = cells;
            let to = format!("domineering({:?})", after.text());
            json!({
                "component": i + 1,
                "cells": [[r1 + 1, c1 + 1], [r2 + 1, c2 + 1]],
                "to": to,
                "text": format!(
                    "in {} the domino on (row {}, column {}) and (row {}, column {}), to {to}",
                    input.labels[i], r1 + 1, c1 + 1, r2 + 1, c2 + 1
                ),
            })
        }
        None => Json::Null,
    }
}

fn view(session: &mut Session, input: &SolveInput, s: &Solved) -> Json {
    let winner = name(s.left_first == s.answer.first_wins);
    let mv = match s.answer.winning_move {
        None => Json::Null,
        Some(DomMove::Board(p)) => board_move(input, p, s.left_first),
        Some(DomMove::Known(k)) => known_move(session, input.known, s.left_first, k),
    };
    json!({
        "winner": winner,
        "first": name(s.left_first),
        "winning_move": mv,
        "nodes": s.answer.stats.nodes,
        "seconds": (s.seconds * 1000.0).round() / 1000.0,
    })
}
