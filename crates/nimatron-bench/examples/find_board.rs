//! Search small Domineering boards for a value: `-- "{2|-1/2}"`.
use nimatron::lang::Session;
use nimatron::rulesets::{Domineering, PartizanSolver};
fn main() {
    let target = std::env::args().nth(1).expect("a value");
    let mut s = Session::new();
    let Some(nimatron::lang::Value::Game(t)) = s.eval_line(&target).unwrap() else {
        panic!()
    };
    let mut solver = PartizanSolver::new();
    for (w, h) in [
        (3usize, 2usize),
        (2, 3),
        (3, 3),
        (4, 2),
        (2, 4),
        (4, 3),
        (3, 4),
    ] {
        for mask in 0u64..(1 << (w * h)) {
            let text: String = (0..h)
                .map(|r| {
                    (0..w)
                        .map(|c| {
                            if mask >> (r * w + c) & 1 == 1 {
                                '.'
                            } else {
                                '#'
                            }
                        })
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join("|");
            let d = Domineering::parse(&text).unwrap();
            if solver.canonical_form(&mut s.store, &d) == t {
                println!("{text} ({} cells)", mask.count_ones());
                return;
            }
        }
    }
}
