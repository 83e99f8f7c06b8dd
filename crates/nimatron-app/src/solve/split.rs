//! A solve cut into jobs: `split` writes the subproblems below the first
//! moves (one JSON line each, for `--job` on any machine), `job` solves one
//! line, and [`merge`] reads the results back into one answer, checking that
//! every line belongs to the same split before it trusts them.

use super::{
    board_move, describe, millis, FirstReport, OnProgress, SolveError, Solver, MAX_LEAVES,
};
use nimatron::lang::SolveInput;
use nimatron::limits::Limits;
use nimatron::rulesets::catalogue::Ruleset;
use nimatron::short::GameStore;
use nimatron::solve::generic::{GenericSearch, State};
use nimatron::solve::split::{merge as merge_results, split, LeafResult};
use nimatron::solve::sum::Board;
use nimatron::Player;
use serde_json::{json, Value as Json};
use std::collections::BTreeMap;
use std::time::Instant;

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

fn need_first(first: Option<Player>, what: &str) -> Result<Player, SolveError> {
    first.ok_or_else(|| SolveError::Bad(format!("{what} needs --first left or --first right")))
}

fn too_many(depth: u32, n: usize) -> SolveError {
    SolveError::TooMany(format!(
        "more than {n} subproblems at depth {depth}: choose a smaller depth"
    ))
}

impl Solver {
    /// The subproblems of `expr` below the first `depth` moves, with `first`
    /// moving first, as the lines of `--split`.
    pub fn split(
        &mut self,
        expr: &str,
        first: Option<Player>,
        depth: u32,
    ) -> Result<Vec<Json>, SolveError> {
        let first = need_first(first, "--split")?;
        let input = match self.session.solve_terms(expr) {
            Ok(i) => i,
            // Boards too large for the generic search's positions (the
            // records: 8x9 and up) are split on the Domineering search's
            // frame, a sum of boards only.
            Err(e) if !self.options.generic => match self.session.solve_input(expr) {
                Ok(input) if input.known == self.session.store.zero() => {
                    return board_split(&input, first, depth)
                }
                _ => return Err(SolveError::Lang(e)),
            },
            Err(e) => return Err(SolveError::Lang(e)),
        };
        let start = Instant::now();
        let limits = self.limits.clone();
        let db = &mut self.db;
        let r = self.session.store.guard(|st| {
            let mut search = GenericSearch::new(st, db, &limits);
            let leaves = split(
                &mut search,
                &input.terms,
                input.known,
                first.is_left(),
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
            Ok(Err(n)) => return Err(too_many(depth, n)),
            Err(stop) => {
                return Err(SolveError::Stopped {
                    stop,
                    seconds: start.elapsed().as_secs_f64(),
                })
            }
        };
        let total = leaves.len();
        Ok(leaves
            .into_iter()
            .map(|(leaf, pos)| {
                let first_move = describe(&mut self.session, &input, first, leaf.first_move);
                json!({
                    "path": leaf.path,
                    "widths": leaf.widths,
                    "of": total,
                    "first": first.lower(),
                    "to_move": Player::from_left(leaf.left).lower(),
                    "first_move": first_move,
                    "position": pos,
                })
            })
            .collect())
    }

    /// Solve one line of `--split`: its result line (whether its mover
    /// wins, the nodes, the seconds, which search ran).
    pub fn job<'p>(
        &mut self,
        line: &str,
        mut progress: OnProgress<'_, 'p>,
    ) -> Result<Json, SolveError> {
        let v: Json = serde_json::from_str(line)
            .map_err(|e| SolveError::Bad(format!("--job takes a line of --split: {e}")))?;
        for field in ["path", "widths", "of", "first", "to_move", "position"] {
            if v.get(field).is_none_or(Json::is_null) {
                return Err(SolveError::Bad(format!(
                    "the line has no {field}: --job takes a line of --split"
                )));
            }
        }
        if Player::parse(v["first"].as_str().unwrap_or_default()).is_none() {
            return Err(SolveError::Bad(
                "the line's first is not left or right".into(),
            ));
        }
        let mover = v["to_move"]
            .as_str()
            .and_then(Player::parse)
            .ok_or_else(|| SolveError::Bad("the line has no to_move (left or right)".into()))?;
        if !self.options.generic {
            if let Some(expr) = domineering_sum(&v["position"]) {
                if let Ok(input) = self.session.solve_input(&expr) {
                    let start = Instant::now();
                    let (wins, _, nodes) =
                        self.solve_boards(&input, mover, progress.as_deref_mut(), start)?;
                    return Ok(job_result(&v, wins, nodes, start, "domineering"));
                }
            }
        }
        let state = read_state(self, &v["position"]).map_err(SolveError::Bad)?;
        let start = Instant::now();
        let limits = self.limits.clone();
        let db = &mut self.db;
        let r = self.session.store.guard(|st| {
            let mut search = GenericSearch::new(st, db, &limits);
            search.progress = progress.map(super::generic_progress);
            // The line's components are whole terms: split and value them.
            let s = search.state(state.comps.clone(), state.known);
            let w = search.wins(&s, mover.is_left());
            (w, search.stats)
        });
        let (wins, stats) = r.map_err(|stop| SolveError::Stopped {
            stop,
            seconds: start.elapsed().as_secs_f64(),
        })?;
        Ok(job_result(&v, wins, stats.nodes, start, "generic"))
    }
}

/// The result line of the `--split` line `v`.
fn job_result(v: &Json, mover_wins: bool, nodes: u64, start: Instant, search: &str) -> Json {
    json!({
        "path": v["path"],
        "widths": v["widths"],
        "of": v["of"],
        "first": v["first"],
        "first_move": v["first_move"],
        "mover_wins": mover_wins,
        "nodes": nodes,
        "seconds": millis(start.elapsed().as_secs_f64()),
        "search": search,
    })
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

/// The position of a `--split` line.
fn read_state(solver: &mut Solver, pos: &Json) -> Result<State, String> {
    let limits: &Limits = &solver.limits;
    let session = &mut solver.session;
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

/// `--split` of a sum of Domineering boards of more cells than the generic
/// search's positions take (up to the Domineering search's 128), with
/// nothing else in it: every move of the player to move, on the boards laid
/// out in one frame, in the order of the domino's first cell, down to
/// `depth`. Each line's position is the frame after its moves, one board
/// whose filled cells keep the boards apart, so that its `--job` runs the
/// Domineering search.
fn board_split(input: &SolveInput, first: Player, depth: u32) -> Result<Vec<Json>, SolveError> {
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
    let mut stack: Vec<Todo> = vec![(Vec::new(), Vec::new(), b.open, first.is_left(), None)];
    let mut leaves: Vec<Todo> = Vec::new();
    while let Some((path, widths, open, left, first_cell)) = stack.pop() {
        let children = if (path.len() as u32) < depth {
            moves(open, left)
        } else {
            Vec::new()
        };
        if children.is_empty() {
            if leaves.len() >= MAX_LEAVES {
                return Err(too_many(depth, MAX_LEAVES));
            }
            leaves.push((path, widths, open, left, first_cell));
            continue;
        }
        let n = children.len();
        for (i, &(p, after)) in children.iter().enumerate().rev() {
            let mut path = path.clone();
            path.push(i);
            let mut widths = widths.clone();
            widths.push(n);
            stack.push((path, widths, after, !left, first_cell.or(Some(p))));
        }
    }
    let total = leaves.len();
    Ok(leaves
        .into_iter()
        .map(|(path, widths, open, left, first_cell)| {
            let board = Board { w, h, open };
            let first_move =
                first_cell.map_or(Json::Null, |p| board_move(input, p, first.is_left()));
            json!({
                "path": path,
                "widths": widths,
                "of": total,
                "first": first.lower(),
                "to_move": Player::from_left(left).lower(),
                "first_move": first_move,
                "position": {
                    "components": [{"ruleset": "domineering", "position": board.text()}],
                    "known": "0",
                },
            })
        })
        .collect())
}

/// Why result lines cannot be merged: the line (from 1) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MergeError {
    /// The line, from 1 (0: the lines as a whole).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for MergeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line == 0 {
            f.write_str(&self.message)
        } else {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }
}

/// Merge the result lines of `--job` into the answer of the solve they were
/// cut from, as a direct solve with `--first` gives it (results a decided
/// position does not need may be missing). Every line must be of the same
/// split: the same first player, the same count of subproblems, and paths
/// whose widths agree where they share a prefix; a contradiction is refused.
/// The second value counts the lines read.
pub fn merge<'a>(
    lines: impl IntoIterator<Item = &'a str>,
) -> Result<(FirstReport, usize), MergeError> {
    let mut results: Vec<LeafResult> = Vec::new();
    let mut first_moves: BTreeMap<usize, Json> = BTreeMap::new();
    let (mut nodes, mut seconds) = (0u64, 0f64);
    let mut first: Option<(Player, usize)> = None;
    let mut of: Option<(u64, usize)> = None;
    // Each node of the split's tree: its width, as the first line gave it.
    let mut widths_seen: BTreeMap<Vec<usize>, usize> = BTreeMap::new();
    let bad = |line: usize, message: String| MergeError { line, message };
    for (i, line) in lines.into_iter().enumerate() {
        let n = i + 1;
        if line.trim().is_empty() {
            continue;
        }
        let v: Json = serde_json::from_str(line)
            .map_err(|e| bad(n, format!("not a result of --job: {e}")))?;
        let nums = |x: &Json| -> Option<Vec<usize>> {
            x.as_array()?
                .iter()
                .map(|n| n.as_u64().and_then(|n| usize::try_from(n).ok()))
                .collect()
        };
        let (Some(path), Some(widths), Some(w)) = (
            nums(&v["path"]),
            nums(&v["widths"]),
            v["mover_wins"].as_bool(),
        ) else {
            return Err(bad(
                n,
                "not a result of --job (path, widths, mover_wins)".into(),
            ));
        };
        if path.len() != widths.len() || path.iter().zip(&widths).any(|(p, w)| p >= w) {
            return Err(bad(
                n,
                "its path does not fit its widths (each step below its width)".into(),
            ));
        }
        let f = v["first"]
            .as_str()
            .and_then(Player::parse)
            .ok_or_else(|| bad(n, "its first is not left or right".into()))?;
        match first {
            None => first = Some((f, n)),
            Some((g, m)) if g != f => {
                return Err(bad(
                    n,
                    format!(
                        "its first is {}, but line {m}'s is {}: the lines are of different splits",
                        f.lower(),
                        g.lower()
                    ),
                ))
            }
            _ => {}
        }
        if let Some(k) = v["of"].as_u64() {
            match of {
                None => of = Some((k, n)),
                Some((j, m)) if j != k => {
                    return Err(bad(
                        n,
                        format!("it is one of {k} subproblems, but line {m} one of {j}: the lines are of different splits"),
                    ))
                }
                _ => {}
            }
        }
        for d in 0..path.len() {
            let prefix = path[..d].to_vec();
            match widths_seen.get(&prefix) {
                Some(&w0) if w0 != widths[d] => {
                    return Err(bad(
                        n,
                        format!("the position at {prefix:?} has {} moves here and {w0} in an earlier line: the lines are of different splits", widths[d]),
                    ))
                }
                Some(_) => {}
                None => {
                    widths_seen.insert(prefix, widths[d]);
                }
            }
        }
        if let Some(&k) = path.first() {
            first_moves.insert(k, v["first_move"].clone());
        }
        nodes = nodes.saturating_add(v["nodes"].as_u64().unwrap_or(0));
        seconds += v["seconds"]
            .as_f64()
            .filter(|s| s.is_finite())
            .unwrap_or(0.0);
        results.push((path, widths, w));
    }
    let Some((first, _)) = first else {
        return Err(bad(0, "no result lines to merge".into()));
    };
    let (wins, k) = merge_results(&results).map_err(|e| bad(0, format!("cannot merge: {e}")))?;
    let winning_move = k
        .and_then(|k| first_moves.get(&k).cloned())
        .unwrap_or(Json::Null);
    let report = FirstReport {
        first,
        winner: if wins { first } else { first.opponent() },
        winning_move,
        nodes,
        seconds: millis(seconds),
        db_counts: None,
    };
    let expected = of.map(|(k, _)| k as usize);
    Ok((report, expected.unwrap_or(results.len())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::SolveOptions;

    /// The result lines of every job of `expr`'s split at `depth`.
    fn results(expr: &str, first: Player, depth: u32) -> Vec<String> {
        let mut s = Solver::new(Limits::standard(), SolveOptions::default());
        s.split(expr, Some(first), depth)
            .unwrap()
            .iter()
            .map(|line| s.job(&line.to_string(), None).unwrap().to_string())
            .collect()
    }

    #[test]
    fn split_job_merge_agrees_with_the_direct_solve() {
        let expr = r#"clobber("xoxo|ox.x") + {2|1}"#;
        for first in Player::BOTH {
            let direct = Solver::new(Limits::standard(), SolveOptions::default())
                .solve(expr, Some(first), None)
                .unwrap();
            let lines = results(expr, first, 2);
            let (merged, of) = merge(lines.iter().map(String::as_str)).unwrap();
            assert_eq!(of, lines.len());
            assert_eq!(merged.winner, direct.results[0].winner, "{first}");
        }
    }

    #[test]
    fn lines_of_different_splits_are_refused() {
        let expr = r#"clobber("xoxo|ox.x")"#;
        let mut lines = results(expr, Player::Left, 1);
        // One line edited to claim Right moved first.
        let edited = lines[0].replace(r#""first":"left""#, r#""first":"right""#);
        assert_ne!(edited, lines[0]);
        lines.push(edited);
        let e = merge(lines.iter().map(String::as_str)).unwrap_err();
        assert!(e.message.contains("different splits"), "{e}");
        let bogus = lines[0].replace(r#""first":"left""#, r#""first":"bogus""#);
        let e = merge([bogus.as_str()]).unwrap_err();
        assert!(e.message.contains("not left or right"), "{e}");
        // A path that does not fit its widths.
        let e = merge([r#"{"path": [3], "widths": [2], "first": "left", "mover_wins": true}"#])
            .unwrap_err();
        assert!(e.message.contains("does not fit"), "{e}");
    }

    #[test]
    fn a_job_line_missing_a_field_is_refused() {
        let mut s = Solver::new(Limits::standard(), SolveOptions::default());
        let e = s
            .job(
                r#"{"to_move": "left", "position": {"components": [], "known": "0"}}"#,
                None,
            )
            .unwrap_err();
        assert!(
            matches!(e, SolveError::Bad(ref m) if m.contains("no path")),
            "{e}"
        );
    }
}
