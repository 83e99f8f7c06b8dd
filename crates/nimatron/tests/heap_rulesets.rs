//! CGSuite's heap and coordinate rulesets as catalogue entries (`cutcake
//! 3x4`, `partizansubtraction:1,3/2,3 6`, `mem 10 0`, `takeaway:3 10 3`):
//! their values by search over their moves agree with CGSuite's GameHeapTest
//! expectations and with the language's functions, which compute them
//! another way (the store's cake product and heap machinery, the coordinate
//! games' table).

use nimatron::lang::Session;
use nimatron::limits::Limits;
use nimatron::rulesets::catalogue::Ruleset;
use nimatron::short::GameStore;

/// The value of a position of the catalogue, as the language prints it.
fn value(store: &mut GameStore, ruleset: &str, position: &str) -> String {
    let p = Ruleset::from_name(ruleset)
        .unwrap()
        .parse(position)
        .unwrap_or_else(|e| panic!("{ruleset} {position}: {e}"));
    let v = p.value(store, &Limits::none()).unwrap();
    store.display(v)
}

fn eval(session: &mut Session, expr: &str) -> String {
    session.eval_to_string(expr).unwrap().unwrap()
}

/// CGSuite's GameHeapTest.scala (lib/core/src/test/scala/org/cgsuite/lang/):
/// `[game.heap.Cutcake((8,n)).CanonicalForm for n from 0 to 8]` and the same
/// for MaundyCake and Eatcake.
#[test]
fn cgsuite_cakes_eight_by_n() {
    let mut store = GameStore::new();
    let cases: [(&str, [&str; 9]); 3] = [
        (
            "cutcake",
            ["-7", "-7", "-3", "-3", "-1", "-1", "-1", "-1", "0"],
        ),
        (
            "maundycake",
            ["-7", "-7", "-3", "-3", "-1", "-3", "-1", "-3", "0"],
        ),
        (
            "eatcake",
            [
                "-8",
                "^",
                "{^|||^*|v||0}",
                "{^^|*}",
                "{^^|*||0,{0|vv*}}",
                "{^3|^*||*}",
                "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}",
                "{0||^^*|0|||*}",
                "*",
            ],
        ),
    ];
    for (ruleset, expected) in cases {
        for (n, want) in expected.iter().enumerate() {
            assert_eq!(
                value(&mut store, ruleset, &format!("8x{n}")),
                *want,
                "{ruleset} 8x{n}"
            );
        }
    }
}

/// CGSuite's GameHeapTest.scala: `PartizanSubtraction([1,3],[2,3])(6)` and
/// `[game.heap.Mem((10,n)).NimValue for n from 0 to 20]`.
#[test]
fn cgsuite_partizan_subtraction_and_mem() {
    let mut store = GameStore::new();
    assert_eq!(
        value(&mut store, "partizansubtraction:1,3/2,3", "6"),
        "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}"
    );
    let mem = [
        3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ];
    for (m, g) in mem.iter().enumerate() {
        let want = match g {
            0 => "0".to_string(),
            1 => "*".to_string(),
            g => format!("*{g}"),
        };
        assert_eq!(
            value(&mut store, "mem", &format!("10 {m}")),
            want,
            "mem 10 {m}"
        );
    }
}

/// Search over the moves and the language's functions agree on every small
/// position, and a sum of cakes is the sum of their values.
#[test]
fn catalogue_and_language_agree() {
    let mut store = GameStore::new();
    let mut session = Session::new();
    for m in 0..=7 {
        for n in 0..=7 {
            for f in ["cutcake", "maundycake", "eatcake"] {
                if f == "eatcake" && m + n > 10 {
                    continue;
                }
                let ours = value(&mut store, f, &format!("{m}x{n}"));
                assert_eq!(
                    ours,
                    eval(&mut session, &format!("{f}({m}, {n})")),
                    "{f} {m}x{n}"
                );
            }
        }
    }
    for n in 0..=14 {
        for (sets, l, r) in [("1,3/2,3", "[1, 3]", "[2, 3]"), ("1,2/3", "[1, 2]", "[3]")] {
            let ours = value(
                &mut store,
                &format!("partizansubtraction:{sets}"),
                &n.to_string(),
            );
            let theirs = eval(&mut session, &format!("partizansubtraction({l}, {r}, {n})"));
            assert_eq!(ours, theirs, "partizansubtraction {sets} {n}");
        }
    }
    for n in 0..=20 {
        for m in 0..=20 {
            let ours = value(&mut store, "mem", &format!("{n} {m}"));
            assert_eq!(
                ours,
                eval(&mut session, &format!("mem({n}, {m})")),
                "mem {n} {m}"
            );
            for k in ["3", "3/2"] {
                let ours = value(&mut store, &format!("takeaway:{k}"), &format!("{n} {m}"));
                let theirs = eval(&mut session, &format!("takeaway({k}, {n}, {m})"));
                assert_eq!(ours, theirs, "takeaway:{k} {n} {m}");
            }
        }
    }
    let sum = value(&mut store, "cutcake", "3x4 + 2x5 1x7");
    let parts = eval(
        &mut session,
        "cutcake(3, 4) + cutcake(2, 5) + cutcake(1, 7)",
    );
    assert_eq!(sum, parts);
    let sum = value(&mut store, "partizansubtraction:1,3/2,3", "6 4");
    let parts = eval(
        &mut session,
        "partizansubtraction([1, 3], [2, 3], 6) + partizansubtraction([1, 3], [2, 3], 4)",
    );
    assert_eq!(sum, parts);
}

/// Bad positions and parameters say what is wrong and where.
#[test]
fn errors() {
    let cut = Ruleset::from_name("cutcake").unwrap();
    let e = cut.parse("3x4 3y4").unwrap_err();
    assert_eq!(e.span, 4..7, "{e}");
    let e = cut.parse("3x4 2x5000").unwrap_err();
    assert_eq!(e.span, 6..10, "{e}");
    assert!(e.message.contains("at most 4096"), "{e}");
    let e = Ruleset::from_name("partizansubtraction:1,3").unwrap_err();
    assert!(e.to_string().contains("two sets separated by `/`"), "{e}");
    let e = Ruleset::from_name("partizansubtraction").unwrap_err();
    assert!(e.to_string().contains("partizansubtraction:1,3/2,3"), "{e}");
    let e = Ruleset::from_name("takeaway:1/3").unwrap_err();
    assert!(e.to_string().contains("power of two"), "{e}");
    let e = Ruleset::from_name("mem").unwrap().parse("10").unwrap_err();
    assert!(e.message.contains("the tokens and the memory"), "{e}");
    assert_eq!(
        Ruleset::from_name("takeaway:6/4").unwrap().to_string(),
        "takeaway:3/2"
    );
}
