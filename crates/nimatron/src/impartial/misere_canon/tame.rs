//! Tame, restive and restless games (Conway, On Numbers and Games, ch. 12;
//! Winning Ways, ch. 13, "returnable" moves), classified as CGSuite
//! classifies misère canonical forms (its `IsTame`, `IsGenerallyTame`,
//! `IsTameable`, `IsRestive`, `IsGenerallyRestive`, `IsRestless`,
//! `IsHalfTame`).
//!
//! The *genus kind* of a game comes from its normal and misère Grundy values
//! `g⁺`, `g⁻`: tame when `g⁺ = g⁻` or both are 0 or 1 (the genera `0^120`,
//! `1^031`, `0^0`, `1^1`, `a^a`), restive when only `g⁺ < 2`, restless when
//! only `g⁻ < 2`, wild otherwise. The classification (the *phylum*) is then
//! hereditary:
//! - *tame* (hereditarily): every option tame and a tame genus; the games
//!   whose options are all nim-heap-like and whose genus is `0^1`, `1^0` or
//!   `a^a` act as nim heaps;
//! - *generally tame*: every option tame or generally tame with a tame genus,
//!   or some wild options that are *returnable* — each has an option (the
//!   return move) generally tame with the game's own `g⁺` and `g⁻` — while
//!   the tame options alone give the genus;
//! - *tameable*: not generally tame, but its wild options are tameable and
//!   return to tameable games of its values, and together with the tame
//!   options they give the genus (games that fix the genus of any sum with
//!   tame games);
//! - *restive*: every option tame, restive genus; *generally restive*: the
//!   same allowing returnable wild options (the return move to a restive or
//!   tame game with matching values);
//! - *restless*: every option generally tame, restless genus;
//! - *wild*: the rest.
//!
//! An odd game `H + *1` has the phylum of its even part `H`, as in CGSuite.

use super::form::MisereForm;
use super::store::MisereStore;
use crate::limits::{Limits, Stop};
use crate::numbers::mex;
use rustc_hash::FxHashMap;

/// The class of a misère impartial game among Conway's tame, restive,
/// restless and wild games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Phylum {
    /// Every option acts as a nim heap and so does the game (genus `0^1`,
    /// `1^0` or `a^a`): nim heaps and the games that play as them.
    NimHeap,
    /// Tame, every option tame (hereditarily tame).
    HereditarilyTame,
    /// Tame through returnable wild options.
    ReversiblyTame,
    /// Not tame, but fixes the genus of its sums with tame games.
    Tameable,
    /// Every option tame, restive genus.
    HereditarilyRestive,
    /// Restive through returnable wild options.
    ReversiblyRestive,
    /// Every option generally tame, restless genus.
    Restless,
    /// None of the above.
    Wild,
}

impl Phylum {
    /// Tame in CGSuite's sense (`IsTame`): hereditarily tame.
    pub fn is_tame(self) -> bool {
        matches!(self, Phylum::NimHeap | Phylum::HereditarilyTame)
    }

    /// Tame, allowing returnable wild options (`IsGenerallyTame`).
    pub fn is_generally_tame(self) -> bool {
        self.is_tame() || self == Phylum::ReversiblyTame
    }

    /// Generally tame or tameable (`IsTameable`).
    pub fn is_tameable(self) -> bool {
        self.is_generally_tame() || self == Phylum::Tameable
    }

    /// Restive, every option tame (`IsRestive`).
    pub fn is_restive(self) -> bool {
        self == Phylum::HereditarilyRestive
    }

    /// Restive, allowing returnable wild options (`IsGenerallyRestive`).
    pub fn is_generally_restive(self) -> bool {
        matches!(
            self,
            Phylum::HereditarilyRestive | Phylum::ReversiblyRestive
        )
    }

    /// Restless (`IsRestless`).
    pub fn is_restless(self) -> bool {
        self == Phylum::Restless
    }

    /// Generally restive or generally tame.
    fn is_restive_or_tame(self) -> bool {
        self.is_generally_tame() || self.is_generally_restive()
    }

    /// A name in words.
    pub fn name(self) -> &'static str {
        match self {
            Phylum::NimHeap => "nim heap",
            Phylum::HereditarilyTame => "tame",
            Phylum::ReversiblyTame => "generally tame",
            Phylum::Tameable => "tameable",
            Phylum::HereditarilyRestive => "restive",
            Phylum::ReversiblyRestive => "generally restive",
            Phylum::Restless => "restless",
            Phylum::Wild => "wild",
        }
    }
}

/// The kind of a genus, from `(g⁺, g⁻)`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Tame,
    Restive,
    Restless,
    Wild,
}

fn kind(gp: u32, gm: u32) -> Kind {
    if gp == gm || (gp < 2 && gm < 2) {
        Kind::Tame
    } else if gp < 2 {
        Kind::Restive
    } else if gm < 2 {
        Kind::Restless
    } else {
        Kind::Wild
    }
}

/// Phyla of the games of a store, memoised.
pub(super) struct Phyla {
    memo: FxHashMap<u32, Phylum>,
}

impl Phyla {
    pub(super) fn new() -> Phyla {
        Phyla {
            memo: FxHashMap::default(),
        }
    }

    /// The phylum of `g` (its followers first, without recursion).
    pub(super) fn of(&mut self, s: &mut MisereStore, g: u32) -> Result<Phylum, Stop> {
        // Followers not yet classified, in increasing birthday.
        let mut todo = vec![g];
        let mut seen = rustc_hash::FxHashSet::default();
        seen.insert(g);
        let mut i = 0;
        while i < todo.len() {
            s.meter().tick()?;
            let x = todo[i];
            i += 1;
            for &o in s.options(x) {
                if !self.memo.contains_key(&o) && seen.insert(o) {
                    todo.push(o);
                }
            }
        }
        todo.retain(|x| !self.memo.contains_key(x));
        todo.sort_by_key(|&x| s.birthday(x));
        for x in todo {
            s.meter().tick()?;
            let p = if s.is_odd(x) {
                let e = s.even_part(x);
                match self.memo.get(&e) {
                    Some(&p) => p,
                    None => self.classify(s, e),
                }
            } else {
                self.classify(s, x)
            };
            self.memo.insert(x, p);
        }
        Ok(self.memo[&g])
    }

    fn get(&self, x: u32) -> Phylum {
        self.memo.get(&x).copied().unwrap_or(Phylum::Wild)
    }

    /// The phylum of `g`, every follower classified.
    fn classify(&mut self, s: &MisereStore, g: u32) -> Phylum {
        let opts = s.options(g);
        let (gp, gm) = (s.nim_value(g), s.misere_value(g));
        let k = kind(gp, gm);
        let all_tame = opts.iter().all(|&o| self.get(o).is_generally_tame());
        if all_tame {
            let wildest = opts
                .iter()
                .map(|&o| self.get(o))
                .max()
                .unwrap_or(Phylum::NimHeap);
            // Options all nim-heap-like: the game is one unless its genus
            // is 0^0 or 1^1.
            if wildest == Phylum::NimHeap && k == Kind::Tame && (gp > 1 || gp != gm) {
                return Phylum::NimHeap;
            }
            let hereditary = wildest <= Phylum::HereditarilyTame;
            return match k {
                Kind::Tame if hereditary => Phylum::HereditarilyTame,
                Kind::Restive if hereditary => Phylum::HereditarilyRestive,
                Kind::Tame => Phylum::ReversiblyTame,
                Kind::Restive => Phylum::ReversiblyRestive,
                Kind::Restless => Phylum::Restless,
                Kind::Wild => Phylum::Wild,
            };
        }
        if !matches!(k, Kind::Tame | Kind::Restive) {
            return Phylum::Wild;
        }
        // Some option is wild: generally tame (restive) if each wild option
        // is returnable and the tame options give the values; tameable if
        // the wild options are tameable and return to tameable games.
        let tame_genus = k == Kind::Tame;
        let mut reversible = true;
        let mut tameable = tame_genus;
        let (mut plus, mut minus): (Vec<u32>, Vec<u32>) = (Vec::new(), Vec::new());
        let (mut t_plus, mut t_minus): (Vec<u32>, Vec<u32>) = (Vec::new(), Vec::new());
        for &o in opts {
            let po = self.get(o);
            let (ogp, ogm) = (s.nim_value(o), s.misere_value(o));
            if po.is_generally_tame() {
                plus.push(ogp);
                minus.push(ogm);
                continue;
            }
            let (mut m_found, mut p_found) = (false, false);
            let (mut m_tameable, mut p_tameable) = (false, false);
            if tameable && po == Phylum::Tameable {
                t_plus.push(ogp);
                t_minus.push(ogm);
                m_tameable = true;
                p_tameable = true;
            }
            for &r in s.options(o) {
                let pr = self.get(r);
                let (rgp, rgm) = (s.nim_value(r), s.misere_value(r));
                if tame_genus && pr.is_generally_tame() {
                    m_found |= gm == rgm;
                    p_found |= gp == rgp;
                } else if !tame_genus && pr.is_restive_or_tame() {
                    m_found |= gm == rgm && (rgp < 2 || (rgp ^ gm) < 2);
                    p_found |= gp == rgp && (rgm < 2 || (rgm ^ gm) < 2);
                } else if tameable && pr == Phylum::Tameable {
                    m_tameable |= gm == rgm;
                    p_tameable |= gp == rgp;
                }
            }
            if !(m_found && p_found) {
                reversible = false;
                if !(m_tameable && p_tameable) {
                    tameable = false;
                }
                if !tameable {
                    break;
                }
            }
        }
        if reversible && (gp != mex(plus.iter().copied()) || gm != mex(minus.iter().copied())) {
            reversible = false;
        }
        if reversible {
            return if tame_genus {
                Phylum::ReversiblyTame
            } else {
                Phylum::ReversiblyRestive
            };
        }
        if tameable {
            plus.extend(t_plus);
            minus.extend(t_minus);
            let fits = gp == mex(plus.iter().copied()) && gm == mex(minus.iter().copied());
            if fits || (plus.is_empty() && gp == 0) {
                return Phylum::Tameable;
            }
        }
        Phylum::Wild
    }
}

impl MisereForm {
    /// The game's phylum: tame, restive, restless, wild and the classes
    /// between (see [`Phylum`]).
    pub fn phylum(&self, limits: &Limits) -> Result<Phylum, Stop> {
        let mut s = MisereStore::new(limits.start(), limits.games)?;
        let g = self.import(&mut s)?;
        Phyla::new().of(&mut s, g)
    }

    /// Half-tame (CGSuite's `IsHalfTame`): not generally tame, and `G + G`
    /// generally tame of genus `0^0`.
    pub fn is_half_tame(&self, limits: &Limits) -> Result<bool, Stop> {
        let mut s = MisereStore::new(limits.start(), limits.games)?;
        let g = self.import(&mut s)?;
        let mut phyla = Phyla::new();
        if phyla.of(&mut s, g)?.is_generally_tame() {
            return Ok(false);
        }
        let d = s.add(g, g)?;
        Ok(phyla.of(&mut s, d)?.is_generally_tame()
            && s.nim_value(d) == 0
            && s.misere_value(d) == 0)
    }
}

/// The phylum of each heap `0..=to` of a take-and-break game, from the
/// heaps' misère canonical forms built in one store (a heap's form has the
/// sums of its options' heaps' forms as options). The forms of larger heaps
/// grow fast: the list stops at the first heap the limits do not allow, with
/// the reason.
pub fn heap_phyla(
    game: &crate::impartial::octal::OctalGame,
    to: usize,
    limits: &Limits,
) -> (Vec<Phylum>, Option<Stop>) {
    let mut out = Vec::new();
    let mut s = match MisereStore::new(limits.start(), limits.games) {
        Ok(s) => s,
        Err(e) => return (out, Some(e)),
    };
    let mut phyla = Phyla::new();
    let mut ids: Vec<u32> = Vec::new();
    for n in 0..=to {
        let step = |s: &mut MisereStore, phyla: &mut Phyla| -> Result<(u32, Phylum), Stop> {
            let mut opts = Vec::new();
            for o in game.heap_options(n) {
                let mut sum = super::store::ZERO;
                for h in o {
                    let x = *ids.get(h).ok_or(Stop::Unsupported(
                        "a move that leaves a heap as large as the heap moved",
                    ))?;
                    sum = s.add(sum, x)?;
                }
                opts.push(sum);
            }
            let g = s.canon(opts)?;
            Ok((g, phyla.of(s, g)?))
        };
        match step(&mut s, &mut phyla) {
            Ok((g, p)) => {
                ids.push(g);
                out.push(p);
            }
            Err(e) => return (out, Some(e)),
        }
    }
    (out, None)
}
