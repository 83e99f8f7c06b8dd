//! CGSuite's worksheet line: statements separated by `;`, the output of a
//! line ending in `;` suppressed; each statement is evaluated as a line.

use super::lexer::{lex, Tok};
use super::{LangError, Span};

/// The byte ranges of a line's statements, and whether the line ends with
/// `;` (its output suppressed).
pub(super) type Statements = (Vec<(usize, usize)>, bool);

/// The statements of `src` when it has a `;` outside brackets; `None` for a
/// line without one.
pub(super) fn statements(src: &str) -> Result<Option<Statements>, LangError> {
    if !src.contains(';') {
        return Ok(None);
    }
    let toks = lex(src)?;
    let mut depth = 0i64;
    let mut cuts = Vec::new();
    for t in &toks {
        match t.tok {
            Tok::LParen | Tok::LBracket | Tok::LBrace => depth += 1,
            Tok::RParen | Tok::RBracket | Tok::RBrace => depth -= 1,
            Tok::Semi if depth == 0 => cuts.push(t.span),
            Tok::Semi => {
                return Err(LangError::syntax(
                    "`;` separates statements: it cannot stand inside brackets",
                    t.span,
                ))
            }
            _ => {}
        }
    }
    if cuts.is_empty() {
        return Ok(None);
    }
    let mut ranges = Vec::new();
    let mut at = 0;
    for c in &cuts {
        ranges.push((at, c.start));
        at = c.end;
    }
    let silent = src[at..].trim().is_empty();
    if !silent {
        ranges.push((at, src.len()));
    }
    Ok(Some((ranges, silent)))
}

/// An error of the statement starting at byte `at`, placed in the whole line.
pub(super) fn shift(mut e: LangError, at: usize) -> LangError {
    e.span = Span::new(e.span.start + at, e.span.end + at);
    e
}
