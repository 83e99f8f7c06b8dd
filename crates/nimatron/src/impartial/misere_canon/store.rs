//! The store of misère canonical forms: every canonical impartial game once,
//! named by a `u32`, its options in canonical order, with its birthday, its
//! normal and misère Grundy values and its parity; built bottom-up by
//! Conway's simplification, and sums.
//!
//! Simplification (On Numbers and Games, ch. 12; as CGSuite applies it): a
//! game whose options are canonical is canonical unless
//! - every option has 0 as an option and some option is a misère
//!   P-position: then it is 0 (the proviso: if no option were a P-position
//!   the game would be a P-position, which 0 is not); or
//! - its options split into `A ∪ B`, where `H = {A}` is canonical and every
//!   option in `B` has `H` as an option (each reverses through `H`): then it
//!   is `H`. The options in `B` are born at least two days after every option
//!   in `A`, so only the gaps of two days or more in the options' birthdays
//!   need trying.
//!
//! Canonical order (CGSuite's): the first few games in a fixed order (CGSuite's
//! table of games born by day 4 and some of day 5), then by the *even part*
//! (the game itself, or `H` when the game is `H + *1` with `H` its largest
//! option and even): birthday, number of options, normal value, misère value,
//! options one by one; a game before its odd twin. A game `H + *1` whose `H`
//! is even is *odd*; the others are even.

use crate::limits::{with_stack, Meter, Stop};
use rustc_hash::FxHashMap;
use std::cmp::Ordering;

/// The id of 0.
pub const ZERO: u32 = 0;

/// One canonical game.
#[derive(Clone, Debug)]
struct Rec {
    options: Box<[u32]>,
    birthday: u32,
    gplus: u32,
    gminus: u32,
    odd: bool,
    /// The even part: itself, or `H` for an odd game `H + *1`.
    even: u32,
    /// The rank in CGSuite's table of early games, if it is one.
    rank: Option<u32>,
}

/// Option lists of CGSuite's early games, in its order: an entry `2i + p`
/// stands for the `i`th early game plus `p` copies of `*1`.
const EARLY: &[&[u32]] = &[
    &[],
    &[0, 1],
    &[2],
    &[3],
    &[4],
    &[2, 3],
    &[2, 4],
    &[0, 4],
    &[1, 4],
    &[2, 3, 4],
    &[0, 3, 4],
    &[0, 2, 4],
    &[1, 3, 4],
    &[1, 2, 4],
    &[0, 2, 3, 4],
    &[0, 1, 2, 4],
    &[1, 2, 3, 4],
    &[0, 1, 2, 3],
    &[0, 1, 2, 3, 4],
    &[5],
    &[8],
    &[12],
    &[14],
    &[16],
    &[18],
    &[20],
    &[22],
    &[24],
    &[26],
    &[28],
    &[30],
    &[32],
    &[34],
    &[36],
    &[6],
    &[10],
];

/// Canonical misère impartial games and their sums.
pub struct MisereStore {
    recs: Vec<Rec>,
    index: FxHashMap<Box<[u32]>, u32>,
    nim: Vec<u32>,
    sums: FxHashMap<(u32, u32), u32>,
    meter: Meter,
    max_games: Option<usize>,
}

impl MisereStore {
    /// A store holding at most `max_games` games, checking `meter`.
    pub fn new(meter: Meter, max_games: Option<usize>) -> Result<MisereStore, Stop> {
        let zero = Rec {
            options: Box::new([]),
            birthday: 0,
            gplus: 0,
            gminus: 1,
            odd: false,
            even: ZERO,
            rank: Some(0),
        };
        let mut s = MisereStore {
            recs: vec![zero],
            index: FxHashMap::default(),
            nim: vec![ZERO],
            sums: FxHashMap::default(),
            meter,
            max_games,
        };
        s.index.insert(Box::new([]), ZERO);
        let mut early = vec![ZERO];
        let one = s.one()?;
        for (i, opts) in EARLY.iter().enumerate().skip(1) {
            let mut o = Vec::with_capacity(opts.len());
            for &e in opts.iter() {
                let g = early[(e >> 1) as usize];
                o.push(if e & 1 == 1 { s.add(g, one)? } else { g });
            }
            let g = s.canon(o)?;
            s.recs[g as usize].rank = Some(2 * i as u32);
            early.push(g);
        }
        Ok(s)
    }

    /// The meter the store checks.
    pub fn meter(&mut self) -> &mut Meter {
        &mut self.meter
    }

    /// The number of games held.
    pub fn len(&self) -> usize {
        self.recs.len()
    }

    /// Whether the store holds only 0 (never: the early games are made at once).
    pub fn is_empty(&self) -> bool {
        self.recs.is_empty()
    }

    /// `*1`.
    pub fn one(&mut self) -> Result<u32, Stop> {
        self.nim_heap(1)
    }

    /// The nim heap `*n`.
    pub fn nim_heap(&mut self, n: usize) -> Result<u32, Stop> {
        while self.nim.len() <= n {
            let opts = self.nim.clone();
            let g = self.canon(opts)?;
            self.nim.push(g);
        }
        Ok(self.nim[n])
    }

    /// The options of `g`, in canonical order.
    pub fn options(&self, g: u32) -> &[u32] {
        &self.recs[g as usize].options
    }

    /// The birthday of `g`.
    pub fn birthday(&self, g: u32) -> u32 {
        self.recs[g as usize].birthday
    }

    /// The normal-play Grundy value of `g`.
    pub fn nim_value(&self, g: u32) -> u32 {
        self.recs[g as usize].gplus
    }

    /// The misère Grundy value of `g` (0: a misère P-position).
    pub fn misere_value(&self, g: u32) -> u32 {
        self.recs[g as usize].gminus
    }

    /// Whether `g` is odd (`H + *1` with `H` even, its largest option).
    pub fn is_odd(&self, g: u32) -> bool {
        self.recs[g as usize].odd
    }

    /// The even part of `g`.
    pub fn even_part(&self, g: u32) -> u32 {
        self.recs[g as usize].even
    }

    /// Whether `g` is the nim heap of its birthday.
    pub fn is_nim_heap(&self, g: u32) -> bool {
        let b = self.birthday(g) as usize;
        self.nim.get(b) == Some(&g)
            || (self.options(g).len() == b
                && self
                    .options(g)
                    .iter()
                    .enumerate()
                    .all(|(i, &o)| self.nim.get(i) == Some(&o)))
    }

    /// Canonical order.
    pub fn cmp(&self, a: u32, b: u32) -> Ordering {
        if a == b {
            return Ordering::Equal;
        }
        let (ra, rb) = (&self.recs[a as usize], &self.recs[b as usize]);
        let rank = |r: &Rec| {
            r.rank
                .or_else(|| self.recs[r.even as usize].rank.map(|k| k + 1))
        };
        match (rank(ra), rank(rb)) {
            (Some(x), Some(y)) => return x.cmp(&y),
            (Some(_), None) => return Ordering::Less,
            (None, Some(_)) => return Ordering::Greater,
            (None, None) => {}
        }
        if ra.even == rb.even {
            return ra.odd.cmp(&rb.odd);
        }
        let (ea, eb) = (&self.recs[ra.even as usize], &self.recs[rb.even as usize]);
        let keys = |r: &Rec| (r.birthday, r.options.len(), r.gplus, r.gminus);
        keys(ea).cmp(&keys(eb)).then_with(|| {
            for (&x, &y) in ea.options.iter().zip(eb.options.iter()) {
                let c = with_stack(|| self.cmp(x, y));
                if c != Ordering::Equal {
                    return c;
                }
            }
            ra.odd.cmp(&rb.odd)
        })
    }

    /// Whether `g` has `o` as an option.
    pub fn has_option(&self, g: u32, o: u32) -> bool {
        self.options(g).contains(&o)
    }

    /// The canonical game with these options (each canonical).
    pub fn canon(&mut self, mut opts: Vec<u32>) -> Result<u32, Stop> {
        self.meter.tick()?;
        opts.sort_by(|&a, &b| self.cmp(a, b));
        opts.dedup();
        if let Some(&g) = self.index.get(opts.as_slice()) {
            return Ok(g);
        }
        // Every option reverses through 0, and the proviso holds.
        if opts.iter().all(|&o| self.has_option(o, ZERO))
            && opts.iter().any(|&o| self.misere_value(o) == 0)
        {
            return Ok(ZERO);
        }
        // Options B reversing through H = {A}, A a prefix before a gap.
        for j in 1..opts.len() {
            if self.birthday(opts[j]) > self.birthday(opts[j - 1]) + 1 {
                if let Some(&h) = self.index.get(&opts[..j]) {
                    if opts[j..].iter().all(|&o| self.has_option(o, h)) {
                        return Ok(h);
                    }
                }
            }
        }
        self.record(opts)
    }

    fn record(&mut self, opts: Vec<u32>) -> Result<u32, Stop> {
        if let Some(max) = self.max_games {
            if self.recs.len() >= max {
                return Err(Stop::Games(max));
            }
        }
        let birthday = opts
            .iter()
            .map(|&o| self.birthday(o) + 1)
            .max()
            .unwrap_or(0);
        let gplus = crate::impartial::mex(opts.iter().map(|&o| self.nim_value(o)));
        let gminus = if opts.is_empty() {
            1
        } else {
            crate::impartial::mex(opts.iter().map(|&o| self.misere_value(o)))
        };
        // Odd: H + *1 with H the largest option, even: options {H' + *1} ∪ {H}.
        let mut odd_of = None;
        if let Some(&top) = opts.last() {
            if !self.is_odd(top) {
                let mut twin = Vec::with_capacity(opts.len());
                let top_opts = self.options(top).to_vec();
                if !top_opts.is_empty() {
                    // *1 exists: it is made first, from the option 0 alone.
                    let one = self.one()?;
                    for o in top_opts {
                        twin.push(with_stack(|| self.add(o, one))?);
                    }
                }
                twin.push(top);
                twin.sort_by(|&a, &b| self.cmp(a, b));
                twin.dedup();
                if twin == opts {
                    odd_of = Some(top);
                }
            }
        }
        let id = self.recs.len() as u32;
        self.recs.push(Rec {
            options: opts.clone().into_boxed_slice(),
            birthday,
            gplus,
            gminus,
            odd: odd_of.is_some(),
            even: odd_of.unwrap_or(id),
            rank: None,
        });
        self.index.insert(opts.into_boxed_slice(), id);
        Ok(id)
    }

    /// `a + b`.
    pub fn add(&mut self, a: u32, b: u32) -> Result<u32, Stop> {
        if a == ZERO {
            return Ok(b);
        }
        if b == ZERO {
            return Ok(a);
        }
        let key = (a.min(b), a.max(b));
        if let Some(&s) = self.sums.get(&key) {
            return Ok(s);
        }
        let mut opts = Vec::with_capacity(self.options(a).len() + self.options(b).len());
        for o in self.options(a).to_vec() {
            opts.push(with_stack(|| self.add(o, b))?);
        }
        for o in self.options(b).to_vec() {
            opts.push(with_stack(|| self.add(a, o))?);
        }
        let s = self.canon(opts)?;
        self.sums.insert(key, s);
        Ok(s)
    }

    /// `g + k·h`.
    pub fn add_times(&mut self, g: u32, h: u32, k: usize) -> Result<u32, Stop> {
        let mut s = g;
        for _ in 0..k {
            s = self.add(s, h)?;
        }
        Ok(s)
    }

    /// The `x` with `x + h = g` and `x` born before `g`, if there is one:
    /// such an `x` is an option of `g` (`x + 0` is an option of `x + h`, and
    /// could only be reversible through `g` if it were born after `g`).
    pub fn subtract_earlier(&mut self, g: u32, h: u32) -> Result<Option<u32>, Stop> {
        let b = self.birthday(g);
        for x in self.options(g).to_vec() {
            if self.birthday(x) < b && self.add(x, h)? == g {
                return Ok(Some(x));
            }
        }
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::Limits;

    fn store() -> MisereStore {
        MisereStore::new(Limits::none().start(), None).unwrap()
    }

    #[test]
    fn star_plus_star_is_zero_and_nim_heaps_are_canonical() {
        let mut s = store();
        let one = s.one().unwrap();
        assert_eq!(s.add(one, one).unwrap(), ZERO);
        let two = s.nim_heap(2).unwrap();
        let three = s.nim_heap(3).unwrap();
        assert_eq!(s.add(two, one).unwrap(), three);
        assert!(s.is_odd(one) && s.is_odd(three) && !s.is_odd(two));
        assert_eq!(s.misere_value(one), 0);
        assert_eq!(s.misere_value(ZERO), 1);
        // {*1} = 0: its option reverses through 0, and it is a P-position.
        assert_eq!(s.canon(vec![one]).unwrap(), ZERO);
        // {*2} is not 0 (no option is a P-position: the proviso).
        assert_ne!(s.canon(vec![two]).unwrap(), ZERO);
        // *2 + *2 has options *2 and *3 and is a misère P-position.
        let four = s.add(two, two).unwrap();
        assert_eq!(s.options(four), &[two, three]);
        assert_eq!(s.misere_value(four), 0);
    }
}
