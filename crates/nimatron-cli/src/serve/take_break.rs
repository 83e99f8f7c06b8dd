//! `POST /api/nim` with `game`: sums of heaps of a take-and-break game
//! (Kayles, Dawson's Kayles, any octal code). Misère play answers from the
//! game's misère quotient of the heaps up to the largest one (computed
//! within the request's limits), normal play from Grundy values.

use super::api::{check_len, parse_big, ApiError, NimRequest, DEFAULT_SEED};
use crate::play::{opponent_pick, Lcg};
use nimatron::impartial::mex;
use nimatron::impartial::misere_quotient::{MisereQuotient, QuotientConfig, QuotientSolver};
use nimatron::impartial::octal::OctalGame;
use nimatron::limits::Limits;
use serde_json::{json, Value};

/// The largest heap of a take-and-break game played here.
pub const MAX_HEAP: usize = 200;

/// How sums are judged: the misère quotient, or Grundy values.
enum Judge {
    Misere(Box<MisereQuotient>),
    Normal(Vec<u32>),
}

impl Judge {
    /// Whether the player to move at `heaps` wins.
    fn wins(&self, heaps: &[usize]) -> Result<bool, ApiError> {
        match self {
            Judge::Misere(q) => q
                .element(heaps)
                .map(|x| !q.is_p(x))
                .ok_or_else(|| ApiError::bad("a heap is beyond the quotient computed")),
            Judge::Normal(g) => Ok(heaps.iter().fold(0, |acc, &h| acc ^ g[h]) != 0),
        }
    }
}

/// A move: heap `index` (of size `from`) becomes the heaps `to`.
struct Move {
    index: usize,
    from: usize,
    to: Vec<usize>,
}

fn moves(game: &OctalGame, heaps: &[usize]) -> Vec<Move> {
    let mut out = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        if heaps[..i].contains(&h) {
            continue;
        }
        for to in game.heap_options(h) {
            out.push(Move {
                index: i,
                from: h,
                to,
            });
        }
    }
    out
}

fn apply(heaps: &[usize], m: &Move) -> Vec<usize> {
    let mut out = heaps[..m.index].to_vec();
    out.extend(m.to.iter().copied().filter(|&x| x > 0));
    out.extend_from_slice(&heaps[m.index + 1..]);
    out
}

fn move_json(m: &Move) -> Value {
    json!({
        "heap": m.index,
        "take": m.from - m.to.iter().sum::<usize>(),
        "from": m.from,
        "to": m.to,
    })
}

/// Play one turn of a take-and-break game (see [`super::api::nim`]).
pub fn play(req: &NimRequest, code: &str, limits: Limits) -> Result<Value, ApiError> {
    check_len("game", code)?;
    let game: OctalGame = code
        .parse()
        .map_err(|e| ApiError::bad(format!("game `{code}`: {e}")))?;
    let mut heaps = Vec::with_capacity(req.heaps.len());
    for (i, h) in req.heaps.iter().enumerate() {
        let n = parse_big(h, &format!("heap {i}"))?;
        match usize::try_from(&n) {
            Ok(n) if n <= MAX_HEAP => heaps.push(n),
            _ => {
                return Err(ApiError::with_status(
                    413,
                    format!(
                        "heap {i} is {n}: heaps of {} go up to {MAX_HEAP}",
                        game.name()
                    ),
                ))
            }
        }
    }
    let to = heaps.iter().copied().max().unwrap_or(0);
    let judge = if req.misere {
        let mut solver = QuotientSolver::new(game.clone(), &limits, QuotientConfig::default());
        solver.run_to(to, true, |_| {}).map_err(ApiError::stop)?;
        Judge::Misere(Box::new(solver.quotient().map_err(ApiError::stop)?))
    } else {
        let mut g: Vec<u32> = Vec::with_capacity(to + 1);
        for n in 0..=to {
            let v = mex(game
                .heap_options(n)
                .iter()
                .map(|o| o.iter().fold(0, |acc, &h| acc ^ g[h])));
            g.push(v);
        }
        Judge::Normal(g)
    };
    // The mover at `heaps` with no move left wins in misère play.
    let stuck_wins = req.misere;
    let mut played = Vec::new();
    let mut winner: Option<bool> = None;
    if let Some(mv) = &req.mv {
        let Some(&from) = heaps.get(mv.heap) else {
            return Err(ApiError::bad(format!("there is no heap {}", mv.heap)));
        };
        let take = parse_big(&mv.take, "take")?;
        let take = usize::try_from(&take).unwrap_or(usize::MAX);
        if take > from || mv.left > from - take {
            return Err(ApiError::bad(format!(
                "heap {} has {from}: it cannot lose {take} leaving {} on the left",
                mv.heap, mv.left
            )));
        }
        let mut parts: Vec<usize> = [mv.left, from - take - mv.left]
            .into_iter()
            .filter(|&x| x > 0)
            .collect();
        parts.sort_unstable();
        if !game.heap_options(from).contains(&parts) {
            return Err(ApiError::bad(format!(
                "{} does not allow taking {take} from a heap of {from} leaving {:?}",
                game.name(),
                parts
            )));
        }
        let was_winning = judge.wins(&heaps)?;
        let m = Move {
            index: mv.heap,
            from,
            to: vec![mv.left, from - take - mv.left],
        };
        heaps = apply(&heaps, &m);
        let lost = was_winning && judge.wins(&heaps)?;
        played.push((true, m, lost));
        if moves(&game, &heaps).is_empty() {
            winner = Some(!stuck_wins);
        }
    }
    let mut rng = Lcg(req.seed.unwrap_or(DEFAULT_SEED));
    if winner.is_none() && req.reply {
        let options = moves(&game, &heaps);
        if options.is_empty() {
            // The computer cannot move.
            winner = Some(!stuck_wins);
        } else {
            let wins = options
                .iter()
                .map(|m| Ok(!judge.wins(&apply(&heaps, m))?))
                .collect::<Result<Vec<bool>, ApiError>>()?;
            let k = opponent_pick(&wins, req.level, &mut rng);
            let was_winning = wins.iter().any(|&w| w);
            let m = options.into_iter().nth(k).expect("a listed move");
            heaps = apply(&heaps, &m);
            played.push((false, m, was_winning && !wins[k]));
            if moves(&game, &heaps).is_empty() {
                winner = Some(stuck_wins);
            }
        }
    } else if winner.is_none() && moves(&game, &heaps).is_empty() {
        winner = Some(stuck_wins);
    }
    let wins_now = judge.wins(&heaps)?;
    let winning: Vec<Move> = moves(&game, &heaps)
        .into_iter()
        .filter(|m| judge.wins(&apply(&heaps, m)).is_ok_and(|w| !w))
        .collect();
    let hint = match &judge {
        Judge::Misere(q) => {
            let x = q.element(&heaps).unwrap_or(0);
            format!(
                "In the misère quotient of {} (order {}), this sum is {}, {} the P-portion: {}.",
                game.name(),
                q.order(),
                q.name(x),
                if q.is_p(x) { "in" } else { "not in" },
                if wins_now {
                    "move into the P-portion"
                } else {
                    "every move leaves the opponent outside the P-portion"
                }
            )
        }
        Judge::Normal(g) => format!(
            "Grundy values {:?}, nim-sum {}.",
            heaps.iter().map(|&h| g[h]).collect::<Vec<_>>(),
            heaps.iter().fold(0, |acc, &h| acc ^ g[h])
        ),
    };
    let winner = winner.map(|you| if you { "you" } else { "computer" });
    Ok(json!({
        "game": game.name(),
        "heaps": heaps,
        "misere": req.misere,
        "played": played.iter().map(|(you, m, lost)| {
            let mut j = move_json(m);
            j["by"] = json!(if *you { "you" } else { "computer" });
            j["lost_the_win"] = json!(lost);
            j
        }).collect::<Vec<_>>(),
        "over": winner.is_some(),
        "winner": winner,
        "outcome": if wins_now { "N" } else { "P" },
        "winning_moves": winning.iter().map(move_json).collect::<Vec<_>>(),
        "quotient_order": match &judge { Judge::Misere(q) => json!(q.order()), _ => Value::Null },
        "hint": if winner.is_some() { String::new() } else { hint },
        "seed": rng.0 & ((1 << 53) - 1),
    }))
}
