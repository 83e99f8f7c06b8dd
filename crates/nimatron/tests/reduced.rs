//! Reduced canonical forms: infinitesimally close to the game, idempotent,
//! compatible with sums, and equal exactly when games differ by an infinitesimal.

use nimatron::lang::Session;
use nimatron::numbers::Rational;
use nimatron::short::{Game, GameStore};
use proptest::prelude::*;

fn eval(s: &mut Session, t: &str) -> Game {
    s.eval_game(t).unwrap_or_else(|e| panic!("{}", e.render(t)))
}

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
        let x = eval(&mut s, g);
        let r = s.store.reduced_canonical_form(x);
        assert_eq!(s.store.display(r), want, "rcf({g})");
    }
}

fn small_game() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("0".to_string()),
        Just("1".to_string()),
        Just("-1".to_string()),
        Just("1/2".to_string()),
        Just("*".to_string()),
        Just("^".to_string()),
        Just("2".to_string()),
    ];
    leaf.prop_recursive(3, 12, 2, |inner| {
        (
            prop::collection::vec(inner.clone(), 1..3),
            prop::collection::vec(inner, 1..3),
        )
            .prop_map(|(l, r)| format!("{{{}|{}}}", l.join(","), r.join(",")))
    })
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
        let (ga, gb) = (eval(&mut s, &a), eval(&mut s, &b));
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
