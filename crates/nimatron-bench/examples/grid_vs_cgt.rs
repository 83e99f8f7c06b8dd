//! Grid, strip and graph rulesets, one run each, answers checked against each
//! other: nimatron against the cgt crate on the rulesets both have (Konane,
//! Amazons, Fission, Toppling Dominoes, Col, Snort), and every ruleset against
//! nimatron's own time
//! for the empty Domineering board of the same shape (for a strip of n
//! dominoes, the 2 x n/2 board: n cells; for a graph on a w x h grid of
//! vertices, the w x h board): the same number of cells. Each engine starts
//! from nothing (a fresh store and table) for each position.
//!
//! Times are CPU time of the process (`CLOCK_PROCESS_CPUTIME_ID`), the least
//! of up to five runs for tasks under 0.2 s, so that a loaded machine does not
//! skew them; cgt runs on one rayon thread (its work, not its parallelism).
//!
//! `cargo run --release -p nimatron-bench --example grid_vs_cgt`
//! (`-- quick` for the smaller half of the table, `-- cgt` for the rulesets
//! cgt has only, ruleset names such as `-- konane amazons` for their rows only).
//! Beside each time: the positions the search valued (nimatron: its memo of
//! normalised components; cgt: its transposition table, every position met)
//! and the time per position.
use cgt::graph::adjacency_matrix::undirected::UndirectedGraph;
use cgt::graph::{Graph, VertexIndex};
use cgt::short::partizan::games::amazons::Amazons as CgtAmazons;
use cgt::short::partizan::games::col::{Col as CgtCol, VertexColor};
use cgt::short::partizan::games::fission::Fission as CgtFission;
use cgt::short::partizan::games::konane::Konane as CgtKonane;
use cgt::short::partizan::games::snort::{
    Snort as CgtSnort, VertexColor as SnortColor, VertexKind,
};
use cgt::short::partizan::games::toppling_dominoes::{Tile, TopplingDominoes};
use cgt::short::partizan::partizan_game::PartizanGame;
use cgt::short::partizan::transposition_table::{ParallelTranspositionTable, TranspositionTable};
use nimatron::impartial::ImpartialPosition;
use nimatron::rulesets::catalogue::{NimHeaps, Ruleset, RulesetPosition, Visitor};
use nimatron::rulesets::{Domineering, PartizanPosition, PartizanSolver};
use nimatron::short::GameStore;
use std::str::FromStr;
use std::time::Duration;

/// CPU time used by this process so far (all threads).
fn cpu_now() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to fill.
    let r = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) };
    assert_eq!(r, 0, "clock_gettime");
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// `f`'s result and its CPU time: the least of up to five runs while the
/// runs take under 0.2 s in all.
fn timed<T>(mut f: impl FnMut() -> T) -> (T, Duration) {
    let mut best = Duration::MAX;
    let mut spent = Duration::ZERO;
    let mut out = None;
    for _ in 0..5 {
        let t = cpu_now();
        let v = f();
        let e = cpu_now().saturating_sub(t);
        best = best.min(e);
        spent += e;
        out = Some(v);
        if spent >= Duration::from_millis(200) {
            break;
        }
    }
    (out.expect("one run"), best)
}

/// Our value of a partizan position from scratch, printed, with the number
/// of positions the solver valued (its memo of normalised components).
struct Ours;

impl Visitor for Ours {
    type Output = (String, usize);
    fn partizan<P: PartizanPosition + RulesetPosition>(self, pos: &P) -> (String, usize) {
        let mut s = GameStore::new();
        let mut solver = PartizanSolver::new();
        let v = solver.value(&mut s, pos).unwrap();
        (s.display(v), solver.table_len())
    }
    fn impartial<P: ImpartialPosition + RulesetPosition>(self, _: &P) -> (String, usize) {
        unreachable!("the table's rulesets are partizan")
    }
    fn nim(self, _: &NimHeaps) -> (String, usize) {
        unreachable!("the table's rulesets are partizan")
    }
}

/// Our value of `ruleset(position)` from scratch, printed, the positions
/// valued, and the time.
fn ours(ruleset: &str, position: &str) -> ((String, usize), Duration) {
    let pos = Ruleset::from_name(ruleset)
        .unwrap()
        .parse(position)
        .unwrap();
    timed(|| pos.visit(Ours))
}

/// cgt's canonical form of `g` with a fresh table, printed, the positions
/// in its table, and the time.
fn cgt_value<G>(g: G) -> ((String, usize), Duration)
where
    G: PartizanGame + Send + Sync + Eq + std::hash::Hash + Clone,
    ParallelTranspositionTable<G>: TranspositionTable<G>,
{
    timed(|| {
        let tt = ParallelTranspositionTable::new();
        let v = g.canonical_form(&tt).to_string();
        (v, tt.len())
    })
}

/// cgt's value of the same position, printed, its positions, and the time.
fn theirs(ruleset: &str, position: &str) -> Option<((String, usize), Duration)> {
    Some(match ruleset {
        "konane" => {
            let g: CgtKonane = CgtKonane::from_str(position).unwrap();
            cgt_value(g)
        }
        "amazons" => {
            let g: CgtAmazons = CgtAmazons::from_str(position).unwrap();
            cgt_value(g)
        }
        "fission" => {
            let g: CgtFission = CgtFission::from_str(position).unwrap();
            cgt_value(g)
        }
        // cgt had not finished this 32-domino row after 10 minutes.
        "toppling" if position.len() > 20 => return None,
        "toppling" => {
            let tiles: Vec<Tile> = position
                .chars()
                .map(|c| if c == 'l' { Tile::Blue } else { Tile::Red })
                .collect();
            let row =
                cgt::grid::small_bit_grid::SmallBitGrid::from_arr(tiles.len() as u8, 1, &tiles)
                    .unwrap();
            cgt_value(TopplingDominoes::new(vec![row]))
        }
        "col" | "snort" => {
            // Our edge-list form, untinted: `0-1 1-2 ...`.
            let mut edges = Vec::new();
            let mut n = 0;
            for w in position.split_whitespace() {
                let (a, b) = w.split_once('-').unwrap();
                let (a, b): (usize, usize) = (a.parse().unwrap(), b.parse().unwrap());
                n = n.max(a + 1).max(b + 1);
                edges.push((VertexIndex { index: a }, VertexIndex { index: b }));
            }
            if ruleset == "col" {
                let g = UndirectedGraph::from_edges(&edges, &vec![VertexColor::Empty; n]);
                cgt_value(CgtCol::new(g))
            } else {
                let v = vec![VertexKind::Single(SnortColor::Empty); n];
                cgt_value(CgtSnort::new(UndirectedGraph::from_edges(&edges, &v)))
            }
        }
        _ => return None,
    })
}

/// The grid graph of `w` x `h` vertices in our edge-list form.
fn grid_graph(w: usize, h: usize) -> String {
    let mut words = Vec::new();
    for r in 0..h {
        for c in 0..w {
            let v = r * w + c;
            if c + 1 < w {
                words.push(format!("{v}-{}", v + 1));
            }
            if r + 1 < h {
                words.push(format!("{v}-{}", v + w));
            }
        }
    }
    words.join(" ")
}

/// The empty Domineering board of `w` x `h`, from scratch: the positions
/// valued and the time.
fn domineering(w: usize, h: usize) -> (usize, Duration) {
    timed(|| {
        let mut s = GameStore::new();
        let mut solver = PartizanSolver::new();
        solver.canonical_form(&mut s, &Domineering::rectangle(w, h).unwrap());
        solver.table_len()
    })
}

/// The same value, read back by nimatron's language.
fn same(a: &str, b: &str) -> bool {
    let mut x = nimatron::lang::Session::new();
    let mut y = nimatron::lang::Session::new();
    let va = x.eval_line(a).unwrap().map(|v| x.format(&v));
    let vb = y.eval_line(b).unwrap().map(|v| y.format(&v));
    va == vb
}

/// A position for the table: graphs as nimatron prints them.
fn shown(ruleset: &str, position: &str) -> String {
    if ruleset == "col" || ruleset == "snort" {
        let p = Ruleset::from_name(ruleset)
            .unwrap()
            .parse(position)
            .unwrap();
        return p.to_string();
    }
    position.to_string()
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

/// Microseconds per position valued.
fn per(d: Duration, n: usize) -> String {
    format!("{:.2}", d.as_secs_f64() * 1e6 / n.max(1) as f64)
}

fn main() {
    // One rayon thread for cgt, before its pool starts.
    std::env::set_var("RAYON_NUM_THREADS", "1");
    let quick = std::env::args().any(|a| a == "quick");
    let g34 = grid_graph(3, 4);
    let g44 = grid_graph(4, 4);
    let g35 = grid_graph(3, 5);
    let p12 = grid_graph(12, 1);
    let mut tasks: Vec<(&str, &str, (usize, usize))> = vec![
        ("col", &p12, (6, 2)),
        ("col", &g34, (3, 4)),
        ("snort", &p12, (6, 2)),
        ("snort", &g34, (3, 4)),
        ("konane", "xoxo|o.ox|xoxo|ox.x", (4, 4)),
        ("konane", "xoxox|oxo.o|x.xox|oxoxo", (5, 4)),
        ("amazons", "x...|o...", (4, 2)),
        ("amazons", "x..#|....|.#.o", (4, 3)),
        ("fission", ".x.x|..x.|....|..x.", (4, 4)),
        ("fission", "..x..|.....|..x..|.....|x...x", (5, 5)),
        ("toppling", "lrrlrrllrlrrlrll", (8, 2)),
        ("toppling", "lrrlrrllrlrrlrllrrlrlllrrlrlrrll", (16, 2)),
        ("clobber", "xoxo|oxox|xoxo", (4, 3)),
        ("nogo", "...|...|...", (3, 3)),
        ("anticlobber", "xo..|..ox|o..x", (4, 3)),
    ];
    if !quick {
        tasks.extend([
            ("konane", "xoxoxo|oxo.ox|xox.xo|oxoxox", (6, 4)),
            ("amazons", "x...|....|...o", (4, 3)),
            (
                "fission",
                "......|..x...|......|...x..|......|.x....",
                (6, 6),
            ),
            // Minutes of CPU (about 3.5 in November 2026).
            ("clobber", "xoxox|oxoxo|xoxox|oxoxo", (5, 4)),
            ("nogo", "....|....|....", (4, 3)),
            ("col", &g35, (3, 5)),
            ("col", &g44, (4, 4)),
            ("snort", &g35, (3, 5)),
            ("snort", &g44, (4, 4)),
        ]);
    }
    if std::env::args().any(|a| a == "cgt") {
        // Only the rulesets cgt has.
        let both = ["konane", "amazons", "fission", "toppling", "col", "snort"];
        tasks.retain(|t| both.contains(&t.0));
    }
    // Ruleset names among the arguments keep only their rows.
    let named: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| tasks.iter().any(|t| t.0 == a))
        .collect();
    if !named.is_empty() {
        tasks.retain(|t| named.iter().any(|n| n == t.0));
    }
    println!(
        "| ruleset | position | cells | nimatron | positions | µs / position \
         | cgt 0.11 | positions | µs / position | cgt / nimatron \
         | Domineering, same cells | positions | µs / position | nimatron / Domineering |"
    );
    println!(
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
    );
    for (ruleset, position, (w, h)) in tasks {
        let ((v, n), t) = ours(ruleset, position);
        let cgt_cols = match theirs(ruleset, position) {
            Some(((cv, cn), ct)) => {
                assert!(
                    same(&v, &cv),
                    "{ruleset} {position}: nimatron {v}, cgt {cv}"
                );
                format!(
                    "{} | {cn} | {} | {:.1}x",
                    ms(ct),
                    per(ct, cn),
                    ct.as_secs_f64() / t.as_secs_f64()
                )
            }
            None => "- | - | - | -".to_string(),
        };
        let (dn, d) = domineering(w, h);
        println!(
            "| {ruleset} | `{}` | {} | {} | {n} | {} | {cgt_cols} | {w}x{h}: {} | {dn} | {} | {:.2} |",
            shown(ruleset, position),
            w * h,
            ms(t),
            per(t, n),
            ms(d),
            per(d, dn),
            t.as_secs_f64() / d.as_secs_f64()
        );
    }
}
