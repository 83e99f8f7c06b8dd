//! The ruleset catalogue: every ruleset's example has its stated value, names
//! and aliases are found, an unknown name lists every ruleset, positions print
//! back to what is read, and errors point at the fault.

use nimatron::limits::Limits;
use nimatron::rulesets::catalogue::{PositionErrorKind, Ruleset, RulesetError, RulesetKind};
use nimatron::short::GameStore;

#[test]
fn every_example_has_its_value() {
    let mut store = GameStore::new();
    let mut wrong = Vec::new();
    for kind in RulesetKind::ALL {
        let ex = kind.info().example;
        let r = Ruleset::from_name(ex.ruleset).unwrap();
        assert_eq!(r.kind(), kind);
        let pos = r.parse(ex.position).unwrap();
        assert_eq!(pos.to_string(), ex.position, "{kind}: prints back");
        assert_eq!(pos.kind(), kind);
        assert_eq!(pos.ruleset(), r);
        if pos.is_loopy() {
            // A loopy value (Fox and Geese): the language's example, checked
            // by `every_ruleset_function_gives_its_example`, and
            // tests/loopy_rulesets.rs.
            assert!(pos.value(&mut store, &Limits::none()).is_err(), "{kind}");
            continue;
        }
        let v = pos.value(&mut store, &Limits::none()).unwrap();
        if store.display(v) != ex.value {
            wrong.push(format!(
                "{kind} {}: {} (stated {})",
                ex.position,
                store.display(v),
                ex.value
            ));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn an_unknown_name_lists_every_ruleset() {
    let e = Ruleset::from_name("chess").unwrap_err();
    assert!(matches!(e, RulesetError::Unknown(_)));
    let msg = e.to_string();
    assert!(
        msg.starts_with("unknown ruleset `chess`: the rulesets are "),
        "{msg}"
    );
    for kind in RulesetKind::ALL {
        assert!(msg.contains(&kind.written()), "{msg} lacks {kind}");
    }
    assert!(
        msg.contains("moore:K") && msg.contains("octal:CODE"),
        "{msg}"
    );
}

#[test]
fn errors_point_into_the_text() {
    let e = RulesetKind::Domineering.parse("..|.x").unwrap_err();
    assert_eq!((e.kind, e.span.clone()), (PositionErrorKind::Syntax, 4..5));
    let e = RulesetKind::Toads.parse("TéX").unwrap_err();
    assert_eq!(e.span, 1..3, "{e}");
    let e = RulesetKind::Hackenbush.parse("0-1:b 1-2:q").unwrap_err();
    assert_eq!(e.span, 6..11, "{e}");
    let e = RulesetKind::Nim.parse("3 x 5").unwrap_err();
    assert_eq!(e.span, 2..3, "{e}");
    let e = RulesetKind::Domineering
        .parse(&".........|".repeat(9))
        .unwrap_err();
    assert_eq!(e.kind, PositionErrorKind::TooLarge);
    assert!(e.message.contains("at most 64"), "{e}");
    // Sheep's herds and rows, King Dirt's counts and board.
    let e = RulesetKind::Sheep.parse("0 0 | 0 x").unwrap_err();
    assert_eq!(e.span, 8..9, "{e}");
    let e = RulesetKind::Sheep.parse("0 0 | 0").unwrap_err();
    assert_eq!(e.span, 5..7, "{e}");
    let e = RulesetKind::KingDirt.parse("1,x,0:..").unwrap_err();
    assert_eq!(e.span, 2..3, "{e}");
    let e = RulesetKind::KingDirt.parse("1,1,0:..|.q").unwrap_err();
    assert_eq!(e.span, 10..11, "{e}");
    let e = RulesetKind::Wythoff.parse("1").unwrap_err();
    assert!(e.message.contains("two heaps"), "{e}");
    let e = RulesetKind::Moore.parse("1 2").unwrap_err();
    assert!(e.message.contains("moore:K"), "{e}");
}

mod round_trip {
    use nimatron::limits::Limits;
    use nimatron::rulesets::catalogue::{AnyPosition, Ruleset, RulesetKind};
    use nimatron::short::GameStore;
    use proptest::prelude::*;
    use proptest::strategy::ValueTree;

    /// Words joined by a random separator the ruleset accepts.
    fn joined(words: Vec<String>, sep: &'static str) -> String {
        words.join(sep)
    }

    fn heaps(max: u64, count: usize) -> impl Strategy<Value = String> {
        (
            prop::collection::vec(0..=max, 0..=count),
            prop::sample::select(vec![" ", ", ", "  ", ","]),
        )
            .prop_map(|(h, sep)| joined(h.iter().map(u64::to_string).collect(), sep))
    }

    fn board() -> impl Strategy<Value = String> {
        (1usize..=4, 1usize..=4).prop_flat_map(|(w, h)| {
            prop::collection::vec(
                prop::collection::vec(prop::sample::select(vec!['.', '.', '#']), w),
                h,
            )
            .prop_map(|rows| {
                let rows: Vec<String> = rows.into_iter().map(String::from_iter).collect();
                rows.join("|")
            })
        })
    }

    /// A board of `w` x `h` cells (each at most `max`) drawn from `cells`.
    fn grid(cells: &'static [char], max: usize) -> impl Strategy<Value = String> {
        (1usize..=max, 1usize..=max).prop_flat_map(move |(w, h)| {
            prop::collection::vec(
                prop::collection::vec(prop::sample::select(cells.to_vec()), w),
                h,
            )
            .prop_map(|rows| {
                let rows: Vec<String> = rows.into_iter().map(String::from_iter).collect();
                rows.join("|")
            })
        })
    }

    /// Grid and strip rulesets and the variants.
    fn grids_and_strips() -> impl Strategy<Value = (String, String)> {
        let named = |name: &'static str, s: BoxedStrategy<String>| {
            s.prop_map(move |t| (name.to_string(), t)).boxed()
        };
        const XO: &[char] = &['x', 'o', 'X', 'O', '.'];
        const XOW: &[char] = &['x', 'o', '.', '.', '#'];
        prop_oneof![
            named("clobber", grid(XO, 3).boxed()),
            named("anticlobber", grid(XOW, 3).boxed()),
            named("kings", grid(XO, 3).boxed()),
            named("knights", grid(XO, 3).boxed()),
            named("rooks", grid(XO, 3).boxed()),
            named("queens", grid(XO, 3).boxed()),
            named("clobber:diagonal,hot", grid(XO, 3).boxed()),
            named("amazons", grid(&['x', 'o', '.', '#', '#'], 2).boxed()),
            named("fission", grid(&['x', '.', '.', '#'], 3).boxed()),
            named("konane", grid(XOW, 3).boxed()),
            named(
                "nogo",
                grid(&['x', 'o', '.', '.', '#'], 3)
                    .prop_filter("a group without a liberty", |t| {
                        nimatron::rulesets::NoGo::parse(t).is_ok()
                    })
                    .boxed()
            ),
            named("toppling", "[lreLRE.]{0,9}".boxed()),
            named("toads:2", "[TF.tf]{0,9}".boxed()),
            named("toads:maxjump=0,maxslide=2", "[TF.]{0,9}".boxed()),
            named("toads:maxjump=2,minslide=2,maxslide=3", "[TF.]{0,9}".boxed()),
            named(
                "sheep",
                "(0|0|0|1|-1|2|-3|4)( (0|1|-1|2|-2|3)){0,3}( \\| (0|1|-1|2|-2)( (0|-1|3)){0,3}){0,2}"
                    .prop_filter("rows of one length", |t| {
                        nimatron::rulesets::Sheep::parse(t).is_ok()
                    })
                    .boxed()
            ),
            named(
                "kingdirt",
                ("[0-2],[0-2],[01]", grid(&['x', 'o', '.', '.', '#'], 3))
                    .prop_map(|(c, b)| format!("{c}:{b}"))
                    .boxed()
            ),
            named("elephants", "[TF.]{0,9}".boxed()),
            named("dicotic:domineering", board().boxed()),
            named("impartial:domineering", board().boxed()),
            named("impartial:clobber", grid(XO, 3).boxed()),
            named("impartial:dicotic:toppling", "[lre.]{0,6}".boxed()),
        ]
    }

    /// A ruleset (with its parameter) and the text of one of its positions,
    /// small enough to value at once.
    fn ruleset_and_text() -> impl Strategy<Value = (String, String)> {
        let named = |name: &'static str, s: BoxedStrategy<String>| {
            s.prop_map(move |t| (name.to_string(), t)).boxed()
        };
        prop_oneof![
            named("domineering", board().boxed()),
            named("cram", board().boxed()),
            named(
                "hackenbush",
                prop::collection::vec(
                    (
                        0u32..5,
                        0u32..5,
                        prop::sample::select(vec!["b", "r", "g", "L", "R", "G"])
                    ),
                    0..7
                )
                .prop_map(|es| {
                    let es: Vec<String> =
                        es.iter().map(|(u, v, c)| format!("{u}-{v}:{c}")).collect();
                    es.join(" ")
                })
                .boxed()
            ),
            // CGSuite's graph strings, from the ground.
            named(
                "hackenbush",
                "[lre]{1,4}(\\([lre]{1,3};[lre]{1,3}\\))?".boxed()
            ),
            named("stalk", "[LRGlrg]{0,9}".boxed()),
            named("toads", "[TF.tf_]{0,9}".boxed()),
            named("toads:minslide=-1", "[TF.]{0,7}".boxed()),
            // Fox and Geese on the dark squares (row + column even, rows
            // from 1 at the bottom) of a 4 x 3 board: geese and the fox.
            (
                prop::sample::select(vec!["foxandgeese", "foxandgeese:2"]),
                prop::collection::btree_set(0usize..6, 1..4),
                0usize..6
            )
                .prop_map(|(name, geese, fox)| {
                    let dark = [(1, 1), (1, 3), (2, 2), (2, 4), (3, 1), (3, 3)];
                    let fox = (fox..fox + 6).map(|k| k % 6).find(|k| !geese.contains(k));
                    let rows: Vec<String> = (1..=3)
                        .rev()
                        .map(|r| {
                            (1..=4)
                                .map(|c| match dark.iter().position(|&d| d == (r, c)) {
                                    Some(k) if Some(k) == fox => 'o',
                                    Some(k) if geese.contains(&k) => 'x',
                                    _ => '.',
                                })
                                .collect()
                        })
                        .collect();
                    (name.to_string(), rows.join("|"))
                })
                .boxed(),
            named(
                "graphnim",
                prop::collection::vec((0u32..5, 0u32..5, 1u32..4), 0..5)
                    .prop_map(|es| {
                        let es: Vec<String> = es
                            .iter()
                            .filter(|(u, v, _)| u != v)
                            .map(|(u, v, k)| format!("{u}-{v}x{k}"))
                            .collect();
                        es.join(", ")
                    })
                    .boxed()
            ),
            named(
                "nim",
                prop_oneof![
                    heaps(1000, 5),
                    "[1-9][0-9]{10,30}( [0-9]{1,3}){0,2}".prop_map(String::from)
                ]
                .boxed()
            ),
            named(
                "wythoff",
                (0u64..9, 0u64..9)
                    .prop_map(|(a, b)| format!("{a} {b}"))
                    .boxed()
            ),
            named("greedy", heaps(6, 4).boxed()),
            (1usize..=3, heaps(4, 4))
                .prop_map(|(k, t)| (format!("moore:{k}"), t))
                .boxed(),
            named(
                "fibonacci",
                (0u64..30, prop::option::of(0u64..30))
                    .prop_map(|(c, m)| match m {
                        Some(m) => format!("{c} {m}"),
                        None => c.to_string(),
                    })
                    .boxed()
            ),
            (prop::collection::btree_set(1u64..7, 1..4), heaps(20, 3))
                .prop_map(|(set, t)| {
                    let set: Vec<String> = set.iter().map(u64::to_string).collect();
                    (format!("sub:{}", set.join(",")), t)
                })
                .boxed(),
            named("21", (0u64..=21).prop_map(|t| t.to_string()).boxed()),
            named("100", (0u64..=100).prop_map(|t| t.to_string()).boxed()),
            named("kayles", heaps(15, 4).boxed()),
            named("dawson", heaps(15, 4).boxed()),
            named("grundy", heaps(15, 4).boxed()),
            (
                prop::sample::select(vec!["0.137", "0.6", "4.7", "0.f", "0.51", ".07"]),
                heaps(12, 3)
            )
                .prop_map(|(code, t)| (format!("octal:{code}"), t))
                .boxed(),
            named(
                "knight",
                (1u64..=24, 1u64..=24, 0u64..10)
                    .prop_map(|(r, c, a)| format!("{r} {c} {a}"))
                    .boxed()
            ),
            grids_and_strips().boxed(),
            graphs().boxed(),
            heap_rulesets().boxed(),
        ]
    }

    /// Graphs in our edge-list form: vertex labels and plain edges (Col,
    /// Snort, Arc Kayles), coloured edges (Partizan Arc Kayles), and trees
    /// with cycles standing on the ground (Childish Hackenbush).
    fn graphs() -> impl Strategy<Value = (String, String)> {
        let vertices =
            |labels: Vec<&'static str>| prop::collection::vec(prop::sample::select(labels), 1..7);
        let plain = |name: &'static str, labels: Vec<&'static str>| {
            (
                vertices(labels),
                prop::collection::vec((0usize..7, 0usize..7), 0..9),
            )
                .prop_map(move |(vs, es)| {
                    let n = vs.len();
                    let mut words: Vec<String> = vs
                        .iter()
                        .enumerate()
                        .map(|(v, l)| format!("{v}{l}"))
                        .collect();
                    words.extend(es.iter().map(|(a, b)| format!("{}-{}", a % n, b % n)));
                    (name.to_string(), words.join(" "))
                })
                .boxed()
        };
        let coloured = |name: &'static str, tree: bool| {
            prop::collection::vec(
                (
                    0usize..6,
                    0usize..6,
                    prop::sample::select(vec!["l", "r", "e"]),
                ),
                0..8,
            )
            .prop_map(move |es| {
                let words: Vec<String> = es
                    .iter()
                    .enumerate()
                    .map(|(i, (a, b, c))| {
                        // On the ground: each new vertex hangs from an older one.
                        let (a, b) = if tree { (a % (i + 1), i + 1) } else { (*a, *b) };
                        format!("{a}-{b}:{c}")
                    })
                    .collect();
                let mut words = words;
                // A few more edges among the vertices so far: cycles.
                if tree && es.len() > 2 {
                    words.push(format!("0-{}:e", es.len()));
                }
                (name.to_string(), words.join(" "))
            })
            .boxed()
        };
        prop_oneof![
            plain("col", vec!["", ":L", ":R", ":."]),
            plain("snort", vec!["", ":L", ":R"]),
            plain("arckayles", vec![""]),
            coloured("partizanarckayles", false),
            coloured("childish", true),
        ]
    }

    /// Cakes (`3x4 2x2`, any separator the reader takes), partizan
    /// subtraction with its two sets, and the heaps with a memory.
    fn heap_rulesets() -> impl Strategy<Value = (String, String)> {
        let set = || {
            prop::collection::btree_set(1u64..6, 1..4).prop_map(|set| {
                let set: Vec<String> = set.iter().map(u64::to_string).collect();
                set.join(",")
            })
        };
        let cakes = (
            prop::sample::select(vec!["cutcake", "eatcake", "maundycake"]),
            prop::collection::vec((0u32..6, 0u32..6), 0..4),
            prop::sample::select(vec![" ", " + ", "+", "  "]),
        )
            .prop_map(|(name, pieces, sep)| {
                let ps: Vec<String> = pieces.iter().map(|(m, n)| format!("{m}x{n}")).collect();
                (name.to_string(), ps.join(sep))
            });
        let memory = || (0u64..25, 0u64..25);
        prop_oneof![
            cakes.boxed(),
            (set(), set(), heaps(15, 3))
                .prop_map(|(l, r, t)| (format!("partizansubtraction:{l}/{r}"), t))
                .boxed(),
            memory()
                .prop_map(|(n, m)| ("mem".to_string(), format!("{n} {m}")))
                .boxed(),
            (
                prop::sample::select(vec!["1", "2", "3", "3/2", "5/4"]),
                memory()
            )
                .prop_map(|(k, (n, m))| (format!("takeaway:{k}"), format!("{n} {m}")))
                .boxed(),
        ]
    }

    /// Every ruleset has a generator above.
    #[test]
    fn every_ruleset_is_generated() {
        let mut runner = proptest::test_runner::TestRunner::deterministic();
        let mut seen = std::collections::HashSet::new();
        for _ in 0..5000 {
            let (name, text) = ruleset_and_text().new_tree(&mut runner).unwrap().current();
            seen.insert(
                Ruleset::from_name(&name)
                    .unwrap()
                    .parse(&text)
                    .unwrap()
                    .kind(),
            );
        }
        for k in RulesetKind::ALL {
            assert!(seen.contains(&k), "{k} is never generated");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]

        /// Read, print, read again: the same position with the same value, and
        /// the printed text is stable.
        #[test]
        fn positions_print_back_to_themselves((name, text) in ruleset_and_text()) {
            let ruleset = Ruleset::from_name(&name).unwrap();
            let p: AnyPosition = ruleset.parse(&text).unwrap();
            let printed = p.to_string();
            let q = ruleset.parse(&printed).unwrap();
            prop_assert_eq!(&p, &q, "{} {:?} printed as {:?}", name, text, printed);
            prop_assert_eq!(q.to_string(), printed.clone());
            prop_assert_eq!(p.ruleset(), ruleset.clone());
            prop_assert_eq!(p.ruleset().to_string().parse::<Ruleset>().unwrap(), ruleset);
            let mut store = GameStore::new();
            let limits = Limits::none().with_nodes(1_000_000);
            let a = p.value(&mut store, &limits);
            let b = q.value(&mut store, &limits);
            prop_assert_eq!(a, b, "{} {:?}", name, text);
        }
    }
}

/// The language's ruleset functions come from the catalogue: each example
/// evaluates to its stated value, and README's table lists each function.
#[test]
fn the_language_functions_and_readme_agree_with_the_catalogue() {
    let names: Vec<&str> = nimatron::lang::ruleset_functions()
        .iter()
        .map(|f| f.name)
        .collect();
    assert_eq!(
        names,
        [
            "domineering",
            "hackenbush",
            "stalk",
            "toads",
            "clobber",
            "anticlobber",
            "kings",
            "knights",
            "rooks",
            "queens",
            "amazons",
            "fission",
            "konane",
            "nogo",
            "toppling",
            "elephants",
            "foxandgeese",
            "col",
            "snort",
            "childish",
            "partizanarckayles",
            "cram",
            "graphnim",
            "arckayles",
        ]
    );
    let readme = include_str!("../../../README.md");
    let mut session = nimatron::lang::Session::new();
    for f in nimatron::lang::ruleset_functions() {
        let got = session.eval_to_string(&f.example).unwrap();
        assert_eq!(got.as_deref(), Some(f.expected), "{}", f.example);
        assert!(
            nimatron::lang::builtins::lookup(f.name).is_some(),
            "{} is not a builtin",
            f.name
        );
        assert!(
            readme.contains(&format!("| `{}(", f.name)),
            "README's table lacks {}",
            f.name
        );
    }
    // Bad positions point into the string; wrong arguments say what is wanted.
    let e = session.eval_to_string("toads(\"TX\")").unwrap_err();
    assert_eq!((e.span.start, e.span.end), (8, 9));
    let e = session.eval_to_string("cram(3)").unwrap_err();
    assert!(e.message.contains("must be a string"), "{}", e.message);
}
