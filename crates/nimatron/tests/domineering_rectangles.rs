//! The table of empty Domineering rectangles in `data/domineering-rectangles.tsv`
//! (written by `nimatron domineering-table`, issue 18 part 4): every value
//! reads back in the language; a board turned a quarter is the other
//! player's, so the transposed rectangle's value is the negative (and a
//! square's value is its own negative); the boards of at most 20 cells are
//! recomputed here and agree.

use nimatron::lang::eval_str;

fn rows() -> Vec<(usize, usize, String)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../data/domineering-rectangles.tsv"
    );
    let text = std::fs::read_to_string(path).expect("the table is in the repository");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("rows"))
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let (r, c) = (f[0].parse().ok()?, f[1].parse().ok()?);
            (!f[2].starts_with("stopped")).then(|| (r, c, f[2].to_string()))
        })
        .collect()
}

fn board(r: usize, c: usize) -> String {
    vec![".".repeat(c); r].join("|")
}

#[test]
fn transposes_are_negatives() {
    let rows = rows();
    assert!(
        rows.len() >= 60,
        "the table has {} valued boards",
        rows.len()
    );
    let mut pairs = 0;
    for (r, c, v) in &rows {
        if let Some((_, _, t)) = rows.iter().find(|(r2, c2, _)| (r2, c2) == (c, r)) {
            let same = eval_str(&format!("({v}) + ({t}) == 0")).unwrap();
            assert_eq!(same, "true", "{r}x{c} and {c}x{r}");
            pairs += 1;
        }
    }
    assert!(pairs >= 60);
}

#[test]
fn small_boards_recomputed() {
    for (r, c, v) in rows().iter().filter(|(r, c, _)| r * c <= 20) {
        let same = eval_str(&format!("domineering(\"{}\") == ({v})", board(*r, *c))).unwrap();
        assert_eq!(same, "true", "{r}x{c}: the table says {v}");
    }
}
