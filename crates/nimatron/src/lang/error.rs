//! Errors of the expression language, located by byte span.

use crate::limits::Stop;
use std::fmt;

/// A half-open byte range `[start, end)` in the source text.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Span {
    /// Byte offset of the first byte covered.
    pub start: usize,
    /// Byte offset just past the last byte covered.
    pub end: usize,
}

impl Span {
    /// A span from `start` to `end`.
    pub fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}

/// The kind of an error, which decides how front ends answer it: bad input
/// (the CLI's exit status 2, the server's 400), a limit (3, 422), an
/// interruption (130).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The text is not an expression (lexer, parser).
    Syntax,
    /// A value of the wrong kind (a list where a game is expected).
    Type,
    /// An unknown variable, function or ruleset.
    Name,
    /// A value outside a function's domain (division by zero, a bad position).
    Value,
    /// A limit stopped the computation (time, games, depth, output, size).
    Limit,
    /// The computation was interrupted (Ctrl-C, a client that went away).
    Interrupted,
    /// A case the engine does not cover, reported rather than answered wrongly.
    Unsupported,
}

impl ErrorKind {
    /// Whether the input was at fault (as opposed to a limit or an interruption).
    pub fn is_bad_input(self) -> bool {
        !matches!(self, ErrorKind::Limit | ErrorKind::Interrupted)
    }

    /// A short name: `syntax`, `type`, `name`, `value`, `limit`, `interrupted`,
    /// `unsupported`.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Syntax => "syntax",
            ErrorKind::Type => "type",
            ErrorKind::Name => "name",
            ErrorKind::Value => "value",
            ErrorKind::Limit => "limit",
            ErrorKind::Interrupted => "interrupted",
            ErrorKind::Unsupported => "unsupported",
        }
    }
}

/// What went wrong and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LangError {
    /// What kind of error.
    pub kind: ErrorKind,
    /// The message, for people.
    pub message: String,
    /// Where in the source.
    pub span: Span,
}

impl LangError {
    /// An error of `kind` at `span`.
    pub fn of(kind: ErrorKind, message: impl Into<String>, span: Span) -> LangError {
        LangError {
            kind,
            message: shorten_digits(message.into()),
            span,
        }
    }

    /// A value outside a function's domain, at `span`.
    pub fn new(message: impl Into<String>, span: Span) -> LangError {
        LangError::of(ErrorKind::Value, message, span)
    }

    /// Text that is not an expression.
    pub fn syntax(message: impl Into<String>, span: Span) -> LangError {
        LangError::of(ErrorKind::Syntax, message, span)
    }

    /// A value of the wrong kind.
    pub fn type_error(message: impl Into<String>, span: Span) -> LangError {
        LangError::of(ErrorKind::Type, message, span)
    }

    /// An unknown name.
    pub fn name(message: impl Into<String>, span: Span) -> LangError {
        LangError::of(ErrorKind::Name, message, span)
    }

    /// A computation stopped by a limit, an interruption or an unsupported case.
    pub fn stop(stop: Stop, span: Span) -> LangError {
        let kind = match stop {
            Stop::Interrupted => ErrorKind::Interrupted,
            Stop::Unsupported(_) => ErrorKind::Unsupported,
            Stop::OutOfRange(_) => ErrorKind::Value,
            _ => ErrorKind::Limit,
        };
        LangError::of(kind, stop.to_string(), span)
    }

    /// The 1-based column (in characters) where the error starts.
    pub fn column(&self, src: &str) -> usize {
        let start = self.span.start.min(src.len());
        src[..start].chars().count() + 1
    }

    /// The message, the source line and a caret under the offending part.
    /// A line longer than [`SHOWN_CHARS`] is shown as a window of that many
    /// characters around the error's start, cut ends marked `...`. With no
    /// source, the message alone.
    pub fn render(&self, src: &str) -> String {
        if src.is_empty() {
            // No source (a `solve --job` line, say): nothing to point at.
            return format!("error: {}", self.message);
        }
        let col = self.column(src);
        let width = src
            .get(self.span.start.min(src.len())..self.span.end.min(src.len()))
            .map(|s| s.chars().count())
            .unwrap_or(0)
            .max(1);
        let total = src.chars().count();
        let (shown, caret_at, width) = if total <= SHOWN_CHARS {
            (src.to_string(), col - 1, width)
        } else {
            // Start a third of the window before the error, within the line.
            let first = (col - 1)
                .saturating_sub(SHOWN_CHARS / 3)
                .min(total - SHOWN_CHARS);
            let window: String = src.chars().skip(first).take(SHOWN_CHARS).collect();
            let head = if first > 0 { "..." } else { "" };
            let tail = if first + SHOWN_CHARS < total {
                "..."
            } else {
                ""
            };
            let caret_at = head.len() + (col - 1 - first);
            let width = width.min(first + SHOWN_CHARS - (col - 1));
            (format!("{head}{window}{tail}"), caret_at, width)
        };
        format!(
            "error: {} (column {col})\n  {shown}\n  {}{}",
            self.message,
            " ".repeat(caret_at),
            "^".repeat(width)
        )
    }
}

/// The most characters of the input line that [`LangError::render`] shows.
pub const SHOWN_CHARS: usize = 100;

/// Runs of more than 40 digits in a message (a number the input made huge)
/// shortened to their first 20 digits and their length.
fn shorten_digits(message: String) -> String {
    const LONG: usize = 40;
    if !message
        .as_bytes()
        .windows(LONG + 1)
        .any(|w| w.iter().all(u8::is_ascii_digit))
    {
        return message;
    }
    let mut out = String::with_capacity(LONG * 4);
    let mut rest = message.as_str();
    while let Some(start) = rest.find(|c: char| c.is_ascii_digit()) {
        out.push_str(&rest[..start]);
        let digits = rest[start..]
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len() - start);
        let run = &rest[start..start + digits];
        if digits > LONG {
            out.push_str(&run[..20]);
            out.push_str(&format!("...({digits} digits)"));
        } else {
            out.push_str(run);
        }
        rest = &rest[start + digits..];
    }
    out.push_str(rest);
    out
}

impl fmt::Display for LangError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for LangError {}
