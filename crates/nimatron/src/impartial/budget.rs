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

/// The bytes a hash table of `len` entries (capacity `cap`, entries of `entry`
/// bytes) adds when one more is stored: nothing, or its doubling when full.
pub(crate) fn growth(len: usize, cap: usize, entry: usize) -> usize {
    if len < cap {
        0
    } else {
        table_bytes(cap.max(2), entry)
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
