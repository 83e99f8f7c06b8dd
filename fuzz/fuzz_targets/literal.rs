//! The fast literal reader (`lang/literal.rs`), through `Session::eval_line`,
//! which tries it before the parser. Where the line is made of the characters a
//! plain literal can hold, the reader must agree with the parser: the same line
//! in parentheses is never a plain literal, so the session evaluates it again by
//! the parser and the evaluator alone, and the two must both fail or give the
//! same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nimatron::lang::{parse_expr, Value};
use nimatron_fuzz::{is_limit, known_blowup, render, session, Run};

/// The characters of plain literals (see `literal.rs`).
fn literal_chars(src: &str) -> bool {
    src.bytes().all(|b| {
        b.is_ascii_digit()
            || matches!(
                b,
                b'{' | b'}' | b'|' | b',' | b'*' | b'^' | b'v' | b'-' | b'/' | b' ' | b'\t'
            )
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    if src.contains('\n') {
        return;
    }
    if known_blowup(src) {
        return;
    }
    let run = Run::start(data);
    let mut fast = session(&run);
    let a = fast.eval_line(src);
    if let Err(e) = &a {
        render(e, src);
    }
    // A `//` comment runs to the end of the line, so it would swallow the
    // closing parenthesis of the wrapped line: no second reading to compare.
    if literal_chars(src) && !src.contains("//") && !run.fired() {
        // The same store: equal games have equal handles, and nothing is printed.
        let wrapped = format!("({src})");
        let b = fast.eval_line(&wrapped);
        match (&a, &b) {
            (Ok(Some(Value::Game(x))), Ok(Some(Value::Game(y)))) => assert!(
                x == y,
                "the literal reader and the parser disagree on {src:?}: {} against {}",
                fast.store.display(*x),
                fast.store.display(*y)
            ),
            // Loopy values (the parser hands both to the loopy reader): the
            // same value prints the same (a graph that is not a stopper is
            // not hash-consed, so handles may differ).
            (Ok(Some(x @ Value::Loopy(_))), Ok(Some(y @ Value::Loopy(_)))) => {
                let (px, py) = (fast.format(x), fast.format(y));
                if let (Ok(px), Ok(py)) = (&px, &py) {
                    assert!(
                        px == py,
                        "the literal reader and the parser disagree on {src:?}: {px} against {py}"
                    );
                }
            }
            (Err(e), _) | (_, Err(e)) if is_limit(e) => {}
            // The parentheses cost the parser one more level of nesting.
            (Ok(_), Err(e)) if e.message.contains("nested too deeply") => {}
            (Err(_), Err(_)) => {}
            (Ok(None), _) => assert!(src.trim().is_empty()),
            _ => {
                panic!("the literal reader and the parser disagree on {src:?}: {a:?} against {b:?}")
            }
        }
        if matches!(a, Ok(Some(_))) && !src.trim().is_empty() {
            assert!(
                parse_expr(src).is_ok(),
                "evaluated but does not parse: {src:?}"
            );
        }
    }
    run.finish("the literal");
});
