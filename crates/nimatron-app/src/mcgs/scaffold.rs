//! MCGS's thermographs: `L: (x, t) ... R: (x, t) ...`, each scaffold's points
//! in order of increasing temperature from `t = -1`, the last one where the
//! mast starts. They are compared with nimatron's walls as piecewise-linear
//! functions of `t >= -1`, so points on a straight stretch may be given or
//! left out.

use nimatron::numbers::Rational;
use nimatron::thermo::{Thermograph, Trajectory, T_MIN};

/// A wall given by its points (value, temperature).
pub type Points = Vec<(Rational, Rational)>;

/// A number `p` or `p/q` (any positive `q`).
fn number(s: &str) -> Option<Rational> {
    let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
    let (p, q) = s.split_once('/').unwrap_or((&s, "1"));
    let (p, q) = (p.parse::<i64>().ok()?, q.parse::<u64>().ok()?);
    Rational::from_i64_ratio(p, q)
}

/// Read `L: (x, t) ... R: (x, t) ...` (the text after `thermograph`).
pub fn parse(text: &str) -> Result<(Points, Points), String> {
    let t = text.trim();
    let rest = t
        .strip_prefix("L:")
        .ok_or_else(|| format!("a thermograph is `L: (x, t) ... R: (x, t) ...`, not `{t}`"))?;
    let (l, r) = rest
        .split_once("R:")
        .ok_or_else(|| "the Right scaffold `R: ...` is missing".to_string())?;
    let points = |s: &str| -> Result<Points, String> {
        let mut out = Vec::new();
        let mut rest = s.trim();
        while !rest.is_empty() {
            let inner = rest
                .strip_prefix('(')
                .and_then(|r| r.split_once(')'))
                .ok_or_else(|| format!("expected a point `(x, t)` at `{rest}`"))?;
            let (x, t) = inner
                .0
                .split_once(',')
                .ok_or_else(|| format!("a point is `(x, t)`, not `({})`", inner.0))?;
            let (Some(x), Some(t)) = (number(x), number(t)) else {
                return Err(format!("`({})` is not a point of two numbers", inner.0));
            };
            out.push((x, t));
            rest = inner.1.trim_start();
        }
        if out.is_empty() {
            return Err("a scaffold has at least one point".into());
        }
        if out.windows(2).any(|w| w[0].1 >= w[1].1) {
            return Err("a scaffold's temperatures must increase".into());
        }
        Ok(out)
    };
    Ok((points(l)?, points(r)?))
}

/// The value at `t` of the wall through `points` (constant below the first
/// point and above the last, the mast).
fn at(points: &Points, t: &Rational) -> Rational {
    let first = &points[0];
    if *t <= first.1 {
        return first.0.clone();
    }
    for w in points.windows(2) {
        let ((x0, t0), (x1, t1)) = (&w[0], &w[1]);
        if t <= t1 {
            let run = t1 - t0;
            let rise = x1 - x0;
            let k = (t - t0).checked_div(&run).expect("increasing temperatures");
            return x0 + &(k * rise);
        }
    }
    points.last().expect("a point").0.clone()
}

/// Whether `wall` (nimatron's, above its temperature the mast) and the wall
/// through `points` are the same function of `t >= -1`.
fn same(wall: &Trajectory, temperature: &Rational, mast: &Rational, points: &Points) -> bool {
    let ours = |t: &Rational| {
        if t >= temperature {
            mast.clone()
        } else {
            wall.value_at(t)
        }
    };
    let mut ts: Vec<Rational> = points.iter().map(|p| p.1.clone()).collect();
    ts.extend(wall.pieces().iter().map(|p| p.t.clone()));
    ts.push(temperature.clone());
    ts.push(T_MIN);
    ts.retain(|t| *t >= T_MIN);
    ts.sort();
    ts.dedup();
    let top = ts.last().expect("-1") + &Rational::ONE;
    let mids: Vec<Rational> = ts.windows(2).map(|w| w[0].mean(&w[1])).collect();
    ts.extend(mids);
    ts.push(top);
    ts.iter().all(|t| ours(t) == at(points, t))
}

/// Whether the thermograph has these scaffolds.
pub fn matches(th: &Thermograph, left: &Points, right: &Points) -> bool {
    same(&th.left_wall, &th.temperature, &th.mast, left)
        && same(&th.right_wall, &th.temperature, &th.mast, right)
}

/// A wall in MCGS's notation: its points from `t = -1` to the temperature,
/// those on a straight stretch between two others left out.
fn points_of(wall: &Trajectory, th: &Thermograph) -> String {
    let mut ts: Vec<Rational> = wall
        .pieces()
        .iter()
        .map(|p| p.t.clone())
        .filter(|t| *t > T_MIN && *t < th.temperature)
        .collect();
    ts.insert(0, T_MIN);
    if th.temperature > T_MIN {
        ts.push(th.temperature.clone());
    }
    let pts: Vec<(Rational, Rational)> = ts
        .into_iter()
        .map(|t| {
            let v = if t >= th.temperature {
                th.mast.clone()
            } else {
                wall.value_at(&t)
            };
            (v, t)
        })
        .collect();
    let mut keep: Vec<&(Rational, Rational)> = Vec::new();
    for (i, p) in pts.iter().enumerate() {
        if i > 0 && i + 1 < pts.len() {
            let (a, b) = (&pts[i - 1], &pts[i + 1]);
            let k = (&p.1 - &a.1).checked_div(&(&b.1 - &a.1));
            let line = k.map(|k| &a.0 + &(k * (&b.0 - &a.0)));
            if line.as_ref() == Some(&p.0) {
                continue;
            }
        }
        keep.push(p);
    }
    let words: Vec<String> = keep.iter().map(|(v, t)| format!("({v}, {t})")).collect();
    words.join(" ")
}

/// The thermograph in MCGS's notation, for messages.
pub fn text(th: &Thermograph) -> String {
    format!(
        "L: {} R: {}",
        points_of(&th.left_wall, th),
        points_of(&th.right_wall, th)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimatron::short::GameStore;

    #[test]
    fn walls_compare_as_functions() {
        let mut s = GameStore::new();
        let two = s.integer(2);
        let m2 = s.integer(-2);
        let g = s.from_options(&[two], &[m2]);
        let th = s.thermograph(g);
        // CGSuite's walls below 0 too: {2|-2} at t = -1 is 3 and -3.
        assert_eq!(text(&th), "L: (3, -1) (0, 2) R: (-3, -1) (0, 2)");
        let (l, r) = parse("L: (3, -1) (0, 2) R: (-3, -1) (0, 2)").unwrap();
        assert!(matches(&th, &l, &r));
        // An extra point on a straight stretch changes nothing.
        let (l, r) = parse("L: (3, -1) (1, 1) (0, 2) R: (-3, -1) (0, 2)").unwrap();
        assert!(matches(&th, &l, &r));
        let (l, r) = parse("L: (3, -1) (0, 3) R: (-3, -1) (0, 3)").unwrap();
        assert!(!matches(&th, &l, &r));
        let one = s.integer(1);
        let th = s.thermograph(one);
        let (l, r) = parse("L: (1, -1) R: (1, -1)").unwrap();
        assert!(matches(&th, &l, &r));
        assert!(parse("L: (1, -1)").is_err());
        assert!(parse("L: (1 -1) R: (1, -1)").is_err());
    }
}
