//! CGSuite's own expectations (aaron-siegel/cgsuite, the test files named in
//! each row of `tests/data/cgsuite_*.tsv`), evaluated in nimatron's language.
//!
//! A row: the CGSuite test file, CGSuite's expression and its printed result,
//! then the same question in nimatron's language and the expected answer, and
//! a note. A row without a nimatron expression is left out, the note says why
//! (loopy games, CGSuite's class names, its 32-bit integers, ...). Expected
//! answers: an expression whose value must equal the result's (games compare
//! by value), `set:[...]` (the same elements in any order), `count:N` (a
//! list of N elements), `print:TEXT` (printed so), `outcome:X`,
//! `string:TEXT`, `thermograph:Thermograph(...)` (CGSuite's printed form of the
//! walls), or `!error` (nimatron must refuse it too).

mod common;

use common::data_rows;
use nimatron::lang::{Session, Value};
use nimatron::numbers::Rational;
use nimatron::thermo::{Thermograph, Trajectory};

/// CGSuite's `Thermograph(mast,[critical points],[slopes],...)` of a wall:
/// the value at the top, the breakpoints from the top down, the slopes from
/// the top down.
fn cgsuite_wall(w: &Trajectory) -> String {
    let pieces = w.pieces();
    let top = pieces.last().expect("a piece").v.clone();
    let cps: Vec<String> = pieces[1..].iter().rev().map(|p| p.t.to_string()).collect();
    let slopes: Vec<String> = pieces.iter().rev().map(|p| p.slope.to_string()).collect();
    // A wall that is not vertical at the top ends at its value at the last piece.
    let mast: Rational = if pieces.last().unwrap().slope == 0 {
        top
    } else {
        pieces.last().unwrap().v.clone()
    };
    format!("{mast},[{}],[{}]", cps.join(","), slopes.join(","))
}

fn cgsuite_thermograph(th: &Thermograph) -> String {
    format!(
        "Thermograph({},{})",
        cgsuite_wall(&th.left_wall),
        cgsuite_wall(&th.right_wall)
    )
}

/// Whether two values are the same: games by value, lists element by element.
fn same(s: &mut Session, a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::List(x), Value::List(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same(s, p, q))
        }
        (Value::Surreal(_) | Value::Game(_), Value::Surreal(_) | Value::Game(_)) => {
            match (a.as_surreal(&s.store), b.as_surreal(&s.store)) {
                (Some(x), Some(y)) => x == y,
                _ => a == b,
            }
        }
        _ => a == b,
    }
}

/// Whether the lists hold the same elements, in any order.
fn same_set(s: &mut Session, a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::List(x), Value::List(y)) => {
            x.iter().all(|p| y.iter().any(|q| same(s, p, q)))
                && y.iter().all(|q| x.iter().any(|p| same(s, p, q)))
        }
        _ => false,
    }
}

fn show(s: &mut Session, v: &Result<Option<Value>, nimatron::lang::LangError>) -> String {
    match v {
        Ok(Some(v)) => s.format(v).unwrap_or_else(|e| format!("<{e}>")),
        Ok(None) => "<nothing>".into(),
        Err(e) => format!("error: {}", e.message),
    }
}

/// Checks every row of a data file; returns (rows checked, rows left out).
fn check_file(text: &str) -> (usize, usize) {
    let mut failures = Vec::new();
    let (mut checked, mut left_out) = (0, 0);
    for line in data_rows(text) {
        let cols: Vec<&str> = line.split('\t').collect();
        assert!(cols.len() >= 5, "a row needs 5 columns: {line}");
        let (cg_expr, cg_res, ours, want) = (cols[1], cols[2], cols[3], cols[4]);
        if ours.is_empty() || want.is_empty() {
            assert!(
                cols.get(5).is_some_and(|n| !n.is_empty()),
                "a row left out needs a reason: {line}"
            );
            left_out += 1;
            continue;
        }
        checked += 1;
        let mut s = Session::new();
        let got = s.eval_line(ours);
        let ok = if want == "!error" {
            got.is_err()
        } else if let Ok(Some(v)) = &got {
            if let Some(list) = want.strip_prefix("set:") {
                match s.eval_line(list) {
                    Ok(Some(w)) => same_set(&mut s, v, &w),
                    other => panic!("{list}: {other:?}"),
                }
            } else if let Some(text) = want.strip_prefix("print:") {
                s.format(v).is_ok_and(|t| t == text)
            } else if let Some(n) = want.strip_prefix("count:") {
                matches!(v, Value::List(items) if items.len().to_string() == n)
            } else if let Some(o) = want.strip_prefix("outcome:") {
                matches!(v, Value::Outcome(x) if x.to_string() == o)
            } else if let Some(t) = want.strip_prefix("string:") {
                matches!(v, Value::Str(x) if x == t)
            } else if let Some(t) = want.strip_prefix("thermograph:") {
                matches!(v, Value::Thermograph(th) if cgsuite_thermograph(th) == t)
            } else {
                match s.eval_line(want) {
                    Ok(Some(w)) => same(&mut s, v, &w),
                    other => panic!("{want}: {other:?}"),
                }
            }
        } else {
            false
        };
        if !ok {
            let shown = show(&mut s, &got);
            let extra = match &got {
                Ok(Some(Value::Thermograph(th))) => format!(" ({})", cgsuite_thermograph(th)),
                _ => String::new(),
            };
            failures.push(format!(
                "CGSuite {cg_expr} = {cg_res}: nimatron {ours} gave {shown}{extra}, expected {want}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} rows fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
    (checked, left_out)
}

#[test]
fn canonical_short_game_test_case() {
    let (checked, left_out) = check_file(include_str!("data/cgsuite_canonical_short_game.tsv"));
    assert!(
        checked >= 1000 && left_out < 250,
        "{checked} checked, {left_out} left out"
    );
}

#[test]
fn game_test() {
    let (checked, left_out) = check_file(include_str!("data/cgsuite_game_test.tsv"));
    assert!(checked >= 200, "{checked} checked, {left_out} left out");
}

#[test]
fn compound_game_test_case() {
    let (checked, _) = check_file(include_str!("data/cgsuite_compound_game.tsv"));
    assert!(checked >= 30, "{checked} checked");
}

/// GameTest's loop: `n NimProduct n.NimInverse == 1` for n = 1..3000.
#[test]
fn nim_inverse_check() {
    let mut s = Session::new();
    for n in 1..=3000 {
        let v = s
            .eval_to_string(&format!("nimmul({n}, niminv({n}))"))
            .unwrap();
        assert_eq!(v.as_deref(), Some("*"), "{n}");
    }
}

/// GameTest's loop: `isqrt(n)^2 <= n < (isqrt(n)+1)^2` for n = 0..3000.
#[test]
fn isqrt_check() {
    let mut s = Session::new();
    for n in 0..=3000u64 {
        let r: u64 = s
            .eval_to_string(&format!("isqrt({n})"))
            .unwrap()
            .unwrap()
            .parse()
            .unwrap();
        assert!(r * r <= n && n < (r + 1) * (r + 1), "{n}: {r}");
    }
}

/// The selective compound of Winning Ways (move in one component or in both,
/// and the game stays a selective compound), by search on two Nim heaps:
/// the Grundy value of heaps (a, b) is a + b, which `selective(*a, *b)` gives
/// (CGSuite's `*5 SelectiveSum *6` is `*8`: its options after a move in one
/// heap are disjunctive sums).
#[test]
fn selective_compound_by_search() {
    let n = 8;
    let mut g = vec![vec![0u32; n]; n];
    for a in 0..n {
        for b in 0..n {
            let mut opts = std::collections::BTreeSet::new();
            for row in &g[..a] {
                opts.insert(row[b]);
                opts.extend(&row[..b]);
            }
            opts.extend(&g[a][..b]);
            g[a][b] = (0..).find(|m| !opts.contains(m)).unwrap();
        }
    }
    let mut s = Session::new();
    for (a, row) in g.iter().enumerate() {
        for (b, &v) in row.iter().enumerate() {
            let want = match v {
                0 => "0".to_string(),
                1 => "*".to_string(),
                v => format!("*{v}"),
            };
            assert_eq!(
                s.eval_to_string(&format!("selective(*{a}, *{b})"))
                    .unwrap()
                    .unwrap(),
                want,
                "({a}, {b})"
            );
        }
    }
    assert_eq!(g[5][6], 11);
}

#[test]
fn game_heap_test() {
    let (checked, _) = check_file(include_str!("data/cgsuite_game_heap.tsv"));
    assert!(checked >= 80, "{checked} checked");
}

/// GameHeapTest's periods (`CheckPeriodicity(2000)`), misère values and
/// genera of heaps 0..20, for the take-and-break games it names: the octal
/// engine and the misère search of `impartial::misere` (on the same games
/// written as octal codes or subtraction sets, equal to them on heaps up to 20).
#[test]
fn heap_periods_and_misere_play() {
    use nimatron::impartial::misere::MisereSearch;
    use nimatron::impartial::octal::{Method, OctalGame, Solver};
    use std::sync::atomic::AtomicBool;
    let allbut: Vec<String> = (1..=20)
        .filter(|k| ![2, 3, 7].contains(k))
        .map(|k| k.to_string())
        .collect();
    let nim: Vec<String> = (1..=20).map(|k| k.to_string()).collect();
    // (game, proved (period, preperiod), misère values, genera)
    type Case<'a> = (String, Option<(usize, usize)>, &'a str, &'a str);
    let cases: [Case; 7] = [
        (format!("sub:{}", nim.join(",")), None, "1,0,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20", "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20"),
        ("grundy".into(), None, "1,1,1,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2", "0,0,0,1,0,2,1,0,2,1,0,2,1,3^1431,2,1,3^1431,2,4^0564,3^1431,0^20"),
        ("0.77".into(), Some((12, 71)), "1,0,2,3,0,1,3,2,1,0,2,4,0,1,2,5,1,6,3,2,0", "0,1,2,3,1,4^146,3,2^2,1^1,4^046,2^2,6^46,4^046,1^1,2^2,7^57,1^13,4^64,3^31,2^20,1^031"),
        ("0.07".into(), Some((34, 53)), "1,1,0,0,2,1,3,0,0,1,1,3,0,2,1,1,0,0,2,1,3", "0,0,1,1,2,0,3,1,1,0,3^1431,3,2^0520,2,4^146,0,5^057,2^0520,2,3^1431,3"),
        ("sub:2,3,7".into(), Some((5, 0)), "1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1", "0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0"),
        (format!("sub:{}", allbut.join(",")), None, "1,0,1,0,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10", "0,1,0,1,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10"),
        ("0.3f".into(), None, "1,0,2,1,0,2,1,0,4,1,0,4,1,0,6,1,0,6,1,0,6", "0,1,2,0,1,2,3^1431,4^0564,5^46,3^1431,4^0564,5^4875,6^(1,9,10,8),7^075,8^6875,6^(1,9,10,8),7^075,8^(6,10,8),9^(1,9,12,11,9),10^(0,11,13,9,11),11^(6,10,8)"),
    ];
    for (game, period, misere, genera) in cases {
        let g: OctalGame = game.parse().unwrap();
        if let Some((p, pre)) = period {
            let mut solver = Solver::new(g.clone(), Method::Plain);
            let report = solver.run(2000, &AtomicBool::new(false), &mut |_| {});
            let per = report.periodicity.expect("a period");
            assert_eq!((per.period, per.preperiod), (p, pre), "{game}");
        }
        let mut search = MisereSearch::new(g, 10_000_000);
        let want_values: Vec<u32> = misere.split(',').map(|x| x.parse().unwrap()).collect();
        // CGSuite's genus: normal value, then the exponents written (one digit
        // each, or a parenthesised list).
        let genus_list: Vec<(u32, Vec<u32>)> = split_genera(genera);
        for n in 0..=20 {
            let genus = search.genus(n).unwrap();
            assert_eq!(
                genus.misere_value(),
                want_values[n],
                "{game}: misère value of {n}"
            );
            let (normal, exps) = &genus_list[n];
            assert_eq!(genus.normal, *normal, "{game}: {n}");
            if !exps.is_empty() {
                assert_eq!(
                    &genus.exponents[..exps.len()],
                    &exps[..],
                    "{game}: genus of {n}"
                );
            } else {
                // CGSuite writes only the normal value of a nim-like genus.
                assert!(genus.is_nim_like(), "{game}: genus of {n} is {genus}");
            }
        }
    }
}

/// `3^1431` → (3, [1, 4, 3, 1]); `6^(1,9,10,8)` → (6, [1, 9, 10, 8]); `2` → (2, []).
fn split_genera(s: &str) -> Vec<(u32, Vec<u32>)> {
    let mut out = Vec::new();
    let mut rest = s;
    while !rest.is_empty() {
        let end = rest.find(',').unwrap_or(rest.len());
        let mut item = &rest[..end];
        let mut consumed = end;
        if let Some(i) = item.find("^(") {
            let close = rest.find(')').unwrap();
            item = &rest[..=close];
            consumed = close + 1;
            let normal = item[..i].parse().unwrap();
            let exps = item[i + 2..item.len() - 1]
                .split(',')
                .map(|x| x.parse().unwrap())
                .collect();
            out.push((normal, exps));
        } else if let Some((a, b)) = item.split_once('^') {
            let exps = b.chars().map(|c| c.to_digit(10).unwrap()).collect();
            out.push((a.parse().unwrap(), exps));
        } else {
            out.push((item.parse().unwrap(), vec![]));
        }
        rest = rest[consumed..].trim_start_matches(',');
    }
    out
}

#[test]
fn eval_test() {
    let (checked, _) = check_file(include_str!("data/cgsuite_eval.tsv"));
    assert!(checked >= 60, "{checked} checked");
}
