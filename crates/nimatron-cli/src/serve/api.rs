//! The JSON API of `nimatron serve`, as plain functions from a request to a reply
//! (no I/O, no async): the server runs them on a blocking thread with limits.
//! Games are stateless: the client sends the position, the server replies with
//! the position after the moves, the opponent's move, hints, values and outcome.

use crate::cmd_play::nim_move_checked;
use crate::cmd_thermograph::{describe, render_svg};
use crate::opponent::{
    mover_wins, nim_hint, nim_move, opponent_pick, value_choices, Choice, Lcg, Level,
};
use nimatron::impartial::nim::{nim_sum, outcome, winning_moves};
use nimatron::impartial::{NimMove, Play};
use nimatron::lang::{ErrorKind, LangError, Session};
use nimatron::limits::Stop;
use nimatron::rulesets::{
    Colour, Domineering, Hackenbush, PartizanPosition, PartizanSolver, ToadsAndFrogs,
};
use nimatron::short::{GameStore, Outcome};
use num_bigint::BigUint;
use serde::Deserialize;
use serde_json::{json, Value};
use std::fmt::Display;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// The most canonical games one request may create; beyond it the request is
/// refused (422) instead of exhausting memory.
pub const MAX_GAMES: usize = 2_000_000;
/// The most characters of an expression or a position.
pub const MAX_TEXT: usize = 4000;
/// The most Nim heaps, and the most decimal digits of one heap.
pub const MAX_HEAPS: usize = 1000;
/// The most decimal digits of a Nim heap.
pub const MAX_HEAP_DIGITS: usize = 1000;

/// A refused request: the HTTP status and a JSON body with `error` (and, for the
/// language, `column` and `line`).
#[derive(Debug)]
pub struct ApiError {
    pub status: u16,
    pub body: Value,
}

impl ApiError {
    /// 400 with a message.
    pub fn bad(message: impl Into<String>) -> ApiError {
        ApiError::with_status(400, message)
    }

    /// Any status with a message.
    pub fn with_status(status: u16, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            body: json!({ "error": message.into() }),
        }
    }

    /// A stopped computation: 422 (too big for the limits) or 503 (interrupted).
    fn abort(a: Stop) -> ApiError {
        match a {
            Stop::Interrupted => ApiError::with_status(
                422,
                "the computation took longer than the server's time limit",
            ),
            other => ApiError::with_status(422, format!("too big for this server: {other}")),
        }
    }

    /// A language error on line `line` (1-based) of `src`.
    fn lang(e: &LangError, src: &str, line: usize) -> ApiError {
        let message = match e.kind {
            ErrorKind::Interrupted => {
                "the computation took longer than the server's time limit".to_string()
            }
            _ => e.message.clone(),
        };
        ApiError {
            status: if e.kind.is_bad_input() { 400 } else { 422 },
            body: json!({ "error": message, "column": e.column(src), "line": line }),
        }
    }
}

/// A session bounded by [`MAX_GAMES`] and stopped by `interrupt`.
fn session(interrupt: Arc<AtomicBool>) -> Session {
    let mut s = Session::new();
    s.store.set_max_games(Some(MAX_GAMES));
    s.store.set_interrupt(Some(interrupt));
    s
}

fn check_len(what: &str, text: &str) -> Result<(), ApiError> {
    if text.chars().count() > MAX_TEXT {
        return Err(ApiError::with_status(
            413,
            format!("the {what} is longer than {MAX_TEXT} characters"),
        ));
    }
    Ok(())
}

/// `POST /api/eval`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EvalRequest {
    /// One expression, or several lines evaluated in order in one session
    /// (`g := {2|1}` on one line, `g + g` on the next).
    pub expr: String,
}

/// Evaluate every line; the reply is the last value: `{"result": "..."}`.
pub fn eval(req: EvalRequest, interrupt: Arc<AtomicBool>) -> Result<Value, ApiError> {
    check_len("expression", &req.expr)?;
    let mut s = session(interrupt);
    let mut last = None;
    for (i, line) in req.expr.lines().enumerate() {
        match s.eval_to_string(line) {
            Ok(Some(v)) => last = Some(v),
            Ok(None) => {}
            Err(e) => return Err(ApiError::lang(&e, line, i + 1)),
        }
    }
    match last {
        Some(v) => Ok(json!({ "result": v })),
        None => Err(ApiError::bad("nothing to evaluate: `expr` is empty")),
    }
}

/// `POST /api/thermograph`: `{"expr": "{2|1||-1}"}`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThermographRequest {
    pub expr: String,
}

/// The thermograph of a game: the numbers, the exact walls and the SVG drawing
/// that `nimatron thermograph --svg` writes.
pub fn thermograph(req: ThermographRequest, interrupt: Arc<AtomicBool>) -> Result<Value, ApiError> {
    check_len("expression", &req.expr)?;
    let mut s = session(interrupt);
    let g = s
        .eval_game(&req.expr)
        .map_err(|e| ApiError::lang(&e, &req.expr, 1))?;
    let th = s
        .store
        .guard(|st| st.thermograph(g))
        .map_err(ApiError::abort)?;
    let game = s.store.display(g);
    Ok(json!({
        "game": game,
        "temperature": th.temperature.to_string(),
        "mean": th.mast.to_string(),
        "left_wall": describe(&th.left_wall, &th.temperature),
        "right_wall": describe(&th.right_wall, &th.temperature),
        "svg": render_svg(&th, &game),
    }))
}

/// Whose side the person plays, in partizan games.
#[derive(Deserialize, Clone, Copy, Default, PartialEq, Eq, Debug)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    #[default]
    Left,
    Right,
}

/// A Nim move in a request: `take` objects from heap `heap` (0-based).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NimMoveRequest {
    pub heap: usize,
    pub take: Value,
}

/// `POST /api/nim`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NimRequest {
    /// Heap sizes: JSON integers or strings of digits (any size).
    pub heaps: Vec<Value>,
    #[serde(default)]
    pub misere: bool,
    #[serde(default)]
    pub level: Level,
    /// The learner's random state; the reply gives the next one.
    #[serde(default)]
    pub seed: Option<u64>,
    /// The person's move, if any.
    #[serde(default, rename = "move")]
    pub mv: Option<NimMoveRequest>,
    /// Whether the computer replies (default true).
    #[serde(default = "yes")]
    pub reply: bool,
}

fn yes() -> bool {
    true
}

const DEFAULT_SEED: u64 = 0x5eed;

/// A big integer as JSON: a number up to 2^53 (exact in JavaScript), else a string.
fn big_json(n: &BigUint) -> Value {
    match u64::try_from(n) {
        Ok(v) if v <= 1 << 53 => json!(v),
        _ => json!(n.to_string()),
    }
}

fn parse_big(v: &Value, what: &str) -> Result<BigUint, ApiError> {
    let bad = || {
        ApiError::bad(format!(
            "{what} is {v}, which is not a non-negative integer"
        ))
    };
    match v {
        Value::Number(n) => n.as_u64().map(BigUint::from).ok_or_else(bad),
        Value::String(s) => {
            if s.len() > MAX_HEAP_DIGITS {
                return Err(ApiError::with_status(
                    413,
                    format!("{what} has more than {MAX_HEAP_DIGITS} digits"),
                ));
            }
            if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            s.parse().map_err(|_| bad())
        }
        _ => Err(bad()),
    }
}

fn nim_move_json(by: &str, m: &NimMove, lost_the_win: bool) -> Value {
    json!({
        "by": by,
        "heap": m.heap,
        "take": big_json(&(&m.from - &m.to)),
        "from": big_json(&m.from),
        "to": big_json(&m.to),
        "lost_the_win": lost_the_win,
    })
}

/// Play Nim: apply the person's move (if any), let the computer reply (unless
/// `reply` is false or the game is over), and describe the position the person
/// now faces: outcome, nim-sum, winning moves and the hint text of `nimatron play`.
pub fn nim(req: NimRequest) -> Result<Value, ApiError> {
    if req.heaps.len() > MAX_HEAPS {
        return Err(ApiError::with_status(
            413,
            format!("{} heaps: at most {MAX_HEAPS} are allowed", req.heaps.len()),
        ));
    }
    let mut heaps = req
        .heaps
        .iter()
        .enumerate()
        .map(|(i, h)| parse_big(h, &format!("heap {i}")))
        .collect::<Result<Vec<BigUint>, ApiError>>()?;
    let play = if req.misere {
        Play::Misere
    } else {
        Play::Normal
    };
    let zero = BigUint::from(0u32);
    let is_over = |hs: &[BigUint]| hs.iter().all(|h| h == &zero);
    // One move by the player to move; returns whether it threw a win away, and
    // whether the game is over.
    let step = |heaps: &mut Vec<BigUint>, m: &NimMove| -> bool {
        let was_winning = outcome(heaps, play) == Outcome::N;
        heaps[m.heap] = m.to.clone();
        let over = is_over(heaps);
        let now_losing =
            (!over && outcome(heaps, play) == Outcome::N) || (over && play == Play::Misere);
        was_winning && now_losing
    };
    let mut played = Vec::new();
    let mut winner = None;
    // The winner when the game ends after a move by `by` (the other player is stuck).
    let winner_after = |by: &'static str| -> &'static str {
        let other = if by == "you" { "computer" } else { "you" };
        if play == Play::Normal {
            by
        } else {
            other
        }
    };
    if let Some(mv) = &req.mv {
        if is_over(&heaps) {
            return Err(ApiError::bad("the game is over: there is nothing to take"));
        }
        let take = parse_big(&mv.take, "take")?;
        let m = nim_move_checked(&heaps, mv.heap, take).map_err(ApiError::bad)?;
        let lost = step(&mut heaps, &m);
        played.push(nim_move_json("you", &m, lost));
        if is_over(&heaps) {
            winner = Some(winner_after("you"));
        }
    }
    let mut rng = Lcg(req.seed.unwrap_or(DEFAULT_SEED));
    // The winner when `stuck` is to move with nothing left.
    let stuck = |stuck: &'static str| -> &'static str {
        let other = if stuck == "you" { "computer" } else { "you" };
        if play == Play::Normal {
            other
        } else {
            stuck
        }
    };
    if winner.is_none() {
        if !req.reply {
            if is_over(&heaps) {
                winner = Some(stuck("you"));
            }
        } else if is_over(&heaps) {
            winner = Some(stuck("computer"));
        } else {
            let m = nim_move(&heaps, play, req.level, &mut rng);
            let lost = step(&mut heaps, &m);
            played.push(nim_move_json("computer", &m, lost));
            if is_over(&heaps) {
                winner = Some(winner_after("computer"));
            }
        }
    }
    let moves: Vec<Value> = winning_moves(&heaps, play)
        .iter()
        .map(|m| {
            json!({
                "heap": m.heap,
                "take": big_json(&(&m.from - &m.to)),
                "from": big_json(&m.from),
                "to": big_json(&m.to),
            })
        })
        .collect();
    Ok(json!({
        "heaps": heaps.iter().map(big_json).collect::<Vec<_>>(),
        "misere": req.misere,
        "played": played,
        "over": winner.is_some(),
        "winner": winner,
        "outcome": outcome(&heaps, play).to_string(),
        "nim_sum": big_json(&nim_sum(&heaps)),
        "winning_moves": moves,
        "hint": if winner.is_some() { String::new() } else { nim_hint(&heaps, play) },
        "seed": rng.0 & ((1 << 53) - 1),
    }))
}

/// `POST /api/partizan`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartizanRequest {
    /// `hackenbush`, `stalk`, `domineering` or `toads`.
    pub ruleset: String,
    /// The position in the language's notation: `0-1:b 1-2:r`, `LRR`, `..|..`, `TT..FF`.
    pub position: String,
    /// The person's side (default left).
    #[serde(default)]
    pub side: Side,
    #[serde(default)]
    pub level: Level,
    #[serde(default)]
    pub seed: Option<u64>,
    /// The person's move: an index into `moves` of the previous reply (the same
    /// position gives the same list).
    #[serde(default, rename = "move")]
    pub mv: Option<usize>,
    /// Whether the computer replies (default true).
    #[serde(default = "yes")]
    pub reply: bool,
}

/// What a ruleset adds to a move for the page: the edge cut, the cells covered.
trait Web: PartizanPosition + Display {
    /// The moves of Left (or Right) with, for each, where it is on the board.
    fn web_moves(&self, left: bool) -> Vec<(Value, Self)>;
    /// Extra fields describing the position (Hackenbush: its edges).
    fn web_extra(&self) -> Value {
        json!({})
    }
}

/// The cells (row, column) where two boards of the same shape differ.
fn changed_cells(before: &str, after: &str) -> Vec<[usize; 2]> {
    let (mut r, mut c) = (0, 0);
    let mut out = Vec::new();
    for (a, b) in before.chars().zip(after.chars()) {
        if a == '|' {
            r += 1;
            c = 0;
            continue;
        }
        if a != b {
            out.push([r, c]);
        }
        c += 1;
    }
    out
}

impl Web for Domineering {
    fn web_moves(&self, left: bool) -> Vec<(Value, Self)> {
        let before = self.to_string();
        let opts = if left {
            self.left_options()
        } else {
            self.right_options()
        };
        opts.into_iter()
            .map(|o| {
                (
                    json!({ "cells": changed_cells(&before, &o.to_string()) }),
                    o,
                )
            })
            .collect()
    }
}

impl Web for ToadsAndFrogs {
    fn web_moves(&self, left: bool) -> Vec<(Value, Self)> {
        let before = self.to_string();
        let opts = if left {
            self.left_options()
        } else {
            self.right_options()
        };
        opts.into_iter()
            .map(|o| {
                let cells: Vec<usize> = changed_cells(&before, &o.to_string())
                    .iter()
                    .map(|c| c[1])
                    .collect();
                (json!({ "cells": cells }), o)
            })
            .collect()
    }
}

fn colour_name(c: Colour) -> &'static str {
    match c {
        Colour::Blue => "blue",
        Colour::Red => "red",
        Colour::Green => "green",
    }
}

impl Web for Hackenbush {
    fn web_moves(&self, left: bool) -> Vec<(Value, Self)> {
        let barred = if left { Colour::Red } else { Colour::Blue };
        self.edges()
            .iter()
            .enumerate()
            .filter(|(_, e)| e.2 != barred)
            .filter_map(|(k, &(u, v, c))| {
                let name = format!("{u}-{v}:{}", &colour_name(c)[..1]);
                Some((json!({ "edge": k, "cut": name }), self.cut(k)?))
            })
            .collect()
    }

    fn web_extra(&self) -> Value {
        let edges: Vec<Value> = self
            .edges()
            .iter()
            .map(|&(u, v, c)| json!({ "u": u, "v": v, "colour": colour_name(c) }))
            .collect();
        json!({ "edges": edges })
    }
}

/// Play a partizan game: the person's move (if any), the computer's reply (unless
/// `reply` is false or the game is over), and the person's moves in the new
/// position, each with its value and whether it wins (the hint).
pub fn partizan(req: PartizanRequest, interrupt: Arc<AtomicBool>) -> Result<Value, ApiError> {
    check_len("position", &req.position)?;
    let text = req.position.as_str();
    match req.ruleset.as_str() {
        "domineering" => {
            let p = Domineering::parse(text).map_err(|e| ApiError::bad(e.to_string()))?;
            play_partizan("domineering", p, &req, interrupt)
        }
        "toads" => {
            let p = ToadsAndFrogs::parse(text).map_err(|e| ApiError::bad(e.to_string()))?;
            play_partizan("toads", p, &req, interrupt)
        }
        "hackenbush" => {
            let p = Hackenbush::parse(text).map_err(|e| ApiError::bad(e.to_string()))?;
            play_partizan("hackenbush", p, &req, interrupt)
        }
        "stalk" => {
            let p = Hackenbush::stalk(text).map_err(|e| ApiError::bad(e.to_string()))?;
            play_partizan("hackenbush", p, &req, interrupt)
        }
        other => Err(ApiError::bad(format!(
            "unknown ruleset `{other}`: use hackenbush, stalk, domineering or toads"
        ))),
    }
}

fn play_partizan<P: Web>(
    ruleset: &str,
    start: P,
    req: &PartizanRequest,
    interrupt: Arc<AtomicBool>,
) -> Result<Value, ApiError> {
    let mut store = GameStore::new();
    store.set_max_games(Some(MAX_GAMES));
    store.set_interrupt(Some(interrupt));
    let mut solver = PartizanSolver::new();
    let you_left = req.side == Side::Left;
    let mut rng = Lcg(req.seed.unwrap_or(DEFAULT_SEED));
    store
        .guard(|store| -> Result<Value, ApiError> {
            let choices =
                |solver: &mut PartizanSolver<P>, store: &mut GameStore, p: &P, left: bool| {
                    let (targets, opts): (Vec<Value>, Vec<P>) =
                        p.web_moves(left).into_iter().unzip();
                    let cs: Vec<Choice<P>> = value_choices(solver, store, opts, left);
                    targets.into_iter().zip(cs).collect::<Vec<_>>()
                };
            let mut pos = start;
            let mut played = Vec::new();
            let mut winner: Option<&str> = None;
            let mut describe_move = |store: &mut GameStore,
                                     by: &str,
                                     target: Value,
                                     c: &Choice<P>,
                                     was_winning: bool| {
                let mut m = json!({
                    "by": by,
                    "position": c.position.to_string(),
                    "value": store.display(c.value),
                    "lost_the_win": was_winning && !c.wins,
                });
                merge(&mut m, target);
                played.push(m);
            };
            if let Some(k) = req.mv {
                let g = solver.canonical_form(store, &pos);
                let was_winning = mover_wins(store, g, you_left);
                let mut cs = choices(&mut solver, store, &pos, you_left);
                if cs.is_empty() {
                    return Err(ApiError::bad("the game is over: you have no move"));
                }
                if k >= cs.len() {
                    return Err(ApiError::bad(format!(
                        "there is no move {k}: the moves are numbered 0 to {}",
                        cs.len() - 1
                    )));
                }
                let (target, c) = cs.swap_remove(k);
                describe_move(store, "you", target, &c, was_winning);
                pos = c.position;
            }
            if req.reply {
                let g = solver.canonical_form(store, &pos);
                let was_winning = mover_wins(store, g, !you_left);
                let mut cs = choices(&mut solver, store, &pos, !you_left);
                if cs.is_empty() {
                    // The computer is to move and cannot: the person wins.
                    winner = Some("you");
                } else {
                    let wins: Vec<bool> = cs.iter().map(|(_, c)| c.wins).collect();
                    let k = opponent_pick(&wins, req.level, &mut rng);
                    let (target, c) = cs.swap_remove(k);
                    describe_move(store, "computer", target, &c, was_winning);
                    pos = c.position;
                }
            }
            let g = solver.canonical_form(store, &pos);
            let cs = choices(&mut solver, store, &pos, you_left);
            if winner.is_none() && cs.is_empty() {
                winner = Some("computer");
            }
            let moves: Vec<Value> = cs
                .iter()
                .enumerate()
                .map(|(i, (target, c))| {
                    let mut m = json!({
                        "index": i,
                        "position": c.position.to_string(),
                        "value": store.display(c.value),
                        "wins": c.wins,
                    });
                    merge(&mut m, target.clone());
                    m
                })
                .collect();
            let mut reply = json!({
                "ruleset": ruleset,
                "position": pos.to_string(),
                "value": store.display(g),
                "outcome": store.outcome(g).to_string(),
                "you_win": winner.map_or_else(|| mover_wins(store, g, you_left), |w| w == "you"),
                "played": played,
                "moves": if winner.is_some() { Vec::new() } else { moves },
                "over": winner.is_some(),
                "winner": winner,
                "seed": rng.0 & ((1 << 53) - 1),
            });
            merge(&mut reply, pos.web_extra());
            Ok(reply)
        })
        .map_err(ApiError::abort)?
}

/// Copy the fields of object `extra` into object `into`.
fn merge(into: &mut Value, extra: Value) {
    if let (Value::Object(a), Value::Object(b)) = (into, extra) {
        a.extend(b);
    }
}
