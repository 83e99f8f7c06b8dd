//! CGSuite's algebra of short games beyond sums and thermography, on canonical
//! forms as CGSuite computes it: compound sums (ordinal, conjunctive,
//! selective), products (Norton, Conway, ordinal), overheating, incentives,
//! companions, stop counts, followers, parity and temper, misère outcomes,
//! uptimals (`pow`, `powto`, subordination, uptimal expansions) and atomic
//! weights of every atomic game (in [`crate::thermo`]).
//!
//! Every operation runs in the store, so its limits apply (games, time,
//! memory, the interrupt); recursion goes through `GameStore::deeper`.
//! Results of the binary operations are cached in the store ([`BinaryCache`],
//! one of its operation caches, cleared with the others). Operations that read game forms
//! refuse a non-dyadic rational (it has no finite form) with
//! [`Stop::Unsupported`].

mod compounds;
mod forms;
mod heaps;
mod products;
mod properties;
mod uptimal;

pub use crate::short::UptimalExpansion;
pub use forms::{Form, FormNode};

use crate::limits::Stop;
use crate::short::{Game, GameStore, OpCache};
use rustc_hash::FxHashMap;

/// Codes of the cached binary operations.
pub(crate) mod op {
    pub const ORDINAL_SUM: u8 = 1;
    pub const CONJUNCTIVE: u8 = 2;
    pub const SELECTIVE: u8 = 3;
    pub const NORTON: u8 = 4;
    pub const CONWAY: u8 = 5;
    pub const ORDINAL_PRODUCT: u8 = 6;
    pub const COMPANION: u8 = 7;
    pub const NAIVE_ATOMIC_WEIGHT: u8 = 8;
}

/// Results of the binary operations, keyed by the operation's code ([`op`])
/// and the operands; kept in each store as one of its operation caches.
#[derive(Default, Clone)]
pub(crate) struct BinaryCache(FxHashMap<(u8, Game, Game), Game>);

impl OpCache for BinaryCache {
    fn bytes(&self) -> usize {
        self.0.capacity() * 16
    }

    fn boxed_clone(&self) -> Box<dyn OpCache> {
        Box::new(self.clone())
    }
}

impl GameStore {
    /// The canonical options of `g` (Left, Right); a non-dyadic rational has
    /// none that can be written, and stops the computation.
    pub(crate) fn form_options(&mut self, g: Game) -> (Vec<Game>, Vec<Game>) {
        if self.number_value(g).is_some_and(|x| !x.is_dyadic()) {
            GameStore::abort(Stop::Unsupported(
                "a rational that is not dyadic has no finite form (it is born on day omega)",
            ));
        }
        self.check_limits();
        (self.left_options(g), self.right_options(g))
    }

    pub(crate) fn cached_binary(&mut self, code: u8, g: Game, h: Game) -> Option<Game> {
        self.op_cache::<BinaryCache>().0.get(&(code, g, h)).copied()
    }

    pub(crate) fn remember_binary(&mut self, code: u8, g: Game, h: Game, r: Game) -> Game {
        self.op_cache::<BinaryCache>().0.insert((code, g, h), r);
        r
    }
}
