//! Braces and slashes of CGSuite's notation: one game per slash level, options
//! separated by commas, `pass` and labels resolved against the games in scope.

use super::super::Loopy;
use super::LoopyValue;
use super::ParseError;
use super::{err, Item, Reader, R};

impl Reader<'_, '_> {
    /// `{ ... }` with an optional label: options separated by commas and runs
    /// of slashes; the longest run splits first.
    pub(super) fn braces(&mut self, label: Option<(String, usize)>) -> R<Loopy> {
        self.nest(|r| {
            let open = r.pos;
            r.expect(b'{')?;
            // Items and separators at this level: Some(item) or a run of slashes.
            let mut parts: Vec<(Option<usize>, usize)> = Vec::new(); // (slashes, offset)
            let mut items: Vec<Vec<ItemSrc>> = vec![Vec::new()];
            loop {
                let c = r.peek();
                match c {
                    Some(b'}') => {
                        r.pos += 1;
                        break;
                    }
                    Some(b'|') => {
                        let at = r.pos;
                        let mut k = 0;
                        while r.peek_at(0) == Some(b'|') {
                            r.pos += 1;
                            k += 1;
                        }
                        parts.push((Some(k), at));
                        items.push(Vec::new());
                    }
                    Some(b',') => {
                        r.pos += 1;
                    }
                    None => return err(open, "unclosed `{`"),
                    _ => {
                        let at = r.pos;
                        let end = r.skip_item()?;
                        items
                            .last_mut()
                            .expect("one list")
                            .push(ItemSrc { start: at, end });
                        r.pos = end;
                    }
                }
            }
            let close = r.pos;
            let slashes: Vec<(usize, usize)> =
                parts.iter().map(|&(k, at)| (k.unwrap_or(0), at)).collect();
            if slashes.is_empty() {
                return err(
                    open,
                    "a game needs a `|` between Left's and Right's options",
                );
            }
            let node = r.store.placeholder()?;
            if let Some((name, _)) = &label {
                r.labels.push((name.clone(), node));
            }
            let res = r.build_level(node, &items, &slashes);
            if label.is_some() {
                r.labels.pop();
            }
            res?;
            r.pos = close;
            let g = node;
            // Inside another game's braces the graph may still be unfinished
            // (a back reference to a game being read): keep it as written.
            if !r.labels.is_empty() || !r.passes.is_empty() {
                return Ok(g);
            }
            Ok(if r.store.is_stopper(g)? {
                r.store.canonical(g)?
            } else {
                g
            })
        })
    }

    /// Give `node` the options of the level made of `items` separated by the
    /// slash runs `seps` (`items.len() == seps.len() + 1`).
    fn build_level(
        &mut self,
        node: Loopy,
        items: &[Vec<ItemSrc>],
        seps: &[(usize, usize)],
    ) -> R<()> {
        let max = seps.iter().map(|s| s.0).max().unwrap_or(0);
        let at_max: Vec<usize> = (0..seps.len()).filter(|&i| seps[i].0 == max).collect();
        if at_max.len() != 1 {
            return err(
                seps[at_max[1]].1,
                "ambiguous slashes: two runs of the same length at one level",
            );
        }
        let i = at_max[0];
        self.passes.push(node);
        let res: R<(Vec<Loopy>, Vec<Loopy>)> = (|| {
            let left = self.side(&items[..=i], &seps[..i])?;
            let right = self.side(&items[i + 1..], &seps[i + 1..])?;
            Ok((left, right))
        })();
        self.passes.pop();
        let (left, right) = res?;
        self.store.define(node, left, right);
        Ok(())
    }

    /// One side of a level: a list of options, or (with slashes) one game.
    fn side(&mut self, items: &[Vec<ItemSrc>], seps: &[(usize, usize)]) -> R<Vec<Loopy>> {
        if seps.is_empty() {
            let mut out = Vec::new();
            for src in &items[0] {
                out.push(self.option(src)?);
            }
            return Ok(out);
        }
        let sub = self.store.placeholder()?;
        self.nest(|r| r.build_level(sub, items, seps))?;
        Ok(vec![sub])
    }

    /// One option: `pass`, a label, or a closed expression (read in a scope
    /// without labels or `pass`, unless it is braces, which may refer out).
    fn option(&mut self, src: &ItemSrc) -> R<Loopy> {
        self.pos = src.start;
        let item = self.item(src)?;
        Ok(match item {
            Item::Pass(at) => *self.passes.last().ok_or(ParseError::Syntax {
                offset: at,
                message: "unexpected `pass`".into(),
            })?,
            Item::Label(name, at) => match self.labels.iter().rev().find(|(l, _)| *l == name) {
                Some(&(_, g)) => g,
                None => return err(at, format!("unknown name `{name}`")),
            },
            Item::Value(g) => g,
        })
    }

    fn item(&mut self, src: &ItemSrc) -> R<Item> {
        let at = self.pos;
        // A bare word that is `pass` or a label in scope.
        let save = self.pos;
        if let Some(w) = self.word() {
            self.skip_ws();
            if self.pos == src.end {
                if w == "pass" {
                    return Ok(Item::Pass(at));
                }
                if self.labels.iter().any(|(l, _)| *l == w) {
                    return Ok(Item::Label(w, at));
                }
            }
        }
        self.pos = save;
        // Braces (labelled or not) may refer to the labels in scope; other
        // expressions are read closed.
        let is_braces = {
            let mut p = self.pos;
            while p < src.end && (self.text[p].is_ascii_alphanumeric() || self.text[p] == b'_') {
                p += 1;
            }
            p < src.end && self.text[p] == b'{' && self.matching_end(p) == Some(src.end)
        };
        let v = if is_braces {
            let w = self.word();
            let label = w.map(|w| (w, at));
            LoopyValue::Game(self.braces(label)?)
        } else {
            let labels = std::mem::take(&mut self.labels);
            let passes = std::mem::take(&mut self.passes);
            let v = self.sum();
            self.labels = labels;
            self.passes = passes;
            v?
        };
        self.skip_ws();
        if self.pos != src.end {
            return err(self.pos, format!("unexpected `{}`", self.rest_word()));
        }
        Ok(Item::Value(self.game(v, at)?))
    }

    /// The offset after the brace matching the one at `p`, skipping whitespace.
    fn matching_end(&self, p: usize) -> Option<usize> {
        let mut depth = 0i32;
        for (i, &c) in self.text[p..].iter().enumerate() {
            match c {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        let mut e = p + i + 1;
                        while e < self.text.len() && self.text[e].is_ascii_whitespace() {
                            e += 1;
                        }
                        return Some(e);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// The end of one option's text: up to a `,`, `|` or `}` at this level.
    fn skip_item(&self) -> R<usize> {
        let mut depth = 0i32;
        let mut p = self.pos;
        while p < self.text.len() {
            match self.text[p] {
                b'{' | b'(' => depth += 1,
                b'}' | b')' if depth == 0 => break,
                b'}' | b')' => depth -= 1,
                b',' | b'|' if depth == 0 => break,
                _ => {}
            }
            p += 1;
        }
        if p >= self.text.len() {
            return err(self.pos, "unclosed `{`");
        }
        if p == self.pos {
            // A `)` where an option should start: no item, and no progress
            // (the caller would loop on it).
            return err(self.pos, "unexpected `)`: an option was expected");
        }
        Ok(p)
    }
}

/// Where one option's text lies.
pub(super) struct ItemSrc {
    pub(super) start: usize,
    pub(super) end: usize,
}
