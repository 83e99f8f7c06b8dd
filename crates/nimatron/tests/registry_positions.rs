//! Functions of ruleset positions (`impartial`, `dicotic`, the misère
//! functions) reached through the registry alone: a position written in
//! place in the language, and a position value given to `Builtin::invoke`
//! as Python gives it, agree with each other and with independent searches.

use nimatron::lang::{builtins, ErrorKind, Kind, Session, Span, Value};
use nimatron::rulesets::catalogue::Ruleset;
use std::sync::Arc;

fn eval(s: &mut Session, src: &str) -> String {
    s.eval_to_string(src)
        .unwrap_or_else(|e| panic!("{src}: {e}"))
        .unwrap_or_else(|| panic!("{src}: no value"))
}

/// `name(position)` called through `Builtin::invoke` with the position as a
/// value (the path Python's `Position` objects take), formatted.
fn invoke(s: &mut Session, name: &str, ruleset: &str, text: &str) -> Result<String, ErrorKind> {
    let pos = Ruleset::from_name(ruleset)
        .and_then(|r| r.parse(text).map_err(|e| panic!("{text}: {e}")))
        .unwrap_or_else(|e| panic!("{ruleset}: {e}"));
    let b = builtins::lookup(name).expect("a builtin");
    let arg = builtins::Arg {
        value: Value::Position(Arc::new(pos)),
        span: Span::new(0, 1),
    };
    let v = s
        .store
        .guard(|st| b.invoke(st, &[arg], Span::new(0, 1)))
        .expect("no stop")
        .map_err(|e| e.kind)?;
    Ok(s.format(&v).expect("short"))
}

#[test]
fn the_thirteen_functions_declare_a_position_kind() {
    let names = [
        "impartial",
        "dicotic",
        "misere",
        "misereoutcome",
        "genus",
        "istame",
        "isgenerallytame",
        "istameable",
        "isrestive",
        "isgenerallyrestive",
        "isrestless",
        "ishalftame",
        "phylum",
    ];
    for n in names {
        let b = builtins::lookup(n).expect(n);
        assert!(b.params[0].kind.takes_position(), "{n}");
    }
    // No other builtin reads positions: ruleset functions give values.
    let others = builtins::all()
        .filter(|b| b.params.iter().any(|p| p.kind.takes_position()))
        .count();
    assert_eq!(others, names.len());
    assert_eq!(
        builtins::lookup("impartial").unwrap().params[0].kind,
        Kind::Position
    );
}

#[test]
fn impartial_domineering_is_cram_written_in_place_and_given_as_a_value() {
    let mut s = Session::new();
    for board in [
        "..|..",
        "...|...",
        "....",
        "...|..#",
        "..#|...|.#.",
        "....|....|..",
    ] {
        let cram = eval(&mut s, &format!("cram({board:?})"));
        let lang = eval(&mut s, &format!("impartial(domineering({board:?}))"));
        assert_eq!(lang, cram, "{board}");
        assert_eq!(
            invoke(&mut s, "impartial", "domineering", board).unwrap(),
            cram
        );
    }
    // Cram on even x even boards: the second player mirrors through the
    // centre (Winning Ways, "Cram").
    assert_eq!(eval(&mut s, "impartial(domineering(\"....|....\"))"), "0");
    // A method reads its object as the position too.
    assert_eq!(eval(&mut s, "domineering(\"....\").impartial"), "*2");
    // Rules written in place travel with the position: Toads and Frogs
    // with jumps over up to two pieces is the catalogue's `toads:2`.
    for board in ["TT..F", "T.TF.F", "TTF..F", "TFF...", "T.TFF.."] {
        let lang = eval(&mut s, &format!("dicotic(toads({board:?}, maxjump=2))"));
        assert_eq!(
            invoke(&mut s, "dicotic", "toads:2", board).unwrap(),
            lang,
            "{board}"
        );
        let lang = eval(&mut s, &format!("impartial(toads({board:?}, maxjump=2))"));
        assert_eq!(
            invoke(&mut s, "impartial", "toads:2", board).unwrap(),
            lang,
            "{board}"
        );
    }
    // The rules matter: under the usual ones no piece of "TFF..." can move
    // (a toad jumps one frog only, frogs never jump frogs); with maxjump 2
    // the toad jumps both frogs, the one move, to a position of value 0.
    assert_eq!(eval(&mut s, "impartial(toads(\"TFF...\"))"), "0");
    assert_eq!(eval(&mut s, "impartial(toads(\"TFF...\", maxjump=2))"), "*");
}

#[test]
fn misere_of_a_position_written_in_place_and_given_as_a_value() {
    let mut s = Session::new();
    let board = ".........|##.######";
    assert_eq!(
        eval(&mut s, &format!("misere(cram({board:?}))")),
        "*[2[2]321]"
    );
    assert_eq!(
        invoke(&mut s, "misere", "cram", board).unwrap(),
        "*[2[2]321]"
    );
    assert_eq!(invoke(&mut s, "isrestless", "cram", board).unwrap(), "true");
    assert_eq!(invoke(&mut s, "istame", "cram", board).unwrap(), "false");
    // Restless: normal value *4 (the Grundy search), misère value 1; the
    // misère search agrees that the player to move wins (value not 0).
    assert_eq!(eval(&mut s, &format!("cram({board:?})")), "*4");
    assert_eq!(
        eval(&mut s, &format!("genus(cram({board:?}))")),
        "\"4^146\""
    );
    assert_eq!(
        eval(&mut s, &format!("misereoutcome(cram({board:?}))")),
        "N"
    );
}

#[test]
fn tameness_of_dawsons_kayles_strips_agrees_with_both_searches() {
    // A 1 x n strip of Cram is Dawson's Kayles (0.07), whose normal values
    // from n = 0 are 0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2 (OEIS A002187).
    let normal = [0u32, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2];
    let mut s = Session::new();
    for (n, &g) in normal.iter().enumerate().skip(1) {
        let strip = format!("cram({:?})", ".".repeat(n));
        let want = match g {
            0 => "0".to_string(),
            1 => "*".to_string(),
            g => format!("*{g}"),
        };
        assert_eq!(eval(&mut s, &strip), want, "1x{n}");
        // The genus's first values are g+ (normal search) and g- (misère),
        // and g- is 0 exactly when the misère search finds a P-position.
        let genus = eval(&mut s, &format!("genus({strip})"));
        let genus = genus.trim_matches('"');
        let (plus, minus) = genus.split_once('^').expect("g^...");
        assert_eq!(plus, g.to_string(), "1x{n}");
        let minus0 = minus.chars().next().expect("g-");
        let outcome = eval(&mut s, &format!("misereoutcome({strip})"));
        assert_eq!(minus0 == '0', outcome == "P", "1x{n}: {genus} {outcome}");
        // Conway's tame genera have g+ = g- or both 0 or 1 (ONAG, ch. 12):
        // a game whose genus is not of these is not tame.
        let gm = minus0.to_digit(10).expect("a digit");
        let tame_genus = g == gm || (g <= 1 && gm <= 1);
        if !tame_genus {
            assert_eq!(eval(&mut s, &format!("istame({strip})")), "false", "1x{n}");
        }
    }
    // Up to 4 pins the strips are nim heaps, so tame; 12 pins are not.
    assert_eq!(eval(&mut s, "istame(cram(\"....\"))"), "true");
    assert_eq!(eval(&mut s, "phylum(cram(\"....\"))"), "\"nim heap\"");
    assert_eq!(eval(&mut s, "istame(cram(\"............\"))"), "false");
    assert_eq!(eval(&mut s, "misereoutcome(cram(\"............\"))"), "P");
}

#[test]
fn nim_heaps_given_as_a_position_follow_boutons_misere_rule() {
    // Misère Nim (Bouton 1901): as normal Nim unless every heap is at most
    // 1, when the player to move loses with an odd number of 1s. The rule
    // answers `misereoutcome`; the canonical forms answer `misere`, whose
    // outcome must agree.
    let mut s = Session::new();
    for (heaps, want) in [
        ("1", "P"),
        ("1 1", "N"),
        ("1 1 1", "P"),
        ("2 2", "P"),
        ("3", "N"),
        ("1 2 3", "P"),
        ("1 4 5", "P"),
        ("2 3", "N"),
        ("1 1 2", "N"),
    ] {
        assert_eq!(
            invoke(&mut s, "misereoutcome", "nim", heaps).unwrap(),
            want,
            "{heaps}"
        );
        // The same sum of heaps' forms, made in the language.
        let sum = heaps
            .split(' ')
            .map(|h| format!("misere({h})"))
            .collect::<Vec<_>>()
            .join(" + ");
        let form = invoke(&mut s, "misere", "nim", heaps).unwrap();
        assert_eq!(form, eval(&mut s, &sum), "{heaps}");
        assert_eq!(
            eval(&mut s, &format!("misereoutcome({sum})")),
            want,
            "{heaps}"
        );
    }
    // Sums of nim heaps are tame.
    assert_eq!(invoke(&mut s, "istame", "nim", "2 3 6").unwrap(), "true");
    assert_eq!(
        invoke(&mut s, "misere", "nim", "2 2").unwrap(),
        eval(&mut s, "misere(2) + misere(2)")
    );
}

#[test]
fn a_value_is_not_a_position() {
    let mut s = Session::new();
    let kind = |s: &mut Session, src: &str| s.eval_line(src).map(|_| ()).unwrap_err().kind;
    assert_eq!(kind(&mut s, "impartial(5)"), ErrorKind::Type);
    s.eval_line("x := domineering(\"..|..\")").unwrap();
    assert_eq!(kind(&mut s, "impartial(x)"), ErrorKind::Type);
    // Cram is impartial already.
    assert_eq!(kind(&mut s, "impartial(cram(\"..\"))"), ErrorKind::Type);
    assert_eq!(
        invoke(&mut s, "impartial", "cram", ".."),
        Err(ErrorKind::Type)
    );
    // Misère forms are for impartial games; the outcome searches any.
    assert_eq!(
        kind(&mut s, "misere(domineering(\"..|..\"))"),
        ErrorKind::Value
    );
    assert_eq!(
        eval(&mut s, "misereoutcome(domineering(\"....|....\"))"),
        "N"
    );
    // A position that does not read is an error inside the string.
    let e = s.eval_line("misere(cram(\"..x\"))").unwrap_err();
    assert_eq!(e.span.start, "misere(cram(\"..".len());
    // A variable holds the value: misère functions read the nimber.
    s.eval_line("c := cram(\"....\")").unwrap();
    assert_eq!(eval(&mut s, "misere(c)"), eval(&mut s, "misere(2)"));
}
