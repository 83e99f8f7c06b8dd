//! Property tests of the game axioms over random games, and cross-checks of the
//! store's order against a plain win/loss search of explicit game trees.

mod common;

use common::random::{trees, Tree};
use nimatron::lang::Session;
use nimatron::short::{Game, GameStore, Outcome};
use proptest::prelude::*;

/// Explicit game trees {left | right} built from { | } alone, as written, not
/// simplified, so that a plain search can play them.
fn tree() -> impl Strategy<Value = Tree> {
    trees(Just(Tree::EMPTY), 5, 32, 0..3)
}

fn neg_tree(t: &Tree) -> Tree {
    let (l, r) = t.options();
    Tree::Node(
        r.iter().map(neg_tree).collect(),
        l.iter().map(neg_tree).collect(),
    )
}

/// The outcome class from who wins moving first.
fn outcome(left_first_wins: bool, right_first_wins: bool) -> Outcome {
    match (left_first_wins, right_first_wins) {
        (true, true) => Outcome::N,
        (true, false) => Outcome::L,
        (false, true) => Outcome::R,
        (false, false) => Outcome::P,
    }
}

/// Plain win/loss search of the disjunctive sum of explicit trees.
fn wins_moving_first(parts: &[&Tree], left: bool) -> bool {
    for (i, p) in parts.iter().enumerate() {
        let (l, r) = p.options();
        let moves = if left { l } else { r };
        for m in moves {
            let mut next: Vec<&Tree> = parts.to_vec();
            next[i] = m;
            if !wins_moving_first(&next, !left) {
                return true;
            }
        }
    }
    false
}

/// `g <= h` by search: Left, moving first in g - h, loses.
fn brute_leq(g: &Tree, h: &Tree) -> bool {
    let nh = neg_tree(h);
    !wins_moving_first(&[g, &nh], true)
}

fn brute_outcome(g: &Tree) -> Outcome {
    outcome(
        wins_moving_first(&[g], true),
        wins_moving_first(&[g], false),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn group_axioms(a in tree(), b in tree(), c in tree()) {
        let mut s = GameStore::new();
        let (ga, gb, gc) = (a.to_game(&mut s), b.to_game(&mut s), c.to_game(&mut s));
        let z = s.zero();
        prop_assert_eq!(s.add(ga, z), ga);
        prop_assert_eq!(s.sub(ga, ga), z);
        prop_assert_eq!(s.add(ga, gb), s.add(gb, ga));
        let ab = s.add(ga, gb);
        let bc = s.add(gb, gc);
        prop_assert_eq!(s.add(ab, gc), s.add(ga, bc));
        // Equal games get the same handle: (a + b) - b is a.
        let back = s.sub(ab, gb);
        prop_assert_eq!(back, ga);
        let nn = s.neg(ga);
        prop_assert_eq!(s.neg(nn), ga);
    }

    #[test]
    fn order_is_a_partial_order_compatible_with_sums(a in tree(), b in tree(), c in tree()) {
        let mut s = GameStore::new();
        let (ga, gb, gc) = (a.to_game(&mut s), b.to_game(&mut s), c.to_game(&mut s));
        prop_assert!(s.leq(ga, ga));
        if s.leq(ga, gb) && s.leq(gb, ga) {
            prop_assert_eq!(ga, gb);
        }
        if s.leq(ga, gb) && s.leq(gb, gc) {
            prop_assert!(s.leq(ga, gc));
        }
        // a <= b implies a + c <= b + c.
        let (ac, bc) = (s.add(ga, gc), s.add(gb, gc));
        prop_assert_eq!(s.leq(ga, gb), s.leq(ac, bc));
    }

    #[test]
    fn canonical_forms_are_canonical_and_equal_to_the_game(a in tree(), b in tree()) {
        let mut s = GameStore::new();
        let (ga, gb) = (a.to_game(&mut s), b.to_game(&mut s));
        let sum = s.add(ga, gb);
        for g in [ga, gb, sum] {
            prop_assert!(s.check_canonical(g));
        }
        // The canonical form equals the explicit tree: the tree minus it is a
        // second-player win, by search on the canonical options. The tree has
        // at most 5 levels, so the canonical form (born no later) has too.
        let ct = canonical_tree(&mut s, ga, 6);
        prop_assert!(ct.is_some(), "the canonical form is taller than the tree");
        let d = neg_tree(&ct.unwrap());
        prop_assert!(!wins_moving_first(&[&a, &d], true));
        prop_assert!(!wins_moving_first(&[&a, &d], false));
    }

    #[test]
    fn order_and_outcome_agree_with_search(a in tree(), b in tree()) {
        let mut s = GameStore::new();
        let (ga, gb) = (a.to_game(&mut s), b.to_game(&mut s));
        prop_assert_eq!(s.leq(ga, gb), brute_leq(&a, &b));
        prop_assert_eq!(s.leq(gb, ga), brute_leq(&b, &a));
        prop_assert_eq!(s.outcome(ga), brute_outcome(&a));
        let d = s.sub(ga, gb);
        let nb = neg_tree(&b);
        let want = outcome(
            wins_moving_first(&[&a, &nb], true),
            wins_moving_first(&[&a, &nb], false),
        );
        prop_assert_eq!(s.outcome(d), want);
    }

    /// The order is unchanged by adding the same number to both sides, also
    /// numbers that move the stops past the store's 32-bit stop words (large,
    /// or with fine denominators) and past its 64-bit ones; the comparison then
    /// goes through the longer words or the exact stops, against the search.
    #[test]
    fn order_survives_large_and_fine_shifts(a in tree(), b in tree()) {
        let mut s = GameStore::new();
        let (ga, gb) = (a.to_game(&mut s), b.to_game(&mut s));
        let (ab, ba) = (brute_leq(&a, &b), brute_leq(&b, &a));
        let shifts = [
            nimatron::numbers::Rational::new(40_000, 0),
            nimatron::numbers::Rational::new(-3, 20),
            nimatron::numbers::Rational::new(1 << 40, 0),
            nimatron::numbers::Rational::new(7, 40),
        ];
        for x in shifts {
            let x = s.number(x);
            let (sa, sb) = (s.add(ga, x), s.add(gb, x));
            prop_assert_eq!(s.leq(sa, sb), ab);
            prop_assert_eq!(s.leq(sb, sa), ba);
        }
    }

    #[test]
    fn printing_round_trips(a in tree(), b in tree(), k in -3i64..4) {
        let mut sess = Session::new();
        let ga = a.to_game(&mut sess.store);
        let gb = b.to_game(&mut sess.store);
        let x = sess.store.integer(k);
        let sum = sess.store.add(ga, gb);
        let shifted = sess.store.add(sum, x);
        for g in [ga, gb, sum, shifted] {
            let text = sess.store.display(g);
            let back = sess.eval_line(&text).map_err(|e| TestCaseError::fail(e.render(&text)))?;
            prop_assert_eq!(back, Some(nimatron::lang::Value::Game(g)), "{}", text);
            prop_assert!(no_cgsuite_misreading(&text), "{}", text);
        }
    }

    /// Uptimals print as CGSuite prints them (`^<n>`, `v[n]*2`, `1/2^<3>`)
    /// when they are a unit or a unit sum, in braces otherwise; either way,
    /// alone, in sums with other games and as options, the text reads back
    /// as the same game.
    #[test]
    fn uptimal_printing_round_trips(
        x in -6i64..6, k in 0u32..3, nim in 0u32..4, n in 1usize..7,
        down in any::<bool>(), sum in any::<bool>(),
        other in prop::collection::vec(-2i64..=2, 0..5), a in tree(),
    ) {
        use nimatron::algebra::UptimalExpansion;
        use nimatron::numbers::Rational;
        let mut sess = Session::new();
        let sign = if down { -1 } else { 1 };
        let coefficients: Vec<i64> = (1..=n).map(|i| if sum || i == n { sign } else { 0 }).collect();
        let e = UptimalExpansion::new(Rational::new(x, k), nim, coefficients);
        let g = sess.store.uptimal_game(&e);
        let text = sess.store.display(g);
        if n > 1 {
            // Written independently of the printer: CGSuite's notation.
            let number = if x == 0 { String::new() } else { Rational::new(x, k).to_string() };
            let arrow = if down { "v" } else { "^" };
            let power = if sum { format!("[{n}]") } else { format!("<{n}>") };
            let star = match nim { 0 => String::new(), 1 => "*".into(), m => format!("*{m}") };
            prop_assert_eq!(&text, &format!("{number}{arrow}{power}{star}"));
        }
        let f = sess.store.uptimal_game(&UptimalExpansion::new(Rational::ZERO, 0, other));
        let t = a.to_game(&mut sess.store);
        let zero = sess.store.zero();
        let sums = [sess.store.add(g, f), sess.store.add(g, t)];
        let wrapped = [
            sess.store.from_options(&[g, t], &[zero]),
            sess.store.from_options(&[zero], &[g]),
            sess.store.from_options(&[g], &[g]),
        ];
        for h in [g, f].into_iter().chain(sums).chain(wrapped) {
            let text = sess.store.display(h);
            let back = sess.eval_line(&text).map_err(|e| TestCaseError::fail(e.render(&text)))?;
            prop_assert_eq!(back, Some(nimatron::lang::Value::Game(h)), "{}", text);
        }
    }

    /// Transfinite nimbers print as the language reads them (`*omega`,
    /// `*(omega+5)`, `*(3*omega^(omega+1)+2)`), nim products included.
    #[test]
    fn transfinite_nimbers_print_and_read_back(
        a in prop::collection::vec((0u32..3, 0u32..4, 1u32..5), 1..4),
        b in prop::collection::vec((0u32..3, 0u32..4, 1u32..5), 1..3),
    ) {
        let ordinal = |terms: &[(u32, u32, u32)]| {
            terms
                .iter()
                .map(|(x, y, c)| format!("{c}*omega^({x}*omega+{y})"))
                .collect::<Vec<_>>()
                .join("+")
        };
        let mut sess = Session::new();
        for src in [
            format!("nimber({})", ordinal(&a)),
            format!("nimmul(nimber({}), nimber({}))", ordinal(&a), ordinal(&b)),
        ] {
            let v = sess.eval_line(&src).map_err(|e| TestCaseError::fail(e.render(&src)))?;
            let Some(v) = v else { continue };
            let text = sess.format(&v).unwrap();
            let back = sess.eval_line(&text).map_err(|e| TestCaseError::fail(e.render(&text)))?;
            prop_assert_eq!(back, Some(v), "{}", text);
        }
    }

    #[test]
    fn number_up_star_literals_round_trip(n in -40i64..40, e in 0u32..5, up in -6i32..7, nim in 0u32..9) {
        let mut sess = Session::new();
        let g = sess.store.nus(nimatron::numbers::Rational::new(n, e), up, nim);
        let text = sess.store.display(g);
        let back = sess.eval_line(&text).map_err(|e| TestCaseError::fail(e.render(&text)))?;
        prop_assert_eq!(back, Some(nimatron::lang::Value::Game(g)), "{}", text);
        prop_assert!(no_cgsuite_misreading(&text), "{}", text);
        // The same value built from its canonical options by the general path.
        let (l, r) = (sess.store.left_options(g), sess.store.right_options(g));
        prop_assert_eq!(sess.store.from_options(&l, &r), g);
        prop_assert!(sess.store.check_canonical(g));
    }
}

/// Whether printed text avoids the glued forms that CGSuite reads as
/// something else (its grammar, `Cgsuite.g`: a number then `*` and a number is
/// a product, a number then `^` and a number or `(` a power; `xTiny(` an infix
/// call). The forms it prints and cannot read (`6^*`, `73/16v9*8`, `1*`) are
/// errors there, never another value.
fn no_cgsuite_misreading(text: &str) -> bool {
    let b = text.as_bytes();
    // Digits that count ups or downs (`^3*2`, `v3*2`) are not a number.
    let is_number_digit = |i: usize| {
        let start = b[..=i].iter().rposition(|c| !c.is_ascii_digit());
        b[i].is_ascii_digit() && !start.is_some_and(|s| matches!(b[s], b'^' | b'v'))
    };
    (0..b.len().saturating_sub(2)).all(|i| {
        let (op, y) = (b[i + 1], b[i + 2]);
        !(is_number_digit(i) && matches!(op, b'*' | b'^') && (y.is_ascii_digit() || y == b'('))
    }) && !b
        .windows(2)
        .any(|w| w[0].is_ascii_digit() && (w[1] == b'T' || w[1] == b'M'))
}

/// The canonical form as an explicit tree (None if deeper than `depth`).
fn canonical_tree(s: &mut GameStore, g: Game, depth: u32) -> Option<Tree> {
    if depth == 0 {
        return None;
    }
    let (l, r) = (s.left_options(g), s.right_options(g));
    Some(Tree::Node(
        l.into_iter()
            .map(|x| canonical_tree(s, x, depth - 1))
            .collect::<Option<_>>()?,
        r.into_iter()
            .map(|x| canonical_tree(s, x, depth - 1))
            .collect::<Option<_>>()?,
    ))
}

#[test]
fn up_star_families_match_their_sums() {
    // n.^ + *m built by repeated sums of the explicit {0|*} and {0|0} equals the
    // number-up-star record, for a grid of values.
    let mut s = GameStore::new();
    let z = s.zero();
    let star = s.from_options(&[z], &[z]);
    let up = s.from_options(&[z], &[star]);
    for n in -6i64..=6 {
        for m in 0u32..6 {
            let ups = s.multiple(n, up);
            let stars: Vec<Game> = (0..m).map(|k| s.nimber(k)).collect();
            let nim = s.from_options(&stars, &stars);
            let g = s.add(ups, nim);
            assert_eq!(g, s.nus(nimatron::numbers::Rational::ZERO, n as i32, m));
        }
    }
}

/// `g <= h` by the definition alone (no stops, no shortcuts): no `g^L >= h`
/// and no `h^R <= g`, memoised over pairs of canonical games.
fn definition_leq(
    s: &mut GameStore,
    memo: &mut std::collections::HashMap<(Game, Game), bool>,
    g: Game,
    h: Game,
) -> bool {
    if let Some(&r) = memo.get(&(g, h)) {
        return r;
    }
    let r = s
        .left_options(g)
        .into_iter()
        .all(|gl| !definition_leq(s, memo, h, gl))
        && s.right_options(h)
            .into_iter()
            .all(|hr| !definition_leq(s, memo, hr, g));
    memo.insert((g, h), r);
    r
}

#[test]
fn order_of_large_number_up_stars_and_wide_games_follows_the_definition() {
    // Number-up-stars whose ups or stars are too big for the compact record
    // the comparisons read (ups beyond an i8, stars from 64), games with 255
    // or more options on a side (*300), and general games built on them.
    let mut s = GameStore::new();
    let z = s.zero();
    let half = s.number(nimatron::numbers::Rational::new(1, 1));
    let mut games = vec![z, half];
    for (up, nim) in [
        (0, 1),
        (0, 63),
        (0, 64),
        (0, 65),
        (0, 300),
        (1, 64),
        (127, 0),
        (128, 1),
        (130, 0),
        (-130, 1),
        (-2, 300),
    ] {
        games.push(s.nus(nimatron::numbers::Rational::ZERO, up, nim));
    }
    let (star300, up130, up128s) = (games[6], games[10], games[9]);
    let a = s.from_options(&[star300], &[up130]);
    let b = s.from_options(&[up128s, z], &[star300]);
    let c = s.add(a, half);
    let d = s.add(star300, up130);
    games.extend([a, b, c, d]);
    // General games with small options, whose comparisons with the wide
    // nimbers go through those nimbers' options.
    for (k, j) in [(3, 5), (70, 2), (299, 1)] {
        let (sk, sj, up) = (s.nimber(k), s.nimber(j), s.up_multiple(1));
        games.push(s.from_options(&[sk, up], &[sj]));
        games.push(s.from_options(&[sj], &[sk, up]));
    }
    // General games with 299 or 300 left options: {+-1, ..., +-300 | -1000}
    // and the same without +-300 or without +-1.
    let low = s.integer(-1000);
    let switches: Vec<Game> = (1..=300)
        .map(|k| {
            let (p, m) = (s.integer(k), s.integer(-k));
            s.from_options(&[p], &[m])
        })
        .collect();
    for (from, to) in [(0, 300), (0, 299), (1, 300)] {
        let w = s.from_options(&switches[from..to], &[low]);
        assert_eq!(s.left_options(w).len(), to - from);
        games.push(w);
    }
    let mut memo = std::collections::HashMap::new();
    for &g in &games {
        for &h in &games {
            let expected = definition_leq(&mut s, &mut memo, g, h);
            let mut fresh = s.clone();
            fresh.clear_caches();
            assert_eq!(
                fresh.leq(g, h),
                expected,
                "{} <= {}",
                s.display(g),
                s.display(h)
            );
        }
    }
}
