//! Random games for property tests, and a seeded generator for reproducible
//! random positions in plain tests.

use nimatron::numbers::Rational;
use nimatron::short::{Game, GameStore};
use proptest::prelude::*;
use std::ops::Range;

/// A game tree as written, not simplified: number and star leaves, and
/// explicit nodes `{left | right}`.
#[derive(Clone, Debug)]
pub enum Tree {
    Num(Rational),
    Star,
    Node(Vec<Tree>, Vec<Tree>),
}

impl Tree {
    /// `{ | }`, the game 0 as an explicit node.
    pub const EMPTY: Tree = Tree::Node(Vec::new(), Vec::new());

    /// The left and right options of an explicit node. Panics on a number or
    /// star leaf: only trees built from nodes alone can be searched this way.
    pub fn options(&self) -> (&[Tree], &[Tree]) {
        match self {
            Tree::Node(l, r) => (l, r),
            leaf => panic!("{leaf:?} is a leaf, not an explicit node"),
        }
    }

    /// The game in `s`'s store.
    pub fn to_game(&self, s: &mut GameStore) -> Game {
        match self {
            Tree::Num(x) => s.number(x.clone()),
            Tree::Star => s.nimber(1),
            Tree::Node(l, r) => {
                let l: Vec<Game> = l.iter().map(|t| t.to_game(s)).collect();
                let r: Vec<Game> = r.iter().map(|t| t.to_game(s)).collect();
                s.from_options(&l, &r)
            }
        }
    }
}

/// Random trees with `leaf` at the bottom, at most `depth` levels of nodes and
/// about `size` nodes in all, each side of a node with a number of options in
/// `side`.
pub fn trees(
    leaf: impl Strategy<Value = Tree> + 'static,
    depth: u32,
    size: u32,
    side: Range<usize>,
) -> impl Strategy<Value = Tree> {
    leaf.prop_recursive(depth, size, 3, move |inner| {
        (
            prop::collection::vec(inner.clone(), side.clone()),
            prop::collection::vec(inner, side.clone()),
        )
            .prop_map(|(l, r)| Tree::Node(l, r))
    })
}

/// Random game literals `{a,b|c}` with `leaves` (such as `"^"` or `"1/2"`) at
/// the bottom, at most `depth` levels of braces, about `size` of them in all,
/// `branch` options expected a side, one or two on each side.
pub fn literals(
    leaves: &[&'static str],
    depth: u32,
    size: u32,
    branch: u32,
) -> impl Strategy<Value = String> {
    let leaf = prop::sample::select(leaves.to_vec()).prop_map(str::to_string);
    leaf.prop_recursive(depth, size, branch, |inner| {
        (
            prop::collection::vec(inner.clone(), 1..3),
            prop::collection::vec(inner, 1..3),
        )
            .prop_map(|(l, r)| format!("{{{}|{}}}", l.join(","), r.join(",")))
    })
}

/// A seeded linear congruential generator (Knuth's MMIX constants): the same
/// seed gives the same positions on every run and machine.
pub struct Lcg(u64);

impl Lcg {
    pub fn new(seed: u64) -> Lcg {
        Lcg(seed)
    }

    /// A number below `m` (not exactly uniform; enough for test positions).
    pub fn below(&mut self, m: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % m
    }
}
