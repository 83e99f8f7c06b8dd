//! `nimatron mcgs FILE.test [--json]`: run the cases of a test file of MCGS
//! (the minimax combinatorial game solver of the University of Alberta; its
//! `info.test` defines the format) whose games nimatron knows, and end with
//! `N passed, M failed, K unsupported`.
//!
//! Supported: the sections `[integer_game]`, `[dyadic_rational]`,
//! `[switch_game]`, `[up_star]`, `[nimber]`, `[kayles]`, `[domineering]`
//! (Black is Left, vertical) and `[impartial domineering]` (Cram), with `{B win}`/`{W loss}` (by `nimatron
//! solve`'s search: boards searched, the other games valued) and `{N k}` (sums
//! of nimbers and Kayles heaps). Other games and the `winning moves` and
//! `thermograph` commands are counted as unsupported.

use nimatron::lang::Session;
use nimatron::limits::Limits;
use nimatron::rulesets::catalogue::RulesetKind;
use nimatron::solve::{solve_domineering, DomProblem};
use serde_json::json;
use std::process::ExitCode;
use std::time::Duration;

/// Arguments of `nimatron mcgs`.
#[derive(clap::Args)]
pub struct Args {
    /// A test file in MCGS's format.
    pub file: std::path::PathBuf,
    /// Print one JSON object: {"passed", "failed", "unsupported", "failures"}.
    #[arg(long)]
    pub json: bool,
    /// Seconds each case may take (a case past it fails).
    #[arg(long, default_value_t = 60.0, value_name = "SECONDS")]
    pub time_limit: f64,
}

/// One game of a sum: its section and text.
#[derive(Clone, Debug)]
struct Game {
    section: String,
    text: String,
}

/// The counts of a run, with each failure explained.
#[derive(Default, Debug)]
pub struct Tally {
    pub passed: usize,
    pub failed: usize,
    pub unsupported: usize,
    pub failures: Vec<String>,
}

/// Text with its comments removed (`/* ... */`, nested as in `info.test`,
/// whose prose quotes `/*` and `*/`), newlines kept for line numbers.
fn strip_comments(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len());
    let (mut i, mut depth, mut from) = (0, 0usize, 0);
    while i < b.len() {
        if b[i..].starts_with(b"/*") {
            if depth == 0 {
                out.push_str(&src[from..i]);
            }
            depth += 1;
            i += 2;
        } else if depth > 0 && b[i..].starts_with(b"*/") {
            depth -= 1;
            i += 2;
            if depth == 0 {
                from = i;
            }
        } else {
            if depth > 0 && b[i] == b'\n' {
                out.push('\n');
            }
            i += 1;
        }
    }
    if depth == 0 {
        out.push_str(&src[from..]);
    }
    out
}

/// The game sum's text for the language (`None`: a game nimatron lacks), and
/// whether it is impartial (for `{N}`).
fn term(g: &Game, session: &mut Session) -> Option<(String, bool)> {
    let t = g.text.trim();
    if g.section == "impartial domineering" {
        // Cram: both players place dominoes either way; a nimber. The
        // catalogue's boards hold at most 64 cells (rows padded to the widest).
        let rows: Vec<&str> = t.split('|').collect();
        let width = rows.iter().map(|r| r.trim().len()).max().unwrap_or(0);
        return (width * rows.len() <= 64).then(|| (format!("cram({t:?})"), true));
    }
    let section = g.section.strip_prefix("impartial ").unwrap_or(&g.section);
    let impartial_ok = matches!(section, "nimber" | "kayles");
    if g.section.starts_with("impartial ") && !impartial_ok {
        return None;
    }
    let fraction = |s: &str| -> Option<String> {
        let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        let ok = !s.is_empty()
            && s.chars()
                .all(|c| c.is_ascii_digit() || c == '-' || c == '/');
        ok.then_some(format!("({s})"))
    };
    let items = || -> Vec<String> {
        t.split(|c: char| c == ',' || c.is_whitespace())
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect()
    };
    match section {
        "integer_game" => t.parse::<i64>().ok().map(|n| (format!("({n})"), false)),
        "dyadic_rational" => fraction(t).map(|f| (f, false)),
        "switch_game" => {
            // Fractions may hold spaces ("-3 / 8"): split at the comma when
            // there is one, else at whitespace between two fractions.
            let parts: Vec<String> = if t.contains(',') {
                t.split(',').map(str::to_string).collect()
            } else {
                items()
            };
            match parts.as_slice() {
                [a, b] => Some((format!("{{{}|{}}}", fraction(a)?, fraction(b)?), false)),
                _ => None,
            }
        }
        "up_star" => {
            let mut s = String::from("0");
            for it in items() {
                if it == "*" {
                    s.push_str("+*");
                } else {
                    let n: i64 = it.parse().ok()?;
                    let one = if n >= 0 { "+^" } else { "+v" };
                    for _ in 0..n.unsigned_abs().min(1000) {
                        s.push_str(one);
                    }
                }
            }
            Some((format!("({s})"), false))
        }
        "nimber" => t.parse::<u32>().ok().map(|n| (format!("*{n}"), true)),
        "kayles" => {
            let pos = RulesetKind::Kayles.parse(t).ok()?;
            let limits = session.store.limits().clone();
            let v = pos.value(&mut session.store, &limits).ok()?;
            Some((session.store.display(v), true))
        }
        "domineering" => Some((format!("domineering({t:?})"), false)),
        _ => None,
    }
}

/// Split a command block at its top-level commas.
fn commands(block: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut depth = 0i32;
    for c in block.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(String::new());
                continue;
            }
            _ => {}
        }
        out.last_mut().expect("one").push(c);
    }
    out.into_iter()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// Run every case of a test file's text.
pub fn run_text(src: &str, name: &str, time_limit: f64) -> Tally {
    let text = strip_comments(src);
    let mut tally = Tally::default();
    let mut section = String::new();
    let mut sum: Vec<Game> = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut line = 1;
    let grab = |i: &mut usize, line: &mut usize, close: char| -> String {
        let mut s = String::new();
        *i += 1;
        while *i < chars.len() && chars[*i] != close {
            if chars[*i] == '\n' {
                *line += 1;
            }
            s.push(chars[*i]);
            *i += 1;
        }
        *i += 1;
        s
    };
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '[' {
            section = grab(&mut i, &mut line, ']').trim().to_string();
        } else if c == '(' {
            let t = grab(&mut i, &mut line, ')');
            sum.push(Game {
                section: section.clone(),
                text: t,
            });
        } else if c == '{' {
            let at = line;
            let block = grab(&mut i, &mut line, '}');
            let cmds = commands(&block);
            if cmds.iter().all(|c| c.starts_with("version")) {
                continue;
            }
            for cmd in cmds {
                run_command(&sum, &cmd, &format!("{name}:{at}"), time_limit, &mut tally);
            }
            sum.clear();
        } else {
            let mut w = String::new();
            while i < chars.len() && !chars[i].is_whitespace() {
                w.push(chars[i]);
                i += 1;
            }
            sum.push(Game {
                section: section.clone(),
                text: w,
            });
        }
    }
    tally
}

fn run_command(sum: &[Game], cmd: &str, at: &str, time_limit: f64, tally: &mut Tally) {
    let words: Vec<&str> = cmd.split_whitespace().collect();
    let mut limits = Limits::standard().with_memory(512 << 20);
    if time_limit > 0.0 && time_limit.is_finite() {
        limits = limits.with_time(Duration::from_secs_f64(time_limit));
    }
    let mut session = Session::with_limits(limits.clone());
    let mut terms = Vec::new();
    for g in sum {
        match term(g, &mut session) {
            Some(t) => terms.push(t),
            None => {
                tally.unsupported += 1;
                return;
            }
        }
    }
    let expr = if terms.is_empty() {
        "0".to_string()
    } else {
        terms
            .iter()
            .map(|t| t.0.as_str())
            .collect::<Vec<_>>()
            .join(" + ")
    };
    let describe = |sum: &[Game]| -> String {
        sum.iter()
            .map(|g| format!("[{}] {}", g.section, g.text.trim()))
            .collect::<Vec<_>>()
            .join(" ")
    };
    match words.as_slice() {
        [p @ ("B" | "W"), rest @ ..] if rest.len() <= 1 => {
            let left = *p == "B";
            let got = session.solve_input(&expr).and_then(|input| {
                let problem = DomProblem {
                    w: input.frame.board.w,
                    h: input.frame.board.h,
                    open: input.frame.board.open,
                    known: input.known,
                    left_first: left,
                    small: None,
                };
                solve_domineering(&mut session.store, &problem, &limits, None).map_err(|s| {
                    nimatron::lang::LangError::stop(s, nimatron::lang::Span::new(0, expr.len()))
                })
            });
            match (got, rest.first()) {
                (Err(e), _) => {
                    tally.failed += 1;
                    tally.failures.push(format!(
                        "{at}: {} {{{cmd}}}: {}",
                        describe(sum),
                        e.message
                    ));
                }
                (Ok(_), None) => tally.passed += 1,
                (Ok(a), Some(&want)) => {
                    let got = if a.first_wins { "win" } else { "loss" };
                    if got == want {
                        tally.passed += 1;
                    } else {
                        tally.failed += 1;
                        tally
                            .failures
                            .push(format!("{at}: {} {{{cmd}}}: got {p} {got}", describe(sum)));
                    }
                }
            }
        }
        ["N", rest @ ..] if rest.len() <= 1 => {
            if terms.iter().any(|t| !t.1) {
                tally.unsupported += 1;
                return;
            }
            match session.eval_game(&expr) {
                Err(e) => {
                    tally.failed += 1;
                    tally.failures.push(format!(
                        "{at}: {} {{{cmd}}}: {}",
                        describe(sum),
                        e.message
                    ));
                }
                Ok(g) => {
                    let shown = session.store.display(g);
                    let got = match shown.as_str() {
                        "0" => Some(0),
                        "*" => Some(1),
                        s => s.strip_prefix('*').and_then(|n| n.parse::<u64>().ok()),
                    };
                    let want = rest.first().map(|w| w.parse::<u64>().ok());
                    match (got, want) {
                        (Some(_), None) => tally.passed += 1,
                        (Some(g), Some(Some(w))) if g == w => tally.passed += 1,
                        _ => {
                            tally.failed += 1;
                            tally
                                .failures
                                .push(format!("{at}: {} {{{cmd}}}: got {shown}", describe(sum)));
                        }
                    }
                }
            }
        }
        _ => tally.unsupported += 1,
    }
}

/// Run `nimatron mcgs`.
pub fn run(args: Args) -> ExitCode {
    let src = match std::fs::read_to_string(&args.file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", args.file.display());
            return ExitCode::from(2);
        }
    };
    let name = args.file.display().to_string();
    let t = run_text(&src, &name, args.time_limit);
    if args.json {
        println!(
            "{}",
            crate::json::to_line(&json!({
                "passed": t.passed,
                "failed": t.failed,
                "unsupported": t.unsupported,
                "failures": t.failures,
            }))
        );
    } else {
        for f in &t.failures {
            println!("FAILED {f}");
        }
        println!(
            "{} passed, {} failed, {} unsupported",
            t.passed, t.failed, t.unsupported
        );
    }
    if t.failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
