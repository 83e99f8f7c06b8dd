//! Games over the rationals (issue: "beyond short games", part 1): non-dyadic
//! numbers such as 1/3 are atoms born on day omega, and games built on them are
//! compared, added, canonicalised and cooled exactly by number avoidance and the
//! simplicity theorem.

mod common;

use common::random::{trees, Tree};
use common::{check, eval, q};
use nimatron::lang::Session;
use nimatron::numbers::Ordinal;
use nimatron::short::{GameStore, Outcome};
use proptest::prelude::*;

#[test]
fn simplest_number_uses_surreal_simplicity() {
    check(&[
        // Issue 5: {0|1/3} = 1/4, the simplest number between 0 and 1/3.
        ("{0|1/3} == 1/4", "true"),
        ("{1/3|1/2}", "3/8"),
        ("{-2/5|-1/3}", "-3/8"),
        ("{1/3|1}", "1/2"),
        ("{1/3|}", "1"),
        ("1/3 + 1/3 + 1/3", "1"),
        ("1/3 + 1/6", "1/2"),
        ("2/3 - 1/3 == 1/3", "true"),
        // x* and x^ for a non-dyadic x, by translation.
        ("{1/3|1/3}", "1/3*"),
        ("1/3 + ^", "1/3^"),
        ("{1/3|1/3*}", "1/3^"),
        ("1/3 + * > 1/3", "false"),
        ("1/3 + * <> 1/3", "true"),
    ]);
}

#[test]
fn games_equal_to_numbers_through_their_options() {
    check(&[
        // Worked by hand with the simplicity theorem: only 1/2 fits between the
        // options of {{1/2|1/3} | 1} (the Left option's right stop 1/3 does not, as
        // 1/3 <= {1/2|1/3}); in {{1|1/3} | {1/3|-1}} exactly 1/3 fits.
        ("{{1/2|1/3}|1}", "1/2"),
        ("{{1|1/3}|{1/3|-1}}", "1/3"),
        ("{^|1/3}", "1/4"),
        ("{1/3, {2|1/3} | 2/3}", "1/2"),
        // {5|1/3} reverses through 1/3 (1/3 < G, whose right stop is 1/2); the
        // replacement, the dyadics below 1/3, is dominated by {2|1}. The same game
        // with 1/4 in place of 1/3 reverses through a finite option list.
        ("{{5|1/3}, {2|1} | {1/2|0}}", "{2|1||1/2|0}"),
        ("{{5|1/4}, {2|1} | {1/2|0}}", "{2|1||1/2|0}"),
        // Not numbers: a switch, and a hot game with a non-dyadic stop.
        ("{1|-1/3}", "{1|-1/3}"),
        ("leftstop({2/3|{1/3|-1}})", "2/3"),
        ("rightstop({2/3|{1/3|-1}})", "1/3"),
    ]);
}

#[test]
fn example_4_4_switches_over_the_rationals() {
    // Lecture notes, Example 4.4: in {1/2|-2} + {1|-1/3} the first player wins,
    // and Left's best move takes the first switch to 1/2, not the second to 1.
    check(&[
        ("outcome({1/2|-2} + {1|-1/3})", "N"),
        ("winningmoves([{1/2|-2}, {1|-1/3}])", "[[1, 1/2]]"),
        ("hotstrat([{1/2|-2}, {1|-1/3}])", "[1, 1/2]"),
        // A move of Left's wins when Right, moving first in the result, loses (>= 0).
        // The move to 1 loses: Right answers to -2 and 1 - 2 < 0 ...
        ("{1/2|-2} + 1 >= 0", "false"),
        ("outcome({1/2|-2} + 1)", "N"),
        // ... while after the move to 1/2 Right has no good answer.
        ("1/2 + {1|-1/3} >= 0", "true"),
        ("outcome(1/2 + {1|-1/3})", "L"),
        ("{1/2|-2} + {1|-1/3}", "{3/2|1/6||-1|-7/3}"),
        // Temperatures (Definition 11): (x - y)/2.
        ("temperature({1|-1/3})", "2/3"),
        ("temperature({1/2|-2})", "5/4"),
        ("mean({1|-1/3})", "1/3"),
        ("mean({1/2|-2} + {1|-1/3})", "-5/12"),
        ("cool({1|-1/3}, 2/3)", "1/3*"),
        ("cool({1|-1/3}, 1)", "1/3"),
        // Proposition 4.5 / the sum of switches: z + {a|-a} + {b|-b}, a >= b; Left
        // first stops at z + a - b, Right first at z - a + b.
        ("leftstop({1/2|-2} + {1|-1/3})", "1/6"),
        ("rightstop({1/2|-2} + {1|-1/3})", "-1"),
        (
            "-5/12 + {5/4|-5/4} + {2/3|-2/3} == {1/2|-2} + {1|-1/3}",
            "true",
        ),
    ]);
}

#[test]
fn birthdays_of_games_over_the_rationals_are_ordinals() {
    let mut st = GameStore::new();
    let third = st.number(q(1, 3));
    let one = st.integer(1);
    let m_third = st.number(q(-1, 3));
    let sw = st.from_options(&[one], &[m_third]);
    let w = Ordinal::omega();
    assert_eq!(st.birthday(third), w);
    assert_eq!(st.birthday(sw), w.succ());
    let s = st.nus(q(1, 3), 0, 1);
    assert_eq!(st.birthday(s), w.succ());
    assert_eq!(st.birthday(sw).to_string(), "omega+1");
    let mut s = Session::new();
    assert_eq!(eval(&mut s, "birthday({1|-1/3})"), "omega+1");
}

#[test]
fn non_dyadic_numbers_have_no_finite_option_lists() {
    let mut s = Session::new();
    let e = s.eval_to_string("options(1/3)").unwrap_err();
    assert!(e.message.contains("born on day omega"), "{e:?}");
    assert_eq!(eval(&mut s, "options({1|-1/3})"), "[[1], [-1/3]]");
}

// ---------------------------------------------------------------------------
// Axioms over random games whose leaves are rationals, dyadic or not.

/// Leaves a/b with |a| <= 3 and b in {1, 2, 3, 5, 6}, and { | }.
fn tree() -> impl Strategy<Value = Tree> {
    let leaf = prop_oneof![
        (-3i64..=3, prop::sample::select(vec![1i64, 2, 3, 5, 6]))
            .prop_map(|(a, b)| Tree::Num(q(a, b))),
        Just(Tree::EMPTY),
    ];
    trees(leaf, 4, 24, 0..3)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn group_and_order_axioms_over_the_rationals(a in tree(), b in tree(), c in tree()) {
        let mut s = GameStore::new();
        s.set_max_games(Some(200_000));
        let r = s.guard(|s| {
            let (g, h, k) = (a.to_game(s), b.to_game(s), c.to_game(s));
            for x in [g, h, k] {
                assert!(s.check_canonical(x));
            }
            let zero = s.zero();
            assert_eq!(s.sub(g, g), zero);
            let gh = s.add(g, h);
            assert_eq!(gh, s.add(h, g));
            let ghk1 = s.add(gh, k);
            let hk = s.add(h, k);
            assert_eq!(ghk1, s.add(g, hk));
            assert!(s.check_canonical(gh) && s.check_canonical(ghk1));
            // (G + H) - H = G.
            assert_eq!(s.sub(gh, h), g);
            // Order: G <= H iff H - G >= 0, and compatibility with sums.
            let d = s.sub(h, g);
            assert_eq!(s.leq(g, h), s.leq(zero, d));
            if s.leq(g, h) {
                let gk = s.add(g, k);
                assert!(s.leq(gk, hk));
            }
            // Outcomes of G - H agree with the order.
            let o = s.outcome(d);
            assert_eq!(o == Outcome::P, g == h);
            // Translation by a non-dyadic number is an order automorphism.
            let t = s.number(q(1, 3));
            let (gt, ht) = (s.add(g, t), s.add(h, t));
            assert_eq!(s.leq(g, h), s.leq(gt, ht));
            assert_eq!(s.sub(gt, t), g);
        });
        prop_assert!(r.is_ok(), "{r:?}");
    }
}
