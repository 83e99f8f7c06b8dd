//! CGSuite's heap and coordinate rulesets (`game.heap`) as positions of the
//! catalogue, played by their moves: the cakes (Cutcake, Eatcake, Maundy
//! Cake) as sums of `MxN` rectangles, partizan subtraction on heaps, and the
//! heap-with-a-memory games Mem and Take-Away. The language's `cutcake(m, n)`,
//! `partizansubtraction(...)`, `mem(...)` and `takeaway(...)` value the same
//! games another way (the store's cake product, the coordinate table); the
//! tests check that the two agree.

use super::catalogue::PositionError;
use super::heap_games::small_numbers;
use super::PartizanPosition;
use crate::impartial::coordinate::CoordinateGame;
use crate::impartial::ImpartialPosition;
use crate::numbers::Rational;
use std::fmt;
use std::sync::Arc;

/// The longest side of a cake.
pub const MAX_CAKE_SIDE: u64 = 4096;
/// The most cakes in a position, and the most heaps of partizan subtraction.
pub const MAX_PIECES: usize = 64;
/// The largest heap (or memory) of the heap rulesets here.
pub const MAX_HEAP: u64 = 100_000;

// ---------------------------------------------------------------------------
// Cakes.

/// How a cake is cut: CGSuite's `Cutcake`, `Eatcake` and `MaundyCake`. In a
/// cake `MxN` (M rows, N columns) Left works on the columns N, Right on the
/// rows M.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CakeRules {
    /// Split a side in two (take-and-break code `4.0`).
    Cut,
    /// Eat a whole column (or row): the side loses one and the rest may fall
    /// into two pieces (code `0.7`).
    Eat,
    /// Cut a side into two or more equal parts (code `{2+}=.0`).
    Maundy,
}

impl CakeRules {
    /// The ways one side of `s` becomes the sides of the pieces left (an empty
    /// list: the cake is gone).
    fn splits(self, s: u32) -> Vec<Vec<u32>> {
        match self {
            CakeRules::Cut => (1..=s / 2).map(|a| vec![a, s - a]).collect(),
            CakeRules::Eat if s == 0 => Vec::new(),
            CakeRules::Eat => {
                let rest = s - 1;
                let mut out = vec![if rest == 0 { vec![] } else { vec![rest] }];
                out.extend((1..=rest / 2).map(|a| vec![a, rest - a]));
                out
            }
            CakeRules::Maundy => (2..=s)
                .filter(|&k| s.is_multiple_of(k))
                .map(|k| vec![s / k; k as usize])
                .collect(),
        }
    }
}

/// A sum of cakes, each `rows x columns`, as written (`3x4 2x2`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cakes {
    rules: CakeRules,
    pieces: Vec<(u32, u32)>,
}

impl Cakes {
    /// The cakes `pieces` (rows, columns) under `rules`.
    pub fn new(rules: CakeRules, pieces: Vec<(u32, u32)>) -> Cakes {
        Cakes { rules, pieces }
    }

    /// The rules.
    pub fn rules(&self) -> CakeRules {
        self.rules
    }

    /// The cakes, (rows, columns).
    pub fn pieces(&self) -> &[(u32, u32)] {
        &self.pieces
    }

    /// Read cakes `MxN` separated by spaces or `+` (`3x4`, `2x2 + 1x5`);
    /// sides up to [`MAX_CAKE_SIDE`], at most [`MAX_PIECES`] cakes.
    pub fn parse(text: &str, rules: CakeRules) -> Result<Cakes, PositionError> {
        let mut pieces = Vec::new();
        for (word, span) in words(text, &['+']) {
            let Some((m, n)) = word.split_once(['x', 'X']) else {
                return Err(PositionError::syntax(
                    format!("`{word}` is not a cake: write ROWSxCOLUMNS, e.g. `3x4`"),
                    span,
                ));
            };
            if pieces.len() == MAX_PIECES {
                return Err(PositionError::too_large(
                    format!("more than {MAX_PIECES} cakes"),
                    span.start..text.len(),
                ));
            }
            let side = |s: &str, at: usize| -> Result<u32, PositionError> {
                let span = at..at + s.len();
                if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(PositionError::syntax(
                        format!("`{word}` is not a cake: write ROWSxCOLUMNS, e.g. `3x4`"),
                        span,
                    ));
                }
                let v = small_numbers(s, MAX_CAKE_SIDE, 1, "side")
                    .map_err(|e| PositionError { span, ..e })?;
                Ok(v[0] as u32)
            };
            pieces.push((side(m, span.start)?, side(n, span.start + m.len() + 1)?));
        }
        Ok(Cakes { rules, pieces })
    }

    fn options(&self, left: bool) -> Vec<Cakes> {
        let mut out = Vec::new();
        for (i, &(m, n)) in self.pieces.iter().enumerate() {
            // A cake like an earlier one has the same moves.
            if self.pieces[..i].contains(&(m, n)) {
                continue;
            }
            let side = if left { n } else { m };
            for parts in self.rules.splits(side) {
                let mut pieces = self.pieces[..i].to_vec();
                pieces.extend(parts.iter().map(|&p| if left { (m, p) } else { (p, n) }));
                pieces.extend_from_slice(&self.pieces[i + 1..]);
                out.push(Cakes {
                    rules: self.rules,
                    pieces,
                });
            }
        }
        out
    }
}

fn cake_text(pieces: &[(u32, u32)], sep: &str) -> String {
    let parts: Vec<String> = pieces.iter().map(|(m, n)| format!("{m}x{n}")).collect();
    parts.join(sep)
}

impl fmt::Display for Cakes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&cake_text(&self.pieces, " "))
    }
}

impl PartizanPosition for Cakes {
    fn left_options(&self) -> Vec<Self> {
        self.options(true)
    }
    fn right_options(&self) -> Vec<Self> {
        self.options(false)
    }
    fn components(&self) -> Vec<Self> {
        self.pieces
            .iter()
            .map(|&p| Cakes {
                rules: self.rules,
                pieces: vec![p],
            })
            .collect()
    }
    fn normalize(&self) -> Self {
        let mut pieces = self.pieces.clone();
        pieces.sort_unstable();
        Cakes {
            rules: self.rules,
            pieces,
        }
    }
    fn heap_bytes(&self) -> usize {
        self.pieces.capacity() * std::mem::size_of::<(u32, u32)>()
    }
    /// `3x4 -> 3x1 + 3x3`: the cake cut and the pieces it leaves.
    fn move_name(&self, to: &Self) -> Option<String> {
        let (i, made) = replaced(&self.pieces, &to.pieces)?;
        let made = if made.is_empty() {
            "(eaten)".to_string()
        } else {
            cake_text(made, " + ")
        };
        Some(format!(
            "{}x{} -> {made}",
            self.pieces[i].0, self.pieces[i].1
        ))
    }
}

/// Where `after` differs from `before` by one item replaced with several:
/// its index and what replaced it.
fn replaced<'a, T: PartialEq>(before: &[T], after: &'a [T]) -> Option<(usize, &'a [T])> {
    let i = before.iter().zip(after).take_while(|(a, b)| a == b).count();
    if i >= before.len() {
        return None;
    }
    let made = (after.len() + 1).checked_sub(before.len())?;
    (after.get(i + made..)? == &before[i + 1..]).then(|| (i, &after[i..i + made]))
}

/// The words of `text` separated by spaces, commas... and `extra`, with
/// their byte spans.
fn words<'a>(text: &'a str, extra: &'a [char]) -> Vec<(&'a str, std::ops::Range<usize>)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        let sep = c.is_whitespace() || extra.contains(&c);
        match (sep, start) {
            (true, Some(s)) => {
                out.push((&text[s..i], s..i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    out
}

// ---------------------------------------------------------------------------
// Partizan subtraction.

/// Heaps from which Left removes an amount in one set and Right one in
/// another (CGSuite's `PartizanSubtraction`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PartizanSubtraction {
    sets: Arc<(Vec<u64>, Vec<u64>)>,
    heaps: Vec<u64>,
}

impl PartizanSubtraction {
    /// Read heap sizes (separated by spaces) under Left's set `left` and
    /// Right's `right`.
    pub fn parse(
        text: &str,
        left: &[u64],
        right: &[u64],
    ) -> Result<PartizanSubtraction, PositionError> {
        Ok(PartizanSubtraction {
            sets: Arc::new((left.to_vec(), right.to_vec())),
            heaps: small_numbers(text, MAX_HEAP, MAX_PIECES, "heap")?,
        })
    }

    /// Left's set and Right's.
    pub fn sets(&self) -> (&[u64], &[u64]) {
        (&self.sets.0, &self.sets.1)
    }

    /// The heaps.
    pub fn heaps(&self) -> &[u64] {
        &self.heaps
    }

    fn options(&self, set: &[u64]) -> Vec<Self> {
        let mut out = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            // A heap like an earlier one has the same moves.
            if self.heaps[..i].contains(&h) {
                continue;
            }
            for &k in set.iter().filter(|&&k| k <= h) {
                let mut heaps = self.heaps.clone();
                heaps[i] = h - k;
                out.push(PartizanSubtraction {
                    sets: self.sets.clone(),
                    heaps,
                });
            }
        }
        out
    }
}

impl fmt::Display for PartizanSubtraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hs: Vec<String> = self.heaps.iter().map(u64::to_string).collect();
        f.write_str(&hs.join(" "))
    }
}

impl PartizanPosition for PartizanSubtraction {
    fn left_options(&self) -> Vec<Self> {
        self.options(&self.sets.0)
    }
    fn right_options(&self) -> Vec<Self> {
        self.options(&self.sets.1)
    }
    fn components(&self) -> Vec<Self> {
        self.heaps
            .iter()
            .filter(|&&h| h > 0)
            .map(|&h| PartizanSubtraction {
                sets: self.sets.clone(),
                heaps: vec![h],
            })
            .collect()
    }
    fn normalize(&self) -> Self {
        let mut heaps: Vec<u64> = self.heaps.iter().copied().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        PartizanSubtraction {
            sets: self.sets.clone(),
            heaps,
        }
    }
    fn heap_bytes(&self) -> usize {
        self.heaps.capacity() * 8
    }
    /// `take 3 from 6` (with the heap's letter when there are several).
    fn move_name(&self, to: &Self) -> Option<String> {
        let (i, made) = replaced(&self.heaps, &to.heaps)?;
        let (&h, &[after]) = (self.heaps.get(i)?, made) else {
            return None;
        };
        let heap = if self.heaps.len() > 1 {
            format!("heap {} ", crate::impartial::move_names::heap_letter(i))
        } else {
            String::new()
        };
        Some(format!("take {} from {heap}{h}", h.checked_sub(after)?))
    }
}

// ---------------------------------------------------------------------------
// A heap with a memory.

/// A heap of `n` tokens with the memory of the last move (CGSuite's `Mem`
/// and `TakeAway(limit)`): the moves of [`CoordinateGame`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemoryHeap {
    game: Arc<CoordinateGame>,
    /// The tokens left.
    pub n: u64,
    /// The memory: the last move's size.
    pub memory: u64,
}

/// Mem's or Take-Away's rules.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MemoryRules {
    /// Take at least the memory.
    Mem,
    /// Take at most `limit` times the memory.
    TakeAway(Rational),
}

impl MemoryHeap {
    /// Read `N MEMORY` (`10 3`) under `rules`.
    pub fn parse(text: &str, rules: &MemoryRules) -> Result<MemoryHeap, PositionError> {
        let v = small_numbers(text, MAX_HEAP, 2, "number")?;
        let [n, memory] = v[..] else {
            return Err(PositionError::syntax(
                "write the tokens and the memory, e.g. `10 3`",
                0..text.len(),
            ));
        };
        let game = match rules {
            MemoryRules::Mem => CoordinateGame::Mem,
            MemoryRules::TakeAway(r) => CoordinateGame::TakeAway(r.clone()),
        };
        Ok(MemoryHeap {
            game: Arc::new(game),
            n,
            memory,
        })
    }

    /// The rules.
    pub fn rules(&self) -> MemoryRules {
        match &*self.game {
            CoordinateGame::TakeAway(r) => MemoryRules::TakeAway(r.clone()),
            _ => MemoryRules::Mem,
        }
    }
}

impl fmt::Display for MemoryHeap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.n, self.memory)
    }
}

impl ImpartialPosition for MemoryHeap {
    fn options(&self) -> Vec<Self> {
        self.game
            .options(self.n, self.memory)
            .into_iter()
            .map(|(n, memory)| MemoryHeap {
                game: self.game.clone(),
                n,
                memory,
            })
            .collect()
    }

    /// `take 3`: the tokens taken (the memory the move leaves).
    fn move_name(&self, to: &Self) -> Option<String> {
        let k = self.n.checked_sub(to.n)?;
        (k >= 1 && to.memory == k).then(|| format!("take {k}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cakes_read_and_print() {
        let c = Cakes::parse("3x4 + 2X2", CakeRules::Cut).unwrap();
        assert_eq!(c.pieces(), &[(3, 4), (2, 2)]);
        assert_eq!(c.to_string(), "3x4 2x2");
        assert!(Cakes::parse("3x", CakeRules::Cut).is_err());
        assert!(Cakes::parse("3y4", CakeRules::Cut).is_err());
        let e = Cakes::parse("1x1 3x99999", CakeRules::Cut).unwrap_err();
        assert_eq!(e.span, 6..11);
    }

    #[test]
    fn moves_are_named() {
        let c = Cakes::parse("2x3", CakeRules::Cut).unwrap();
        let names: Vec<String> = c
            .left_options()
            .iter()
            .map(|o| c.move_name(o).unwrap())
            .collect();
        assert_eq!(names, ["2x3 -> 2x1 + 2x2"]);
        let e = Cakes::parse("1x1", CakeRules::Eat).unwrap();
        assert_eq!(
            e.move_name(&e.left_options()[0]).as_deref(),
            Some("1x1 -> (eaten)")
        );
        let s = PartizanSubtraction::parse("6 2", &[1, 3], &[2]).unwrap();
        let names: Vec<String> = s
            .left_options()
            .iter()
            .map(|o| s.move_name(o).unwrap())
            .collect();
        assert_eq!(
            names,
            [
                "take 1 from heap A 6",
                "take 3 from heap A 6",
                "take 1 from heap B 2"
            ]
        );
        // Mem from 5 tokens with memory 3 takes at least 3; Take-Away(2)
        // with memory 1 at most 2 (CGSuite's Mem and TakeAway rules).
        for (rules, text, want) in [
            (MemoryRules::Mem, "5 3", &["take 3", "take 4", "take 5"][..]),
            (
                MemoryRules::TakeAway(crate::numbers::Rational::from_i64(2)),
                "5 1",
                &["take 1", "take 2"][..],
            ),
        ] {
            let m = MemoryHeap::parse(text, &rules).unwrap();
            let named = ImpartialPosition::named_options(&m);
            let names: Vec<String> = named.iter().map(|(n, _)| n.clone().unwrap()).collect();
            assert_eq!(names, want);
            let reached: Vec<MemoryHeap> = named.into_iter().map(|(_, o)| o).collect();
            assert_eq!(reached, m.options());
        }
        // Equal cakes (or heaps) have the same moves, listed once.
        let c = Cakes::parse("1x3 1x3", CakeRules::Cut).unwrap();
        assert_eq!(c.left_options().len(), 1);
    }
}
