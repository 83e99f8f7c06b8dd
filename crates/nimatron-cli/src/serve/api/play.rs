//! `POST /api/partizan`: any ruleset of the catalogue but Nim played through
//! the app layer's `Match`, its moves' marks and its `Picture` as JSON.

use super::{check_len, yes, ApiError, Output, DEFAULT_SEED};
use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::catalogue::Ruleset;
use nimatron::Player;
use nimatron_app::play::{Lcg, Level};
use nimatron_app::{Mark, Match, MatchError, MatchOptions, MoveInfo, Picture};
use serde::Deserialize;
use serde_json::{json, Value};

/// Whose side the person plays, in partizan games.
#[derive(Deserialize, Clone, Copy, Default, PartialEq, Eq, Debug)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    #[default]
    Left,
    Right,
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
