//! The catalogue's loopy positions: which positions can cycle (Backsliding
//! Toads and Frogs, Fox and Geese) and their position graphs as loopy games.

use super::AnyPosition;
use crate::limits::Stop;
use crate::loopy::{Loopy, LoopyStore, SidedValue};

impl AnyPosition {
    /// Whether play from this position can cycle: its value is then a loopy
    /// game ([`AnyPosition::loopy_value`]), and [`AnyPosition::value`] refuses.
    pub fn is_loopy(&self) -> bool {
        match self {
            AnyPosition::Toads(p) => p.is_loopy(),
            AnyPosition::FoxAndGeese(p) => p.is_loopy(),
            AnyPosition::Variant(v) => v.inner.is_loopy(),
            _ => false,
        }
    }

    /// The value of this position in `store`, under its limits: the
    /// canonical stopper of its position graph, or the graph itself where it
    /// is not a stopper ([`LoopyStore::position_value`]). `Stop::Unsupported`
    /// for a position that is not loopy or a variant's.
    pub fn loopy_value(&self, store: &mut LoopyStore) -> Result<Loopy, Stop> {
        match self {
            AnyPosition::Toads(p) => store.position_value(p),
            AnyPosition::FoxAndGeese(p) => store.position_value(p),
            _ => Err(Stop::Unsupported(
                "only Backsliding Toads and Frogs and Fox and Geese have loopy values in the catalogue",
            )),
        }
    }

    /// The sides of this position (CGSuite's `GameValue`: both the canonical
    /// stopper for a stopper), block by block
    /// ([`LoopyStore::position_sides`]); `Stop::Unsupported` where sidling
    /// does not settle, or for a position that is not loopy.
    pub fn loopy_sides(&self, store: &mut LoopyStore) -> Result<SidedValue, Stop> {
        match self {
            AnyPosition::Toads(p) => store.position_sides(p),
            AnyPosition::FoxAndGeese(p) => store.position_sides(p),
            _ => Err(Stop::Unsupported(
                "only Backsliding Toads and Frogs and Fox and Geese have loopy values in the catalogue",
            )),
        }
    }
}
