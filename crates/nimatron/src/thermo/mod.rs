//! Thermography of short games: exact thermographs, temperature, mean (the mast),
//! cooling, heating and the confusion interval.
//!
//! Conventions follow CGSuite: a thermograph is drawn for temperatures `t >= -1`;
//! an integer is a mast from `t = -1`; every other game, the number `m/2^k`
//! (k >= 1, in lowest terms) included, is built from its canonical options (the
//! number is a mast from `t = -1/2^k`, with walls below, in closed form): the Left scaffold is the maximum of the Left options' right walls,
//! minus `t`; the Right scaffold the minimum of the Right options' left walls, plus
//! `t`; the walls follow the scaffolds up to the first temperature where they meet
//! and continue as a vertical mast there. Infinitesimals (`*`, `^`, ...) have
//! temperature 0.
//!
//! Below 0 the walls are the stops of `G` cooled by `t` as CGSuite cools by a
//! negative `t` (only integers are left alone); a property test checks it.
//!
//! Nothing here prints; the language formats thermographs, and [`svg`] draws
//! one as an SVG string (a pure function: the callers write it).

mod atomic;
mod hotstrat;
mod reduced;
mod svg;
mod trajectory;

pub use hotstrat::SumMove;
pub use svg::svg;
pub use trajectory::{Piece, Trajectory, T_MIN};

use crate::limits::Stop;
use crate::numbers::Rational;
use crate::short::{Game, GameStore, OpCache};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// The thermograph of a short game: its two walls, the mast and the temperature.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thermograph {
    /// The Left wall (what Left achieves moving first at each temperature);
    /// slopes -1 (value falls as `t` rises) or 0.
    pub left_wall: Trajectory,
    /// The Right wall; slopes +1 or 0.
    pub right_wall: Trajectory,
    /// The mast value (the mean).
    pub mast: Rational,
    /// Where the mast starts (the temperature).
    pub temperature: Rational,
}

impl Thermograph {
    /// The thermograph of the number `x`. An integer is a mast from `t = -1`.
    /// A dyadic `m/2^k` (k >= 1) is built from its canonical options
    /// `{x - 2^-k | x + 2^-k}` as every game is (CGSuite's rule): its walls meet
    /// at `t = -1/2^k` (the temperature) and below they are the stops of `x`
    /// cooled by `t` (built digit by digit, without recursion). A non-dyadic rational (no
    /// finite form, so no options) is a mast from `t = 0`, the limit of its
    /// dyadic approximations' temperatures, with vertical walls below.
    pub fn number(x: Rational) -> Thermograph {
        if x.is_integer() || !x.is_dyadic() {
            let temperature = if x.is_integer() {
                T_MIN
            } else {
                Rational::ZERO
            };
            return Thermograph {
                left_wall: Trajectory::constant(x.clone()),
                right_wall: Trajectory::constant(x.clone()),
                temperature,
                mast: x,
            };
        }
        Thermograph {
            left_wall: number_left_wall(&x),
            right_wall: number_left_wall(&-&x).neg(),
            temperature: -Rational::pow2_neg(x.exp()),
            mast: x,
        }
    }

    /// The thermograph of `x + n.^ + *m` (not a number) without recursion (so
    /// that `^1000` costs nothing): as CGSuite does, that of `x*` when `n = 0`
    /// or `n.^ + *m` is `^*` or `v*`, else that of `x^` or `xv`, each from its
    /// options `{x | x}`, `{x | x*}`, `{x* | x}` and the numbers' walls. A mast
    /// at `x` from `t = 0`; for an integer `x`, below 0 the Left wall is `x - t`
    /// and the Right wall `x + t`, except that the Left wall is `x` for downs
    /// other than `v*`, and the Right wall `x` for ups other than `^*`.
    pub fn infinitesimal_shift(x: Rational, up: i32, nim: u32) -> Thermograph {
        let xt = Thermograph::number(x);
        let star = Thermograph::from_scaffolds(&xt.right_wall.tilt(-1), &xt.left_wall.tilt(1));
        if up == 0 || (nim == 1 && up.abs() == 1) {
            star
        } else if up > 0 {
            Thermograph::from_scaffolds(&xt.right_wall.tilt(-1), &star.left_wall.tilt(1))
        } else {
            Thermograph::from_scaffolds(&star.right_wall.tilt(-1), &xt.left_wall.tilt(1))
        }
    }

    /// The thermograph with the given scaffolds (Left scaffold already tilted by
    /// `-t`, Right by `+t`): walls up to where they meet, then the mast.
    pub fn from_scaffolds(left: &Trajectory, right: &Trajectory) -> Thermograph {
        let diff = Trajectory::add(left, &right.neg());
        // The difference falls eventually (slope -2), so they always meet.
        let t = diff.first_nonpositive().unwrap_or(T_MIN);
        let mast = left.value_at(&t);
        Thermograph {
            left_wall: left.truncate(&t, mast.clone()),
            right_wall: right.truncate(&t, mast.clone()),
            temperature: t,
            mast,
        }
    }
}

/// The Left wall of a dyadic number `x = m/2^k` (k >= 1): the mast `x` from
/// `t = -1/2^k`; below, the Left scaffold `R(x^L) - t` of its Left option
/// `a = x - 2^-k`. That option's Right wall is `a` from its own temperature
/// `-1/2^j` (j < k) on, so the wall is `a - t` on `[-1/2^j, -1/2^k)`; below
/// `-1/2^j` it is `a`'s Right scaffold plus `t` there, which is the Left wall
/// of `a`'s Right option `c = a + 2^-j`: the mast `c` down to `c`'s own
/// temperature, and so on to an integer. So the wall alternates flat pieces
/// and pieces of slope -1 along these options, one step per binary digit,
/// with no recursion (`1/2^100000` costs 100000 steps).
fn number_left_wall(x: &Rational) -> Trajectory {
    let temp = |e: u32| -Rational::pow2_neg(e);
    // Built from the top down, reversed at the end.
    let mut pieces = vec![Piece {
        t: temp(x.exp()),
        v: x.clone(),
        slope: 0,
    }];
    let mut cur = x.clone();
    loop {
        let a = &cur - &Rational::pow2_neg(cur.exp());
        let ea = a.exp();
        // a - t on [-1/2^ea, -1/2^e): at its start the value is a + 2^-ea.
        let c = &a + &Rational::pow2_neg(ea);
        pieces.push(Piece {
            t: temp(ea),
            v: c.clone(),
            slope: -1,
        });
        if ea == 0 {
            break;
        }
        // The mast of c on [-1/2^ec, -1/2^ea).
        let ec = c.exp();
        pieces.push(Piece {
            t: temp(ec),
            v: c.clone(),
            slope: 0,
        });
        if ec == 0 {
            break;
        }
        cur = c;
    }
    pieces.reverse();
    Trajectory::from_pieces(pieces)
}

/// Caches of the thermographic operations, kept in each [`GameStore`] (one
/// of its operation caches, owned here), cleared with the store's caches.
#[derive(Default, Clone)]
pub(crate) struct ThermoCache {
    thermographs: FxHashMap<Game, Arc<Thermograph>>,
    cooled: FxHashMap<(Game, Rational), Game>,
    heated: FxHashMap<(Game, Game), Game>,
}

impl OpCache for ThermoCache {
    /// Approximate bytes held (a thermograph counted as a few pieces).
    fn bytes(&self) -> usize {
        self.thermographs.capacity() * 400
            + self.cooled.capacity() * 48
            + self.heated.capacity() * 12
    }

    fn boxed_clone(&self) -> Box<dyn OpCache> {
        Box::new(self.clone())
    }
}

/// The numbers confused with a game: an interval from `lo` to `hi`, each end
/// included or not. Empty for numbers (a number is never confused with a number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfusionInterval {
    /// The lower end (the right stop).
    pub lo: Rational,
    /// Whether `lo` itself is confused with the game.
    pub lo_closed: bool,
    /// The upper end (the left stop).
    pub hi: Rational,
    /// Whether `hi` itself is confused with the game.
    pub hi_closed: bool,
}

impl GameStore {
    /// The thermograph of `g` (cached).
    pub fn thermograph(&mut self, g: Game) -> Arc<Thermograph> {
        if let Some(t) = self.op_cache::<ThermoCache>().thermographs.get(&g) {
            return Arc::clone(t);
        }
        let th = if let Some(x) = self.number_value(g) {
            Thermograph::number(x.clone())
        } else if let Some(n) = self.as_nus(g) {
            Thermograph::infinitesimal_shift(n.number.clone(), n.up, n.nim)
        } else {
            self.thermograph_from_options(g)
        };
        let th = Arc::new(th);
        self.op_cache::<ThermoCache>()
            .thermographs
            .insert(g, Arc::clone(&th));
        th
    }

    /// The thermograph from the canonical options' thermographs.
    fn thermograph_from_options(&mut self, g: Game) -> Thermograph {
        {
            let mut left: Option<Trajectory> = None;
            for gl in self.left_options(g) {
                let w = self.deeper(|s| s.thermograph(gl));
                left = Some(match left {
                    None => w.right_wall.clone(),
                    Some(a) => Trajectory::max(&a, &w.right_wall),
                });
            }
            let mut right: Option<Trajectory> = None;
            for gr in self.right_options(g) {
                let w = self.deeper(|s| s.thermograph(gr));
                right = Some(match right {
                    None => w.left_wall.clone(),
                    Some(a) => Trajectory::min(&a, &w.left_wall),
                });
            }
            // A canonical non-number has options on both sides; the fallbacks
            // (its stops) are never used.
            let left = left
                .unwrap_or_else(|| Trajectory::constant(self.left_stop(g)))
                .tilt(-1);
            let right = right
                .unwrap_or_else(|| Trajectory::constant(self.right_stop(g)))
                .tilt(1);
            Thermograph::from_scaffolds(&left, &right)
        }
    }

    /// The temperature of `g`: `-1/2^k` for a number `m/2^k`, 0 for an
    /// infinitesimal shift of a number, positive for hot games.
    pub fn temperature(&mut self, g: Game) -> Rational {
        self.thermograph(g).temperature.clone()
    }

    /// The mean (mast value) of `g`. Means add: `mean(G + H) = mean(G) + mean(H)`.
    pub fn mean(&mut self, g: Game) -> Rational {
        self.thermograph(g).mast.clone()
    }

    /// `g` cooled by `t >= -1` (Conway; below 0 as CGSuite defines it):
    /// `G_t = G` for an integer `G`, the mean when the temperature of `G` is
    /// below `t`, else `{G^L_t - t | G^R_t + t}`. At `t` equal to the
    /// temperature the result is infinitely close to the mean (`{2|1}` cooled
    /// by 1/2 is `3/2*`). Below 0 only integers are left alone: `1/4` cooled by
    /// `-1/4` is `1/4*`, by `-3/8` it is `{3/8|1/8}`; the stops of `G_t` are the
    /// walls of the thermograph at `t`. (CGSuite's language refuses `t = -1`,
    /// where the definition still holds.)
    ///
    /// A `t` below -1 stops the computation with [`Stop::OutOfRange`] (under
    /// [`GameStore::guard`] an `Err`).
    pub fn cool(&mut self, g: Game, t: &Rational) -> Game {
        if t < &T_MIN {
            GameStore::abort(Stop::OutOfRange("cooling temperature must be >= -1"));
        }
        let tg = self.number(t.clone());
        let mtg = self.neg(tg);
        self.cool_rec(g, t, tg, mtg)
    }

    fn cool_rec(&mut self, g: Game, t: &Rational, tg: Game, mtg: Game) -> Game {
        // Cooling by 0 changes nothing; by t >= 0 numbers stay (their
        // temperatures are negative), below 0 integers do.
        if t.is_zero()
            || self
                .number_value(g)
                .is_some_and(|x| t.signum() > 0 || x.is_integer())
        {
            return g;
        }
        let key = (g, t.clone());
        if let Some(&r) = self.op_cache::<ThermoCache>().cooled.get(&key) {
            return r;
        }
        let th = self.thermograph(g);
        let r = if &th.temperature < t {
            self.number(th.mast.clone())
        } else if self.number_value(g).is_some_and(|x| !x.is_dyadic()) {
            // A non-dyadic number has no options: it stays (see `Thermograph::number`).
            g
        } else {
            let mut left = Vec::new();
            for gl in self.left_options(g) {
                let c = self.deeper(|s| s.cool_rec(gl, t, tg, mtg));
                left.push(self.add(c, mtg));
            }
            let mut right = Vec::new();
            for gr in self.right_options(g) {
                let c = self.deeper(|s| s.cool_rec(gr, t, tg, mtg));
                right.push(self.add(c, tg));
            }
            self.from_options(&left, &right)
        };
        self.op_cache::<ThermoCache>().cooled.insert(key, r);
        r
    }

    /// `g` heated by `t` (any game): `∫^t G = G` for a number `G`, else
    /// `{∫^t G^L + t | ∫^t G^R - t}` on the canonical form.
    pub fn heat(&mut self, g: Game, t: Game) -> Game {
        if self.is_number(g) {
            return g;
        }
        if let Some(&r) = self.op_cache::<ThermoCache>().heated.get(&(g, t)) {
            return r;
        }
        let mt = self.neg(t);
        let mut left = Vec::new();
        for gl in self.left_options(g) {
            let h = self.deeper(|s| s.heat(gl, t));
            left.push(self.add(h, t));
        }
        let mut right = Vec::new();
        for gr in self.right_options(g) {
            let h = self.deeper(|s| s.heat(gr, t));
            right.push(self.add(h, mt));
        }
        let r = self.from_options(&left, &right);
        self.op_cache::<ThermoCache>().heated.insert((g, t), r);
        r
    }

    /// The numbers `x` with `g || x`: `None` for a number (and for games such
    /// as `^` that are comparable with every number), else the interval between
    /// the right and left stops with its ends' membership decided exactly.
    pub fn confusion_interval(&mut self, g: Game) -> Option<ConfusionInterval> {
        if self.is_number(g) {
            return None;
        }
        let (hi, lo) = self.stops(g);
        let lo_g = self.number(lo.clone());
        let hi_g = self.number(hi.clone());
        let lo_closed = self.confused(g, lo_g);
        let hi_closed = self.confused(g, hi_g);
        if lo == hi && !lo_closed {
            return None;
        }
        Some(ConfusionInterval {
            lo,
            lo_closed,
            hi,
            hi_closed,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closed_form_of_infinitesimal_shifts_matches_the_recursion() {
        let mut s = GameStore::new();
        for x in [Rational::ZERO, Rational::new(3, 1), Rational::from_i64(-2)] {
            for up in -5..=5 {
                for nim in 0..5 {
                    if up == 0 && nim == 0 {
                        continue;
                    }
                    let g = s.nus(x.clone(), up, nim);
                    let closed = Thermograph::infinitesimal_shift(x.clone(), up, nim);
                    let rec = s.thermograph_from_options(g);
                    assert_eq!(closed, rec, "{x} + {up}.^ + *{nim}");
                }
            }
        }
    }
}
