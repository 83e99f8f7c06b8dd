//! `nimatron solve` over positions of any partizan ruleset of the catalogue
//! (`nimatron::solve::generic`): sums with a Clobber, Amazons, Toads... term,
//! `--generic`, the endgame database file (`--db`), a winning strategy for
//! `nimatron play` (`--strategy`), and a solve cut into jobs (`--split`,
//! `--job`, `--merge`). Sums of Domineering boards only go to the Domineering
//! search (`cmd_solve`) unless one of these options asks otherwise.

use crate::cmd_solve::{board_move, dom_progress, env_threads, fail, limits, name, Args, Player};
use nimatron::lang::{GenInput, LangError, Session, SolveInput, Span};
use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::catalogue::{Ruleset, RulesetPosition, Visitor};
use nimatron::rulesets::{Domineering, PartizanPosition};
use nimatron::short::GameStore;
use nimatron::solve::generic::{
    solve_generic, EndgameDb, GenAnswer, GenMove, GenProblem, GenProgress, GenStats, GenericSearch,
    State,
};
use nimatron::solve::split::{merge, split, LeafResult};
use nimatron::solve::strategy::{strategy, STRATEGY_VERSION};
use nimatron::solve::sum::Board;
use nimatron::solve::{solve_domineering, DomProblem};
use serde_json::{json, Value as Json};
use std::io::{BufRead, IsTerminal};
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

/// The most subproblems `--split` writes, and positions a strategy lists.
const MAX_LEAVES: usize = 1_000_000;
const MAX_STRATEGY: usize = 1_000_000;

/// Whether the generic search handles these arguments: an option only it
/// has, or a sum with a position of a ruleset other than Domineering.
fn wanted(args: &Args) -> bool {
    if args.generic
        || args.db.is_some()
        || args.strategy.is_some()
        || args.split.is_some()
        || args.job.is_some()
        || args.merge
    {
        return true;
    }
    let mut session = Session::with_limits(Limits::standard());
    match session.solve_terms(&args.expr) {
        Ok(input) => input
            .terms
            .iter()
            .any(|c| c.downcast::<Domineering>().is_none()),
        Err(_) => false,
    }
}

/// Run `nimatron solve` with the generic search when it is wanted; `None`
/// leaves the arguments to the Domineering search.
pub fn run(args: &Args) -> Option<ExitCode> {
    if !wanted(args) {
        return None;
    }
    let limits = limits(args);
    let mut session = Session::with_limits(limits.clone());
    let mut db = EndgameDb::new();
    db.max_bytes = args.memory / 4;
    db.budget = args.value_budget;
    db.max_moves = args.value_moves;
    if args.merge {
        return Some(run_merge(args));
    }
    if let Some(path) = &args.db {
        if let Err(e) = load_db(&mut session, &mut db, path, &limits) {
            eprintln!("error: {}: {e}", path.display());
            return Some(ExitCode::from(2));
        }
    }
    let code = if let Some(line) = &args.job {
        run_job(args, &mut session, &mut db, line, &limits)
    } else if args.expr.is_empty() {
        eprintln!("error: `nimatron solve` needs a sum to solve (or --job LINE, or --merge)");
        ExitCode::from(2)
    } else {
        match session.solve_terms(&args.expr) {
            Err(e) => match args.split {
                // Boards too large for the generic search's positions (the
                // records: 8x9 and up) are split on the Domineering search's
                // frame, a sum of boards only.
                Some(depth) if !args.generic => match session.solve_input(&args.expr) {
                    Ok(input) if input.known == session.store.zero() => {
                        run_board_split(args, &input, depth)
                    }
                    _ => fail(args, &e),
                },
                _ => fail(args, &e),
            },
            Ok(input) => {
                if let Some(depth) = args.split {
                    run_split(args, &mut session, &mut db, &input, depth, &limits)
                } else if let Some(path) = &args.strategy {
                    run_strategy(args, &mut session, &mut db, &input, path, &limits)
                } else {
                    run_solve(args, &mut session, &mut db, &input, &limits)
                }
            }
        }
    };
    if let Some(path) = &args.db {
        let text = db.to_text(&mut session.store);
        let tmp = path.with_extension("tmp");
        let saved = std::fs::write(&tmp, text).and_then(|()| std::fs::rename(&tmp, path));
        if let Err(e) = saved {
            eprintln!("error: cannot save the database to {}: {e}", path.display());
            return Some(ExitCode::from(1));
        }
    }
    Some(code)
}

fn load_db(
    session: &mut Session,
    db: &mut EndgameDb,
    path: &Path,
    limits: &Limits,
) -> Result<(), String> {
    if !path.exists() {
        return Ok(());
    }
    let text =
        crate::args::read_bytes(path, crate::args::MAX_GENERATED).map_err(|e| e.message(path))?;
    let text = String::from_utf8(text)
        .map_err(|_| "not a nimatron solver database (not text)".to_string())?;
    let n = db.load_text(&mut session.store, &text, limits)?;
    if std::io::stderr().is_terminal() || n > 0 {
        eprintln!("solve: {n} components loaded from {}", path.display());
    }
    Ok(())
}

fn whole(args: &Args) -> Span {
    Span::new(0, args.expr.len())
}

fn progress<'a>(args: &Args, start: Instant) -> Option<GenProgress<'a>> {
    let show = args.progress || std::io::stderr().is_terminal();
    show.then(|| {
        Box::new(move |s: &GenStats| {
            let t = start.elapsed().as_secs_f64();
            eprintln!(
                "solve: {} nodes, {:.0} nodes/s, {} table hits, {}, {:.1} s",
                s.nodes,
                s.nodes as f64 / t.max(1e-9),
                s.hits,
                crate::cmd_solve::where_text(s.depth, s.max_depth, s.root),
                t
            );
        }) as _
    })
}

fn stopped(args: &Args, stop: Stop, start: Instant) -> ExitCode {
    if matches!(stop, Stop::Interrupted) {
        eprintln!(
            "solve: interrupted after {:.1} s",
            start.elapsed().as_secs_f64()
        );
    }
    fail(args, &LangError::stop(stop, whole(args)))
}

fn run_solve(
    args: &Args,
    session: &mut Session,
    db: &mut EndgameDb,
    input: &GenInput,
    limits: &Limits,
) -> ExitCode {
    let firsts: Vec<bool> = match args.first {
        Some(p) => vec![p == Player::Left],
        None => vec![true, false],
    };
    let mut views = Vec::new();
    let mut wins = Vec::new();
    for &left_first in &firsts {
        let p = GenProblem {
            terms: input.terms.clone(),
            known: input.known,
            left_first,
        };
        let start = Instant::now();
        match solve_generic(&mut session.store, db, &p, limits, progress(args, start)) {
            Ok(a) => {
                if args.progress {
                    eprintln!(
                        "solve: {} nodes, {} components valued, {} too big to value, {:.3} s",
                        a.stats.nodes,
                        db.computed,
                        db.failed,
                        start.elapsed().as_secs_f64()
                    );
                }
                wins.push(a.first_wins);
                views.push(view(session, input, left_first, &a, start));
            }
            Err(stop) => return stopped(args, stop, start),
        }
    }
    print_views(args, &views, &wins);
    ExitCode::SUCCESS
}

/// Print one solve (with --first) or both with the outcome class.
fn print_views(args: &Args, views: &[Json], wins: &[bool]) {
    let outcome = || match (wins[0], wins[1]) {
        (true, true) => "N",
        (true, false) => "L",
        (false, true) => "R",
        (false, false) => "P",
    };
    if args.json {
        let line = if views.len() == 1 {
            views[0].clone()
        } else {
            json!({"outcome": outcome(), "left_first": views[0], "right_first": views[1]})
        };
        println!("{}", crate::json::to_line(&line));
        return;
    }
    if views.len() == 2 {
        println!("outcome: {}", outcome());
    }
    for v in views {
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

/// A winning first move in the input's terms.
fn describe(session: &mut Session, input: &GenInput, left_first: bool, m: Option<GenMove>) -> Json {
    match m {
        None => Json::Null,
        Some(GenMove::Comp(i, k)) => {
            let t = &input.terms[i];
            let Some(o) = t.0.options(left_first).into_iter().nth(k) else {
                return Json::Null;
            };
            let to = o.label();
            let named = t.0.move_name(&*o.0);
            let how = named.as_ref().map_or(String::new(), |n| format!("{n}, "));
            json!({
                "component": i + 1,
                "move": named,
                "to": to,
                "text": format!("in {} {how}to {to}", input.labels[i]),
            })
        }
        Some(GenMove::Known(k)) => {
            crate::cmd_solve::known_move(session, input.known, left_first, k)
        }
    }
}

fn view(
    session: &mut Session,
    input: &GenInput,
    left_first: bool,
    a: &GenAnswer,
    start: Instant,
) -> Json {
    let seconds = start.elapsed().as_secs_f64();
    json!({
        "winner": name(left_first == a.first_wins),
        "first": name(left_first),
        "winning_move": describe(session, input, left_first, a.winning_move),
        "nodes": a.stats.nodes,
        "seconds": (seconds * 1000.0).round() / 1000.0,
    })
}

/// A position of the search as JSON: its components by ruleset and text, the
/// known part as the language prints it.
fn state_json(store: &mut GameStore, s: &State) -> Json {
    let comps: Vec<Json> = s
        .comps
        .iter()
        .map(|c| json!({"ruleset": c.0.ruleset().to_string(), "position": c.0.text()}))
        .collect();
    json!({"components": comps, "known": store.display(s.known)})
}

fn need_first(args: &Args, what: &str) -> Result<bool, ExitCode> {
    match args.first {
        Some(p) => Ok(p == Player::Left),
        None => {
            eprintln!("error: {what} needs --first left or --first right");
            Err(ExitCode::from(2))
        }
    }
}

fn run_split(
    args: &Args,
    session: &mut Session,
    db: &mut EndgameDb,
    input: &GenInput,
    depth: u32,
    limits: &Limits,
) -> ExitCode {
    let left_first = match need_first(args, "--split") {
        Ok(l) => l,
        Err(code) => return code,
    };
    let start = Instant::now();
    let r = session.store.guard(|st| {
        let mut search = GenericSearch::new(st, db, limits);
        let leaves = split(
            &mut search,
            &input.terms,
            input.known,
            left_first,
            depth,
            MAX_LEAVES,
        );
        leaves.map(|leaves| {
            leaves
                .into_iter()
                .map(|leaf| {
                    let pos = state_json(search.store(), &leaf.state);
                    (leaf, pos)
                })
                .collect::<Vec<_>>()
        })
    });
    let leaves = match r {
        Ok(Ok(l)) => l,
        Ok(Err(n)) => {
            eprintln!("error: more than {n} subproblems at depth {depth}: choose a smaller depth");
            return ExitCode::from(3);
        }
        Err(stop) => return stopped(args, stop, start),
    };
    let total = leaves.len();
    for (leaf, pos) in leaves {
        let first_move = describe(session, input, left_first, leaf.first_move);
        let line = json!({
            "path": leaf.path,
            "widths": leaf.widths,
            "of": total,
            "first": name(left_first),
            "to_move": name(leaf.left),
            "first_move": first_move,
            "position": pos,
        });
        println!("{}", crate::json::to_line(&line));
    }
    ExitCode::SUCCESS
}

/// `--split` of a sum of Domineering boards of more cells than the generic
/// search's positions take (up to the Domineering search's 128), with
/// nothing else in it: every move of the player to move, on the boards laid
/// out in one frame, in the order of the domino's first cell, down to
/// `depth`. Each line's position is the frame after its moves, one board
/// whose filled cells keep the boards apart, so that its `--job` runs the
/// Domineering search; `--merge` reads the results as it does the generic
/// split's.
fn run_board_split(args: &Args, input: &SolveInput, depth: u32) -> ExitCode {
    let left_first = match need_first(args, "--split") {
        Ok(l) => l,
        Err(code) => return code,
    };
    let b = &input.frame.board;
    let (w, h) = (b.w, b.h);
    let at = |open: u128, p: u32| (open >> p) & 1 == 1;
    // The positions after each move of `left` on `open`: (first cell, board).
    let moves = |open: u128, left: bool| -> Vec<(u32, u128)> {
        (0..w * h)
            .filter_map(|p| {
                let q = if left { p + w } else { p + 1 };
                let fits = if left { p / w + 1 < h } else { p % w + 1 < w };
                (fits && at(open, p) && at(open, q))
                    .then(|| (p, open & !(1u128 << p) & !(1u128 << q)))
            })
            .collect()
    };
    // (path, widths, board, Left to move, the root's move), depth first.
    type Todo = (Vec<usize>, Vec<usize>, u128, bool, Option<u32>);
    let mut stack: Vec<Todo> = vec![(Vec::new(), Vec::new(), b.open, left_first, None)];
    let mut leaves: Vec<Todo> = Vec::new();
    while let Some((path, widths, open, left, first)) = stack.pop() {
        let children = if (path.len() as u32) < depth {
            moves(open, left)
        } else {
            Vec::new()
        };
        if children.is_empty() {
            if leaves.len() >= MAX_LEAVES {
                eprintln!(
                    "error: more than {MAX_LEAVES} subproblems at depth {depth}: choose a smaller depth"
                );
                return ExitCode::from(3);
            }
            leaves.push((path, widths, open, left, first));
            continue;
        }
        let n = children.len();
        for (i, &(p, after)) in children.iter().enumerate().rev() {
            let mut path = path.clone();
            path.push(i);
            let mut widths = widths.clone();
            widths.push(n);
            stack.push((path, widths, after, !left, first.or(Some(p))));
        }
    }
    let total = leaves.len();
    for (path, widths, open, left, first) in leaves {
        let board = Board { w, h, open };
        let first_move = first.map_or(Json::Null, |p| board_move(input, p, left_first));
        let line = json!({
            "path": path,
            "widths": widths,
            "of": total,
            "first": name(left_first),
            "to_move": name(left),
            "first_move": first_move,
            "position": {
                "components": [{"ruleset": "domineering", "position": board.text()}],
                "known": "0",
            },
        });
        println!("{}", crate::json::to_line(&line));
    }
    ExitCode::SUCCESS
}

fn bad_line(what: &str) -> ExitCode {
    eprintln!("error: {what}");
    ExitCode::from(2)
}

/// The position of a `--split` line.
fn read_state(session: &mut Session, pos: &Json, limits: &Limits) -> Result<State, String> {
    let comps = pos["components"]
        .as_array()
        .ok_or("the line has no position.components")?;
    let mut terms = Vec::new();
    for c in comps {
        let (Some(r), Some(t)) = (c["ruleset"].as_str(), c["position"].as_str()) else {
            return Err("a component without its ruleset and position".into());
        };
        let ruleset = Ruleset::from_name(r).map_err(|e| e.to_string())?;
        let p = ruleset.parse(t).map_err(|e| e.message)?;
        match nimatron::solve::generic::term(&mut session.store, &p, limits)
            .map_err(|e| e.to_string())?
        {
            nimatron::solve::generic::Term::Position(c) => terms.push(c),
            nimatron::solve::generic::Term::Value(_) => {
                return Err(format!("{r} is not a partizan ruleset"))
            }
        }
    }
    let known = pos["known"]
        .as_str()
        .ok_or("the line has no position.known")?;
    let k = session
        .solve_terms(known)
        .map_err(|e| format!("the known part `{known}`: {}", e.message))?;
    if !k.terms.is_empty() {
        return Err(format!("the known part `{known}` is not a game"));
    }
    Ok(State {
        comps: terms,
        known: k.known,
    })
}

fn run_job(
    args: &Args,
    session: &mut Session,
    db: &mut EndgameDb,
    line: &str,
    limits: &Limits,
) -> ExitCode {
    let v: Json = match serde_json::from_str(line) {
        Ok(v) => v,
        Err(e) => return bad_line(&format!("--job takes a line of --split: {e}")),
    };
    let left = match v["to_move"].as_str() {
        Some("left") => true,
        Some("right") => false,
        _ => return bad_line("the line has no to_move (left or right)"),
    };
    if !args.generic {
        if let Some(code) = domineering_job(args, session, &v, left, limits) {
            return code;
        }
    }
    let state = match read_state(session, &v["position"], limits) {
        Ok(s) => s,
        Err(e) => return bad_line(&e),
    };
    let start = Instant::now();
    let r = session.store.guard(|st| {
        let mut search = GenericSearch::new(st, db, limits);
        search.progress = progress(args, start);
        // The line's components are whole terms: split and value them.
        let s = search.state(state.comps.clone(), state.known);
        let w = search.wins(&s, left);
        (w, search.stats)
    });
    let (mover_wins, stats) = match r {
        Ok(x) => x,
        Err(stop) => return stopped(args, stop, start),
    };
    print_job(&v, mover_wins, stats.nodes, start, "generic");
    ExitCode::SUCCESS
}

/// Print the result line of the `--split` line `v`: whether its mover wins,
/// the nodes, the seconds since `start`, and which search ran.
fn print_job(v: &Json, mover_wins: bool, nodes: u64, start: Instant, search: &str) {
    let seconds = start.elapsed().as_secs_f64();
    let out = json!({
        "path": v["path"],
        "widths": v["widths"],
        "of": v["of"],
        "first": v["first"],
        "first_move": v["first_move"],
        "mover_wins": mover_wins,
        "nodes": nodes,
        "seconds": (seconds * 1000.0).round() / 1000.0,
        "search": search,
    });
    println!("{}", crate::json::to_line(&out));
}

/// The sum of a `--split` line's position as an expression, where every
/// component is a Domineering board: `domineering("..#|...") + ... + known`.
fn domineering_sum(pos: &Json) -> Option<String> {
    let mut parts = Vec::new();
    for c in pos["components"].as_array()? {
        let board = c["position"].as_str()?;
        let cells = |ch: char| matches!(ch, '.' | '#' | '|');
        if c["ruleset"].as_str()? != "domineering" || !board.chars().all(cells) {
            return None;
        }
        parts.push(format!("domineering(\"{board}\")"));
    }
    parts.push(pos["known"].as_str()?.to_string());
    Some(parts.join(" + "))
}

/// A `--job` line whose position is a sum of Domineering boards (of up to
/// 128 cells in all), solved by the Domineering search with its threads, as
/// `nimatron solve` solves such a sum: `None` leaves the line to the generic
/// search.
fn domineering_job(
    args: &Args,
    session: &mut Session,
    v: &Json,
    left: bool,
    limits: &Limits,
) -> Option<ExitCode> {
    let expr = domineering_sum(&v["position"])?;
    let input = session.solve_input(&expr).ok()?;
    let p = DomProblem {
        w: input.frame.board.w,
        h: input.frame.board.h,
        open: input.frame.board.open,
        known: input.known,
        left_first: left,
        small: None,
        threads: args.threads.map(usize::from).or_else(env_threads),
    };
    let start = Instant::now();
    let answer = match solve_domineering(&mut session.store, &p, limits, dom_progress(args, start))
    {
        Ok(a) => a,
        Err(stop) => return Some(stopped(args, stop, start)),
    };
    print_job(
        v,
        answer.first_wins,
        answer.stats.nodes,
        start,
        "domineering",
    );
    Some(ExitCode::SUCCESS)
}

fn run_merge(args: &Args) -> ExitCode {
    let mut results: Vec<LeafResult> = Vec::new();
    let mut first_moves: std::collections::BTreeMap<usize, Json> = Default::default();
    let (mut nodes, mut seconds) = (0u64, 0f64);
    let mut first: Option<String> = None;
    let mut of = None;
    let stdin = std::io::stdin();
    for (i, line) in stdin.lock().lines().enumerate() {
        let line = match line {
            Ok(l) => l,
            Err(e) => return bad_line(&format!("reading stdin: {e}")),
        };
        if line.trim().is_empty() {
            continue;
        }
        let v: Json = match serde_json::from_str(&line) {
            Ok(v) => v,
            Err(e) => return bad_line(&format!("line {}: not a result of --job: {e}", i + 1)),
        };
        let nums = |x: &Json| -> Option<Vec<usize>> {
            x.as_array()?
                .iter()
                .map(|n| n.as_u64().map(|n| n as usize))
                .collect()
        };
        let (Some(path), Some(widths), Some(w)) = (
            nums(&v["path"]),
            nums(&v["widths"]),
            v["mover_wins"].as_bool(),
        ) else {
            return bad_line(&format!(
                "line {}: not a result of --job (path, widths, mover_wins)",
                i + 1
            ));
        };
        if let Some(&k) = path.first() {
            first_moves.insert(k, v["first_move"].clone());
        }
        nodes += v["nodes"].as_u64().unwrap_or(0);
        seconds += v["seconds"].as_f64().unwrap_or(0.0);
        first = v["first"].as_str().map(str::to_string).or(first);
        of = v["of"].as_u64().or(of);
        results.push((path, widths, w));
    }
    if let Some(n) = of {
        if n as usize != results.len() {
            eprintln!(
                "warning: {} results for {n} subproblems (repeated or missing lines)",
                results.len()
            );
        }
    }
    let (wins, k) = match merge(&results) {
        Ok(x) => x,
        Err(e) => return bad_line(&format!("cannot merge: {e}")),
    };
    let first = first.unwrap_or_else(|| "left".into());
    let left_first = first == "left";
    let winner = name(left_first == wins);
    let mv = k
        .and_then(|k| first_moves.get(&k).cloned())
        .unwrap_or(Json::Null);
    let v = json!({
        "winner": winner,
        "first": first,
        "winning_move": mv,
        "nodes": nodes,
        "seconds": (seconds * 1000.0).round() / 1000.0,
    });
    print_views(args, &[v], &[wins]);
    ExitCode::SUCCESS
}

fn run_strategy(
    args: &Args,
    session: &mut Session,
    db: &mut EndgameDb,
    input: &GenInput,
    path: &Path,
    limits: &Limits,
) -> ExitCode {
    let left_first = match need_first(args, "--strategy") {
        Ok(l) => l,
        Err(code) => return code,
    };
    let zero = session.store.zero();
    if input.terms.len() != 1 || input.known != zero {
        return fail(
            args,
            &LangError::type_error(
                "--strategy takes one position of a ruleset (what `nimatron play` plays), not a sum",
                whole(args),
            ),
        );
    }
    let term = &input.terms[0];
    let ruleset = term.0.ruleset();
    let pos = match ruleset.parse(&term.0.text()) {
        Ok(p) => p,
        Err(e) => return bad_line(&e.message),
    };
    struct W<'a> {
        store: &'a mut GameStore,
        db: &'a mut EndgameDb,
        limits: &'a Limits,
        left_first: bool,
    }
    impl Visitor for W<'_> {
        type Output = Result<(bool, Vec<String>), Stop>;
        fn partizan<P: PartizanPosition + RulesetPosition>(self, p: &P) -> Self::Output {
            let (db, limits, left_first) = (self.db, self.limits, self.left_first);
            self.store.guard(|st| {
                let mut search = GenericSearch::new(st, db, limits);
                let s = strategy(&mut search, p, left_first, MAX_STRATEGY);
                let lines = s
                    .moves
                    .iter()
                    .map(|(from, to)| {
                        crate::json::to_line(&json!({
                            "position": from.to_string(),
                            "to": to.to_string(),
                            "move": from.move_name(to),
                        }))
                    })
                    .collect();
                (s.winner_left, lines)
            })
        }
        fn impartial<P: nimatron::impartial::ImpartialPosition + RulesetPosition>(
            self,
            _: &P,
        ) -> Self::Output {
            Err(Stop::Unsupported("a strategy of an impartial ruleset"))
        }
        fn nim(self, _: &nimatron::rulesets::catalogue::NimHeaps) -> Self::Output {
            Err(Stop::Unsupported("a strategy of Nim"))
        }
    }
    let start = Instant::now();
    let r = pos.visit(W {
        store: &mut session.store,
        db,
        limits,
        left_first,
    });
    let (winner_left, lines) = match r {
        Ok(x) => x,
        Err(stop) => return stopped(args, stop, start),
    };
    let header = json!({
        "nimatron_strategy": STRATEGY_VERSION,
        "ruleset": ruleset.to_string(),
        "start": term.0.text(),
        "first": name(left_first),
        "winner": name(winner_left),
        "positions": lines.len(),
    });
    let mut text = crate::json::to_line(&header);
    text.push('\n');
    for l in &lines {
        text.push_str(l);
        text.push('\n');
    }
    if let Err(e) = std::fs::write(path, text) {
        eprintln!("error: cannot write {}: {e}", path.display());
        return ExitCode::from(1);
    }
    let seconds = start.elapsed().as_secs_f64();
    if args.json {
        println!(
            "{}",
            crate::json::to_line(&json!({
                "winner": name(winner_left),
                "first": name(left_first),
                "strategy": path.display().to_string(),
                "positions": lines.len(),
                "seconds": (seconds * 1000.0).round() / 1000.0,
            }))
        );
    } else {
        println!(
            "{} first: {} wins; a strategy of {} positions written to {} ({:.3} s)",
            name(left_first),
            name(winner_left),
            lines.len(),
            path.display(),
            seconds
        );
    }
    ExitCode::SUCCESS
}
