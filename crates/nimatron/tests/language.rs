//! The expression language: precedence, notation corner cases, errors with columns.

mod common;

use common::{check, eval};
use nimatron::lang::Session;

#[test]
fn arithmetic_precedence_and_associativity() {
    check(&[
        ("1 - 2 - 3", "-4"),
        ("2 * 3 + 1", "7"),
        ("1 + 2 * 3", "7"),
        ("8 / 2 / 2", "2"),
        ("(1 + 2) * 3", "9"),
        // `a +- b` is a + ±b, as in CGSuite.
        ("1 +- 1", "{2|0}"),
        ("3+-1", "{4|2}"),
        ("3 +- 2*4", "{11|-5}"),
        // The ordinal sum `:` binds between `+ -` and `* /` (CGSuite's grammar).
        ("1/2 : 1/4", "9/16"),
        ("*5 : *6", "*11"),
        ("1 + 1/2 : 1/4", "25/16"),
        ("1/2 : 1/4 * 2", "5/8"),
        ("2 * 1/2 : 1/4", "5/4"),
        ("^ : 1 : 1", "^[3]"),
        ("explicit([*], [*]) : 3", "^[3]"),
        // `*` glued before a name or `(` is the nimber of it (CGSuite's `*omega`).
        ("*omega", "*omega"),
        ("*(omega+5)", "*(omega+5)"),
        ("*omega^2 == nimber(omega^2)", "true"),
        ("*(3+5)", "*8"),
        ("nimmul(*omega, *omega)", "*omega^2"),
        // Explicit games as CGSuite writes and nimatron prints them.
        ("'{*|*}'", "'{*|*}'"),
        ("'{*|*}' == explicit([*], [*])", "true"),
        ("'{'{1|}'|*}'", "'{'{1|}'|*}'"),
        ("'{*|*}' : 3", "^[3]"),
        ("'{-1|1}' : 1", "1/2"),
        (
            "nimber(omega^(omega+1)*3 + omega*2)",
            "*(3*omega^(omega+1)+2*omega)",
        ),
        ("3 * ^ - ^", "^^"),
        ("-2 * {1|0}", "-1"),
        ("1/2 * 3/4", "3/8"),
        ("-1^", "-1^"),
        ("-(1^)", "-1v"),
        // `2*3` is a product (CGSuite); 2+*3 prints as `2+*3`.
        ("2*3", "6"),
        ("2+*3", "2+*3"),
        ("2 * 3", "6"),
        ("3^5", "243"),
        ("2^(-4)", "1/16"),
        ("3^2^2^2", "43046721"),
        ("-2^2", "-4"),
        ("3/4^2", "3/16"),
        ("2^3/4", "2"),
        ("2^3*4", "32"),
        ("17 % 5", "2"),
        ("(17/6) % (1/3)", "1/6"),
        ("-7 % 3", "-1"),
        ("2^(*+*)", "1"),
        ("1+^3", "1+^3"),
        ("73/16+v9*8", "73/16v9*8"),
        ("6+^*", "6^*"),
        // Decimals are read exactly.
        ("0.5", "1/2"),
        ("0.1 + 0.2", "3/10"),
        ("2.5^2", "25/4"),
        ("{0.25|1}", "1/2"),
        ("2.Tiny", "Tiny(2)"),
        ("2*{1|0}", "1"),
        ("{1|0} == 1/2+-1/2", "true"),
        ("{1|0} == 1/2 + +-(1/2)", "true"),
        ("+-{1,2}", "+-2"),
        ("[1, *, ^]", "[1, *, ^]"),
        ("options({0,*|0})", "[[0, *], [0]]"),
        ("{0|^}.Outcome", "L"),
        ("birthday(^^*)", "3"),
        ("{5||4|3|||2}", "{5||4|3|||2}"),
        ("\"a string\"", "\"a string\""),
        ("cram(\"..|..\")", "0"),
        ("cram(\"...\")", "*"),
        ("hotstrat([{1|-1}, {5|-5}, 1/2])", "[2, 5]"),
        ("winningmoves([{1/2|-2}, {1|-1/4}])", "[[1, 1/2]]"),
        ("winningmoves([1, -1])", "[]"),
        ("rcf({2|1}+^*)", "{2|1}"),
        ("atomicweight({0|^})", "2"),
        ("confusion(+-1)", "\"[-1, 1]\""),
        ("confusion({2|1})", "\"[1, 2]\""),
        ("confusion(^)", "\"none\""),
        ("confusion(*)", "\"[0, 0]\""),
        ("isallsmall({0|{0|-1}})", "false"),
        ("nimmul(*2, *2)", "*3"),
        ("nimmul(4, 4)", "*6"),
        ("nimmul(*8, 8)", "*13"),
        ("nimmul(*16, *16)", "*24"),
        ("nimmul(*5, 0)", "0"),
        ("stalk(\"LRR\") == 1/4", "true"),
        ("stalk(\"GL\")", "^*"),
        ("domineering(\"..|..\")", "+-1"),
        ("toads(\"T.TFF\")", "^"),
        ("hackenbush(\"0-1:b 1-2:r\")", "1/2"),
    ]);
}

#[test]
fn variables_persist_within_a_session() {
    let mut s = Session::new();
    assert_eq!(eval(&mut s, "g := {2|1}"), "{2|1}");
    assert_eq!(eval(&mut s, "h := g + g"), "3");
    assert_eq!(eval(&mut s, "h - g == g"), "true");
    let e = s.eval_line("outcome := 3").unwrap_err();
    assert!(e.message.contains("built-in"));
    // eval_game: the value must be a game.
    let g = s.eval_game("g + g").unwrap();
    assert_eq!(s.store.display(g), "3");
    let e = s.eval_game("g == g").unwrap_err();
    assert!(e.message.contains("expected a game, found a truth value"));
    assert!(s.eval_game("h := 1").is_err());
}

/// Uptimals as CGSuite prints them (`CanonicalShortGameTestCase`: `{0|v*}`
/// is `^<2>`, `{^|*}` is `^[2]`, `{0|*||*|||*||||*}` is `^[4]`) print so and
/// read back; `^ <2` with a space, or `^<2` unclosed, stays a comparison.
#[test]
fn uptimals_print_and_read_as_cgsuite_writes_them() {
    check(&[
        ("{0|v*}", "^<2>"),
        ("{^|*}", "^[2]"),
        ("{0|*||*|||*||||*}", "^[4]"),
        ("{0|*||*|||*||||*} + *", "^[4]*"),
        ("{0||0|v*}", "{0|^<2>}"),
        ("{0||0|vvv}", "{0||0|v3}"),
        ("-{0|v*} + 1/2 + *3", "1/2v<2>*3"),
        ("^<2> == {0|v*}", "true"),
        ("^[3] == powto(^, 3)", "true"),
        ("v[3] == -powto(^, 3)", "true"),
        ("-1v[5]*2 == -1 - powto(^, 5) + *2", "true"),
        ("^<1> == ^", "true"),
        ("^[1] == ^", "true"),
        ("{0|^<2>*}", "{0|^<2>*}"),
        ("+-(^<2>+1)", "+-(1^<2>)"),
        ("^ <2", "true"),
        ("^<2", "true"),
        ("[^<2>, v[3]*]", "[^<2>, v[3]*]"),
        // Not a unit or a unit sum: CGSuite prints the braces.
        ("^<2> + ^<2>", "{0||0,v*|vv}"),
    ]);
}

#[test]
fn errors_name_the_problem_and_the_column() {
    let mut s = Session::new();
    for (src, needle, col) in [
        ("{1|", "expected `}`", 4),
        ("1 + * * ", "expected an expression", 9),
        ("{1|2|3}", "ambiguous", 5),
        ("{1, 2}", "needs `|`", 1),
        ("outcome(1, 2)", "takes 1 argument", 1),
        ("nosuch(1)", "unknown function", 1),
        ("^ / 2", "divides numbers only", 1),
        ("1/0", "division by zero", 3),
        ("1 = 1", "use `==`", 3),
        ("1 < true", "cannot order", 1),
        ("*99999999999", "out of range: nimber", 1),
        ("{1|0} * {1|0}", "needs an integer", 1),
        ("stalk(\"LXR\")", "unexpected `X`", 9),
        ("domineering(\"..|.x\")", "unexpected `x`", 18),
        ("toads(3)", "must be a string", 7),
        ("atomicweight(1)", "not atomic", 14),
        (
            "nimmul(*2, 1/2)",
            "must be a nimber *n or an ordinal n, found 1/2",
            12,
        ),
        ("\"open", "unterminated string", 1),
        ("1 + ^<0>", "uptimal exponent is at least 1", 6),
        ("1 :", "found the end of the input", 4),
        ("true : 1", "must be a game", 1),
        ("'{1||2}'", "between the options of an explicit game", 4),
        ("'{1|2}", "to close the explicit game", 7),
        (
            "^<99999999999999999999999>",
            "uptimal exponent is too large",
            3,
        ),
        ("^[200000]", "deeper than the limit", 1),
    ] {
        let e = s.eval_line(src).expect_err(src);
        assert!(e.message.contains(needle), "{src}: {}", e.message);
        assert_eq!(e.column(src), col, "{src}: {}", e.message);
    }
}

/// Issue 17: the rules of generalised Toads and Frogs by name, as the issue
/// writes them (`toads("tttt..fff", maxjump=2)`), and Clobber's (`rules =
/// "hot"`: Cannibal Clobber). Each call's value is the value of the rules
/// built here field by field (the engine's values under these rules are
/// checked against a plain search in `grid_rulesets.rs`), so a keyword
/// mapped to the wrong rule, or dropped, fails.
#[test]
fn ruleset_functions_take_their_rules_by_name() {
    use nimatron::impartial::GrundySearch;
    use nimatron::rulesets::{
        Capture, Clobber, ClobberRules, ImpartialVariant, PartizanPosition, PartizanSolver,
        ToadsAndFrogs, ToadsRules,
    };
    use nimatron::short::GameStore;
    let toads = ToadsRules::TOADS;
    let rules = [
        (
            "toads",
            "maxjump=2",
            ToadsRules {
                max_jump: 2,
                ..toads
            },
        ),
        (
            "toads",
            "2",
            ToadsRules {
                max_jump: 2,
                ..toads
            },
        ),
        (
            "toads",
            "maxslide=2",
            ToadsRules {
                max_slide: 2,
                ..toads
            },
        ),
        (
            "toads",
            "maxslide = 3, minslide = 2, maxjump = 0",
            ToadsRules {
                min_slide: 2,
                max_slide: 3,
                max_jump: 0,
                friendly: false,
                backsliding: false,
            },
        ),
        (
            "toads",
            "friendly=true, maxslide=2",
            ToadsRules {
                max_slide: 2,
                friendly: true,
                ..toads
            },
        ),
        (
            "elephants",
            "maxslide=2",
            ToadsRules {
                max_jump: 0,
                max_slide: 2,
                ..toads
            },
        ),
        ("elephants", "maxjump=1", toads),
    ];
    let mut s = Session::new();
    for pos in [
        "tttt..fff",
        "T..F",
        "TT.F.F",
        "T.TF..F",
        "TT...FF",
        "TFT.F.TF",
    ] {
        for (f, words, r) in rules {
            let mut store = GameStore::new();
            let strip = ToadsAndFrogs::parse_with(pos, r).unwrap();
            let v = PartizanSolver::new().value(&mut store, &strip).unwrap();
            let call = format!("{f}({pos:?}, {words})");
            assert_eq!(eval(&mut s, &call), store.display(v), "{call}");
        }
    }
    // Jumping two frogs changes the example: {1*|v} with jumps over
    // one frog, {1/2*|v} over up to two.
    check(&[
        ("toads(\"tttt..fff\")", "{1*|v}"),
        ("toads(\"tttt..fff\", maxjump=2)", "{1/2*|v}"),
    ]);
    for pos in ["xo|ox", "xox|ox.", "xo.|oox"] {
        let mut store = GameStore::new();
        let hot = ClobberRules {
            capture: Capture::Any,
            ..ClobberRules::CLOBBER
        };
        let v = PartizanSolver::new()
            .value(&mut store, &Clobber::parse_with(pos, hot).unwrap())
            .unwrap();
        let call = format!("clobber({pos:?}, rules=\"hot\")");
        assert_eq!(eval(&mut s, &call), store.display(v), "{call}");
    }
    // A strip under Toads and Frogs' rules but jumps over up to `jump`.
    let jumping = |pos: &str, jump: u8| {
        let rules = ToadsRules {
            max_jump: jump,
            ..toads
        };
        ToadsAndFrogs::parse_with(pos, rules).unwrap()
    };
    // The rules reach a position written in place: the impartial variant
    // (its nimber by the Grundy search of the variant of the strip under
    // the rules built here) and misère play.
    for (pos, jump) in [
        ("TTTF..FF", 2),
        ("TTTF..FF", 1),
        ("TTF.F.F", 2),
        ("T.TFF.FF", 3),
    ] {
        let strip = jumping(pos, jump);
        let n = GrundySearch::new().grundy(&ImpartialVariant(strip));
        let want = match n {
            0 => "0".to_string(),
            1 => "*".to_string(),
            n => format!("*{n}"),
        };
        let call = format!("impartial(toads({pos:?}, maxjump={jump}))");
        assert_eq!(eval(&mut s, &call), want, "{call}");
    }
    // Misère play (who cannot move wins) by a plain search of the strip's
    // moves under the rules built here.
    fn wins(p: &ToadsAndFrogs, left: bool) -> bool {
        let opts = if left {
            p.left_options()
        } else {
            p.right_options()
        };
        opts.is_empty() || opts.iter().any(|o| !wins(o, !left))
    }
    for (pos, jump) in [
        ("TTF.F.F", 2),
        ("TTF.F.F", 1),
        ("TT.F.TF", 2),
        ("T.TFF.F", 0),
    ] {
        let strip = jumping(pos, jump);
        let want = match (wins(&strip, true), wins(&strip, false)) {
            (true, true) => "N",
            (true, false) => "L",
            (false, true) => "R",
            (false, false) => "P",
        };
        let call = format!("misereoutcome(toads({pos:?}, maxjump={jump}))");
        assert_eq!(eval(&mut s, &call), want, "{call}");
    }
    // Mistakes point at the argument.
    let errors = [
        (
            "toads(\"TT..FF\", maxjump=99)",
            "`99` is not a number from 0 to 64",
            24,
        ),
        (
            "toads(\"TT..FF\", minslide=0)",
            "`0` is not a number from 1 to 64",
            25,
        ),
        (
            "toads(\"TT..FF\", minslide=3)",
            "minslide=3 is more than maxslide=1",
            0,
        ),
        (
            "toads(\"TT..FF\", friendly=1)",
            "`friendly` is true or false",
            25,
        ),
        (
            "toads(\"TT..FF\", jump=2)",
            "has no parameter named `jump`",
            16,
        ),
        (
            "clobber(\"xo\", rules=\"fly\")",
            "`fly` is not a Clobber rule",
            20,
        ),
        (
            "domineering(\"..\", maxjump=2)",
            "has no parameter named `maxjump`",
            18,
        ),
        (
            "impartial(toads(\"TT..FF\", maxjump=-1))",
            "not a number from 0 to 64",
            34,
        ),
    ];
    for (src, message, column) in errors {
        let e = s.eval_to_string(src).unwrap_err();
        assert!(e.message.contains(message), "{src}: {}", e.message);
        assert_eq!(e.span.start, column, "{src}: {}", e.render(src));
    }
}
