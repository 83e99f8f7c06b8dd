//! The lexer and the parser of the expression language: no input may panic or
//! overflow the stack, and every error's span must be drawable under the source
//! (front ends slice the line at it to place the caret).
#![no_main]

use libfuzzer_sys::fuzz_target;
use nimatron::lang::{lex, parse_expr, parse_statement};
use nimatron_fuzz::render;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    match lex(src) {
        Ok(tokens) => {
            for t in &tokens {
                assert!(
                    t.span.start <= t.span.end && t.span.end <= src.len(),
                    "token span {:?} outside the input of {} bytes",
                    t.span,
                    src.len()
                );
            }
        }
        Err(e) => render(&e, src),
    }
    match parse_statement(src) {
        Ok(_) => {}
        Err(e) => render(&e, src),
    }
    if let Err(e) = parse_expr(src) {
        render(&e, src);
    }
});
