//! Components of a sum: positions of any partizan ruleset, type-erased, so
//! that one sum mixes Clobber, Domineering, Amazons and the rest; and the
//! terms a catalogue position gives.

use super::mix;
use crate::limits::{Limits, Stop};
use crate::rulesets::catalogue::{AnyPosition, NimHeaps, Ruleset, RulesetPosition, Visitor};
use crate::rulesets::{PartizanPosition, PartizanSolver};
use crate::short::{Game, GameStore};
use crate::type_map::TypeMap;
use rustc_hash::FxHasher;
use std::any::{Any, TypeId};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// A position of some partizan ruleset, type-erased.
pub trait Component: Send + Sync + fmt::Debug + 'static {
    /// The position itself, for downcasting.
    fn as_any(&self) -> &dyn Any;
    /// A 64-bit hash of the position (and its type).
    fn hash64(&self) -> u64;
    /// Whether `other` is the same position of the same type.
    fn same(&self, other: &dyn Component) -> bool;
    /// The options of Left (`left`) or Right, whole (not split).
    fn options(&self, left: bool) -> Vec<Comp>;
    /// The independent components, each normalised.
    fn split(&self) -> Vec<Comp>;
    /// The ruleset, with its parameter.
    fn ruleset(&self) -> Ruleset;
    /// The position as its ruleset writes it.
    fn text(&self) -> String;
    /// The ruleset's name of the move to `to` (`b1-b2`), if it names moves.
    fn move_name(&self, to: &dyn Component) -> Option<String>;
    /// The canonical value by [`PartizanSolver`] (one memo a type, in
    /// `solvers`) under `limits`.
    fn value(
        &self,
        solvers: &mut Solvers,
        store: &mut GameStore,
        limits: &Limits,
    ) -> Result<Game, Stop>;
    /// Bytes the position owns on the heap.
    fn heap_bytes(&self) -> usize;
    /// The number of moves of both players.
    fn moves(&self) -> usize;
}

/// The canonical-form solvers of the endgame database, one per position type
/// (kept from search to search: [`crate::type_map`] says why by type).
#[derive(Default)]
pub struct Solvers(TypeMap);

impl Solvers {
    /// Drop every solver and its memo.
    pub(super) fn clear(&mut self) {
        self.0.clear();
    }
}

/// A component of a sum: a shared type-erased position, hashed and compared
/// as the position.
#[derive(Clone, Debug)]
pub struct Comp(pub Arc<dyn Component>);

impl PartialEq for Comp {
    fn eq(&self, other: &Comp) -> bool {
        self.0.hash64() == other.0.hash64() && self.0.same(&*other.0)
    }
}

impl Eq for Comp {}

impl Hash for Comp {
    fn hash<H: Hasher>(&self, h: &mut H) {
        h.write_u64(self.0.hash64());
    }
}

impl Comp {
    /// A component of a partizan position.
    pub fn of<P: PartizanPosition + RulesetPosition>(p: P) -> Comp {
        let mut h = FxHasher::default();
        TypeId::of::<P>().hash(&mut h);
        p.hash(&mut h);
        let hash = mix(h.finish());
        Comp(Arc::new(Part { pos: p, hash }))
    }

    /// The position as the language reads it, for people
    /// ([`Ruleset::call`](crate::rulesets::catalogue::Ruleset::call)).
    pub fn label(&self) -> String {
        self.0.ruleset().call(&self.0.text())
    }

    /// The position of type `P`, if it is one.
    pub fn downcast<P: PartizanPosition + RulesetPosition>(&self) -> Option<&P> {
        self.0.as_any().downcast_ref::<Part<P>>().map(|p| &p.pos)
    }
}

/// A position with its hash.
#[derive(Debug)]
struct Part<P> {
    pos: P,
    hash: u64,
}

impl<P: PartizanPosition + RulesetPosition> Component for Part<P> {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn hash64(&self) -> u64 {
        self.hash
    }
    fn same(&self, other: &dyn Component) -> bool {
        other
            .as_any()
            .downcast_ref::<Part<P>>()
            .is_some_and(|o| o.pos == self.pos)
    }
    fn options(&self, left: bool) -> Vec<Comp> {
        let opts = if left {
            self.pos.left_options()
        } else {
            self.pos.right_options()
        };
        opts.into_iter().map(Comp::of).collect()
    }
    fn split(&self) -> Vec<Comp> {
        self.pos
            .components()
            .into_iter()
            .map(|c| Comp::of(c.normalize()))
            .collect()
    }
    fn ruleset(&self) -> Ruleset {
        self.pos.ruleset()
    }
    fn text(&self) -> String {
        self.pos.to_string()
    }
    fn move_name(&self, to: &dyn Component) -> Option<String> {
        let to = to.as_any().downcast_ref::<Part<P>>()?;
        self.pos.move_name(&to.pos)
    }
    fn value(
        &self,
        solvers: &mut Solvers,
        store: &mut GameStore,
        limits: &Limits,
    ) -> Result<Game, Stop> {
        let solver = solvers.0.get_or_insert_with(PartizanSolver::<P>::new);
        solver.set_limits(limits);
        solver.value(store, &self.pos)
    }
    fn heap_bytes(&self) -> usize {
        self.pos.heap_bytes() + std::mem::size_of::<Self>()
    }
    fn moves(&self) -> usize {
        self.pos.left_options().len() + self.pos.right_options().len()
    }
}

/// A term of a sum read from a catalogue position: a partizan position
/// searched, or the value of an impartial one (its nimber).
#[derive(Clone, Debug)]
pub enum Term {
    /// A partizan position.
    Position(Comp),
    /// The value of a position of an impartial ruleset.
    Value(Game),
}

/// A catalogue position as a term of a sum; impartial positions are valued
/// (Grundy search under `limits`).
pub fn term(store: &mut GameStore, pos: &AnyPosition, limits: &Limits) -> Result<Term, Stop> {
    struct V<'a> {
        store: &'a mut GameStore,
        limits: &'a Limits,
        pos: &'a AnyPosition,
    }
    impl Visitor for V<'_> {
        type Output = Result<Term, Stop>;
        fn partizan<P: PartizanPosition + RulesetPosition>(self, p: &P) -> Self::Output {
            Ok(Term::Position(Comp::of(p.clone())))
        }
        fn impartial<P: crate::impartial::ImpartialPosition + RulesetPosition>(
            self,
            _: &P,
        ) -> Self::Output {
            self.pos.value(self.store, self.limits).map(Term::Value)
        }
        fn nim(self, _: &NimHeaps) -> Self::Output {
            self.pos.value(self.store, self.limits).map(Term::Value)
        }
    }
    pos.visit(V { store, limits, pos })
}
