//! Reduced canonical forms: infinitesimally close to the game, idempotent,
//! compatible with sums, and equal exactly when games differ by an infinitesimal.

mod common;

use common::game;
use common::random::literals;
use nimatron::lang::Session;
use nimatron::numbers::Rational;
use nimatron::short::{Game, GameStore};
use proptest::prelude::*;

#[test]
fn examples() {
    let mut s = Session::new();
    for (g, want) in [
        ("^", "0"),
        ("3/2+^*", "3/2"),
        ("{2|1}", "{2|1}"),
        ("{2|1}+^", "{2|1}"),
        ("{2|1||-1}", "{2|1||-1}"),
        ("2.Tiny", "0"),
        ("+-1 + *", "+-1"),
    ] {
        let x = game(&mut s, g);
        let r = s.store.reduced_canonical_form(x);
        assert_eq!(s.store.display(r), want, "rcf({g})");
    }
}

fn small_game() -> impl Strategy<Value = String> {
    literals(&["0", "1", "-1", "1/2", "*", "^", "2"], 3, 12, 2)
}

fn infinitesimal(s: &mut GameStore, g: Game) -> bool {
    s.left_stop(g) == Rational::ZERO && s.right_stop(g) == Rational::ZERO
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn reduced_forms_are_close_idempotent_and_additive(a in small_game(), b in small_game()) {
        let mut s = Session::new();
        s.store.set_max_games(Some(200_000));
        let (ga, gb) = (game(&mut s, &a), game(&mut s, &b));
        let st = &mut s.store;
        let ra = st.reduced_canonical_form(ga);
        let d = st.sub(ga, ra);
        prop_assert!(infinitesimal(st, d), "{} - rcf", a);
        prop_assert_eq!(st.reduced_canonical_form(ra), ra);
        let rb = st.reduced_canonical_form(gb);
        let sum = st.add(ga, gb);
        let rsum = st.reduced_canonical_form(sum);
        let parts = st.add(ra, rb);
        prop_assert_eq!(rsum, st.reduced_canonical_form(parts));
        // Same reduced form exactly when the difference is infinitesimal.
        let diff = st.sub(ga, gb);
        prop_assert_eq!(ra == rb, infinitesimal(st, diff));
    }
}
