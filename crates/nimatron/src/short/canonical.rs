//! Canonical forms: `{ left | right }` with dominated options removed and
//! reversible ones bypassed, after the nimber (mex), number and fitting-number
//! shortcuts; the check that a stored game is canonical.

use super::store::{GameStore, KIND_NIMBER, KIND_NUMBER};
use super::Game;
use crate::limits::Stop;
use crate::numbers::Rational;

impl GameStore {
    /// The canonical game `{ left | right }` (options need not be canonical as a set:
    /// dominated options are removed and reversible ones bypassed).
    pub fn from_options(&mut self, left: &[Game], right: &[Game]) -> Game {
        let (mut l, mut r) = (self.take_vec(), self.take_vec());
        l.extend_from_slice(left);
        r.extend_from_slice(right);
        self.canonicalize(l, r)
    }

    /// The canonical form of `{ left | right }`; the vectors go back to the spares.
    pub(super) fn canonicalize(&mut self, mut left: Vec<Game>, mut right: Vec<Game>) -> Game {
        let g = self.canonicalize_lists(&mut left, &mut right);
        self.give_vec(left);
        self.give_vec(right);
        g
    }

    fn canonicalize_lists(&mut self, left: &mut Vec<Game>, right: &mut Vec<Game>) -> Game {
        self.check_limits();
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();

        // One pass over the options: are they all nimbers, all numbers, and are
        // there non-dyadic numbers in them?
        let (mut all_nimbers, mut all_numbers, mut rational) = (true, true, false);
        for &g in left.iter().chain(right.iter()) {
            let n = &self.nodes[g.0 as usize];
            all_nimbers &= n.kind == KIND_NIMBER || g == self.zero;
            all_numbers &= n.kind == KIND_NUMBER;
            rational |= n.rational;
        }
        // Nimber shortcut (poker-nim argument): options all nimbers with equal mex.
        if all_nimbers {
            let (a, b) = (self.nimber_mex(left), self.nimber_mex(right));
            if a == b {
                return self.nimber(a);
            }
        }
        // Number shortcut: all options numbers.
        if all_numbers {
            let lo = left
                .iter()
                .filter_map(|&g| self.number_value(g))
                .max()
                .cloned();
            let hi = right
                .iter()
                .filter_map(|&g| self.number_value(g))
                .min()
                .cloned();
            return match (lo, hi) {
                (Some(l), Some(h)) if l >= h => {
                    if l == h {
                        self.nus(l, 0, 1)
                    } else {
                        let (gl, gr) = (self.number(l), self.number(h));
                        self.intern_general(&[gl], &[gr])
                    }
                }
                (lo, hi) => self.number(Rational::simplest_between(lo.as_ref(), hi.as_ref())),
            };
        }

        // Games with non-dyadic numbers in them: decide first whether G is a number
        // (then the algorithms below, which use number avoidance, would not apply).
        if rational {
            if let Some(z) = self.fitting_number(left, right) {
                return self.number(z);
            }
        }

        self.remove_dominated(left, true);
        self.remove_dominated(right, false);
        let mut changed = self.bypass(left, right, true);
        changed |= self.bypass(left, right, false);
        if changed {
            self.remove_dominated(left, true);
            self.remove_dominated(right, false);
        }
        left.sort_unstable();
        right.sort_unstable();
        if let Some(nus) = self.recognize_nus(left, right) {
            return self.nus_node(nus);
        }
        self.intern_general(left, right)
    }

    /// `{ left | right }` if these sorted antichains of canonical games (short,
    /// dyadic) have no reversible option, i.e. are already a canonical form;
    /// `None` as soon as one option is found reversible.
    pub(crate) fn canonical_pair(&mut self, left: &[Game], right: &[Game]) -> Option<Game> {
        self.check_limits();
        for for_left in [true, false] {
            let opts = if for_left { left } else { right };
            for &g in opts {
                let (s, nl, nr) = self.opt_range(g);
                let (rs, rn) = if for_left { (s + nl, nr) } else { (s, nl) };
                for k in rs..rs + rn {
                    let reply = self.opts[k];
                    let reverses = if for_left {
                        self.leq_game_expl(reply, left, right)
                    } else {
                        self.geq_game_expl(reply, left, right)
                    };
                    if reverses {
                        return None;
                    }
                }
            }
        }
        Some(match self.recognize_nus(left, right) {
            Some(nus) => self.nus_node(nus),
            None => self.intern_general(left, right),
        })
    }

    /// The simplest number `z` that fits between the options (`G^L <| z <| G^R` for
    /// all of them), if one does: by the simplicity theorem `G = z` then, and if
    /// none fits, `G` is not a number. For one option `H` the numbers `z <= H` are
    /// those below its right stop, and the stop itself when `stop <= H`; so the
    /// fitting numbers form an interval between the options' stops whose ends
    /// are decided by one comparison each.
    fn fitting_number(&mut self, left: &[Game], right: &[Game]) -> Option<Rational> {
        let lo = left.iter().map(|&g| self.stop_pair(g)[1].clone()).max();
        let lo_closed = match &lo {
            None => false,
            Some(a) => {
                let za = self.number(a.clone());
                left.iter()
                    .filter(|&&g| self.stop_pair(g)[1] == *a)
                    .copied()
                    .collect::<Vec<_>>()
                    .into_iter()
                    .all(|l| !self.leq(za, l))
            }
        };
        let hi = right.iter().map(|&g| self.stop_pair(g)[0].clone()).min();
        let hi_closed = match &hi {
            None => false,
            Some(b) => {
                let zb = self.number(b.clone());
                right
                    .iter()
                    .filter(|&&g| self.stop_pair(g)[0] == *b)
                    .copied()
                    .collect::<Vec<_>>()
                    .into_iter()
                    .all(|r| !self.leq(r, zb))
            }
        };
        Rational::simplest_in(
            lo.as_ref().map(|a| (a, lo_closed)),
            hi.as_ref().map(|b| (b, hi_closed)),
        )
    }

    /// mex of a set of options that are all nimbers.
    fn nimber_mex(&self, opts: &[Game]) -> u32 {
        crate::numbers::mex(opts.iter().map(|&g| self.as_nus(g).map_or(0, |n| n.nim)))
    }

    /// Keep only the maximal (Left) or minimal (Right) options.
    fn remove_dominated(&mut self, opts: &mut Vec<Game>, left: bool) {
        let mut i = 0;
        while i < opts.len() {
            let a = opts[i];
            let mut dominated = false;
            let mut j = 0;
            while j < opts.len() {
                if i != j {
                    let b = opts[j];
                    let a_below_b = if left { self.leq(a, b) } else { self.leq(b, a) };
                    if a_below_b {
                        dominated = true;
                        break;
                    }
                }
                j += 1;
            }
            if dominated {
                // Order is irrelevant here (lists are sorted before interning).
                opts.swap_remove(i);
            } else {
                i += 1;
            }
        }
    }

    /// Bypass reversible options of one player (`left`: Left's options, reversible
    /// through a Right reply `<= G`; otherwise Right's, through a Left reply `>= G`).
    /// Returns whether anything changed.
    fn bypass(&mut self, left: &mut Vec<Game>, right: &mut Vec<Game>, for_left: bool) -> bool {
        let mut changed = false;
        let mut i = 0;
        loop {
            let opts = if for_left { &*left } else { &*right };
            if i >= opts.len() {
                return changed;
            }
            let g = opts[i];
            let (s, nl, nr) = self.opt_range(g);
            // The replies of the other player to this option.
            let (rs, rn) = if for_left { (s + nl, nr) } else { (s, nl) };
            let mut reverser = None;
            for k in 0..rn {
                let reply = self.opts[rs + k];
                let reverses = if for_left {
                    self.leq_game_expl(reply, left, right)
                } else {
                    self.geq_game_expl(reply, left, right)
                };
                if reverses {
                    reverser = Some(reply);
                    break;
                }
            }
            let Some(reply) = reverser else {
                i += 1;
                continue;
            };
            changed = true;
            let opts = if for_left { &mut *left } else { &mut *right };
            opts.remove(i);
            if let Some(x) = self.number_value(reply).filter(|x| !x.is_dyadic()) {
                // Reversible through a non-dyadic number x: the replacement is
                // x's options on this side, the dyadics converging to x. G is not
                // a number here (see `fitting_number`), so its stop on this side
                // is reached by another option B, and B dominates all of them
                // (d < x <= RightStop(B) gives d < B for Left; mirrored for Right).
                let x = x.clone();
                let dominated = opts.iter().any(|&b| {
                    let [l, r] = self.stop_pair(b);
                    if for_left {
                        r >= x
                    } else {
                        l <= x
                    }
                });
                if !dominated {
                    Self::abort(Stop::Unsupported(
                        "reversal through a non-dyadic number with no dominating option",
                    ));
                }
                continue;
            }
            let (s, nl, nr) = self.opt_range(reply);
            let (ns, nn) = if for_left { (s, nl) } else { (s + nl, nr) };
            for k in 0..nn {
                let x = self.opts[ns + k];
                if !opts.contains(&x) {
                    opts.push(x);
                }
            }
        }
    }

    /// `h <= { left | right }` for an explicit (not yet canonical) right-hand side.
    fn leq_game_expl(&mut self, h: Game, left: &[Game], right: &[Game]) -> bool {
        for &r in right {
            if self.leq(r, h) {
                return false;
            }
        }
        let (s, nl, _) = self.opt_range(h);
        for i in 0..nl {
            let hl = self.opts[s + i];
            if self.geq_game_expl(hl, left, right) {
                return false;
            }
        }
        true
    }

    /// `h >= { left | right }` for an explicit right-hand side.
    fn geq_game_expl(&mut self, h: Game, left: &[Game], right: &[Game]) -> bool {
        for &l in left {
            if self.leq(h, l) {
                return false;
            }
        }
        let (s, nl, nr) = self.opt_range(h);
        for i in 0..nr {
            let hr = self.opts[s + nl + i];
            if self.leq_game_expl(hr, left, right) {
                return false;
            }
        }
        true
    }

    /// Whether `g` is in canonical form as stored: no dominated and no reversible
    /// options. A validity check for tests (always true for stored games).
    pub fn check_canonical(&mut self, g: Game) -> bool {
        let left = self.left_options(g);
        let right = self.right_options(g);
        for (i, &a) in left.iter().enumerate() {
            for (j, &b) in left.iter().enumerate() {
                if i != j && self.leq(a, b) {
                    return false;
                }
            }
            for glr in self.right_options(a) {
                if self.leq(glr, g) {
                    return false;
                }
            }
        }
        for (i, &a) in right.iter().enumerate() {
            for (j, &b) in right.iter().enumerate() {
                if i != j && self.leq(b, a) {
                    return false;
                }
            }
            for grl in self.left_options(a) {
                if self.leq(g, grl) {
                    return false;
                }
            }
        }
        true
    }
}
