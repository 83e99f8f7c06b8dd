//! The generic solver (`nimatron::solve::generic`): outcomes of sums of
//! positions of several rulesets by search against the outcomes of their
//! canonical forms (two independent methods), with and without the endgame
//! database; strategies that win against every reply; the database's round
//! trip through text; split and merge against a direct solve.

use nimatron::lang::{eval_str, Session};
use nimatron::limits::Limits;
use nimatron::rulesets::catalogue::RulesetKind;
use nimatron::rulesets::{Clobber, Domineering, PartizanPosition};
use nimatron::short::GameStore;
use nimatron::solve::generic::{solve_generic, Comp, EndgameDb, GenProblem, GenericSearch};
use nimatron::solve::split::{merge, split};
use nimatron::solve::strategy::strategy;
use proptest::prelude::*;

fn limits() -> Limits {
    Limits::standard().with_memory(64 << 20)
}

/// The outcome class by the generic search, with a database valuing
/// components within `budget` positions (0: everything searched).
fn searched(expr: &str, budget: u64) -> String {
    let mut session = Session::with_limits(limits());
    let input = session.solve_terms(expr).expect("reads");
    let mut db = EndgameDb::new();
    db.budget = budget;
    let mut first = Vec::new();
    for left in [true, false] {
        let p = GenProblem {
            terms: input.terms.clone(),
            known: input.known,
            left_first: left,
        };
        let a = solve_generic(&mut session.store, &mut db, &p, &limits(), None).expect("solves");
        first.push(a.first_wins);
    }
    match (first[0], first[1]) {
        (true, true) => "N",
        (true, false) => "L",
        (false, true) => "R",
        (false, false) => "P",
    }
    .to_string()
}

fn canonical(expr: &str) -> String {
    eval_str(&format!("outcome({expr})")).expect("evaluates")
}

/// Whether `text` reads as a position of `kind`.
fn reads(kind: RulesetKind, text: &str) -> bool {
    kind.parse(text).is_ok()
}

fn position() -> impl Strategy<Value = String> {
    prop_oneof![
        "[.#]{3}\\|[.#]{3}\\|[.#]{2}".prop_map(|b| format!("domineering({b:?})")),
        "[xo.]{3}\\|[xo.]{3}".prop_map(|b| format!("clobber({b:?})")),
        "[xo.]{5}".prop_map(|b| format!("clobber({b:?})")),
        "[TF.]{2,7}".prop_map(|b| format!("toads({b:?})")),
        "[xo.]{3}\\|[xo.]{3}".prop_map(|b| format!("konane({b:?})")),
        "[xo.]{3}\\|[.]{3}".prop_map(|b| format!("nogo({b:?})")),
        "[lr]{1,6}".prop_map(|b| format!("toppling({b:?})")),
        "[.LR](-[.]){2,4}".prop_map(|b| format!("snort({b:?})")),
        "[.LR](-[.]){2,4}".prop_map(|b| format!("col({b:?})")),
        "x\\.{1,2}\\|\\.{2}o".prop_map(|b| format!("amazons({b:?})")),
        "[LRG]{1,5}".prop_map(|b| format!("stalk({b:?})")),
    ]
}

fn known() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "0", "*", "1/2", "-1", "{1|-1}", "^", "{2|1}", "-{3/2|0}",
    ])
}

/// Whether every position of `expr`'s terms reads (random boards may not).
fn all_read(terms: &[String]) -> bool {
    terms.iter().all(|t| {
        let (name, rest) = t.split_once('(').expect("a call");
        let text: String = serde_json_free_unquote(&rest[..rest.len() - 1]);
        RulesetKind::from_name(name).is_some_and(|k| reads(k, &text))
    })
}

/// The text inside `"..."` (no escapes occur in the generated positions).
fn serde_json_free_unquote(s: &str) -> String {
    s.trim_matches('"').to_string()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// The outcome of a random sum of positions of several rulesets and a
    /// known game: search (everything searched, or small parts valued) equals
    /// the outcome of the canonical sum.
    #[test]
    fn search_agrees_with_canonical_forms(
        terms in prop::collection::vec(position(), 1..=3),
        k in known(),
    ) {
        prop_assume!(all_read(&terms));
        let expr = format!("{} + {k}", terms.join(" + "));
        let want = canonical(&expr);
        prop_assert_eq!(&searched(&expr, 0), &want, "{} (all searched)", expr);
        prop_assert_eq!(&searched(&expr, 20_000), &want, "{} (small parts valued)", expr);
    }
}

#[test]
fn a_clobber_sum_and_the_readme_example() {
    // The example of issue 18: a board, a Clobber position and a hot game.
    let expr = r#"domineering("...|...|...") + clobber("xox|ox.") + {2|1}"#;
    assert_eq!(searched(expr, 0), canonical(expr));
    assert_eq!(searched(expr, 20_000), canonical(expr));
}

/// Play every reply against the strategy: the strategy's side always has its
/// move listed until the position is valued (small), and then the canonical
/// value says the strategy's side still wins.
fn check_strategy<P: PartizanPosition + nimatron::rulesets::catalogue::RulesetPosition>(
    start: P,
    left_first: bool,
) {
    let mut store = GameStore::new();
    let mut db = EndgameDb::new();
    db.budget = 30;
    let l = limits();
    let s = store
        .guard(|st| {
            let mut search = GenericSearch::new(st, &mut db, &l);
            strategy(&mut search, &start, left_first, 100_000)
        })
        .expect("within limits");
    let map: std::collections::HashMap<P, P> = s.moves.iter().cloned().collect();
    assert!(!map.is_empty());
    // Walk every line of play: the winner follows the map, or (once the
    // position is not in it) must win by canonical forms.
    let mut stack = vec![(start, left_first)];
    let mut seen = std::collections::HashSet::new();
    while let Some((p, left)) = stack.pop() {
        if !seen.insert((p.clone(), left)) {
            continue;
        }
        if left == s.winner_left {
            match map.get(&p) {
                Some(o) => {
                    let opts = if left {
                        p.left_options()
                    } else {
                        p.right_options()
                    };
                    assert!(opts.contains(o), "the strategy's move is legal");
                    stack.push((o.clone(), !left));
                }
                None => {
                    let g =
                        nimatron::rulesets::PartizanSolver::new().canonical_form(&mut store, &p);
                    let z = store.zero();
                    let mover_wins = if left {
                        !store.leq(g, z)
                    } else {
                        !store.leq(z, g)
                    };
                    assert!(mover_wins, "the winner wins where the strategy ends");
                }
            }
        } else {
            let opts = if left {
                p.left_options()
            } else {
                p.right_options()
            };
            for o in opts {
                stack.push((o, !left));
            }
        }
    }
}

#[test]
fn strategies_win_against_every_reply() {
    check_strategy(Domineering::parse("....|....|....|....").unwrap(), true);
    check_strategy(Domineering::parse(".....|.....|....").unwrap(), false);
    check_strategy(Clobber::parse("xoxox|oxoxo").unwrap(), true);
}

#[test]
fn the_database_round_trips_through_text() {
    let mut session = Session::with_limits(limits());
    let expr = r#"clobber("xoxo|ox..") + domineering("...|...|...") + toads("TT.F.F")"#;
    let input = session.solve_terms(expr).unwrap();
    let mut db = EndgameDb::new();
    let p = GenProblem {
        terms: input.terms.clone(),
        known: input.known,
        left_first: true,
    };
    let a = solve_generic(&mut session.store, &mut db, &p, &limits(), None).unwrap();
    let text = db.to_text(&mut session.store);
    assert!(db.computed > 0 && text.lines().count() > 1);
    let mut other = Session::with_limits(limits());
    let mut db2 = EndgameDb::new();
    let n = db2.load_text(&mut other.store, &text, &limits()).unwrap();
    assert!(n > 0);
    let input2 = other.solve_terms(expr).unwrap();
    let p2 = GenProblem {
        terms: input2.terms,
        known: input2.known,
        left_first: true,
    };
    let b = solve_generic(&mut other.store, &mut db2, &p2, &limits(), None).unwrap();
    assert_eq!(a.first_wins, b.first_wins);
    assert_eq!(db2.computed, 0, "every component was loaded");
    // Foreign and damaged files are errors that say so.
    let e = db2
        .load_text(&mut other.store, "hello", &limits())
        .unwrap_err();
    assert!(e.contains("not a nimatron solver database"), "{e}");
    let e = db2
        .load_text(&mut other.store, "nimatron-solve-db 9\n", &limits())
        .unwrap_err();
    assert!(e.contains("another version"), "{e}");
    let e = db2
        .load_text(&mut other.store, "nimatron-solve-db 1\ng 0 |\n", &limits())
        .unwrap_err();
    assert!(e.contains("another version"), "{e}");
    // An edited file fails its checksum (issue 34: a tampered database once
    // flipped an outcome): one component's value swapped for another's.
    let ids: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("c ")?.rsplit('\t').next())
        .collect();
    let line = text.lines().find(|l| l.starts_with("c ")).unwrap();
    let other_id = ids.iter().find(|&&i| !line.ends_with(&format!("\t{i}")));
    let edited = match other_id {
        Some(i) => text.replacen(
            line,
            &format!("{}\t{i}", &line[..line.rfind('\t').unwrap()]),
            1,
        ),
        None => text.replacen("c ", "c  ", 1),
    };
    assert_ne!(edited, text);
    let e = db2
        .load_text(&mut other.store, &edited, &limits())
        .unwrap_err();
    assert!(e.contains("checksum"), "{e}");
    // Cut short: the last line (the checksum) gone.
    let cut: String = text
        .lines()
        .take(text.lines().count() - 1)
        .map(|l| format!("{l}\n"))
        .collect();
    let e = db2
        .load_text(&mut other.store, &cut, &limits())
        .unwrap_err();
    assert!(e.contains("checksum"), "{e}");
}

#[test]
fn split_and_merge_equal_a_direct_solve() {
    for (expr, left) in [
        (r#"domineering("....|....|...") + clobber("xox|ox.")"#, true),
        (r#"clobber("xoxo|oxox") + {2|1}"#, false),
        (r#"toads("TT..FF") + domineering("...|...")"#, true),
    ] {
        let mut session = Session::with_limits(limits());
        let input = session.solve_terms(expr).unwrap();
        let mut db = EndgameDb::new();
        let p = GenProblem {
            terms: input.terms.clone(),
            known: input.known,
            left_first: left,
        };
        let direct = solve_generic(&mut session.store, &mut db, &p, &limits(), None).unwrap();
        for depth in [0, 1, 2] {
            let l = limits();
            let results = session
                .store
                .guard(|st| {
                    let mut search = GenericSearch::new(st, &mut db, &l);
                    let leaves = split(&mut search, &input.terms, input.known, left, depth, 10_000)
                        .expect("few leaves");
                    leaves
                        .into_iter()
                        .map(|leaf| {
                            let w = search.wins(&leaf.state, leaf.left);
                            (leaf.path, leaf.widths, w)
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap();
            let (wins, first) = merge(&results).unwrap();
            assert_eq!(wins, direct.first_wins, "{expr} at depth {depth}");
            assert_eq!(first.is_some(), wins && depth > 0);
        }
    }
    let _ = Comp::of(Domineering::parse("..").unwrap());
}

/// Hackenbush positions of different graphs with the same standing edges
/// (`stalk("G")` and `stalk("L")`: one edge each) are different components:
/// the search's table keys them apart. Found by the property test above
/// (`stalk("GGG") + stalk("L")` came out N, its outcome is L: `1 + *3`).
#[test]
fn stalks_of_one_edge_each_are_told_apart() {
    for expr in [
        r#"stalk("GGG") + stalk("L")"#,
        r#"stalk("GG") + stalk("L")"#,
        r#"stalk("G") + stalk("R") + stalk("L")"#,
        r#"stalk("L") + stalk("R") + stalk("LR") + stalk("RL")"#,
        r#"hackenbush("0-1:b") + hackenbush("0-1:g") + hackenbush("0-1:r 1-2:g")"#,
    ] {
        assert_eq!(searched(expr, 0), canonical(expr), "{expr}");
    }
    assert_eq!(searched(r#"stalk("GGG") + stalk("L")"#, 0), "L");
}
