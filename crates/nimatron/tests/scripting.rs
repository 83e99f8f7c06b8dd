//! The language as a small programming language (issue 17, part 2):
//! functions with recursion, `if`, lists, ranges, comprehensions, `for`,
//! rulesets defined by their rules, with each value checked against a built-in
//! ruleset or a published table.

mod common;

use common::check;
use nimatron::lang::{ErrorKind, Session};

#[test]
fn functions_conditions_lists_and_ranges() {
    check(&[
        ("sq(x) := x * x", "<function sq(x)>"),
        ("sq(12)", "144"),
        (
            "fib(n) := if n < 2 then n else fib(n - 1) + fib(n - 2)",
            "<function fib(n)>",
        ),
        // Memoised: fib(90) in 90 calls, not 2^90.
        ("fib(90)", "2880067194370816120"),
        ("1..5", "[1, 2, 3, 4, 5]"),
        ("5..1", "[]"),
        ("[n * n for n in 1..5 where n != 3]", "[1, 4, 16, 25]"),
        (
            "[[a, b] for a in 1..2 for b in a..2]",
            "[[1, 1], [1, 2], [2, 2]]",
        ),
        ("[1, 2] + [3]", "[1, 2, 3]"),
        ("\"ab\" + \"c\"", "\"abc\""),
        // Positions count from 1, as in CGSuite.
        ("\"abc\"[3]", "\"c\""),
        ("[*, *2][2]", "*2"),
        (
            "if 1 > 0 and not (* > 0) then \"yes\" else \"no\"",
            "\"yes\"",
        ),
        ("(x -> x + 1)(2)", "3"),
        ("twice(f, x) := f(f(x))", "<function twice(f, x)>"),
        ("twice(y -> {y|}, 0)", "2"),
        ("add(n) := m -> m + n", "<function add(n)>"),
        ("add(3)(4)", "7"),
        ("sum([n for n in 1..100])", "5050"),
        ("for n in 1..3 do n * *", "*\n0\n*"),
        ("len(grid(3, 4))", "14"),
    ]);
}

#[test]
fn games_defined_by_recursion() {
    check(&[
        // {f(n-1) | f(n-2)} from the issue: 0, then built up.
        (
            "f(n) := if n <= 0 then 0 else {f(n - 1) | f(n - 2)}",
            "<function f(n)>",
        ),
        // f(1) = {0|0} = *, f(2) = {*|0} = v (down), f(3) = {v|*}.
        ("f(1) == {0|0} and f(2) == v and f(3) == {v|*}", "true"),
        ("f(2)", "v"),
        // The stalks L^n are the integers n.
        (
            "stalkn(n) := if n == 0 then 0 else {stalkn(n - 1)|}",
            "<function stalkn(n)>",
        ),
        ("stalkn(20) == 20", "true"),
    ]);
}

#[test]
fn rulesets_defined_by_their_rules_agree_with_the_built_in_ones() {
    let mut s = Session::new();
    // Subtraction game {1, 3, 4}: the Grundy values have period 7 (0.1013 in
    // Winning Ways' notation: 0 1 0 1 2 3 2), as the octal solver finds.
    let seq = s
        .eval_to_string(
            "grundyseq(ruleset(\"s134\", moves = n -> [n - k for k in [1, 3, 4] where k <= n]), 0..27)",
        )
        .unwrap()
        .unwrap();
    let expected: Vec<String> = common::octal_values("sub:1,3,4", 28)
        .iter()
        .map(|v| v.to_string())
        .collect();
    assert_eq!(seq, format!("[{}]", expected.join(", ")));
    // Toads and Frogs written in the language against the built-in ruleset.
    s.eval_line("slide(s, i, d, me) := replaceat(replaceat(s, i, \".\"), i + d, me)")
        .unwrap();
    s.eval_line("hops(s, me, you, d) := [slide(s, i, d, me) for i in 1..len(s) where s[i] == me and i + d >= 1 and i + d <= len(s) and s[i + d] == \".\"] + [slide(s, i, 2 * d, me) for i in 1..len(s) where s[i] == me and i + 2 * d >= 1 and i + 2 * d <= len(s) and s[i + d] == you and s[i + 2 * d] == \".\"]").unwrap();
    s.eval_line("tf := ruleset(\"tf\", left = p -> hops(p, \"T\", \"F\", 1), right = p -> hops(p, \"F\", \"T\", -1))").unwrap();
    for pos in [
        "T.F", "TT.F", "T.TFF", "TT..FF", "T..F", "TTF.F", "T.T.FF", "TT.TF.F",
    ] {
        let mine = s.eval_to_string(&format!("tf(\"{pos}\")")).unwrap();
        let builtin = s.eval_to_string(&format!("toads(\"{pos}\")")).unwrap();
        assert_eq!(mine, builtin, "{pos}");
    }
}

#[test]
fn clobber_in_a_few_lines_gives_cgsuites_values() {
    let mut s = Session::new();
    for line in [
        "width(s) := if find(s, \"|\") == 0 then len(s) else find(s, \"|\") - 1",
        "near(s, i) := [j for j in [i - 1, i + 1, i - width(s) - 1, i + width(s) + 1] where j >= 1 and j <= len(s)]",
        "moves(s, me, you) := [replaceat(replaceat(s, i, \".\"), j, me) for i in 1..len(s) where s[i] == me for j in near(s, i) where s[j] == you]",
        "clob := ruleset(\"clobber\", left = s -> moves(s, \"x\", \"o\"), right = s -> moves(s, \"o\", \"x\"))",
    ] {
        s.eval_line(line).unwrap();
    }
    // CGSuite, GameGridTest.scala: Clobber("xox|ox.") = {^^*|*,v}.
    assert_eq!(
        s.eval_to_string("clob(\"xox|ox.\")").unwrap().as_deref(),
        Some("{^^*|*,v}")
    );
    // xo is * ({0|0}); a lone stone has no move.
    assert_eq!(
        s.eval_to_string("clob(\"xo\")").unwrap().as_deref(),
        Some("*")
    );
    assert_eq!(
        s.eval_to_string("clob(\"x..o\")").unwrap().as_deref(),
        Some("0")
    );
}

#[test]
fn recursion_is_bounded_and_errors_are_located() {
    // Runs on a test thread's small stack: the depth limit, not an overflow.
    let mut s = Session::new();
    s.eval_line("down(n) := if n == 0 then 0 else down(n - 1)")
        .unwrap();
    assert_eq!(
        s.eval_to_string("down(20000)").unwrap().as_deref(),
        Some("0")
    );
    s.eval_line("forever(n) := forever(n + 1)").unwrap();
    let e = s.eval_line("forever(0)").unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit, "{}", e.message);
    for (src, kind, needle) in [
        ("if := 3", ErrorKind::Syntax, "keyword"),
        ("f(x) = 3", ErrorKind::Syntax, "use `==`"),
        ("[1, 2][5]", ErrorKind::Value, "out of range"),
        ("if 1 then 2 else 3", ErrorKind::Type, "true or false"),
        (
            "ruleset(\"r\", sideways = n -> [])",
            ErrorKind::Name,
            "no parameter named",
        ),
        ("1..100000000", ErrorKind::Limit, "range"),
        ("(x -> x)(1, 2)", ErrorKind::Type, "argument"),
    ] {
        let e = s.eval_line(src).expect_err(src);
        assert_eq!(e.kind, kind, "{src}: {}", e.message);
        assert!(e.message.contains(needle), "{src}: {}", e.message);
    }
    // A name assigned again makes memoised calls stale.
    s.eval_line("k := 1").unwrap();
    s.eval_line("plusk(n) := n + k").unwrap();
    assert_eq!(s.eval_to_string("plusk(1)").unwrap().as_deref(), Some("2"));
    s.eval_line("k := 10").unwrap();
    assert_eq!(s.eval_to_string("plusk(1)").unwrap().as_deref(), Some("11"));
}
