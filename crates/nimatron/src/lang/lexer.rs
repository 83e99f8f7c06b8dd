//! Tokens of the expression language.
//!
//! The lexer resolves CGSuite's glued notation as CGSuite reads it: `1/2^*`
//! is 1/2+^*, `6^*` is 6+^*, `73/16v9*8` is 73/16+v9+*8, `v3` is three downs,
//! `^3*2` is ^3+*2; but a number followed by `^` and digits (or `(`) is a
//! power (`3^5` is 243, `3/4^2` is 3/(4^2)), and by `*` and digits a product
//! (`2*3` is 6, as in CGSuite; 2+*3 is written `2+*3`). `*` between operands is
//! multiplication (`3 * G`, `2*{1|}`); an exponent after `^` is an integer
//! (`2^3/4` is (2^3)/4).

use super::error::{LangError, Span};
use crate::numbers::Rational;
use num_bigint::BigInt;

/// The number part of a literal as written: `num` or `num/den` (den > 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ratio {
    /// Both parts fit machine words.
    Small(i64, u64),
    /// Anything larger (boxed to keep tokens and expressions small).
    Big(Box<(BigInt, BigInt)>),
}

impl Ratio {
    /// The negated ratio.
    pub fn negated(&self) -> Ratio {
        match self {
            Ratio::Small(n, d) => match n.checked_neg() {
                Some(m) => Ratio::Small(m, *d),
                None => Ratio::Big(Box::new((-BigInt::from(*n), BigInt::from(*d)))),
            },
            Ratio::Big(b) => Ratio::Big(Box::new((-&b.0, b.1.clone()))),
        }
    }

    /// The value as an exact rational (`None` for a zero denominator).
    pub fn to_rational(&self) -> Option<Rational> {
        match self {
            Ratio::Small(n, d) => Rational::from_i64_ratio(*n, *d),
            Ratio::Big(b) => Rational::from_ratio(&b.0, &b.1),
        }
    }
}

/// A number-up-star literal as written: `[num[/den]][ups][*[n]]`, where the
/// ups may be an uptimal as CGSuite prints it: `^<n>`, `v<n>`, `^[n]`, `v[n]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Literal {
    /// The number part: numerator and optional denominator.
    pub number: Option<Ratio>,
    /// Multiple of up (negative for downs).
    pub ups: i64,
    /// The star part: `Some(1)` for `*`, `Some(n)` for `*n`.
    pub star: Option<u64>,
    /// An uptimal in place of the ups: `^<n>` (`pow(^, n)`) or `^[n]`
    /// (`powto(^, n)`), or their negatives.
    pub uptimal: Option<UptimalLit>,
}

/// `^<n>`, `v<n>`, `^[n]` or `v[n]` in a literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UptimalLit {
    /// `v` rather than `^`.
    pub down: bool,
    /// The exponent `n` (at least 1).
    pub n: u64,
    /// `[n]` (`powto`, the sum `^<1> + ... + ^<n>`) rather than `<n>` (`pow`).
    pub sum: bool,
}

impl Literal {
    /// An integer literal.
    fn integer(d: Digits) -> Literal {
        Literal {
            number: Some(match d {
                Digits::Small(n) => Ratio::Small(n, 1),
                n => Ratio::Big(Box::new((n.big(), BigInt::from(1)))),
            }),
            ups: 0,
            star: None,
            uptimal: None,
        }
    }
}

/// A token kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    Lit(Literal),
    /// A string in double quotes (no escapes), e.g. the board of `domineering("..|..")`.
    Str(String),
    Ident(String),
    Plus,
    Minus,
    PlusMinus,
    Star,
    Slash,
    Percent,
    /// `:` (the ordinal sum `G : H`).
    Colon,
    /// `'` around an explicit game `'{L|R}'`.
    Quote,
    Caret,
    LParen,
    RParen,
    LBrace,
    RBrace,
    LBracket,
    RBracket,
    Comma,
    Dot,
    /// `..` (a range of integers).
    DotDot,
    /// `->` (a function: `x -> x + 1`).
    Arrow,
    /// A single `=`: a named argument (`ruleset("r", left = f)`).
    Equals,
    Bars(usize),
    Assign,
    Eq,
    Ne,
    Le,
    Ge,
    Lt,
    Gt,
    Confused,
    LessConfused,
    GreaterConfused,
    /// A literal in CGSuite 2's loopy notation (`{pass|0}`, `a{0|a}`,
    /// `5over`, `^[on]*`), read by the loopy reader.
    Loopy(String),
    /// A misère canonical form in CGSuite's notation (`*[2[2]321]`), as
    /// `misere(...)` prints it, read by `impartial::misere_canon::read_form`.
    Misere(String),
    /// `&` (a sided value `A & B`).
    Amp,
    /// `;` between statements (CGSuite's worksheet).
    Semi,
    /// `=>` in a map `{ "key" => 14 }` and a named argument
    /// (`GenClobber(maxDistance => 2)`), as in CGSuite.
    FatArrow,
}

impl Tok {
    /// A short description for error messages.
    pub fn describe(&self) -> String {
        match self {
            Tok::Lit(_) => "a number or game literal".into(),
            Tok::Str(_) => "a string".into(),
            Tok::Ident(s) => format!("`{s}`"),
            Tok::Loopy(_) => "a loopy game literal".into(),
            Tok::Misere(_) => "a misère form".into(),
            Tok::Bars(n) => format!("`{}`", "|".repeat(*n)),
            other => format!("`{}`", other.text()),
        }
    }

    fn text(&self) -> &'static str {
        match self {
            Tok::Plus => "+",
            Tok::Minus => "-",
            Tok::PlusMinus => "+-",
            Tok::Star => "*",
            Tok::Slash => "/",
            Tok::Percent => "%",
            Tok::Colon => ":",
            Tok::Quote => "'",
            Tok::Caret => "^",
            Tok::LParen => "(",
            Tok::RParen => ")",
            Tok::LBrace => "{",
            Tok::RBrace => "}",
            Tok::LBracket => "[",
            Tok::RBracket => "]",
            Tok::Comma => ",",
            Tok::Dot => ".",
            Tok::DotDot => "..",
            Tok::Arrow => "->",
            Tok::Equals => "=",
            Tok::Assign => ":=",
            Tok::Eq => "==",
            Tok::Ne => "!=",
            Tok::Le => "<=",
            Tok::Ge => ">=",
            Tok::Lt => "<",
            Tok::Gt => ">",
            Tok::Confused => "<>",
            Tok::LessConfused => "<|",
            Tok::GreaterConfused => "|>",
            Tok::Amp => "&",
            Tok::Semi => ";",
            Tok::FatArrow => "=>",
            _ => "?",
        }
    }

    /// Whether a token of this kind ends an operand (so a following `*` multiplies).
    fn ends_operand(&self) -> bool {
        matches!(
            self,
            Tok::Lit(_)
                | Tok::Str(_)
                | Tok::Ident(_)
                | Tok::Loopy(_)
                | Tok::Misere(_)
                | Tok::RParen
                | Tok::RBrace
                | Tok::RBracket
        )
    }
}

/// A token with its byte span in the source.
#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub span: Span,
}

/// A run of decimal digits.
enum Digits {
    Small(i64),
    Big(BigInt),
}

impl Digits {
    fn big(self) -> BigInt {
        match self {
            Digits::Small(n) => BigInt::from(n),
            Digits::Big(b) => b,
        }
    }

    fn is_zero(&self) -> bool {
        matches!(self, Digits::Small(0))
    }
}

struct Lexer<'a> {
    src: &'a str,
    bytes: &'a [u8],
    pos: usize,
    out: Vec<Token>,
    loopy: super::loopy_syntax::Scan,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Split the source into tokens.
pub fn lex(src: &str) -> Result<Vec<Token>, LangError> {
    let mut lx = Lexer {
        src,
        bytes: src.as_bytes(),
        pos: 0,
        // Tokens average a few bytes each in game literals.
        out: Vec::with_capacity(src.len() / 2 + 1),
        loopy: Default::default(),
    };
    lx.run()?;
    Ok(lx.out)
}

impl Lexer<'_> {
    fn peek(&self, off: usize) -> Option<u8> {
        self.bytes.get(self.pos + off).copied()
    }

    fn push(&mut self, tok: Tok, start: usize) {
        self.out.push(Token {
            tok,
            span: Span::new(start, self.pos),
        });
    }

    fn prev_ends_operand_glued(&self, start: usize) -> bool {
        self.out
            .last()
            .is_some_and(|t| t.tok.ends_operand() && t.span.end == start)
    }

    fn prev_ends_operand(&self) -> bool {
        self.out.last().is_some_and(|t| t.tok.ends_operand())
    }

    fn digits(&mut self) -> Option<Digits> {
        let s = self.pos;
        while self.peek(0).is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        if self.pos == s {
            return None;
        }
        let text = &self.bytes[s..self.pos];
        // Up to 18 digits always fit an i64; longer runs go through BigInt.
        if text.len() <= 18 {
            let n = text
                .iter()
                .fold(0i64, |acc, &c| acc * 10 + i64::from(c - b'0'));
            return Some(Digits::Small(n));
        }
        let text = &self.src[s..self.pos];
        Some(match text.parse::<i64>() {
            Ok(n) => Digits::Small(n),
            Err(_) => Digits::Big(text.parse().expect("ascii digits")),
        })
    }

    fn small_count(&mut self, what: &str) -> Result<Option<u64>, LangError> {
        let s = self.pos;
        match self.digits() {
            None => Ok(None),
            Some(n) => u64::try_from(n.big()).map(Some).map_err(|_| {
                LangError::syntax(format!("{what} is too large"), Span::new(s, self.pos))
            }),
        }
    }

    /// After a number or up part: a glued `*`, `*n` is a star suffix unless it
    /// is followed by something that starts an operand (then it multiplies).
    /// After a number alone, `*` and digits multiply (`2*3` is 6, as in
    /// CGSuite); after ups they are a nimber (`^*2`, `1^*2`).
    fn star_suffix_follows(&self, after_ups: bool) -> bool {
        if self.peek(0) != Some(b'*') {
            return false;
        }
        match self.peek(1) {
            Some(c) if c.is_ascii_digit() => after_ups,
            Some(c) => !(is_ident_start(c) || matches!(c, b'{' | b'(' | b'[' | b'^' | b'*')),
            None => true,
        }
    }

    /// ups: `^`, `^^`, `^^^`, `^3`; downs `v`, `vv`, `v3` (only when the `v`
    /// word is not a longer identifier).
    fn ups(&mut self) -> Result<i64, LangError> {
        let start = self.pos;
        match self.peek(0) {
            Some(b'^') => {
                let mut n = 0i64;
                while self.peek(0) == Some(b'^') {
                    self.pos += 1;
                    n += 1;
                }
                if n == 1 {
                    if let Some(k) = self.small_count("up multiple")? {
                        n = i64::try_from(k).map_err(|_| {
                            LangError::syntax(
                                "up multiple is too large",
                                Span::new(start, self.pos),
                            )
                        })?;
                    }
                }
                Ok(n)
            }
            Some(b'v') => {
                if let Some(len) = self.down_word_len() {
                    let word = &self.src[self.pos..self.pos + len];
                    self.pos += len;
                    if let Some(d) = word
                        .strip_prefix('v')
                        .filter(|r| r.bytes().all(|c| c.is_ascii_digit()) && !r.is_empty())
                    {
                        let k: i64 = d.parse().map_err(|_| {
                            LangError::syntax(
                                "down multiple is too large",
                                Span::new(start, self.pos),
                            )
                        })?;
                        Ok(-k)
                    } else {
                        Ok(-(len as i64))
                    }
                } else {
                    Ok(0)
                }
            }
            _ => Ok(0),
        }
    }

    /// Length of a down word (`v+` or `v` digits) at pos, if the identifier there is one.
    fn down_word_len(&self) -> Option<usize> {
        let rest = &self.bytes[self.pos..];
        let len = rest.iter().take_while(|&&c| is_ident_char(c)).count();
        let word = &rest[..len];
        let all_v = word.iter().all(|&c| c == b'v');
        let v_digits =
            word.len() > 1 && word[0] == b'v' && word[1..].iter().all(|c| c.is_ascii_digit());
        (len > 0 && (all_v || v_digits)).then_some(len)
    }

    /// Whether a `^` at pos starts a power (`^` then digits or `(`), not ups.
    fn power_follows(&self) -> bool {
        self.peek(0) == Some(b'^')
            && self
                .peek(1)
                .is_some_and(|c| c.is_ascii_digit() || c == b'(')
    }

    /// An exponent after `^`: an integer only (`2^3/4` is (2^3)/4, `2^3*4` is
    /// (2^3)*4).
    fn exponent(&mut self, start: usize) {
        let num = self.digits().expect("digit");
        self.push(Tok::Lit(Literal::integer(num)), start);
    }

    /// After a single `^` or `v`: `<n>` or `[n]` (no spaces), an uptimal as
    /// CGSuite prints it; nothing is consumed otherwise.
    fn uptimal_suffix(&mut self, down: bool) -> Result<Option<UptimalLit>, LangError> {
        let close = match self.peek(0) {
            Some(b'<') => b'>',
            Some(b'[') => b']',
            _ => return Ok(None),
        };
        let digits = self.bytes[self.pos + 1..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        if digits == 0 || self.peek(1 + digits) != Some(close) {
            return Ok(None);
        }
        let start = self.pos;
        self.pos += 1;
        let n = self.small_count("uptimal exponent")?.expect("digits");
        self.pos += 1;
        if n == 0 {
            return Err(LangError::syntax(
                "an uptimal exponent is at least 1 (`^<1>` is `^`)",
                Span::new(start, self.pos),
            ));
        }
        Ok(Some(UptimalLit {
            down,
            n,
            sum: close == b']',
        }))
    }

    fn literal(&mut self, start: usize) -> Result<(), LangError> {
        let mut lit = Literal {
            number: None,
            ups: 0,
            star: None,
            uptimal: None,
        };
        if self.peek(0).is_some_and(|c| c.is_ascii_digit()) {
            let mut num = self.digits().expect("digit");
            let mut den = None;
            let decimal =
                self.peek(0) == Some(b'.') && self.peek(1).is_some_and(|c| c.is_ascii_digit());
            if decimal {
                // A decimal, read exactly: `0.5` is 1/2, `0.1` is 1/10.
                self.pos += 1;
                let frac_start = self.pos;
                let frac = self.digits().expect("digit").big();
                let k = (self.pos - frac_start) as u32;
                let scale = BigInt::from(10).pow(k);
                num = Digits::Big(num.big() * &scale + frac);
                den = Some(Digits::Big(scale));
            }
            let den_start = self.pos + 1;
            let slash = self.pos;
            if den.is_none()
                && self.peek(0) == Some(b'/')
                && self.peek(1).is_some_and(|c| c.is_ascii_digit())
            {
                self.pos += 1;
                den = self.digits();
            }
            if self.power_follows() && !decimal && den.is_some() {
                // A power binds tighter than `/`, as in CGSuite: `3/4^2` is
                // 3/(4^2); the `^` is lexed next, as an operator.
                if let Some(d) = den.take() {
                    let end = self.pos;
                    self.pos = slash;
                    self.push(Tok::Lit(Literal::integer(num)), start);
                    self.pos = den_start;
                    self.push(Tok::Slash, slash);
                    self.pos = end;
                    self.push(Tok::Lit(Literal::integer(d)), den_start);
                }
                return Ok(());
            }
            if den.as_ref().is_some_and(|d| d.is_zero()) {
                return Err(LangError::syntax(
                    "division by zero",
                    Span::new(den_start, self.pos),
                ));
            }
            lit.number = Some(match (num, den) {
                (Digits::Small(n), None) => Ratio::Small(n, 1),
                (Digits::Small(n), Some(Digits::Small(d))) => Ratio::Small(n, d as u64),
                (n, d) => Ratio::Big(Box::new((
                    n.big(),
                    d.map(Digits::big).unwrap_or_else(|| BigInt::from(1)),
                ))),
            });
            if self.power_follows() {
                // `2^3`, `2.5^2`: the `^` is a power, lexed next.
                self.push(Tok::Lit(lit), start);
                return Ok(());
            }
        }
        let ups_start = self.pos;
        lit.ups = self.ups()?;
        if lit.ups.abs() == 1 && self.pos == ups_start + 1 {
            lit.uptimal = self.uptimal_suffix(lit.ups < 0)?;
            if lit.uptimal.is_some() {
                lit.ups = 0;
            }
        }
        let after_ups = lit.ups != 0 || lit.uptimal.is_some();
        let has_prefix = lit.number.is_some() || after_ups;
        if (has_prefix && self.star_suffix_follows(after_ups))
            || (!has_prefix && self.peek(0) == Some(b'*'))
        {
            self.pos += 1;
            lit.star = Some(self.small_count("nimber")?.unwrap_or(1));
        }
        self.push(Tok::Lit(lit), start);
        Ok(())
    }

    fn run(&mut self) -> Result<(), LangError> {
        while let Some(c) = self.peek(0) {
            let start = self.pos;
            if c.is_ascii_whitespace() {
                self.pos += 1;
                continue;
            }
            let after_quote = self.out.last().is_some_and(|t| t.tok == Tok::Quote);
            let after_operand = self.prev_ends_operand();
            if let Some(end) = self
                .loopy
                .literal(self.bytes, start, after_quote, after_operand)?
            {
                self.pos = end;
                self.push(Tok::Loopy(self.src[start..end].to_string()), start);
                continue;
            }
            if c.is_ascii_digit() {
                if self.out.last().is_some_and(|t| t.tok == Tok::Caret) {
                    self.exponent(start);
                } else {
                    self.literal(start)?;
                }
                continue;
            }
            if c == b'"' {
                let Some(len) = self.src[start + 1..].find('"') else {
                    return Err(LangError::syntax(
                        "unterminated string: expected a closing `\"`",
                        Span::new(start, self.src.len()),
                    ));
                };
                let text = self.src[start + 1..start + 1 + len].to_string();
                self.pos = start + len + 2;
                self.push(Tok::Str(text), start);
                continue;
            }
            if c == b'^' {
                // After an operand `^` is a power (`omega^2`); glued number-ups such as
                // `2^` never get here, the literal scanner takes them.
                if self.prev_ends_operand() {
                    self.pos += 1;
                    self.push(Tok::Caret, start);
                } else {
                    self.literal(start)?;
                }
                continue;
            }
            if c == b'*' {
                if self.prev_ends_operand() {
                    self.pos += 1;
                    self.push(Tok::Star, start);
                } else if self.peek(1) == Some(b'[') {
                    // `*[...]` where an operand starts: a misère form, up to
                    // its matching `]` (the reader reports what is amiss).
                    let mut depth = 0usize;
                    let mut end = self.bytes.len();
                    for (i, &b) in self.bytes[start + 1..].iter().enumerate() {
                        match b {
                            b'[' => depth += 1,
                            b']' => {
                                depth -= 1;
                                if depth == 0 {
                                    end = start + 2 + i;
                                    break;
                                }
                            }
                            _ => {}
                        }
                    }
                    self.pos = end;
                    self.push(Tok::Misere(self.src[start..end].to_string()), start);
                } else {
                    self.literal(start)?;
                }
                continue;
            }
            if is_ident_start(c) {
                if c == b'v'
                    && self.down_word_len().is_some()
                    && !self.prev_ends_operand_glued(start)
                {
                    self.literal(start)?;
                    continue;
                }
                while self.peek(0).is_some_and(is_ident_char) {
                    self.pos += 1;
                }
                let word = self.src[start..self.pos].to_string();
                self.push(Tok::Ident(word), start);
                continue;
            }
            if c == b'/' && self.peek(1) == Some(b'/') {
                // A comment to the end of the line, as in CGSuite.
                while self.peek(0).is_some_and(|b| b != b'\n') {
                    self.pos += 1;
                }
                continue;
            }
            let two = (c, self.peek(1));
            let (tok, len) = match two {
                (b'=', Some(b'>')) => (Tok::FatArrow, 2),
                (b';', _) => (Tok::Semi, 1),
                (b'.', Some(b'.')) => (Tok::DotDot, 2),
                (b'-', Some(b'>')) => (Tok::Arrow, 2),
                (b'+', Some(b'-')) => (Tok::PlusMinus, 2),
                (b':', Some(b'=')) => (Tok::Assign, 2),
                (b'=', Some(b'=')) => (Tok::Eq, 2),
                (b'!', Some(b'=')) => (Tok::Ne, 2),
                (b'<', Some(b'=')) => (Tok::Le, 2),
                (b'>', Some(b'=')) => (Tok::Ge, 2),
                (b'<', Some(b'>')) => (Tok::Confused, 2),
                (b'<', Some(b'|')) => (Tok::LessConfused, 2),
                (b'|', Some(b'>')) => (Tok::GreaterConfused, 2),
                (b'+', _) => (Tok::Plus, 1),
                (b'-', _) => (Tok::Minus, 1),
                (b'/', _) => (Tok::Slash, 1),
                (b'%', _) => (Tok::Percent, 1),
                (b':', _) => (Tok::Colon, 1),
                (b'\'', _) => (Tok::Quote, 1),
                (b'(', _) => (Tok::LParen, 1),
                (b')', _) => (Tok::RParen, 1),
                (b'{', _) => (Tok::LBrace, 1),
                (b'}', _) => (Tok::RBrace, 1),
                (b'[', _) => (Tok::LBracket, 1),
                (b']', _) => (Tok::RBracket, 1),
                (b',', _) => (Tok::Comma, 1),
                (b'.', _) => (Tok::Dot, 1),
                (b'<', _) => (Tok::Lt, 1),
                (b'>', _) => (Tok::Gt, 1),
                (b'=', _) => (Tok::Equals, 1),
                (b'&', _) => (Tok::Amp, 1),
                (b'|', _) => {
                    let mut n = 0;
                    while self.peek(n) == Some(b'|') {
                        n += 1;
                    }
                    // `||>` is bars followed by `|>`? Keep it simple: a run of bars.
                    (Tok::Bars(n), n)
                }
                _ => {
                    let ch = self.src[start..].chars().next().expect("char");
                    return Err(LangError::syntax(
                        format!("unexpected character `{ch}`"),
                        Span::new(start, start + ch.len_utf8()),
                    ));
                }
            };
            self.pos += len;
            self.push(tok, start);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        lex(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    fn lit(n: Option<i64>, ups: i64, star: Option<u64>) -> Tok {
        Tok::Lit(Literal {
            number: n.map(|n| Ratio::Small(n, 1)),
            ups,
            star,
            uptimal: None,
        })
    }

    #[test]
    fn glued_notation() {
        // `2*3` is a product, as in CGSuite; 2+*3 is written `2+*3`.
        assert_eq!(
            kinds("2*3"),
            vec![lit(Some(2), 0, None), Tok::Star, lit(Some(3), 0, None)]
        );
        assert_eq!(kinds("2*"), vec![lit(Some(2), 0, Some(1))]);
        assert_eq!(kinds("1^*2"), vec![lit(Some(1), 1, Some(2))]);
        // A number followed by `^` and digits is a power; the exponent is an
        // integer; a fraction before a power is split (`3/4^2` is 3/(4^2)).
        assert_eq!(
            kinds("3^5"),
            vec![lit(Some(3), 0, None), Tok::Caret, lit(Some(5), 0, None)]
        );
        assert_eq!(
            kinds("3/4^2/5"),
            vec![
                lit(Some(3), 0, None),
                Tok::Slash,
                lit(Some(4), 0, None),
                Tok::Caret,
                lit(Some(2), 0, None),
                Tok::Slash,
                lit(Some(5), 0, None)
            ]
        );
        assert_eq!(kinds("6^*"), vec![lit(Some(6), 1, Some(1))]);
        assert_eq!(kinds("17 % 5")[1], Tok::Percent);
        assert_eq!(
            kinds("2 * 3"),
            vec![lit(Some(2), 0, None), Tok::Star, lit(Some(3), 0, None)]
        );
        assert_eq!(kinds("^*"), vec![lit(None, 1, Some(1))]);
        assert_eq!(kinds("v*3"), vec![lit(None, -1, Some(3))]);
        assert_eq!(kinds("^^"), vec![lit(None, 2, None)]);
        assert_eq!(kinds("^3*"), vec![lit(None, 3, Some(1))]);
        assert_eq!(kinds("vv"), vec![lit(None, -2, None)]);
        assert_eq!(kinds("v5"), vec![lit(None, -5, None)]);
        assert_eq!(kinds("*"), vec![lit(None, 0, Some(1))]);
        assert_eq!(
            kinds("2*G"),
            vec![lit(Some(2), 0, None), Tok::Star, Tok::Ident("G".into())]
        );
        assert_eq!(kinds("var"), vec![Tok::Ident("var".into())]);
        assert_eq!(kinds("{2|1||-1}").len(), 8);
        assert_eq!(
            kinds("3/8"),
            vec![Tok::Lit(Literal {
                number: Some(Ratio::Small(3, 8)),
                ups: 0,
                star: None,
                uptimal: None,
            })]
        );
    }

    #[test]
    fn bad_character_is_located() {
        let e = lex("1 + $").unwrap_err();
        assert_eq!(e.span, Span::new(4, 5));
    }
}
