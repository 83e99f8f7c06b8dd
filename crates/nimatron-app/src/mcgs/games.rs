//! MCGS's games as nimatron plays them: the basic games (integers, dyadic
//! rationals, switches, up-stars, nimbers) by MCGS's own move rules, and every
//! other game as a position of the catalogue, its text translated (Black is
//! Left; MCGS writes Black `X`, White `O`, an empty cell `.`, a blocked cell
//! `#`, rows joined by `|`).
//!
//! | MCGS section | catalogue |
//! |---|---|
//! | `clobber_1xn`, `clobber` | `clobber` (`X` → `x`, `O` → `o`) |
//! | `cannibal_clobber` | `clobber:hot` (stones may clobber their own side) |
//! | `nogo_1xn`, `nogo` | `nogo` |
//! | `toppling_dominoes` | `toppling` (`X` → `l` blue, `O` → `r` red, `#` → `e` grey) |
//! | `gen_toads` `a,b,j,f:` | `toads:maxjump=j,minslide=a,maxslide=b[,friendly]` (`X` → `T`, `O` → `F`) |
//! | `elephants` | `elephants` (`X` → `T` moves right, `O` → `F` left) |
//! | `amazons` | `amazons` |
//! | `fission` | `fission` (Black splits vertically) |
//! | `domineering` | `domineering` (Black vertical) |
//! | `kayles` | `kayles` |
//! | `sheep` | `sheep` |
//! | `gen_king_dirt` `b,w,m:` | `kingdirt` (`X` → `x`, `O` → `o`) |
//! | `impartial X` | the impartial variant (`impartial:...`); `impartial domineering` is `cram` |
//!
//! Two impartial games on strips longer than the catalogue's 64-cell boards
//! are read by their theory instead: Cram on one row is Dawson's Kayles on the
//! runs of empty cells (a domino takes two neighbouring cells of a run), and
//! impartial Cannibal Clobber on one row, where a stone moves onto either
//! neighbouring stone whatever the colours, is Officers (octal 0.6) on the runs
//! of stones. Their moves are not named (no `winning moves` on them).

use nimatron::numbers::Rational;
use nimatron::rulesets::catalogue::{AnyPosition, PositionErrorKind, Ruleset};
use nimatron::short::{Game, GameStore};

/// An MCGS game the catalogue plays, for naming moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Base {
    /// Clobber on a strip: moves `from-to`, cells from 1.
    Clobber1xn,
    /// Clobber (and Cannibal Clobber) on a grid: `a1-a2`.
    Clobber,
    /// NoGo on a strip: `3_X`.
    Nogo1xn,
    /// NoGo on a grid: `c2_O`.
    Nogo,
    /// Toppling Dominoes: `3L`, `3R`.
    Toppling,
    /// Generalised Toads and Frogs, Elephants and Rhinos: `from-to`.
    Strip,
    /// Amazons: `a1-a2-b2` (from, to, arrow).
    Amazons,
    /// Fission: `b2_V` or `b2_H`.
    Fission,
    /// Domineering and Cram: `a1-a2` (the upper-left cell first).
    Domineering,
    /// Kayles: `take-smaller-larger`.
    Kayles,
    /// Sheep: `b2-a2-1` (from, to, sheep moved).
    Sheep,
    /// Generalised King Dirt: `b1-a2` (a slide) or `a2_X` (a placement).
    KingDirt,
}

/// One of MCGS's basic games, with MCGS's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Basic {
    /// `integer_game n`: Black moves `n` to `n - 1` when `n > 0`, White to
    /// `n + 1` when `n < 0` (`INT`).
    Int(i64),
    /// `dyadic_rational p/q`: Black moves to `(p - 1)/q`, White to `(p + 1)/q`
    /// (`DEC`, `INC`); an integer moves as `integer_game` does.
    Dyadic(Rational),
    /// `switch_game (l, r)`: Black moves to the number `l`, White to `r`
    /// (`SWITCH_L`, `SWITCH_R`), whatever their order.
    Switch(Rational, Rational),
    /// `up_star (n *)`: `n` ups, with a star or not; moves are named by the
    /// game reached (`-2*`).
    UpStar(i64, bool),
    /// `nimber n`: `*n`, moves named by the nimber reached (`*3`).
    Nimber(u64),
}

/// The largest number of ups read (the impartial value is computed by a loop
/// that long).
const MAX_UPS: i64 = 1 << 20;

impl Basic {
    /// MCGS's moves of the player (`Some(true)` Black, `Some(false)` White,
    /// `None` either, as in the impartial variant), with their names.
    pub fn moves(&self, player: Option<bool>) -> Vec<(String, Basic)> {
        let mut out = Vec::new();
        for black in [true, false] {
            if player.is_some_and(|p| p != black) {
                continue;
            }
            let step = if black { -1 } else { 1 };
            match self {
                Basic::Int(n) => {
                    if (black && *n > 0) || (!black && *n < 0) {
                        out.push(("INT".into(), Basic::Int(n + step)));
                    }
                }
                Basic::Dyadic(x) => {
                    let name = if black { "DEC" } else { "INC" };
                    if x.is_integer() {
                        if (black && x.signum() > 0) || (!black && x.signum() < 0) {
                            let to = x + &Rational::from_i64(step);
                            out.push((name.into(), Basic::Dyadic(to)));
                        }
                    } else {
                        let d = Rational::pow2_neg(x.exp());
                        let to = if black { x - &d } else { x + &d };
                        out.push((name.into(), Basic::Dyadic(to)));
                    }
                }
                Basic::Switch(l, r) => {
                    let (name, to) = if black {
                        ("SWITCH_L", l)
                    } else {
                        ("SWITCH_R", r)
                    };
                    out.push((name.into(), Basic::Dyadic(to.clone())));
                }
                Basic::UpStar(n, star) => {
                    let mut to = |n: i64, star: bool| {
                        let name = format!("{n}{}", if star { "*" } else { "" });
                        out.push((name, Basic::UpStar(n, star)));
                    };
                    if *n == 0 {
                        if *star {
                            to(0, false);
                        }
                    } else if (*n > 0) == black {
                        // To 0; from ^* and v* also to *.
                        to(0, false);
                        if n.abs() == 1 && *star {
                            to(0, true);
                        }
                    } else {
                        // One step towards 0, the star flipped.
                        to(n - n.signum(), !star);
                    }
                }
                Basic::Nimber(n) => {
                    if black || player.is_some() {
                        for m in (0..*n).rev() {
                            out.push((format!("*{m}"), Basic::Nimber(m)));
                        }
                    }
                }
            }
        }
        out
    }

    /// The value (the game MCGS's moves define).
    pub fn value(&self, store: &mut GameStore) -> Game {
        match self {
            Basic::Int(n) => store.integer(*n),
            Basic::Dyadic(x) => store.number(x.clone()),
            Basic::Switch(l, r) => {
                let (l, r) = (store.number(l.clone()), store.number(r.clone()));
                store.from_options(&[l], &[r])
            }
            Basic::UpStar(n, star) => {
                let ups = *n as i32;
                store.nus(Rational::ZERO, ups, u32::from(*star))
            }
            Basic::Nimber(n) => store.nimber(*n as u32),
        }
    }

    /// The nim value of the impartial variant (both players have every move).
    pub fn nim_value(&self) -> u64 {
        match self {
            // A chain of |n| moves.
            Basic::Int(n) => n.unsigned_abs() % 2,
            Basic::Dyadic(x) if x.is_integer() => x.to_i64().map_or(0, |n| n.unsigned_abs() % 2),
            Basic::Nimber(n) => *n,
            Basic::UpStar(n, star) => {
                // Options of (k, s), k >= 1: (0, no star), (k - 1, !s), and *
                // from ^* and v*; computed upwards from k = 0.
                let (mut plain, mut starred) = (0u64, 1u64);
                for k in 1..=n.unsigned_abs() {
                    let next = |other: u64, s: bool| {
                        let mut opts = vec![0, other];
                        if k == 1 && s {
                            opts.push(1);
                        }
                        mex(&opts)
                    };
                    (plain, starred) = (next(starred, false), next(plain, true));
                }
                if *star {
                    starred
                } else {
                    plain
                }
            }
            other => {
                let opts: Vec<u64> = other
                    .moves(None)
                    .iter()
                    .map(|(_, b)| b.nim_value())
                    .collect();
                mex(&opts)
            }
        }
    }
}

/// The least natural number not in `values`.
fn mex(values: &[u64]) -> u64 {
    (0..).find(|k| !values.contains(k)).expect("a free number")
}

/// A game of a sum as nimatron plays it.
#[derive(Clone, Debug)]
pub enum Sub {
    /// A catalogue position (partizan, impartial, or an impartial variant);
    /// `base` names its moves, `None` when it was read by theory.
    Pos {
        /// The position.
        pos: AnyPosition,
        /// How MCGS names its moves.
        base: Option<Base>,
    },
    /// A basic game, or its impartial variant.
    Basic {
        /// The game.
        game: Basic,
        /// Whether it is the impartial variant.
        impartial: bool,
    },
}

impl Sub {
    /// Whether the game is impartial.
    pub fn is_impartial(&self) -> bool {
        match self {
            Sub::Pos { pos, .. } => !pos.is_partizan(),
            Sub::Basic { game, impartial } => *impartial || matches!(game, Basic::Nimber(_)),
        }
    }
}

/// What a game's text gives.
#[derive(Debug)]
pub enum Read {
    /// A game nimatron plays.
    Game(Sub),
    /// A game nimatron does not play, and why.
    Unsupported(String),
    /// Text that is not a game of its section: the message and the character
    /// offset in the text it is about.
    Bad(String, usize),
}

/// An integer as MCGS writes one (`-12`).
fn int(text: &str) -> Result<i64, (String, usize)> {
    let t = text.trim();
    let at = text.len() - text.trim_start().len();
    let digits = t.strip_prefix('-').unwrap_or(t);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err((format!("`{t}` is not an integer"), at));
    }
    t.parse()
        .map_err(|_| (format!("`{t}` is out of range"), at))
}

/// A fraction as MCGS writes one: an integer, or `p/q` with `q` a power of
/// two (spaces allowed around `/`).
fn fraction(text: &str) -> Result<Rational, (String, usize)> {
    match text.split_once('/') {
        None => int(text).map(Rational::from_i64),
        Some((p, q)) => {
            let p = int(p)?;
            let at = text.find('/').unwrap_or(0) + 1;
            let q = int(q).map_err(|(m, k)| (m, at + k))?;
            if q <= 0 || !(q as u64).is_power_of_two() {
                return Err((
                    format!("the denominator {q} is not a positive power of two"),
                    at,
                ));
            }
            Rational::from_i64_ratio(p, q as u64)
                .ok_or_else(|| (format!("`{}` is not a fraction", text.trim()), 0))
        }
    }
}

/// The items of a list: separated by commas and/or whitespace, with their
/// offsets; a fraction's `/` may have spaces around it (`-3 / 8`).
fn items(text: &str) -> Vec<(String, usize)> {
    let mut out: Vec<(String, usize)> = Vec::new();
    let mut glue = false;
    let mut word: Option<(String, usize)> = None;
    let ends = text.char_indices().map(Some).chain([None]);
    for next in ends {
        let sep = next.is_none_or(|(_, c)| c == ',' || c.is_whitespace());
        match (sep, &mut word, next) {
            (false, Some((w, _)), Some((_, c))) => w.push(c),
            (false, None, Some((i, c))) => word = Some((c.to_string(), i)),
            (true, _, _) => {
                if let Some((w, at)) = word.take() {
                    let slash = w.starts_with('/');
                    let ends_slash = w.ends_with('/');
                    match out.last_mut() {
                        Some(last) if glue || slash => last.0.push_str(&w),
                        _ => out.push((w, at)),
                    }
                    glue = ends_slash;
                }
            }
            _ => {}
        }
    }
    out
}

/// A basic game's text.
fn basic(section: &str, text: &str) -> Result<Basic, (String, usize)> {
    match section {
        "integer_game" => int(text).map(Basic::Int),
        "dyadic_rational" => fraction(text).map(Basic::Dyadic),
        "switch_game" => match items(text).as_slice() {
            [(l, a), (r, b)] => {
                let l = fraction(l).map_err(|(m, k)| (m, a + k))?;
                let r = fraction(r).map_err(|(m, k)| (m, b + k))?;
                Ok(Basic::Switch(l, r))
            }
            _ => Err(("a switch is two fractions, e.g. (3/4, -4)".into(), 0)),
        },
        "up_star" => {
            let (mut ups, mut star) = (None, false);
            let list = items(text);
            if list.is_empty() {
                return Err(("an up-star is an integer and/or `*`".into(), 0));
            }
            for (w, at) in list {
                if w == "*" && !star {
                    star = true;
                } else if ups.is_none() && w != "*" {
                    let n = int(&w).map_err(|(m, k)| (m, at + k))?;
                    // `unsigned_abs`: `abs` of i64::MIN overflows (it read as 0 ups).
                    if n.unsigned_abs() > MAX_UPS.unsigned_abs() {
                        return Err((
                            format!("{n} ups is too large: at most {MAX_UPS} ups either way"),
                            at,
                        ));
                    }
                    ups = Some(n);
                } else {
                    return Err(("an up-star is at most one integer and one `*`".into(), at));
                }
            }
            Ok(Basic::UpStar(ups.unwrap_or(0), star))
        }
        "nimber" => {
            let n = int(text)?;
            if !(0..=i64::from(u32::MAX)).contains(&n) {
                return Err((format!("the nimber {n} is out of range"), 0));
            }
            Ok(Basic::Nimber(n as u64))
        }
        _ => unreachable!("a basic section"),
    }
}

/// `text` with MCGS's letters replaced by the catalogue's (`map` gives each
/// allowed character's replacement), or the first character not allowed.
fn translate(text: &str, map: &[(char, char)]) -> Result<String, (String, usize)> {
    let allowed: String = map.iter().map(|p| p.0).collect();
    text.char_indices()
        .map(|(i, c)| {
            map.iter().find(|p| p.0 == c).map(|p| p.1).ok_or_else(|| {
                (
                    format!("unexpected `{c}`: this game is written with `{allowed}`"),
                    i,
                )
            })
        })
        .collect()
}

const STONES: &[(char, char)] = &[('X', 'x'), ('O', 'o'), ('.', '.')];
const STONES_GRID: &[(char, char)] = &[('X', 'x'), ('O', 'o'), ('.', '.'), ('|', '|')];
const WALLED_GRID: &[(char, char)] = &[('X', 'x'), ('O', 'o'), ('.', '.'), ('#', '#'), ('|', '|')];

/// `p,q,...:BOARD`: the integer parameters and the board with its offset.
fn with_params(text: &str, n: usize) -> Result<(Vec<i64>, &str, usize), (String, usize)> {
    let Some((params, board)) = text.split_once(':') else {
        return Err((
            format!("expected {n} parameters, then `:` and the board"),
            0,
        ));
    };
    let mut out = Vec::new();
    let mut at = 0;
    for p in params.split(',') {
        out.push(int(p).map_err(|(m, k)| (m, at + k))?);
        at += p.len() + 1;
    }
    if out.len() != n {
        return Err((format!("expected {n} parameters, found {}", out.len()), 0));
    }
    Ok((out, board, params.len() + 1))
}

/// A game in the catalogue's terms: the ruleset, the position's text, the
/// offset of the position's text in MCGS's, and how MCGS names its moves.
type Catalogued = (String, String, usize, Base);

/// The catalogue's ruleset and position text for an MCGS game (impartial or
/// not, the variant is made later), with its move naming.
fn catalogue_text(base: &str, text: &str) -> Result<Option<Catalogued>, (String, usize)> {
    let strip = |s: &str| -> Result<(), (String, usize)> {
        match s.find('|') {
            Some(i) => Err(("a strip has one row: no `|`".into(), i)),
            None => Ok(()),
        }
    };
    Ok(Some(match base {
        "clobber_1xn" => {
            strip(text)?;
            (
                "clobber".into(),
                translate(text, STONES)?,
                0,
                Base::Clobber1xn,
            )
        }
        "clobber" => (
            "clobber".into(),
            translate(text, STONES_GRID)?,
            0,
            Base::Clobber,
        ),
        "cannibal_clobber" => (
            "clobber:hot".into(),
            translate(text, STONES_GRID)?,
            0,
            Base::Clobber,
        ),
        "nogo_1xn" => {
            strip(text)?;
            ("nogo".into(), translate(text, STONES)?, 0, Base::Nogo1xn)
        }
        "nogo" => ("nogo".into(), translate(text, WALLED_GRID)?, 0, Base::Nogo),
        "toppling_dominoes" => (
            "toppling".into(),
            translate(text, &[('X', 'l'), ('O', 'r'), ('#', 'e')])?,
            0,
            Base::Toppling,
        ),
        "elephants" => (
            "elephants".into(),
            translate(text, &[('X', 'T'), ('O', 'F'), ('.', '.')])?,
            0,
            Base::Strip,
        ),
        "gen_toads" => {
            let (p, board, at) = with_params(text, 4)?;
            let (min, max, jump, friendly) = (p[0], p[1], p[2], p[3]);
            if !(min >= 1 && max >= min && jump >= 0 && (friendly == 0 || friendly == 1)) {
                return Err((
                    "the parameters are min slide >= 1, max slide >= min slide, max jump >= 0, friendly jump 0 or 1".into(),
                    0,
                ));
            }
            let friendly = if friendly == 1 { ",friendly" } else { "" };
            let ruleset = format!("toads:maxjump={jump},minslide={min},maxslide={max}{friendly}");
            let board = translate(board, &[('X', 'T'), ('O', 'F'), ('.', '.')])
                .map_err(|(m, k)| (m, at + k))?;
            (ruleset, board, at, Base::Strip)
        }
        "amazons" => (
            "amazons".into(),
            translate(text, WALLED_GRID)?,
            0,
            Base::Amazons,
        ),
        "fission" => (
            "fission".into(),
            translate(text, &[('X', 'x'), ('.', '.'), ('#', '#'), ('|', '|')])?,
            0,
            Base::Fission,
        ),
        "domineering" => (
            "domineering".into(),
            translate(text, &[('.', '.'), ('#', '#'), ('|', '|')])?,
            0,
            Base::Domineering,
        ),
        "sheep" => ("sheep".into(), text.to_string(), 0, Base::Sheep),
        "gen_king_dirt" => {
            let (p, board, at) = with_params(text, 3)?;
            if p[0] < 0 || p[1] < 0 || !(p[2] == 0 || p[2] == 1) {
                return Err((
                    "the parameters are Black's and White's unplaced stones (at least 0) and must-place (0 or 1)".into(),
                    0,
                ));
            }
            let board = translate(board, WALLED_GRID).map_err(|(m, k)| (m, at + k))?;
            // More stones to place than cells change nothing (each move
            // fills a cell).
            let head = format!("{},{},{}:", p[0].min(64), p[1].min(64), p[2]);
            let shift = head.len();
            let offset = at.saturating_sub(shift);
            (
                "kingdirt".into(),
                format!("{head}{board}"),
                offset,
                Base::KingDirt,
            )
        }
        "kayles" => {
            let n = int(text)?;
            if n < 0 {
                return Err((format!("a Kayles row of {n} pins"), 0));
            }
            ("kayles".into(), n.to_string(), 0, Base::Kayles)
        }
        _ => return Ok(None),
    }))
}

/// Runs of `c` in a one-row board, or `None` when the board has several rows.
fn runs(text: &str, c: char) -> Option<String> {
    let rows: Vec<&str> = text.split('|').collect();
    let cells: String = if rows.len() == 1 {
        rows[0].to_string()
    } else if rows.iter().all(|r| r.chars().count() == 1) {
        rows.concat()
    } else {
        return None;
    };
    let lens: Vec<String> = cells
        .split(|x| x != c)
        .filter(|r| !r.is_empty())
        .map(|r| r.len().to_string())
        .collect();
    Some(if lens.is_empty() {
        "0".into()
    } else {
        lens.join(" ")
    })
}

/// Read a game of a section.
pub fn read(section: &str, text: &str) -> Read {
    let (impartial, base) = match section.strip_prefix("impartial ") {
        Some(b) => (true, b.trim()),
        None => (false, section),
    };
    let bad = |(m, at): (String, usize)| Read::Bad(m, at);
    if matches!(
        base,
        "integer_game" | "dyadic_rational" | "switch_game" | "up_star" | "nimber"
    ) {
        return match basic(base, text) {
            Ok(game) => Read::Game(Sub::Basic { game, impartial }),
            Err(e) => bad(e),
        };
    }
    let (ruleset, board, offset, naming) = match catalogue_text(base, text) {
        Ok(Some(t)) => t,
        Ok(None) => return Read::Unsupported(format!("no game [{base}] in the catalogue")),
        Err(e) => return bad(e),
    };
    // Impartial Domineering is Cram; on a strip too long for a board, Dawson's
    // Kayles. Impartial Cannibal Clobber on such a strip is Officers.
    let cells = board.chars().filter(|&c| c != '|').count();
    let (ruleset, board, offset, base_naming) = if impartial && base == "domineering" {
        match runs(&board, '.') {
            Some(heaps) if cells > 64 => ("dawson".into(), heaps, 0, None),
            _ => ("cram".to_string(), board, offset, Some(naming)),
        }
    } else if impartial && base == "cannibal_clobber" && cells > 64 {
        match runs(&board.replace('o', "x"), 'x') {
            Some(heaps) => ("octal:0.6".into(), heaps, 0, None),
            None => (ruleset, board, offset, Some(naming)),
        }
    } else {
        (ruleset, board, offset, Some(naming))
    };
    let r = match Ruleset::from_name(&ruleset) {
        Ok(r) => r,
        Err(e) => return Read::Bad(e.to_string(), 0),
    };
    let pos = match r.parse(&board) {
        Ok(p) => p,
        Err(e) if e.kind == PositionErrorKind::TooLarge => {
            return Read::Unsupported(format!(
                "[{section}] larger than the catalogue's positions (boards of at most 64 cells)"
            ))
        }
        Err(e) => return Read::Bad(e.message, offset + e.span.start),
    };
    let pos = if impartial && pos.is_partizan() {
        pos.impartial().expect("a partizan position has a variant")
    } else {
        pos
    };
    Read::Game(Sub::Pos {
        pos,
        base: base_naming,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(b: &Basic, player: Option<bool>) -> Vec<String> {
        b.moves(player).into_iter().map(|m| m.0).collect()
    }

    #[test]
    fn basic_games_move_as_mcgs() {
        let r = |p, q| Rational::from_i64_ratio(p, q).unwrap();
        assert_eq!(names(&Basic::Int(5), Some(true)), ["INT"]);
        assert!(names(&Basic::Int(5), Some(false)).is_empty());
        assert_eq!(names(&Basic::Dyadic(r(5, 4)), None), ["DEC", "INC"]);
        assert_eq!(
            Basic::Dyadic(r(3, 4)).moves(Some(true))[0].1,
            Basic::Dyadic(r(1, 2))
        );
        assert_eq!(names(&Basic::UpStar(1, true), Some(true)), ["0", "0*"]);
        assert_eq!(names(&Basic::UpStar(6, true), Some(false)), ["5"]);
        assert_eq!(names(&Basic::UpStar(-3, false), Some(false)), ["0"]);
        assert_eq!(names(&Basic::Nimber(3), Some(false)), ["*2", "*1", "*0"]);
        assert_eq!(
            names(&Basic::Switch(r(3, 4), r(-4, 1)), None),
            ["SWITCH_L", "SWITCH_R"]
        );
    }

    #[test]
    fn basic_values() {
        let mut s = GameStore::new();
        let r = |p, q| Rational::from_i64_ratio(p, q).unwrap();
        let v = Basic::Switch(r(3, 4), r(-4, 1)).value(&mut s);
        assert_eq!(s.display(v), "{3/4|-4}");
        let v = Basic::Switch(r(-6, 1), r(5, 1)).value(&mut s);
        assert_eq!(s.display(v), "0");
        let v = Basic::UpStar(2, true).value(&mut s);
        assert_eq!(s.display(v), "^^*");
    }

    /// The closed forms of impartial values agree with the mex over MCGS's
    /// moves.
    #[test]
    fn impartial_basic_values_by_search() {
        fn search(b: &Basic) -> u64 {
            let opts: Vec<u64> = b.moves(None).iter().map(|(_, o)| search(o)).collect();
            mex(&opts)
        }
        let r = |p, q| Rational::from_i64_ratio(p, q).unwrap();
        let mut games = vec![Basic::Dyadic(r(21, 8)), Basic::Dyadic(r(-17, 16))];
        for n in -7..=7 {
            games.push(Basic::Int(n));
            games.push(Basic::Dyadic(r(n, 1)));
            games.push(Basic::UpStar(n, false));
            games.push(Basic::UpStar(n, true));
            games.push(Basic::Switch(r(n, 2), r(3 - n, 4)));
        }
        for g in games {
            assert_eq!(g.nim_value(), search(&g), "{g:?}");
        }
    }

    #[test]
    fn texts_of_games() {
        let Read::Game(Sub::Basic { game, .. }) = read("switch_game", "-3 / 8, 21") else {
            panic!()
        };
        let r = |p, q| Rational::from_i64_ratio(p, q).unwrap();
        assert_eq!(game, Basic::Switch(r(-3, 8), r(21, 1)));
        let Read::Game(Sub::Pos { pos, .. }) = read("gen_toads", "2,3,2,0:X..XO.O") else {
            panic!()
        };
        assert_eq!(
            pos.ruleset().to_string(),
            "toads:maxjump=2,minslide=2,maxslide=3"
        );
        assert_eq!(pos.to_string(), "T..TF.F");
        let Read::Game(Sub::Pos { pos, .. }) = read("impartial toppling_dominoes", "XO#") else {
            panic!()
        };
        assert_eq!(pos.ruleset().to_string(), "impartial:toppling");
        assert_eq!(pos.to_string(), "lre");
        let long = ".".repeat(100);
        let Read::Game(Sub::Pos { pos, base }) = read("impartial domineering", &long) else {
            panic!()
        };
        assert_eq!((pos.to_string(), base), ("100".into(), None));
        assert!(matches!(read("clobber_1xn", "XQO"), Read::Bad(_, 1)));
        assert!(matches!(read("switch_game", "ą, 1"), Read::Bad(..)));
        assert!(matches!(read("up_star", "3 ą *"), Read::Bad(..)));
        // Issue 34: i64::MIN ups read as 0 (`abs` overflowed past the check).
        for section in ["up_star", "impartial up_star"] {
            for text in ["-9223372036854775808", "9223372036854775807 *", "-1048577"] {
                match read(section, text) {
                    Read::Bad(m, _) => assert!(m.contains("too large"), "{m}"),
                    other => panic!("{section} {text}: {other:?}"),
                }
            }
        }
        assert!(matches!(read("up_star", "-1048576 *"), Read::Game(..)));
        assert!(matches!(read("gen_toads", "1,1,0,0:X.Q"), Read::Bad(_, 10)));
        assert!(matches!(read("sheep_game", "1"), Read::Unsupported(_)));
        assert!(matches!(
            read("clobber_1xn", &"XO".repeat(40)),
            Read::Unsupported(_)
        ));
    }
}
