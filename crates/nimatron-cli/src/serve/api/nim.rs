//! `POST /api/nim`: Nim on heaps of any size by Bouton's rule, and sums of a
//! take-and-break game's heaps (`game`), played by the app layer.

use super::{check_len, yes, ApiError, DEFAULT_SEED, MAX_HEAPS, MAX_HEAP_DIGITS};
use nimatron::impartial::{NimMove, Play};
use nimatron::limits::Limits;
use nimatron_app::play::nim::NimGame;
use nimatron_app::play::take_break::{
    HeapMove, TakeBreakError, TakeBreakGame, MAX_HEAP as TAKE_BREAK_MAX_HEAP,
};
use nimatron_app::play::{Lcg, Level};
use num_bigint::BigUint;
use serde::Deserialize;
use serde_json::{json, Value};

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
