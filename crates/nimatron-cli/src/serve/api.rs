//! The JSON API of `nimatron serve`, as plain functions from a request to a reply
//! (no I/O, no async): the server runs them on a blocking thread with limits.
//! Games are stateless: the client sends the position, the server replies with
//! the position after the moves, the opponent's move, hints, values and outcome.

use crate::cmd_thermograph::{describe, render_svg};
use crate::play::nim::NimGame;
use crate::play::partizan::{Choice, PartizanGame};
use crate::play::{Lcg, Level};
use nimatron::impartial::{NimMove, Play};
use nimatron::lang::{ErrorKind, LangError, Session};
use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::catalogue::{AnyPosition, Ruleset, RulesetKind};
use nimatron::rulesets::{Colour, Domineering, Hackenbush, PartizanPosition, ToadsAndFrogs};
use nimatron::short::GameStore;
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
/// The most memory one request's searches may use (the partizan solver's memo
/// and the option lists it holds); beyond it the request is refused (422).
pub const MAX_SEARCH_MEMORY: usize = 256 << 20;

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

/// `POST /api/partizan`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartizanRequest {
    /// A partizan ruleset of the catalogue: `hackenbush`, `stalk`,
    /// `domineering` or `toads`.
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

/// The partizan rulesets of the catalogue, for messages.
fn partizan_names() -> String {
    let names: Vec<&str> = RulesetKind::ALL
        .into_iter()
        .filter(|k| k.info().partizan)
        .map(RulesetKind::name)
        .collect();
    names.join(", ")
}

/// Play a partizan game: the person's move (if any), the computer's reply (unless
/// `reply` is false or the game is over), and the person's moves in the new
/// position, each with its value and whether it wins (the hint). The ruleset
/// is found in the catalogue; a stalk is played as the Hackenbush graph it is.
pub fn partizan(req: PartizanRequest, interrupt: Arc<AtomicBool>) -> Result<Value, ApiError> {
    check_len("position", &req.position)?;
    let ruleset = Ruleset::from_name(&req.ruleset).map_err(|e| ApiError::bad(e.to_string()))?;
    let position = ruleset
        .parse(&req.position)
        .map_err(|e| ApiError::bad(e.to_string()))?;
    match position {
        AnyPosition::Domineering(p) => play_partizan(p, &req, interrupt),
        AnyPosition::Toads(p) => play_partizan(p, &req, interrupt),
        AnyPosition::Hackenbush(p) => play_partizan(p, &req, interrupt),
        AnyPosition::Stalk(p) => play_partizan(p.into_hackenbush(), &req, interrupt),
        other => Err(ApiError::bad(format!(
            "`{}` is not played here: /api/partizan plays the partizan rulesets ({})",
            other.ruleset(),
            partizan_names()
        ))),
    }
}

/// The limits of one request's searches: the store's size, the search's
/// memory, and the interrupt the server raises at its time limit.
fn request_limits(interrupt: Arc<AtomicBool>) -> Limits {
    Limits::none()
        .with_games(MAX_GAMES)
        .with_memory(MAX_SEARCH_MEMORY)
        .with_interrupt(interrupt)
}

fn play_partizan<P: Web + nimatron::rulesets::RulesetPosition>(
    start: P,
    req: &PartizanRequest,
    interrupt: Arc<AtomicBool>,
) -> Result<Value, ApiError> {
    let limits = request_limits(interrupt);
    let mut store = GameStore::new();
    store.set_limits(limits.clone());
    let ruleset = start.ruleset().to_string();
    let mut game = PartizanGame::new(start, store, limits);
    let you_left = req.side == Side::Left;
    let mut rng = Lcg(req.seed.unwrap_or(DEFAULT_SEED));
    // The moves of `left` (or Right) in the position, with where they are on
    // the board, valued.
    let choices =
        |game: &mut PartizanGame<P>, left: bool| -> Result<Vec<(Value, Choice<P>)>, Stop> {
            let (targets, opts): (Vec<Value>, Vec<P>) =
                game.position.web_moves(left).into_iter().unzip();
            let cs = game.value_choices(opts, left)?;
            Ok(targets.into_iter().zip(cs).collect())
        };
    let mut played = Vec::new();
    let mut winner: Option<&str> = None;
    let describe_move = |game: &mut PartizanGame<P>,
                         by: &str,
                         target: Value,
                         c: &Choice<P>,
                         was_winning: bool|
     -> Result<Value, Stop> {
        let mut m = json!({
            "by": by,
            "position": c.position.to_string(),
            "value": game.show(c.value)?,
            "lost_the_win": was_winning && !c.wins,
        });
        merge(&mut m, target);
        Ok(m)
    };
    if let Some(k) = req.mv {
        let g = game.value().map_err(ApiError::abort)?;
        let was_winning = game.mover_wins(g, you_left).map_err(ApiError::abort)?;
        let mut cs = choices(&mut game, you_left).map_err(ApiError::abort)?;
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
        played.push(
            describe_move(&mut game, "you", target, &c, was_winning).map_err(ApiError::abort)?,
        );
        game.position = c.position;
    }
    if req.reply {
        let g = game.value().map_err(ApiError::abort)?;
        let was_winning = game.mover_wins(g, !you_left).map_err(ApiError::abort)?;
        let mut cs = choices(&mut game, !you_left).map_err(ApiError::abort)?;
        if cs.is_empty() {
            // The computer is to move and cannot: the person wins.
            winner = Some("you");
        } else {
            let k = PartizanGame::<P>::computer_pick(&cs, |c| c.1.wins, req.level, &mut rng);
            let (target, c) = cs.swap_remove(k);
            played.push(
                describe_move(&mut game, "computer", target, &c, was_winning)
                    .map_err(ApiError::abort)?,
            );
            game.position = c.position;
        }
    }
    let g = game.value().map_err(ApiError::abort)?;
    let cs = choices(&mut game, you_left).map_err(ApiError::abort)?;
    if winner.is_none() && cs.is_empty() {
        winner = Some("computer");
    }
    let mut moves = Vec::with_capacity(cs.len());
    for (i, (target, c)) in cs.iter().enumerate() {
        let mut m = json!({
            "index": i,
            "position": c.position.to_string(),
            "value": game.show(c.value).map_err(ApiError::abort)?,
            "wins": c.wins,
        });
        merge(&mut m, target.clone());
        moves.push(m);
    }
    let you_win = match winner {
        Some(w) => w == "you",
        None => game.mover_wins(g, you_left).map_err(ApiError::abort)?,
    };
    let mut reply = json!({
        "ruleset": ruleset,
        "position": game.position.to_string(),
        "value": game.show(g).map_err(ApiError::abort)?,
        "outcome": game.store.guard(|s| s.outcome(g)).map_err(ApiError::abort)?.to_string(),
        "you_win": you_win,
        "played": played,
        "moves": if winner.is_some() { Vec::new() } else { moves },
        "over": winner.is_some(),
        "winner": winner,
        "seed": rng.0 & ((1 << 53) - 1),
    });
    merge(&mut reply, game.position.web_extra());
    Ok(reply)
}

/// Copy the fields of object `extra` into object `into`.
fn merge(into: &mut Value, extra: Value) {
    if let (Value::Object(a), Value::Object(b)) = (into, extra) {
        a.extend(b);
    }
}
