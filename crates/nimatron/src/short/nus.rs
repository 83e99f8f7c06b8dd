//! Number-up-stars `x + n.^ + *m`: compact records (the small ones found by
//! index), their canonical options written only when asked for and only when
//! they fit the limits, and recognising one among canonical option lists.

use super::store::{GameStore, Node, KIND_NIMBER, KIND_NUMBER, KIND_NUS, NONE};
use super::Game;
use crate::limits::Stop;
use crate::numbers::Rational;

/// A number-up-star `number + up.^ + *nim`: the compact form of the most common values.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Nus {
    /// The number part.
    pub number: Rational,
    /// The multiple of up (negative for down).
    pub up: i32,
    /// The nimber part.
    pub nim: u32,
}

impl Nus {
    /// A plain number.
    pub fn number(x: Rational) -> Nus {
        Nus {
            number: x,
            up: 0,
            nim: 0,
        }
    }

    /// Whether this is a number (no up or star part).
    pub fn is_number(&self) -> bool {
        self.up == 0 && self.nim == 0
    }
}

/// The small number-up-stars `n + u.^ + *m` with -64 <= n < 64, |u| <= 2, m < 8
/// are found by index.
const SMALL_INT: i64 = 64;
const SMALL_UP: i32 = 2;
const SMALL_NIM: u32 = 8;
const SMALL_SLOTS: usize =
    (2 * SMALL_INT as usize) * (2 * SMALL_UP as usize + 1) * SMALL_NIM as usize;

/// Number-up-stars `x + u.^ + *m` with |u| <= EAGER_UP and m <= EAGER_NIM
/// (not numbers) have their options written when they are made.
const EAGER_UP: u32 = 4;
const EAGER_NIM: u32 = 8;

impl GameStore {
    pub(super) fn nus_node(&mut self, nus: Nus) -> Game {
        // Small integers with few ups and a small star, the usual leaves of
        // games typed in, are found by index instead of by hashing.
        let slot = match nus.number {
            Rational::Small { num, exp: 0 }
                if (-SMALL_INT..SMALL_INT).contains(&num)
                    && (-SMALL_UP..=SMALL_UP).contains(&nus.up)
                    && nus.nim < SMALL_NIM =>
            {
                let i = (num + SMALL_INT) as usize;
                let u = (nus.up + SMALL_UP) as usize;
                Some((i * (2 * SMALL_UP as usize + 1) + u) * SMALL_NIM as usize + nus.nim as usize)
            }
            _ => None,
        };
        if let Some(k) = slot {
            if self.small_nus.is_empty() {
                self.small_nus = vec![NONE; SMALL_SLOTS];
            }
            if self.small_nus[k] != NONE {
                return Game(self.small_nus[k]);
            }
        }
        if let Some(&g) = self.nus_index.get(&nus) {
            if let Some(k) = slot {
                self.small_nus[k] = g.0;
            }
            return g;
        }

        let id = self.push_node(
            Node {
                start: 0,
                n_left: 0,
                n_right: 0,
                nus: self.nus_data.len() as u32,
                materialized: false,
                neg: NONE,
                kind: if nus.is_number() {
                    KIND_NUMBER
                } else if nus.up == 0 && nus.number.is_zero() {
                    KIND_NIMBER
                } else {
                    KIND_NUS
                },
                rational: !nus.number.is_dyadic(),
            },
            [nus.number.clone(), nus.number.clone()],
            Some(&nus),
        );
        let eager = !nus.is_number() && nus.up.unsigned_abs() <= EAGER_UP && nus.nim <= EAGER_NIM;
        self.nus_data.push(nus.clone());
        self.nus_index.insert(nus, id);
        if let Some(k) = slot {
            self.small_nus[k] = id.0;
        }
        // Small infinitesimals get their few options written at once: they
        // are the options met in searches, and a store then rarely grows
        // during comparisons (as a clone of it would, reallocating `opts`).
        if eager {
            self.materialize(id);
        }
        id
    }

    /// Write the canonical options of a number-up-star.
    #[cold]
    #[inline(never)]
    pub(super) fn materialize(&mut self, g: Game) {
        let nus = self.nus_data[self.nodes[g.0 as usize].nus as usize].clone();
        let (left, right) = self.nus_canonical_options(&nus);
        let start = self.opts.len() as u32;
        self.opts.extend_from_slice(&left);
        self.opts.extend_from_slice(&right);
        let node = &mut self.nodes[g.0 as usize];
        node.start = start;
        node.n_left = left.len() as u32;
        node.n_right = right.len() as u32;
        node.materialized = true;
        if node.kind != KIND_NUMBER {
            self.hot[g.0 as usize].set_options(node);
        }
    }

    /// The canonical options of `x + n.^ + *m`.
    fn nus_canonical_options(&mut self, nus: &Nus) -> (Vec<Game>, Vec<Game>) {
        let x = &nus.number;
        let (n, m) = (nus.up, nus.nim);
        if n == 0 && m == 0 {
            // A number. A non-dyadic one (born on day omega) has infinitely many
            // options; it stays an atom, and every algorithm here treats numbers by
            // number avoidance and translation instead of through their options.
            if !x.is_dyadic() {
                return (vec![], vec![]);
            }
            if x.is_integer() {
                return match x.signum() {
                    0 => (vec![], vec![]),
                    1 => (vec![self.number(x - &Rational::ONE)], vec![]),
                    _ => (vec![], vec![self.number(x + &Rational::ONE)]),
                };
            }
            let step = Rational::pow2_neg(x.exp());
            return (vec![self.number(x - &step)], vec![self.number(x + &step)]);
        }
        let xg = self.number(x.clone());
        if n == 0 {
            // x + *m has the m options x + *j on each side: never more than
            // the limits allow, refused before anything is written.
            self.check_room(m as usize, || {
                let mut t = String::new();
                let nus = Nus {
                    number: x.clone(),
                    up: 0,
                    nim: m,
                };
                super::print::write_nus(&nus, &mut t, false);
                format!("{t} has {m} options on each side")
            });
            let mut opts = Vec::with_capacity(m as usize);
            for j in 0..m {
                if j & 4095 == 4095 {
                    self.check_limits();
                }
                opts.push(self.nus(x.clone(), 0, j));
            }
            return (opts.clone(), opts);
        }
        if n == 1 && m == 1 {
            let xs = self.nus(x.clone(), 0, 1);
            return (vec![xg, xs], vec![xg]);
        }
        if n == -1 && m == 1 {
            let xs = self.nus(x.clone(), 0, 1);
            return (vec![xg], vec![xg, xs]);
        }
        if n > 0 {
            let r = self.nus(x.clone(), n - 1, m ^ 1);
            (vec![xg], vec![r])
        } else {
            let l = self.nus(x.clone(), n + 1, m ^ 1);
            (vec![l], vec![xg])
        }
    }

    /// If the canonical option lists `left | right` form a number-up-star, which one.
    pub(super) fn recognize_nus(&self, left: &[Game], right: &[Game]) -> Option<Nus> {
        let num = |g: Game| self.number_value(g);
        if left.iter().chain(right).all(|&g| self.is_number(g)) {
            let lo = left.iter().filter_map(|&g| num(g)).max();
            let hi = right.iter().filter_map(|&g| num(g)).min();
            let is_number = match (lo, hi) {
                (Some(l), Some(h)) => l < h,
                _ => true,
            };
            if is_number {
                return Some(Nus::number(Rational::simplest_between(lo, hi)));
            }
        }
        let nus = |g: Game| self.as_nus(g);
        match (left.len(), right.len()) {
            (2, 1) | (1, 2) => {
                let (pair, single, up) = if left.len() == 2 {
                    (left, right[0], 1)
                } else {
                    (right, left[0], -1)
                };
                let x = num(single)?;
                let has_x = pair.contains(&single);
                let has_xs = pair
                    .iter()
                    .any(|&g| nus(g).is_some_and(|s| s.up == 0 && s.nim == 1 && &s.number == x));
                (has_x && has_xs).then(|| Nus {
                    number: x.clone(),
                    up,
                    nim: 1,
                })
            }
            (1, 1) if left != right => {
                if let (Some(x), Some(r)) = (num(left[0]), nus(right[0])) {
                    if !r.is_number() && &r.number == x && r.up >= 0 {
                        return Some(Nus {
                            number: x.clone(),
                            up: r.up.checked_add(1)?,
                            nim: r.nim ^ 1,
                        });
                    }
                }
                if let (Some(l), Some(x)) = (nus(left[0]), num(right[0])) {
                    if !l.is_number() && &l.number == x && l.up <= 0 {
                        return Some(Nus {
                            number: x.clone(),
                            up: l.up.checked_sub(1)?,
                            nim: l.nim ^ 1,
                        });
                    }
                }
                None
            }
            (a, b) if a == b && a > 0 => {
                // x + *a has options {x, x*, ..., x*(a-1)} on both sides.
                let x = &nus(left[0])?.number;
                let mut seen = vec![false; a];
                for &g in left {
                    let s = nus(g)?;
                    if s.up != 0 || &s.number != x || (s.nim as usize) >= a || seen[s.nim as usize]
                    {
                        return None;
                    }
                    seen[s.nim as usize] = true;
                }
                let mut r: Vec<Game> = right.to_vec();
                let mut l: Vec<Game> = left.to_vec();
                r.sort_unstable();
                l.sort_unstable();
                (l == r).then(|| Nus {
                    number: x.clone(),
                    up: 0,
                    nim: a as u32,
                })
            }
            _ => None,
        }
    }

    /// Stop with [`Stop::TooLarge`] unless `count` more games (and their
    /// option entries) fit in the limits on games and memory.
    fn check_room(&self, count: usize, what: impl FnOnce() -> String) {
        // Handles are 32-bit: no store holds more than u32::MAX - 1 games.
        let max_games = self.limits.games.unwrap_or(NONE as usize - 1);
        let games_over = Some((
            max_games,
            self.nodes.len().saturating_add(count) > max_games,
        ));
        // A game costs about 100 bytes with its records and two option entries.
        let bytes_over = self.limits.memory.map(|max| {
            (
                max,
                self.memory_bytes()
                    .saturating_add(count.saturating_mul(100))
                    > max,
            )
        });
        if let Some((max, true)) = games_over {
            Self::abort(Stop::TooLarge(format!(
                "{}: writing them out would pass the limit of {max} games",
                what()
            )));
        }
        if let Some((max, true)) = bytes_over {
            Self::abort(Stop::TooLarge(format!(
                "{}: writing them out would pass the memory limit of {}",
                what(),
                crate::limits::bytes(max as u64)
            )));
        }
    }
}
