//! The algebra of short games checked by a second method: theorems (Norton's
//! product is linear in G for U > 0 and G.1 = G; atomic weights add; the
//! colon principle; Conway's product is commutative and odd), searches (the
//! conjunctive compound of Nim heaps), definitions computed another way (the
//! ordinal sum of nimbers, uptimal expansions rebuilt into games) and the
//! field axioms of nim arithmetic on ordinals.

mod common;

use common::random::{trees, Tree};
use common::{check, d};
use nimatron::algebra::{Form, UptimalExpansion};
use nimatron::numbers::{
    nim_mul, ordinal_nim_add, ordinal_nim_mul, ordinal_nim_pow, Ordinal, Rational,
};
use nimatron::short::{Game, GameStore};
use proptest::prelude::*;

fn tree() -> impl Strategy<Value = Tree> {
    let leaf = prop_oneof![
        4 => (-8i64..=8, 0u32..=1).prop_map(|(n, k)| Tree::Num(d(n >> (1 - k), k))),
        1 => Just(Tree::Star),
    ];
    trees(leaf, 3, 12, 1..3)
}

/// All-small trees: 0 and * at the leaves.
fn small_tree() -> impl Strategy<Value = Tree> {
    let leaf = prop_oneof![Just(Tree::Num(Rational::ZERO)), Just(Tree::Star)];
    trees(leaf, 4, 16, 1..3)
}

fn limited(
    f: impl FnOnce(&mut GameStore) -> Result<(), TestCaseError>,
) -> Result<(), TestCaseError> {
    let mut s = GameStore::new();
    s.set_max_games(Some(200_000));
    s.guard(f).unwrap_or(Ok(()))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Norton: for U > 0 the product G.U depends on G's value only and is
    /// linear; G.1 = G.
    #[test]
    fn norton_product_is_linear(a in tree(), b in tree()) {
        limited(|s| {
            let (g, h) = (a.to_game(s), b.to_game(s));
            let one = s.integer(1);
            prop_assert_eq!(s.norton_product(g, one), g);
            let up = s.up_multiple(1);
            for u in [up, s.nus(Rational::ZERO, 2, 0), s.number(d(1, 1))] {
                let sum = s.add(g, h);
                let lhs = s.norton_product(sum, u);
                let (gu, hu) = (s.norton_product(g, u), s.norton_product(h, u));
                let rhs = s.add(gu, hu);
                prop_assert_eq!(lhs, rhs);
            }
            Ok(())
        })?;
    }

    /// Atomic weights of all-small games add, and ^ weighs 1.
    #[test]
    fn atomic_weights_add(a in small_tree(), b in small_tree()) {
        limited(|s| {
            let (g, h) = (a.to_game(s), b.to_game(s));
            let sum = s.add(g, h);
            let (wg, wh, ws) = (s.atomic_weight(g), s.atomic_weight(h), s.atomic_weight(sum));
            let (Some(wg), Some(wh), Some(ws)) = (wg, wh, ws) else {
                return Err(TestCaseError::fail("all-small games are atomic"));
            };
            prop_assert_eq!(s.add(wg, wh), ws);
            let up = s.up_multiple(1);
            let gu = s.add(g, up);
            let w = s.atomic_weight(gu).unwrap();
            let one = s.integer(1);
            prop_assert_eq!(w, s.add(wg, one));
            Ok(())
        })?;
    }

    /// The colon principle: `G : H` depends on `H`'s value only, and it is
    /// monotone in `H`; so `G : H` compares with `G : K` as `H` with `K`.
    #[test]
    fn colon_principle(a in tree(), b in tree(), c in tree()) {
        limited(|s| {
            let (g, h, k) = (a.to_game(s), b.to_game(s), c.to_game(s));
            let (gh, gk) = (s.ordinal_sum(g, h), s.ordinal_sum(g, k));
            if s.leq(h, k) {
                prop_assert!(s.leq(gh, gk));
            }
            // The same value written another way (a form with a dominated
            // option added) gives the same ordinal sum.
            let (hl, hr) = (s.left_options(h), s.right_options(h));
            if let Some(&x) = hl.first() {
                let below = s.integer(-100);
                let lower = s.add(x, below);
                let mut left: Vec<Form> = hl.iter().map(|&y| Form::Game(y)).collect();
                left.push(Form::Game(lower));
                let right = hr.iter().map(|&y| Form::Game(y)).collect();
                let form = Form::node(left, right);
                prop_assert_eq!(s.form_value(&form), h);
                prop_assert_eq!(s.form_ordinal_sum(&Form::Game(g), &form), gh);
            }
            Ok(())
        })?;
    }

    /// Conway's product is commutative and odd: G·H = H·G, (-G)·H = -(G·H).
    #[test]
    fn conway_product_symmetries(a in tree(), b in tree()) {
        limited(|s| {
            let (g, h) = (a.to_game(s), b.to_game(s));
            let gh = s.conway_product(g, h);
            prop_assert_eq!(s.conway_product(h, g), gh);
            let ng = s.neg(g);
            let ngh = s.conway_product(ng, h);
            prop_assert_eq!(s.neg(gh), ngh);
            let one = s.integer(1);
            prop_assert_eq!(s.conway_product(g, one), g);
            Ok(())
        })?;
    }

    /// Conjunctive and selective sums are commutative and commute with negation.
    #[test]
    fn compound_symmetries(a in tree(), b in tree()) {
        limited(|s| {
            let (g, h) = (a.to_game(s), b.to_game(s));
            for f in [GameStore::conjunctive_sum, GameStore::selective_sum] {
                let gh = f(s, g, h);
                prop_assert_eq!(f(s, h, g), gh);
                let (ng, nh) = (s.neg(g), s.neg(h));
                let n = f(s, ng, nh);
                prop_assert_eq!(s.neg(gh), n);
            }
            Ok(())
        })?;
    }

    /// Uptimal expansions: the game rebuilt from a random expansion has that
    /// expansion again (uptimal expansions are unique).
    #[test]
    fn uptimal_expansions_round_trip(
        x in -4i64..=4, k in 0u32..=2, nim in 0u32..=3,
        coefficients in prop::collection::vec(-3i64..=3, 0..4),
    ) {
        limited(|s| {
            let e = UptimalExpansion::new(d(x, k), nim, coefficients.clone());
            let g = s.uptimal_game(&e);
            prop_assert_eq!(s.uptimal_expansion(g), Some(e));
            Ok(())
        })?;
    }

    /// Incentives are what their definition says: the undominated G^L - G and G - G^R.
    #[test]
    fn incentives_by_definition(a in tree()) {
        limited(|s| {
            let g = a.to_game(s);
            let inc = s.incentives(g, true, true);
            let mut all = Vec::new();
            for x in s.left_options(g) {
                all.push(s.sub(x, g));
            }
            for x in s.right_options(g) {
                all.push(s.sub(g, x));
            }
            for &i in &inc {
                prop_assert!(all.contains(&i));
            }
            for &x in &all {
                // Every incentive is at most one of those kept.
                prop_assert!(inc.iter().any(|&i| s.leq(x, i)));
            }
            Ok(())
        })?;
    }

    /// The follower count is the length of the list of followers.
    #[test]
    fn follower_count_is_the_number_of_followers(a in tree()) {
        limited(|s| {
            let g = a.to_game(s);
            let n = s.followers(g).len();
            prop_assert_eq!(s.follower_count(g), n.into());
            Ok(())
        })?;
    }
}

/// Ordinals below ω^(ω^3): terms ω^(ω²a + ωb + c)·n.
fn ordinal() -> impl Strategy<Value = Ordinal> {
    let term = (0u64..3, 0u64..4, 0u64..10, 1u64..20).prop_map(|(a, b, c, n)| {
        let e = Ordinal::omega_pow(Ordinal::finite(2), a)
            .add(&Ordinal::omega_pow(Ordinal::finite(1), b))
            .add(&Ordinal::finite(c));
        Ordinal::omega_pow(e, n)
    });
    prop::collection::vec(term, 0..3).prop_map(|ts| {
        ts.iter()
            .fold(Ordinal::ZERO, |acc, t| ordinal_nim_add(&acc, t))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// Nim multiplication of ordinals is a field multiplication: commutative,
    /// associative, distributive over nim addition, with 1 as unit; on finite
    /// ordinals it is the nim product of the field of order 2^64.
    #[test]
    fn ordinal_nim_arithmetic_is_a_field(a in ordinal(), b in ordinal(), c in ordinal()) {
        let m = |x: &Ordinal, y: &Ordinal| ordinal_nim_mul(x, y).unwrap();
        prop_assert_eq!(m(&a, &b), m(&b, &a));
        prop_assert_eq!(m(&m(&a, &b), &c), m(&a, &m(&b, &c)));
        prop_assert_eq!(
            m(&a, &ordinal_nim_add(&b, &c)),
            ordinal_nim_add(&m(&a, &b), &m(&a, &c))
        );
        prop_assert_eq!(m(&a, &Ordinal::finite(1)), a.clone());
        prop_assert_eq!(ordinal_nim_pow(&a, 3).unwrap(), m(&a, &m(&a, &a)));
    }

    #[test]
    fn finite_ordinals_multiply_as_nimbers(x in any::<u32>(), y in any::<u32>()) {
        let p = ordinal_nim_mul(&Ordinal::finite(x.into()), &Ordinal::finite(y.into())).unwrap();
        prop_assert_eq!(p, Ordinal::finite(nim_mul(x.into(), y.into())));
    }
}

/// The ordinal sum of nimbers and the ordinal product of nimbers, against
/// the general recursions (on explicit forms, which skip the shortcuts).
#[test]
fn nimber_shortcuts_agree_with_the_recursions() {
    let mut s = GameStore::new();
    let explicit = |s: &mut GameStore, g: Game| {
        let (l, r) = (s.left_options(g), s.right_options(g));
        Form::node(
            l.into_iter().map(Form::Game).collect(),
            r.into_iter().map(Form::Game).collect(),
        )
    };
    for a in 0..6u32 {
        for b in 0..6u32 {
            let (ga, gb) = (s.nimber(a), s.nimber(b));
            let fa = explicit(&mut s, ga);
            let fb = Form::Game(gb);
            assert_eq!(s.form_ordinal_sum(&fa, &fb), s.nimber(a + b), "*{a} : *{b}");
            let p = s.form_ordinal_product(&fa, &fb);
            assert_eq!(p, s.nimber(a * b), "*{a} ⊗ *{b}");
            let x = s.nus(d(1, 1), 0, a);
            let fx = explicit(&mut s, x);
            assert_eq!(s.form_ordinal_sum(&fx, &fb), s.nus(d(1, 1), 0, a + b));
        }
    }
}

/// The conjunctive compound of Nim heaps by search: Grundy value of heaps
/// (a, b) when every move is made in both heaps.
#[test]
fn conjunctive_compound_of_nim_heaps_by_search() {
    let n = 7;
    let mut g = vec![vec![0u32; n]; n];
    for a in 0..n {
        for b in 0..n {
            let opts: std::collections::BTreeSet<u32> = (0..a)
                .flat_map(|x| (0..b).map(move |y| (x, y)))
                .map(|(x, y)| g[x][y])
                .collect();
            g[a][b] = (0..).find(|m| !opts.contains(m)).unwrap();
        }
    }
    let mut s = GameStore::new();
    for (a, row) in g.iter().enumerate() {
        for (b, &v) in row.iter().enumerate() {
            let (ga, gb) = (s.nimber(a as u32), s.nimber(b as u32));
            assert_eq!(s.conjunctive_sum(ga, gb), s.nimber(v), "*{a} ∧ *{b}");
        }
    }
}

#[test]
fn language_examples() {
    check(&[
        ("norton(1/2, ^)", "{^^*|v*}"),
        ("conway({3|1}, ^^)", "{^6|^^}"),
        ("ordinalproduct(*5, *6)", "*30"),
        ("atomicweight({1|^^||^})", "2"),
        ("atomicweight(2.Tiny)", "0"),
        ("outcome(omega - 5)", "L"),
        ("nimmul(nimber(omega), nimber(omega))", "*omega^2"),
        ("nimber(omega) + nimber(omega)", "0"),
        ("nimber(omega) == nimber(omega)", "true"),
        ("nimber(omega) + *3", "*(omega+3)"),
        ("outcome(nimber(omega))", "N"),
        ("birthday(nimber(omega + 5))", "omega+5"),
        ("uptimal({0||0|v*})", "\"*.12\""),
        ("uptimal(73/16v9*8)", "\"73/16*8.9-\""),
        ("-explicit([*], [1])", "'{-1|*}'"),
        ("2 * ordinalsum(explicit([*], [*]), 1)", "^^"),
        ("ordinalsum(explicit([-1], [1]), 1)", "1/2"),
        ("conway(*6, explicit([0, *], [0, *]))", "*11"),
        ("-2 * explicit([], [-1])", "4"),
    ]);
}
