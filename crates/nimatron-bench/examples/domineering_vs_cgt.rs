//! Empty Domineering rectangles: nimatron and the cgt crate on the same boards, one
//! run each, with the answers checked against each other.
//! `cargo run --release -p nimatron-bench --example domineering_vs_cgt -- 4x5 5x5 4x6`
use cgt::grid::small_bit_grid::SmallBitGrid;
use cgt::short::partizan::games::domineering::Domineering as CgtDomineering;
use cgt::short::partizan::partizan_game::PartizanGame;
use cgt::short::partizan::transposition_table::ParallelTranspositionTable;
use nimatron::rulesets::{Domineering, PartizanSolver};
use nimatron::short::GameStore;
use std::time::Instant;

fn main() {
    let boards: Vec<String> = std::env::args().skip(1).collect();
    let boards = if boards.is_empty() {
        vec!["4x5".to_string(), "5x5".to_string()]
    } else {
        boards
    };
    println!("| board (w x h) | nimatron | cgt 0.11 | ratio |");
    println!("| --- | --- | --- | --- |");
    for b in boards {
        let (w, h) = b.split_once('x').expect("WxH");
        let (w, h): (usize, usize) = (w.parse().expect("width"), h.parse().expect("height"));
        let t = Instant::now();
        let mut s = GameStore::new();
        let ours = PartizanSolver::new()
            .canonical_form(&mut s, &Domineering::rectangle(w, h).expect("size"));
        let t_ours = t.elapsed();
        let t = Instant::now();
        let tt = ParallelTranspositionTable::new();
        let theirs = CgtDomineering::new(SmallBitGrid::empty(w as u8, h as u8).expect("size"))
            .canonical_form(&tt);
        let t_theirs = t.elapsed();
        // Same value: their printed form read by our parser equals ours.
        let mut sess = nimatron::lang::Session::new();
        let back = sess
            .eval_line(&theirs.to_string())
            .expect("cgt output parses");
        let ours_text = s.display(ours);
        let mut check = nimatron::lang::Session::new();
        let ours_back = check.eval_line(&ours_text).expect("our output parses");
        assert_eq!(
            back.map(|v| sess.format(&v)),
            ours_back.map(|v| check.format(&v)),
            "values differ on {b}"
        );
        println!(
            "| {w}x{h} | {:.3} s | {:.3} s | {:.1}x |",
            t_ours.as_secs_f64(),
            t_theirs.as_secs_f64(),
            t_theirs.as_secs_f64() / t_ours.as_secs_f64()
        );
    }
}
