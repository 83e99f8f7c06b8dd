//! Nim on heaps of any size, by Bouton's rule: moves checked and applied, the
//! computer's move, the hint (the nim-sum columns), the winner.

use super::{Lcg, Level};
use nimatron::impartial::nim::{leading_column, nim_sum, outcome, winning_moves};
use nimatron::impartial::{NimMove, Play};
use nimatron::short::Outcome;
use num_bigint::BigUint;

/// The letter of a Nim heap: A, B, ... Z, then #27, #28, ...
pub fn heap_name(i: usize) -> String {
    if i < 26 {
        ((b'A' + i as u8) as char).to_string()
    } else {
        format!("#{}", i + 1)
    }
}

/// A game of Nim in progress.
pub struct NimGame {
    /// The heaps.
    pub heaps: Vec<BigUint>,
    /// Normal or misère play.
    pub play: Play,
}

impl NimGame {
    /// Whether every heap is empty.
    pub fn is_over(&self) -> bool {
        self.heaps.iter().all(|h| h.bits() == 0)
    }

    /// Whether the player to move can win (an N-position).
    pub fn mover_wins(&self) -> bool {
        outcome(&self.heaps, self.play) == Outcome::N
    }

    /// Whether the person wins the finished game, `you_to_move` being whether
    /// the person would move next; `None` while it goes on. In normal play the
    /// player left without a move loses, in misère play wins.
    pub fn winner(&self, you_to_move: bool) -> Option<bool> {
        self.is_over()
            .then_some(you_to_move == (self.play == Play::Misere))
    }

    /// The move taking `take` objects from heap `idx` (0-based), or why it is
    /// illegal (the position is left as it was).
    pub fn check_move(&self, idx: usize, take: BigUint) -> Result<NimMove, String> {
        let Some(size) = self.heaps.get(idx) else {
            return Err(match self.heaps.len() {
                0 => "there are no heaps".to_string(),
                n => format!(
                    "there is no heap {}: the heaps are A to {}",
                    heap_name(idx),
                    heap_name(n - 1)
                ),
            });
        };
        if take.bits() == 0 {
            return Err("you must take at least one object".into());
        }
        if &take > size {
            return Err(format!(
                "heap {} has only {size}: you cannot take {take}",
                heap_name(idx)
            ));
        }
        Ok(NimMove {
            heap: idx,
            from: size.clone(),
            to: size - &take,
        })
    }

    /// Make a legal move; returns whether it threw a win away (the mover could
    /// win before it, the opponent can after it).
    pub fn apply(&mut self, m: &NimMove) -> bool {
        let was_winning = self.mover_wins();
        self.heaps[m.heap] = m.to.clone();
        let now_losing = if self.is_over() {
            self.play == Play::Misere
        } else {
            self.mover_wins()
        };
        was_winning && now_losing
    }

    /// The computer's move: a winning one (Bouton), unless there is none or
    /// the learner slips; then one object from a random nonempty heap. The game
    /// must not be over.
    pub fn computer_move(&self, level: Level, rng: &mut Lcg) -> NimMove {
        let winning = winning_moves(&self.heaps, self.play);
        let slip = level == Level::Learner && rng.next(3) == 0;
        if let (Some(m), false) = (winning.first(), slip) {
            return m.clone();
        }
        let nonempty: Vec<usize> = (0..self.heaps.len())
            .filter(|&i| self.heaps[i].bits() > 0)
            .collect();
        let i = nonempty[rng.next(nonempty.len() as u64) as usize];
        NimMove {
            heap: i,
            from: self.heaps[i].clone(),
            to: &self.heaps[i] - 1u32,
        }
    }

    /// Every winning move of the player to move.
    pub fn winning_moves(&self) -> Vec<NimMove> {
        winning_moves(&self.heaps, self.play)
    }

    /// The nim-sum of the heaps.
    pub fn nim_sum(&self) -> BigUint {
        nim_sum(&self.heaps)
    }

    /// The outcome class of the position.
    pub fn outcome(&self) -> Outcome {
        outcome(&self.heaps, self.play)
    }

    /// The hint: the nim-sum table, the outcome, and the winning moves as
    /// `Try: A 2`.
    pub fn hint(&self) -> String {
        let moves = self.winning_moves();
        let mut s = explain(
            &self.heaps,
            self.play,
            self.outcome(),
            &self.nim_sum(),
            &moves,
        );
        if moves.is_empty() {
            s += "No move wins against perfect play: make a small move and hope for a slip.\n";
        }
        for m in &moves {
            s += &format!("Try: {} {}\n", heap_name(m.heap), &m.from - &m.to);
        }
        s
    }
}

/// `A 2` or `1 2`: take 2 from heap A (heap 1).
pub fn parse_nim_move(line: &str, game: &NimGame) -> Result<NimMove, String> {
    let parts: Vec<&str> = line.split_whitespace().collect();
    let [heap, count] = parts.as_slice() else {
        return Err("write a move as HEAP COUNT, e.g. `A 2` to take 2 from heap A".into());
    };
    let idx = if let Ok(n) = heap.parse::<usize>() {
        n.checked_sub(1)
            .ok_or("heaps are numbered from 1 (or lettered from A)")?
    } else if heap.len() == 1 && heap.chars().all(|c| c.is_ascii_alphabetic()) {
        (heap.to_ascii_uppercase().as_bytes()[0] - b'A') as usize
    } else {
        return Err(format!(
            "`{heap}` is not a heap: use a letter A, B, ... or a number 1, 2, ..."
        ));
    };
    let take: BigUint = count
        .parse()
        .map_err(|_| format!("`{count}` is not a number of objects to take"))?;
    game.check_move(idx, take)
}

/// Heaps of more bits than this are shown without the binary columns: the
/// lines would be too wide to read (the decimal values are shown in full).
const MAX_BINARY_BITS: u64 = 1024;

/// `s` right-aligned in `width` columns, padded with `fill`. By hand, as
/// `format!` panics on a width of 65,536 or more.
fn pad(s: &str, width: usize, fill: char) -> String {
    let mut out = fill.to_string().repeat(width.saturating_sub(s.len()));
    out.push_str(s);
    out
}

/// The article's layout: each heap in binary, column by column, and the nim-sum.
/// Heaps of more than [`MAX_BINARY_BITS`] bits get the decimal column only.
pub fn explain(
    heaps: &[BigUint],
    play: Play,
    out: Outcome,
    sum: &BigUint,
    moves: &[NimMove],
) -> String {
    let bits = heaps.iter().map(|h| h.bits()).max().unwrap_or(1).max(1);
    let binary = bits <= MAX_BINARY_BITS;
    let width = bits as usize;
    let decimals: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    let sum_decimal = sum.to_string();
    let dec = decimals
        .iter()
        .chain([&sum_decimal])
        .map(String::len)
        .max()
        .unwrap_or(0)
        .max("decimal".len());
    // One row: a label, the decimal column and, unless left out, the binary one.
    let row = |label: &str, decimal: &str, bin: Option<String>| match bin {
        Some(b) => format!("{label:<8} {}  {b}\n", pad(decimal, dec, ' ')),
        None => format!("{label:<8} {}\n", pad(decimal, dec, ' ')),
    };
    let column = |n: &BigUint| binary.then(|| pad(&n.to_str_radix(2), width, '0'));
    let mut s = row("", "decimal", binary.then(|| pad("binary", width, ' ')));
    for (i, (h, d)) in heaps.iter().zip(&decimals).enumerate() {
        s += &row(&format!("heap {}", heap_name(i)), d, column(h));
    }
    if binary {
        s += &row("", "", Some("-".repeat(width)));
    }
    s += &row("nim-sum", &sum_decimal, column(sum));
    if !binary {
        s += &format!(
            "(The binary columns are left out: the largest heap has {bits} binary digits.)\n"
        );
    }
    match leading_column(sum) {
        None => s += "Every binary column has an even number of 1s: the nim-sum is 0.\n",
        Some(d) => {
            s += &format!(
                "The leftmost column with an odd number of 1s is worth 2^{d}; a winning move\n\
                 reduces a heap with a 1 in that column to its nim-sum with {sum}.\n"
            )
        }
    }
    let one = BigUint::from(1u32);
    if play == Play::Misere {
        let big = heaps.iter().filter(|h| **h > one).count();
        if big <= 1 {
            s += "Misère play with at most one heap larger than 1: leave an odd number of heaps of size 1.\n";
        } else {
            s += "Misère play with two or more heaps larger than 1: play as in normal Nim.\n";
        }
    }
    let who = match out {
        Outcome::P => "P: the previous player wins (the player to move loses against best play).",
        _ => "N: the player to move wins.",
    };
    s += &format!("Outcome: {who}\n");
    if !moves.is_empty() {
        s += "Winning moves:\n";
        for m in moves {
            let taken = &m.from - &m.to;
            s += &format!(
                "  heap {}: {} -> {} (take {taken})\n",
                heap_name(m.heap),
                m.from,
                m.to
            );
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(heaps: &[u32], play: Play) -> NimGame {
        NimGame {
            heaps: heaps.iter().map(|&h| BigUint::from(h)).collect(),
            play,
        }
    }

    #[test]
    fn moves_are_checked_and_wins_thrown_away_are_seen() {
        let mut g = game(&[3, 4, 5], Play::Normal);
        assert!(g
            .check_move(3, 1u32.into())
            .unwrap_err()
            .contains("no heap D"));
        assert!(g
            .check_move(0, 4u32.into())
            .unwrap_err()
            .contains("has only 3"));
        assert!(g.check_move(0, 0u32.into()).is_err());
        assert_eq!(g.heaps[0], BigUint::from(3u32));
        let good = g.computer_move(Level::Perfect, &mut Lcg(1));
        assert_eq!((good.heap, good.to.clone()), (0, BigUint::from(1u32)));
        let bad = g.check_move(1, 1u32.into()).unwrap();
        assert!(g.apply(&bad));
        assert!(g.mover_wins());
    }

    #[test]
    fn the_winner_of_normal_and_misere_play() {
        let mut g = game(&[1], Play::Normal);
        let m = g.check_move(0, 1u32.into()).unwrap();
        assert!(!g.apply(&m));
        // You took the last object; the computer is to move and cannot.
        assert_eq!(g.winner(false), Some(true));
        let mut g = game(&[1], Play::Misere);
        let m = g.check_move(0, 1u32.into()).unwrap();
        assert!(!g.apply(&m), "a lost position loses nothing");
        assert_eq!(g.winner(false), Some(false));
    }
}
