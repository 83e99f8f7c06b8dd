//! Boards for the terminal and move names, read from a position's text and
//! the catalogue's description of its syntax, so that a new grid ruleset of
//! the catalogue gets a board without being named here:
//!
//! - a ruleset whose syntax speaks of cells (Domineering, Cram, Toads and
//!   Frogs, and any grid written as rows joined by `|`) is drawn as a grid
//!   with coordinates (columns `a`, `b`, ..., rows `1`, `2`, ... from the top),
//!   and a move is named by the cells it changes: `a1-a2` (the cell a piece
//!   left, the cell it reached, then any other cell filled; pieces taken are
//!   not named; a domino's two cells in reading order);
//! - a ruleset written as edges `u-v:c` (Hackenbush) is drawn as a table of
//!   labelled edges, and a move is named by the label of the edge it cuts.
//!
//! Otherwise (heaps, graphs of Nim, stalks) the position is shown as its text
//! and moves are chosen by number.

use nimatron::rulesets::catalogue::{Drawing, RulesetInfo};

/// How a ruleset's positions are drawn and its moves named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Rows of one-character cells joined by `|`.
    Grid,
    /// Edges `u-v:c` separated by spaces; vertex 0 is the ground.
    Edges,
    /// The position's text.
    Plain,
}

impl Style {
    /// The style of a ruleset, from its catalogue entry.
    pub fn of(info: &RulesetInfo) -> Style {
        match info.drawing {
            Drawing::Cells => Style::Grid,
            Drawing::Edges => Style::Edges,
            // Graphs are drawn on the web page; the terminal shows their text.
            Drawing::Graph | Drawing::Text => Style::Plain,
        }
    }
}

/// A grid position: rows of cells, `.` empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    rows: Vec<Vec<char>>,
}

/// The name of column `c` (from 0): `a` ... `z`, `aa`, `ab`, ...
fn column_name(c: usize) -> String {
    let mut c = c + 1;
    let mut s = Vec::new();
    while c > 0 {
        c -= 1;
        s.push((b'a' + (c % 26) as u8) as char);
        c /= 26;
    }
    s.iter().rev().collect()
}

/// The name of cell (row, column), from 0: `a1` is the top left.
pub fn cell_name(r: usize, c: usize) -> String {
    format!("{}{}", column_name(c), r + 1)
}

impl Grid {
    /// The grid written by `text` (rows joined by `|`, all of one length, no
    /// spaces), or `None`.
    pub fn parse(text: &str) -> Option<Grid> {
        if text.is_empty() || text.chars().any(char::is_whitespace) {
            return None;
        }
        let rows: Vec<Vec<char>> = text.split('|').map(|r| r.chars().collect()).collect();
        let width = rows[0].len();
        (width > 0 && rows.iter().all(|r| r.len() == width)).then_some(Grid { rows })
    }

    /// A grid of these rows (of one length).
    pub fn from_rows(rows: Vec<Vec<char>>) -> Grid {
        Grid { rows }
    }

    /// The rows, top first.
    pub fn rows(&self) -> &[Vec<char>] {
        &self.rows
    }

    /// The grid with coordinates, one line a row, each line indented by two
    /// spaces.
    pub fn draw(&self) -> String {
        let width = self.rows[0].len();
        let label = (self.rows.len()).to_string().len();
        let wide = width > 26;
        let cell_w = if wide { 3 } else { 2 };
        let mut s = format!("  {}", " ".repeat(label + 1));
        for c in 0..width {
            s += &format!("{:<cell_w$}", column_name(c));
        }
        s = s.trim_end().to_string() + "\n";
        for (r, row) in self.rows.iter().enumerate() {
            s += &format!("  {:>label$} ", r + 1);
            for ch in row {
                s += &format!("{:<cell_w$}", ch);
            }
            s = s.trim_end().to_string() + "\n";
        }
        s
    }

    /// The name of the move from `self` to `after` (`a1-a2`), or `None` when
    /// the two are not grids of one shape or do not differ.
    pub fn move_name(&self, after: &Grid) -> Option<String> {
        let cells = self.move_cells(after)?;
        let names: Vec<String> = cells.iter().map(|&(r, c)| cell_name(r, c)).collect();
        Some(names.join("-"))
    }

    /// The cells (row, column) that name the move from `self` to `after`, in
    /// order: where a piece left, where it arrived, then any other cell
    /// filled (pieces taken are left out); a move that only empties cells
    /// (Toppling Dominoes) by the cells emptied. `None` as for
    /// [`Grid::move_name`].
    pub fn move_cells(&self, after: &Grid) -> Option<Vec<(usize, usize)>> {
        if after.rows.len() != self.rows.len() || after.rows[0].len() != self.rows[0].len() {
            return None;
        }
        let mut changed = Vec::new();
        for (r, (a, b)) in self.rows.iter().zip(&after.rows).enumerate() {
            for (c, (&x, &y)) in a.iter().zip(b).enumerate() {
                if x != y {
                    changed.push((r, c, x, y));
                }
            }
        }
        if changed.is_empty() {
            return None;
        }
        // Arrivals: cells now holding a piece; departures: cells a piece of
        // an arriving kind left.
        let arrived: Vec<char> = changed.iter().filter(|t| t.3 != '.').map(|t| t.3).collect();
        let departures: Vec<_> = changed
            .iter()
            .filter(|t| t.3 == '.' && arrived.contains(&t.2))
            .collect();
        let moved: Vec<char> = departures.iter().map(|t| t.2).collect();
        let arrivals: Vec<_> = changed
            .iter()
            .filter(|t| t.3 != '.' && moved.contains(&t.3))
            .collect();
        let others: Vec<_> = changed
            .iter()
            .filter(|t| t.3 != '.' && !moved.contains(&t.3))
            .collect();
        let cells: Vec<(usize, usize)> = departures
            .iter()
            .chain(&arrivals)
            .chain(&others)
            .map(|t| (t.0, t.1))
            .collect();
        if !cells.is_empty() {
            return Some(cells);
        }
        // Nothing placed or moved: the cells emptied, in order.
        Some(changed.iter().map(|t| (t.0, t.1)).collect())
    }
}

/// An edge of a Hackenbush-like position: its ends and its colour letter.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Edge {
    u: String,
    v: String,
    colour: String,
}

/// The edges written by `text` (`u-v:c` separated by spaces), or `None`.
fn edges(text: &str) -> Option<Vec<Edge>> {
    text.split_whitespace()
        .map(|t| {
            let (ends, colour) = t.split_once(':')?;
            let (u, v) = ends.split_once('-')?;
            Some(Edge {
                u: u.to_string(),
                v: v.to_string(),
                colour: colour.to_string(),
            })
        })
        .collect()
}

/// The label of edge `i` (from 0): `A` ... `Z`, then `E27`, `E28`, ...
fn edge_label(i: usize) -> String {
    if i < 26 {
        ((b'A' + i as u8) as char).to_string()
    } else {
        format!("E{}", i + 1)
    }
}

/// The index of the edge labelled `label` (`A` is 0, `E27` is 26).
pub fn edge_index(label: &str) -> Option<usize> {
    match label.as_bytes() {
        [c] if c.is_ascii_uppercase() => Some((c - b'A') as usize),
        [b'E', rest @ ..] => std::str::from_utf8(rest)
            .ok()?
            .parse::<usize>()
            .ok()?
            .checked_sub(1)
            .filter(|&i| i >= 26),
        _ => None,
    }
}

fn colour_word(c: &str) -> &str {
    match c {
        "b" => "blue (Left's)",
        "r" => "red (Right's)",
        "g" => "green (either's)",
        other => other,
    }
}

/// The edges among `keep` (indices into `all`) still joined to the ground
/// (vertex `0`).
fn grounded(all: &[Edge], keep: &[usize]) -> Vec<usize> {
    let mut reached = vec!["0"];
    let mut kept: Vec<usize> = Vec::new();
    let mut changed = true;
    while changed {
        changed = false;
        for &i in keep {
            let e = &all[i];
            if kept.contains(&i) {
                continue;
            }
            let (hu, hv) = (
                reached.contains(&e.u.as_str()),
                reached.contains(&e.v.as_str()),
            );
            if hu || hv {
                kept.push(i);
                reached.push(&e.u);
                reached.push(&e.v);
                changed = true;
            }
        }
    }
    kept.sort_unstable();
    kept
}

/// The label of the edge whose cut leads from `before` to `after` (edges as
/// written, what falls removed), or `None`.
fn cut_label(before: &[Edge], after: &[Edge]) -> Option<String> {
    // Match the edges left standing to the edges before, in order.
    let mut standing = Vec::new();
    let mut j = 0;
    for (i, e) in before.iter().enumerate() {
        if j < after.len() && after[j] == *e {
            standing.push(i);
            j += 1;
        }
    }
    if j != after.len() {
        return None;
    }
    (0..before.len())
        .filter(|i| !standing.contains(i))
        .find(|&k| {
            let rest: Vec<usize> = (0..before.len()).filter(|&i| i != k).collect();
            grounded(before, &rest) == standing
        })
        .map(edge_label)
}

/// The drawing of a position in `style`, each line indented by two spaces.
pub fn draw(style: Style, text: &str) -> Option<String> {
    match style {
        Style::Grid => Grid::parse(text).map(|g| g.draw()),
        Style::Edges => {
            let es = edges(text)?;
            if es.is_empty() {
                return Some("  (no edge left)\n".to_string());
            }
            let mut s = "  edge  from-to  colour   (vertex 0 is the ground)\n".to_string();
            for (i, e) in es.iter().enumerate() {
                s += &format!(
                    "  {:<5} {:<8} {}\n",
                    edge_label(i),
                    format!("{}-{}", e.u, e.v),
                    colour_word(&e.colour)
                );
            }
            Some(s)
        }
        Style::Plain => None,
    }
}

/// The names of the moves from the position written `before` to those
/// written `after` (in order), when every move gets a name and no two the
/// same; otherwise `None` (moves are then chosen by number).
pub fn move_names(style: Style, before: &str, after: &[String]) -> Option<Vec<String>> {
    let names: Vec<String> = match style {
        Style::Grid => {
            let g = Grid::parse(before)?;
            after
                .iter()
                .map(|a| g.move_name(&Grid::parse(a)?))
                .collect::<Option<_>>()?
        }
        Style::Edges => {
            let b = edges(before)?;
            after
                .iter()
                .map(|a| cut_label(&b, &edges(a)?))
                .collect::<Option<_>>()?
        }
        Style::Plain => return None,
    };
    let mut sorted: Vec<&String> = names.iter().collect();
    sorted.sort();
    sorted.dedup();
    (sorted.len() == names.len()).then_some(names)
}

/// The cells of a typed grid move, sorted (`a2-a1` and `a1-a2` alike).
fn cells_of(name: &str) -> Vec<String> {
    let mut cells: Vec<String> = name
        .split(['-', ' ', ','])
        .filter(|s| !s.is_empty())
        .map(str::to_lowercase)
        .collect();
    cells.sort();
    cells
}

/// The index of the move the player typed: its number in the list (from 1),
/// its name (any case), or, for cells, the same cells in another order when
/// only one move has them; otherwise why not.
pub fn chosen(line: &str, names: Option<&[String]>, count: usize) -> Result<usize, String> {
    if let Ok(k) = line.parse::<usize>() {
        return if (1..=count).contains(&k) {
            Ok(k - 1)
        } else {
            Err(format!("give a number from 1 to {count}"))
        };
    }
    let Some(names) = names else {
        return Err(format!("give a number from 1 to {count}"));
    };
    let typed = line.trim().to_lowercase().replace(' ', "");
    if let Some(k) = names
        .iter()
        .position(|n| n.to_lowercase().replace(' ', "") == typed)
    {
        return Ok(k);
    }
    let cells = cells_of(&typed);
    let same: Vec<usize> = (0..names.len())
        .filter(|&k| cells_of(&names[k]) == cells)
        .collect();
    match same.as_slice() {
        [k] => Ok(*k),
        _ => Err(format!(
            "`{line}` is not one of your moves ({}), nor a number from 1 to {count}",
            names.join(", ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn grids_are_drawn_with_coordinates() {
        let g = Grid::parse("..#|...").unwrap();
        assert_eq!(g.draw(), "    a b c\n  1 . . #\n  2 . . .\n");
        assert!(Grid::parse("..|...").is_none());
        assert!(Grid::parse("0-1:b 1-2:r").is_none());
        assert_eq!(column_name(0), "a");
        assert_eq!(column_name(26), "aa");
    }

    #[test]
    fn grid_moves_are_named_by_their_cells() {
        // Domineering: a vertical domino on the first column.
        let names = move_names(Style::Grid, "..|..", &texts(&["#.|#.", ".#|.#"])).unwrap();
        assert_eq!(names, ["a1-a2", "b1-b2"]);
        // Toads and Frogs: a slide and a jump, from where to where.
        let names = move_names(Style::Grid, "T.TF.", &texts(&[".TTF.", "T..FT"])).unwrap();
        assert_eq!(names, ["a1-b1", "c1-e1"]);
        // Clobber: the stone moves onto the other one, which is taken.
        let names = move_names(Style::Grid, "xo", &texts(&[".x"])).unwrap();
        assert_eq!(names, ["a1-b1"]);
        // Konane: a jump names where from and where to, not the stone taken.
        let names = move_names(Style::Grid, "xo.", &texts(&["..x"])).unwrap();
        assert_eq!(names, ["a1-c1"]);
        // Typed moves: by name, in either order for a domino, or by number.
        let names = texts(&["a1-a2", "b1-b2"]);
        assert_eq!(chosen("B2-b1", Some(&names), 2), Ok(1));
        assert_eq!(chosen("2", Some(&names), 2), Ok(1));
        assert!(chosen("c1-c2", Some(&names), 2)
            .unwrap_err()
            .contains("a1-a2, b1-b2"));
    }

    #[test]
    fn every_grid_ruleset_of_the_catalogue_gets_a_board() {
        use nimatron::rulesets::catalogue::RulesetKind;
        let mut grids = 0;
        for kind in RulesetKind::ALL {
            let info = kind.info();
            match Style::of(info) {
                Style::Grid => {
                    grids += 1;
                    let g = Grid::parse(info.example.position);
                    assert!(g.is_some(), "{}: {}", info.name, info.example.position);
                }
                Style::Edges => assert!(edges(info.example.position).is_some()),
                Style::Plain => {}
            }
        }
        assert!(grids >= 3, "Domineering, Cram, Toads and Frogs at least");
    }

    #[test]
    fn hackenbush_moves_are_named_by_the_edge_cut() {
        // A blue edge on the ground with a red one above it, and a green one.
        let before = "0-1:b 1-2:r 0-3:g";
        let drawn = draw(Style::Edges, before).unwrap();
        assert!(drawn.contains("A     0-1      blue"), "{drawn}");
        // Cutting A drops B too; cutting C leaves A and B.
        let names = move_names(Style::Edges, before, &texts(&["0-3:g", "0-1:b 1-2:r"]));
        assert_eq!(names.unwrap(), ["A", "C"]);
        let names = move_names(Style::Edges, before, &texts(&["0-1:b 0-3:g"]));
        assert_eq!(names.unwrap(), ["B"]);
    }
}
