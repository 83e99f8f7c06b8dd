//! The JSON API of `nimatron serve`, as plain functions from a request to a reply
//! (no I/O, no async): the server runs them on a blocking thread with limits.
//! Games are stateless: the client sends the position, the server replies with
//! the position after the moves, the opponent's move, hints, values and outcome.
//! Here: errors, limits, the language, thermographs, solve and the catalogue;
//! `nim` plays Nim and take-and-break sums, `play` any ruleset through `Match`.

use crate::cmd_thermograph::{describe, render_svg};
use nimatron::lang::{ErrorKind, LangError, Session};
use nimatron::limits::{Limits, Stop};
use nimatron::short::{Game, GameStore};
use nimatron::Player;
use nimatron_app::solve::{SolveError, SolveOptions, Solver};
use nimatron_app::{Script, ScriptError};
use serde::Deserialize;
use serde_json::{json, Value};
use std::time::Duration;

mod nim;
mod play;
pub use nim::{nim, NimRequest};
#[cfg(test)]
pub use play::Side;
pub use play::{partizan, PartizanRequest};

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

fn yes() -> bool {
    true
}

pub(super) const DEFAULT_SEED: u64 = 0x5eed;

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
