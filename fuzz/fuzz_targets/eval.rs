//! The evaluator: a session with small limits (200,000 games, the watchdog's
//! interrupt) evaluates the input line by line, as piped input does. Findings:
//! any panic, stack overflow or abort; an input that runs past the watchdog's
//! soft limit (1 s), even when it then stops cleanly at the interrupt; more
//! memory than `-rss_limit_mb`; and a game or number whose printed text does not
//! read back as the same value ("everything nimatron prints can be read back").
//! Inputs are programs as well as expressions (functions, recursion,
//! comprehensions, strings, user rulesets: the dictionary and the `h-program-*`
//! seeds); the session holds its memory account for the whole input, so a
//! program that passes its budget without stopping is an out-of-memory finding.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nimatron::lang::Value;
use nimatron_fuzz::{is_limit, known_blowup, render, session, too_deep, Run};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if known_blowup(text) {
        return;
    }
    let run = Run::start(data);
    let mut s = session(&run);
    let _account = s.store.limits().enter();
    for line in text.lines() {
        if run.fired() {
            break;
        }
        let v = match s.eval_line(line) {
            Ok(Some(v)) => v,
            Ok(None) => continue,
            Err(e) => {
                render(&e, line);
                continue;
            }
        };
        match &v {
            Value::Game(g) => {
                // A text over the output limit is an error, checked no further.
                let Ok(printed) = s.format(&v) else {
                    continue;
                };
                match s.eval_line(&printed) {
                    Ok(Some(Value::Game(h))) => assert!(
                        *g == h,
                        "{line:?} prints as {printed:?}, which reads back as {:?}",
                        s.store.display(h)
                    ),
                    // A limit, or the parser's nesting limit (200 levels):
                    // deep games print correctly but do not read back
                    // (fuzz/findings.md, 11).
                    Err(e) if is_limit(&e) || too_deep(&e) => {}
                    other => {
                        panic!("{line:?} prints as {printed:?}, which reads back as {other:?}")
                    }
                }
            }
            Value::Surreal(x) => {
                let Ok(printed) = s.format(&v) else {
                    continue;
                };
                // A fresh session: the printed `omega` must not meet a variable.
                let mut fresh = session(&run);
                match fresh.eval_line(&printed) {
                    Ok(Some(Value::Surreal(y))) => assert!(
                        *x == y,
                        "{line:?} prints as {printed:?}, which reads back as {y}"
                    ),
                    // A limit, or the parser's nesting limit (200 levels):
                    // deep games print correctly but do not read back
                    // (fuzz/findings.md, 11).
                    Err(e) if is_limit(&e) || too_deep(&e) => {}
                    other => {
                        panic!("{line:?} prints as {printed:?}, which reads back as {other:?}")
                    }
                }
            }
            _ => {}
        }
    }
    run.finish("the evaluation");
});
