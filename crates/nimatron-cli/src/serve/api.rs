//! The JSON API of `nimatron serve`, as plain functions from a request to a reply
//! (no I/O, no async): the server runs them on a blocking thread with limits.
//! Games are stateless: the client sends the position, the server replies with
//! the position after the moves, the opponent's move, hints, values and outcome.

use crate::cmd_thermograph::{describe, render_svg};
use crate::play::board::{cell_name, Grid, Style};
use crate::play::nim::NimGame;
use crate::play::partizan::{Choice, PartizanGame};
use crate::play::{Lcg, Level};
use nimatron::impartial::ImpartialPosition;
use nimatron::impartial::{NimMove, Play};
use nimatron::lang::{ErrorKind, LangError, Session};
use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::catalogue::{Drawing, NimHeaps, Notation, Ruleset, RulesetKind, Visitor};
use nimatron::rulesets::{
    Colour, GraphGame, GraphHackenbush, Hackenbush, PartizanPosition, RulesetPosition, Stalk,
};
use nimatron::short::{Game, GameStore};
use num_bigint::BigUint;
use serde::Deserialize;
use serde_json::{json, Value};
use std::any::Any;
use std::fmt::Display;
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
    let mut last = None;
    for (i, line) in req.expr.lines().enumerate() {
        match s.eval_line(line) {
            Ok(Some(v)) => last = Some(v),
            Ok(None) => {}
            Err(e) => return Err(ApiError::lang(&e, line, i + 1)),
        }
    }
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
pub fn nim(req: &NimRequest, limits: Limits) -> Result<Value, ApiError> {
    if req.heaps.len() > MAX_HEAPS {
        return Err(ApiError::with_status(
            413,
            format!("{} heaps: at most {MAX_HEAPS} are allowed", req.heaps.len()),
        ));
    }
    if let Some(code) = &req.game {
        return super::take_break::play(req, code, limits);
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

/// A position of an impartial ruleset played by the partizan machinery: both
/// players have its moves (Cram on the page), so its values are nimbers.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Both<P>(P);

impl<P: ImpartialPosition> PartizanPosition for Both<P> {
    fn left_options(&self) -> Vec<Self> {
        self.0.options().into_iter().map(Both).collect()
    }
    fn right_options(&self) -> Vec<Self> {
        self.left_options()
    }
    fn components(&self) -> Vec<Self> {
        self.0.components().into_iter().map(Both).collect()
    }
    fn heap_bytes(&self) -> usize {
        self.0.heap_bytes()
    }
}

impl<P: Display> Display for Both<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<P: Notation> Notation for Both<P> {
    fn ruleset(&self) -> Ruleset {
        self.0.ruleset()
    }
    fn describe(&self) -> String {
        self.0.describe()
    }
}

/// `x` as a `T`, when it is one (the caller checked its type).
fn cast<T: 'static>(x: impl Any) -> Option<T> {
    (Box::new(x) as Box<dyn Any>)
        .downcast::<T>()
        .ok()
        .map(|b| *b)
}

/// The moves of Left (or Right) with, for each, where it is on the page's
/// board: for Hackenbush the edge cut; for a graph (Col, Snort, Arc Kayles)
/// the vertices it uses (`[v]` coloured, `[u, v]` an edge's ends); for a grid
/// ruleset of the catalogue (any, by its drawing: `crate::play::board`) the
/// cells that name the move (`[row, column]`: where a piece left, where it
/// arrived, other cells filled) and its name (`a1-a2`).
fn web_moves<P: PartizanPosition + RulesetPosition>(p: &P, left: bool) -> Vec<(Value, P)> {
    if let Some(h) = (p as &dyn Any).downcast_ref::<Hackenbush>() {
        return hackenbush_moves(h, left)
            .into_iter()
            .filter_map(|(v, o)| Some((v, cast::<P>(o)?)))
            .collect();
    }
    if let Some(g) = graph_of(p) {
        return g
            .moves(left)
            .into_iter()
            .filter_map(|(used, o)| {
                let names: Vec<String> = used.iter().map(usize::to_string).collect();
                let name = match used.len() {
                    1 => format!("vertex {}", names[0]),
                    _ => format!("edge {}", names.join("-")),
                };
                Some((
                    json!({ "vertices": used, "name": name }),
                    as_position::<P>(reread(o))?,
                ))
            })
            .collect();
    }
    let before = p.to_string();
    let grid = match Style::of(p.ruleset().info()) {
        Style::Grid => Grid::parse(&before),
        _ => None,
    };
    let opts = if left {
        p.left_options()
    } else {
        p.right_options()
    };
    opts.into_iter()
        .map(|o| {
            let cells = grid
                .as_ref()
                .and_then(|g| g.move_cells(&Grid::parse(&o.to_string())?));
            let extra = match cells {
                Some(cells) => {
                    let name: Vec<String> = cells.iter().map(|&(r, c)| cell_name(r, c)).collect();
                    let cells: Vec<[usize; 2]> = cells.iter().map(|&(r, c)| [r, c]).collect();
                    json!({ "cells": cells, "name": name.join("-") })
                }
                None => json!({}),
            };
            (extra, o)
        })
        .collect()
}

/// Extra fields describing the position (Hackenbush: its edges; a graph: its
/// vertices' tints and its edges).
fn web_extra<P: 'static>(p: &P) -> Value {
    if let Some(g) = graph_of(p) {
        let (tints, edges) = g.picture();
        let tints: Vec<String> = tints.iter().map(|t| t.to_string()).collect();
        let edges: Vec<Value> = edges
            .iter()
            .map(|&(u, v, c)| json!({ "u": u, "v": v, "colour": c.to_string() }))
            .collect();
        return json!({ "graph": { "tints": tints, "edges": edges } });
    }
    match (p as &dyn Any).downcast_ref::<Hackenbush>() {
        Some(h) => hackenbush_edges(h),
        None => json!({}),
    }
}

/// The position as a graph of Col, Snort or Arc Kayles, when it is one (an
/// impartial ruleset's position is played wrapped in [`Both`]).
fn graph_of<P: 'static>(p: &P) -> Option<&GraphGame> {
    let any = p as &dyn Any;
    any.downcast_ref::<GraphGame>()
        .or_else(|| any.downcast_ref::<Both<GraphGame>>().map(|b| &b.0))
}

/// A graph as its printed text reads back: vertices numbered as the next
/// request reads the reply's position, so that the moves listed (and their
/// indices) are the ones the next request finds.
fn reread(g: GraphGame) -> GraphGame {
    GraphGame::parse(&g.to_string(), g.rules()).unwrap_or(g)
}

/// A graph as the position type played: itself, or wrapped in [`Both`].
fn as_position<P: 'static>(g: GraphGame) -> Option<P> {
    cast::<P>(g.clone()).or_else(|| cast::<P>(Both(g)))
}

fn colour_name(c: Colour) -> &'static str {
    match c {
        Colour::Blue => "blue",
        Colour::Red => "red",
        Colour::Green => "green",
    }
}

fn hackenbush_moves(h: &Hackenbush, left: bool) -> Vec<(Value, Hackenbush)> {
    let barred = if left { Colour::Red } else { Colour::Blue };
    h.edges()
        .iter()
        .enumerate()
        .filter(|(_, e)| e.2 != barred)
        .filter_map(|(k, &(u, v, c))| {
            let name = format!("{u}-{v}:{}", &colour_name(c)[..1]);
            Some((json!({ "edge": k, "cut": name }), h.cut(k)?))
        })
        .collect()
}

fn hackenbush_edges(h: &Hackenbush) -> Value {
    let edges: Vec<Value> = h
        .edges()
        .iter()
        .map(|&(u, v, c)| json!({ "u": u, "v": v, "colour": colour_name(c) }))
        .collect();
    json!({ "edges": edges })
}

/// `GET /api/rulesets`: the catalogue, for the page's tabs: each ruleset's
/// name, title, rules, syntax, example, whether it is partizan, and how the
/// page draws it (`grid`, `edges`, `graph` or `text`).
pub fn rulesets() -> Value {
    let all: Vec<Value> = RulesetKind::ALL
        .into_iter()
        .map(|k| {
            let info = k.info();
            let style = match info.drawing {
                Drawing::Cells => "grid",
                Drawing::Edges => "edges",
                Drawing::Graph => "graph",
                Drawing::Text => "text",
            };
            json!({
                "name": info.name,
                "title": info.title,
                "rules": info.rules,
                "syntax": info.syntax,
                "example": info.example.position,
                "example_ruleset": info.example.ruleset,
                "partizan": info.partizan,
                "style": style,
            })
        })
        .collect();
    Value::Array(all)
}

/// Plays a position of whichever ruleset: partizan rulesets as they are,
/// impartial ones with both players having its moves, Nim not here.
struct WebPlay<'a> {
    req: &'a PartizanRequest,
    limits: Limits,
}

impl Visitor for WebPlay<'_> {
    type Output = Result<Value, ApiError>;

    fn partizan<P: PartizanPosition + RulesetPosition>(self, pos: &P) -> Self::Output {
        // A stalk is played as the Hackenbush graph it is.
        if let Some(s) = (pos as &dyn Any).downcast_ref::<Stalk>() {
            return play_partizan(s.clone().into_hackenbush(), self.req, self.limits);
        }
        // A graph string of CGSuite's is played as the Hackenbush graph it is.
        if let Some(g) = (pos as &dyn Any).downcast_ref::<GraphHackenbush>() {
            return play_partizan(g.hackenbush().clone(), self.req, self.limits);
        }
        play_partizan(pos.clone(), self.req, self.limits)
    }

    fn impartial<P: ImpartialPosition + RulesetPosition>(self, pos: &P) -> Self::Output {
        play_partizan(Both(pos.clone()), self.req, self.limits)
    }

    fn nim(self, _heaps: &NimHeaps) -> Self::Output {
        Err(ApiError::bad(
            "Nim is played by /api/nim (heaps of any size, Bouton's rule)",
        ))
    }
}

/// Play a game of any ruleset of the catalogue but Nim: the person's move
/// (if any), the computer's reply (unless `reply` is false or the game is
/// over), and the person's moves in the new position, each with its value
/// and whether it wins (the hint).
pub fn partizan(req: &PartizanRequest, limits: Limits) -> Result<Value, ApiError> {
    check_len("position", &req.position)?;
    let ruleset = Ruleset::from_name(&req.ruleset).map_err(|e| ApiError::bad(e.to_string()))?;
    let position = ruleset
        .parse(&req.position)
        .map_err(|e| ApiError::bad(e.to_string()))?;
    position.visit(WebPlay { req, limits })
}

fn play_partizan<P: PartizanPosition + RulesetPosition>(
    start: P,
    req: &PartizanRequest,
    limits: Limits,
) -> Result<Value, ApiError> {
    let mut store = GameStore::new();
    // One budget of printed text for the whole reply.
    let mut out = Output::new(&limits);
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
                web_moves(&game.position, left).into_iter().unzip();
            let cs = game.value_choices(opts, left)?;
            Ok(targets.into_iter().zip(cs).collect())
        };
    let mut played = Vec::new();
    let mut winner: Option<&str> = None;
    let describe_move = |game: &mut PartizanGame<P>,
                         out: &mut Output,
                         by: &str,
                         target: Value,
                         c: &Choice<P>,
                         was_winning: bool|
     -> Result<Value, Stop> {
        let v = c.value;
        let mean = game.store.guard(|s| s.mean(v))?;
        let mut m = json!({
            "by": by,
            "position": out.text(c.position.to_string())?,
            "value": out.game(&mut game.store, c.value)?,
            "mean": out.text(mean.to_string())?,
            "lost_the_win": was_winning && !c.wins,
        });
        merge(&mut m, target);
        Ok(m)
    };
    if let Some(k) = req.mv {
        let g = game.value().map_err(ApiError::stop)?;
        let was_winning = game.mover_wins(g, you_left).map_err(ApiError::stop)?;
        let mut cs = choices(&mut game, you_left).map_err(ApiError::stop)?;
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
            describe_move(&mut game, &mut out, "you", target, &c, was_winning)
                .map_err(ApiError::stop)?,
        );
        game.position = c.position;
    }
    if req.reply {
        let g = game.value().map_err(ApiError::stop)?;
        let was_winning = game.mover_wins(g, !you_left).map_err(ApiError::stop)?;
        let mut cs = choices(&mut game, !you_left).map_err(ApiError::stop)?;
        if cs.is_empty() {
            // The computer is to move and cannot: the person wins.
            winner = Some("you");
        } else {
            let k = PartizanGame::<P>::computer_pick(&cs, |c| c.1.wins, req.level, &mut rng);
            let (target, c) = cs.swap_remove(k);
            played.push(
                describe_move(&mut game, &mut out, "computer", target, &c, was_winning)
                    .map_err(ApiError::stop)?,
            );
            game.position = c.position;
        }
    }
    let g = game.value().map_err(ApiError::stop)?;
    let cs = choices(&mut game, you_left).map_err(ApiError::stop)?;
    if winner.is_none() && cs.is_empty() {
        winner = Some("computer");
    }
    let mut moves = Vec::with_capacity(cs.len());
    for (i, (target, c)) in cs.iter().enumerate() {
        let mut m = json!({
            "index": i,
            "position": out.text(c.position.to_string()).map_err(ApiError::stop)?,
            "value": out.game(&mut game.store, c.value).map_err(ApiError::stop)?,
            "wins": c.wins,
        });
        merge(&mut m, target.clone());
        moves.push(m);
    }
    let you_win = match winner {
        Some(w) => w == "you",
        None => game.mover_wins(g, you_left).map_err(ApiError::stop)?,
    };
    let mut reply = json!({
        "ruleset": ruleset,
        "position": out.text(game.position.to_string()).map_err(ApiError::stop)?,
        "value": out.game(&mut game.store, g).map_err(ApiError::stop)?,
        "mean": out.text(game.store.guard(|s| s.mean(g)).map_err(ApiError::stop)?.to_string()).map_err(ApiError::stop)?,
        "outcome": game.store.guard(|s| s.outcome(g)).map_err(ApiError::stop)?.to_string(),
        "you_win": you_win,
        "played": played,
        "moves": if winner.is_some() { Vec::new() } else { moves },
        "over": winner.is_some(),
        "winner": winner,
        "seed": rng.0 & ((1 << 53) - 1),
    });
    merge(&mut reply, web_extra(&game.position));
    Ok(reply)
}

/// Copy the fields of object `extra` into object `into`.
fn merge(into: &mut Value, extra: Value) {
    if let (Value::Object(a), Value::Object(b)) = (into, extra) {
        a.extend(b);
    }
}
