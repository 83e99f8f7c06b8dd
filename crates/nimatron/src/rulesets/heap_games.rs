//! The text form of Nim and its relatives as catalogue rulesets: heap sizes
//! separated by spaces (`3 4 5`), read with located errors and printed back;
//! Nim's own heaps (any size, by Bouton's rule) and the counting games (21, 100).

use super::catalogue::PositionError;
use crate::impartial::octal::{HeapsPosition, OctalGame};
use crate::impartial::variants::{
    FibonacciNim, GreedyNim, HungryKnight, Knight, MooreNim, SubtractionGame, Wythoff,
};
use crate::impartial::ImpartialPosition;
use num_bigint::BigUint;
use std::fmt;
use std::ops::Range;
use std::sync::Arc;

/// The most heaps of a heap game other than Nim.
pub const MAX_HEAPS: usize = 1000;
/// The largest heap of a game whose options are listed one by one (Wythoff,
/// greedy Nim, subtraction games, Fibonacci Nim, the knight's apples).
pub const MAX_HEAP: u64 = 100_000;
/// The largest heap of a take-and-break game that splits heaps in two; games
/// that split in three (hexadecimal digits 8 and up) have at most
/// [`MAX_HEAP_THREE_PARTS`].
pub const MAX_HEAP_OCTAL: u64 = 10_000;
/// The largest heap of a take-and-break game that may split a heap in three.
pub const MAX_HEAP_THREE_PARTS: u64 = 1000;
/// The most positions of Moore's Nim (the product of the heap sizes plus one).
pub const MAX_MOORE_POSITIONS: u64 = 1_000_000;
/// The knight's board (rows and columns).
pub const KNIGHT_BOARD: usize = 24;

/// The numbers of `text` (separated by spaces or commas) with their byte spans.
pub(crate) fn numbers(text: &str) -> Result<Vec<(BigUint, Range<usize>)>, PositionError> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some(&(start, c)) = chars.peek() {
        if c.is_whitespace() || c == ',' {
            chars.next();
            continue;
        }
        let mut end = start;
        while let Some(&(i, d)) = chars.peek() {
            if d.is_whitespace() || d == ',' {
                break;
            }
            end = i + d.len_utf8();
            chars.next();
        }
        let word = &text[start..end];
        match word.parse::<BigUint>() {
            Ok(n) if word.bytes().all(|b| b.is_ascii_digit()) => out.push((n, start..end)),
            _ => {
                return Err(PositionError::syntax(
                    format!("`{word}` is not a natural number"),
                    start..end,
                ))
            }
        }
    }
    Ok(out)
}

/// The numbers of `text` as integers of at most `max`, at most `count` of them.
pub(crate) fn small_numbers(
    text: &str,
    max: u64,
    count: usize,
    what: &str,
) -> Result<Vec<u64>, PositionError> {
    let found = numbers(text)?;
    if found.len() > count {
        return Err(PositionError::too_large(
            format!("{} {what}s: at most {count} are supported", found.len()),
            found[count].1.start..text.len(),
        ));
    }
    found
        .into_iter()
        .map(|(n, span)| match u64::try_from(&n) {
            Ok(v) if v <= max => Ok(v),
            _ => Err(PositionError::too_large(
                format!("{what} {n} is too large: at most {max} is supported"),
                span,
            )),
        })
        .collect()
}

/// Exactly `N` numbers of at most `max`.
fn exactly<const N: usize>(
    text: &str,
    max: u64,
    what: &str,
    shape: &str,
) -> Result<[u64; N], PositionError> {
    let v = small_numbers(text, max, N, what)?;
    <[u64; N]>::try_from(v.as_slice())
        .map_err(|_| PositionError::syntax(format!("write {shape}"), 0..text.len()))
}

fn join<T: fmt::Display>(f: &mut fmt::Formatter<'_>, items: &[T]) -> fmt::Result {
    for (i, x) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(" ")?;
        }
        write!(f, "{x}")?;
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Nim.

/// Nim heaps of any size (played and valued by Bouton's rule, never searched).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct NimHeaps(pub Vec<BigUint>);

impl NimHeaps {
    /// Read heap sizes such as `3 4 5`.
    pub fn parse(text: &str) -> Result<NimHeaps, PositionError> {
        Ok(NimHeaps(
            numbers(text)?.into_iter().map(|(n, _)| n).collect(),
        ))
    }
}

impl fmt::Display for NimHeaps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        join(f, &self.0)
    }
}

// ---------------------------------------------------------------------------
// Wythoff, greedy Nim, Moore's Nim, Fibonacci Nim, subtraction games.

/// Read Wythoff heaps `A B`.
pub fn parse_wythoff(text: &str) -> Result<Wythoff, PositionError> {
    let [a, b] = exactly::<2>(text, MAX_HEAP, "heap", "two heaps, e.g. `4 7`")?;
    Ok(Wythoff(a, b))
}

impl fmt::Display for Wythoff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.0, self.1)
    }
}

/// Read greedy Nim heaps.
pub fn parse_greedy(text: &str) -> Result<GreedyNim, PositionError> {
    Ok(GreedyNim(small_numbers(text, MAX_HEAP, MAX_HEAPS, "heap")?))
}

impl fmt::Display for GreedyNim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        join(f, &self.0)
    }
}

/// Read the heaps of Moore's Nim_k (at most 16 heaps and
/// [`MAX_MOORE_POSITIONS`] positions).
pub fn parse_moore(text: &str, k: usize) -> Result<MooreNim, PositionError> {
    let heaps = small_numbers(text, MAX_HEAP, 16, "heap")?;
    let positions = heaps
        .iter()
        .try_fold(1u64, |acc, &h| acc.checked_mul(h + 1))
        .filter(|&p| p <= MAX_MOORE_POSITIONS);
    if positions.is_none() {
        return Err(PositionError::too_large(
            format!("Moore's Nim on these heaps has more than {MAX_MOORE_POSITIONS} positions (the product of the heap sizes plus one)"),
            0..text.len(),
        ));
    }
    Ok(MooreNim { heaps, k })
}

impl fmt::Display for MooreNim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        join(f, &self.heaps)
    }
}

/// Read Fibonacci Nim: `N` coins at the start, or `N M` (at most `M` may be taken).
pub fn parse_fibonacci(text: &str) -> Result<FibonacciNim, PositionError> {
    match small_numbers(text, MAX_HEAP, 2, "number")?[..] {
        [n] => Ok(FibonacciNim::start(n)),
        [coins, max_take] => Ok(FibonacciNim { coins, max_take }),
        _ => Err(PositionError::syntax(
            "write the number of coins, e.g. `20`, or coins and the most that may be taken, e.g. `17 6`",
            0..text.len(),
        )),
    }
}

impl fmt::Display for FibonacciNim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == FibonacciNim::start(self.coins) {
            write!(f, "{}", self.coins)
        } else {
            write!(f, "{} {}", self.coins, self.max_take)
        }
    }
}

/// Read the heaps of the subtraction game with this set.
pub fn parse_subtraction(text: &str, set: &[u64]) -> Result<SubtractionGame, PositionError> {
    Ok(SubtractionGame {
        heaps: small_numbers(text, MAX_HEAP, MAX_HEAPS, "heap")?,
        set: set.to_vec(),
    })
}

impl fmt::Display for SubtractionGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        join(f, &self.heaps)
    }
}

// ---------------------------------------------------------------------------
// Take-and-break games.

/// A position of a take-and-break game (octal, hexadecimal, Grundy's game) as
/// a catalogue ruleset: the heaps, sorted, printed as `3 5`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TakeAndBreak(pub HeapsPosition);

impl TakeAndBreak {
    /// Read the heaps of `game` (sorted, empty heaps dropped).
    pub fn parse(text: &str, game: &Arc<OctalGame>) -> Result<TakeAndBreak, PositionError> {
        let max = if game.max_parts() > 2 {
            MAX_HEAP_THREE_PARTS
        } else {
            MAX_HEAP_OCTAL
        };
        let mut heaps: Vec<usize> = small_numbers(text, max, MAX_HEAPS, "heap")?
            .into_iter()
            .filter(|&h| h > 0)
            .map(|h| h as usize)
            .collect();
        heaps.sort_unstable();
        Ok(TakeAndBreak(HeapsPosition {
            game: game.clone(),
            heaps,
        }))
    }

    /// The game's rules.
    pub fn game(&self) -> &Arc<OctalGame> {
        &self.0.game
    }
}

impl ImpartialPosition for TakeAndBreak {
    fn options(&self) -> Vec<Self> {
        self.0.options().into_iter().map(TakeAndBreak).collect()
    }

    fn components(&self) -> Vec<Self> {
        self.0.components().into_iter().map(TakeAndBreak).collect()
    }

    fn heap_bytes(&self) -> usize {
        self.0.heaps.capacity() * std::mem::size_of::<usize>()
    }

    /// `5 -> 2 + 2`: the heap moved in and the heaps it leaves (`3 -> (none)`
    /// where it is taken whole), in the order of the options.
    fn named_options(&self) -> Vec<(Option<String>, Self)> {
        let heaps = &self.0.heaps;
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == h {
                continue;
            }
            for left in self.0.game.heap_options(h) {
                let parts: Vec<String> = left.iter().map(usize::to_string).collect();
                let name = match parts.is_empty() {
                    true => format!("{h} -> (none)"),
                    false => format!("{h} -> {}", parts.join(" + ")),
                };
                let mut v = heaps.clone();
                v.remove(i);
                v.extend(left);
                v.sort_unstable();
                let p = HeapsPosition {
                    game: self.0.game.clone(),
                    heaps: v,
                };
                out.push((Some(name), TakeAndBreak(p)));
            }
        }
        out
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        ImpartialPosition::named_options(self)
            .into_iter()
            .find(|(_, o)| o == to)
            .and_then(|(n, _)| n)
    }
}

impl fmt::Display for TakeAndBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        join(f, &self.0.heaps)
    }
}

// ---------------------------------------------------------------------------
// The Hungry Knight.

/// Read the knight's square and apples: `ROW COL APPLES`, rows and columns from
/// 1 (the north-west corner) to [`KNIGHT_BOARD`].
pub fn parse_knight(text: &str) -> Result<HungryKnight, PositionError> {
    let [row, col, apples] = exactly::<3>(
        text,
        MAX_HEAP,
        "number",
        "ROW COL APPLES, e.g. `3 6 4` (from 1, the north-west corner)",
    )?;
    let board = KNIGHT_BOARD as u64;
    if !(1..=board).contains(&row) || !(1..=board).contains(&col) {
        return Err(PositionError::syntax(
            format!("the knight's row and column go from 1 to {board}"),
            0..text.len(),
        ));
    }
    Ok(HungryKnight {
        knight: Knight {
            rows: KNIGHT_BOARD,
            cols: KNIGHT_BOARD,
            row: row as usize - 1,
            col: col as usize - 1,
        },
        apples: apples as u32,
    })
}

impl fmt::Display for HungryKnight {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {}",
            self.knight.row + 1,
            self.knight.col + 1,
            self.apples
        )
    }
}

// ---------------------------------------------------------------------------
// Counting games.

/// A counting game: players in turn add 1 to `max_add` to a running total that
/// may not pass `goal`; whoever reaches the goal wins (`misere`: loses). The
/// 21 game is (21, 3, misère), the 100 game (100, 10, normal).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Counting {
    /// The number that ends the game.
    pub goal: u64,
    /// The most a turn adds.
    pub max_add: u64,
    /// The total so far.
    pub total: u64,
    /// Whether reaching the goal loses.
    pub misere: bool,
}

impl Counting {
    /// The 21 game at `total`.
    pub fn twenty_one(total: u64) -> Counting {
        Counting {
            goal: 21,
            max_add: 3,
            total,
            misere: true,
        }
    }

    /// The 100 game at `total`.
    pub fn hundred(total: u64) -> Counting {
        Counting {
            goal: 100,
            max_add: 10,
            total,
            misere: false,
        }
    }

    /// Read the total of a game like `like` (`0` to its goal).
    pub fn parse(text: &str, like: Counting) -> Result<Counting, PositionError> {
        let [total] = exactly::<1>(text, like.goal, "total", "the total so far, e.g. `0`")?;
        Ok(Counting { total, ..like })
    }
}

impl ImpartialPosition for Counting {
    fn options(&self) -> Vec<Self> {
        (1..=self.max_add)
            .map(|k| self.total + k)
            .take_while(|&t| t <= self.goal)
            .map(|total| Counting { total, ..*self })
            .collect()
    }

    /// `add 3`: the number added to the total.
    fn move_name(&self, to: &Self) -> Option<String> {
        let k = to.total.checked_sub(self.total)?;
        (1..=self.max_add).contains(&k).then(|| format!("add {k}"))
    }
}

impl fmt::Display for Counting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.total)
    }
}
