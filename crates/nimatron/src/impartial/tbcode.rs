//! Generalized take-and-break codes as CGSuite writes them (its `TakeAndBreak`
//! rulesets): `0.77`, `4!.0` (Grundy's game), `0.[3]` (Nim), `0.3F?`,
//! `0.{0,1,3+}`, `{2+}=.0`, `80.0`, and the subtraction sets `sub:2,3,7` and
//! `allbut:2,3,7` (every removal but those).
//!
//! A code is a sequence of digits `d_k`, one for each number `k` of tokens
//! removed (the digits before the point are for `k <= 0`: the last one for
//! removing none, the ones before it for adding tokens). A digit says how
//! many heaps the remaining tokens may be left in: base 32 (`0-9`, `A-V`),
//! bit `h` allowing `h` heaps (so octal `7` = 0, 1 or 2 heaps, `F` up to
//! 3), `&n;` for a larger mask, `*` any number of heaps, or a list
//! `{0,1,3+}` (`+`: that many or more). A constraint may follow a digit or a
//! list item: `!` the heaps all different, `?` not all equal, `=` all equal.
//! Digits in brackets `[..]` at the end repeat forever.
//!
//! Grundy values are computed by the definition (a mex over every move; no
//! periodicity proof), under [`Limits`]. Classic octal and hexadecimal codes
//! at scale belong to [`crate::impartial::octal`].

use crate::limits::{Limits, Stop};
use std::fmt;
use thiserror::Error;

const BASE32: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";

/// The most heaps a digit may list explicitly (as CGSuite: counts up to 63).
const MAX_LISTED: usize = 63;

/// How the heaps left by a move must compare (for two or more heaps).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Constraint {
    /// Any sizes.
    Free,
    /// Not all the same size (`?`).
    SomeUnequal,
    /// All different (`!`).
    AllDifferent,
    /// All the same size (`=`).
    AllEqual,
}

impl Constraint {
    fn suffix(self) -> &'static str {
        match self {
            Constraint::Free => "",
            Constraint::SomeUnequal => "?",
            Constraint::AllDifferent => "!",
            Constraint::AllEqual => "=",
        }
    }

    fn from_char(c: Option<char>) -> Option<Constraint> {
        match c {
            Some('?') => Some(Constraint::SomeUnequal),
            Some('!') => Some(Constraint::AllDifferent),
            Some('=') => Some(Constraint::AllEqual),
            _ => None,
        }
    }

    /// Whether the parts (sorted ascending) meet the constraint.
    fn admits(self, parts: &[usize]) -> bool {
        if parts.len() < 2 {
            return true;
        }
        let all_equal = parts.first() == parts.last();
        match self {
            Constraint::Free => true,
            Constraint::SomeUnequal => !all_equal,
            Constraint::AllEqual => all_equal,
            Constraint::AllDifferent => parts.windows(2).all(|w| w[0] < w[1]),
        }
    }
}

/// One digit: for each number of heaps `h`, whether it may be left (and how).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Digit {
    /// `heaps[h]`: `Some(c)` when `h` heaps may be left.
    heaps: Vec<Option<Constraint>>,
    /// Whether every count past the end may be left too (with the last constraint).
    more: bool,
}

impl Digit {
    fn zero() -> Digit {
        Digit {
            heaps: vec![],
            more: false,
        }
    }

    fn from_mask(mask: u64, c: Constraint) -> Digit {
        let heaps = (0..64).map(|h| (mask >> h & 1 == 1).then_some(c)).collect();
        Digit::normalized(heaps, false)
    }

    /// CGSuite's normal form: no trailing disallowed counts; a constraint on
    /// 0 or 1 heaps means nothing (it takes the one used for two or more, if
    /// that is unique, else none); `more` lists end where their tail repeats.
    fn normalized(mut heaps: Vec<Option<Constraint>>, more: bool) -> Digit {
        while heaps.last() == Some(&None) {
            heaps.pop();
        }
        if more && heaps.len() < 4 {
            let last = *heaps.last().expect("a list with + names a count");
            heaps.resize(4, last);
        }
        let mut kinds: Vec<Constraint> = heaps.iter().skip(2).flatten().copied().collect();
        kinds.sort_by_key(|c| *c as u8);
        kinds.dedup();
        for (h, slot) in heaps.iter_mut().enumerate() {
            if let Some(c) = slot {
                if kinds.len() == 1 {
                    *c = kinds[0];
                } else if h < 2 {
                    *c = Constraint::Free;
                }
            }
        }
        if more {
            let last = *heaps.last().expect("nonempty");
            let keep = heaps.iter().rposition(|x| *x != last).map_or(1, |i| i + 2);
            heaps.truncate(keep);
        }
        Digit { heaps, more }
    }

    fn is_zero(&self) -> bool {
        self.heaps.is_empty()
    }

    /// How `h` heaps may be left, if at all.
    pub fn heaps(&self, h: usize) -> Option<Constraint> {
        match self.heaps.get(h) {
            Some(c) => *c,
            None if self.more => *self.heaps.last().expect("nonempty"),
            None => None,
        }
    }

    /// The most heaps a move may leave (`usize::MAX` with `+`).
    pub fn max_heaps(&self) -> usize {
        if self.more {
            usize::MAX
        } else {
            self.heaps.len().saturating_sub(1)
        }
    }

    fn mask(&self) -> u64 {
        self.heaps
            .iter()
            .enumerate()
            .filter(|(_, c)| c.is_some())
            .map(|(h, _)| 1u64 << h)
            .sum()
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(last) = self.heaps.last().copied().flatten() else {
            return write!(f, "0");
        };
        let consistent = self.heaps.iter().flatten().all(|&c| c == last);
        let allowed: Vec<usize> = (0..self.heaps.len())
            .filter(|&h| self.heaps[h].is_some())
            .collect();
        match (consistent, self.more) {
            (true, false) => {
                let mask = self.mask();
                if mask < 32 {
                    write!(f, "{}", BASE32[mask as usize] as char)?;
                } else {
                    write!(f, "&{mask};")?;
                }
                write!(f, "{}", last.suffix())
            }
            (true, true) if self.heaps.len() == 1 => write!(f, "*{}", last.suffix()),
            (true, true) => {
                let list: Vec<String> = allowed.iter().map(usize::to_string).collect();
                write!(f, "{{{}+}}{}", list.join(","), last.suffix())
            }
            (false, more) => {
                let list: Vec<String> = allowed
                    .iter()
                    .map(|&h| format!("{h}{}", self.heaps[h].map_or("", |c| c.suffix())))
                    .collect();
                write!(f, "{{{}{}}}", list.join(","), if more { "+" } else { "" })
            }
        }
    }
}

/// Why a take-and-break code could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("malformed take-and-break code `{0}`: expected digits 0-9 and A-V with ! ? = after them, {{...}} lists, *, &n;, a point and an optional [period], e.g. 0.77, 4!.0, 0.[3], 0.3F?, or sub:1,3,4 or allbut:2,3,7")]
pub struct CodeError(pub String);

/// A generalized take-and-break game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TbCode {
    /// `d_0, d_1, ...` (the last `period` repeat forever).
    digits: Vec<Digit>,
    /// `d_{-1}, d_{-2}, ...`: moves that add tokens.
    additive: Vec<Digit>,
    period: usize,
}

impl TbCode {
    /// Reads a code (any case) or `sub:a,b,...` / `allbut:a,b,...`.
    pub fn parse(code: &str) -> Result<TbCode, CodeError> {
        let s = code.trim();
        let err = || CodeError(s.to_string());
        let lower = s.to_ascii_lowercase();
        for (prefix, allbut) in [("sub:", false), ("allbut:", true)] {
            if let Some(list) = lower.strip_prefix(prefix) {
                let set: Vec<usize> = list
                    .split(',')
                    .map(|x| x.trim().parse::<usize>())
                    .collect::<Result<_, _>>()
                    .map_err(|_| err())?;
                if set.is_empty() || set.contains(&0) || set.iter().any(|&k| k > 4096) {
                    return Err(err());
                }
                return TbCode::parse(&subtraction_code(&set, allbut));
            }
        }
        let chars: Vec<char> = s.chars().collect();
        let (mut additive, mut digits) = (Vec::new(), Vec::new());
        let (mut after_point, mut in_period, mut period_start) = (false, false, None);
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let digit = match c {
                '.' if !after_point => {
                    after_point = true;
                    None
                }
                '[' if after_point && !in_period && period_start.is_none() => {
                    in_period = true;
                    period_start = Some(digits.len());
                    None
                }
                ']' if in_period && i == chars.len() - 1 => {
                    in_period = false;
                    None
                }
                '*' => {
                    let k = Constraint::from_char(chars.get(i + 1).copied());
                    if k.is_some() {
                        i += 1;
                    }
                    Some(Digit::normalized(
                        vec![Some(k.unwrap_or(Constraint::Free))],
                        true,
                    ))
                }
                '{' => {
                    let end = (i..chars.len())
                        .find(|&j| chars[j] == '}')
                        .ok_or_else(err)?;
                    let inner: String = chars[i + 1..end].iter().collect();
                    let global = Constraint::from_char(chars.get(end + 1).copied());
                    i = end + usize::from(global.is_some());
                    Some(parse_list(&inner, global).ok_or_else(err)?)
                }
                '&' => {
                    let end = (i..chars.len())
                        .find(|&j| chars[j] == ';')
                        .ok_or_else(err)?;
                    let n: String = chars[i + 1..end].iter().collect();
                    let mask: u64 = n.parse().map_err(|_| err())?;
                    let k = Constraint::from_char(chars.get(end + 1).copied());
                    i = end + usize::from(k.is_some());
                    Some(Digit::from_mask(mask, k.unwrap_or(Constraint::Free)))
                }
                c => {
                    let up = c.to_ascii_uppercase() as u8;
                    let v = BASE32.iter().position(|&b| b == up).ok_or_else(err)?;
                    let k = Constraint::from_char(chars.get(i + 1).copied());
                    if k.is_some() {
                        i += 1;
                    }
                    Some(Digit::from_mask(v as u64, k.unwrap_or(Constraint::Free)))
                }
            };
            if let Some(d) = digit {
                if after_point {
                    digits.push(d);
                } else {
                    additive.push(d);
                }
            }
            i += 1;
        }
        if additive.is_empty() || !after_point || in_period {
            return Err(err());
        }
        if digits.len() > 4097 || additive.len() > 4096 {
            return Err(err());
        }
        // The last digit before the point is d_0; the others add tokens.
        let d0 = additive.pop().expect("nonempty");
        additive.reverse();
        let period = period_start.map_or(0, |p| digits.len() + 1 - (p + 1));
        let mut all = vec![d0];
        all.extend(digits);
        Ok(TbCode::normalized(all, additive, period))
    }

    fn normalized(mut digits: Vec<Digit>, mut additive: Vec<Digit>, mut period: usize) -> TbCode {
        while additive.last().is_some_and(Digit::is_zero) {
            additive.pop();
        }
        if period > 0 && digits[digits.len() - period..].iter().all(Digit::is_zero) {
            digits.truncate(digits.len() - period);
            period = 0;
        }
        if period == 0 {
            while digits.len() > 1 && digits.last().is_some_and(Digit::is_zero) {
                digits.pop();
            }
        }
        if digits.is_empty() {
            digits.push(Digit::zero());
        }
        TbCode {
            digits,
            additive,
            period,
        }
    }

    /// The digit for removing `k` tokens (adding `-k` when negative).
    pub fn digit(&self, k: i64) -> &Digit {
        static ZERO: Digit = Digit {
            heaps: Vec::new(),
            more: false,
        };
        if k < 0 {
            return self.additive.get((-k - 1) as usize).unwrap_or(&ZERO);
        }
        let k = k as usize;
        if k < self.digits.len() {
            &self.digits[k]
        } else if self.period > 0 {
            let pre = self.digits.len() - self.period;
            &self.digits[pre + (k - pre) % self.period]
        } else {
            &ZERO
        }
    }

    /// The heaps left by every move from a heap of `n` (each list ascending;
    /// a move leaving nothing is the empty list), in CGSuite's order: by
    /// tokens removed, then by number of heaps, then lexicographically.
    /// `tick` is called once per option (to check limits).
    pub fn heap_options(
        &self,
        n: usize,
        tick: &mut dyn FnMut() -> Result<(), Stop>,
    ) -> Result<Vec<Vec<usize>>, Stop> {
        collect_moves(tick, |visit| self.visit_options(n, visit))
    }

    /// Every move from a heap of `n`, given to `visit` (nothing is stored).
    pub fn visit_options(
        &self,
        n: usize,
        visit: &mut dyn FnMut(&[usize]) -> Result<(), Stop>,
    ) -> Result<(), Stop> {
        let top = if self.period > 0 {
            n
        } else {
            n.min(self.digits.len() - 1)
        };
        for k in -(self.additive.len() as i64)..=top as i64 {
            let left = (n as i64 - k) as usize;
            let d = self.digit(k);
            let hmax = d.max_heaps().min(left);
            for h in 0..=hmax {
                let Some(c) = d.heaps(h) else { continue };
                if h == 0 {
                    if left == 0 {
                        visit(&[])?;
                    }
                    continue;
                }
                if c == Constraint::AllEqual {
                    // One partition at most: h equal heaps.
                    if left.is_multiple_of(h) {
                        visit(&vec![left / h; h])?;
                    }
                    continue;
                }
                let mut parts = Vec::with_capacity(h);
                partitions(left, h, 1, &mut parts, &mut |p| {
                    if c.admits(p) {
                        visit(p)?;
                    }
                    Ok(())
                })?;
            }
        }
        Ok(())
    }

    /// The Grundy values of heaps `0..=n` by the definition, under `limits`
    /// (the node limit counts moves).
    pub fn nim_values(&self, n: usize, limits: &Limits) -> Result<Vec<u32>, Stop> {
        values_by_mex(0, n, limits, |m, visit| self.visit_options(m, visit))
    }
}

/// The moves `visit_all` gives, collected (`tick` once per move).
pub(crate) fn collect_moves(
    tick: &mut dyn FnMut() -> Result<(), Stop>,
    visit_all: impl FnOnce(&mut dyn FnMut(&[usize]) -> Result<(), Stop>) -> Result<(), Stop>,
) -> Result<Vec<Vec<usize>>, Stop> {
    let mut out = Vec::new();
    visit_all(&mut |p| {
        tick()?;
        out.push(p.to_vec());
        Ok(())
    })?;
    Ok(out)
}

/// The Grundy values of heaps `0..=n` of a game whose heap `m` has the moves
/// `moves(m, visit)` gives (each a list of smaller heaps, their values xor-ed);
/// heaps below `first` have value 0.
pub(crate) fn values_by_mex(
    first: usize,
    n: usize,
    limits: &Limits,
    moves: impl Fn(usize, &mut dyn FnMut(&[usize]) -> Result<(), Stop>) -> Result<(), Stop>,
) -> Result<Vec<u32>, Stop> {
    let mut meter = limits.start();
    let mut g: Vec<u32> = vec![0; first.min(n + 1)];
    let mut values: Vec<u32> = Vec::new();
    for m in first..=n {
        moves(m, &mut |o| {
            meter.tick()?;
            values.push(o.iter().fold(0u32, |acc, &h| acc ^ g[h]));
            Ok(())
        })?;
        g.push(crate::numbers::mex(values.drain(..)));
    }
    Ok(g)
}

/// The partitions of `total` into `count` parts, each at least `min`,
/// ascending, given to `visit` in lexicographic order.
fn partitions(
    total: usize,
    count: usize,
    min: usize,
    parts: &mut Vec<usize>,
    visit: &mut dyn FnMut(&[usize]) -> Result<(), Stop>,
) -> Result<(), Stop> {
    if count == 0 {
        return if total == 0 { visit(parts) } else { Ok(()) };
    }
    if count == 1 {
        if total >= min {
            parts.push(total);
            visit(parts)?;
            parts.pop();
        }
        return Ok(());
    }
    let mut a = min;
    while a * count <= total {
        parts.push(a);
        partitions(total - a, count - 1, a, parts, visit)?;
        parts.pop();
        a += 1;
    }
    Ok(())
}

/// A list digit `{0,1,3+}` or `{0,2!,4?+}`, with a constraint after the brace.
fn parse_list(inner: &str, global: Option<Constraint>) -> Option<Digit> {
    let (more, body) = match inner.strip_suffix('+') {
        Some(b) => (true, b),
        None => (false, inner),
    };
    let mut heaps: Vec<Option<Constraint>> = Vec::new();
    for tok in body.split(',') {
        let tok = tok.trim();
        let own = Constraint::from_char(tok.chars().last());
        let num = if own.is_some() {
            &tok[..tok.len() - 1]
        } else {
            tok
        };
        if own.is_some() && global.is_some() {
            return None;
        }
        let h: usize = num.parse().ok()?;
        if h > MAX_LISTED {
            return None;
        }
        if heaps.len() <= h {
            heaps.resize(h + 1, None);
        }
        heaps[h] = Some(own.or(global).unwrap_or(Constraint::Free));
    }
    if more && heaps.last().copied().flatten().is_none() {
        return None;
    }
    Some(Digit::normalized(heaps, more))
}

/// CGSuite's code of a subtraction set (digit 3 at each member), or of every
/// removal but the set's members (`allbut`: digit 3 elsewhere, repeating).
fn subtraction_code(set: &[usize], allbut: bool) -> String {
    let max = set.iter().copied().max().unwrap_or(0);
    let mut s = String::from("0.");
    for k in 1..=max {
        s.push(if set.contains(&k) != allbut { '3' } else { '0' });
    }
    if allbut {
        s.push_str("[3]");
    }
    s
}

/// CGSuite's normal form of the code: `0.[3]`, `4!.0`, `0.3003330[3]`.
impl fmt::Display for TbCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in self.additive.iter().rev() {
            write!(f, "{d}")?;
        }
        write!(f, "{}.", self.digits[0])?;
        let pre = self.digits.len() - self.period;
        let middle = &self.digits[1..pre.max(1)];
        if middle.is_empty() && self.period == 0 {
            return write!(f, "0");
        }
        for d in middle {
            write!(f, "{d}")?;
        }
        if self.period > 0 {
            write!(f, "[")?;
            for d in &self.digits[pre..] {
                write!(f, "{d}")?;
            }
            write!(f, "]")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(code: &str, n: usize) -> String {
        let c = TbCode::parse(code).unwrap();
        let o = c.heap_options(n, &mut || Ok(())).unwrap();
        o.iter()
            .map(|p| {
                if p.is_empty() {
                    "-".to_string()
                } else {
                    p.iter().map(usize::to_string).collect::<Vec<_>>().join(",")
                }
            })
            .collect::<Vec<_>>()
            .join("  ")
    }

    /// The traversals of CGSuite's TBCodeTest (lib/core/src/test/scala/org/
    /// cgsuite/core/impartial/TBCodeTest.scala).
    #[test]
    fn traversals() {
        for (code, n, want) in [
            ("0.3", 9, "8"),
            ("0.7", 9, "8  1,7  2,6  3,5  4,4"),
            ("0.77", 9, "8  1,7  2,6  3,5  4,4  7  1,6  2,5  3,4"),
            ("4.0", 8, "1,7  2,6  3,5  4,4"),
            ("4!.0", 8, "1,7  2,6  3,5"),
            ("0.3F", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"),
            ("0.3F?", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"),
            ("0.3F!", 9, "8  7  1,6  2,5  3,4  1,2,4"),
            ("0.3f", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4  3,3,3"),
            ("0.3f?", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4"),
            ("0.3f!", 11, "10  9  1,8  2,7  3,6  4,5  1,2,6  1,3,5  2,3,4"),
            ("0.*3", 7, "6  1,5  2,4  3,3  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1  5"),
            ("0.*?3", 7, "6  1,5  2,4  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2  5"),
            ("0.*!3", 7, "6  1,5  2,4  1,2,3  5"),
            ("0.[3]", 7, "6  5  4  3  2  1  -"),
            ("0.[2]", 7, "6  5  4  3  2  1"),
            ("0.3[1]", 7, "6  -"),
            ("0.7[03]", 7, "6  1,5  2,4  3,3  4  2  -"),
            ("80.0", 7, "1,1,6  1,2,5  1,3,4  2,2,4  2,3,3"),
            ("0.*=", 11, "10  5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"),
            ("{2+}=.0", 10, "5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"),
            ("0.{0,1,3+}", 1, "-"),
            ("0.{0,1,3+}", 2, "1"),
            ("0.{0,1,3+}", 7, "6  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1"),
            ("0.{1,3+}", 1, ""),
            ("0.{2,3?+}", 7, "1,5  2,4  3,3  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2"),
        ] {
            assert_eq!(opts(code, n), want, "{code} at {n}");
        }
    }

    /// The normal forms of CGSuite's TBCodeTest.
    #[test]
    fn normal_forms() {
        for (code, want) in [
            ("04.30", "4.3"),
            ("04.00[30]", "4.00[30]"),
            ("04.00[00]", "4.0"),
            ("00.00[00]", "0.0"),
            ("0.{1,2!}", "0.6!"),
            ("0.{0!,2!,3!}", "0.D!"),
            ("0.{0!,2!,3}", "0.{0,2!,3}"),
            ("0.{0!,2!,3!+}", "0.{0,2+}!"),
            ("0.{0!,2,3!+}", "0.{0,2,3!+}"),
            ("0.{0!,3+}", "0.{0,3+}"),
            ("0.{0,2!,4!+}", "0.{0,2,4+}!"),
            ("0.{0!,2!,4+}", "0.{0,2!,4+}"),
            ("0.{0!,2!,4?+}", "0.{0,2!,4?+}"),
            ("0.{0!,2?,4?+}", "0.{0,2,4+}?"),
            ("0.{0!,2=,4?+}", "0.{0,2=,4?+}"),
            ("0.{0!,2=,3?,4?+}", "0.{0,2=,3?+}"),
            ("0.{0!,2?,3?,4?+}", "0.{0,2+}?"),
            ("0.{0,1!,2,3,4+}", "0.*"),
            ("0.{0,1,2!,3!,4!+}", "0.*!"),
            ("sub:2,3,7", "0.0330003"),
            ("allbut:2,3,7", "0.3003330[3]"),
            ("4.0", "4.0"),
        ] {
            assert_eq!(TbCode::parse(code).unwrap().to_string(), want, "{code}");
        }
        for bad in [
            "", "0", "0.8x", "0.[3", "0.3]", "0.{}", "0.{64}", "&5.0", "[3].0",
        ] {
            assert!(TbCode::parse(bad).is_err(), "{bad}");
        }
    }
}
