//! Shared pieces of nimatron's fuzz targets: the small limits every target runs
//! under, and a watchdog thread that times each input.
//!
//! libFuzzer's own `-timeout` is not used: without a sanitizer its SIGALRM
//! handler can run inside `malloc` on the fuzzing thread and deadlock. Instead a
//! watchdog thread here watches the input being run:
//!
//! - after the soft limit (1 s; `NIMATRON_FUZZ_SOFT_MS`) it raises the store's
//!   interrupt flag (again on every tick, since `GameStore::guard` lowers it when
//!   it reports the stop), and the target panics when the input is done, so that
//!   libFuzzer saves the input as a crash: a slow input is a finding (unless
//!   `NIMATRON_FUZZ_SLOW_OK=1`, as in CI, where stopping at the interrupt is
//!   enough);
//! - after the hard limit (10 s; `NIMATRON_FUZZ_HARD_MS`), when the code did not
//!   stop at the interrupt, it prints the input and aborts the process; libFuzzer
//!   saves the input from its SIGABRT handler, which runs on this thread, not on
//!   the fuzzing thread that may hold an allocator lock.
//!
//! Stack overflows need the same care: libFuzzer's `main` runs instead of
//! Rust's, so Rust's guard-page handler is not installed, and libFuzzer's own
//! SIGSEGV handler has no stack left to run on: the process would just die and
//! the input be lost. So the fuzzing thread gets an alternate signal stack and
//! a SIGSEGV/SIGBUS handler that only raises a flag and waits; the watchdog sees
//! the flag, says "stack overflow", and aborts, and libFuzzer saves the input.

use nimatron::lang::{LangError, Session};
use nimatron::limits::Limits;
use nimatron::rulesets::{Ruleset, RulesetKind};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The store's game limit in every target (the CLI has none, the server 2M).
pub const MAX_GAMES: usize = 200_000;

/// The memory budget of a session: everything an input allocates counts
/// (strings, lists, memos, the store). `-rss_limit_mb=2048`, twice the
/// budget, makes passing it a finding (issue 34).
pub const MAX_MEMORY: usize = 1 << 30;

/// Every block counted against the account of the input being run, as in
/// the `nimatron` command.
#[global_allocator]
static ALLOCATOR: nimatron::limits::account::Counted<std::alloc::System> =
    nimatron::limits::account::Counted(std::alloc::System);

struct Current {
    /// Counts inputs, so a late tick never marks the next input.
    generation: u64,
    started: Instant,
    /// The input, printed on a hard stop.
    input: Vec<u8>,
    fired: bool,
}

struct Watchdog {
    interrupt: Arc<AtomicBool>,
    current: Mutex<Option<Current>>,
    soft: Duration,
    hard: Duration,
}

fn millis_from_env(name: &str, default: u64) -> Duration {
    let ms = std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    Duration::from_millis(ms)
}

fn watchdog() -> &'static Watchdog {
    static WATCHDOG: OnceLock<&'static Watchdog> = OnceLock::new();
    WATCHDOG.get_or_init(|| {
        let w: &'static Watchdog = Box::leak(Box::new(Watchdog {
            interrupt: Arc::new(AtomicBool::new(false)),
            current: Mutex::new(None),
            soft: millis_from_env("NIMATRON_FUZZ_SOFT_MS", 1000),
            hard: millis_from_env("NIMATRON_FUZZ_HARD_MS", 10_000),
        }));
        catch_segv();
        std::thread::Builder::new()
            .name("fuzz-watchdog".into())
            .spawn(move || loop {
                std::thread::sleep(Duration::from_millis(20));
                w.tick();
            })
            .expect("spawn the watchdog thread");
        w
    })
}

impl Watchdog {
    fn tick(&self) {
        let signal = FAULT.load(Ordering::SeqCst);
        if signal != 0 {
            // The fuzzing thread waits in its signal handler, perhaps holding
            // the lock: do not take it.
            say(&format!(
                "\n==== nimatron fuzz watchdog: signal {signal} (SIGSEGV/SIGBUS) on the fuzzing \
                 thread, most likely a stack overflow; aborting so that libFuzzer saves the input\n"
            ));
            std::process::abort();
        }
        let mut cur = self.current.lock().unwrap_or_else(|e| e.into_inner());
        let Some(c) = cur.as_mut() else {
            return;
        };
        let took = c.started.elapsed();
        if took >= self.hard {
            say(&format!(
                "\n==== nimatron fuzz watchdog: input ran for {:.1} s and ignored the interrupt; \
                 aborting so that libFuzzer saves it. Input ({} bytes): {:?}\n",
                took.as_secs_f64(),
                c.input.len(),
                String::from_utf8_lossy(&c.input)
            ));
            std::process::abort();
        }
        if took >= self.soft {
            c.fired = true;
            self.interrupt.store(true, Ordering::SeqCst);
        }
    }
}

/// Write `text` to standard error with one `write` call, without Rust's lock on
/// stderr, which the fuzzing thread may hold (stopped in a fault handler or
/// wedged while printing).
fn say(text: &str) {
    // SAFETY: the pointer and length are those of a live string.
    unsafe {
        libc::write(2, text.as_ptr().cast(), text.len());
    }
}

/// The signal number a fault handler caught (0: none yet).
static FAULT: AtomicI32 = AtomicI32::new(0);

extern "C" fn on_fault(signal: libc::c_int, _: *mut libc::siginfo_t, _: *mut libc::c_void) {
    FAULT.store(signal, Ordering::SeqCst);
    // Wait for the watchdog's abort; returning would fault again.
    loop {
        // SAFETY: pause has no preconditions and is async-signal-safe.
        unsafe {
            libc::pause();
        }
    }
}

/// Gives the calling (fuzzing) thread an alternate signal stack and routes
/// SIGSEGV and SIGBUS to [`on_fault`] on it.
fn catch_segv() {
    const ALT_STACK: usize = 1 << 16;
    let stack: &'static mut [u8] = Box::leak(vec![0u8; ALT_STACK].into_boxed_slice());
    // SAFETY: the alternate stack is leaked, so it lives as long as the thread;
    // the handler is async-signal-safe (an atomic store and pause); the
    // sigaction struct is fully initialised (zeroed, then the fields set).
    unsafe {
        let ss = libc::stack_t {
            ss_sp: stack.as_mut_ptr().cast(),
            ss_flags: 0,
            ss_size: ALT_STACK,
        };
        libc::sigaltstack(&ss, std::ptr::null_mut());
        let mut sa: libc::sigaction = std::mem::zeroed();
        sa.sa_sigaction = on_fault as *const () as libc::sighandler_t;
        sa.sa_flags = libc::SA_ONSTACK | libc::SA_SIGINFO;
        libc::sigemptyset(&mut sa.sa_mask);
        libc::sigaction(libc::SIGSEGV, &sa, std::ptr::null_mut());
        libc::sigaction(libc::SIGBUS, &sa, std::ptr::null_mut());
    }
}

/// One input under the watchdog; [`Run::finish`] ends it.
pub struct Run {
    generation: u64,
}

static GENERATION: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

impl Run {
    /// Start timing `input`.
    pub fn start(input: &[u8]) -> Run {
        let w = watchdog();
        let generation = GENERATION.fetch_add(1, Ordering::Relaxed) + 1;
        let mut cur = w.current.lock().unwrap_or_else(|e| e.into_inner());
        w.interrupt.store(false, Ordering::SeqCst);
        *cur = Some(Current {
            generation,
            started: Instant::now(),
            input: input.to_vec(),
            fired: false,
        });
        Run { generation }
    }

    /// The flag the watchdog raises: give it to stores and solvers.
    pub fn interrupt(&self) -> Arc<AtomicBool> {
        watchdog().interrupt.clone()
    }

    /// Whether the soft limit has passed (stop doing more work).
    pub fn fired(&self) -> bool {
        let cur = watchdog().current.lock().unwrap_or_else(|e| e.into_inner());
        cur.as_ref()
            .is_some_and(|c| c.generation == self.generation && c.fired)
    }

    /// End the input; panics (a finding) if it ran past the soft limit.
    pub fn finish(self, what: &str) {
        let w = watchdog();
        let mut cur = w.current.lock().unwrap_or_else(|e| e.into_inner());
        let done = cur.take();
        w.interrupt.store(false, Ordering::SeqCst);
        drop(cur);
        if let Some(c) = done.filter(|c| c.generation == self.generation && c.fired) {
            if slow_is_ok() {
                // It stopped at the interrupt (the hard limit did not fire), which is
                // all a check run asks; exploring runs treat slowness as a finding.
                eprintln!(
                    "nimatron fuzz: slow input stopped at the interrupt after {:.2} s: {:?}",
                    c.started.elapsed().as_secs_f64(),
                    String::from_utf8_lossy(&c.input)
                );
                return;
            }
            panic!(
                "slow input: {what} ran for {:.2} s, past the {:.1} s limit: {:?}",
                c.started.elapsed().as_secs_f64(),
                w.soft.as_secs_f64(),
                String::from_utf8_lossy(&c.input)
            );
        }
    }
}

/// Whether a slow input that stopped at the interrupt is accepted
/// (`NIMATRON_FUZZ_SLOW_OK=1`, as CI runs): then only panics, aborts, stack
/// overflows, memory past the limit and inputs that ignore the interrupt until
/// the hard limit are findings. How long an honest computation takes depends on
/// the machine, so a check run must not fail on it.
fn slow_is_ok() -> bool {
    static OK: OnceLock<bool> = OnceLock::new();
    *OK.get_or_init(|| std::env::var_os("NIMATRON_FUZZ_SLOW_OK").is_some_and(|v| v != "0"))
}

/// Bytes of printed text a value may take in the targets (beyond it printing
/// stops with `Stop::Output`).
pub const MAX_OUTPUT: usize = 100_000;

/// A session with the fuzzing limits: at most [`MAX_GAMES`] games and
/// [`MAX_OUTPUT`] bytes of printed text, and the watchdog's interrupt flag.
pub fn session(run: &Run) -> Session {
    Session::with_limits(
        Limits::none()
            .with_games(MAX_GAMES)
            .with_memory(MAX_MEMORY)
            .with_output(MAX_OUTPUT)
            .with_interrupt(run.interrupt()),
    )
}

/// Whether an error is a stop by the limits or the interrupt (not a wrong input).
pub fn is_limit(e: &LangError) -> bool {
    !e.kind.is_bad_input()
}

/// Whether an error is the parser's nesting limit (printed text of a game
/// nested deeper than the parser reads: fuzz/findings.md, 11).
pub fn too_deep(e: &LangError) -> bool {
    e.message.contains("nested too deeply")
}

/// Render an error as the front ends do (the caret line slices the source at the
/// span, so a span off a character boundary would panic there).
pub fn render(e: &LangError, src: &str) {
    let _ = e.column(src);
    let _ = e.render(src);
}

/// Whether `text` asks for one of the slow computations listed in
/// fuzz/findings.md, which the evaluating targets skip so that a run finds
/// something new instead of the same thing every few seconds:
///
/// - sums with a nimber or an up or down multiple of 2 digits or more
///   (findings.md, 3 and 7: `2.Tiny + *216` takes seconds in the comparison
///   search, `heat(699^664, ^31)` 12 s): a `*`, `^` or `v` followed by 2 or
///   more digits;
/// - integer multiples `n * G` with 2 or more digits in `n` (findings.md, 4:
///   `2.Tiny * 1000` runs 4 s to the game limit, `92*{6|{+-4|-10}}` 1 s): a `*`
///   with 2 or more digits on either side, after spaces and signs;
///
/// Before main's limits (issue 15) it also skipped the big nimbers, up
/// multiples, powers, towers of powers and sign expansions of the issue, which
/// main has bounded. TODO: remove each rule when its finding is fixed. Setting
/// `NIMATRON_FUZZ_UNFILTERED=1` turns the filter off.
pub fn known_blowup(text: &str) -> bool {
    static UNFILTERED: OnceLock<bool> = OnceLock::new();
    if *UNFILTERED.get_or_init(|| std::env::var_os("NIMATRON_FUZZ_UNFILTERED").is_some()) {
        return false;
    }
    let b = text.as_bytes();
    for (i, &c) in b.iter().enumerate() {
        if !matches!(c, b'*' | b'v' | b'^') {
            continue;
        }
        let digits = b[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
        if digits > 1 {
            return true;
        }
        if c == b'*' && (multiplier(b[i + 1..].iter()) || multiplier(b[..i].iter().rev())) {
            return true;
        }
    }
    false
}

/// Whether the bytes next to a `*` (going away from it) are 2 or more digits,
/// after spaces and signs, or a power of integers (`7^7 * G`, CGSuite's `^`
/// between numbers).
fn multiplier<'a>(side: impl Iterator<Item = &'a u8>) -> bool {
    let number: Vec<u8> = side
        .skip_while(|c| matches!(c, b' ' | b'\t' | b'+' | b'-'))
        .take_while(|c| c.is_ascii_digit() || matches!(c, b'^' | b'(' | b')' | b' '))
        .copied()
        .collect();
    let digits = number.iter().take_while(|c| !c.is_ascii_digit()).count();
    let run = number[digits..]
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count();
    let power = number
        .windows(2)
        .any(|w| w[0] == b'^' && w[1].is_ascii_digit() || w[1] == b'^' && w[0].is_ascii_digit());
    run > 1 || power
}

/// The rulesets the `rulesets` target fuzzes, as [`Ruleset::from_name`] reads
/// them, each named at the start of an input ([`split_input`]): every ruleset
/// of the catalogue ([`RulesetKind::ALL`]), with its example's parameter where
/// it needs one, then the impartial and dicotic variants of more rulesets than
/// the catalogue's example names. `fuzz/seeds/rulesets/k-NAME` holds the
/// example position of each (checked by a test; `NIMATRON_BLESS=1` writes
/// them). Seeds name their rulesets, so a ruleset added to the catalogue adds a
/// seed and changes no other.
pub fn fuzzed_rulesets() -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for k in RulesetKind::ALL {
        let name = match Ruleset::of(k) {
            Ok(r) => r.to_string(),
            Err(_) => k.info().example.ruleset.to_string(),
        };
        if !names.contains(&name) {
            names.push(name);
        }
    }
    for extra in [
        "impartial:clobber",
        "impartial:toppling",
        "impartial:col",
        "impartial:hackenbush",
        "dicotic:clobber",
        "dicotic:hackenbush",
        "toads:2",
    ] {
        if !names.iter().any(|n| n == extra) {
            names.push(extra.to_string());
        }
    }
    names
}

/// What ends the ruleset's name at the start of a `rulesets` input (no
/// ruleset's name has one; a position's text may).
pub const NAME_END: char = '\n';

/// A `rulesets` input's ruleset name and position text: `NAME\nTEXT`, the
/// name up to the first newline. `None` without a newline or where the input
/// is not UTF-8.
pub fn split_input(data: &[u8]) -> Option<(&str, &str)> {
    std::str::from_utf8(data).ok()?.split_once(NAME_END)
}

/// The `rulesets` input of position `text` of ruleset `name`: what
/// [`split_input`] reads back.
pub fn ruleset_input(name: &str, text: &str) -> Vec<u8> {
    format!("{name}{NAME_END}{text}").into_bytes()
}

/// A position of ruleset `name` to seed the fuzzer with: the catalogue's
/// example for the ruleset's kind, or for a variant the example of the ruleset
/// it varies.
pub fn seed_position(name: &str) -> &'static str {
    let r = Ruleset::from_name(name).expect("a fuzzed ruleset");
    let inner = name.split_once(':').map(|(_, p)| p);
    match (r.kind(), inner) {
        (RulesetKind::Impartial | RulesetKind::Dicotic, Some(inner)) => {
            let k = RulesetKind::from_name(inner).expect("a variant of a ruleset");
            k.info().example.position
        }
        (k, _) => k.info().example.position,
    }
}

#[cfg(test)]
mod tests {
    use super::{fuzzed_rulesets, known_blowup, ruleset_input, seed_position, split_input};

    #[test]
    fn the_filter_skips_the_listed_slow_kinds_only() {
        // fuzz/findings.md, kind 4 (big multiples), also written as powers
        // (the input that failed CI on 2026-11-25).
        assert!(known_blowup("92*{6|{+-4|-10}}"));
        assert!(known_blowup(
            "7^7*{6|1||-1}+{2|1||-1}+{2|1||-1}+{2|1||-1}+{2|1|||^-7^1||-14}+{2|1||-1}"
        ));
        assert!(known_blowup("{6|1} * (2^9)"));
        // kinds 3 and 7: nimbers and ups of two digits
        assert!(known_blowup("2.Tiny + *216"));
        // ordinary inputs still run
        assert!(!known_blowup("*3 + *5"));
        assert!(!known_blowup("3*{2|1}"));
        assert!(!known_blowup("{2|1}+^*"));
        assert!(!known_blowup("3^5"));
    }

    /// Every fuzzed ruleset has a seed `k-NAME` (other characters than
    /// letters and digits as `_`) in fuzz/seeds/rulesets that names it and
    /// holds its example; `NIMATRON_BLESS=1` writes them (after the list
    /// changes).
    #[test]
    fn every_fuzzed_ruleset_has_its_seed() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds/rulesets");
        let bless = std::env::var_os("NIMATRON_BLESS").is_some();
        let mut stale = Vec::new();
        for name in fuzzed_rulesets() {
            let want = ruleset_input(&name, seed_position(&name));
            let safe: String = name
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
                .collect();
            let path = dir.join(format!("k-{safe}"));
            if std::fs::read(&path).ok().as_deref() != Some(&want[..]) {
                if bless {
                    std::fs::write(&path, &want).expect("write a seed");
                } else {
                    stale.push(path.display().to_string());
                }
            }
        }
        assert!(
            stale.is_empty(),
            "seeds missing or stale (run the test with NIMATRON_BLESS=1): {stale:?}"
        );
    }

    /// Every seed of the `rulesets` target names a fuzzed ruleset (one that
    /// does not would only be skipped), and the names are distinct.
    #[test]
    fn every_ruleset_seed_names_a_fuzzed_ruleset() {
        let names = fuzzed_rulesets();
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "a ruleset fuzzed twice");
        assert!(names.iter().all(|n| !n.contains(super::NAME_END)));
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds/rulesets");
        let mut seeds = 0;
        for entry in std::fs::read_dir(&dir).expect("the seeds' folder") {
            let path = entry.expect("a seed").path();
            let data = std::fs::read(&path).expect("read a seed");
            let name = split_input(&data).map(|(name, _)| name);
            assert!(
                name.is_some_and(|n| names.iter().any(|m| m == n)),
                "{} does not start with a fuzzed ruleset's name and a newline",
                path.display()
            );
            seeds += 1;
        }
        // One example seed a ruleset at least, and those from the tests.
        assert!(seeds > names.len(), "{seeds} seeds");
    }

    #[test]
    fn an_input_splits_at_its_first_newline() {
        assert_eq!(
            split_input(b"domineering\n..|.."),
            Some(("domineering", "..|.."))
        );
        assert_eq!(split_input(b"toads\nT.F\nF"), Some(("toads", "T.F\nF")));
        assert_eq!(split_input(b"nim\n"), Some(("nim", "")));
        assert_eq!(split_input(b"domineering"), None);
        assert_eq!(split_input(b"nim\n\xff"), None);
        assert_eq!(
            split_input(&ruleset_input("sub:1,3,4", "5 6")),
            Some(("sub:1,3,4", "5 6"))
        );
    }
}
