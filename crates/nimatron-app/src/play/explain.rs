//! Values in words, for hints: what a value says about who wins (its outcome
//! class) and what kind of value it is (a number, a nimber, an infinitesimal,
//! a hot game), said to the person playing.

use nimatron::limits::Stop;
use nimatron::short::{Game, GameStore, Outcome};

/// Who wins a position worth `g` with `next` (`"you"` or `"me"`, or
/// `"your opponent"`) to move, the person playing Left when `you_left`:
/// "the next player, your opponent, loses".
pub fn who_wins(
    store: &mut GameStore,
    g: Game,
    you_left: bool,
    next_is_you: bool,
) -> Result<String, Stop> {
    let outcome = store.guard(|s| s.outcome(g))?;
    let next = if next_is_you { "you" } else { "your opponent" };
    let side = |left: bool| {
        if left == you_left {
            "you"
        } else {
            "your opponent"
        }
    };
    Ok(match outcome {
        Outcome::P => format!("the next player, {next}, loses"),
        Outcome::N => format!("the next player, {next}, wins"),
        Outcome::L => format!("Left ({}) wins whoever moves next", side(true)),
        Outcome::R => format!("Right ({}) wins whoever moves next", side(false)),
    })
}

/// What kind of value `g` is, in a few words: "a number: Left is 3/2 moves
/// ahead", "a nimber: a Nim heap", "hot: whoever moves here first gains".
pub fn kind(store: &mut GameStore, g: Game) -> Result<String, Stop> {
    store.guard(|s| {
        if let Some(x) = s.number_value(g).cloned() {
            let zero = nimatron::numbers::Rational::from(0i64);
            return if x == zero {
                "zero: whoever moves loses".to_string()
            } else if x > zero {
                format!("a number: Left is {x} free moves ahead")
            } else {
                format!("a number: Right is {} free moves ahead", -x)
            };
        }
        if s.is_nimber(g) {
            return "a nimber: it plays like a Nim heap of that size".to_string();
        }
        let (l, r) = s.stops(g);
        if l > r {
            let t = s.temperature(g);
            format!("hot (temperature {t}): moving here first gains; play the hottest part first")
        } else if l == nimatron::numbers::Rational::from(0i64) {
            "an infinitesimal: smaller than any positive number, yet it can decide the game"
                .to_string()
        } else {
            format!("a number ({l}) plus an infinitesimal")
        }
    })
}

/// The outcome classes and values in two lines, for the first hint.
pub const LEGEND: &str = "Values: a position is worth a game value; positive favours Left, negative Right, 0 means whoever moves loses, and a fuzzy value (like * or +-1) means whoever moves wins. Values of independent parts add.";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_in_words() {
        let mut s = GameStore::new();
        let zero = s.zero();
        assert_eq!(
            who_wins(&mut s, zero, true, false).unwrap(),
            "the next player, your opponent, loses"
        );
        let one = s.integer(1);
        assert_eq!(
            who_wins(&mut s, one, false, true).unwrap(),
            "Left (your opponent) wins whoever moves next"
        );
        assert!(kind(&mut s, one).unwrap().contains("Left is 1 free moves"));
        let star = s.nimber(1);
        assert!(kind(&mut s, star).unwrap().starts_with("a nimber"));
        assert_eq!(
            who_wins(&mut s, star, true, true).unwrap(),
            "the next player, you, wins"
        );
    }
}
