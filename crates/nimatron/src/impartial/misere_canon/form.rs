//! A misère canonical form as a value, independent of any store: the game and
//! its followers in canonical order, each by the indices of its options (so
//! equal games have equal values), with its text in CGSuite's notation. Sums
//! and the genus work on it; a store is made for the length of an operation.

use super::print::notation;
use super::store::MisereStore;
use crate::impartial::misere::{Genus, EXPONENTS};
use crate::limits::{Limits, Stop};
use crate::short::Outcome;
use std::fmt;
use std::sync::Arc;

/// A misère canonical form of an impartial game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MisereForm {
    /// The followers in canonical order, the game last; each by its options.
    nodes: Arc<[Box<[u32]>]>,
    text: Arc<str>,
}

impl MisereForm {
    /// The game `g` of `s` as a value; its text stops at `output` bytes.
    pub fn export(s: &mut MisereStore, g: u32, output: Option<usize>) -> Result<MisereForm, Stop> {
        let mut seen = vec![g];
        let mut stack = vec![g];
        let mut member = rustc_hash::FxHashSet::default();
        member.insert(g);
        while let Some(x) = stack.pop() {
            s.meter().tick()?;
            for &o in s.options(x) {
                if member.insert(o) {
                    seen.push(o);
                    stack.push(o);
                }
            }
        }
        seen.sort_by(|&a, &b| s.cmp(a, b));
        let pos: rustc_hash::FxHashMap<u32, u32> = seen
            .iter()
            .enumerate()
            .map(|(i, &x)| (x, i as u32))
            .collect();
        let nodes: Vec<Box<[u32]>> = seen
            .iter()
            .map(|&x| s.options(x).iter().map(|o| pos[o]).collect())
            .collect();
        let text = notation(s, g, output)?;
        Ok(MisereForm {
            nodes: nodes.into(),
            text: text.into(),
        })
    }

    /// Put the game into `s`; its id there.
    pub fn import(&self, s: &mut MisereStore) -> Result<u32, Stop> {
        let mut ids: Vec<u32> = Vec::with_capacity(self.nodes.len());
        for opts in self.nodes.iter() {
            let o = opts.iter().map(|&i| ids[i as usize]).collect();
            ids.push(s.canon(o)?);
        }
        Ok(*ids.last().unwrap_or(&super::store::ZERO))
    }

    /// The sum of two forms, under `limits` (games: the store's records).
    pub fn add(&self, other: &MisereForm, limits: &Limits) -> Result<MisereForm, Stop> {
        let mut s = MisereStore::new(limits.start(), limits.games)?;
        let a = self.import(&mut s)?;
        let b = other.import(&mut s)?;
        let c = s.add(a, b)?;
        MisereForm::export(&mut s, c, limits.output)
    }

    /// The options, in canonical order (CGSuite's `G.Options`).
    pub fn options(&self, limits: &Limits) -> Result<Vec<MisereForm>, Stop> {
        let mut s = MisereStore::new(limits.start(), limits.games)?;
        let g = self.import(&mut s)?;
        s.options(g)
            .to_vec()
            .into_iter()
            .map(|o| MisereForm::export(&mut s, o, limits.output))
            .collect()
    }

    /// The mate (Conway, On Numbers and Games, ch. 12): `*1` for 0, and
    /// otherwise the game whose options are the mates of the options.
    pub fn mate(&self, limits: &Limits) -> Result<MisereForm, Stop> {
        let mut s = MisereStore::new(limits.start(), limits.games)?;
        let one = s.one()?;
        let mut mates: Vec<u32> = Vec::with_capacity(self.nodes.len());
        for opts in self.nodes.iter() {
            let m = if opts.is_empty() {
                one
            } else {
                s.canon(opts.iter().map(|&i| mates[i as usize]).collect())?
            };
            mates.push(m);
        }
        let top = mates.last().copied().unwrap_or(one);
        MisereForm::export(&mut s, top, limits.output)
    }

    /// Whether the game is a nim heap `*n`.
    pub fn is_nim_heap(&self) -> bool {
        // nim[i]: the size of the nim heap node i is, if it is one.
        let mut nim: Vec<Option<usize>> = Vec::with_capacity(self.nodes.len());
        for opts in self.nodes.iter() {
            let mut sizes: Vec<Option<usize>> = opts.iter().map(|&i| nim[i as usize]).collect();
            sizes.sort_unstable();
            let heap = sizes
                .iter()
                .enumerate()
                .all(|(k, &x)| x == Some(k))
                .then_some(sizes.len());
            nim.push(heap);
        }
        nim.last().is_some_and(Option::is_some)
    }

    /// Whether the game is even: not `H + *1` for an even `H` (CGSuite's
    /// `IsEven`; `*1` and `*3` are odd).
    pub fn is_even(&self, limits: &Limits) -> Result<bool, Stop> {
        let mut s = MisereStore::new(limits.start(), limits.games)?;
        let g = self.import(&mut s)?;
        Ok(!s.is_odd(g))
    }

    /// The text in CGSuite's notation, `*[2[2]321]`.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Normal and misère Grundy values of every node, in order.
    fn values(&self) -> Vec<(u32, u32)> {
        let mut v: Vec<(u32, u32)> = Vec::with_capacity(self.nodes.len());
        for opts in self.nodes.iter() {
            let g = crate::impartial::mex(opts.iter().map(|&i| v[i as usize].0));
            let m = if opts.is_empty() {
                1
            } else {
                crate::impartial::mex(opts.iter().map(|&i| v[i as usize].1))
            };
            v.push((g, m));
        }
        v
    }

    /// The normal-play Grundy value.
    pub fn nim_value(&self) -> u32 {
        self.values().last().map_or(0, |v| v.0)
    }

    /// The misère Grundy value (0: a misère P-position).
    pub fn misere_value(&self) -> u32 {
        self.values().last().map_or(1, |v| v.1)
    }

    /// The misère outcome: `P` or `N`.
    pub fn outcome(&self) -> Outcome {
        if self.misere_value() == 0 {
            Outcome::P
        } else {
            Outcome::N
        }
    }

    /// The birthday.
    pub fn birthday(&self) -> u32 {
        let mut b: Vec<u32> = Vec::with_capacity(self.nodes.len());
        for opts in self.nodes.iter() {
            b.push(opts.iter().map(|&i| b[i as usize] + 1).max().unwrap_or(0));
        }
        b.last().copied().unwrap_or(0)
    }

    /// The number of options.
    pub fn option_count(&self) -> usize {
        self.nodes.last().map_or(0, |o| o.len())
    }

    /// Conway's genus `g^(γ0 γ1 ...)`, `γk` the misère value of the game plus
    /// `k` copies of `*2`, from the options' genera: `γ0` is the mex of the
    /// options' `γ0` (1 for the end position) and `γk` the mex of the
    /// options' `γk` with `γ(k-1)` and `γ(k-1) ⊕ 1` (the options `G + (k-1)·*2`
    /// and `G + (k-1)·*2 + *1` of `G + k·*2`).
    pub fn genus(&self) -> Genus {
        let vals = self.values();
        let mut gammas: Vec<Vec<u32>> = Vec::with_capacity(self.nodes.len());
        for opts in self.nodes.iter() {
            let mut g = Vec::with_capacity(EXPONENTS);
            for k in 0..EXPONENTS {
                let mut seen: Vec<u32> = opts.iter().map(|&i| gammas[i as usize][k]).collect();
                if k == 0 {
                    if opts.is_empty() {
                        g.push(1);
                        continue;
                    }
                } else {
                    seen.push(g[k - 1]);
                    seen.push(g[k - 1] ^ 1);
                }
                g.push(crate::impartial::mex(seen));
            }
            gammas.push(g);
        }
        let exponents = gammas.pop().unwrap_or_default();
        Genus::from_exponents(vals.last().map_or(0, |v| v.0), exponents)
    }
}

impl fmt::Display for MisereForm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}
