//! The lecture notes' nim addition table (seed 001, §2.2), read from a data file.

mod common;

use common::data_rows;
use nimatron::numbers::{nim_add, Nimber};

fn parse_nimber(s: &str) -> u64 {
    let s = s.trim();
    match s.strip_prefix('*') {
        Some("") => 1,
        Some(n) => n.parse().expect("nimber"),
        None => s.parse().expect("number"),
    }
}

#[test]
fn lecture_notes_addition_table() {
    let text = include_str!("data/nim_addition.tsv");
    let rows: Vec<Vec<&str>> = data_rows(text).map(|l| l.split('\t').collect()).collect();
    assert_eq!(rows.len(), 11, "header + 10 rows");
    let cols: Vec<u64> = rows[0][1..].iter().map(|s| parse_nimber(s)).collect();
    assert_eq!(cols, (0..10).collect::<Vec<_>>());
    let mut checked = 0;
    for row in &rows[1..] {
        let a = parse_nimber(row[0]);
        for (j, cell) in row[1..].iter().enumerate() {
            let b = cols[j];
            let expected = parse_nimber(cell);
            assert_eq!(nim_add(a, b), expected, "*{a} + *{b}");
            assert_eq!((Nimber(a) + Nimber(b)).0, expected);
            checked += 1;
        }
    }
    assert_eq!(checked, 100);
}
