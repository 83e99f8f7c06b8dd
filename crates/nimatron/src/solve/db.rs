//! The endgame database: canonical values of small Domineering regions, built
//! on the fly as the search meets them, kept in the store, and written to or
//! read from text (the library does no I/O: the front end owns the file).
//!
//! A region is cropped to its bounding box and stored under the least of its
//! images by the reflections that keep each player's direction; its value comes
//! from [`PartizanSolver`] (which splits, normalises and memoises sub-regions).

use crate::limits::Stop;
use crate::rulesets::{Domineering, PartizanSolver};
use crate::short::{Game, GameStore};
use rustc_hash::FxHashMap;
use std::fmt::Write;

/// A region's key: width, height and cells (bit `r * w + c`) of its bounding box.
pub type Shape = (u8, u8, u128);

/// Values of Domineering regions.
pub struct DomDb {
    map: FxHashMap<Shape, Game>,
    solver: PartizanSolver<Domineering>,
    /// Regions whose values were computed (not found).
    pub computed: u64,
}

impl Default for DomDb {
    fn default() -> Self {
        Self::new()
    }
}

/// The least image of a `w` x `h` set of cells under the reflections that keep
/// the players' directions.
pub fn normal_shape(w: u32, h: u32, cells: u128) -> Shape {
    let row = (1u128 << w) - 1;
    let rev_row = |x: u128| x.reverse_bits() >> (128 - w);
    let mut best = cells;
    for (fr, fc) in [(true, false), (false, true), (true, true)] {
        let mut out = 0u128;
        for r in 0..h {
            let mut bits = (cells >> (r * w)) & row;
            if fc {
                bits = rev_row(bits);
            }
            let to = if fr { h - 1 - r } else { r };
            out |= bits << (to * w);
        }
        best = best.min(out);
    }
    (w as u8, h as u8, best)
}

/// The text of a shape: rows separated by `|`, `.` empty, `#` filled.
pub fn shape_text(s: Shape) -> String {
    let (w, h, cells) = (s.0 as u32, s.1 as u32, s.2);
    let mut t = String::new();
    for r in 0..h {
        if r > 0 {
            t.push('|');
        }
        for c in 0..w {
            t.push(if cells >> (r * w + c) & 1 == 1 {
                '.'
            } else {
                '#'
            });
        }
    }
    t
}

impl DomDb {
    /// An empty database.
    pub fn new() -> DomDb {
        DomDb {
            map: FxHashMap::default(),
            solver: PartizanSolver::new(),
            computed: 0,
        }
    }

    /// Regions known.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether no region is known.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// Approximate bytes held (the map and the solver's memo).
    pub fn bytes(&self) -> usize {
        self.map.capacity() * 40 + self.solver.memory_bytes()
    }

    /// Forget the solver's memo of sub-regions (the values stay).
    pub fn trim(&mut self) {
        self.solver = PartizanSolver::new();
    }

    /// The value of a region given in its own `w` x `h` frame (at most 64
    /// cells in its bounding box, which the caller ensures). Stops unwind to
    /// the store's guard.
    pub fn value(&mut self, store: &mut GameStore, w: u32, h: u32, cells: u128) -> Game {
        let key = normal_shape(w, h, cells);
        if let Some(&g) = self.map.get(&key) {
            return g;
        }
        let pos = Domineering::parse(&shape_text(key)).expect("a board of at most 64 cells");
        let g = self.solver.canonical_form(store, &pos);
        self.computed += 1;
        self.map.insert(key, g);
        g
    }

    /// The database as text: the games (each by its options, after them) and
    /// the regions with their games.
    pub fn to_text(&self, store: &mut GameStore) -> String {
        let mut ids: FxHashMap<Game, usize> = FxHashMap::default();
        let mut out = String::from("nimatron-domineering-db 1\n");
        let mut keys: Vec<&Shape> = self.map.keys().collect();
        keys.sort();
        for k in keys {
            let g = self.map[k];
            let id = game_id(store, g, &mut ids, &mut out);
            let _ = writeln!(out, "r {} {} {:x} {id}", k.0, k.1, k.2);
        }
        out
    }

    /// Add the regions of a text written by [`DomDb::to_text`]; an error names
    /// the bad line.
    pub fn load_text(&mut self, store: &mut GameStore, text: &str) -> Result<usize, String> {
        let mut games: Vec<Game> = Vec::new();
        let mut added = 0;
        let mut lines = text.lines().enumerate();
        match lines.next() {
            Some((_, "nimatron-domineering-db 1")) => {}
            _ => return Err("not a nimatron Domineering database (bad first line)".into()),
        }
        for (i, line) in lines {
            let bad = || format!("line {}: cannot read `{line}`", i + 1);
            let mut parts = line.split_whitespace();
            match parts.next() {
                Some("g") => {
                    let rest: Vec<&str> = parts.collect();
                    let g = read_game(store, &games, &rest).ok_or_else(bad)??;
                    games.push(g);
                }
                Some("r") => {
                    let w: u8 = parts.next().and_then(|x| x.parse().ok()).ok_or_else(bad)?;
                    let h: u8 = parts.next().and_then(|x| x.parse().ok()).ok_or_else(bad)?;
                    let cells = parts
                        .next()
                        .and_then(|x| u128::from_str_radix(x, 16).ok())
                        .ok_or_else(bad)?;
                    let g = parts
                        .next()
                        .and_then(|x| x.parse::<usize>().ok())
                        .and_then(|j| games.get(j).copied())
                        .ok_or_else(bad)?;
                    if w == 0 || h == 0 || (w as u32) * (h as u32) > 64 {
                        return Err(bad());
                    }
                    let key = normal_shape(w as u32, h as u32, cells);
                    if self.map.insert(key, g).is_none() {
                        added += 1;
                    }
                }
                None => {}
                Some(_) => return Err(bad()),
            }
        }
        Ok(added)
    }
}

/// The game of a line `g L.. | R..` (the words after `g`), its options named
/// by their ids among `games`: `None` when the line does not read, `Some(Err)`
/// when the store stopped.
pub(crate) fn read_game(
    store: &mut GameStore,
    games: &[Game],
    words: &[&str],
) -> Option<Result<Game, String>> {
    let bar = words.iter().position(|&p| p == "|")?;
    let side = |s: &[&str]| -> Option<Vec<Game>> {
        s.iter()
            .map(|x| x.parse::<usize>().ok().and_then(|j| games.get(j).copied()))
            .collect()
    };
    let left = side(&words[..bar])?;
    let right = side(&words[bar + 1..])?;
    Some(
        store
            .guard(|s| s.from_options(&left, &right))
            .map_err(|e: Stop| e.to_string()),
    )
}

/// The id of `g` in the text being written, writing it (after its options)
/// when new; an explicit stack, so that deep games cannot overflow.
pub(crate) fn game_id(
    store: &mut GameStore,
    g: Game,
    ids: &mut FxHashMap<Game, usize>,
    out: &mut String,
) -> usize {
    let mut stack = vec![g];
    while let Some(&top) = stack.last() {
        if ids.contains_key(&top) {
            stack.pop();
            continue;
        }
        let (l, r) = {
            let (l, r) = store.options(top);
            (l.to_vec(), r.to_vec())
        };
        let missing: Vec<Game> = l
            .iter()
            .chain(r.iter())
            .copied()
            .filter(|o| !ids.contains_key(o))
            .collect();
        if missing.is_empty() {
            stack.pop();
            let id = ids.len();
            out.push('g');
            for o in &l {
                let _ = write!(out, " {}", ids[o]);
            }
            out.push_str(" |");
            for o in &r {
                let _ = write!(out, " {}", ids[o]);
            }
            out.push('\n');
            ids.insert(top, id);
        } else {
            stack.extend(missing);
        }
    }
    ids[&g]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip_through_text() {
        let mut store = GameStore::new();
        let mut db = DomDb::new();
        let g = db.value(&mut store, 2, 2, 0b1111);
        assert_eq!(store.display(g), "+-1");
        let v = db.value(&mut store, 3, 2, 0b111_111);
        let l = db.value(&mut store, 3, 2, 0b011_110);
        let text = db.to_text(&mut store);
        let mut other = GameStore::new();
        let mut db2 = DomDb::new();
        assert_eq!(db2.load_text(&mut other, &text), Ok(3));
        let v2 = db2.value(&mut other, 3, 2, 0b111_111);
        assert_eq!(store.display(v), other.display(v2));
        let l2 = db2.value(&mut other, 3, 2, 0b110_011);
        assert_eq!(store.display(l), other.display(l2));
        assert_eq!(db2.computed, 0);
    }
}
