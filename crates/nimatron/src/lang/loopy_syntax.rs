//! Where the lexer meets CGSuite 2's loopy notation: finds the extent of a
//! loopy literal (braces with `pass` or labels, `a{...}`, `5over`, `^[on]*`).
//!
//! Such a literal becomes one token whose text the loopy reader reads
//! (`loopy_fns::read`), its byte offsets mapped to spans of the line. Braces
//! are scanned once: a group found plain makes its inner groups plain too.

use super::error::{LangError, Span};
use super::parser::is_keyword;

/// Words that make a brace group loopy (CGSuite's loopy names and `pass`).
const LOOPY_WORDS: &[&str] = &[
    "pass", "on", "off", "dud", "over", "under", "upon", "uponth", "tis", "tisn",
];

fn is_word_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The end of the brace group opening at `open` (a `{`), if it closes.
fn matching_brace(b: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, &c) in b.iter().enumerate().skip(open) {
        match c {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' => return None,
            _ => {}
        }
    }
    None
}

/// The end of the parenthesis opening at `open`, if it closes.
fn matching_paren(b: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, &c) in b.iter().enumerate().skip(open) {
        match c {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' => return None,
            _ => {}
        }
    }
    None
}

/// Whether `b[s..e]` holds a loopy word or a label (a word glued to `{`).
fn has_loopy_marker(b: &[u8], s: usize, e: usize) -> bool {
    let mut i = s;
    while i < e {
        if b[i].is_ascii_alphabetic() || b[i] == b'_' {
            let w = i;
            while i < e && (b[i].is_ascii_alphabetic() || b[i] == b'_') {
                i += 1;
            }
            let word = std::str::from_utf8(&b[w..i]).unwrap_or("");
            if LOOPY_WORDS.contains(&word) || (b.get(i) == Some(&b'{') && !is_keyword(word)) {
                return true;
            }
            while i < e && is_word_char(b[i]) {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    false
}

/// The length of `^[on]`, `^<on>`, `v[on]` or `v<on>` at `i`, with a
/// following star `*` or `*n`.
fn upon_len(b: &[u8], i: usize) -> Option<usize> {
    if !matches!(b.get(i), Some(b'^' | b'v')) {
        return None;
    }
    let rest = &b[i + 1..];
    if !(rest.starts_with(b"[on]") || rest.starts_with(b"<on>")) {
        return None;
    }
    let mut k = i + 5;
    if b.get(k) == Some(&b'*') {
        k += 1;
        while b.get(k).is_some_and(|c| c.is_ascii_digit()) {
            k += 1;
        }
    }
    Some(k - i)
}

/// The scanner's memory: braces before `plain_until` are known plain.
#[derive(Default)]
pub(crate) struct Scan {
    plain_until: usize,
}

impl Scan {
    /// The end of a loopy literal starting at `start`, if one does; an error
    /// for `pass` outside braces. `after_quote`: the previous token is `'`
    /// (an explicit game, never loopy); `after_operand`: a `+-` here would
    /// be binary.
    pub(crate) fn literal(
        &mut self,
        b: &[u8],
        start: usize,
        after_quote: bool,
        after_operand: bool,
    ) -> Result<Option<usize>, LangError> {
        let c = b[start];
        if c == b'+' && b.get(start + 1) == Some(&b'-') && !after_operand {
            // `+-over`, `+-{5|pass}`, `+-(uponth+*)`: the switch of a loopy operand.
            let mut i = start + 2;
            while b.get(i).is_some_and(|c| c.is_ascii_whitespace()) {
                i += 1;
            }
            let end = match b.get(i) {
                Some(b'{') => matching_brace(b, i),
                Some(b'(') => matching_paren(b, i),
                Some(&c) if c.is_ascii_alphabetic() => {
                    let mut k = i;
                    while k < b.len() && is_word_char(b[k]) {
                        k += 1;
                    }
                    if b.get(k) == Some(&b'{') {
                        matching_brace(b, k)
                    } else {
                        Some(k)
                    }
                }
                _ => None,
            };
            return Ok(end.filter(|&e| has_loopy_marker(b, i, e)));
        }
        if c == b'{' {
            if after_quote || start < self.plain_until {
                return Ok(None);
            }
            let Some(end) = matching_brace(b, start) else {
                return Ok(None);
            };
            if has_loopy_marker(b, start, end) {
                return Ok(Some(end));
            }
            self.plain_until = end;
            return Ok(None);
        }
        if start < self.plain_until {
            return Ok(None);
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            if start > 0 && is_word_char(b[start - 1]) {
                return Ok(None);
            }
            let mut i = start;
            while i < b.len() && is_word_char(b[i]) {
                i += 1;
            }
            let word = std::str::from_utf8(&b[start..i]).unwrap_or("");
            if b.get(i) == Some(&b'{') && !is_keyword(word) {
                return Ok(matching_brace(b, i));
            }
            if matches!(word, "Tiny" | "Miny") && b.get(i) == Some(&b'(') {
                // `Miny(on)` as the loopy printer writes it: one literal when
                // its argument is loopy (`tiny(g)` of a short game stays a call).
                return Ok(matching_paren(b, i).filter(|&e| has_loopy_marker(b, i, e)));
            }
            if word == "pass" {
                return Err(LangError::syntax(
                    "`pass` is only meaningful inside braces ({pass|0} is under)",
                    Span::new(start, i),
                ));
            }
            return Ok(upon_len(b, start).map(|n| start + n));
        }
        if c == b'^' {
            return Ok(upon_len(b, start).map(|n| start + n));
        }
        if c == b'-' && !after_operand && b.get(start + 1).is_some_and(u8::is_ascii_digit) {
            // A negative number with a loopy suffix is one literal, as CGSuite
            // prints it: `-1under` is -1 + under, not -(1under) = -1over.
            return self.literal(b, start + 1, after_quote, false);
        }
        if c.is_ascii_digit() {
            if start > 0 && is_word_char(b[start - 1]) {
                return Ok(None);
            }
            let mut i = start;
            while b.get(i).is_some_and(|c| c.is_ascii_digit()) {
                i += 1;
            }
            if b.get(i) == Some(&b'/') && b.get(i + 1).is_some_and(|c| c.is_ascii_digit()) {
                i += 1;
                while b.get(i).is_some_and(|c| c.is_ascii_digit()) {
                    i += 1;
                }
            }
            for suffix in [&b"over"[..], b"under"] {
                let e = i + suffix.len();
                if b[i..].starts_with(suffix) && !b.get(e).is_some_and(|&c| is_word_char(c)) {
                    return Ok(Some(e));
                }
            }
            return Ok(upon_len(b, i).map(|n| i + n));
        }
        Ok(None)
    }
}
