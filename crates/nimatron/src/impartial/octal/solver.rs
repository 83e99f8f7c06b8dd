//! [`Solver`]: its configuration, the run loop (blocks of heaps, the stop
//! flag, progress, widening `u8` to `u16`) and the choice of method per heap.

use super::game::OctalGame;
use super::period::candidate_from;
use super::pipeline::{
    extend_parallel, PARALLEL_MIN_HEAPS, PARALLEL_MIN_RARE, PARALLEL_MIN_RARE_BLOCK,
};
use super::plain::{clear, plain_value, SEEN_LEN};
use super::simd::Kernels;
use super::sparse::{rebuild_rare, sparse_value, Sparse};
use super::sparse_bits::{sparse_value_bits, SMALL_SPAN};
use super::values::{value_span, Val};
use std::sync::atomic::{AtomicBool, Ordering};

/// How the sequence is computed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Method {
    /// Every option of every heap (O(n²) for splitting games).
    Plain,
    /// Rare and common values (Winning Ways' sparse space).
    #[default]
    Sparse,
}

/// A proved (or, for Grundy's game, merely observed) period.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Periodicity {
    /// The least preperiod `n0`: `G(n + p) = G(n)` for all `n ≥ n0`.
    pub preperiod: usize,
    /// The least period `p`.
    pub period: usize,
}

/// Why a run stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// The periodicity theorem applied.
    Proved,
    /// The requested number of heaps was reached.
    Reached,
    /// The caller's stop flag was raised.
    Interrupted,
    /// A Grundy value does not fit in 16 bits.
    ValueOverflow,
}

/// The most a solver may use of the CPU's vector kernels: a cap, checked
/// against the CPU at run time (a level the CPU lacks falls back to the next
/// one below that it has, and at last to the scalar loops). The values never
/// depend on it, only the speed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Simd {
    /// The best kernels the CPU has (detected at run time).
    #[default]
    Auto,
    /// Scalar loops only.
    Scalar,
    /// At most the AVX2 kernels (x86-64-v3: AVX2, BMI1, BMI2, LZCNT,
    /// POPCNT), as on a processor without AVX-512; scalar loops elsewhere.
    Avx2,
    /// At most the AVX-512 kernels (F and BW; VBMI for the 8-bit ones), then
    /// AVX2 where the CPU lacks them.
    Avx512,
    /// At most the NEON kernels (aarch64); scalar loops elsewhere.
    Neon,
}

impl Simd {
    /// Every level, as [`Simd::name`] spells it.
    pub const ALL: [Simd; 5] = [
        Simd::Auto,
        Simd::Scalar,
        Simd::Avx2,
        Simd::Avx512,
        Simd::Neon,
    ];

    /// The level's name: `auto`, `scalar`, `avx2`, `avx512`, `neon`.
    pub fn name(self) -> &'static str {
        match self {
            Simd::Auto => "auto",
            Simd::Scalar => "scalar",
            Simd::Avx2 => "avx2",
            Simd::Avx512 => "avx512",
            Simd::Neon => "neon",
        }
    }
}

impl std::fmt::Display for Simd {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Simd {
    type Err = String;

    /// Reads a level by its [`Simd::name`] (any case).
    fn from_str(s: &str) -> Result<Simd, String> {
        let lower = s.to_ascii_lowercase();
        Simd::ALL
            .into_iter()
            .find(|l| l.name() == lower)
            .ok_or_else(|| format!("unknown SIMD level {s:?} (auto, scalar, avx2, avx512, neon)"))
    }
}

/// How a [`Solver`] runs: the values never depend on it, only the speed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Threads to use: 1 = the caller's only; from 2 on, a helper thread
    /// computes rare-part pairs ahead and long period searches run beside
    /// the main loop (more than 2 changes nothing today).
    pub threads: usize,
    /// Vector kernels or scalar loops.
    pub simd: Simd,
}

impl Default for Config {
    /// Two threads when the process may use two cores or more (one
    /// otherwise), and the vector kernels where the CPU has them.
    fn default() -> Config {
        Config {
            threads: std::thread::available_parallelism().map_or(1, |n| n.get().min(2)),
            simd: Simd::Auto,
        }
    }
}

/// The values, in the narrowest type that holds them.
#[derive(Debug, Clone)]
pub(super) enum Values {
    U8(Vec<u8>),
    U16(Vec<u16>),
}

/// Computes the Grundy sequence of an [`OctalGame`] incrementally.
///
/// ```
/// use nimatron::impartial::octal::{Method, OctalGame, Solver, StopReason};
/// use std::sync::atomic::AtomicBool;
///
/// // Kayles (0.77): period 12 from heap 71 on, proved.
/// let kayles = OctalGame::from_code("0.77").unwrap();
/// let mut solver = Solver::new(kayles, Method::Sparse);
/// let report = solver.run(1000, &AtomicBool::new(false), &mut |_| {});
/// assert_eq!(report.stop, StopReason::Proved);
/// let p = solver.periodicity().unwrap();
/// assert_eq!((p.preperiod, p.period), (71, 12));
/// assert_eq!(solver.values(8), [0, 1, 2, 3, 1, 4, 3, 2]);
/// ```
#[derive(Debug, Clone)]
pub struct Solver {
    pub(super) game: OctalGame,
    method: Method,
    pub(super) values: Values,
    max_value: u32,
    pub(super) sparse: Sparse,
    seen: Vec<u8>,
    pub(super) next_check: usize,
    pub(super) candidate: Option<(usize, usize, usize)>, // (n0, p, length needed)
    pub(super) proved: Option<Periodicity>,
    reserve_hint: usize,
    config: Config,
    /// The kernels `config.simd` allows on this CPU.
    pub(super) kernels: Kernels,
}

/// What a run reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// Number of values computed: G(0) ... G(computed - 1).
    pub computed: usize,
    /// The proved periodicity, if any.
    pub periodicity: Option<Periodicity>,
    /// The largest value seen.
    pub max_value: u32,
    /// Why the run stopped.
    pub stop: StopReason,
}

/// Heaps per block between stop-flag checks and progress reports, at most.
const BLOCK: usize = 1 << 14;

/// The time a block should take: blocks shrink (down to one heap) when the
/// values grow costly, so that the stop flag is seen and progress reported
/// about this often (a heap of a three-part game such as 0.9 costs time
/// quadratic in its size: a block of [`BLOCK`] heaps took minutes). Not
/// much shorter: the helper thread needs blocks of 1024 heaps or more.
const BLOCK_TIME: std::time::Duration = std::time::Duration::from_millis(200);

/// The next block size after a block of `block` heaps that reached `heaps`
/// of them (fewer where a checkpoint cut it) in `took`: the size that would
/// take [`BLOCK_TIME`] at that pace, between a quarter and twice `block`,
/// and between 1 and [`BLOCK`].
fn next_block(block: usize, heaps: usize, took: std::time::Duration) -> usize {
    let nanos = took.as_nanos().max(1);
    let paced = (heaps.max(1) as u128 * BLOCK_TIME.as_nanos() / nanos).min(BLOCK as u128) as usize;
    paced.clamp((block / 4).max(1), block.saturating_mul(2).clamp(1, BLOCK))
}

impl Solver {
    /// A solver that has computed G(0) = 0, with the default [`Config`].
    pub fn new(game: OctalGame, method: Method) -> Solver {
        let config = Config::default();
        Solver {
            game,
            method,
            values: Values::U8(vec![0]),
            max_value: 0,
            sparse: Sparse {
                next_rebuild: 64,
                need: vec![0; 1 << 16],
                ..Sparse::default()
            },
            seen: vec![0; SEEN_LEN],
            next_check: 64,
            candidate: None,
            proved: None,
            reserve_hint: 0,
            config,
            kernels: Kernels::new(config.simd),
        }
    }

    /// This solver with the configuration `config` (threads, vector
    /// kernels); the values do not depend on it.
    pub fn with_config(mut self, config: Config) -> Solver {
        self.set_config(config);
        self
    }

    /// Changes the configuration (threads, vector kernels); the values do
    /// not depend on it.
    pub fn set_config(&mut self, config: Config) {
        self.config = Config {
            threads: config.threads.max(1),
            ..config
        };
        self.kernels = Kernels::new(config.simd);
    }

    /// The configuration.
    pub fn config(&self) -> Config {
        self.config
    }

    /// The kernels in use on this CPU under the configuration's cap:
    /// `avx512-vbmi`, `avx512-bw`, `avx2`, `neon` or `scalar`.
    pub fn kernel_level(&self) -> &'static str {
        self.kernels.name()
    }

    /// Uses up to `threads` threads (1 = this thread only; see
    /// [`Config::threads`]). The values do not depend on it.
    pub fn set_threads(&mut self, threads: usize) {
        self.config.threads = threads.max(1);
    }

    /// The game.
    pub fn game(&self) -> &OctalGame {
        &self.game
    }

    /// Number of values computed so far.
    pub fn len(&self) -> usize {
        match &self.values {
            Values::U8(v) => v.len(),
            Values::U16(v) => v.len(),
        }
    }

    /// Always false: G(0) is computed at creation.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// G(n), if computed.
    pub fn value(&self, n: usize) -> Option<u32> {
        match &self.values {
            Values::U8(v) => v.get(n).map(|x| *x as u32),
            Values::U16(v) => v.get(n).map(|x| *x as u32),
        }
    }

    /// The first `count` values (or all computed, if fewer).
    pub fn values(&self, count: usize) -> Vec<u32> {
        let count = count.min(self.len());
        (0..count).filter_map(|n| self.value(n)).collect()
    }

    /// The largest value so far.
    pub fn max_value(&self) -> u32 {
        self.max_value
    }

    /// Bytes per stored value (1 or 2).
    pub fn bytes_per_value(&self) -> usize {
        match self.values {
            Values::U8(_) => 1,
            Values::U16(_) => 2,
        }
    }

    /// The proved periodicity, once proved.
    pub fn periodicity(&self) -> Option<Periodicity> {
        self.proved
    }

    /// Reserves room for `n` values up front (avoids copies while growing).
    pub fn reserve(&mut self, n: usize) {
        self.reserve_hint = n;
        let len = self.len();
        match &mut self.values {
            Values::U8(v) => v.reserve(n.saturating_sub(len)),
            Values::U16(v) => v.reserve(n.saturating_sub(len)),
        }
    }

    /// Computes values until `G(limit - 1)` is known, periodicity is proved,
    /// or `stop` is raised; `progress` is called with the count after each block.
    /// A run that reaches `limit` ends with a period search over all the
    /// values, so it reports every period they prove.
    pub fn run(
        &mut self,
        limit: usize,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(usize),
    ) -> Report {
        let provable = self.game.periodicity_provable();
        let (parts, t) = (self.game.max_parts(), self.game.max_removal());
        let threads = self.config.threads;
        std::thread::scope(|scope| {
            // A period search running on another thread: (checkpoint, joined
            // when the values reach this, handle). Joining at a fixed length
            // keeps the run deterministic.
            type Search<'s> = std::thread::ScopedJoinHandle<'s, Option<(usize, usize, usize)>>;
            let mut pending: Option<(usize, usize, Search<'_>)> = None;
            // Start small: a solver resumed at a costly length must not
            // spend a whole block before its first check.
            let mut block = 64;
            let mut reason = loop {
                if provable && self.proved.is_some() {
                    break StopReason::Proved;
                }
                let len = self.len();
                if len >= limit {
                    break StopReason::Reached;
                }
                if stop.load(Ordering::Relaxed) {
                    break StopReason::Interrupted;
                }
                let mut target = (len + block).min(limit);
                if provable {
                    // While a candidate waits for its proof length, checkpoints
                    // are suspended (see `check_periodicity`), so only the proof
                    // length bounds the block; bounding by a passed checkpoint
                    // would step one heap at a time.
                    target = match self.candidate {
                        Some((_, _, need)) => target.min(need.max(len + 1)),
                        None => target.min(self.next_check.max(len + 1)),
                    };
                    if let Some((_, at, _)) = &pending {
                        target = target.min((*at).max(len + 1));
                    }
                }
                let began = std::time::Instant::now();
                if !self.extend_to(target) {
                    break StopReason::ValueOverflow;
                }
                block = next_block(block, self.len() - len, began.elapsed());
                if provable {
                    if pending.as_ref().is_some_and(|(_, at, _)| self.len() >= *at) {
                        if let Some((_, _, handle)) = pending.take() {
                            let found = handle.join().ok().flatten();
                            if self.candidate.is_none() {
                                self.candidate = found;
                            }
                        }
                    }
                    let async_ok = threads > 1 && pending.is_none();
                    if let Some((tail, len)) = self.check_periodicity(async_ok) {
                        let handle = scope.spawn(move || candidate_from(&tail, len, parts, t));
                        pending = Some((len, len + len / 8, handle));
                    }
                }
                progress(self.len());
            };
            let at_limit = provable && reason == StopReason::Reached;
            if let Some((checkpoint, _, _)) = pending {
                if !at_limit {
                    // Not consumed: search again at the next run.
                    self.next_check = checkpoint;
                }
                // At the limit, the search below covers every value; this
                // one is left to end on its own (the scope waits for it).
            }
            if at_limit && self.proved.is_none() && self.prove_at_end() {
                reason = StopReason::Proved;
            }
            Report {
                computed: self.len(),
                periodicity: self.proved,
                max_value: self.max_value,
                stop: reason,
            }
        })
    }

    /// Computes values up to `target` (exclusive); false on a value overflow.
    pub(super) fn extend_to(&mut self, target: usize) -> bool {
        loop {
            let res = match &mut self.values {
                Values::U8(v) => extend::<u8>(
                    v,
                    target,
                    &self.game,
                    self.method,
                    &mut self.sparse,
                    &mut self.seen,
                    &mut self.max_value,
                    self.config.threads,
                    self.kernels,
                ),
                Values::U16(v) => extend::<u16>(
                    v,
                    target,
                    &self.game,
                    self.method,
                    &mut self.sparse,
                    &mut self.seen,
                    &mut self.max_value,
                    self.config.threads,
                    self.kernels,
                ),
            };
            match res {
                Ok(()) => return true,
                Err(value) => {
                    // Widen, store the value that did not fit, go on.
                    match &self.values {
                        Values::U8(v) => {
                            let mut w: Vec<u16> =
                                Vec::with_capacity(v.capacity().max(self.reserve_hint));
                            w.extend(v.iter().map(|&x| x as u16));
                            w.push(value as u16);
                            self.values = Values::U16(w);
                            self.after_push(value);
                        }
                        Values::U16(_) => return false,
                    }
                }
            }
        }
    }

    fn after_push(&mut self, value: u32) {
        self.max_value = self.max_value.max(value);
        if self.method == Method::Sparse && self.sparse.is_rare(value) {
            self.sparse.rare.push((self.len() - 1) as u32);
            self.sparse.rare_vals.push(value as u16);
        }
    }
}

/// Extends `g` to `target` values. `Err(v)` when a value does not fit `T`
/// (nothing is pushed then).
#[allow(clippy::too_many_arguments)]
pub(super) fn extend<T: Val>(
    g: &mut Vec<T>,
    target: usize,
    game: &OctalGame,
    method: Method,
    sparse: &mut Sparse,
    seen: &mut [u8],
    max_value: &mut u32,
    threads: usize,
    kernels: Kernels,
) -> Result<(), u32> {
    while g.len() < target {
        let n = g.len();
        if method == Method::Sparse && n >= sparse.next_rebuild {
            rebuild_rare(g, sparse, *max_value);
            sparse.next_rebuild = 2 * n;
        }
        let span = value_span(*max_value);
        let v = match method {
            Method::Sparse if span <= SMALL_SPAN => {
                let marks: &mut [u8; 1 << 16] =
                    (&mut seen[..1 << 16]).try_into().expect("mark table");
                let end = target.min(sparse.next_rebuild);
                if threads > 1
                    && !game.two.is_empty()
                    && sparse.rare.len()
                        >= if span <= 128 && kernels.has_pair_block::<T>() {
                            PARALLEL_MIN_RARE_BLOCK
                        } else {
                            PARALLEL_MIN_RARE
                        }
                    && end - n >= PARALLEL_MIN_HEAPS
                {
                    extend_parallel(g, end, game, sparse, marks, max_value, span, kernels)?;
                    continue;
                }
                let (rare, rare_vals) = (
                    std::mem::take(&mut sparse.rare),
                    std::mem::take(&mut sparse.rare_vals),
                );
                let v = sparse_value_bits(
                    g, n, game, &rare, &rare_vals, sparse, marks, span, kernels, None,
                );
                sparse.rare = rare;
                sparse.rare_vals = rare_vals;
                v
            }
            _ => {
                clear(&mut seen[..span as usize]);
                match method {
                    Method::Plain => plain_value(g, n, game, seen, span),
                    Method::Sparse => sparse_value(g, n, game, sparse, seen, span, kernels),
                }
            }
        };
        if v > T::MAX {
            return Err(v);
        }
        g.push(T::from_u32(v));
        if v > *max_value {
            *max_value = v;
        }
        if method == Method::Sparse && sparse.is_rare(v) && n >= 1 {
            sparse.rare.push(n as u32);
            sparse.rare_vals.push(v as u16);
        }
    }
    Ok(())
}

#[cfg(test)]
mod block_tests {
    use super::{next_block, BLOCK, BLOCK_TIME};
    use std::time::Duration;

    #[test]
    fn blocks_follow_the_pace_of_the_values() {
        // Costly heaps: 64 heaps in 10 s shrink the block to a quarter, and
        // on to one heap, never zero.
        assert_eq!(next_block(64, 64, Duration::from_secs(10)), 16);
        assert_eq!(next_block(1, 1, Duration::from_secs(10)), 1);
        // On pace: the size stays.
        assert_eq!(next_block(1000, 1000, BLOCK_TIME), 1000);
        // Half the pace: half the block.
        assert_eq!(next_block(1000, 1000, BLOCK_TIME * 2), 500);
        // Cheap heaps: at most twice the block, at most BLOCK.
        assert_eq!(next_block(64, 64, Duration::from_micros(1)), 128);
        assert_eq!(next_block(BLOCK, BLOCK, Duration::ZERO), BLOCK);
        // A block cut short by a checkpoint, quickly: it grows, not shrinks.
        assert_eq!(next_block(4096, 3, Duration::from_micros(5)), 8192);
    }
}
