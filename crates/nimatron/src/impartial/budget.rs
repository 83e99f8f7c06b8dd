//! The running budget of a memoised search (the partizan solver, the Grundy
//! and misère searches): its [`Limits`] and [`Meter`], the bytes of the option
//! lists its recursion holds, and its depth. Past a limit it stops by unwinding
//! ([`crate::limits::stop`]); each engine's entry points catch that and return
//! `Err(Stop)`.

use crate::limits::{stop, Limits, Meter, Stop};

/// Bytes of bookkeeping a hash table spends per entry beyond the entry itself.
const ENTRY_OVERHEAD: usize = 8;

/// Option lists of more bytes than this make a search read the clock at once
/// (between ordinary nodes it reads it every 256 nodes).
const BIG_LIST: usize = 64 << 10;

/// Approximate bytes of a hash table of capacity `cap` with entries of
/// `entry` bytes.
pub(crate) fn table_bytes(cap: usize, entry: usize) -> usize {
    cap * (entry + ENTRY_OVERHEAD)
}

/// The least capacity a memo grows to.
const FIRST_CAPACITY: usize = 64;

/// Memos below this capacity grow fourfold, larger ones twofold (so that a
/// memory limit still lets a big memo use most of it).
const FOURFOLD_BELOW: usize = 1 << 20;

/// The entries a full memo of capacity `cap` makes room for when it grows.
fn added_capacity(cap: usize) -> usize {
    let cap = cap.max(FIRST_CAPACITY);
    if cap < FOURFOLD_BELOW {
        3 * cap
    } else {
        cap
    }
}

/// The bytes a hash table of `len` entries (capacity `cap`, entries of `entry`
/// bytes) adds when one more is stored: nothing, or what it grows by when it
/// is full (see [`make_room`]).
pub(crate) fn growth(len: usize, cap: usize, entry: usize) -> usize {
    if len < cap {
        0
    } else {
        table_bytes(added_capacity(cap), entry)
    }
}

/// Make room in a full memo for one more entry, growing it fourfold while it
/// is small rather than twofold as the table would by itself: every growth
/// rehashes each entry into fresh memory, and a search's memo grows from
/// nothing to its final size in one run (a 5 x 4 Konane position's canonical
/// form took 8.2 ms with doubling, 6.6 to 7.0 with this).
pub(crate) fn make_room<K: std::hash::Hash + Eq, V, S: std::hash::BuildHasher>(
    map: &mut std::collections::HashMap<K, V, S>,
) {
    if map.len() == map.capacity() {
        map.reserve(added_capacity(map.capacity()));
    }
}

/// Bytes a list of positions holds: the list and what its positions own.
pub(crate) fn list_bytes<P>(list: &[P], heap: impl Fn(&P) -> usize) -> usize {
    std::mem::size_of_val(list) + list.iter().map(heap).sum::<usize>()
}

/// The limits of a search and what it uses now.
#[derive(Clone, Debug)]
pub(crate) struct Budget {
    limits: Limits,
    meter: Meter,
    /// Bytes of option lists held by the recursion now.
    live: usize,
    depth: usize,
}

impl Budget {
    /// A budget checking `limits`; time counts from now.
    pub fn new(limits: &Limits) -> Budget {
        Budget {
            limits: limits.clone(),
            meter: limits.start(),
            live: 0,
            depth: 0,
        }
    }

    /// Check `limits` from now on: time and the node count start again.
    pub fn restart(&mut self, limits: &Limits) {
        *self = Budget::new(limits);
    }

    /// The limits in force.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// At an entry point, before and after a search (a stop leaves the
    /// recursion's counts behind).
    pub fn begin(&mut self) {
        self.live = 0;
        self.depth = 0;
    }

    /// Count a node: the node limit, the clock and the interrupt (every 256
    /// nodes), and the memory with the tables at `tables` bytes.
    pub fn tick(&mut self, tables: usize) {
        if let Err(s) = self.meter.tick() {
            stop(s);
        }
        self.check_memory(tables);
    }

    /// Stop if tables of `tables` bytes and the option lists held pass the
    /// memory limit.
    pub fn check_memory(&self, tables: usize) {
        if let Some(max) = self.limits.memory {
            if tables + self.live > max {
                stop(Stop::Memory(max));
            }
        }
    }

    /// One level deeper: stops past the depth limit; says whether to grow the
    /// stack here (every 16 levels, so that no depth overflows it).
    pub fn enter(&mut self) -> bool {
        self.depth += 1;
        if self.depth > self.limits.max_depth() {
            stop(Stop::Depth(self.limits.max_depth()));
        }
        self.depth & 15 == 0
    }

    /// Back one level.
    pub fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Hold an option list of `bytes` while it is searched; a big one reads
    /// the clock at once.
    pub fn hold(&mut self, bytes: usize) {
        if bytes > BIG_LIST {
            if let Err(s) = self.meter.check() {
                stop(s);
            }
        }
        self.live += bytes;
    }

    /// Let go of a list held by [`Budget::hold`].
    pub fn release(&mut self, bytes: usize) {
        self.live -= bytes;
    }
}
