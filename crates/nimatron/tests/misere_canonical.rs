//! Misère canonical forms: CGSuite's expectations (tests/data/cgsuite_misere.tsv,
//! tests/data/cgsuite_misere_heaps.tsv, sources named there) in our language
//! and library; forms against exhaustive misère search; misère outcomes of
//! partizan positions against a second search.

mod common;

use common::{data_rows, eval};
use nimatron::impartial::misere::{nim_heap_exponents, Genus, MisereSearch};
use nimatron::impartial::misere_canon::{form_of_position, MisereForm};
use nimatron::impartial::octal::{HeapsPosition, OctalGame};
use nimatron::impartial::variants::{FibonacciNim, SubtractionGame, Wythoff};
use nimatron::impartial::GrundySearch;
use nimatron::lang::{Session, Value};
use nimatron::limits::Limits;
use std::sync::Arc;

/// CGSuite's genus text: the normal value and the exponents it writes.
fn parse_cgsuite_genus(text: &str) -> (u32, Vec<u32>) {
    let (g, sup) = text.split_once('^').unwrap_or((text, ""));
    let g = g.parse().unwrap();
    let sup: Vec<u32> = if let Some(inner) = sup.strip_prefix('(') {
        inner
            .trim_end_matches(')')
            .split(',')
            .map(|x| x.parse().unwrap())
            .collect()
    } else {
        sup.chars().map(|c| c.to_digit(10).unwrap()).collect()
    };
    (g, sup)
}

/// Whether our genus is the one CGSuite writes `text`: a nim heap's when it
/// writes no exponents; a tame or restive game's (`γ0`, then a pair
/// `x, x ⊕ 2` alternating) for one exponent; otherwise the exponents it
/// writes, the last two then alternating.
fn genus_matches(ours: &Genus, text: &str) -> bool {
    let (g, sup) = parse_cgsuite_genus(text);
    let e = &ours.exponents;
    let alternates_from = |k: usize| (k..e.len() - 2).all(|i| e[i] == e[i + 2]);
    ours.normal == g
        && match sup.len() {
            0 => *e == nim_heap_exponents(g, e.len()),
            1 => e[0] == sup[0] && alternates_from(1) && e[1] ^ e[2] == 2,
            n => e[..n] == sup[..] && alternates_from(n - 2),
        }
}

fn misere_value(s: &mut Session, src: &str) -> MisereForm {
    match s.eval_line(src) {
        Ok(Some(Value::Misere(f))) => f,
        other => panic!("{src}: {other:?}"),
    }
}

#[test]
fn cgsuite_misere_canonical_forms() {
    let mut s = Session::new();
    for row in data_rows(include_str!("data/cgsuite_misere.tsv")) {
        let f: Vec<&str> = row.split('\t').collect();
        let [expr, form, birthday, genus, mvalue, nvalue, outcome, options, mate, nim_heap, even, source] =
            f[..]
        else {
            panic!("bad row: {row}");
        };
        assert_eq!(eval(&mut s, expr), form, "{expr} ({source})");
        let m = misere_value(&mut s, expr);
        assert_eq!(m.birthday().to_string(), birthday, "{expr}: birthday");
        assert_eq!(m.nim_value().to_string(), nvalue, "{expr}: nim value");
        if mvalue != "-" {
            assert_eq!(m.misere_value().to_string(), mvalue, "{expr}: misère value");
        }
        if outcome != "-" {
            let o = eval(&mut s, &format!("misereoutcome({expr})"));
            assert_eq!(o, outcome, "{expr}: outcome");
        }
        let limits = Limits::none();
        if options != "-" {
            let texts: Vec<String> = m
                .options(&limits)
                .unwrap()
                .iter()
                .map(|o| o.text().to_string())
                .collect();
            assert_eq!(format!("[{}]", texts.join(",")), options, "{expr}: options");
            assert_eq!(m.mate(&limits).unwrap().text(), mate, "{expr}: mate");
            assert_eq!(m.is_nim_heap().to_string(), nim_heap, "{expr}: nim heap");
            assert_eq!(
                m.is_even(&limits).unwrap().to_string(),
                even,
                "{expr}: even"
            );
        }
        if genus != "-" {
            assert!(
                genus_matches(&m.genus(), genus),
                "{expr}: {} vs {genus}",
                m.genus()
            );
            let text = eval(&mut s, &format!("genus({expr})"));
            assert_eq!(text, format!("\"{}\"", m.genus()));
        }
        // The printed form is that of the same game: equal values.
        assert_eq!(
            eval(&mut s, &format!("misereoutcome({expr} + misere(1))")),
            if m.misere_value() == 1 { "P" } else { "N" },
            "{expr} + *1"
        );
    }
}

/// Splits a list at commas outside parentheses.
fn split_top(text: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&text[start..]);
    out
}

fn heap_form(game: &Arc<OctalGame>, n: usize) -> MisereForm {
    let heaps = if n == 0 { vec![] } else { vec![n] };
    let pos = HeapsPosition {
        game: game.clone(),
        heaps,
    };
    form_of_position(&pos, &Limits::none()).unwrap()
}

#[test]
fn cgsuite_misere_heap_games() {
    for row in data_rows(include_str!("data/cgsuite_misere_heaps.tsv")) {
        let f: Vec<&str> = row.split('\t').collect();
        let [code, values, genera] = f[..] else {
            panic!("bad row: {row}");
        };
        let game = Arc::new(code.parse::<OctalGame>().unwrap());
        let values: Vec<&str> = values.split(',').collect();
        let genera = split_top(genera);
        let mut search = MisereSearch::new((*game).clone(), 1 << 22);
        for n in 0..=20 {
            let form = heap_form(&game, n);
            assert_eq!(
                form.misere_value().to_string(),
                values[n],
                "{code} heap {n}"
            );
            assert!(
                genus_matches(&form.genus(), genera[n]),
                "{code} heap {n}: {} vs {}",
                form.genus(),
                genera[n]
            );
            // The genus from the form is the genus by search.
            if code != "0.3f" || n <= 12 {
                assert_eq!(form.genus(), search.genus(n).unwrap(), "{code} heap {n}");
            }
        }
    }
    let grundy = Arc::new("grundy".parse::<OctalGame>().unwrap());
    assert_eq!(
        heap_form(&grundy, 22).text(),
        "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]"
    );
}

fn coordinate_form(game: &str, n: u64) -> MisereForm {
    let limits = Limits::none();
    match game {
        "wythoff" => form_of_position(&Wythoff(10, n), &limits),
        // CGSuite's (10, n): 10 tokens, n taken on the turn before.
        "fibonacci" => form_of_position(
            &FibonacciNim {
                coins: 10,
                max_take: 2 * n,
            },
            &limits,
        ),
        // Take any number but 2, 3 and 7 (from heaps of at most 20).
        "allbut:2,3,7" => form_of_position(
            &SubtractionGame {
                heaps: vec![n],
                set: (1..=20).filter(|k| ![2, 3, 7].contains(k)).collect(),
            },
            &limits,
        ),
        _ => panic!("unknown game {game}"),
    }
    .unwrap()
}

/// Wythoff's positions (10, n) checked (CGSuite's test lists them up to
/// (10, 20)): the printed forms grow about fourfold with each n (8 million
/// characters at (10, 12), 295 million at (10, 15)), and printing is what
/// takes the time.
const WYTHOFF_MAX: usize = 12;

#[test]
fn cgsuite_misere_coordinate_games() {
    for row in data_rows(include_str!("data/cgsuite_misere_coordinates.tsv")) {
        let f: Vec<&str> = row.split('\t').collect();
        let [game, nim_values, misere_values, genera] = f[..] else {
            panic!("bad row: {row}");
        };
        let nim_values: Vec<&str> = nim_values.split(',').collect();
        let misere_values: Vec<&str> = misere_values.split(',').collect();
        let genera = split_top(genera);
        for n in 0..=20 {
            if game == "wythoff" && n > WYTHOFF_MAX {
                break;
            }
            let form = coordinate_form(game, n as u64);
            assert_eq!(form.nim_value().to_string(), nim_values[n], "{game} {n}");
            if misere_values != ["-"] {
                assert_eq!(
                    form.misere_value().to_string(),
                    misere_values[n],
                    "{game} {n}"
                );
            }
            assert!(
                genus_matches(&form.genus(), genera[n]),
                "{game} {n}: {} vs {}",
                form.genus(),
                genera[n]
            );
        }
    }
}

/// Sums of forms against exhaustive search: the form of a sum of heaps is
/// the sum of the heaps' forms, and its outcome is the search's.
#[test]
fn forms_of_sums_agree_with_search() {
    let game = Arc::new("0.77".parse::<OctalGame>().unwrap());
    let forms: Vec<MisereForm> = (0..=9).map(|n| heap_form(&game, n)).collect();
    let mut search: GrundySearch<HeapsPosition> = GrundySearch::new();
    for a in 1..=9 {
        for b in a..=9 {
            let sum = forms[a].add(&forms[b], &Limits::none()).unwrap();
            let pos = HeapsPosition {
                game: game.clone(),
                heaps: vec![a, b],
            };
            assert_eq!(sum, form_of_position(&pos, &Limits::none()).unwrap());
            assert_eq!(sum.outcome(), search.misere_outcome(&pos), "{a} + {b}");
        }
    }
}

#[test]
fn misere_outcomes_of_partizan_positions() {
    let mut s = Session::new();
    for (expr, want) in [
        // Whoever cannot move wins: a single empty square leaves no move.
        ("misereoutcome(domineering(\".\"))", "N"),
        // Left (vertical) can move, Right cannot: Right to move wins at once,
        // Left to move must move and leave Right no move.
        ("misereoutcome(domineering(\".|.\"))", "R"),
        ("misereoutcome(domineering(\"..\"))", "L"),
        ("misereoutcome(domineering(\"....|....\"))", "N"),
        ("misereoutcome(cram(\"..\"))", "P"),
        // {1|2}: Left must move to 1 = {0|}, where Right cannot move and wins;
        // Right moves to 2 = {1|}, Left must move to 1, Right cannot move.
        ("misereoutcome({1|2})", "R"),
    ] {
        assert_eq!(eval(&mut s, expr), want, "{expr}");
    }
    // A variable holds the normal-play value only: an error names the way.
    let e = s.eval_line("misere(domineering(\"..\"))").unwrap_err();
    assert!(e.to_string().contains("partizan"), "{e}");
}

#[test]
fn misere_forms_of_rulesets_are_their_search_outcomes() {
    let mut s = Session::new();
    for board in ["...|...", "....|.#..", "..#|...|..."] {
        let form = eval(&mut s, &format!("misereoutcome(misere(cram(\"{board}\")))"));
        let search = eval(&mut s, &format!("misereoutcome(cram(\"{board}\"))"));
        assert_eq!(form, search, "{board}");
    }
}

/// CGSuite's tame/restive/restless classification of its test games
/// (tests/data/cgsuite_misere_tame.tsv, source named there).
#[test]
fn cgsuite_tameness() {
    let mut s = Session::new();
    let names = [
        "istame",
        "isgenerallytame",
        "istameable",
        "isrestive",
        "isgenerallyrestive",
        "isrestless",
        "ishalftame",
    ];
    for row in data_rows(include_str!("data/cgsuite_misere_tame.tsv")) {
        let f: Vec<&str> = row.split('\t').collect();
        assert_eq!(f.len(), names.len() + 2, "bad row: {row}");
        for (name, want) in names.iter().zip(&f[1..]) {
            let src = format!("{name}({})", f[0]);
            assert_eq!(eval(&mut s, &src), *want, "{src} ({})", f[8]);
        }
    }
}

/// Dan Hoey's wild game with the values of a tame one: `G =
/// {{{{{{2}},1},{{2},1}}},0}` has `g⁺ = 1`, `g⁻ = 0` (as `*1`) and an option
/// returning to a game of those values, but that game is wild, and `G + *2`
/// has values `3^4`, so `G` is not tame (sprouts-theory group, "Tame game
/// conjecture", 21 March 2008,
/// groups.google.com/g/sprouts-theory/c/voU6hPpVMMA).
#[test]
fn a_wild_game_wearing_a_tame_mask() {
    let mut s = Session::new();
    let g = "[[[[[[2]], 1], [[2], 1]]], 0]";
    assert_eq!(eval(&mut s, &format!("isgenerallytame({g})")), "false");
    assert_eq!(eval(&mut s, &format!("istameable({g})")), "false");
    assert_eq!(eval(&mut s, &format!("phylum({g})")), "\"wild\"");
    // g⁺ = 1, g⁻ = 0; with *2 added, 3 and 4.
    assert_eq!(eval(&mut s, &format!("genus({g})")), "\"1^0420\"");
}

/// The genus kind agrees with the class: tame games have a tame genus
/// (`g⁺ = g⁻`, or both 0 or 1), restive ones `g⁺ < 2 ≤ g⁻`, restless ones
/// `g⁻ < 2 ≤ g⁺`; nim heaps are tame (Conway, On Numbers and Games, ch. 12).
#[test]
fn classes_agree_with_genus_values() {
    let limits = Limits::none();
    for n in 0..=12 {
        let f = nimatron::impartial::misere_canon::nim_form(n, &limits).unwrap();
        assert!(f.phylum(&limits).unwrap().is_tame(), "*{n}");
    }
    let game = Arc::new("0.07".parse::<OctalGame>().unwrap());
    let mut forms: Vec<MisereForm> = (0..=14).map(|n| heap_form(&game, n)).collect();
    let game = Arc::new("0.77".parse::<OctalGame>().unwrap());
    forms.extend((0..=12).map(|n| heap_form(&game, n)));
    for f in &forms {
        let p = f.phylum(&limits).unwrap();
        let (gp, gm) = (f.nim_value(), f.misere_value());
        if p.is_generally_tame() {
            assert!(gp == gm || (gp < 2 && gm < 2), "{f}: {p:?} ({gp}, {gm})");
        }
        if p.is_generally_restive() {
            assert!(gp < 2 && gm >= 2, "{f}: {p:?}");
        }
        if p.is_restless() {
            assert!(gm < 2 && gp >= 2, "{f}: {p:?}");
        }
    }
}

/// Sums of tame games are tame, with the genus of tame addition: `g⁺` adds
/// as nim, and `g⁻ = g⁺` when a summand has `g⁻ = g⁺` (a heap of 2 or more,
/// or the fickle 0^0 and firm 1^1), else `g⁻ = g⁺ ⊕ 1` (Conway, On Numbers
/// and Games, ch. 12): checked on the tame heaps of 0.07 and 0.77 and nim
/// heaps, the outcome by the form of the sum (itself checked by search
/// elsewhere).
#[test]
fn sums_of_tame_games_add_as_tame_genera() {
    let limits = Limits::none();
    let mut tame: Vec<MisereForm> = (0..=5)
        .map(|n| nimatron::impartial::misere_canon::nim_form(n, &limits).unwrap())
        .collect();
    for code in ["0.07", "0.77"] {
        let game = Arc::new(code.parse::<OctalGame>().unwrap());
        for n in 1..=10 {
            let f = heap_form(&game, n);
            if f.phylum(&limits).unwrap().is_tame() {
                tame.push(f);
            }
        }
    }
    assert!(tame.len() > 10);
    let wide = |f: &MisereForm| f.nim_value() == f.misere_value();
    for a in &tame {
        for b in &tame {
            let s = a.add(b, &limits).unwrap();
            assert!(s.phylum(&limits).unwrap().is_tame(), "{a} + {b} = {s}");
            let gp = a.nim_value() ^ b.nim_value();
            let gm = if wide(a) || wide(b) { gp } else { gp ^ 1 };
            assert_eq!((s.nim_value(), s.misere_value()), (gp, gm), "{a} + {b}");
        }
    }
}

/// Issue 36: misère forms read back. Every form `misere(...)` prints is an
/// expression that gives the same form (CGSuite writes them so too); a
/// wrong one is an error with its column, and `*[...]` after an operand is
/// still indexing.
#[test]
fn printed_misere_forms_read_back_in_the_language() {
    let mut s = nimatron::lang::Session::new();
    for src in [
        "misere(cram(\".........|##.######\"))",
        "misere(cram(\"....|....|....\"))",
        "misere(cram(\"#....|.....|....#\"))",
        "misere(*3 + *2 + *1)",
        "misere(*2 + *2)",
    ] {
        let printed = s.eval_to_string(src).unwrap().unwrap();
        assert!(printed.starts_with("*["), "{src}: {printed}");
        let back = s.eval_to_string(&printed).unwrap().unwrap();
        assert_eq!(back, printed, "{src}");
        let same = s
            .eval_to_string(&format!("{printed} == {src}"))
            .unwrap()
            .unwrap();
        assert_eq!(same, "true", "{src}");
    }
    // Sums of typed forms: *[2[2]] (*2 + *2 in misère play) plus *[2] is
    // the misère sum of three *2 (not misere(*2 + *2 + *2), the form of the
    // normal-play value *2).
    assert_eq!(
        s.eval_to_string("*[2[2]] + *[2]").unwrap(),
        s.eval_to_string("misere(*2) + misere(*2) + misere(*2)")
            .unwrap()
    );
    assert_eq!(
        s.eval_to_string("*[2[2]] + *[2]").unwrap().as_deref(),
        Some("*[2[22]]")
    );
    let e = s.eval_line("*[2x]").unwrap_err();
    assert_eq!(e.kind, nimatron::lang::ErrorKind::Syntax);
    assert_eq!(e.span.start, 3, "{e:?}");
    let e = s
        .eval_line("x := [1, 2]")
        .and_then(|_| s.eval_line("x*[1]"));
    assert!(e.is_err(), "x*[1] multiplies a list by a list: {e:?}");
}
