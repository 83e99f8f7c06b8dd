//! Hackenbush and Toads and Frogs through the generic solver, cross-checked
//! against theory (sign expansions, nimbers, the fusion principle) and the notes.

mod common;

use common::random::Lcg;
use nimatron::numbers::Rational;
use nimatron::rulesets::{
    Domineering, Hackenbush, PartizanPosition, PartizanSolver, ToadsAndFrogs,
};
use nimatron::short::{Game, GameStore};

/// A position without theory shortcuts: the solver must search.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Searched(Hackenbush);

impl PartizanPosition for Searched {
    fn left_options(&self) -> Vec<Self> {
        self.0.left_options().into_iter().map(Searched).collect()
    }
    fn right_options(&self) -> Vec<Self> {
        self.0.right_options().into_iter().map(Searched).collect()
    }
}

fn value(s: &mut GameStore, h: &Hackenbush) -> Game {
    PartizanSolver::new().canonical_form(s, h)
}

fn searched(s: &mut GameStore, h: &Hackenbush) -> Game {
    PartizanSolver::new().canonical_form(s, &Searched(h.clone()))
}

#[test]
fn stalks_by_sign_expansion_agree_with_search() {
    let mut s = GameStore::new();
    // Section 1.5: LR = 1/2, LRR = 1/4.
    let lr = Hackenbush::stalk("LR").unwrap();
    assert_eq!(lr.stalk_value(), Some(Rational::new(1, 1)));
    let lrr = Hackenbush::stalk("LRR").unwrap();
    let v = value(&mut s, &lrr);
    assert_eq!(s.display(v), "1/4");
    for len in 1..=9 {
        for bits in 0..(1u32 << len) {
            let word: String = (0..len)
                .map(|i| if bits >> i & 1 == 1 { 'L' } else { 'R' })
                .collect();
            let h = Hackenbush::stalk(&word).unwrap();
            let fast = value(&mut s, &h);
            assert_eq!(fast, searched(&mut s, &h), "{word}");
        }
    }
}

#[test]
fn green_stalks_are_nimbers_and_tricolour_stalks_mix() {
    let mut s = GameStore::new();
    for n in 0..8 {
        let h = Hackenbush::stalk(&"G".repeat(n)).unwrap();
        assert_eq!(value(&mut s, &h), s.nimber(n as u32));
        assert_eq!(searched(&mut s, &h), s.nimber(n as u32));
    }
    // Section 3: a green edge under a blue one is {0,*|0} = ^*; two copies are positive.
    let gl = Hackenbush::stalk("GL").unwrap();
    let g = value(&mut s, &gl);
    assert_eq!(s.display(g), "^*");
    let two = s.add(g, g);
    assert_eq!(s.display(two), "^^");
    let gr = Hackenbush::stalk("GR").unwrap();
    let v = value(&mut s, &gr);
    assert_eq!(s.display(v), "v*");
}

#[test]
fn graphs_with_cycles_and_components() {
    let mut s = GameStore::new();
    // A green triangle through the ground fuses to three loops: * + * + * = *.
    let tri = Hackenbush::parse("0-1:g 1-2:g 2-0:g").unwrap();
    assert_eq!(value(&mut s, &tri), s.nimber(1));
    // Blue and red edges on the ground cancel (section 1.2).
    let br = Hackenbush::parse("0-1:b 0-2:r").unwrap();
    assert_eq!(br.components().len(), 2);
    assert_eq!(value(&mut s, &br), s.zero());
    // A blue edge with a red and a green edge on top.
    let tree = Hackenbush::parse("0-1:b 1-2:r 1-3:g").unwrap();
    let t = value(&mut s, &tree);
    assert_eq!(t, searched(&mut s, &tree));
    // Edges hanging from nothing fall away when read.
    let floating = Hackenbush::parse("0-1:b 2-3:r").unwrap();
    assert_eq!(floating.len(), 1);
    assert!(Hackenbush::parse("0-1:x").is_err());
    assert!(Hackenbush::parse("0_1:b").is_err());
}

#[test]
fn toads_and_frogs_section_3_2() {
    let mut s = GameStore::new();
    let mut solver = PartizanSolver::new();
    let start = ToadsAndFrogs::parse("TT.FF").unwrap();
    let g = solver.canonical_form(&mut s, &start);
    // The first Left move reaches ^ = {0|*}.
    let firsts = start.left_options();
    assert_eq!(firsts.len(), 1);
    let after = solver.canonical_form(&mut s, &firsts[0]);
    assert_eq!(s.display(after), "^");
    // The strip is symmetric: its value is its own negative.
    assert_eq!(s.neg(g), g);
    // Dead pieces at the ends change nothing.
    let padded = ToadsAndFrogs::parse("FFTT.FFTT").unwrap();
    assert_eq!(solver.canonical_form(&mut s, &padded), g);
    assert!(ToadsAndFrogs::parse("TX").is_err());
}

fn dom(s: &mut GameStore, solver: &mut PartizanSolver<Domineering>, board: &str) -> Game {
    solver.canonical_form(s, &Domineering::parse(board).unwrap())
}

#[test]
fn domineering_small_boards() {
    let mut s = GameStore::new();
    let mut solver = PartizanSolver::new();
    // Section 4.1: the 2x2 square is +-1, a fuzzy game that stays fuzzy with 1/2 added.
    let sq = dom(&mut s, &mut solver, "..|..");
    assert_eq!(s.display(sq), "+-1");
    // Vertical strips are Left's: a 1x2 column is 1, a 1x3 column 1, a 1x4 column 2.
    assert_eq!(dom(&mut s, &mut solver, ".|."), s.integer(1));
    assert_eq!(dom(&mut s, &mut solver, ".|.|."), s.integer(1));
    assert_eq!(dom(&mut s, &mut solver, ".|.|.|."), s.integer(2));
    assert_eq!(dom(&mut s, &mut solver, "...."), s.integer(-2));
    // Published values (also computed by the cgt crate): 3x3 is +-1, 3 wide by 4 tall is 3/2,
    // 4 wide by 5 tall is -1.
    let v = dom(&mut s, &mut solver, "...|...|...");
    assert_eq!(s.display(v), "+-1");
    let v = dom(&mut s, &mut solver, "...|...|...|...");
    assert_eq!(s.display(v), "3/2");
    let v = dom(&mut s, &mut solver, "....|....|....|....|....");
    assert_eq!(s.display(v), "-1");
    // Disjoint regions add up; single cells count for nothing.
    let two = dom(&mut s, &mut solver, "..#..|..#..");
    let sum = s.add(sq, sq);
    assert_eq!(two, sum);
    assert_eq!(dom(&mut s, &mut solver, ".#.|#.#"), s.zero());
}

#[test]
fn domineering_transpose_negates_and_5x5_is_zero() {
    let mut s = GameStore::new();
    let mut solver = PartizanSolver::new();
    let tall = solver.canonical_form(&mut s, &Domineering::rectangle(3, 5).unwrap());
    let wide = solver.canonical_form(&mut s, &Domineering::rectangle(5, 3).unwrap());
    assert_eq!(s.neg(tall), wide);
    let l_shape = dom(&mut s, &mut solver, "..#|..#|...");
    let l_transposed = dom(&mut s, &mut solver, "...|...|##.");
    assert_eq!(s.neg(l_shape), l_transposed);
    // Issue 4's check: the empty 5x5 board is a second-player win.
    let five = solver.canonical_form(&mut s, &Domineering::rectangle(5, 5).unwrap());
    assert_eq!(five, s.zero());
}

/// Poker Nim (lecture notes, rules 2.2): heaps, and a pocket of edges for each
/// player; a move cuts a heap down, or adds edges from one's own pocket to a heap.
#[derive(Clone, PartialEq, Eq, Hash)]
struct PokerNim {
    heaps: Vec<u32>,
    left_pocket: u32,
    right_pocket: u32,
}

impl PokerNim {
    fn moves(&self, pocket: u32, left: bool) -> Vec<PokerNim> {
        let mut out = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            for to in 0..h + pocket + 1 {
                if to == h {
                    continue;
                }
                let mut p = self.clone();
                p.heaps[i] = to;
                if to > h {
                    let used = to - h;
                    if left {
                        p.left_pocket -= used;
                    } else {
                        p.right_pocket -= used;
                    }
                }
                out.push(p);
            }
        }
        out
    }
}

impl PartizanPosition for PokerNim {
    fn left_options(&self) -> Vec<Self> {
        self.moves(self.left_pocket, true)
    }
    fn right_options(&self) -> Vec<Self> {
        self.moves(self.right_pocket, false)
    }
}

#[test]
fn poker_nim_is_nim_proposition_2_3() {
    let mut s = GameStore::new();
    let mut solver = PartizanSolver::new();
    for heaps in [
        vec![1u32, 2],
        vec![3],
        vec![1, 2, 3],
        vec![2, 2],
        vec![0, 3],
    ] {
        for (lp, rp) in [(0u32, 0u32), (1, 0), (0, 2), (2, 1)] {
            let pos = PokerNim {
                heaps: heaps.clone(),
                left_pocket: lp,
                right_pocket: rp,
            };
            let want = heaps.iter().fold(0, |a, &b| a ^ b);
            let g = solver.canonical_form(&mut s, &pos);
            assert_eq!(g, s.nimber(want), "{heaps:?} pockets {lp}/{rp}");
        }
    }
}

#[test]
fn green_trees_by_the_colon_principle_agree_with_search() {
    let mut s = GameStore::new();
    // Every tree given by a parent list: vertex i+1 hangs from parent[i] (< i+1).
    let mut rng = Lcg::new(12345);
    for _ in 0..60 {
        let n = 1 + rng.below(8) as u32;
        let edges: Vec<String> = (1..=n)
            .map(|v| format!("{}-{}:g", rng.below(v as u64), v))
            .collect();
        let h = Hackenbush::parse(&edges.join(" ")).unwrap();
        let fast = h.green_tree_value().expect("a green tree");
        assert_eq!(s.nimber(fast), searched(&mut s, &h), "{}", edges.join(" "));
    }
    // Not trees: a cycle or a coloured edge gives no colon-principle value.
    assert_eq!(
        Hackenbush::parse("0-1:g 1-2:g 2-0:g")
            .unwrap()
            .green_tree_value(),
        None
    );
    assert_eq!(
        Hackenbush::parse("0-1:g 1-2:b").unwrap().green_tree_value(),
        None
    );
}

#[test]
fn green_graphs_by_the_fusion_principle_agree_with_search() {
    let mut s = GameStore::new();
    let mut rng = Lcg::new(777);
    for _ in 0..120 {
        // Up to 5 vertices besides the ground, up to 8 edges, loops and parallel
        // edges allowed; edges hanging from nothing fall away when read.
        let verts = 1 + rng.below(5);
        let m = 1 + rng.below(8);
        let edges: Vec<String> = (0..m)
            .map(|_| format!("{}-{}:g", rng.below(verts + 1), rng.below(verts + 1)))
            .collect();
        let h = Hackenbush::parse(&edges.join(" ")).unwrap();
        let fast = h.green_graph_value().expect("all green");
        assert_eq!(s.nimber(fast), searched(&mut s, &h), "{}", edges.join(" "));
    }
}

#[test]
fn green_graph_vertex_labels_may_be_any_number() {
    // Fuzz finding 12 (fuzz/findings.md): `0-777777770:g` made the fusion
    // principle allocate a table entry per label up to 777,777,770 (2.4 GB).
    // The labels only name vertices: relabelled, the value is the same.
    let mut s = GameStore::new();
    for (big, small) in [
        ("0-777777770:g", "0-1:g"),
        ("0-4294967295:g 4294967295-7:g 7-0:g", "0-1:g 1-2:g 2-0:g"),
        ("0-99:g 99-12345678:g 99-3000000000:g", "0-1:g 1-2:g 1-3:g"),
    ] {
        let (h, k) = (
            Hackenbush::parse(big).unwrap(),
            Hackenbush::parse(small).unwrap(),
        );
        let v = h.green_graph_value().expect("all green");
        assert_eq!(Some(v), k.green_graph_value(), "{big}");
        assert_eq!(s.nimber(v), searched(&mut s, &h), "{big}");
    }
}

#[test]
fn domineering_section_4_1_asymmetric_switch() {
    // The 3-wide, 2-tall rectangle: Left (vertical) can leave the 2x2 square (+-1)
    // or two columns (2); Right leaves an L-tromino worth -1/2. {2, +-1 | -1/2} = {2|-1/2}.
    let mut s = GameStore::new();
    let mut solver = PartizanSolver::new();
    let g = dom(&mut s, &mut solver, "...|...");
    assert_eq!(s.display(g), "{2|-1/2}");
    let opts: Vec<String> = s.left_options(g).iter().map(|&o| s.display(o)).collect();
    assert_eq!(opts, vec!["2"]);
    let all: Vec<Game> = Domineering::parse("...|...")
        .unwrap()
        .left_options()
        .iter()
        .map(|o| solver.canonical_form(&mut s, o))
        .collect();
    let shown: Vec<String> = all.iter().map(|&o| s.display(o)).collect();
    assert!(
        shown.contains(&"+-1".to_string()) && shown.contains(&"2".to_string()),
        "{shown:?}"
    );
}

#[test]
fn hackenbush_edges_and_cut() {
    use nimatron::rulesets::Colour;
    let h = Hackenbush::parse("0-1:b 1-2:r 1-3:g").unwrap();
    assert_eq!(
        h.edges(),
        vec![
            (0, 1, Colour::Blue),
            (1, 2, Colour::Red),
            (1, 3, Colour::Green)
        ]
    );
    // Cutting the trunk drops everything above it.
    assert!(h.cut(0).unwrap().is_empty());
    // Cutting the red twig leaves the rest; numbering follows the standing edges.
    let g = h.cut(1).unwrap();
    assert_eq!(g.to_string(), "0-1:b 1-3:g");
    assert_eq!(g.cut(1).unwrap().to_string(), "0-1:b");
    assert!(g.cut(2).is_none());
    // Every cut by a colour allowed to Left is one of Left's options, in order.
    let cuts: Vec<Hackenbush> = h
        .edges()
        .iter()
        .enumerate()
        .filter(|(_, e)| e.2 != Colour::Red)
        .map(|(k, _)| h.cut(k).unwrap())
        .collect();
    assert_eq!(cuts, h.left_options());
}

/// Found by the `rulesets` fuzz target: a board's error position is a byte
/// offset, so the language's caret lands on the bad character after wide
/// whitespace too (a character count split U+3000, and drawing the caret
/// panicked).
#[test]
fn domineering_errors_point_at_bytes_after_wide_whitespace() {
    use nimatron::rulesets::DomineeringError;
    assert_eq!(
        Domineering::parse(".\u{3000}x"),
        Err(DomineeringError::BadChar { ch: 'x', pos: 4 })
    );
    for name in ["domineering", "cram"] {
        let src = format!("{name}(\"\u{3000}x\")");
        let e = nimatron::lang::Session::new().eval_line(&src).unwrap_err();
        // `name`, `(`, the quote, U+3000: `x` is the next character.
        assert_eq!(e.column(&src), name.len() + 4, "{src}");
        assert!(e.render(&src).contains("unexpected `x`"), "{src}");
    }
}
