//! CGSuite 2's notation for loopy games, read into the store: braces and
//! slashes, `pass`, node labels `a{...}` with back references, the named values,
//! numbers and number-up-stars, pseudonumber and upon suffixes, `+-`, sums,
//! negatives, integer multiples and sided values `A & B`.
//!
//! `pass` is the innermost enclosing game (every slash level is a game: in
//! `{0||0|0,pass}` it is `{0|0,pass}`); `pass` or a label inside a sum or a
//! negative is an error, as in CGSuite ("Unexpected `pass`."). Errors carry
//! byte offsets; nesting is bounded; nothing here panics on any input.

use super::{Loopy, LoopyStore, SidedValue};
use crate::limits::Stop;
use crate::numbers::Rational;
use std::fmt;

mod braces;

/// Deepest nesting of braces, parentheses and prefixes accepted.
pub const MAX_NESTING: usize = 200;

/// Why a text was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// The text is not in the notation (byte offset, message).
    Syntax {
        /// Byte offset of the problem.
        offset: usize,
        /// What is wrong.
        message: String,
    },
    /// Building the value stopped (a limit, or an unsupported case).
    Stop(Stop),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Syntax { offset, message } => write!(f, "{message} (at byte {offset})"),
            ParseError::Stop(s) => write!(f, "{s}"),
        }
    }
}

impl std::error::Error for ParseError {}

impl From<Stop> for ParseError {
    fn from(s: Stop) -> Self {
        ParseError::Stop(s)
    }
}

/// A value read: a game (any graph) or a sided value written `A & B`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LoopyValue {
    /// A game.
    Game(Loopy),
    /// A sided value.
    Sided(SidedValue),
}

type R<T> = Result<T, ParseError>;

/// One option written in braces: a back reference or a closed expression.
enum Item {
    Pass(usize),
    Label(String, usize),
    Value(Loopy),
}

/// The reader's state: the text, the position, the labels and `pass` targets
/// in scope (innermost last).
struct Reader<'a, 's> {
    text: &'a [u8],
    pos: usize,
    depth: usize,
    store: &'s mut LoopyStore,
    labels: Vec<(String, Loopy)>,
    passes: Vec<Loopy>,
}

fn err<T>(offset: usize, message: impl Into<String>) -> R<T> {
    Err(ParseError::Syntax {
        offset,
        message: message.into(),
    })
}

impl LoopyStore {
    /// Read a loopy game or sided value written in CGSuite 2's notation.
    pub fn parse(&mut self, text: &str) -> Result<LoopyValue, ParseError> {
        let mut r = Reader {
            text: text.as_bytes(),
            pos: 0,
            depth: 0,
            store: self,
            labels: Vec::new(),
            passes: Vec::new(),
        };
        let v = r.sided()?;
        r.skip_ws();
        if r.pos < r.text.len() {
            return err(r.pos, format!("unexpected `{}`", r.rest_word()));
        }
        Ok(v)
    }

    /// Read a game (an error for a sided value `A & B`).
    pub fn parse_game(&mut self, text: &str) -> Result<Loopy, ParseError> {
        match self.parse(text)? {
            LoopyValue::Game(g) => Ok(g),
            LoopyValue::Sided(_) => err(0, "a sided value where a game was expected"),
        }
    }
}

impl Reader<'_, '_> {
    fn skip_ws(&mut self) {
        while self.pos < self.text.len() && self.text[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.text.get(self.pos).copied()
    }

    fn peek_at(&self, k: usize) -> Option<u8> {
        self.text.get(self.pos + k).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: u8) -> R<()> {
        if self.eat(c) {
            Ok(())
        } else {
            let found = self.rest_word();
            err(
                self.pos,
                format!("expected `{}`, found `{}`", c as char, found),
            )
        }
    }

    fn rest_word(&self) -> String {
        let rest = &self.text[self.pos.min(self.text.len())..];
        let s = String::from_utf8_lossy(rest);
        let w: String = s.chars().take(12).collect();
        if w.is_empty() {
            "end of text".into()
        } else {
            w
        }
    }

    fn nest<T>(&mut self, f: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return err(
                self.pos,
                format!("nesting deeper than {MAX_NESTING} levels"),
            );
        }
        let r = f(self);
        self.depth -= 1;
        r
    }

    fn word(&mut self) -> Option<String> {
        self.skip_ws();
        let start = self.pos;
        while self.pos < self.text.len()
            && (self.text[self.pos].is_ascii_alphanumeric() || self.text[self.pos] == b'_')
        {
            if self.pos == start && self.text[self.pos].is_ascii_digit() {
                break;
            }
            self.pos += 1;
        }
        (self.pos > start)
            .then(|| String::from_utf8_lossy(&self.text[start..self.pos]).into_owned())
    }

    fn game(&self, v: LoopyValue, at: usize) -> R<Loopy> {
        match v {
            LoopyValue::Game(g) => Ok(g),
            LoopyValue::Sided(_) => err(at, "a sided value cannot be combined here"),
        }
    }

    /// `sum (& sum)?`
    fn sided(&mut self) -> R<LoopyValue> {
        let at = self.pos;
        let a = self.sum()?;
        if self.peek() == Some(b'&') {
            self.pos += 1;
            let at_b = self.pos;
            let b = self.sum()?;
            let a = self.game(a, at)?;
            let b = self.game(b, at_b)?;
            let sa = self.store.sides(a)?;
            let sb = self.store.sides(b)?;
            return Ok(LoopyValue::Sided(SidedValue {
                onside: sa.onside,
                offside: sb.offside,
            }));
        }
        Ok(a)
    }

    /// `term ((+|-) term)*`
    fn sum(&mut self) -> R<LoopyValue> {
        let at = self.pos;
        let first = self.unary()?;
        let mut terms = vec![];
        loop {
            let c = self.peek();
            let neg = match c {
                Some(b'+') if self.peek_at(1) != Some(b'-') => false,
                Some(b'-') => true,
                _ => break,
            };
            self.pos += 1;
            let at_t = self.pos;
            let t = self.unary()?;
            let t = self.game(t, at_t)?;
            terms.push(if neg { self.store.neg(t)? } else { t });
        }
        if terms.is_empty() {
            return Ok(first);
        }
        let mut acc = self.game(first, at)?;
        for t in terms {
            acc = self.store.add(acc, t)?;
        }
        Ok(LoopyValue::Game(acc))
    }

    /// Prefixes: `-`, `+`, `+-`, `n * atom`, then an atom with its suffixes.
    fn unary(&mut self) -> R<LoopyValue> {
        self.nest(|r| {
            let at = r.pos;
            match r.peek() {
                Some(b'+') if r.peek_at(1) == Some(b'-') => {
                    r.pos += 2;
                    r.plus_minus(at)
                }
                Some(b'+') => {
                    r.pos += 1;
                    r.unary()
                }
                Some(b'-') => {
                    r.pos += 1;
                    if r.peek().is_some_and(|c| c.is_ascii_digit()) {
                        return r.numeric(true).map(LoopyValue::Game);
                    }
                    let v = r.unary()?;
                    let g = r.game(v, at)?;
                    Ok(LoopyValue::Game(r.store.neg(g)?))
                }
                _ => r.postfix(),
            }
        })
    }

    /// `+-G` or `+-{A,B,...}`: `{A,B|-A,-B}`.
    fn plus_minus(&mut self, at: usize) -> R<LoopyValue> {
        let opts = if self.peek() == Some(b'{') && !self.braces_have_slash() {
            self.pos += 1;
            let mut v = Vec::new();
            loop {
                let at_o = self.pos;
                let o = self.sum()?;
                v.push(self.game(o, at_o)?);
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect(b'}')?;
            v
        } else {
            let o = self.unary()?;
            vec![self.game(o, at)?]
        };
        let mut neg = Vec::with_capacity(opts.len());
        for &o in &opts {
            neg.push(self.store.neg(o)?);
        }
        let g = self.store.node(opts, neg)?;
        Ok(LoopyValue::Game(if self.store.is_stopper(g)? {
            self.store.canonical(g)?
        } else {
            g
        }))
    }

    /// Whether the braces starting here have a slash at their own level.
    fn braces_have_slash(&self) -> bool {
        let mut depth = 0i32;
        for &c in &self.text[self.pos..] {
            match c {
                b'{' | b'(' => depth += 1,
                b'}' | b')' => {
                    depth -= 1;
                    if depth == 0 {
                        return false;
                    }
                }
                b'|' if depth == 1 => return true,
                _ => {}
            }
        }
        false
    }

    /// An atom, or an integer times an atom (`10*upon`, `9*(upon & v)`).
    fn postfix(&mut self) -> R<LoopyValue> {
        let at = self.pos;
        if self.peek().is_some_and(|c| c.is_ascii_digit()) {
            // `n * (` or `n * name`: a multiple; otherwise a number-up-star.
            let save = self.pos;
            let n = self.integer_literal();
            if let Some(n) = n {
                self.skip_ws();
                if self.peek() == Some(b'*')
                    && self
                        .peek_at(1)
                        .is_some_and(|c| c.is_ascii_alphabetic() || c == b'(' || c == b'{')
                {
                    self.pos += 1;
                    let v = self.unary()?;
                    let g = self.game(v, at)?;
                    return Ok(LoopyValue::Game(self.store.multiple(n, g)?));
                }
            }
            self.pos = save;
            return self.numeric(false).map(LoopyValue::Game);
        }
        self.atom()
    }

    fn integer_literal(&mut self) -> Option<i64> {
        let start = self.pos;
        while self.pos < self.text.len() && self.text[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        std::str::from_utf8(&self.text[start..self.pos])
            .ok()?
            .parse()
            .ok()
    }

    /// A number (`-3/2`) and what may follow it without a sign: `over`,
    /// `under`, ups and downs, `^[on]`, `v<on>`, a star.
    fn numeric(&mut self, negative: bool) -> R<Loopy> {
        let at = self.pos;
        let Some(num) = self.integer_literal() else {
            return err(at, "a number too large");
        };
        let mut x = Rational::from(num);
        if self.peek_at(0) == Some(b'/') && self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
            let at_d = self.pos;
            let Some(den) = self.integer_literal() else {
                return err(at_d, "a denominator too large");
            };
            if den <= 0 || (den & (den - 1)) != 0 {
                return err(
                    at_d,
                    "only dyadic fractions (denominators powers of 2) are games",
                );
            }
            x = Rational::from_i64_ratio(num, den as u64).ok_or_else(|| ParseError::Syntax {
                offset: at_d,
                message: "a fraction out of range".into(),
            })?;
        }
        if negative {
            x = -x;
        }
        self.suffixes(Some(x))
    }

    /// Ups, downs, upon forms, `over`/`under`, and a star after an optional
    /// number.
    fn suffixes(&mut self, number: Option<Rational>) -> R<Loopy> {
        let mut up: i32 = 0;
        let mut extra: Vec<Loopy> = Vec::new();
        // Loopy suffixes directly after the number (no space).
        loop {
            match self.peek_at(0) {
                Some(b'^') if self.peek_at(1) == Some(b'[') || self.peek_at(1) == Some(b'<') => {
                    self.pos += 1;
                    extra.push(self.upon_suffix(false)?);
                }
                Some(b'v') if self.peek_at(1) == Some(b'[') || self.peek_at(1) == Some(b'<') => {
                    self.pos += 1;
                    extra.push(self.upon_suffix(true)?);
                }
                Some(b'^') => {
                    self.pos += 1;
                    up = up.checked_add(1).ok_or(Stop::OutOfRange("ups"))?;
                }
                Some(b'v')
                    if !self
                        .peek_at(1)
                        .is_some_and(|c| c.is_ascii_alphanumeric() && c != b'v') =>
                {
                    self.pos += 1;
                    up = up.checked_sub(1).ok_or(Stop::OutOfRange("ups"))?;
                }
                Some(b'T') | Some(b'M')
                    if self.text[self.pos..].starts_with(b"Tiny(")
                        || self.text[self.pos..].starts_with(b"Miny(") =>
                {
                    let tiny = self.text[self.pos] == b'T';
                    self.pos += 4;
                    extra.push(self.tiny(tiny)?);
                }
                Some(b'o') if self.text[self.pos..].starts_with(b"over") => {
                    self.pos += 4;
                    extra.push(self.named("over", self.pos)?);
                }
                Some(b'u') if self.text[self.pos..].starts_with(b"under") => {
                    self.pos += 5;
                    extra.push(self.named("under", self.pos)?);
                }
                _ => break,
            }
        }
        let mut nim = 0u32;
        if self.peek_at(0) == Some(b'*')
            && !self
                .peek_at(1)
                .is_some_and(|c| c.is_ascii_alphabetic() || c == b'(' || c == b'{')
        {
            self.pos += 1;
            nim = 1;
            if self.peek_at(0).is_some_and(|c| c.is_ascii_digit()) {
                let at = self.pos;
                nim = self
                    .integer_literal()
                    .and_then(|n| u32::try_from(n).ok())
                    .filter(|&n| n <= 1 << 20)
                    .ok_or_else(|| ParseError::Syntax {
                        offset: at,
                        message: "a nimber out of range".into(),
                    })?;
            }
        }
        let x = number.unwrap_or_default();
        let g = self.store.short.guard(|s| s.nus(x, up, nim))?;
        let mut acc = self.store.from_game(g)?;
        for e in extra {
            acc = self.store.add(acc, e)?;
        }
        Ok(acc)
    }

    /// `(G)` after `Tiny` or `Miny`: `Tiny(G) = {0 || 0 | -G}`, `Miny(G) =
    /// {G | 0 || 0}`.
    fn tiny(&mut self, tiny: bool) -> R<Loopy> {
        self.nest(|r| {
            r.expect(b'(')?;
            let at = r.pos;
            let labels = std::mem::take(&mut r.labels);
            let passes = std::mem::take(&mut r.passes);
            let v = r.sided();
            r.labels = labels;
            r.passes = passes;
            let g = r.game(v?, at)?;
            r.expect(b')')?;
            let s = &mut *r.store;
            let z = s.zero()?;
            let inner = if tiny {
                let n = s.neg(g)?;
                s.node(vec![z], vec![n])?
            } else {
                s.node(vec![g], vec![z])?
            };
            let outer = if tiny {
                s.node(vec![z], vec![inner])?
            } else {
                s.node(vec![inner], vec![z])?
            };
            Ok(if s.is_stopper(outer)? {
                s.canonical(outer)?
            } else {
                outer
            })
        })
    }

    /// `[on]` or `<on>` after `^` or `v`.
    fn upon_suffix(&mut self, down: bool) -> R<Loopy> {
        let at = self.pos;
        let name = if self.text[self.pos..].starts_with(b"[on]") {
            "upon"
        } else if self.text[self.pos..].starts_with(b"<on>") {
            "uponth"
        } else {
            return err(at, "expected `[on]` or `<on>`");
        };
        self.pos += 4;
        let g = self.named(name, at)?;
        Ok(if down { self.store.neg(g)? } else { g })
    }

    fn atom(&mut self) -> R<LoopyValue> {
        let at = self.pos;
        match self.peek() {
            Some(b'(') => {
                self.pos += 1;
                let v = self.nest(|r| r.sided())?;
                self.expect(b')')?;
                Ok(v)
            }
            Some(b'{') => Ok(LoopyValue::Game(self.braces(None)?)),
            Some(b'*') | Some(b'^') => Ok(LoopyValue::Game(self.suffixes(None)?)),
            Some(c) if c.is_ascii_alphabetic() => {
                let w = self.word().unwrap_or_default();
                if self.peek_at(0) == Some(b'{') {
                    return Ok(LoopyValue::Game(self.braces(Some((w, at)))?));
                }
                if (w == "Tiny" || w == "Miny") && self.peek_at(0) == Some(b'(') {
                    return Ok(LoopyValue::Game(self.tiny(w == "Tiny")?));
                }
                if w.bytes().all(|c| c == b'v') {
                    self.pos = at;
                    self.skip_ws();
                    return Ok(LoopyValue::Game(self.suffixes(None)?));
                }
                if w == "pass" || self.labels.iter().any(|(l, _)| *l == w) {
                    return err(at, format!("unexpected `{w}`"));
                }
                let g = self.named(&w, at)?;
                // `dud`, `over` and the like may take a star or ups after them
                // only through `+`; nothing follows a name directly.
                Ok(LoopyValue::Game(g))
            }
            _ => err(at, format!("unexpected `{}`", self.rest_word())),
        }
    }

    /// The named values.
    fn named(&mut self, name: &str, at: usize) -> R<Loopy> {
        let s = &mut *self.store;
        let g = match name {
            "on" => s.on()?,
            "off" => s.off()?,
            "dud" => s.dud()?,
            "over" | "under" | "upon" => {
                let g = s.placeholder()?;
                let (l, r) = match name {
                    "over" => (vec![s.zero()?], vec![g]),
                    "under" => (vec![g], vec![s.zero()?]),
                    _ => {
                        let star = s.short.nimber(1);
                        (vec![g], vec![s.from_game(star)?])
                    }
                };
                s.define(g, l, r);
                s.canonical(g)?
            }
            "uponth" => {
                // {0 || 0 | 0, pass}, pass the inner game.
                let inner = s.placeholder()?;
                let z = s.zero()?;
                s.define(inner, vec![z], vec![z, inner]);
                let g = s.node(vec![z], vec![inner])?;
                s.canonical(g)?
            }
            "tis" | "tisn" => {
                // tis = {tisn|}, tisn = {|tis} (Winning Ways ch. 11).
                let tis = s.placeholder()?;
                let tisn = s.placeholder()?;
                s.define(tis, vec![tisn], vec![]);
                s.define(tisn, vec![], vec![tis]);
                if name == "tis" {
                    tis
                } else {
                    tisn
                }
            }
            _ => return err(at, format!("unknown name `{name}`")),
        };
        Ok(g)
    }
}
