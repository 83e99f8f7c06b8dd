//! Loopy games through the language (`Session`): the examples of issue 33,
//! CGSuite's rows of `data/cgsuite-loopy.tsv` written as the language writes
//! them, errors with spans, and printed values that read back equal.

use nimatron::lang::{ErrorKind, Session};
use proptest::prelude::*;

fn eval(s: &mut Session, line: &str) -> String {
    match s.eval_to_string(line) {
        Ok(Some(t)) => t,
        Ok(None) => "<nothing>".into(),
        Err(e) => format!("!!{}", e.message),
    }
}

#[test]
fn the_examples_of_issue_33() {
    // Issue 33, "Examples": `nimatron eval '{pass|3/2}' 'over + 5' ...`.
    let mut s = Session::new();
    for (line, want) in [
        ("{pass|3/2}", "3/2under"),
        ("over + 5", "5over"),
        ("outcome(a{{|a}|})", "PHat"),
        ("a{1||a|0}", "2 & +-1"),
        ("on + off", "dud"),
    ] {
        assert_eq!(eval(&mut s, line), want, "{line}");
    }
}

#[test]
fn cgsuite_rows_through_the_language() {
    // Rows of data/cgsuite-loopy.tsv (source lines there), the member called
    // as the language's function.
    let text = include_str!("data/cgsuite-loopy.tsv");
    let members = [
        "display",
        "outcomeclass",
        "leftstop",
        "rightstop",
        "followercount",
        "ispseudonumber",
        "isidempotent",
        "isplumtree",
        "isstable",
        "degree",
        "variety",
        "onside",
        "offside",
    ];
    let mut checked = 0;
    let mut failures = Vec::new();
    for line in text.lines() {
        if line.starts_with('#') || line.starts_with('!') || line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        let [src, expr, member, want] = cols[..] else {
            continue;
        };
        if !members.contains(&member) || want.starts_with("!!") {
            continue;
        }
        let call = match member {
            "display" => expr.to_string(),
            "outcomeclass" => format!("outcome({expr})"),
            m => format!("{m}({expr})"),
        };
        let mut s = Session::new();
        let got = eval(&mut s, &call);
        let want = match want {
            "true" | "false" => want.to_string(),
            w => w.to_string(),
        };
        checked += 1;
        if got != want {
            failures.push(format!("{src}: {call} gave {got}, CGSuite {want}"));
        }
    }
    assert!(checked >= 100, "only {checked} rows checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn loopy_arithmetic_and_order() {
    let mut s = Session::new();
    for (line, want) in [
        // EvalTest.scala:157-158.
        ("over+5", "5over"),
        ("under+5", "5under"),
        // EvalTest.scala:159.
        ("5+{pass|*}", "5^[on]"),
        ("-over", "under"),
        ("on + 3", "on"),
        ("2 * upon == upon + upon", "true"),
        ("upon * 2 == upon + upon", "true"),
        ("-2 * over == under + under", "true"),
        ("over > 0", "true"),
        ("under < 0", "true"),
        ("on >= 100", "true"),
        ("off < -100", "true"),
        ("upon > 0", "true"),
        ("over == {0|pass}", "true"),
        ("over == under", "false"),
        ("dud == (on & off)", "true"),
        ("on & off", "dud"),
        // CanonicalStopperTestCase.scala:179, 198.
        ("+-{0|pass}", "+-over"),
        ("+-(5over)", "+-(5over)"),
        // CanonicalStopperTestCase.scala:85.
        ("{-1/4+*|pass}.Degree", "^<on>"),
        ("(a{{|a}|}).Onside", "1"),
        ("{1|0} + 1", "{2|1}"),
    ] {
        assert_eq!(eval(&mut s, line), want, "{line}");
    }
}

#[test]
fn loopy_errors_point_at_the_text() {
    let mut s = Session::new();
    // EvalTest.scala:155: `pass` alone is an error.
    let e = s.eval_line("1 + pass").unwrap_err();
    assert_eq!(e.kind, ErrorKind::Syntax);
    assert_eq!((e.span.start, e.span.end), (4, 8));
    // An unknown name inside a loopy literal: the reader's offset, mapped.
    let e = s.eval_line("1 + {pass|zz}").unwrap_err();
    assert!(e.span.start >= 4 && e.span.start <= 13, "{e:?}");
    // A sided value is not a game for functions of stoppers.
    let e = s.eval_line("degree(on & off)").unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e:?}");
    // Never a panic on broken loopy text.
    for bad in [
        "{pass|",
        "a{",
        "a{a|",
        "{pass|}}",
        "& on",
        "on &",
        "5over over",
    ] {
        let _ = s.eval_line(bad);
    }
}

/// A `)` where an option should start once made the reader loop, pushing
/// empty options until memory ran out (found by the `literal` fuzz target:
/// `s0{)^}`); now it is a syntax error.
#[test]
fn a_stray_parenthesis_in_a_loopy_literal_is_an_error() {
    let mut s = Session::new();
    for line in ["s0{)^}", "a{)}", "a{|)}", "a{)|}", "a{0|)^}", "{pass|)}"] {
        let out = eval(&mut s, line);
        assert!(out.starts_with("!!"), "{line}: {out}");
    }
    assert_eq!(eval(&mut s, "a{0|^}"), "^^*");
}

/// A short game too big for the loopy store is refused at once, not unfolded
/// until the clock stops it (the `eval` fuzz target's slow `N&M` inputs).
#[test]
fn a_huge_integer_in_a_sided_value_is_refused_at_once() {
    let mut s = Session::new();
    let start = std::time::Instant::now();
    let out = eval(
        &mut s,
        "7766666666666666666666666666666660000400001891122-6&666666666665",
    );
    assert!(out.starts_with("!!"), "{out}");
    assert!(
        start.elapsed() < std::time::Duration::from_secs(1),
        "{:?}",
        start.elapsed()
    );
    assert_eq!(eval(&mut s, "3&1"), "3 & 1");
}

/// `030^3&4` once ran out of memory building a comparison table of billions
/// of states (found by fuzzing), then was refused by the memory limit; its
/// sides are short games, now copied and compared as short games, so it is
/// answered. A sided value whose sides are loopy and too big to compare is
/// still refused by the memory limit before its table is allocated.
#[test]
fn a_sided_value_too_big_to_compare_is_refused() {
    let mut s = Session::new();
    assert_eq!(eval(&mut s, "030^3&4"), "27000 & 4");
    let mut s = Session::with_limits(nimatron::limits::Limits::none().with_memory(1 << 20));
    let out = eval(&mut s, "a{3000||a|0} & 4");
    assert!(out.starts_with("!!"), "{out}");
}

/// `Miny(on)` as the printer writes it reads back (the read-back proptest
/// met `a{{{pass|}|{|}}|{|}}`, printed `Miny(on)`).
#[test]
fn tiny_and_miny_of_loopy_games_read_back() {
    let mut s = Session::new();
    let printed = eval(&mut s, "a{{{pass|}|{|}}|{|}}");
    assert_eq!(printed, "Miny(on)");
    assert_eq!(eval(&mut s, &printed), printed);
    assert_eq!(eval(&mut s, "-Miny(on)"), "Tiny(on)");
}

#[test]
fn short_games_stay_short() {
    let mut s = Session::new();
    // A label never referred to: no cycle, so a short game (1/2).
    let v = s.eval_line("a{0|1}").unwrap().unwrap();
    assert!(matches!(v, nimatron::lang::Value::Game(_)), "{v:?}");
    assert_eq!(eval(&mut s, "a{0|1}"), "1/2");
    assert_eq!(eval(&mut s, "isstopper({1|0})"), "true");
    assert_eq!(eval(&mut s, "leftstop({2|1})"), "2");
}

/// A random loopy literal: nested braces with `pass`, labels and numbers.
fn literal(depth: u32) -> BoxedStrategy<String> {
    let leaf = prop_oneof![
        Just("0".to_string()),
        Just("1".to_string()),
        Just("-1".to_string()),
        Just("*".to_string()),
        Just("pass".to_string()),
        Just("a".to_string()),
        Just("1/2".to_string()),
    ];
    if depth == 0 {
        return leaf.boxed();
    }
    let opts = prop::collection::vec(literal(depth - 1), 0..3);
    (opts.clone(), opts)
        .prop_map(|(l, r)| format!("{{{}|{}}}", l.join(","), r.join(",")))
        .boxed()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]
    #[test]
    fn printed_loopy_values_read_back_equal(l in prop::collection::vec(literal(2), 0..3), r in prop::collection::vec(literal(2), 0..3)) {
        let text = format!("a{{{}|{}}}", l.join(","), r.join(","));
        let mut s = Session::new();
        let Ok(Some(v)) = s.eval_line(&text) else {
            return Ok(());
        };
        let Ok(printed) = s.format(&v) else {
            return Ok(());
        };
        // Values whose sides are not found print as their graph: read back too.
        let again = s.eval_line(&printed);
        prop_assert!(again.is_ok(), "{} printed {} which does not read: {:?}", text, printed, again);
        let v2 = again.unwrap().unwrap();
        let p2 = s.format(&v2).unwrap();
        prop_assert_eq!(&printed, &p2, "{} printed {} then {}", text, printed, p2);
        let _ = v2;
        // Equal as values too (both sides compared), unless sides are not found.
        match s.eval_to_string(&format!("({printed}) == ({text})")) {
            Ok(t) => prop_assert_eq!(t.as_deref(), Some("true"), "{} vs {}", printed, text),
            Err(e) => prop_assert_eq!(e.kind, ErrorKind::Unsupported, "{:?}", e),
        }
    }
}

/// A sided value of two short games needs no loopy simplification: the
/// short canonical forms are the canonical stoppers (Siegel, CGT VI.3), so
/// an integer born on day n is copied as its n vertices and two such sides
/// are compared as short games. The copy once ran the stoppers' comparison
/// table over every pair of vertices (`0&770`: 15 s; fuzz/findings.md 17):
/// under a node budget far below 770² that table could not be built.
#[test]
fn sided_values_of_short_games_are_copied_not_simplified() {
    let mut s = Session::with_limits(nimatron::limits::Limits::none().with_nodes(50_000));
    assert_eq!(eval(&mut s, "770 & 0"), "770 & 0");
    assert_eq!(eval(&mut s, "5000 & 4999"), "5000 & 4999");
    assert_eq!(eval(&mut s, "770 & 770"), "770");
    assert_eq!(eval(&mut s, "onside(770 & -3)"), "770");
    assert_eq!(eval(&mut s, "offside(770 & -3)"), "-3");
    // The copy is the same handle however it was made: a loopy literal
    // without a cycle and a short game are equal, and sums that lose their
    // cycles come back short (the store's interning keys them by the game).
    assert_eq!(eval(&mut s, "a{3|} == 4"), "true");
    assert_eq!(eval(&mut s, "(770 & 0) == (770 & 0)"), "true");
}

/// In `A & B` the offside B is at most the onside A: every game's offside
/// is at most its onside (Siegel, CGT VI.5), and CGSuite refuses the
/// opposite (`StopperSidedValue.apply`: "offside is not <= onside.").
#[test]
fn a_sided_value_with_its_sides_upside_down_is_refused() {
    let mut s = Session::new();
    for bad in ["0 & 1", "0 & 770", "off & on", "{1|0} & 2"] {
        let e = s.eval_line(bad).unwrap_err();
        assert!(e.message.contains("offside"), "{bad}: {}", e.message);
        assert_eq!((e.span.start, e.span.end), (0, bad.len()), "{bad}");
    }
    // Incomparable sides are refused too: * is not <= 0.
    assert!(s.eval_line("0 & *").is_err());
    assert_eq!(eval(&mut s, "1 & 0"), "1 & 0");
    assert_eq!(eval(&mut s, "on & off"), "dud");
}
