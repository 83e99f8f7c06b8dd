//! Exact piecewise-linear functions of the temperature `t`, on `t >= -1`.
//!
//! Thermograph walls are such functions with slopes in {-1, 0, +1}
//! (Proposition 4.11 of the lecture notes); sums of walls may have slope ±2.
//! Slopes are small integers, so every breakpoint found by intersecting two
//! pieces is exact: dyadic for short games (their slopes differ by 1, 2 or 4),
//! rational for games with non-dyadic numbers (temperature 2/3 for {1 | -1/3}).

use crate::numbers::Rational;

/// The lowest temperature a thermograph is drawn from (CGSuite's convention:
/// integers have temperature -1).
pub const T_MIN: Rational = Rational::from_i64(-1);

/// One linear piece: from temperature `t` on, the value is `v + slope * (t' - t)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Where the piece starts.
    pub t: Rational,
    /// The value at `t`.
    pub v: Rational,
    /// The slope (value per unit of temperature).
    pub slope: i64,
}

/// A continuous piecewise-linear function on `[-1, ∞)` with integer slopes.
///
/// Invariant: at least one piece; the first starts at -1; starts strictly
/// increase; neighbouring pieces have different slopes and meet (continuity).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trajectory {
    pieces: Vec<Piece>,
}

/// `v * k` for a small integer `k`.
fn mul_int(v: &Rational, k: i64) -> Rational {
    match k {
        0 => Rational::ZERO,
        1 => v.clone(),
        -1 => -v,
        _ => v * &Rational::from_i64(k),
    }
}

/// `v / k` for a nonzero integer `k`.
fn div_int(v: &Rational, k: i64) -> Rational {
    v.checked_div(&Rational::from_i64(k))
        .expect("slopes of distinct pieces differ")
}

impl Trajectory {
    /// The constant function `v`.
    pub fn constant(v: Rational) -> Trajectory {
        Trajectory {
            pieces: vec![Piece {
                t: T_MIN,
                v,
                slope: 0,
            }],
        }
    }

    /// The pieces, in increasing temperature (the last one extends to infinity).
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    fn piece_index(&self, t: &Rational) -> usize {
        // The last piece starting at or below t (the first one below -1).
        self.pieces.iter().rposition(|p| &p.t <= t).unwrap_or(0)
    }

    /// The value at temperature `t` (extended linearly below -1).
    pub fn value_at(&self, t: &Rational) -> Rational {
        let p = &self.pieces[self.piece_index(t)];
        &p.v + &mul_int(&(t - &p.t), p.slope)
    }

    /// The slope just above `t`.
    pub fn slope_at(&self, t: &Rational) -> i64 {
        self.pieces[self.piece_index(t)].slope
    }

    /// Whether the function is constant.
    pub fn is_constant(&self) -> bool {
        self.pieces.len() == 1 && self.pieces[0].slope == 0
    }

    /// The function with these pieces (ascending starts, the first at -1,
    /// neighbours meeting); pieces with the slope of their predecessor merge.
    pub(crate) fn from_pieces(pieces: Vec<Piece>) -> Trajectory {
        debug_assert!(pieces.first().is_some_and(|p| p.t == T_MIN));
        Trajectory::from_raw(pieces)
    }

    fn from_raw(mut pieces: Vec<Piece>) -> Trajectory {
        pieces.dedup_by(|next, prev| next.slope == prev.slope);
        Trajectory { pieces }
    }

    /// `self + k·t` (tilting: `k = -1` for a Left scaffold, `+1` for a Right one).
    pub fn tilt(&self, k: i64) -> Trajectory {
        let pieces = self
            .pieces
            .iter()
            .map(|p| Piece {
                t: p.t.clone(),
                v: &p.v + &mul_int(&p.t, k),
                slope: p.slope + k,
            })
            .collect();
        Trajectory::from_raw(pieces)
    }

    /// `self + c` for a constant `c`.
    pub fn shift(&self, c: &Rational) -> Trajectory {
        let pieces = self
            .pieces
            .iter()
            .map(|p| Piece {
                t: p.t.clone(),
                v: &p.v + c,
                slope: p.slope,
            })
            .collect();
        Trajectory { pieces }
    }

    /// `-self`.
    pub fn neg(&self) -> Trajectory {
        let pieces = self
            .pieces
            .iter()
            .map(|p| Piece {
                t: p.t.clone(),
                v: -&p.v,
                slope: -p.slope,
            })
            .collect();
        Trajectory { pieces }
    }

    /// The union of both functions' breakpoints, ascending.
    fn breakpoints(a: &Trajectory, b: &Trajectory) -> Vec<Rational> {
        let mut ts: Vec<Rational> = a
            .pieces
            .iter()
            .chain(&b.pieces)
            .map(|p| p.t.clone())
            .collect();
        ts.sort();
        ts.dedup();
        ts
    }

    /// The pointwise sum.
    pub fn add(a: &Trajectory, b: &Trajectory) -> Trajectory {
        let pieces = Self::breakpoints(a, b)
            .into_iter()
            .map(|t| Piece {
                v: &a.value_at(&t) + &b.value_at(&t),
                slope: a.slope_at(&t) + b.slope_at(&t),
                t,
            })
            .collect();
        Trajectory::from_raw(pieces)
    }

    /// The pointwise maximum.
    pub fn max(a: &Trajectory, b: &Trajectory) -> Trajectory {
        let ts = Self::breakpoints(a, b);
        let mut pieces = Vec::with_capacity(ts.len() + 2);
        for (i, t) in ts.iter().enumerate() {
            let end = ts.get(i + 1);
            let (va, sa) = (a.value_at(t), a.slope_at(t));
            let (vb, sb) = (b.value_at(t), b.slope_at(t));
            // The leader at the start of [t, end): higher value, ties to the higher slope.
            let a_leads = va > vb || (va == vb && sa >= sb);
            let (lv, ls, ov, os) = if a_leads {
                (va, sa, vb, sb)
            } else {
                (vb, sb, va, sa)
            };
            pieces.push(Piece {
                t: t.clone(),
                v: lv.clone(),
                slope: ls,
            });
            if os > ls {
                // The other one catches up at t + (lv - ov) / (os - ls).
                let cross = t + &div_int(&(&lv - &ov), os - ls);
                if !matches!(end, Some(e) if &cross >= e) {
                    let v = &ov + &mul_int(&(&cross - t), os);
                    pieces.push(Piece {
                        t: cross,
                        v,
                        slope: os,
                    });
                }
            }
        }
        Trajectory::from_raw(pieces)
    }

    /// The pointwise minimum.
    pub fn min(a: &Trajectory, b: &Trajectory) -> Trajectory {
        Trajectory::max(&a.neg(), &b.neg()).neg()
    }

    /// The least `t >= -1` with `self(t) <= 0`, if any.
    pub fn first_nonpositive(&self) -> Option<Rational> {
        for (i, p) in self.pieces.iter().enumerate() {
            if p.v.signum() <= 0 {
                return Some(p.t.clone());
            }
            if p.slope < 0 {
                let cross = &p.t + &div_int(&p.v, -p.slope);
                if !matches!(self.pieces.get(i + 1), Some(n) if cross >= n.t) {
                    return Some(cross);
                }
            }
        }
        None
    }

    /// This function below `t`, and the constant `v` from `t` on.
    pub fn truncate(&self, t: &Rational, v: Rational) -> Trajectory {
        let mut pieces: Vec<Piece> = self.pieces.iter().filter(|p| &p.t < t).cloned().collect();
        pieces.push(Piece {
            t: t.clone(),
            v,
            slope: 0,
        });
        Trajectory::from_raw(pieces)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(n: i64, k: u32) -> Rational {
        Rational::new(n, k)
    }

    #[test]
    fn max_min_and_crossings() {
        // 2 - t and 1 + t cross at 1/2.
        let f = Trajectory::constant(d(2, 0)).tilt(-1);
        let g = Trajectory::constant(d(1, 0)).tilt(1);
        let m = Trajectory::max(&f, &g);
        assert_eq!(m.value_at(&d(1, 1)), d(3, 1));
        assert_eq!(m.value_at(&d(-1, 0)), d(3, 0));
        assert_eq!(m.value_at(&d(3, 0)), d(4, 0));
        assert_eq!(m.pieces().len(), 2);
        let n = Trajectory::min(&f, &g);
        assert_eq!(n.value_at(&d(3, 0)), d(-1, 0));
        assert_eq!(n.value_at(&d(0, 0)), d(1, 0));
        let diff = Trajectory::add(&f, &g.neg());
        assert_eq!(diff.first_nonpositive(), Some(d(1, 1)));
        let t = f.truncate(&d(1, 1), d(3, 1));
        assert_eq!(t.value_at(&d(5, 0)), d(3, 1));
        assert_eq!(t.value_at(&d(0, 0)), d(2, 0));
    }
}
