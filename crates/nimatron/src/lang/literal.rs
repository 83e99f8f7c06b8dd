//! The fast path for the commonest input, a plain game literal such as
//! `{1, *|{2|-1/2}, ^}`: read straight into the store, with no tokens and no
//! syntax tree.
//!
//! "Plain" means: braces with single bars and commas, around integers of at
//! most 18 digits (optionally negative), dyadic fractions `a/2^k`, `*` and
//! `*n`, `^` and `v`, with spaces between. Anything else (slashes `||`,
//! operators, names, `^^`, `1*`, non-dyadic fractions, ...) makes the reader
//! give up with `None`, and the general parser reads the line instead, so the
//! language and its error messages are exactly those of the parser. The value
//! read is the one the parser and evaluator would give: tests compare the two
//! on random literals. Also the value of a literal token for the evaluator.

use super::error::{LangError, Span};
use super::lexer::Literal;
use crate::limits::Stop;
use crate::numbers::Rational;
use crate::short::{Game, GameStore};

/// The deepest brace nesting read here (by plain recursion); deeper literals go
/// to the parser, which grows its stack as needed and reports what is too deep.
const MAX_NESTING: usize = 100;

/// The game a plain literal denotes, or `None` if `src` is not one.
pub(crate) fn plain_game(store: &mut GameStore, src: &str) -> Option<Game> {
    let mut r = Reader {
        b: src.as_bytes(),
        pos: 0,
        stack: store.take_vec(),
    };
    let g = r.game(store, 0);
    store.give_vec(std::mem::take(&mut r.stack));
    r.skip_space();
    g.filter(|_| r.pos == r.b.len())
}

struct Reader<'a> {
    b: &'a [u8],
    pos: usize,
    /// Options of the braces being read, innermost last.
    stack: Vec<Game>,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.b.get(self.pos).copied()
    }

    fn skip_space(&mut self) {
        while let Some(b' ' | b'\t') = self.b.get(self.pos) {
            self.pos += 1;
        }
    }

    /// After an atom: only `,`, `|` (not `|>`), `}`, spaces or the end may follow.
    fn atom_ends(&self) -> bool {
        match self.peek() {
            None | Some(b',' | b'}' | b' ' | b'\t') => true,
            Some(b'|') => self.b.get(self.pos + 1) != Some(&b'>'),
            _ => false,
        }
    }

    fn digits(&mut self) -> Option<i64> {
        let s = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        let d = &self.b[s..self.pos];
        if d.is_empty() || d.len() > 18 {
            return None;
        }
        Some(d.iter().fold(0i64, |a, &c| a * 10 + i64::from(c - b'0')))
    }

    fn game(&mut self, store: &mut GameStore, depth: usize) -> Option<Game> {
        self.skip_space();
        let g = match self.peek()? {
            b'{' => {
                if depth >= MAX_NESTING {
                    return None;
                }
                self.pos += 1;
                let base = self.stack.len();
                let left = self.options(store, depth)?;
                if self.peek() != Some(b'|') || self.b.get(self.pos + 1) == Some(&b'|') {
                    return None;
                }
                self.pos += 1;
                let mid = base + left;
                self.options(store, depth)?;
                if self.peek() != Some(b'}') {
                    return None;
                }
                self.pos += 1;
                let g = store.from_options(&self.stack[base..mid], &self.stack[mid..]);
                self.stack.truncate(base);
                return Some(g);
            }
            b'*' => {
                self.pos += 1;
                let m = if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    u32::try_from(self.digits()?)
                        .ok()
                        .filter(|&m| m < 1 << 30)?
                } else {
                    1
                };
                store.nimber(m)
            }
            b'^' => {
                self.pos += 1;
                store.up_multiple(1)
            }
            b'v' => {
                self.pos += 1;
                store.up_multiple(-1)
            }
            c if c == b'-' || c.is_ascii_digit() => {
                let negative = c == b'-';
                if negative {
                    self.pos += 1;
                }
                let num = self.digits()?;
                let num = if negative { -num } else { num };
                if self.peek() == Some(b'/') {
                    self.pos += 1;
                    let den = u64::try_from(self.digits()?).ok()?;
                    if !den.is_power_of_two() {
                        return None;
                    }
                    store.number(Rational::from_i64_ratio(num, den)?)
                } else {
                    store.integer(num)
                }
            }
            _ => return None,
        };
        self.atom_ends().then_some(g)
    }

    /// A comma-separated, possibly empty list of options pushed on the stack;
    /// stops before `|` or `}`. Returns how many.
    fn options(&mut self, store: &mut GameStore, depth: usize) -> Option<usize> {
        self.skip_space();
        if matches!(self.peek(), Some(b'|' | b'}')) {
            return Some(0);
        }
        let mut n = 0;
        loop {
            let g = self.game(store, depth + 1)?;
            self.stack.push(g);
            n += 1;
            self.skip_space();
            if self.peek() != Some(b',') {
                return Some(n);
            }
            self.pos += 1;
        }
    }
}

/// The game a literal token of the parser denotes (`3/8*2`, `^<3>`,
/// `v[2]`): a number, ups and a nimber, then an uptimal power of up.
pub(super) fn literal(store: &mut GameStore, lit: &Literal, span: Span) -> Result<Game, LangError> {
    let number = match &lit.number {
        None => Rational::ZERO,
        Some(r) => r
            .to_rational()
            .ok_or_else(|| LangError::new("division by zero", span))?,
    };
    let up = i32::try_from(lit.ups).map_err(|_| {
        LangError::stop(Stop::OutOfRange("up multiple (at most ^2147483647)"), span)
    })?;
    let nim = match lit.star {
        None => 0,
        Some(m) => u32::try_from(m)
            .map_err(|_| LangError::stop(Stop::OutOfRange("nimber (at most *4294967295)"), span))?,
    };
    let g = store.nus(number, up, nim);
    let Some(u) = lit.uptimal else {
        return Ok(g);
    };
    // `^<n>` is pow(^, n), `^[n]` powto(^, n).
    let up = store.up_multiple(1);
    let n = Rational::from_bigint(num_bigint::BigInt::from(u.n));
    let p = if u.sum {
        store.powto(up, &n)
    } else {
        store.pow(up, &n)
    }
    .expect("^ is {0|*} and n >= 1");
    let p = if u.down { store.neg(p) } else { p };
    Ok(store.add(g, p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn takes_plain_literals_and_leaves_the_rest() {
        let mut s = GameStore::new();
        for text in [
            "0",
            "-12",
            " {1, * | {2|-1/2}, ^ } ",
            "{v|*7}",
            "{|}",
            "{ | -3/8 }",
            "{{0|}|{|0}}",
        ] {
            assert!(plain_game(&mut s, text).is_some(), "{text}");
        }
        for text in [
            "",
            "{2|1||-1}",
            "{1|",
            "^^",
            "^*",
            "v2",
            "1*",
            "1/3",
            "{1|0}|>0",
            "x",
            "(1)",
            "- 1",
            "1234567890123456789",
            "{1|0} + 1",
        ] {
            assert!(plain_game(&mut s, text).is_none(), "{text}");
        }
        // Nesting: up to MAX_NESTING read here, deeper left to the parser,
        // which reads it (to its own, far deeper limit) to the same game.
        for k in MAX_NESTING - 2..MAX_NESTING + 3 {
            let deep = format!("{}{}", "{".repeat(k), "|}".repeat(k));
            let mut session = crate::lang::Session::new();
            let tree = super::super::parser::parse_expr(&deep).expect("the parser reads it");
            let parsed = match session.eval_guarded(&tree) {
                Ok(crate::lang::Value::Game(g)) => g,
                other => panic!("nesting {k}: {other:?}"),
            };
            let fast = plain_game(&mut session.store, &deep);
            assert_eq!(fast.is_some(), k <= MAX_NESTING, "nesting {k}");
            if let Some(g) = fast {
                assert_eq!(g, parsed, "nesting {k}");
            }
        }
    }
}
