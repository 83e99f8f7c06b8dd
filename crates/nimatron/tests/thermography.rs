//! Thermography: the examples of section 4 of the lecture notes, CGSuite's
//! conventions, and the theorems (additive means, temperatures of sums, the
//! bounds of Corollary 4.14, cooling a sum) on random games.

mod common;

use common::random::{trees, Tree};
use common::{check, d, eval, game};
use nimatron::lang::Session;
use nimatron::numbers::Rational;
use nimatron::short::{Game, GameStore};
use nimatron::thermo::T_MIN;
use proptest::prelude::*;

#[test]
fn switches_have_temperature_half_the_gap_and_mean_the_midpoint() {
    let mut st = GameStore::new();
    let values = [
        d(2, 0),
        d(1, 0),
        d(0, 0),
        d(-1, 0),
        d(3, 1),
        d(-5, 2),
        d(7, 3),
        d(100, 0),
    ];
    for x in &values {
        for y in &values {
            if x <= y {
                continue;
            }
            let (gx, gy) = (st.number(x.clone()), st.number(y.clone()));
            let sw = st.from_options(&[gx], &[gy]);
            assert_eq!(st.temperature(sw), (x - y).shl(-1), "{{{x}|{y}}}");
            assert_eq!(st.mean(sw), x.mean(y), "{{{x}|{y}}}");
            // Cooled by its temperature it is the mean plus a star.
            let t = st.temperature(sw);
            let cooled = st.cool(sw, &t);
            assert_eq!(cooled, st.nus(x.mean(y), 0, 1), "{{{x}|{y}}}");
        }
    }
}

#[test]
fn example_4_8_cooling_two_one() {
    check(&[
        ("cool({2|1}, 1/2) == 3/2+*", "true"),
        ("cool({2|1}, 1/2)", "3/2*"),
        ("cool({2|1}, 1/4)", "{7/4|5/4}"),
        ("cool({2|1}, 3/4)", "3/2"),
        ("cool({2|1}, 1)", "3/2"),
        ("cool({2|1}, 0)", "{2|1}"),
        ("mean({2|1})", "3/2"),
        ("temperature({2|1})", "1/2"),
    ]);
}

#[test]
fn example_4_9_and_its_thermograph() {
    let mut s = Session::new();
    assert_eq!(eval(&mut s, "temperature({2|1||-1})"), "5/4");
    assert_eq!(eval(&mut s, "mean({2|1||-1})"), "1/4");
    // The Left wall is the Right wall of {2|1}, minus t; the Right wall is -1 + t.
    assert_eq!(
        eval(&mut s, "thermograph({2|1||-1})"),
        "thermograph(mast 1/4 from t = 5/4; left wall (-1, 1) -- (1/2, 1) -- (5/4, 1/4) -- ...; \
         right wall (-1, -2) -- (5/4, 1/4) -- ...)"
    );
    let h = game(&mut s, "{2|1||-1}");
    let th = s.store.thermograph(h);
    assert_eq!(th.left_wall.value_at(&d(0, 0)), d(1, 0));
    assert_eq!(th.right_wall.value_at(&d(0, 0)), d(-1, 0));
    assert_eq!(th.left_wall.value_at(&d(1, 0)), d(1, 1));
    assert_eq!(th.right_wall.value_at(&d(1, 0)), d(0, 0));
    assert_eq!(th.left_wall.value_at(&d(9, 0)), d(1, 2));
    // Cooling by 1/2 and heating back recovers it.
    assert_eq!(eval(&mut s, "cool({2|1||-1}, 1/2)"), "{1*|-1/2}");
    assert_eq!(
        eval(&mut s, "heat(cool({2|1||-1}, 1/2), 1/2) == {2|1||-1}"),
        "true"
    );
    assert_eq!(eval(&mut s, "cool({2|1||-1}, 5/4)"), "1/4*");
    assert_eq!(eval(&mut s, "cool({2|1||-1}, 2)"), "1/4");
}

#[test]
fn cgsuite_conventions_for_cold_and_tepid_games() {
    let mut s = Session::new();
    for (src, temp, mean) in [
        ("+-1", "1", "0"),
        ("+-3", "3", "0"),
        ("^", "0", "0"),
        ("*", "0", "0"),
        ("^*", "0", "0"),
        ("v+v+v", "0", "0"),
        ("*7", "0", "0"),
        ("5/2+^", "0", "5/2"),
        ("{0|^}", "0", "0"),
        ("0", "-1", "0"),
        ("5", "-1", "5"),
        ("-3", "-1", "-3"),
        ("1/2", "-1/2", "1/2"),
        ("3/4", "-1/4", "3/4"),
        ("-7/8", "-1/8", "-7/8"),
        ("{3|0}+{1|-1}", "3/2", "3/2"),
    ] {
        assert_eq!(eval(&mut s, &format!("temperature({src})")), temp, "{src}");
        assert_eq!(eval(&mut s, &format!("mean({src})")), mean, "{src}");
    }
    // Numbers are unchanged by cooling and heating.
    assert_eq!(eval(&mut s, "cool(3/8, 5)"), "3/8");
    assert_eq!(eval(&mut s, "heat(3/8, *)"), "3/8");
    // Heating * by 1 gives +-1; cooling +-1 by 1 gives * back.
    assert_eq!(eval(&mut s, "heat(*, 1)"), "+-1");
    assert_eq!(eval(&mut s, "cool(+-1, 1)"), "*");
    assert_eq!(eval(&mut s, "cool(+-1, 2)"), "0");
    // ^ = {0|*} heats to {1 | +-1 - 1}.
    assert_eq!(eval(&mut s, "heat(^, 1)"), "{1||0|-2}");
}

/// Issue 16: below 0 the walls of a number and of games with number followers
/// are those of the definition (CGSuite draws them so), not vertical.
#[test]
fn walls_below_zero_of_numbers_and_their_parents() {
    check(&[
        (
            "thermograph(1/2)",
            "thermograph(mast 1/2 from t = -1/2; left wall (-1, 1) -- (-1/2, 1/2) -- ...; \
             right wall (-1, 0) -- (-1/2, 1/2) -- ...)",
        ),
        (
            "thermograph({3/2|1/2})",
            "thermograph(mast 1 from t = 1/2; left wall (-1, 2) -- (-1/2, 2) -- (1/2, 1) -- ...; \
             right wall (-1, 0) -- (-1/2, 0) -- (1/2, 1) -- ...)",
        ),
        (
            "thermograph(3)",
            "thermograph(mast 3 from t = -1; left wall (-1, 3) -- ...; right wall (-1, 3) -- ...)",
        ),
        ("cool(1/4, -1/8)", "1/4"),
        ("cool(1/4, -1/4)", "1/4*"),
        ("cool(1/4, -3/8)", "{3/8|1/8}"),
        ("cool({3||2+*|1+*}, -1/2)", "{7/2|||5/2|3/2||+-1/2}"),
        ("cool(5, -1/2)", "5"),
        ("temperature(25/16)", "-1/16"),
    ]);
    // The walls of 1/2 at t are the stops of 1/2 cooled by t.
    let mut s = GameStore::new();
    let half = s.number(d(1, 1));
    let th = s.thermograph(half);
    for t in [d(-1, 0), d(-3, 2), d(-5, 3), d(-1, 1)] {
        let c = s.cool(half, &t);
        assert_eq!(
            s.stops(c),
            (th.left_wall.value_at(&t), th.right_wall.value_at(&t)),
            "{t}"
        );
    }
}

#[test]
fn confusion_intervals() {
    let mut s = Session::new();
    let g = game(&mut s, "{2|1||-1}");
    let c = s.store.confusion_interval(g).expect("hot");
    assert_eq!((c.lo, c.hi), (d(-1, 0), d(1, 0)));
    // G - 1 = {1|0||-2} <= 0 (Left's move to {1|0} is answered by 0), so 1 is
    // not in it; G + 1 = {3|2||0} is a first-player win, so -1 is.
    assert!(!c.hi_closed && c.lo_closed);
    let star = game(&mut s, "*");
    let c = s.store.confusion_interval(star).expect("* || 0");
    assert_eq!(
        (c.lo, c.hi, c.lo_closed, c.hi_closed),
        (d(0, 0), d(0, 0), true, true)
    );
    let up = game(&mut s, "^");
    assert_eq!(s.store.confusion_interval(up), None);
    let half = game(&mut s, "1/2");
    assert_eq!(s.store.confusion_interval(half), None);
    let g = game(&mut s, "{1|0}+^");
    let c = s.store.confusion_interval(g).expect("hot");
    // G - 1 = {0|-1} + ^ is confused with 0; G - 0 = {1|0} + ^ > 0.
    assert!(c.hi_closed && !c.lo_closed);
}

#[test]
fn language_errors_are_located() {
    let mut s = Session::new();
    let e = s.eval_line("cool({2|1}, *)").unwrap_err();
    assert!(
        e.message.contains("must be a rational number"),
        "{}",
        e.message
    );
    assert_eq!(e.span.start, 12);
    // CGSuite cools by t > -1 only.
    let e = s.eval_line("cool({2|1}, -1)").unwrap_err();
    assert!(e.message.contains("> -1"), "{}", e.message);
    assert!(s.eval_line("cool({2|1})").is_err());
    assert!(s.eval_line("temperature(1, 2)").is_err());
    assert!(s.eval_line("mean([1])").is_err());
    // Thermographs are values but not games.
    assert!(s.eval_line("thermograph(1) + 1").is_err());
    // The library reports a cooling temperature below -1 as an abort, not a crash.
    let g = game(&mut s, "+-1");
    assert!(s.store.guard(|st| st.cool(g, &d(-3, 1))).is_err());
    assert!(s.store.guard(|st| st.cool(g, &d(-1, 0))).is_ok());
}

// ---------------------------------------------------------------------------
// Random games.

/// Game trees with number leaves (integers, halves and quarters in [-4, 4]) and
/// star leaves, so that hot games with fractional stops and tepid parts appear.
fn tree() -> impl Strategy<Value = Tree> {
    let leaf = prop_oneof![
        4 => (-16i64..=16, 0u32..=2).prop_map(|(n, k)| Tree::Num(d(n >> (2 - k), k))),
        1 => Just(Tree::Star),
    ];
    trees(leaf, 4, 20, 1..3)
}

/// A random game; with `k = 2` its double plus a switch, for larger sums.
fn rand_game(s: &mut GameStore, t: &Tree, k: i64) -> Game {
    let g = t.to_game(s);
    if k == 2 {
        let h = s.multiple(2, g);
        let one_half = s.number(d(1, 1));
        let sw = s.from_options(&[one_half], &[g]);
        s.add(h, sw)
    } else {
        g
    }
}

fn temps() -> Vec<Rational> {
    vec![
        d(0, 0),
        d(1, 2),
        d(1, 1),
        d(1, 0),
        d(3, 1),
        d(2, 0),
        d(5, 0),
    ]
}

/// Games a store may hold in a random case; cases whose sums outgrow this are
/// skipped (sums of hot games can grow exponentially), the rest are checked.
const LIMIT: usize = 100_000;

fn limited(
    f: impl FnOnce(&mut GameStore) -> Result<(), TestCaseError>,
) -> Result<(), TestCaseError> {
    let mut s = GameStore::new();
    s.set_max_games(Some(LIMIT));
    s.guard(f).unwrap_or(Ok(()))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// The walls are the stops of the cooled game (the definition of the
    /// thermograph), they have the slopes of Proposition 4.11, and at the
    /// temperature the cooled game is infinitely close to the mean.
    #[test]
    fn walls_are_stops_of_cooled_games(a in tree(), k in 1i64..3) {
        limited(|s| {
            let g = rand_game(s, &a, k);
            let th = s.thermograph(g);
            for p in th.left_wall.pieces() {
                prop_assert!(p.slope == 0 || p.slope == -1);
            }
            for p in th.right_wall.pieces() {
                prop_assert!(p.slope == 0 || p.slope == 1);
            }
            if s.is_number(g) {
                prop_assert!(th.temperature < Rational::ZERO);
                return Ok(());
            }
            prop_assert!(th.temperature >= Rational::ZERO);
            let (ls, rs) = s.stops(g);
            prop_assert_eq!(th.left_wall.value_at(&Rational::ZERO), ls);
            prop_assert_eq!(th.right_wall.value_at(&Rational::ZERO), rs);
            let mut ts = temps();
            ts.push(th.temperature.clone());
            for t in ts {
                let c = s.cool(g, &t);
                let (l, r) = s.stops(c);
                prop_assert_eq!(&l, &th.left_wall.value_at(&t), "t = {}", t);
                prop_assert_eq!(&r, &th.right_wall.value_at(&t), "t = {}", t);
                if t == th.temperature {
                    prop_assert!(l == th.mast && r == th.mast);
                }
                if t > th.temperature {
                    prop_assert_eq!(s.number_value(c), Some(&th.mast));
                }
            }
            Ok(())
        })?;
    }

    /// Below zero too (issue 16): for t in [-1, 0], the walls at t are the
    /// stops of G cooled by t as CGSuite defines cooling by a negative t (only
    /// integers stay), for numbers and games with number followers alike; the
    /// walls never cross (Left's above Right's) and meet at the temperature.
    #[test]
    fn walls_below_zero_are_stops_of_cooled_games(a in tree(), k in 1i64..3, n in 0i64..=64) {
        limited(|s| {
            let g = rand_game(s, &a, k);
            let th = s.thermograph(g);
            let mut ts = vec![d(-n, 6), T_MIN, th.temperature.clone()];
            ts.retain(|t| t <= &Rational::ZERO);
            for t in ts {
                let c = s.cool(g, &t);
                let (l, r) = s.stops(c);
                prop_assert_eq!(&l, &th.left_wall.value_at(&t), "left wall at t = {}", t);
                prop_assert_eq!(&r, &th.right_wall.value_at(&t), "right wall at t = {}", t);
                prop_assert!(l >= r);
                if t < th.temperature {
                    prop_assert!(!s.is_number(c) || s.is_number(g) && s.number_value(g).is_some_and(|x| x.is_integer()));
                }
            }
            Ok(())
        })?;
    }

    /// Means add; the temperature of a sum is at most the larger temperature.
    #[test]
    fn means_add_and_temperatures_of_sums_are_bounded(a in tree(), b in tree(), k in 1i64..3) {
        limited(|s| {
            let g = rand_game(s, &a, k);
            let h = rand_game(s, &b, 1);
            let sum = s.add(g, h);
            prop_assert_eq!(s.mean(sum), &s.mean(g) + &s.mean(h));
            let tmax = s.temperature(g).max(s.temperature(h));
            prop_assert!(s.temperature(sum) <= tmax);
            let ng = s.neg(g);
            prop_assert_eq!(s.mean(ng), -&s.mean(g));
            prop_assert_eq!(s.temperature(ng), s.temperature(g));
            Ok(())
        })?;
    }

    /// Lemma 4.10: cooling commutes with sums.
    #[test]
    fn cooling_commutes_with_sums(a in tree(), b in tree(), k in 1i64..3) {
        limited(|s| {
            let g = rand_game(s, &a, k);
            let h = rand_game(s, &b, 1);
            let sum = s.add(g, h);
            for t in [d(1, 1), d(1, 0), d(2, 0)] {
                let lhs = s.cool(sum, &t);
                let (cg, ch) = (s.cool(g, &t), s.cool(h, &t));
                let rhs = s.add(cg, ch);
                prop_assert_eq!(lhs, rhs, "t = {}", t);
            }
            Ok(())
        })?;
    }

    /// Corollary 4.14, with the temperature t⁺ = max(t, 0): the stops of n·G lie
    /// in [n·m - t⁺, n·m + t⁺], so n·m - t⁺ - δ <= n·G <= n·m + t⁺ + δ in the
    /// order for every positive number δ (here 1/1024).
    #[test]
    fn corollary_4_14_bounds(a in tree()) {
        limited(|s| {
            let g = a.to_game(s);
            let m = s.mean(g);
            let t = s.temperature(g).max(Rational::ZERO);
            let delta = d(1, 10);
            for n in 1..=6i64 {
                let ng = s.multiple(n, g);
                let nm = &m * &Rational::from_i64(n);
                let (l, r) = s.stops(ng);
                prop_assert!(l <= &nm + &t, "n = {}", n);
                prop_assert!(r >= &nm - &t, "n = {}", n);
                let hi = s.number(&(&nm + &t) + &delta);
                let lo = s.number(&(&nm - &t) - &delta);
                prop_assert!(s.leq(ng, hi), "n = {}", n);
                prop_assert!(s.leq(lo, ng), "n = {}", n);
            }
            Ok(())
        })?;
    }
}

/// The bound of Corollary 4.14 needs the infinitesimal slack: G = {1^|-1} has
/// mean 0 and temperature 1, yet G is not <= 1 (nor >= -1), and ^ (mean and
/// temperature 0) is not <= 0.
#[test]
fn corollary_4_14_holds_only_up_to_infinitesimals() {
    check(&[
        ("temperature({1^|-1})", "1"),
        ("mean({1^|-1})", "0"),
        ("{1^|-1} <= 1", "false"),
        ("{1^|-1} <= 1 + 1/1024", "true"),
        ("^ <= 0", "false"),
    ]);
}

/// Heating undoes cooling where no part of the game freezes: switches {x|y}
/// cooled by at most their temperature.
#[test]
fn heating_undoes_cooling_of_switches() {
    let mut st = GameStore::new();
    for (x, y) in [(2, 1), (3, -1), (5, -5), (0, -4), (10, 3)] {
        let (gx, gy) = (st.integer(x), st.integer(y));
        let sw = st.from_options(&[gx], &[gy]);
        let temp = st.temperature(sw);
        for t in [d(0, 0), d(1, 2), d(1, 1), d(1, 0), d(3, 1)] {
            if t > temp {
                continue;
            }
            let c = st.cool(sw, &t);
            let tg = st.number(t.clone());
            assert_eq!(st.heat(c, tg), sw, "{{{x}|{y}}} by {t}");
        }
    }
}
