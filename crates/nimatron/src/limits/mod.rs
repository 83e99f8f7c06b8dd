//! Limits of a computation, as values: time, games, search nodes, memory,
//! printed size, recursion depth, and the one reason ([`Stop`]) a computation
//! ends early. Every engine checks the same [`Limits`]; running out is an
//! `Err(Stop)` at the engine's boundary, never a crash.

pub mod account;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What a computation may use. `None` means unlimited (but see
/// [`Limits::depth`]: recursion always has a bound).
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Wall-clock time for one computation (one guarded call, one line).
    pub time: Option<Duration>,
    /// Canonical games a store may hold.
    pub games: Option<usize>,
    /// Positions a search (a ruleset solver, a Grundy or misère search) may visit
    /// or memoise.
    pub nodes: Option<u64>,
    /// Bytes the computation may allocate: its [`account::Account`]'s
    /// budget (everything it allocates, where the program's allocator
    /// counts), and the bound of the engines' own table estimates.
    pub memory: Option<usize>,
    /// Bytes of printed text a value may take.
    pub output: Option<usize>,
    /// Nesting depth of recursive algorithms (game depth, search depth);
    /// [`DEFAULT_DEPTH`] when unset.
    pub depth: Option<usize>,
    /// A flag that stops the computation when raised (Ctrl-C, a client that
    /// went away, a time limit enforced from outside).
    pub interrupt: Option<Arc<AtomicBool>>,
    /// The account of [`Limits::memory`] (made by [`Limits::with_memory`]),
    /// shared by every copy of these limits: one computation, one account.
    pub account: Option<Arc<account::Account>>,
}

/// The games a store may hold under [`Limits::standard`] (about 2-4 GB).
pub const STANDARD_GAMES: usize = 20_000_000;

/// The recursion depth allowed when [`Limits::depth`] is unset: deep enough for
/// any game a search can finish, shallow enough that the stack, grown on the
/// heap as needed, stays within a few hundred megabytes.
pub const DEFAULT_DEPTH: usize = 100_000;

impl Limits {
    /// No limits but the default depth.
    pub fn none() -> Limits {
        Limits::default()
    }

    /// The limits of a [`crate::lang::Session`] by default: at most
    /// [`STANDARD_GAMES`] games (a few gigabytes), no time limit.
    pub fn standard() -> Limits {
        Limits::none().with_games(STANDARD_GAMES)
    }

    /// With a time limit.
    pub fn with_time(mut self, t: Duration) -> Limits {
        self.time = Some(t);
        self
    }

    /// With a limit on the games of a store.
    pub fn with_games(mut self, n: usize) -> Limits {
        self.games = Some(n);
        self
    }

    /// With a limit on search nodes.
    pub fn with_nodes(mut self, n: u64) -> Limits {
        self.nodes = Some(n);
        self
    }

    /// With a memory limit in bytes, and a fresh account for it: everything
    /// the computation allocates while the account is entered
    /// ([`Limits::enter`]) counts against it.
    pub fn with_memory(mut self, bytes: usize) -> Limits {
        self.memory = Some(bytes);
        self.account = Some(account::Account::new(bytes));
        self
    }

    /// Charge this thread's allocations to these limits' account (if they
    /// have one) until the scope ends; see [`account`].
    pub fn enter(&self) -> Option<account::Scope> {
        self.account.as_ref().map(|a| a.enter())
    }

    /// With a limit on printed output in bytes.
    pub fn with_output(mut self, bytes: usize) -> Limits {
        self.output = Some(bytes);
        self
    }

    /// With a recursion depth limit.
    pub fn with_depth(mut self, depth: usize) -> Limits {
        self.depth = Some(depth);
        self
    }

    /// With an interrupt flag.
    pub fn with_interrupt(mut self, flag: Arc<AtomicBool>) -> Limits {
        self.interrupt = Some(flag);
        self
    }

    /// The depth limit in force.
    pub fn max_depth(&self) -> usize {
        self.depth.unwrap_or(DEFAULT_DEPTH)
    }

    /// Whether the interrupt flag is raised.
    pub fn interrupted(&self) -> bool {
        self.interrupt
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
    }

    /// A meter that checks these limits from now on.
    pub fn start(&self) -> Meter {
        Meter::new(self)
    }
}

/// Why a computation stopped before its answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Stop {
    /// The interrupt flag was raised (e.g. Ctrl-C).
    #[error("computation interrupted")]
    Interrupted,
    /// The time limit passed.
    #[error("computation stopped: the time limit of {} passed", secs(*.0))]
    Time(Duration),
    /// The store reached its size limit.
    #[error("computation stopped: the game store reached its limit of {0} games (the result would need more memory)")]
    Games(usize),
    /// A search visited its limit of positions.
    #[error("computation stopped: the search reached its limit of {0} positions")]
    Nodes(u64),
    /// The engine's tables reached the memory limit.
    #[error("computation stopped: the memory limit of {} was reached", bytes(*.0 as u64))]
    Memory(usize),
    /// The printed value would pass the output limit.
    #[error("the result is too big to print: about {} of text, past the output limit of {}", bytes(*needed), bytes(*limit as u64))]
    Output {
        /// Bytes the text would take (at least).
        needed: u64,
        /// The limit in force.
        limit: usize,
    },
    /// Recursion went past the depth limit.
    #[error("computation stopped: nesting deeper than the limit of {0} levels")]
    Depth(usize),
    /// A value would be too large to hold (a number of a billion digits, a
    /// game with more options than the store may hold).
    #[error("too large: {0}")]
    TooLarge(String),
    /// A value left the range a representation supports.
    #[error("value out of range: {0}")]
    OutOfRange(&'static str),
    /// A case the algorithms do not cover (reported rather than answered wrongly).
    #[error("unsupported: {0}")]
    Unsupported(&'static str),
}

impl Stop {
    /// Whether this is an interruption from outside (rather than a limit
    /// or a value out of range).
    pub fn is_interrupt(&self) -> bool {
        matches!(self, Stop::Interrupted)
    }

    /// Whether a limit stopped the computation (time, size, depth, output),
    /// as opposed to an interruption or an unsupported or out-of-range value.
    pub fn is_limit(&self) -> bool {
        matches!(
            self,
            Stop::Time(_)
                | Stop::Games(_)
                | Stop::Nodes(_)
                | Stop::Memory(_)
                | Stop::Output { .. }
                | Stop::Depth(_)
                | Stop::TooLarge(_)
        )
    }
}

fn secs(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s >= 1.0 && s.fract() == 0.0 {
        format!("{s} s")
    } else {
        format!("{s:.3} s")
    }
}

/// A byte count for people: `512 bytes`, `3.2 MB`, `1.5 GB`.
pub fn bytes(n: u64) -> String {
    const UNITS: [&str; 4] = ["KB", "MB", "GB", "TB"];
    if n < 1000 {
        return format!("{n} bytes");
    }
    let mut x = n as f64 / 1000.0;
    let mut u = 0;
    while x >= 1000.0 && u + 1 < UNITS.len() {
        x /= 1000.0;
        u += 1;
    }
    format!("{x:.1} {}", UNITS[u])
}

/// The running check of a [`Limits`]: the deadline, and counters that read the
/// clock only every so often.
#[derive(Clone, Debug)]
pub struct Meter {
    deadline: Option<Instant>,
    time: Duration,
    interrupt: Option<Arc<AtomicBool>>,
    nodes: Option<u64>,
    count: u64,
}

impl Meter {
    fn new(limits: &Limits) -> Meter {
        Meter {
            // A limit too far ahead to be a time is none (never a panic).
            deadline: limits.time.and_then(|t| Instant::now().checked_add(t)),
            time: limits.time.unwrap_or_default(),
            interrupt: limits.interrupt.clone(),
            nodes: limits.nodes,
            count: 0,
        }
    }

    /// A meter that never stops anything.
    pub fn unlimited() -> Meter {
        Meter::new(&Limits::none())
    }

    /// Check the interrupt flag, the clock and the memory account.
    pub fn check(&self) -> Result<(), Stop> {
        account::check()?;
        if let Some(f) = &self.interrupt {
            if f.load(Ordering::Relaxed) {
                return Err(Stop::Interrupted);
            }
        }
        if let Some(d) = self.deadline {
            if Instant::now() >= d {
                return Err(Stop::Time(self.time));
            }
        }
        Ok(())
    }

    /// Count one unit of work (a search node); checks the node limit at once
    /// and the interrupt and clock every 256 units.
    #[inline]
    pub fn tick(&mut self) -> Result<(), Stop> {
        self.count += 1;
        if let Some(n) = self.nodes {
            if self.count > n {
                return Err(Stop::Nodes(n));
            }
        }
        if self.count & 255 == 0 {
            self.check()?;
        }
        Ok(())
    }

    /// Units counted so far.
    pub fn count(&self) -> u64 {
        self.count
    }
}

/// Stop the current computation by unwinding to the nearest [`catch`] (or the
/// store's `guard`), without running the panic hook (as salsa cancels).
///
/// Engines whose inner loops cannot return a `Result` cheaply use this; every
/// public entry point of such an engine catches it, so callers see `Err(Stop)`.
pub fn stop(reason: Stop) -> ! {
    std::panic::resume_unwind(Box::new(reason))
}

/// Run `f`, turning a [`stop`] inside it into `Err`. Other panics (bugs) go on
/// unwinding.
pub fn catch<T>(f: impl FnOnce() -> T) -> Result<T, Stop> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(v) => Ok(v),
        Err(payload) => match payload.downcast::<Stop>() {
            Ok(s) => Err(*s),
            Err(other) => std::panic::resume_unwind(other),
        },
    }
}

/// Run `f` with enough stack: grows the stack on the heap when less than
/// `RED_ZONE` is left, so deep recursion (bounded by the depth limit) never
/// overflows whatever thread it runs on.
#[inline(always)]
pub fn with_stack<T>(f: impl FnOnce() -> T) -> T {
    const RED_ZONE: usize = 256 * 1024;
    const SEGMENT: usize = 16 * 1024 * 1024;
    match stacker::remaining_stack() {
        Some(left) if left >= RED_ZONE => f(),
        _ => {
            // A new segment is mapped for `f`: it is memory the computation
            // uses, so it is charged to the account while it lives.
            let _segment = account::Charge::new(SEGMENT);
            stacker::grow(SEGMENT, f)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stop_unwinds_to_catch_without_the_panic_hook() {
        let r: Result<u32, Stop> = catch(|| stop(Stop::Depth(7)));
        assert_eq!(r, Err(Stop::Depth(7)));
        assert_eq!(catch(|| 5), Ok(5));
    }

    #[test]
    fn the_meter_counts_nodes_and_reads_the_flag() {
        let flag = Arc::new(AtomicBool::new(false));
        let mut m = Limits::none()
            .with_nodes(300)
            .with_interrupt(flag.clone())
            .start();
        for _ in 0..300 {
            m.tick().unwrap();
        }
        assert_eq!(m.tick(), Err(Stop::Nodes(300)));
        flag.store(true, Ordering::SeqCst);
        assert_eq!(m.check(), Err(Stop::Interrupted));
    }

    #[test]
    fn a_zero_time_limit_stops_at_once() {
        let m = Limits::none().with_time(Duration::ZERO).start();
        assert_eq!(m.check(), Err(Stop::Time(Duration::ZERO)));
    }

    #[test]
    fn a_time_limit_past_any_deadline_is_no_limit() {
        // Issue 34: `--time-limit 1e19` panicked adding it to the clock.
        let m = Limits::none().with_time(Duration::MAX).start();
        assert_eq!(m.check(), Ok(()));
        let mut store = crate::short::GameStore::new();
        store.set_limits(Limits::none().with_time(Duration::MAX));
        assert_eq!(store.guard(|_| 7), Ok(7));
    }

    #[test]
    fn deep_recursion_under_with_stack_does_not_overflow() {
        fn depth(n: u64) -> u64 {
            if n == 0 {
                0
            } else {
                with_stack(|| {
                    let pad = [n; 64];
                    1 + depth(n - 1) + pad[(n % 64) as usize] - n
                })
            }
        }
        // About 100 MB of frames on an 8 MB (or 2 MB test) thread stack.
        assert_eq!(depth(200_000), 200_000);
    }

    #[test]
    fn messages_say_what_ran_out() {
        assert_eq!(
            Stop::Output {
                needed: 41_500_000,
                limit: 1_000_000
            }
            .to_string(),
            "the result is too big to print: about 41.5 MB of text, past the output limit of 1.0 MB"
        );
        assert_eq!(
            Stop::Time(Duration::from_secs(10)).to_string(),
            "computation stopped: the time limit of 10 s passed"
        );
    }
}
