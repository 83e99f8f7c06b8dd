//! The JSON API of `nimatron serve`, as plain functions from a request to a reply
//! (no I/O, no async): the server runs them on a blocking thread with limits.
//! Games are stateless: the client sends the position, the server replies with
//! the position after the moves, the opponent's move, hints, values and outcome.

use crate::cmd_thermograph::{describe, render_svg};
use nimatron::impartial::{NimMove, Play};
use nimatron::lang::{ErrorKind, LangError, Session};
use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::catalogue::Ruleset;
use nimatron::short::{Game, GameStore};
use nimatron::Player;
use nimatron_app::play::nim::NimGame;
use nimatron_app::play::take_break::{
    HeapMove, TakeBreakError, TakeBreakGame, MAX_HEAP as TAKE_BREAK_MAX_HEAP,
};
use nimatron_app::play::{Lcg, Level};
use nimatron_app::solve::{SolveError, SolveOptions, Solver};
use nimatron_app::{Mark, Match, MatchError, MatchOptions, MoveInfo, Picture, Script, ScriptError};
use num_bigint::BigUint;
use serde::Deserialize;
use serde_json::{json, Value};
use std::time::Duration;

/// The most canonical games one request may create; beyond it the request is
/// refused (422) instead of exhausting memory.
pub const MAX_GAMES: usize = 2_000_000;
/// The most bytes one request's game store may use (its tables and caches).
pub const MAX_MEMORY: usize = 512 << 20;
/// The deepest recursion of one request (game depth, search depth): the stack
/// grows on the heap as needed, about a kilobyte a level.
pub const MAX_DEPTH: usize = 20_000;
/// The most bytes of printed values in one reply: a value whose text would be
/// longer is refused (422) before any text is made.
pub const MAX_OUTPUT: usize = 1_000_000;
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
    /// Whether a limit or an interruption stopped the computation (422), as
    /// opposed to bad input: the server retries such a request in its slow lane
    /// when the fast lane's budget was what stopped it.
    pub stopped: bool,
}

/// The message of a computation stopped by the server's time limit (the
/// interrupt flag is raised only when the time is up or the client has gone).
const TIME_OUT: &str = "the computation took longer than the server's time limit";

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
            stopped: false,
        }
    }

    /// A computation that passed the server's time limit: 422.
    pub fn time_out() -> ApiError {
        ApiError::stop(Stop::Interrupted)
    }

    /// A stopped computation: 422 for a limit or the time limit, 400 for a
    /// value out of range or a case the engines do not cover.
    pub fn stop(stop: Stop) -> ApiError {
        let limited = stop.is_limit() || stop.is_interrupt();
        let message = match stop {
            Stop::Interrupted => TIME_OUT.to_string(),
            other => other.to_string(),
        };
        ApiError {
            stopped: limited,
            ..ApiError::with_status(if limited { 422 } else { 400 }, message)
        }
    }

    /// A language error on line `line` (1-based) of `src`: 400 for bad input,
    /// 422 for a limit or the time limit, by the error's kind.
    /// A statement of a script that failed, placed at its line and column.
    fn script(e: &ScriptError) -> ApiError {
        let mut err = ApiError::lang(&e.error, "", e.line);
        err.body["column"] = json!(e.column);
        err
    }

    fn lang(e: &LangError, src: &str, line: usize) -> ApiError {
        let stopped = !e.kind.is_bad_input();
        let message = match e.kind {
            ErrorKind::Interrupted => TIME_OUT.to_string(),
            _ => e.message.clone(),
        };
        ApiError {
            status: if stopped { 422 } else { 400 },
            body: json!({ "error": message, "column": e.column(src), "line": line }),
            stopped,
        }
    }
}

/// The limits of one computation: the store's games, memory, depth and printed
/// output (the server's constants) and its time (the lane's; the lane adds the
/// interrupt flag).
pub fn limits(time: Duration) -> Limits {
    Limits::none()
        .with_games(MAX_GAMES)
        .with_memory(MAX_MEMORY)
        .with_output(MAX_OUTPUT)
        .with_depth(MAX_DEPTH)
        .with_time(time)
}

/// A session bounded by `limits`.
fn session(limits: &Limits) -> Session {
    let mut s = Session::new();
    s.store.set_limits(limits.clone());
    s
}

/// Printed text within the output limit, shared by all the values of a reply.
struct Output {
    left: Option<usize>,
}

impl Output {
    fn new(limits: &Limits) -> Output {
        Output {
            left: limits.output,
        }
    }

    /// Count `len` more bytes of the reply.
    fn take(&mut self, len: usize) -> Result<(), Stop> {
        if let Some(left) = &mut self.left {
            if len > *left {
                return Err(Stop::Output {
                    needed: len as u64,
                    limit: *left,
                });
            }
            *left -= len;
        }
        Ok(())
    }

    /// A game in CGSuite notation; too long a text is an error before any
    /// text is made.
    fn game(&mut self, store: &mut GameStore, g: Game) -> Result<String, Stop> {
        let text = store.display_limited(g, self.left)?;
        self.take(text.len())?;
        Ok(text)
    }

    /// Text made elsewhere (positions, walls, drawings).
    fn text(&mut self, text: String) -> Result<String, Stop> {
        self.take(text.len())?;
        Ok(text)
    }
}

pub(super) fn check_len(what: &str, text: &str) -> Result<(), ApiError> {
    if text.chars().count() > MAX_TEXT {
        return Err(ApiError::with_status(
            413,
            format!("the {what} is longer than {MAX_TEXT} characters"),
        ));
    }
    Ok(())
}

/// `GET /api/functions`: every function and constant of the language, from
/// the builtins registry: `[{"name", "signature", "doc", "examples": [[input,
/// output], ...], "limits"}, ...]`.
pub fn functions() -> Value {
    Value::Array(
        nimatron::lang::builtins::all()
            .map(|b| {
                json!({
                    "name": b.name,
                    "signature": b.signature(),
                    "doc": b.doc,
                    "examples": b.examples,
                    "limits": b.engine.limits(),
                })
            })
            .collect(),
    )
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
pub fn eval(req: &EvalRequest, limits: Limits) -> Result<Value, ApiError> {
    check_len("expression", &req.expr)?;
    let mut s = session(&limits);
    let last = Script::parse(&req.expr)
        .last_value(&mut s)
        .map_err(|e| ApiError::script(&e))?;
    let Some(v) = last else {
        return Err(ApiError::bad("nothing to evaluate: `expr` is empty"));
    };
    // Within the output limit: too long a text is an error before it is made.
    let text = s.format(&v).map_err(ApiError::stop)?;
    Ok(json!({ "result": text }))
}

/// `POST /api/thermograph`: `{"expr": "{2|1||-1}"}`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThermographRequest {
    pub expr: String,
}

/// The thermograph of a game: the numbers, the exact walls and the SVG drawing
/// that `nimatron thermograph --svg` writes.
pub fn thermograph(req: &ThermographRequest, limits: Limits) -> Result<Value, ApiError> {
    check_len("expression", &req.expr)?;
    let mut s = session(&limits);
    let g = s
        .eval_game(&req.expr)
        .map_err(|e| ApiError::lang(&e, &req.expr, 1))?;
    let mut out = Output::new(&limits);
    s.store
        .guard(|st| -> Result<Value, Stop> {
            let th = st.thermograph(g);
            let game = out.game(st, g)?;
            let temperature = out.text(th.temperature.to_string())?;
            let mean = out.text(th.mast.to_string())?;
            let left_wall = out.text(describe(&th.left_wall, &th.temperature))?;
            let right_wall = out.text(describe(&th.right_wall, &th.temperature))?;
            let svg = out.text(render_svg(&th, &game))?;
            Ok(json!({
                "game": game,
                "temperature": temperature,
                "mean": mean,
                "left_wall": left_wall,
                "right_wall": right_wall,
                "svg": svg,
            }))
        })
        .and_then(|r| r)
        .map_err(ApiError::stop)
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
    /// In a take-and-break game (`game`), the part of the heap left on the
    /// taken objects' left (default 0); the rest is left on their right.
    #[serde(default)]
    pub left: usize,
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
    /// A take-and-break game instead of Nim (`kayles`, `dawson`, `0.137`):
    /// misère sums are played from the game's misère quotient.
    #[serde(default)]
    pub game: Option<String>,
}

fn yes() -> bool {
    true
}

pub(super) const DEFAULT_SEED: u64 = 0x5eed;

/// A big integer as JSON: a number up to 2^53 (exact in JavaScript), else a string.
fn big_json(n: &BigUint) -> Value {
    match u64::try_from(n) {
        Ok(v) if v <= 1 << 53 => json!(v),
        _ => json!(n.to_string()),
    }
}

pub(super) fn parse_big(v: &Value, what: &str) -> Result<BigUint, ApiError> {
    let bad = || {
        ApiError::bad(format!(
            "{what} is {v}, which is not a non-negative integer"
        ))
    };
    match v {
        // A JSON number past 2^64 arrives rounded (a float): refused, never
        // rounded or saturated into another heap.
        Value::Number(n) => n.as_u64().map(BigUint::from).ok_or_else(|| {
            if n.as_f64()
                .is_some_and(|f| f >= 18_446_744_073_709_551_616.0)
            {
                ApiError::bad(format!(
                    "{what} is a JSON number too large to be exact (2^64 or more): \
                     send it as a string of digits, \"18446744073709551617\""
                ))
            } else {
                bad()
            }
        }),
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
pub fn nim(req: &NimRequest, limits: Limits) -> Result<Value, ApiError> {
    if req.heaps.len() > MAX_HEAPS {
        return Err(ApiError::with_status(
            413,
            format!("{} heaps: at most {MAX_HEAPS} are allowed", req.heaps.len()),
        ));
    }
    if let Some(code) = &req.game {
        return take_break(req, code, limits);
    }
    let heaps = req
        .heaps
        .iter()
        .enumerate()
        .map(|(i, h)| parse_big(h, &format!("heap {i}")))
        .collect::<Result<Vec<BigUint>, ApiError>>()?;
    let mut game = NimGame {
        heaps,
        play: if req.misere {
            Play::Misere
        } else {
            Play::Normal
        },
    };
    let mut played = Vec::new();
    // `winner`: whether the person won, once the game is over.
    let mut winner = None;
    if let Some(mv) = &req.mv {
        if game.is_over() {
            return Err(ApiError::bad("the game is over: there is nothing to take"));
        }
        let take = parse_big(&mv.take, "take")?;
        let m = game.check_move(mv.heap, take).map_err(ApiError::bad)?;
        let lost = game.apply(&m);
        played.push(nim_move_json("you", &m, lost));
        winner = game.winner(false);
    }
    let mut rng = Lcg(req.seed.unwrap_or(DEFAULT_SEED));
    if winner.is_none() {
        if !req.reply {
            winner = game.winner(true);
        } else if game.is_over() {
            winner = game.winner(false);
        } else {
            let m = game.computer_move(req.level, &mut rng);
            let lost = game.apply(&m);
            played.push(nim_move_json("computer", &m, lost));
            winner = game.winner(true);
        }
    }
    let winner = winner.map(|you| if you { "you" } else { "computer" });
    let moves: Vec<Value> = game
        .winning_moves()
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
        "heaps": game.heaps.iter().map(big_json).collect::<Vec<_>>(),
        "misere": req.misere,
        "played": played,
        "over": winner.is_some(),
        "winner": winner,
        "outcome": game.outcome().to_string(),
        "nim_sum": big_json(&game.nim_sum()),
        "winning_moves": moves,
        "hint": if winner.is_some() { String::new() } else { game.hint() },
        "seed": rng.0 & ((1 << 53) - 1),
    }))
}

/// `POST /api/solve`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SolveRequest {
    /// A sum, as `nimatron solve` reads it: `domineering("....|....") + {2|1}`.
    pub expr: String,
    /// `left` or `right` to solve one first player only (default: both, and
    /// the outcome).
    #[serde(default)]
    pub first: Option<String>,
}

/// Who wins a sum by search, through the app layer's `Solver` (one thread,
/// the request's limits): the report of `nimatron solve --json`.
pub fn solve(req: &SolveRequest, limits: Limits) -> Result<Value, ApiError> {
    check_len("expression", &req.expr)?;
    let first = match req.first.as_deref() {
        None => None,
        Some(f) => Some(
            Player::parse(f)
                .ok_or_else(|| ApiError::bad(format!("first is `{f}`, not left or right")))?,
        ),
    };
    let options = SolveOptions {
        threads: Some(1),
        db_bytes: MAX_MEMORY / 4,
        ..SolveOptions::default()
    };
    let mut solver = Solver::new(limits, options);
    match solver.solve(&req.expr, first, None) {
        Ok(report) => Ok(report.to_json()),
        Err(SolveError::Lang(e)) => Err(ApiError::lang(&e, &req.expr, 1)),
        Err(SolveError::Stopped { stop, .. }) => Err(ApiError::stop(stop)),
        Err(e) => Err(ApiError::bad(e.to_string())),
    }
}

/// `POST /api/partizan`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartizanRequest {
    /// Any ruleset of the catalogue but Nim (`GET /api/rulesets` lists them).
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

fn heap_move_json(m: &HeapMove) -> Value {
    json!({ "heap": m.index, "take": m.take(), "from": m.from, "to": m.to })
}

fn take_break_error(e: TakeBreakError) -> ApiError {
    match e {
        TakeBreakError::Stop(s) => ApiError::stop(s),
        TakeBreakError::HeapTooLarge(..) => ApiError::with_status(413, e.to_string()),
        other => ApiError::bad(other.to_string()),
    }
}

/// `POST /api/nim` with `game`: sums of heaps of a take-and-break game
/// (Kayles, Dawson's Kayles, any octal code), played by the app layer's
/// `TakeBreakGame` (misère play from the game's misère quotient).
fn take_break(req: &NimRequest, code: &str, limits: Limits) -> Result<Value, ApiError> {
    check_len("game", code)?;
    let mut heaps = Vec::with_capacity(req.heaps.len());
    for (i, h) in req.heaps.iter().enumerate() {
        let n = parse_big(h, &format!("heap {i}"))?;
        match usize::try_from(&n) {
            Ok(n) if n <= TAKE_BREAK_MAX_HEAP => heaps.push(n),
            _ => {
                return Err(take_break_error(TakeBreakError::HeapTooLarge(
                    i,
                    n.to_string(),
                )))
            }
        }
    }
    let mut game =
        TakeBreakGame::new(code, heaps, req.misere, &limits).map_err(take_break_error)?;
    let stuck_wins = game.stuck_mover_wins();
    let mut played = Vec::new();
    let mut winner: Option<bool> = None;
    if let Some(mv) = &req.mv {
        let take = parse_big(&mv.take, "take")?;
        let take = usize::try_from(&take).unwrap_or(usize::MAX);
        let m = game
            .check_move(mv.heap, take, mv.left)
            .map_err(take_break_error)?;
        let lost = game.apply(&m).map_err(take_break_error)?;
        played.push((true, m, lost));
        if game.is_over() {
            winner = Some(!stuck_wins);
        }
    }
    let mut rng = Lcg(req.seed.unwrap_or(DEFAULT_SEED));
    if winner.is_none() && req.reply {
        match game
            .computer_move(req.level, &mut rng)
            .map_err(take_break_error)?
        {
            // The computer cannot move.
            None => winner = Some(!stuck_wins),
            Some((m, lost)) => {
                game.apply(&m).map_err(take_break_error)?;
                played.push((false, m, lost));
                if game.is_over() {
                    winner = Some(stuck_wins);
                }
            }
        }
    } else if winner.is_none() && game.is_over() {
        winner = Some(stuck_wins);
    }
    let wins_now = game.mover_wins().map_err(take_break_error)?;
    let hint = game.hint().map_err(take_break_error)?;
    let winner = winner.map(|you| if you { "you" } else { "computer" });
    Ok(json!({
        "game": game.name(),
        "heaps": game.heaps,
        "misere": req.misere,
        "played": played.iter().map(|(you, m, lost)| {
            let mut j = heap_move_json(m);
            j["by"] = json!(if *you { "you" } else { "computer" });
            j["lost_the_win"] = json!(lost);
            j
        }).collect::<Vec<_>>(),
        "over": winner.is_some(),
        "winner": winner,
        "outcome": if wins_now { "N" } else { "P" },
        "winning_moves": game.winning_moves().iter().map(heap_move_json).collect::<Vec<_>>(),
        "quotient_order": game.quotient_order().map_or(Value::Null, |o| json!(o)),
        "hint": if winner.is_some() { String::new() } else { hint },
        "seed": rng.0 & ((1 << 53) - 1),
    }))
}

/// `GET /api/rulesets`: the catalogue, for the page's tabs: each ruleset's
/// name, title, rules, syntax, example, whether it is partizan, and how the
/// page draws it (`grid`, `edges`, `graph` or `text`).
pub fn rulesets() -> Value {
    let all: Vec<Value> = nimatron_app::catalogue::entries()
        .map(|info| {
            json!({
                "name": info.name,
                "title": info.title,
                "rules": info.rules,
                "syntax": info.syntax,
                "example": info.example.position,
                "example_ruleset": info.example.ruleset,
                "partizan": info.partizan,
                "style": nimatron_app::catalogue::style(info),
            })
        })
        .collect();
    Value::Array(all)
}

/// Where a move is on the page's board, as JSON fields: the cells
/// (`[row, column]`) and the move's name for grids; the edge cut (its index
/// and `u-v:c`) for Hackenbush, from the picture before the move; the
/// vertices used and the name for graphs.
fn mark_json(mv: &MoveInfo, before: &Picture) -> Value {
    match &mv.mark {
        Mark::Cells(cells) => {
            let cells: Vec<[usize; 2]> = cells.iter().map(|&(r, c)| [r, c]).collect();
            json!({ "cells": cells, "name": mv.name })
        }
        Mark::Edge(k) => match before {
            Picture::Edges { edges } if *k < edges.len() => {
                let e = &edges[*k];
                json!({ "edge": k, "cut": format!("{}-{}:{}", e.u, e.v, &e.colour[..1]) })
            }
            _ => json!({ "edge": k }),
        },
        Mark::Vertices(used) => json!({ "vertices": used, "name": mv.name }),
        Mark::Heap { .. } | Mark::None => json!({}),
    }
}

/// The picture's own fields for the page: Hackenbush's edges, a graph's
/// tints and edges (grids are drawn from the position's text).
fn picture_json(p: &Picture) -> Value {
    match p {
        Picture::Edges { edges } => {
            let edges: Vec<Value> = edges
                .iter()
                .map(|e| json!({ "u": e.u, "v": e.v, "colour": e.colour }))
                .collect();
            json!({ "edges": edges })
        }
        Picture::Graph { tints, edges } => {
            let tints: Vec<String> = tints.iter().map(|t| t.to_string()).collect();
            let edges: Vec<Value> = edges
                .iter()
                .map(|e| json!({ "u": e.u, "v": e.v, "colour": e.colour.to_string() }))
                .collect();
            json!({ "graph": { "tints": tints, "edges": edges } })
        }
        Picture::Cells { .. } | Picture::Text(_) => json!({}),
    }
}

fn match_error(e: MatchError) -> ApiError {
    match e {
        MatchError::Stop(s) => ApiError::stop(s),
        other => ApiError::bad(other.to_string()),
    }
}

/// A move played, for the reply's `played`.
fn played_json(
    out: &mut Output,
    by: &str,
    mv: &MoveInfo,
    before: &Picture,
    lost_the_win: bool,
) -> Result<Value, Stop> {
    let mut m = json!({
        "by": by,
        "position": out.text(mv.position.clone())?,
        "value": out.text(mv.value.clone().unwrap_or_default())?,
        "mean": out.text(mv.mean.clone().unwrap_or_default())?,
        "lost_the_win": lost_the_win,
    });
    merge(&mut m, mark_json(mv, before));
    Ok(m)
}

/// Play a game of any ruleset of the catalogue but Nim (through the app
/// layer's [`Match`]): the person's move (if any), the computer's reply
/// (unless `reply` is false or the game is over), and the person's moves in
/// the new position, each with its value and whether it wins (the hint),
/// and the position's drawing (`svg`, the app layer's [`Picture`]).
pub fn partizan(req: &PartizanRequest, limits: Limits) -> Result<Value, ApiError> {
    check_len("position", &req.position)?;
    let ruleset = Ruleset::from_name(&req.ruleset).map_err(|e| ApiError::bad(e.to_string()))?;
    let position = ruleset
        .parse(&req.position)
        .map_err(|e| ApiError::bad(e.to_string()))?;
    let you = match req.side {
        Side::Left => Player::Left,
        Side::Right => Player::Right,
    };
    // One budget of printed text for the whole reply.
    let mut out = Output::new(&limits);
    let mut game = Match::new(
        &position,
        MatchOptions {
            misere: false,
            limits,
            first: you,
        },
    );
    if !game.lists_moves() {
        return Err(ApiError::bad(
            "Nim is played by /api/nim (heaps of any size, Bouton's rule)",
        ));
    }
    let ruleset = game.ruleset().to_string();
    let mut rng = Lcg(req.seed.unwrap_or(DEFAULT_SEED));
    let mut played = Vec::new();
    let mut winner: Option<&str> = None;
    if let Some(k) = req.mv {
        game.start_turn();
        let count = game.moves().map_err(match_error)?.len();
        if count == 0 {
            return Err(ApiError::bad("the game is over: you have no move"));
        }
        if k >= count {
            return Err(ApiError::bad(format!(
                "there is no move {k}: the moves are numbered 0 to {}",
                count - 1
            )));
        }
        let before = game.picture();
        let was_winning = game.mover_wins().map_err(ApiError::stop)?;
        let mv = game.play(k).map_err(match_error)?;
        played.push(
            played_json(&mut out, "you", &mv, &before, was_winning && !mv.wins)
                .map_err(ApiError::stop)?,
        );
    }
    if req.reply {
        game.start_turn();
        game.set_to_move(you.opponent());
        let before = game.picture();
        let was_winning = game.mover_wins().map_err(ApiError::stop)?;
        match game.reply(req.level, &mut rng).map_err(match_error)? {
            // The computer is to move and cannot: the person wins.
            None => winner = Some("you"),
            Some(mv) => played.push(
                played_json(&mut out, "computer", &mv, &before, was_winning && !mv.wins)
                    .map_err(ApiError::stop)?,
            ),
        }
    }
    game.set_to_move(you);
    let picture = game.picture();
    let cs = game.moves().map_err(match_error)?;
    if winner.is_none() && cs.is_empty() {
        winner = Some("computer");
    }
    let mut moves = Vec::with_capacity(cs.len());
    for mv in &cs {
        let mut m = json!({
            "index": mv.index,
            "position": out.text(mv.position.clone()).map_err(ApiError::stop)?,
            "value": out.text(mv.value.clone().unwrap_or_default()).map_err(ApiError::stop)?,
            "wins": mv.wins,
        });
        merge(&mut m, mark_json(mv, &picture));
        moves.push(m);
    }
    let you_win = match winner {
        Some(w) => w == "you",
        None => game.mover_wins().map_err(ApiError::stop)?,
    };
    let value = game.value().map_err(ApiError::stop)?.unwrap_or_default();
    let mean = game.mean().map_err(ApiError::stop)?.unwrap_or_default();
    let mut reply = json!({
        "ruleset": ruleset,
        "position": out.text(game.position()).map_err(ApiError::stop)?,
        "value": out.text(value).map_err(ApiError::stop)?,
        "mean": out.text(mean).map_err(ApiError::stop)?,
        "outcome": game.outcome().map_err(ApiError::stop)?.to_string(),
        "you_win": you_win,
        "played": played,
        "moves": if winner.is_some() { Vec::new() } else { moves },
        "over": winner.is_some(),
        "winner": winner,
        "seed": rng.0 & ((1 << 53) - 1),
        "svg": out.text(picture.to_svg()).map_err(ApiError::stop)?,
    });
    merge(&mut reply, picture_json(&picture));
    Ok(reply)
}

/// Copy the fields of object `extra` into object `into`.
fn merge(into: &mut Value, extra: Value) {
    if let (Value::Object(a), Value::Object(b)) = (into, extra) {
        a.extend(b);
    }
}
