//! Variants of any partizan ruleset (CGSuite's `ImpartialVariant` and
//! `DicoticVariant`):
//!
//! - [`ImpartialVariant`]: either player may make any move of Left or Right
//!   (the impartial variant of Domineering is Cram). The variant of a sum is the
//!   sum of the variants, so the ruleset's components are kept; its values are
//!   nimbers, found by the Grundy search.
//! - [`DicoticVariant`]: neither player may move unless both have a move, so
//!   every position is dicotic (all-small). The rule looks at the whole
//!   position, so a position is not split into components.
//!
//! Both use the ruleset's `normalize` (its symmetries keep each player's
//! moves, so they keep the variants' moves too) and never its `known_value`
//! (a value of the ruleset, not of the variant).

use super::PartizanPosition;
use crate::impartial::ImpartialPosition;
use std::fmt;

/// The impartial variant of a partizan position: its options are the options
/// of both players.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ImpartialVariant<P>(pub P);

impl<P: PartizanPosition> ImpartialPosition for ImpartialVariant<P> {
    fn options(&self) -> Vec<Self> {
        let mut all = self.0.left_options();
        all.extend(self.0.right_options());
        all.into_iter().map(ImpartialVariant).collect()
    }

    fn components(&self) -> Vec<Self> {
        let comps = self.0.components();
        if comps.len() == 1 {
            let n = comps[0].normalize();
            if n == self.0 {
                return vec![self.clone()];
            }
            return vec![ImpartialVariant(n)];
        }
        comps
            .iter()
            .map(|c| ImpartialVariant(c.normalize()))
            .collect()
    }

    fn heap_bytes(&self) -> usize {
        self.0.heap_bytes()
    }

    /// The ruleset's own names, Left's moves then Right's.
    fn named_options(&self) -> Vec<(Option<String>, Self)> {
        let mut all = self.0.named_options(true);
        all.extend(self.0.named_options(false));
        all.into_iter()
            .map(|(n, o)| (n, ImpartialVariant(o)))
            .collect()
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        self.0.move_name(&to.0)
    }
}

impl<P: fmt::Display> fmt::Display for ImpartialVariant<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The dicotic variant of a partizan position: a player may move only where
/// both players have a move.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DicoticVariant<P>(pub P);

impl<P: PartizanPosition> DicoticVariant<P> {
    fn options(&self, left: bool) -> Vec<Self> {
        let (mine, theirs) = if left {
            (self.0.left_options(), self.0.right_options())
        } else {
            (self.0.right_options(), self.0.left_options())
        };
        if theirs.is_empty() {
            return Vec::new();
        }
        mine.into_iter().map(DicoticVariant).collect()
    }
}

impl<P: PartizanPosition> PartizanPosition for DicoticVariant<P> {
    fn left_options(&self) -> Vec<Self> {
        self.options(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.options(false)
    }

    fn normalize(&self) -> Self {
        DicoticVariant(self.0.normalize())
    }

    fn heap_bytes(&self) -> usize {
        self.0.heap_bytes()
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        self.0.move_name(&to.0)
    }

    fn named_options(&self, left: bool) -> Vec<(Option<String>, Self)> {
        let theirs = if left {
            self.0.right_options()
        } else {
            self.0.left_options()
        };
        if theirs.is_empty() {
            return Vec::new();
        }
        self.0
            .named_options(left)
            .into_iter()
            .map(|(n, o)| (n, DicoticVariant(o)))
            .collect()
    }
}

impl<P: fmt::Display> fmt::Display for DicoticVariant<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
