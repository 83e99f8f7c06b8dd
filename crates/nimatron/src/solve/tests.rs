use super::db::DomDb;
use super::domineering::DomSearch;
use super::tt::Tt;
use crate::limits::Limits;
use crate::rulesets::{Domineering, PartizanSolver};
use crate::short::GameStore;

/// A small xorshift generator (tests need no dependency).
fn next(s: &mut u64) -> u64 {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    *s
}

#[test]
fn domineering_search_agrees_with_canonical_forms() {
    let mut seed = 0x1234_5678_9abc_def1u64;
    let mut store = GameStore::new();
    let mut solver = PartizanSolver::<Domineering>::new();
    for trial in 0..400 {
        let w = 2 + (next(&mut seed) % 4) as u32;
        let h = 2 + (next(&mut seed) % 4) as u32;
        let mut open = (1u64 << (w * h)) - 1;
        for p in 0..w * h {
            if next(&mut seed).is_multiple_of(5) {
                open &= !(1u64 << p);
            }
        }
        let mut db = DomDb::new();
        let tt = Tt::with_bytes(1 << 16);
        let small = [0, 4, 8, 12][trial % 4];
        let text;
        let (lw, rw) = {
            let mut s =
                DomSearch::<u64>::new(w, h, &mut store, &mut db, &tt, Limits::none().start());
            s.small = small;
            text = s.geo.text(open);
            let z = s.zero();
            let lw = s.solve_root(open, z, true).0;
            let rw = s.solve_root(open, z, false).0;
            (lw, rw)
        };
        let pos = Domineering::parse(&text).unwrap();
        let g = solver.canonical_form(&mut store, &pos);
        let z = store.zero();
        let l_first = !store.leq(g, z);
        let r_first = !store.leq(z, g);
        assert_eq!((lw, rw), (l_first, r_first), "{text} small {small}");
    }
}

/// Boards with many filled cells (so many cells only one player can cover:
/// safe moves, which the search leaves out of its move lists) plus the value
/// of another such board, against the outcome of the sum's canonical form.
#[test]
fn sparse_boards_with_known_parts_agree_with_canonical_forms() {
    let mut seed = 0x0bad_5eed_1234_9876u64;
    let mut store = GameStore::new();
    let mut solver = PartizanSolver::<Domineering>::new();
    let random_board = |seed: &mut u64, w: u32, h: u32| {
        let mut open = (1u64 << (w * h)) - 1;
        for p in 0..w * h {
            if next(seed).is_multiple_of(3) {
                open &= !(1u64 << p);
            }
        }
        open
    };
    for trial in 0..300 {
        let w = 2 + (next(&mut seed) % 4) as u32;
        let h = 2 + (next(&mut seed) % 4) as u32;
        let open = random_board(&mut seed, w, h);
        let other = random_board(&mut seed, 3, 3);
        let geo = super::board::Geo::<u64>::new(w, h);
        let small = super::board::Geo::<u64>::new(3, 3);
        let text = geo.text(open);
        let known_text = small.text(other);
        let known = solver.canonical_form(&mut store, &Domineering::parse(&known_text).unwrap());
        let g = solver.canonical_form(&mut store, &Domineering::parse(&text).unwrap());
        let sum = store.add(g, known);
        let z = store.zero();
        let want = (!store.leq(sum, z), !store.leq(z, sum));
        let mut db = DomDb::new();
        let tt = Tt::with_bytes(1 << 16);
        let mut s = DomSearch::<u64>::new(w, h, &mut store, &mut db, &tt, Limits::none().start());
        s.small = [0, 6][trial % 2];
        let got = (
            s.solve_root(open, known, true).0,
            s.solve_root(open, known, false).0,
        );
        assert_eq!(got, want, "{text} + {known_text}");
    }
}

/// Check the bounds of `open` against its canonical form: `lo <= G <= hi`,
/// and some Left (Right) option at least `lo1` (at most `hi1`).
fn check_bounds(
    store: &mut GameStore,
    solver: &mut PartizanSolver<Domineering>,
    geo: &super::board::Geo<u64>,
    open: u64,
) {
    let b = geo.bounds_of(open);
    let text = geo.text(open);
    let pos = Domineering::parse(&text).unwrap();
    let g = solver.canonical_form(store, &pos);
    let lo = store.integer(b.lo as i64);
    let hi = store.integer(b.hi as i64);
    assert!(
        store.leq(lo, g),
        "{text}: lo {} > value {}",
        b.lo,
        store.display(g)
    );
    assert!(
        store.leq(g, hi),
        "{text}: hi {} < value {}",
        b.hi,
        store.display(g)
    );
    if let Some(lo1) = b.lo1 {
        let x = store.integer(lo1 as i64);
        let opts: Vec<_> = pos.left_options_values(solver, store);
        assert!(
            opts.iter().any(|&o| store.leq(x, o)),
            "{text}: no Left option >= lo1 {lo1}"
        );
    }
    if let Some(hi1) = b.hi1 {
        let x = store.integer(hi1 as i64);
        let opts: Vec<_> = pos.right_options_values(solver, store);
        assert!(
            opts.iter().any(|&o| store.leq(o, x)),
            "{text}: no Right option <= hi1 {hi1}"
        );
    }
}

#[test]
fn bounds_hold_on_random_boards() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut store = GameStore::new();
    let mut solver = PartizanSolver::<Domineering>::new();
    for _ in 0..1500 {
        let w = 1 + (next(&mut seed) % 6) as u32;
        let h = 1 + (next(&mut seed) % 6) as u32;
        if w * h > 24 {
            continue;
        }
        let geo = super::board::Geo::<u64>::new(w, h);
        let density = 3 + next(&mut seed) % 5;
        let mut open = geo.all;
        for p in 0..w * h {
            if next(&mut seed).is_multiple_of(density) {
                open &= !(1u64 << p);
            }
        }
        check_bounds(&mut store, &mut solver, &geo, open);
    }
}

/// Random boards of up to 25 cells kept by `keep` (400 of them), the
/// bounds against canonical forms.
fn check_bounds_where(seed: u64, keep: impl Fn(&super::board::Geo<u64>, u64) -> bool) {
    let mut seed = seed;
    let mut store = GameStore::new();
    let mut solver = PartizanSolver::<Domineering>::new();
    let mut checked = 0;
    while checked < 400 {
        let w = 2 + (next(&mut seed) % 5) as u32;
        let h = 2 + (next(&mut seed) % 5) as u32;
        if w * h > 25 {
            continue;
        }
        let geo = super::board::Geo::<u64>::new(w, h);
        let density = 3 + next(&mut seed) % 4;
        let mut open = geo.all;
        for p in 0..w * h {
            if next(&mut seed).is_multiple_of(density) {
                open &= !(1u64 << p);
            }
        }
        if !keep(&geo, open) {
            continue;
        }
        check_bounds(&mut store, &mut solver, &geo, open);
        checked += 1;
    }
}

/// Boards where a player has protective areas (walled on one side or two,
/// beside placements or not).
#[test]
fn bounds_hold_on_boards_with_protective_areas() {
    check_bounds_where(0x5151_a7ea_0bad_f00d, |geo, open| {
        geo.side::<true>(open).xs > 0 || geo.side::<false>(open).xs > 0
    });
}

/// Boards where a player has options (a cell beside a run of safe moves).
#[test]
fn bounds_hold_on_boards_with_options() {
    check_bounds_where(0x0971_0a5e_7e11_ca75, |geo, open| {
        geo.side::<true>(open).opts != [0; 3] || geo.side::<false>(open).opts != [0; 3]
    });
}

trait OptionValues {
    fn left_options_values(
        &self,
        s: &mut PartizanSolver<Domineering>,
        st: &mut GameStore,
    ) -> Vec<crate::short::Game>;
    fn right_options_values(
        &self,
        s: &mut PartizanSolver<Domineering>,
        st: &mut GameStore,
    ) -> Vec<crate::short::Game>;
}

impl OptionValues for Domineering {
    fn left_options_values(
        &self,
        s: &mut PartizanSolver<Domineering>,
        st: &mut GameStore,
    ) -> Vec<crate::short::Game> {
        use crate::rulesets::PartizanPosition;
        self.left_options()
            .iter()
            .map(|o| s.canonical_form(st, o))
            .collect()
    }
    fn right_options_values(
        &self,
        s: &mut PartizanSolver<Domineering>,
        st: &mut GameStore,
    ) -> Vec<crate::short::Game> {
        use crate::rulesets::PartizanPosition;
        self.right_options()
            .iter()
            .map(|o| s.canonical_form(st, o))
            .collect()
    }
}

/// Limits stop every thread of a search, and the caller hears the limit it
/// set, not the halt one thread gives the others; an interrupt raised
/// before the search stops it at once; the threads' answer is one thread's.
#[test]
fn threads_stop_with_the_callers_limit() {
    use crate::limits::Stop;
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;
    let mut store = GameStore::new();
    let board = |w: u32, h: u32| super::DomProblem {
        w,
        h,
        open: (1u128 << (w * h)) - 1,
        known: store.zero(),
        left_first: true,
        small: None,
        threads: Some(2),
    };
    let (p7, p4) = (board(7, 7), board(4, 4));
    let nodes = Limits::none().with_nodes(1000);
    let r = super::solve_domineering(&mut store, &p7, &nodes, None);
    assert_eq!(r.err(), Some(Stop::Nodes(1000)));
    let flag = Arc::new(AtomicBool::new(true));
    let interrupted = Limits::none().with_interrupt(flag);
    let r = super::solve_domineering(&mut store, &p7, &interrupted, None);
    assert_eq!(r.err(), Some(Stop::Interrupted));
    // 4x4: Left moving first wins (every rectangle up to 4x5 is checked
    // against canonical forms in tests/solve_domineering.rs).
    let a = super::solve_domineering(&mut store, &p4, &Limits::none(), None).unwrap();
    assert!(a.first_wins && a.stats.nodes > 0);
}

/// Boards where a player has two protective areas or more: the areas are
/// picked from both ends of the board at once (any set of them that no move
/// of the opponent touches two of is sound).
#[test]
fn bounds_hold_on_boards_with_several_protective_areas() {
    check_bounds_where(0x0dd5_a4ea_5eed_2026, |geo, open| {
        geo.side::<true>(open).xs > 1 || geo.side::<false>(open).xs > 1
    });
}

/// Where a search is (what `--progress` reports): the root's moves are the
/// board's moves for the first player, a lost root has tried every one of
/// them, the depth is back at the root when the search ends and the deepest
/// position lies within the moves the board has room for.
#[test]
fn the_counters_say_where_the_search_is() {
    let mut store = GameStore::new();
    for (w, h) in [(3, 3), (4, 3), (4, 4), (5, 4), (4, 5), (5, 5)] {
        for left_first in [true, false] {
            let p = super::DomProblem {
                w,
                h,
                open: (1u128 << (w * h)) - 1,
                known: store.zero(),
                left_first,
                small: Some(4),
                threads: Some(1),
            };
            let a = super::solve_domineering(&mut store, &p, &Limits::none(), None).unwrap();
            // Left's dominoes stand in columns, Right's lie in rows.
            let moves = if left_first { w * (h - 1) } else { h * (w - 1) };
            let s = a.stats;
            assert_eq!(s.root[1], moves, "{w}x{h}");
            assert!((1..=moves).contains(&s.root[0]), "{w}x{h}");
            if !a.first_wins {
                assert_eq!(s.root[0], moves, "{w}x{h}: a lost root tries every move");
            }
            assert_eq!(s.depth, 0);
            // Depths count positions searched move by move (not those the
            // bounds or the table answer).
            let expanded = s.lost + s.win_at.iter().sum::<u64>();
            assert_eq!(s.max_depth >= 1, expanded > 0, "{w}x{h}: {s:?}");
            assert!(s.max_depth <= w * h / 2, "{w}x{h}: {s:?}");
        }
    }
}
