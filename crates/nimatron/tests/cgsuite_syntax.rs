//! CGSuite's worksheet syntax in nimatron's language: `;`, `def`, `elseif`
//! and `end`, `for x from a to b by k`, `while`, members with arguments, `=>`.

mod common;

use common::check;
use nimatron::lang::{builtins, Session};

#[test]
fn statements_separated_by_semicolons() {
    let mut s = Session::new();
    // Only the last statement shows its value (CGSuite's using-the-worksheet).
    let v = s.eval_to_string("a := 3; b := a + 1; b * 2").unwrap();
    assert_eq!(v.as_deref(), Some("8"));
    // A line ending in `;` shows nothing, but its assignments hold.
    assert_eq!(s.eval_to_string("c := [1, 2];").unwrap(), None);
    assert_eq!(s.eval_to_string("c").unwrap().as_deref(), Some("[1, 2]"));
    // An error in the second statement points at its column in the line.
    let e = s.eval_line("x := 1; y := x +").unwrap_err();
    assert_eq!(e.span.start, "x := 1; y := x +".len());
    // A `;` inside brackets is an error at its column.
    let e = s.eval_line("[1; 2]").unwrap_err();
    assert_eq!((e.span.start, e.span.end), (2, 3));
}

#[test]
fn def_if_elseif_end() {
    let mut s = Session::new();
    for def in [
        "def f(x) := x + 1",
        // The Collatz stopping time, written as in CGSuite's
        // using-the-worksheet, across lines.
        "def Collatz(n) :=\n  if n == 1 then 0\n  elseif n % 2 == 0 then 1 + Collatz(n/2)\n  else 1 + Collatz(3*n+1)\n  end",
    ] {
        s.eval_line(def).unwrap_or_else(|e| panic!("{}", e.render(def)));
    }
    for (src, want) in [
        ("f(6)", "7"),
        ("f(*2)", "1+*2"),
        // OEIS A006577: 97 takes 118 steps to reach 1, 27 takes 111.
        ("Collatz(97)", "118"),
        ("Collatz(27)", "111"),
        // nimatron's own `if` needs no `end`.
        ("if 1 > 0 then 5 else 6", "5"),
        ("if 1 < 0 then 5 elseif 2 < 0 then 6 else 7 end", "7"),
        ("1 + 1 // a comment, as in CGSuite", "2"),
    ] {
        assert_eq!(common::eval(&mut s, src), want, "{src}");
    }
}

#[test]
fn for_from_to_by_while() {
    check(&[
        (
            "[n^2 for n from 1 to 10]",
            "[1, 4, 9, 16, 25, 36, 49, 64, 81, 100]",
        ),
        ("[n for n from 10 to 1 by -3]", "[10, 7, 4, 1]"),
        ("[n for n from 1 to 0]", "[]"),
        // CGSuite's impartial-games tutorial: `while` ends the loop of `b`.
        (
            "[[a, b] for b from 0 while b^2 < 10 for a from 0 to b - 1]",
            "[[0, 1], [0, 2], [1, 2], [0, 3], [1, 3], [2, 3]]",
        ),
        ("[n for n from 1 while n < 4]", "[1, 2, 3]"),
        ("[n for n in [1, 2, 3, 4] while n < 3]", "[1, 2]"),
        (
            "[p * q for p from 1 to 3 for q from p to 3 where q != 2]",
            "[1, 3, 6, 9]",
        ),
    ]);
    let mut s = Session::new();
    let e = s.eval_line("[n for n from 1 to 5 by 0]").unwrap_err();
    assert!(e.message.contains("step"), "{}", e.message);
}

#[test]
fn members_with_arguments_are_the_registry_functions() {
    // A member is the function applied to its receiver: `G.Cool(1/2)` is
    // `cool(G, 1/2)`; CGSuite's names (`CanonicalForm`, `Length`) are aliases.
    check(&[
        ("G := {2||1|0}", "{2||1|0}"),
        ("G.Cool(1/2) == cool(G, 1/2)", "true"),
        ("G.Heat(1) == heat(G, 1)", "true"),
        ("G.CanonicalForm == canonical(G)", "true"),
        ("[1, 5, 3].Length", "3"),
        ("\"xox\".Size", "3"),
        // `=>` gives a named argument, as `=` does.
        (
            "toads(\"TT..F\", maxjump => 2) == toads(\"TT..F\", maxjump = 2)",
            "true",
        ),
    ]);
}

#[test]
fn cgsuite_package_names_are_the_registry_functions() {
    // Every dotted name and member alias names a function of the registry.
    for (path, f) in builtins::CGSUITE_PATHS {
        assert_eq!(builtins::cgsuite_path(path), Some(*f), "{path}");
        assert!(
            builtins::lookup(f).is_some(),
            "{path} names `{f}`, not in the registry"
        );
    }
    for (name, f) in builtins::CGSUITE_NAMES {
        assert_eq!(builtins::lookup(name).map(|b| b.name), Some(*f), "{name}");
    }
    check(&[
        // CGSuite, GameGridTest.scala: Clobber("xox|ox.") = {^^*|*,v}.
        ("game.grid.Clobber(\"xox|ox.\")", "{^^*|*,v}"),
        (
            "game.grid.Clobber(\"xoxo|ox..\") == clobber(\"xoxo|ox..\")",
            "true",
        ),
        // CGSuite's lower-case toads and frogs read as nimatron's.
        (
            "game.strip.ToadsAndFrogs(\"t.tff\") == toads(\"T.TFF\")",
            "true",
        ),
        ("game.grid.Domineering(Grid.Empty(2, 2))", "+-1"),
    ]);
    // A variable named `game` is a variable, not the package.
    let mut s = Session::new();
    s.eval_line("game := [1, 2]").unwrap();
    let e = s.eval_line("game.grid.Clobber(\"xo\")").unwrap_err();
    assert!(e.message.contains("grid"), "{}", e.message);
}

#[test]
fn tables_from_collection_iterators() {
    // CGSuite's `Table(row for n from 1 to 10)`: a comprehension as the
    // argument, printed with its columns aligned.
    check(&[
        (
            "Table([n, n^2] for n from 1 to 4)",
            "1   1\n2   4\n3   9\n4  16",
        ),
        ("Table([[\"x\", 10], [\"yy\", *]])", " x  10\nyy   *"),
    ]);
}
