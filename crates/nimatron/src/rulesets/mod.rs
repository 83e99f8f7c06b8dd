//! Positions of concrete partizan games and the generic solver that turns them
//! into canonical values: a position lists its options, may split into
//! independent components, and may normalise itself for transpositions.

mod domineering;
mod hackenbush;
mod toads;

pub use domineering::{Cram, Domineering, DomineeringError};
pub use hackenbush::{Colour, Hackenbush, HackenbushError};
pub use toads::{ToadsAndFrogs, ToadsError};

use crate::short::{Game, GameStore};
use rustc_hash::FxHashMap;
use std::hash::Hash;

/// A position of a partizan game.
pub trait PartizanPosition: Clone + Eq + Hash {
    /// Positions Left can move to.
    fn left_options(&self) -> Vec<Self>;
    /// Positions Right can move to.
    fn right_options(&self) -> Vec<Self>;
    /// Independent components whose sum is this position (default: itself).
    fn components(&self) -> Vec<Self> {
        vec![self.clone()]
    }
    /// The value when theory gives it directly (a fast path; default: none).
    fn known_value(&self, _store: &mut GameStore) -> Option<Game> {
        None
    }
    /// A representative of this position's class under transpositions and symmetries
    /// that preserve the value (default: itself).
    fn normalize(&self) -> Self {
        self.clone()
    }
}

/// Canonical forms of positions by memoised search, with decomposition into components.
pub struct PartizanSolver<P> {
    table: FxHashMap<P, Game>,
}

impl<P: PartizanPosition> Default for PartizanSolver<P> {
    fn default() -> Self {
        Self::new()
    }
}

impl<P: PartizanPosition> PartizanSolver<P> {
    /// An empty transposition table.
    pub fn new() -> Self {
        PartizanSolver {
            table: FxHashMap::default(),
        }
    }

    /// Number of positions in the transposition table.
    pub fn table_len(&self) -> usize {
        self.table.len()
    }

    /// The canonical form of `pos`.
    pub fn canonical_form(&mut self, store: &mut GameStore, pos: &P) -> Game {
        let comps = pos.components();
        if comps.len() != 1 {
            let values: Vec<Game> = comps.iter().map(|c| self.single(store, c)).collect();
            return store.sum(&values);
        }
        self.single(store, &comps[0])
    }

    fn single(&mut self, store: &mut GameStore, pos: &P) -> Game {
        let key = pos.normalize();
        if let Some(&g) = self.table.get(&key) {
            return g;
        }
        if let Some(g) = key.known_value(store) {
            self.table.insert(key, g);
            return g;
        }
        let left: Vec<Game> = key
            .left_options()
            .iter()
            .map(|o| self.canonical_form(store, o))
            .collect();
        let right: Vec<Game> = key
            .right_options()
            .iter()
            .map(|o| self.canonical_form(store, o))
            .collect();
        let g = store.from_options(&left, &right);
        self.table.insert(key, g);
        g
    }

    /// Left's options whose value is best (maximal, so not dominated) — the
    /// sensible moves; each with its value.
    pub fn sensible_left(&mut self, store: &mut GameStore, pos: &P) -> Vec<(P, Game)> {
        self.sensible(store, pos, true)
    }

    /// Right's sensible moves (options with minimal values).
    pub fn sensible_right(&mut self, store: &mut GameStore, pos: &P) -> Vec<(P, Game)> {
        self.sensible(store, pos, false)
    }

    fn sensible(&mut self, store: &mut GameStore, pos: &P, left: bool) -> Vec<(P, Game)> {
        let opts = if left {
            pos.left_options()
        } else {
            pos.right_options()
        };
        let valued: Vec<(P, Game)> = opts
            .into_iter()
            .map(|o| {
                let g = self.canonical_form(store, &o);
                (o, g)
            })
            .collect();
        let values: Vec<Game> = valued.iter().map(|(_, g)| *g).collect();
        valued
            .into_iter()
            .filter(|(_, g)| {
                values.iter().all(|&h| {
                    h == *g
                        || if left {
                            !store.lt(*g, h)
                        } else {
                            !store.lt(h, *g)
                        }
                })
            })
            .collect()
    }
}
