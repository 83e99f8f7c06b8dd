//! A winning strategy from the generic search, for `nimatron play` to follow:
//! for every position the winner meets when playing it against any reply, the
//! winning move. Positions the endgame database values (small enough for
//! canonical forms) end the strategy: `play` values them itself.
//!
//! The file (`nimatron solve --strategy FILE`) is JSON lines: a header
//! `{"nimatron_strategy": 1, "ruleset": R, "start": S, "first": F, "winner":
//! W, "positions": N}`, then one line a position where the winner is to move,
//! `{"position": P, "to": Q, "move": M}` (`M` the ruleset's name of the move,
//! or null). Writing and reading the file is the front end's.

use super::generic::{Comp, GenericSearch};
use crate::limits::{stop, Stop};
use crate::rulesets::catalogue::RulesetPosition;
use crate::rulesets::PartizanPosition;
use rustc_hash::FxHashSet;

/// The format's version, the header's `nimatron_strategy`.
pub const STRATEGY_VERSION: u64 = 1;

/// A strategy: who wins, and the winner's move in each position it meets.
#[derive(Clone, Debug)]
pub struct Strategy<P> {
    /// Whether Left is the winner.
    pub winner_left: bool,
    /// Position (the winner to move), the position its winning move reaches.
    pub moves: Vec<(P, P)>,
}

/// The winning strategy of `start` with Left (`left_first`) or Right moving
/// first, listing at most `max` positions (more stops with
/// [`Stop::TooLarge`]). Stops unwind (run under the store's guard).
pub fn strategy<P: PartizanPosition + RulesetPosition>(
    search: &mut GenericSearch<'_>,
    start: &P,
    left_first: bool,
    max: usize,
) -> Strategy<P> {
    let zero = search.store().zero();
    let root = search.state([Comp::of(start.clone())], zero);
    let first_wins = search.wins(&root, left_first);
    let winner_left = left_first == first_wins;
    let mut moves = Vec::new();
    let mut seen: FxHashSet<(P, bool)> = FxHashSet::default();
    let mut stack = vec![(start.clone(), left_first)];
    while let Some((p, left)) = stack.pop() {
        if !seen.insert((p.clone(), left)) {
            continue;
        }
        if seen.len() > max.saturating_mul(64) {
            stop(Stop::TooLarge(format!(
                "a strategy meeting more than {} positions",
                max.saturating_mul(64)
            )));
        }
        let state = search.state([Comp::of(p.clone())], zero);
        if state.comps.is_empty() {
            // Valued: canonical forms play it from here.
            continue;
        }
        let opts = if left {
            p.left_options()
        } else {
            p.right_options()
        };
        if left == winner_left {
            let mut found = None;
            for o in opts {
                let s = search.state([Comp::of(o.clone())], zero);
                if !search.wins(&s, !left) {
                    found = Some(o);
                    break;
                }
            }
            let Some(o) = found else {
                stop(Stop::Unsupported(
                    "the search found no winning move where it had found a win (a table collision)",
                ))
            };
            if moves.len() >= max {
                stop(Stop::TooLarge(format!(
                    "a strategy of more than {max} positions"
                )));
            }
            moves.push((p, o.clone()));
            stack.push((o, !left));
        } else {
            for o in opts {
                stack.push((o, !left));
            }
        }
    }
    Strategy { winner_left, moves }
}
