//! Atomic weights of all-small games: number-up-stars, the two-ahead rule, and
//! additivity, on examples and random all-small games.

mod common;

use common::game;
use common::random::literals;
use nimatron::lang::Session;
use nimatron::short::{Game, GameStore};
use proptest::prelude::*;

#[test]
fn examples() {
    let mut s = Session::new();
    for (g, want) in [
        ("^", "1"),
        ("^*", "1"),
        ("v3*5", "-3"),
        ("*7", "0"),
        ("{0|^}", "2"),
        ("{0,*|0}", "1"),
        ("{^|v}", "0"),
        // Tiny(1) is not all-small but atomic (CGSuite: Tiny(x) weighs 0);
        // a hot game is not atomic.
        ("{0|{0|-1}}", "0"),
        ("{1|-1}", "-"),
    ] {
        let x = game(&mut s, g);
        let w = s.store.atomic_weight(x).map(|w| s.store.display(w));
        if want == "-" {
            assert_eq!(w, None, "{g} is not atomic");
        } else {
            assert_eq!(w.as_deref(), Some(want), "aw({g})");
        }
    }
}

/// Random all-small games: options built from 0, *, ^, v and smaller all-small games,
/// never empty on one side only.
fn all_small() -> impl Strategy<Value = String> {
    literals(&["0", "*", "^", "v", "*2"], 3, 16, 3)
}

fn integer(s: &GameStore, g: Game) -> Option<i64> {
    s.number_value(g).and_then(|x| x.to_i64())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn two_ahead_rule_and_additivity(a in all_small(), b in all_small()) {
        let mut s = Session::new();
        let (ga, gb) = (game(&mut s, &a), game(&mut s, &b));
        let st = &mut s.store;
        prop_assume!(st.is_all_small(ga) && st.is_all_small(gb));
        let z = st.zero();
        let wa = st.atomic_weight(ga).unwrap();
        // Two-ahead rule: weight >= 2 wins for Left, <= -2 for Right; >= 1 means
        // Left wins moving first.
        if let Some(n) = integer(st, wa) {
            if n >= 2 { prop_assert!(st.gt(ga, z), "aw({}) = {}", a, n); }
            if n <= -2 { prop_assert!(st.lt(ga, z), "aw({}) = {}", a, n); }
            if n >= 1 { prop_assert!(!st.leq(ga, z), "aw({}) = {}", a, n); }
            if n <= -1 { prop_assert!(!st.leq(z, ga), "aw({}) = {}", a, n); }
        }
        // Additivity.
        let wb = st.atomic_weight(gb).unwrap();
        let sum = st.add(ga, gb);
        let ws = st.atomic_weight(sum).unwrap();
        let parts = st.add(wa, wb);
        prop_assert_eq!(ws, parts, "aw({} + {})", a, b);
    }
}
