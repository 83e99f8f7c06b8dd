//! README's statements about the `nimatron` command checked against the
//! command: the subcommand list is `nimatron --help`'s, and its figures are
//! what the command prints.

mod common;

use common::nimatron;

const README: &str = include_str!("../../../README.md");

/// The markers around README's subcommand list.
const BEGIN: &str = "<!-- subcommands: begin (generated from `nimatron --help`: NIMATRON_BLESS=1 cargo test -p nimatron-cli --test readme_cli) -->\n";
const END: &str = "<!-- subcommands: end -->";

/// The subcommand list as README shows it, made from `nimatron --help`.
fn subcommand_list() -> String {
    let (help, err, code) = nimatron(&["--help"], None);
    assert_eq!(code, 0, "{err}");
    let commands = help
        .split("Commands:\n")
        .nth(1)
        .expect("a Commands: section")
        .split("\n\n")
        .next()
        .expect("its lines");
    let mut list = String::new();
    for line in commands.lines() {
        let line = line.trim();
        let (name, about) = line.split_once(' ').expect("a name and its description");
        if name == "help" {
            continue;
        }
        list.push_str(&format!("- `{name}`: {}\n", about.trim()));
    }
    list
}

#[test]
fn readme_lists_every_subcommand_as_help_does() {
    let list = subcommand_list();
    // The 13 subcommands of issue 36's count (14 with `help`), or more.
    assert!(list.lines().count() >= 13, "{list}");
    let start = README
        .find(BEGIN)
        .unwrap_or_else(|| panic!("README.md lacks the marker {BEGIN:?}"))
        + BEGIN.len();
    let end = start + README[start..].find(END).expect("the end marker");
    if README[start..end] != list {
        if std::env::var_os("NIMATRON_BLESS").is_some() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md");
            let updated = format!("{}{list}{}", &README[..start], &README[end..]);
            std::fs::write(path, updated).expect("write README.md");
        } else {
            panic!(
                "README.md's subcommand list differs from `nimatron --help` \
                 (NIMATRON_BLESS=1 rewrites it):\n{list}"
            );
        }
    }
}

/// The number README states just before `marker`, e.g. "(302,492\nfor the
/// empty 8x8 board": digits and commas, read through line breaks.
fn figure_before(marker: &str) -> u64 {
    let at = README
        .find(marker)
        .unwrap_or_else(|| panic!("README.md lacks {marker:?}"));
    let digits: String = README[..at]
        .trim_end()
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .filter(char::is_ascii_digit)
        .collect();
    digits
        .parse()
        .unwrap_or_else(|_| panic!("no figure before {marker:?}"))
}

#[test]
fn readme_node_count_of_the_8x8_board_is_what_solve_prints() {
    // README: "`--threads 1` searches the same nodes every time (N for the
    // empty 8x8 board below)", the board solved with Left first.
    let stated = figure_before("\nfor the empty 8x8 board below)");
    let (out, err, code) = nimatron(
        &[
            "solve",
            "domineering(grid(8, 8))",
            "--first",
            "left",
            "--threads",
            "1",
            "--json",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    let nodes: u64 = out
        .split("\"nodes\": ")
        .nth(1)
        .and_then(|s| s.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no node count: {out}"));
    assert_eq!(
        nodes, stated,
        "README states {stated}, solve prints {nodes}"
    );
    assert!(out.contains("\"winner\": \"left\""), "{out}");
}

#[test]
fn readme_kayles_misere_quotient_is_what_misere_prints() {
    // README: "Kayles has 40 elements, periodic from heap 71" with the
    // command it names (the proof needs heaps up to 200, not the default 100).
    let said = "`nimatron misere kayles --quotient --to 200`: Kayles' quotient has 40 elements, \
                periodic from heap 71";
    let flat = README.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(said), "README no longer says {said:?}");
    let (out, err, code) = nimatron(&["misere", "kayles", "--quotient", "--to", "200"], None);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("order 40,"), "{out}");
    assert!(
        out.contains("heap elements periodic from heap 71 with period"),
        "{out}"
    );
    // With the default --to (100) the period is not proved.
    let (out, err, code) = nimatron(&["misere", "kayles", "--quotient"], None);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("no period of the heap elements proved"),
        "{out}"
    );
}
