//! Section 1.7 of the lecture notes: real and surreal numbers as Hackenbush
//! stalks, ω and 1/ω, arithmetic in Conway normal form (Exercises 1.19–1.23).

use nimatron::lang::Session;
use nimatron::numbers::{signexp, Rational, Surreal};
use nimatron::short::{Game, GameStore};
use num_bigint::BigInt;

fn eval(s: &mut Session, src: &str) -> String {
    s.eval_to_string(src)
        .unwrap_or_else(|e| panic!("{src}: {e:?}"))
        .unwrap_or_default()
}

fn q(a: i64, b: i64) -> Rational {
    Rational::from_ratio(&BigInt::from(a), &BigInt::from(b)).unwrap()
}

#[test]
fn issue_examples() {
    let mut s = Session::new();
    for e in [
        "{0|1/3} == 1/4",
        "omega * (1/omega) == 1",
        "stalk(\"L(RL)\") == 2/3",
        "omega - 1 < omega",
        "omega/2 + omega/2 == omega",
    ] {
        assert_eq!(eval(&mut s, e), "true", "{e}");
    }
    assert_eq!(eval(&mut s, "signexp(2/3)"), "\"L(RL)\"");
    assert_eq!(eval(&mut s, "birthday(omega + 1)"), "omega+1");
}

#[test]
fn exercise_1_19_the_alternating_stalk_is_two_thirds() {
    // g + g + g = 2 for the infinite stalk blue, red, blue, red, ...
    let mut s = Session::new();
    assert_eq!(eval(&mut s, "g := stalk(\"(LR)\")"), "2/3");
    assert_eq!(eval(&mut s, "g + g + g"), "2");
    assert_eq!(eval(&mut s, "stalk(\"(LR)\") == stalk(\"L(RL)\")"), "true");
    // Its finite beginnings approach 2/3 from both sides.
    assert_eq!(eval(&mut s, "stalk(\"LRLRLR\")"), "21/32");
    assert_eq!(eval(&mut s, "stalk(\"LRLRL\")"), "11/16");
}

#[test]
fn exercise_1_20_every_rational_is_a_finite_or_periodic_stalk() {
    for b in 1..=24i64 {
        for a in -3 * b..=3 * b {
            let x = q(a, b);
            let se = signexp::of_rational(&x).unwrap();
            let text = se.to_string();
            // Dyadic: finite; otherwise exactly one periodic part, at the end.
            assert_eq!(x.is_dyadic(), !text.contains('('), "{x}: {text}");
            assert_eq!(
                signexp::from_stalk(&text).unwrap(),
                Surreal::from_rational(x.clone()),
                "{x}: {text}"
            );
        }
    }
}

#[test]
fn exercise_1_21_stalks_above_infinite_stalks() {
    let mut s = Session::new();
    assert_eq!(eval(&mut s, "stalk(\"(L)\") == omega"), "true");
    assert_eq!(eval(&mut s, "stalk(\"L(R)\") == 1/omega"), "true");
    assert_eq!(eval(&mut s, "stalk(\"(L)(L)\") == 2*omega"), "true");
    assert_eq!(eval(&mut s, "stalk(\"(L)(R)\") == omega/2"), "true");
    assert_eq!(eval(&mut s, "stalk(\"(L)L\")"), "omega+1");
    assert_eq!(eval(&mut s, "stalk(\"(L)R\")"), "omega-1");
    assert_eq!(eval(&mut s, "signexp(2*omega)"), "\"L^(omega*2)\"");
    assert_eq!(eval(&mut s, "signexp(omega/2)"), "\"L^omega R^omega\"");
    // Both are born after ω but differ from it, as the notes say.
    assert_eq!(eval(&mut s, "2*omega > omega"), "true");
    assert_eq!(eval(&mut s, "omega/2 < omega"), "true");
    assert_eq!(eval(&mut s, "omega/2 > 1000000"), "true");
    assert_eq!(eval(&mut s, "birthday(omega/2)"), "2*omega");
    // And the others the notes name: ω², ω^ω, ω/3, √ω.
    assert_eq!(eval(&mut s, "omega * omega"), "omega^2");
    assert_eq!(eval(&mut s, "birthday(omega^2)"), "omega^2");
    assert_eq!(eval(&mut s, "birthday(omega^omega)"), "omega^omega");
    assert_eq!(eval(&mut s, "sqrt(omega) == omega^(1/2)"), "true");
    assert_eq!(eval(&mut s, "sqrt(omega) * sqrt(omega) == omega"), "true");
    assert_eq!(eval(&mut s, "3 * (omega/3) == omega"), "true");
    assert_eq!(eval(&mut s, "birthday(omega/3)"), "omega^2");
}

/// Conway's product of two numbers, computed from their options (Exercise
/// 1.22b): xy = {x^L y + x y^L - x^L y^L, x^R y + x y^R - x^R y^R |
/// x^L y + x y^R - x^L y^R, x^R y + x y^L - x^R y^L}.
fn conway_product(st: &mut GameStore, x: Game, y: Game) -> Game {
    let (xl, xr) = (st.left_options(x), st.right_options(x));
    let (yl, yr) = (st.left_options(y), st.right_options(y));
    let term = |st: &mut GameStore, a: Game, b: Game| {
        // a y + x b - a b
        let ay = conway_product(st, a, y);
        let xb = conway_product(st, x, b);
        let ab = conway_product(st, a, b);
        let s = st.add(ay, xb);
        st.sub(s, ab)
    };
    let mut left = Vec::new();
    let mut right = Vec::new();
    for &a in &xl {
        for &b in &yl {
            left.push(term(st, a, b));
        }
        for &b in &yr {
            right.push(term(st, a, b));
        }
    }
    for &a in &xr {
        for &b in &yr {
            left.push(term(st, a, b));
        }
        for &b in &yl {
            right.push(term(st, a, b));
        }
    }
    st.from_options(&left, &right)
}

#[test]
fn exercise_1_22_conway_product_is_ordinary_multiplication() {
    let mut st = GameStore::new();
    let mut nums = Vec::new();
    for n in -12..=12 {
        nums.push(Rational::new(n, 2)); // halves, -6..6
    }
    nums.push(Rational::new(3, 3));
    nums.push(Rational::new(-5, 3));
    nums.push(Rational::new(7, 2));
    for a in &nums {
        for b in &nums {
            let (x, y) = (st.number(a.clone()), st.number(b.clone()));
            let p = conway_product(&mut st, x, y);
            assert_eq!(st.number_value(p), Some(&(a * b)), "{a} * {b}");
        }
    }
}

#[test]
fn exercise_1_23_omega_times_one_over_omega() {
    let w = Surreal::omega();
    let eps = Surreal::from_i64(1).div(&w).unwrap();
    assert_eq!(w.mul(&eps).unwrap(), Surreal::from_i64(1));
    let mut s = Session::new();
    assert_eq!(eval(&mut s, "omega * epsilon"), "1");
    assert_eq!(eval(&mut s, "epsilon == 1/omega"), "true");
    assert_eq!(eval(&mut s, "0 < epsilon"), "true");
    assert_eq!(eval(&mut s, "epsilon < 1/1048576"), "true");
    assert_eq!(eval(&mut s, "birthday(epsilon)"), "omega");
}

#[test]
fn clear_errors_outside_finite_normal_forms() {
    let mut s = Session::new();
    let e = s.eval_to_string("1/(omega+1)").unwrap_err();
    assert!(e.message.contains("no finite Conway normal form"), "{e:?}");
    let e = s.eval_to_string("omega + *").unwrap_err();
    assert!(e.message.contains("not a number"), "{e:?}");
    assert_eq!(e.span.start, 8);
    let e = s.eval_to_string("sqrt(omega + 1)").unwrap_err();
    assert!(e.message.contains("monomials"), "{e:?}");
    let e = s.eval_to_string("stalk(\"L(Q)\")").unwrap_err();
    assert!(e.message.contains("L or R"), "{e:?}");
    assert_eq!(e.span.start, 9);
}
