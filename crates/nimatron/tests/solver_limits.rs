//! The searches stop at their limits: nodes, time, memory, the interrupt and
//! depth; their memo stays bounded; deep games do not overflow the stack.

use nimatron::impartial::misere::MisereSearch;
use nimatron::impartial::variants::SubtractionGame;
use nimatron::impartial::GrundySearch;
use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::catalogue::RulesetKind;
use nimatron::rulesets::{Cram, PartizanSolver, ToadsAndFrogs};
use nimatron::short::GameStore;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A Toads and Frogs strip of `2 * n` cells: `T.T. ... .F.F`.
fn strip(n: usize) -> ToadsAndFrogs {
    let text = "T.".repeat(n / 2) + &".F".repeat(n / 2);
    ToadsAndFrogs::parse(&text).unwrap()
}

/// A strip of 2,000 cells (one that grew a server to 23.6 GB).
fn long_strip() -> ToadsAndFrogs {
    strip(1000)
}

fn cram_8x8() -> Cram {
    Cram::parse(&["........"; 8].join("|")).unwrap()
}

#[test]
fn a_strip_stops_at_the_node_limit_with_a_bounded_memo() {
    let mut store = GameStore::new();
    let mut solver = PartizanSolver::with_limits(&Limits::none().with_nodes(2000));
    let t = Instant::now();
    assert_eq!(
        solver.value(&mut store, &strip(100)),
        Err(Stop::Nodes(2000))
    );
    assert!(t.elapsed() < Duration::from_secs(10), "{:?}", t.elapsed());
    assert!(solver.table_len() <= 2000);
    // The node count goes on across calls; new limits start a new count, and
    // the memo (what was finished) is kept.
    assert_eq!(
        solver.value(&mut store, &ToadsAndFrogs::parse("T..").unwrap()),
        Err(Stop::Nodes(2000))
    );
    solver.set_limits(&Limits::none().with_nodes(2000));
    let g = solver
        .value(&mut store, &ToadsAndFrogs::parse("T..").unwrap())
        .unwrap();
    assert_eq!(store.display(g), "2");
}

#[test]
fn a_long_strip_stops_at_the_time_limit() {
    let mut store = GameStore::new();
    let limits = Limits::none().with_time(Duration::from_millis(300));
    let t = Instant::now();
    let r = PartizanSolver::with_limits(&limits).value(&mut store, &long_strip());
    assert_eq!(r, Err(Stop::Time(Duration::from_millis(300))));
    assert!(t.elapsed() < Duration::from_secs(3), "{:?}", t.elapsed());
}

#[test]
fn a_long_strip_stays_within_the_memory_limit() {
    // The memo and the option lists held by the recursion (a list of a
    // thousand 2,000-cell strips at every level) count.
    let mut store = GameStore::new();
    let max = 20 << 20;
    let mut solver = PartizanSolver::with_limits(&Limits::none().with_memory(max));
    assert_eq!(
        solver.value(&mut store, &long_strip()),
        Err(Stop::Memory(max))
    );
    assert!(solver.memory_bytes() <= max, "{}", solver.memory_bytes());
}

#[test]
fn cram_8x8_stops_at_the_limits_and_at_an_interrupt() {
    let mut search = GrundySearch::with_limits(&Limits::none().with_nodes(5000));
    assert_eq!(search.try_grundy(&cram_8x8()), Err(Stop::Nodes(5000)));
    assert!(search.table_len() <= 5000);
    let max = 1 << 20;
    let mut search = GrundySearch::with_limits(&Limits::none().with_memory(max));
    assert_eq!(search.try_grundy(&cram_8x8()), Err(Stop::Memory(max)));
    assert!(search.memory_bytes() <= max);
    // An interrupt raised from another thread stops the search at once.
    let flag = Arc::new(AtomicBool::new(false));
    let raiser = {
        let flag = flag.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(200));
            flag.store(true, Ordering::SeqCst);
            Instant::now()
        })
    };
    let mut search = GrundySearch::with_limits(&Limits::none().with_interrupt(flag));
    assert_eq!(search.try_grundy(&cram_8x8()), Err(Stop::Interrupted));
    let raised = raiser.join().unwrap();
    assert!(
        raised.elapsed() < Duration::from_millis(500),
        "{:?}",
        raised.elapsed()
    );
    // Through the catalogue, with the value's own limits.
    let mut store = GameStore::new();
    let pos = RulesetKind::Cram.parse(&["........"; 8].join("|")).unwrap();
    let limits = Limits::none().with_time(Duration::from_millis(200));
    assert_eq!(
        pos.value(&mut store, &limits),
        Err(Stop::Time(Duration::from_millis(200)))
    );
}

/// Run `f` on a thread with a small stack: the searches grow their own.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 << 10)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

#[test]
fn deep_games_do_not_overflow_the_stack() {
    // A lone toad with 4,095 empty cells ahead: Left has 4,095 moves in a row.
    let v = on_small_stack(|| {
        let mut store = GameStore::new();
        let t = ToadsAndFrogs::parse(&("T".to_string() + &".".repeat(4095))).unwrap();
        let g = PartizanSolver::new().value(&mut store, &t).unwrap();
        store.display(g)
    });
    assert_eq!(v, "4095");
    // A subtraction game played one token at a time from a heap of 30,001.
    let v = on_small_stack(|| {
        let pos = SubtractionGame {
            heaps: vec![30_001],
            set: vec![1],
        };
        let mut search = GrundySearch::new();
        (search.try_grundy(&pos), search.try_misere_wins(&pos))
    });
    assert_eq!(v, (Ok(1), Ok(false)));
    // The depth limit stops it with a clear reason.
    let pos = SubtractionGame {
        heaps: vec![100_000],
        set: vec![1],
    };
    let mut search = GrundySearch::with_limits(&Limits::none().with_depth(1000));
    assert_eq!(search.try_grundy(&pos), Err(Stop::Depth(1000)));
}

#[test]
fn the_misere_search_stops_at_its_limits() {
    let mut s = MisereSearch::with_limits("0.77".parse().unwrap(), &Limits::none().with_nodes(300));
    assert_eq!(s.misere_value(&[30, 30], 0, 0), Err(Stop::Nodes(300)));
    assert!(s.positions() <= 300);
    let flag = Arc::new(AtomicBool::new(true));
    let mut s = MisereSearch::new("0.77".parse().unwrap(), 1 << 20);
    s.set_interrupt(flag);
    assert_eq!(s.genus(20), Err(Stop::Interrupted));
}
