//! Reading CGSuite's misère notation back (`*[2[2]321]`): the inverse of
//! `print.rs`, so every misère canonical form nimatron prints can be typed in.
//!
//! Grammar (as the printer writes): `*[` SEQ `]`, where SEQ is one or more
//! TERMs (one: that game; more: the game with those options); a TERM is an
//! ATOM followed by `#`s (`X#` is `{X}`) and at most one bracket of
//! subscripts, `[` then `#`, a heap `i` (`+ *i`) or `-i` (the game born
//! earlier that gives `X` with `*i`), in turn, then `]`; an ATOM is a nim
//! heap (a digit, or `&n;` from ten on) or `(` SEQ `)`.

use super::form::MisereForm;
use super::store::MisereStore;
use crate::limits::{with_stack, Limits, Stop};

/// Why a text is not a misère form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// Not the notation.
    Syntax {
        /// The byte of the text where it goes wrong.
        at: usize,
        /// What is wrong there.
        message: String,
    },
    /// A limit stopped the reading (games, depth, time).
    Stop(Stop),
}

impl From<Stop> for ReadError {
    fn from(s: Stop) -> ReadError {
        ReadError::Stop(s)
    }
}

struct Reader<'a> {
    text: &'a [u8],
    pos: usize,
    store: MisereStore,
    depth: usize,
    max_depth: usize,
}

/// The form written `text` in CGSuite's notation (`*[2#]`), under `limits`.
pub fn read(text: &str, limits: &Limits) -> Result<MisereForm, ReadError> {
    let mut r = Reader {
        text: text.as_bytes(),
        pos: 0,
        store: MisereStore::new(limits.start(), limits.games)?,
        depth: 0,
        max_depth: limits.max_depth(),
    };
    r.expect(b'*', "a misère form starts with `*[`")?;
    r.expect(b'[', "a misère form starts with `*[`")?;
    let g = r.seq(b']')?;
    r.expect(b']', "expected `]` to close the misère form")?;
    if r.pos != r.text.len() {
        return Err(r.error("unexpected text after the misère form"));
    }
    Ok(MisereForm::export(&mut r.store, g, limits.output)?)
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.get(self.pos).copied()
    }

    fn error(&self, message: &str) -> ReadError {
        ReadError::Syntax {
            at: self.pos,
            message: message.to_string(),
        }
    }

    fn expect(&mut self, c: u8, message: &str) -> Result<(), ReadError> {
        if self.peek() == Some(c) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.error(message))
        }
    }

    /// Terms up to `close` (not taken).
    fn seq(&mut self, close: u8) -> Result<u32, ReadError> {
        self.depth += 1;
        if self.depth > self.max_depth {
            return Err(Stop::Depth(self.max_depth).into());
        }
        let mut terms = Vec::new();
        while self.peek() != Some(close) {
            if self.peek().is_none() {
                return Err(self.error(&format!("expected `{}`", close as char)));
            }
            terms.push(with_stack(|| self.term())?);
        }
        self.depth -= 1;
        match terms.len() {
            0 => Err(self.error("expected a game: a nim heap, `(`, or options")),
            1 => Ok(terms[0]),
            _ => Ok(self.store.canon(terms)?),
        }
    }

    fn term(&mut self) -> Result<u32, ReadError> {
        let mut x = self.atom()?;
        loop {
            match self.peek() {
                Some(b'#') => {
                    self.pos += 1;
                    x = self.store.canon(vec![x])?;
                }
                Some(b'[') => {
                    self.pos += 1;
                    return self.subscripts(x);
                }
                _ => return Ok(x),
            }
        }
    }

    /// The subscripts of `x` after `[`, through `]`.
    fn subscripts(&mut self, mut x: u32) -> Result<u32, ReadError> {
        loop {
            match self.peek() {
                Some(b']') => {
                    self.pos += 1;
                    return Ok(x);
                }
                Some(b'#') => {
                    self.pos += 1;
                    x = self.store.canon(vec![x])?;
                }
                Some(b'-') => {
                    self.pos += 1;
                    let at = self.pos;
                    let h = self.heap()?;
                    x = self
                        .store
                        .subtract_earlier(x, h)?
                        .ok_or(ReadError::Syntax {
                            at,
                            message: "no game born earlier gives this one with that nim heap"
                                .into(),
                        })?;
                }
                Some(c) if c.is_ascii_digit() || c == b'&' => {
                    let h = self.heap()?;
                    x = self.store.add(x, h)?;
                }
                Some(_) => {
                    return Err(
                        self.error("expected a subscript: `#`, a nim heap, `-` and a heap, or `]`")
                    )
                }
                None => return Err(self.error("expected `]` to close the subscripts")),
            }
        }
    }

    fn atom(&mut self) -> Result<u32, ReadError> {
        match self.peek() {
            Some(b'(') => {
                self.pos += 1;
                let g = self.seq(b')')?;
                self.expect(b')', "expected `)`")?;
                Ok(g)
            }
            Some(c) if c.is_ascii_digit() || c == b'&' => self.heap(),
            _ => Err(self.error("expected a game: a nim heap, `(`, or options")),
        }
    }

    /// A nim heap: one digit, or `&n;`.
    fn heap(&mut self) -> Result<u32, ReadError> {
        let n = match self.peek() {
            Some(c) if c.is_ascii_digit() => {
                self.pos += 1;
                usize::from(c - b'0')
            }
            Some(b'&') => {
                self.pos += 1;
                let start = self.pos;
                while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    self.pos += 1;
                }
                let digits = std::str::from_utf8(&self.text[start..self.pos]).unwrap_or("");
                let n = digits
                    .parse::<usize>()
                    .ok()
                    .filter(|&n| n <= super::MAX_NIM_HEAP)
                    .ok_or(ReadError::Syntax {
                        at: start,
                        message: format!(
                            "expected a nim heap of at most {} after `&`",
                            super::MAX_NIM_HEAP
                        ),
                    })?;
                self.expect(b';', "expected `;` after a heap written `&n`")?;
                n
            }
            _ => return Err(self.error("expected a nim heap")),
        };
        Ok(self.store.nim_heap(n)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> Limits {
        Limits::none().with_games(1_000_000)
    }

    /// Every form built from small games by options and sums prints as
    /// text that reads back as the same form: the reader inverts the printer.
    #[test]
    fn printed_forms_read_back() {
        let mut s = MisereStore::new(limits().start(), Some(1_000_000)).unwrap();
        let mut games: Vec<u32> = (0..5).map(|n| s.nim_heap(n).unwrap()).collect();
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for round in 0..400 {
            let g = if round % 3 == 0 {
                let (a, b) = (next() as usize % games.len(), next() as usize % games.len());
                s.add(games[a], games[b]).unwrap()
            } else {
                let k = 1 + next() as usize % 3;
                let opts = (0..k)
                    .map(|_| games[next() as usize % games.len()])
                    .collect();
                s.canon(opts).unwrap()
            };
            if s.birthday(g) > 7 {
                continue;
            }
            games.push(g);
            let form = MisereForm::export(&mut s, g, None).unwrap();
            let back =
                read(form.text(), &limits()).unwrap_or_else(|e| panic!("{}: {e:?}", form.text()));
            assert_eq!(back, form, "{}", form.text());
        }
        assert!(games.len() > 100, "{} games tried", games.len());
    }

    #[test]
    fn known_forms_and_errors() {
        // Winning Ways ch. 13 / CGSuite: *[2[2]321] is *2+*2 with *3, *2, *1 beside.
        let f = read("*[2[2]321]", &limits()).unwrap();
        assert_eq!(f.text(), "*[2[2]321]");
        assert_eq!(read("*[0]", &limits()).unwrap().text(), "*[0]");
        assert_eq!(read("*[&12;]", &limits()).unwrap().text(), "*[&12;]");
        for (bad, at) in [
            ("*[", 2),
            ("*[]", 2),
            ("*[2", 3),
            ("*[2x]", 3),
            ("*[2]]", 4),
            ("[2]", 0),
            ("*[&;]", 3),
        ] {
            match read(bad, &limits()) {
                Err(ReadError::Syntax { at: a, .. }) => assert_eq!(a, at, "{bad}"),
                other => panic!("{bad}: {other:?}"),
            }
        }
    }
}
