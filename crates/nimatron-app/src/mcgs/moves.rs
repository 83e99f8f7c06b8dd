//! MCGS's names of moves, read off a position's text before and after the
//! move (the catalogue's options keep a board's shape and a strip's length):
//! cells of strips are numbered from 1, cells of grids named as in chess with
//! row 1 the top row (`b1` is the second cell of the first row).
//!
//! A move is named by every MCGS move that reaches the same position: in
//! Toppling Dominoes toppling the only domino left or right, in Cannibal
//! Clobber a stone taking either of two neighbours of its own colour.

use super::games::Base;

/// The cells of a board's text: rows of characters.
fn rows(text: &str) -> Vec<Vec<char>> {
    text.split('|').map(|r| r.chars().collect()).collect()
}

/// A grid cell's name: `a1` is the top-left cell.
fn cell(r: usize, c: usize) -> String {
    let col = u8::try_from(c)
        .ok()
        .filter(|&c| c < 26)
        .map_or_else(|| format!("[{c}]"), |c| char::from(b'a' + c).to_string());
    format!("{col}{}", r + 1)
}

fn is_stone(c: char) -> bool {
    matches!(c, 'x' | 'o' | 'T' | 'F')
}

/// MCGS's colour letter of a stone.
fn colour(c: char) -> char {
    if c == 'x' {
        'X'
    } else {
        'O'
    }
}

/// The cells whose characters differ: `(row, column, before, after)`.
fn changes(before: &[Vec<char>], after: &[Vec<char>]) -> Option<Vec<(usize, usize, char, char)>> {
    if before.len() != after.len() {
        return None;
    }
    let mut out = Vec::new();
    for (r, (b, a)) in before.iter().zip(after).enumerate() {
        if b.len() != a.len() {
            return None;
        }
        for (c, (&x, &y)) in b.iter().zip(a).enumerate() {
            if x != y {
                out.push((r, c, x, y));
            }
        }
    }
    Some(out)
}

/// Whether the player `mover` (`None`: either) may topple domino `d`
/// (`l` Left's, `r` Right's, `e` either's).
fn may_topple(d: char, mover: Option<bool>) -> bool {
    match (d, mover) {
        ('e', _) | (_, None) => d != '.',
        ('l', Some(left)) => left,
        ('r', Some(left)) => !left,
        _ => false,
    }
}

/// The names of the move from `before` to `after` (the catalogue's texts of
/// a position of `base`) by `mover` (`Some(true)` Black, `None` either, for
/// impartial variants); empty when the texts are not one move apart.
pub fn names(base: Base, before: &str, after: &str, mover: Option<bool>) -> Vec<String> {
    match base {
        Base::Kayles => return kayles(before, after),
        Base::Sheep => return sheep(before, after),
        Base::KingDirt => {
            let board = |t: &str| t.split_once(':').map(|p| p.1.to_string());
            let (Some(b), Some(a)) = (board(before), board(after)) else {
                return Vec::new();
            };
            return king_dirt(&rows(&b), &rows(&a));
        }
        _ => {}
    }
    let (b, a) = (rows(before), rows(after));
    let Some(ch) = changes(&b, &a) else {
        return Vec::new();
    };
    let find = |f: &dyn Fn(char, char) -> bool| -> Vec<(usize, usize)> {
        ch.iter()
            .filter(|&&(_, _, x, y)| f(x, y))
            .map(|&(r, c, _, _)| (r, c))
            .collect()
    };
    let point = |(_, c): (usize, usize)| (c + 1).to_string();
    let name = |p: (usize, usize)| cell(p.0, p.1);
    match base {
        Base::Clobber1xn | Base::Strip => {
            let from = find(&|x, y| is_stone(x) && y == '.');
            let to = find(&|x, y| y != x && is_stone(y));
            match (from.as_slice(), to.as_slice()) {
                ([f], [t]) if ch.len() == 2 => vec![format!("{}-{}", point(*f), point(*t))],
                _ => Vec::new(),
            }
        }
        Base::Clobber => {
            let from = find(&|x, y| is_stone(x) && y == '.');
            let [f] = from.as_slice() else {
                return Vec::new();
            };
            let stone = b[f.0][f.1];
            let to = find(&|x, y| is_stone(x) && y == stone);
            match (to.as_slice(), ch.len()) {
                ([t], 2) => vec![format!("{}-{}", name(*f), name(*t))],
                // A stone took a neighbour of its own colour (Cannibal
                // Clobber): any such neighbour gives this position.
                ([], 1) => {
                    let (r, c) = *f;
                    let near = [
                        (r.wrapping_sub(1), c),
                        (r + 1, c),
                        (r, c.wrapping_sub(1)),
                        (r, c + 1),
                    ];
                    near.into_iter()
                        .filter(|&(r, c)| b.get(r).and_then(|row| row.get(c)) == Some(&stone))
                        .map(|t| format!("{}-{}", name(*f), name(t)))
                        .collect()
                }
                _ => Vec::new(),
            }
        }
        Base::Nogo1xn | Base::Nogo => match ch.as_slice() {
            [(r, c, '.', s)] if is_stone(*s) => {
                let at = if base == Base::Nogo1xn {
                    point((*r, *c))
                } else {
                    cell(*r, *c)
                };
                vec![format!("{at}_{}", colour(*s))]
            }
            _ => Vec::new(),
        },
        Base::Toppling => {
            let row = &b[0];
            let fallen = find(&|x, y| x != '.' && y == '.');
            let fallen: Vec<usize> = fallen.iter().map(|p| p.1).collect();
            let mut out = Vec::new();
            for (i, &d) in row.iter().enumerate() {
                if !may_topple(d, mover) {
                    continue;
                }
                let standing = |range: &mut dyn Iterator<Item = usize>| -> Vec<usize> {
                    range.filter(|&j| row[j] != '.').collect()
                };
                if standing(&mut (0..=i)) == fallen {
                    out.push(format!("{}L", i + 1));
                }
                if standing(&mut (i..row.len())) == fallen {
                    out.push(format!("{}R", i + 1));
                }
            }
            out
        }
        Base::Amazons => {
            let from = find(&|x, y| is_stone(x) && !is_stone(y));
            let to = find(&|x, y| x == '.' && is_stone(y));
            let arrow = find(&|x, y| x != '#' && y == '#');
            match (from.as_slice(), to.as_slice(), arrow.as_slice()) {
                ([f], [t], [a]) => vec![format!("{}-{}-{}", name(*f), name(*t), name(*a))],
                _ => Vec::new(),
            }
        }
        Base::Fission => {
            let from = find(&|x, y| x == 'x' && y == '.');
            let new = find(&|x, y| x == '.' && y == 'x');
            match (from.as_slice(), new.as_slice()) {
                ([f], [p, _]) if ch.len() == 3 => {
                    let way = if p.1 == f.1 { 'V' } else { 'H' };
                    vec![format!("{}_{way}", name(*f))]
                }
                _ => Vec::new(),
            }
        }
        Base::Domineering => match ch.as_slice() {
            [(r1, c1, '.', '#'), (r2, c2, '.', '#')] => {
                vec![format!("{}-{}", cell(*r1, *c1), cell(*r2, *c2))]
            }
            _ => Vec::new(),
        },
        Base::Kayles | Base::Sheep | Base::KingDirt => Vec::new(),
    }
}

/// A Kayles move: `take-smaller-larger` (the row of `before` knocked down to
/// the rows of `after`).
fn kayles(before: &str, after: &str) -> Vec<String> {
    let heap =
        |t: &str| -> Option<Vec<u64>> { t.split_whitespace().map(|w| w.parse().ok()).collect() };
    let (Some(from), Some(mut to)) = (heap(before), heap(after)) else {
        return Vec::new();
    };
    to.retain(|&h| h > 0);
    to.sort_unstable();
    let n: u64 = from.iter().sum();
    let left: u64 = to.iter().sum();
    match (from.len(), to.as_slice()) {
        (1, []) => vec![format!("{n}-0-0")],
        (1, [h]) => vec![format!("{}-0-{h}", n - h)],
        (1, [s, l]) => vec![format!("{}-{s}-{l}", n - left)],
        _ => Vec::new(),
    }
}

/// A Sheep move: `from-to-sheep` (the herd that shrank, the grass it ran
/// to, how many ran).
fn sheep(before: &str, after: &str) -> Vec<String> {
    let herds = |t: &str| -> Option<Vec<Vec<i64>>> {
        t.split('|')
            .map(|r| {
                r.split(|c: char| c == ',' || c.is_whitespace())
                    .filter(|w| !w.is_empty())
                    .map(|w| w.parse().ok())
                    .collect()
            })
            .collect()
    };
    let (Some(b), Some(a)) = (herds(before), herds(after)) else {
        return Vec::new();
    };
    let mut from = None;
    let mut to = None;
    for (r, (rb, ra)) in b.iter().zip(&a).enumerate() {
        for (c, (&x, &y)) in rb.iter().zip(ra).enumerate() {
            if x != y && x != 0 && y != 0 && y.abs() < x.abs() {
                from = Some((r, c));
            } else if x == 0 && y != 0 {
                to = Some((r, c, y.abs()));
            }
        }
    }
    match (from, to) {
        (Some(f), Some((r, c, k))) => vec![format!("{}-{}-{k}", cell(f.0, f.1), cell(r, c))],
        _ => Vec::new(),
    }
}

/// A King Dirt move: `a2_X` (a stone placed) or `b1-a2` (a stone moved, dirt
/// left behind).
fn king_dirt(b: &[Vec<char>], a: &[Vec<char>]) -> Vec<String> {
    let Some(ch) = changes(b, a) else {
        return Vec::new();
    };
    match ch.as_slice() {
        [(r, c, '.', s)] if is_stone(*s) => vec![format!("{}_{}", cell(*r, *c), colour(*s))],
        [p, q] => {
            let (from, to) = if p.3 == '#' { (p, q) } else { (q, p) };
            if is_stone(from.2) && from.3 == '#' && to.2 == '.' && to.3 == from.2 {
                vec![format!("{}-{}", cell(from.0, from.1), cell(to.0, to.1))]
            } else {
                Vec::new()
            }
        }
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_as_mcgs_writes_them() {
        assert_eq!(names(Base::Clobber1xn, "xxo", "x.x", Some(true)), ["2-3"]);
        assert_eq!(
            names(Base::Clobber, "xo|ox", ".x|ox", Some(true)),
            ["a1-b1"]
        );
        assert_eq!(
            names(Base::Clobber, "xxx", "x.x", Some(true)),
            ["b1-a1", "b1-c1"]
        );
        assert_eq!(names(Base::Nogo1xn, "...", ".o.", None), ["2_O"]);
        assert_eq!(names(Base::Nogo, "..|#.", "..|#x", Some(true)), ["b2_X"]);
        assert_eq!(
            names(Base::Toppling, "lrre", "...e", Some(true)),
            Vec::<String>::new()
        );
        assert_eq!(names(Base::Toppling, "lrre", "lrr.", Some(true)), ["4R"]);
        assert_eq!(
            names(Base::Toppling, "lrre", "....", Some(true)),
            ["1R", "4L"]
        );
        assert_eq!(names(Base::Toppling, "lrre", ".rre", None), ["1L"]);
        assert_eq!(names(Base::Strip, "T..F", ".T.F", Some(true)), ["1-2"]);
        assert_eq!(
            names(Base::Amazons, ".x|..", "..|#x", Some(true)),
            ["b1-b2-a2"]
        );
        assert_eq!(
            names(Base::Amazons, ".x|..", "#.|.x", Some(true)),
            ["b1-b2-a1"]
        );
        assert_eq!(
            names(Base::Fission, "...|.x.|...", ".x.|...|.x.", None),
            ["b2_V"]
        );
        assert_eq!(
            names(Base::Domineering, "..|..", "#.|#.", Some(true)),
            ["a1-a2"]
        );
        assert_eq!(names(Base::Kayles, "6", "1 4", None), ["1-1-4"]);
        assert_eq!(names(Base::Kayles, "6", "2 2", None), ["2-2-2"]);
        assert_eq!(names(Base::Kayles, "2", "", None), ["2-0-0"]);
        assert_eq!(names(Base::Kayles, "3", "1 1", None), ["1-1-1"]);
        assert_eq!(
            names(Base::Sheep, "0 0 | 3 0", "0 0 | 1 2", Some(true)),
            ["a2-b2-2"]
        );
        assert_eq!(
            names(Base::KingDirt, "1,1,0:.x.|...", "0,1,0:.x.|x..", Some(true)),
            ["a2_X"]
        );
        assert_eq!(
            names(Base::KingDirt, "0,0,0:.x.|...", "0,0,0:.#.|x..", Some(true)),
            ["b1-a2"]
        );
    }
}
