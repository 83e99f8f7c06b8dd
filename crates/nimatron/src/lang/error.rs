//! Errors of the expression language, located by byte span.

use std::fmt;

/// A half-open byte range `[start, end)` in the source text.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Span {
    pub start: usize,
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

/// What went wrong and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LangError {
    pub message: String,
    pub span: Span,
}

impl LangError {
    /// An error at `span`.
    pub fn new(message: impl Into<String>, span: Span) -> LangError {
        LangError {
            message: message.into(),
            span,
        }
    }

    /// The 1-based column (in characters) where the error starts.
    pub fn column(&self, src: &str) -> usize {
        let start = self.span.start.min(src.len());
        src[..start].chars().count() + 1
    }

    /// The message, the source line and a caret under the offending part.
    pub fn render(&self, src: &str) -> String {
        let col = self.column(src);
        let width = src
            .get(self.span.start.min(src.len())..self.span.end.min(src.len()))
            .map(|s| s.chars().count())
            .unwrap_or(0)
            .max(1);
        format!(
            "error: {} (column {col})\n  {src}\n  {}{}",
            self.message,
            " ".repeat(col - 1),
            "^".repeat(width)
        )
    }
}

impl fmt::Display for LangError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for LangError {}
