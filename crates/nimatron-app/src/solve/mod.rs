//! `solve`: who wins a sum, for one first player or both, with a winning
//! first move, the nodes searched and the time. The [`Solver`] chooses the
//! search (the Domineering frame for sums of boards, else the generic search
//! over any partizan ruleset), keeps the endgame database between solves,
//! cuts a solve into jobs and merges their results (`split`), and writes a
//! winner's strategy (`strategy`). Reports are plain data with the JSON that
//! `nimatron solve --json`, `/api/solve` and Python give alike.

mod split;
mod strategy;

pub use split::{merge, MergeError};
pub use strategy::Strategy;

use nimatron::lang::{GenInput, LangError, Session, SolveInput, Span};
use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::catalogue::RulesetKind;
use nimatron::short::{Game, Outcome};
use nimatron::solve::domineering::{DomMove, Stats};
use nimatron::solve::generic::{solve_generic, EndgameDb, GenMove, GenStats};
use nimatron::solve::{solve_domineering, DomProblem};
use nimatron::Player;
use serde_json::{json, Value as Json};
use std::time::Instant;

/// The most subproblems a split writes, and positions a strategy lists.
pub const MAX_LEAVES: usize = 1_000_000;
/// The most positions a strategy lists.
pub const MAX_STRATEGY: usize = 1_000_000;

/// How a [`Solver`] searches.
#[derive(Clone, Debug)]
pub struct SolveOptions {
    /// Threads of the Domineering search (`None`: one a core).
    pub threads: Option<usize>,
    /// The generic search even for a sum of Domineering boards only.
    pub generic: bool,
    /// The endgame database's memory (bytes).
    pub db_bytes: usize,
    /// Positions the canonical-form solver may use to value one component
    /// for the endgame database (0: every component is searched).
    pub value_budget: u64,
    /// Only components with at most this many moves are valued.
    pub value_moves: usize,
}

impl Default for SolveOptions {
    fn default() -> SolveOptions {
        SolveOptions {
            threads: None,
            generic: false,
            db_bytes: 512 << 20,
            value_budget: 20_000,
            value_moves: 16,
        }
    }
}

/// Counters of a search in progress, for a progress line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchProgress {
    /// Positions searched.
    pub nodes: u64,
    /// What `count` counts: "decided by bounds" (Domineering) or "table
    /// hits" (generic).
    pub label: &'static str,
    /// Its count.
    pub count: u64,
    /// The depth of the position searched now.
    pub depth: u32,
    /// The deepest so far.
    pub max_depth: u32,
    /// The first move being tried, of how many.
    pub root: [u32; 2],
}

impl SearchProgress {
    /// Where the search is: "depth 5 (deepest 9), first move 2 of 7".
    pub fn where_text(&self) -> String {
        format!(
            "depth {} (deepest {}), first move {} of {}",
            self.depth, self.max_depth, self.root[0], self.root[1]
        )
    }
}

/// A callback for progress lines (`'p`: what it borrows).
pub type OnProgress<'a, 'p> = Option<&'a mut (dyn FnMut(&SearchProgress) + 'p)>;

/// Why a solve gave no answer.
#[derive(Clone, Debug, PartialEq)]
pub enum SolveError {
    /// The input: its error with the span (exit 2, or 3 for a limit).
    Lang(LangError),
    /// A limit or Ctrl-C stopped the search after `seconds`.
    Stopped {
        /// Why.
        stop: Stop,
        /// How long it had searched.
        seconds: f64,
    },
    /// Bad arguments or lines, in words (exit 2).
    Bad(String),
    /// Too many subproblems (exit 3).
    TooMany(String),
}

impl std::fmt::Display for SolveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SolveError::Lang(e) => f.write_str(&e.message),
            SolveError::Stopped { stop, .. } => write!(f, "{stop}"),
            SolveError::Bad(m) | SolveError::TooMany(m) => f.write_str(m),
        }
    }
}

/// One first player's result.
#[derive(Clone, Debug, PartialEq)]
pub struct FirstReport {
    /// Who moved first.
    pub first: Player,
    /// Who wins.
    pub winner: Player,
    /// A winning first move (`null` when the first player loses): its
    /// component (from 1, or `"rest"`), the position it leaves (`to`), a
    /// sentence (`text`), and the cells of a domino or the move's name.
    pub winning_move: Json,
    /// Positions searched.
    pub nodes: u64,
    /// Seconds, to the millisecond.
    pub seconds: f64,
    /// Components the endgame database valued, and those too big to value
    /// (generic search).
    pub db_counts: Option<(u64, u64)>,
}

impl FirstReport {
    /// `{"winner", "first", "winning_move", "nodes", "seconds"}`.
    pub fn to_json(&self) -> Json {
        json!({
            "winner": self.winner.lower(),
            "first": self.first.lower(),
            "winning_move": self.winning_move,
            "nodes": self.nodes,
            "seconds": self.seconds,
        })
    }

    /// "left first: right wins, e.g. ... (N nodes, S s)".
    pub fn line(&self) -> String {
        let mv = match &self.winning_move {
            Json::Null => String::new(),
            m => format!(", e.g. {}", m["text"].as_str().unwrap_or_default()),
        };
        format!(
            "{} first: {} wins{mv} ({} nodes, {:.3} s)",
            self.first.lower(),
            self.winner.lower(),
            self.nodes,
            self.seconds
        )
    }
}

/// The results of a solve: one first player's, or both with the outcome.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveReport {
    /// Left first, then Right first (or the one asked for).
    pub results: Vec<FirstReport>,
}

impl SolveReport {
    /// The outcome class, when both first players were solved.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.results.as_slice() {
            [l, r] => Some(Outcome::from_first_wins(
                l.winner == l.first,
                r.winner == r.first,
            )),
            _ => None,
        }
    }

    /// One first player's report, or `{"outcome", "left_first",
    /// "right_first"}`.
    pub fn to_json(&self) -> Json {
        match (self.outcome(), self.results.as_slice()) {
            (Some(o), [l, r]) => json!({
                "outcome": o.to_string(),
                "left_first": l.to_json(),
                "right_first": r.to_json(),
            }),
            _ => self
                .results
                .first()
                .map_or(Json::Null, FirstReport::to_json),
        }
    }

    /// The lines `nimatron solve` prints: the outcome (both first players),
    /// then each first player's.
    pub fn lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(o) = self.outcome() {
            out.push(format!("outcome: {o}"));
        }
        out.extend(self.results.iter().map(FirstReport::line));
        out
    }
}

fn millis(seconds: f64) -> f64 {
    (seconds * 1000.0).round() / 1000.0
}

fn firsts(first: Option<Player>) -> Vec<Player> {
    match first {
        Some(p) => vec![p],
        None => Player::BOTH.to_vec(),
    }
}

/// A solver: a session (its store and limits), the endgame database, and
/// the options; keep one to solve several sums with one database.
pub struct Solver {
    /// The session whose store values the known parts.
    pub session: Session,
    db: EndgameDb,
    limits: Limits,
    options: SolveOptions,
}

impl Solver {
    /// A solver under `limits`.
    pub fn new(limits: Limits, options: SolveOptions) -> Solver {
        let mut db = EndgameDb::new();
        db.max_bytes = options.db_bytes;
        db.budget = options.value_budget;
        db.max_moves = options.value_moves;
        Solver {
            session: Session::with_limits(limits.clone()),
            db,
            limits,
            options,
        }
    }

    /// Load the endgame database written by [`Solver::db_text`]; how many
    /// components it held.
    pub fn load_db(&mut self, text: &str) -> Result<usize, String> {
        self.db
            .load_text(&mut self.session.store, text, &self.limits)
    }

    /// The endgame database as text, to keep for the next run.
    pub fn db_text(&mut self) -> String {
        self.db.to_text(&mut self.session.store)
    }

    /// Whether the generic search takes `expr`: asked for, or a sum with a
    /// position of a ruleset other than Domineering.
    fn generic_wanted(&self, expr: &str) -> bool {
        if self.options.generic {
            return true;
        }
        let mut session = Session::with_limits(Limits::standard());
        match session.solve_terms(expr) {
            Ok(input) => input
                .terms
                .iter()
                .any(|c| c.0.ruleset().kind() != RulesetKind::Domineering),
            Err(_) => false,
        }
    }

    /// Who wins `expr` with `first` moving first (or both, with the outcome).
    pub fn solve<'p>(
        &mut self,
        expr: &str,
        first: Option<Player>,
        mut progress: OnProgress<'_, 'p>,
    ) -> Result<SolveReport, SolveError> {
        if self.generic_wanted(expr) {
            let input = self.session.solve_terms(expr).map_err(SolveError::Lang)?;
            let mut results = Vec::new();
            for f in firsts(first) {
                results.push(self.solve_generic(&input, f, progress.as_deref_mut())?);
            }
            return Ok(SolveReport { results });
        }
        let input = self.session.solve_input(expr).map_err(SolveError::Lang)?;
        let mut results = Vec::new();
        for f in firsts(first) {
            let start = Instant::now();
            let answer = self.solve_boards(&input, f, progress.as_deref_mut(), start)?;
            let (first_wins, mv, nodes) = answer;
            let winning_move = match mv {
                None => Json::Null,
                Some(DomMove::Board(p)) => board_move(&input, p, f.is_left()),
                Some(DomMove::Known(k)) => known_move(&mut self.session, input.known, f, k),
            };
            results.push(FirstReport {
                first: f,
                winner: if first_wins { f } else { f.opponent() },
                winning_move,
                nodes,
                seconds: millis(start.elapsed().as_secs_f64()),
                db_counts: None,
            });
        }
        Ok(SolveReport { results })
    }

    /// The Domineering search of a sum of boards: whether the first player
    /// wins, a winning move, the nodes.
    fn solve_boards<'p>(
        &mut self,
        input: &SolveInput,
        first: Player,
        progress: OnProgress<'_, 'p>,
        start: Instant,
    ) -> Result<(bool, Option<DomMove>, u64), SolveError> {
        let p = DomProblem {
            w: input.frame.board.w,
            h: input.frame.board.h,
            open: input.frame.board.open,
            known: input.known,
            left_first: first.is_left(),
            small: None,
            threads: self.options.threads,
        };
        let progress = progress.map(|f| {
            Box::new(move |s: &Stats| {
                f(&SearchProgress {
                    nodes: s.nodes,
                    label: "decided by bounds",
                    count: s.bounded,
                    depth: s.depth,
                    max_depth: s.max_depth,
                    root: s.root,
                })
            }) as nimatron::solve::domineering::Progress
        });
        match solve_domineering(&mut self.session.store, &p, &self.limits, progress) {
            Ok(a) => Ok((a.first_wins, a.winning_move, a.stats.nodes)),
            Err(stop) => Err(SolveError::Stopped {
                stop,
                seconds: start.elapsed().as_secs_f64(),
            }),
        }
    }

    fn solve_generic<'p>(
        &mut self,
        input: &GenInput,
        first: Player,
        progress: OnProgress<'_, 'p>,
    ) -> Result<FirstReport, SolveError> {
        let p = nimatron::solve::generic::GenProblem {
            terms: input.terms.clone(),
            known: input.known,
            left_first: first.is_left(),
        };
        let start = Instant::now();
        let progress = progress.map(generic_progress);
        let a = solve_generic(
            &mut self.session.store,
            &mut self.db,
            &p,
            &self.limits,
            progress,
        )
        .map_err(|stop| SolveError::Stopped {
            stop,
            seconds: start.elapsed().as_secs_f64(),
        })?;
        let winning_move = describe(&mut self.session, input, first, a.winning_move);
        Ok(FirstReport {
            first,
            winner: if a.first_wins {
                first
            } else {
                first.opponent()
            },
            winning_move,
            nodes: a.stats.nodes,
            seconds: millis(start.elapsed().as_secs_f64()),
            db_counts: Some((self.db.computed, self.db.failed)),
        })
    }
}

fn generic_progress<'a, 'p: 'a>(
    f: &'a mut (dyn FnMut(&SearchProgress) + 'p),
) -> nimatron::solve::generic::GenProgress<'a> {
    Box::new(move |s: &GenStats| {
        f(&SearchProgress {
            nodes: s.nodes,
            label: "table hits",
            count: s.hits,
            depth: s.depth,
            max_depth: s.max_depth,
            root: s.root,
        })
    })
}

/// A move in the known part of a sum (to its option `k`) as JSON.
fn known_move(session: &mut Session, known: Game, first: Player, k: usize) -> Json {
    let opts = if first.is_left() {
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

/// The move of `left` whose domino's first cell is `p` in the input's frame,
/// as the JSON of a winning move: its board, cells (from 1), the board after
/// it, and a sentence.
fn board_move(input: &SolveInput, p: u32, left: bool) -> Json {
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

/// A winning first move of the generic search in the input's terms.
fn describe(session: &mut Session, input: &GenInput, first: Player, m: Option<GenMove>) -> Json {
    match m {
        None => Json::Null,
        Some(GenMove::Comp(i, k)) => {
            let t = &input.terms[i];
            let Some(o) = t.0.options(first.is_left()).into_iter().nth(k) else {
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
        Some(GenMove::Known(k)) => known_move(session, input.known, first, k),
    }
}

/// The whole of an expression, for errors that point at no part of it.
fn whole(expr: &str) -> Span {
    Span::new(0, expr.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solver() -> Solver {
        Solver::new(Limits::standard(), SolveOptions::default())
    }

    #[test]
    fn both_searches_agree_with_canonical_forms_on_small_sums() {
        // `..|..` is +-1 (a first-player win); with `{2|1}` added Left wins
        // either way (the lecture notes' values: +-1 + {2|1} has stops 3 and
        // 0 ... Left moving first to 1 + {2|1} > 0; Right first to -1 +
        // {2|1}, which Left answers to 1 > 0).
        for generic in [false, true] {
            let mut s = Solver::new(
                Limits::standard(),
                SolveOptions {
                    generic,
                    ..SolveOptions::default()
                },
            );
            let r = s.solve(r#"domineering("..|..")"#, None, None).unwrap();
            assert_eq!(r.outcome(), Some(Outcome::N), "generic {generic}");
            let r = s
                .solve(r#"domineering("..|..") + {2|1}"#, None, None)
                .unwrap();
            assert_eq!(r.outcome(), Some(Outcome::L), "generic {generic}");
            assert_eq!(r.to_json()["outcome"], "L");
        }
    }

    #[test]
    fn a_clobber_sum_is_solved_with_a_named_winning_move() {
        let mut s = solver();
        let r = s
            .solve(r#"clobber("xox|ox.")"#, Some(Player::Left), None)
            .unwrap();
        // {^^*|*,v} is fuzzy: Left moving first wins.
        assert_eq!(r.results[0].winner, Player::Left);
        assert_eq!(r.results[0].winning_move["component"], 1);
        assert!(r.outcome().is_none());
        assert_eq!(r.to_json()["first"], "left");
    }

    #[test]
    fn bad_input_and_limits_are_errors() {
        let mut s = solver();
        assert!(matches!(
            s.solve("domineering(", None, None),
            Err(SolveError::Lang(_))
        ));
        let mut s = Solver::new(Limits::standard().with_nodes(10), SolveOptions::default());
        let board = ["......"; 6].join("|");
        assert!(matches!(
            s.solve(&format!("domineering(\"{board}\")"), None, None),
            Err(SolveError::Stopped { .. })
        ));
    }
}
