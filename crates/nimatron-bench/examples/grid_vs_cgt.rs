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
//! cgt has only).
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
use nimatron::limits::Limits;
use nimatron::rulesets::catalogue::Ruleset;
use nimatron::rulesets::{Domineering, PartizanSolver};
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

/// Our value of `ruleset(position)` from scratch, printed, and the time.
fn ours(ruleset: &str, position: &str) -> (String, Duration) {
    let pos = Ruleset::from_name(ruleset)
        .unwrap()
        .parse(position)
        .unwrap();
    timed(|| {
        let mut s = GameStore::new();
        let v = pos.value(&mut s, &Limits::none()).unwrap();
        s.display(v)
    })
}

/// cgt's canonical form of `g` with a fresh table, printed, and the time.
fn cgt_value<G>(g: G) -> (String, Duration)
where
    G: PartizanGame + Send + Sync + Eq + std::hash::Hash + Clone,
    ParallelTranspositionTable<G>: TranspositionTable<G>,
{
    timed(|| {
        let tt = ParallelTranspositionTable::new();
        g.canonical_form(&tt).to_string()
    })
}

/// cgt's value of the same position, printed, and the time.
fn theirs(ruleset: &str, position: &str) -> Option<(String, Duration)> {
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

/// The empty Domineering board of `w` x `h`, from scratch: its time.
fn domineering(w: usize, h: usize) -> Duration {
    timed(|| {
        let mut s = GameStore::new();
        PartizanSolver::new().canonical_form(&mut s, &Domineering::rectangle(w, h).unwrap())
    })
    .1
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
    println!("| ruleset | position | cells | nimatron | cgt 0.11 | cgt / nimatron | Domineering, same cells | nimatron / Domineering |");
    println!("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for (ruleset, position, (w, h)) in tasks {
        let (v, t) = ours(ruleset, position);
        let (cgt_time, cgt_ratio) = match theirs(ruleset, position) {
            Some((cv, ct)) => {
                assert!(
                    same(&v, &cv),
                    "{ruleset} {position}: nimatron {v}, cgt {cv}"
                );
                (
                    ms(ct),
                    format!("{:.1}x", ct.as_secs_f64() / t.as_secs_f64()),
                )
            }
            None => ("-".to_string(), "-".to_string()),
        };
        let d = domineering(w, h);
        println!(
            "| {ruleset} | `{}` | {} | {} | {cgt_time} | {cgt_ratio} | {w}x{h}: {} | {:.2} |",
            shown(ruleset, position),
            w * h,
            ms(t),
            ms(d),
            t.as_secs_f64() / d.as_secs_f64()
        );
    }
}
