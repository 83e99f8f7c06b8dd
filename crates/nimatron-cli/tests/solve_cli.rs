//! `nimatron solve`: outcomes by search agree with the outcomes of canonical
//! forms (`nimatron eval 'outcome(...)'`), the JSON layout, errors with a caret
//! and limits as exit statuses.

mod common;

fn run(args: &[&str]) -> (String, String, Option<i32>) {
    let o = common::command().args(args).output().expect("run nimatron");
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
        o.status.code(),
    )
}

/// Sums of boards, negated boards, literals and other rulesets: the search's
/// outcome class is the canonical form's.
#[test]
fn outcomes_agree_with_canonical_forms() {
    for expr in [
        r#"domineering("....|....|....|....")"#,
        r#"domineering("...|...") + {2|1}"#,
        r#"domineering("....|....") - domineering("....|....")"#,
        r#"domineering("....|..#.|....") + domineering("...|...") + *"#,
        r#"domineering(".....|.....|.....") + toads("TT..F") - 1/2"#,
        r#"domineering("......|......|......") + {1|-1} + stalk("LRR")"#,
        r#"-domineering("..|..|..|..") + ^"#,
        "{1|-1} + *",
    ] {
        let (eval, _, code) = run(&["eval", &format!("outcome({expr})")]);
        assert_eq!(code, Some(0), "{expr}");
        let (out, err, code) = run(&["solve", expr, "--json"]);
        assert_eq!(code, Some(0), "{expr}: {err}");
        let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
        assert_eq!(v["outcome"].as_str(), Some(eval.trim()), "{expr}");
    }
}

#[test]
fn json_of_one_first_player() {
    let (out, _, code) = run(&[
        "solve",
        r#"domineering("....|....|....|....")"#,
        "--first",
        "left",
        "--json",
    ]);
    assert_eq!(code, Some(0));
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["winner"], "left");
    assert_eq!(v["first"], "left");
    assert!(v["nodes"].as_u64().is_some() && v["seconds"].as_f64().is_some());
    // The winning move leaves a board Right loses moving first.
    let to = v["winning_move"]["to"].as_str().expect("a move");
    let (out, _, _) = run(&["solve", to, "--first", "right", "--json"]);
    let after: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(after["winner"], "left", "{to}");
}

#[test]
fn bad_input_and_limits() {
    let (_, err, code) = run(&["solve", r#"domineering("..x")"#]);
    assert_eq!(code, Some(2));
    assert!(err.contains("unexpected `x`") && err.contains('^'), "{err}");
    let big = format!("domineering(\"{}\")", ["............"; 11].join("|"));
    let (_, err, code) = run(&["solve", &big]);
    assert_eq!(code, Some(2), "{err}");
    let board = ["......."; 7].join("|");
    let (_, err, code) = run(&[
        "solve",
        &format!("domineering(\"{board}\")"),
        "--max-nodes",
        "1000",
    ]);
    assert_eq!(code, Some(3), "{err}");
    assert!(err.contains("limit of 1000 positions"), "{err}");
}

/// A position whose string is computed (`domineering(grid(8, 8))`) is
/// searched as the same position written out: before, such a term was
/// valued whole by canonical form, which on 8x8 ran out of memory.
#[test]
fn computed_positions_are_searched_as_written_ones() {
    let row = "........";
    let board = [row; 8].join("|");
    for (computed, written) in [
        (
            "domineering(grid(8, 8))".to_string(),
            format!("domineering(\"{board}\")"),
        ),
        (
            r#"domineering(grid(2, 3)) + clobber("xo" + "x.")"#.to_string(),
            r#"domineering("...|...") + clobber("xox.")"#.to_string(),
        ),
        (
            r#"domineering(grid(3, 4)) + domineering("..|..")"#.to_string(),
            r#"domineering("....|....|....") + domineering("..|..")"#.to_string(),
        ),
    ] {
        let (a, err, code) = run(&["solve", &computed, "--first", "left", "--json"]);
        assert_eq!(code, Some(0), "{computed}: {err}");
        let (b, _, _) = run(&["solve", &written, "--first", "left", "--json"]);
        let a: serde_json::Value = serde_json::from_str(&a).unwrap();
        let b: serde_json::Value = serde_json::from_str(&b).unwrap();
        assert_eq!(a["winner"], b["winner"], "{computed}");
        assert_eq!(
            a["winning_move"]["to"], b["winning_move"]["to"],
            "{computed}"
        );
        assert!(a["nodes"].is_u64());
    }
    // An argument that is not a string: a type error under it.
    let (_, err, code) = run(&["solve", "domineering(1 + 2)"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("takes a position as a string") && err.contains("^^^"),
        "{err}"
    );
    let (_, err, code) = run(&["solve", r##"domineering("." + "#x")"##]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("unexpected `x`"), "{err}");
}

/// Sums with positions of other rulesets go to the generic search; its
/// outcome is the canonical form's.
#[test]
fn generic_sums_agree_with_canonical_forms() {
    for expr in [
        r#"domineering("...|...|...") + clobber("xox|ox.") + {2|1}"#,
        r#"clobber("xoxo|ox..") + toads("TT.F.F") - 1/2"#,
        r#"konane(".ox.|o..x|....") + nogo("x..|...") + *"#,
        r#"amazons("x..|..o") + col("R-.-R-.-L") + stalk("LRR")"#,
        // Rules by name: generalised Toads and Frogs, Cannibal Clobber.
        r#"toads("TTT..FF", maxjump=2) + clobber("xo.|oox", rules="hot") + toads("TT..F.F", maxslide=2)"#,
    ] {
        let (eval, _, code) = run(&["eval", &format!("outcome({expr})")]);
        assert_eq!(code, Some(0), "{expr}");
        let (out, err, code) = run(&["solve", expr, "--json"]);
        assert_eq!(code, Some(0), "{expr}: {err}");
        let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
        assert_eq!(v["outcome"].as_str(), Some(eval.trim()), "{expr}");
    }
    // A move's position is written as the language reads it, rules and all
    // (Left's one move here), and reads back to its value.
    let (out, err, _) = run(&[
        "solve",
        r#"toads("TTT..FF", maxjump=2)"#,
        "--first",
        "left",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).expect(&err);
    let to = v["winning_move"]["to"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert_eq!(to, r#"toads("TT.T.FF", maxjump=2)"#);
    let (value, _, _) = run(&["eval", &to]);
    let (want, _, _) = run(&["eval", r#"toads("TT.T.FF", 2)"#]);
    assert!(!value.trim().is_empty() && value == want, "{value} {want}");
    // Domineering alone by the generic search agrees with its own search.
    let b = r#"domineering("....|....|....|...#")"#;
    let (a, _, _) = run(&["solve", b, "--json"]);
    let (g, _, _) = run(&["solve", b, "--json", "--generic"]);
    let a: serde_json::Value = serde_json::from_str(&a).unwrap();
    let g: serde_json::Value = serde_json::from_str(&g).unwrap();
    assert_eq!(a["outcome"], g["outcome"]);
}

fn tmp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("nimatron-solve-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// The JSON that `cmd` prints with `input` on its standard input.
fn json_of_piped(mut cmd: std::process::Command, input: &str) -> serde_json::Value {
    let mut child = cmd
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// `nimatron solve --merge --json` of these result lines.
fn merge_lines(results: &str) -> serde_json::Value {
    let mut cmd = common::command();
    cmd.args(["solve", "--merge", "--json"]);
    json_of_piped(cmd, results)
}

/// Jobs whose positions are sums of Domineering boards go to the Domineering
/// search, and merge to the direct solve's winner; a first player's win
/// merges from the result of one winning first move alone.
#[test]
fn domineering_jobs_use_the_domineering_search() {
    let expr = r#"domineering(".....|.....|.....|....#") + domineering("...|...") + {1|-1}"#;
    for first in ["left", "right"] {
        let (direct, _, _) = run(&["solve", expr, "--first", first, "--json"]);
        let direct: serde_json::Value = serde_json::from_str(&direct).unwrap();
        let (lines, err, code) = run(&["solve", expr, "--first", first, "--split", "1"]);
        assert_eq!(code, Some(0), "{err}");
        let mut results = String::new();
        let mut lost_by_mover = None;
        for line in lines.lines() {
            let (r, err, code) = run(&["solve", "--job", line, "--threads", "2"]);
            assert_eq!(code, Some(0), "{line}: {err}");
            let v: serde_json::Value = serde_json::from_str(&r).unwrap();
            assert_eq!(v["search"], "domineering", "{line}");
            // The generic search agrees on the same line.
            let (g, _, _) = run(&["solve", "--job", line, "--generic"]);
            let g: serde_json::Value = serde_json::from_str(&g).unwrap();
            assert_eq!(g["search"], "generic");
            assert_eq!(g["mover_wins"], v["mover_wins"], "{line}");
            if v["mover_wins"] == false {
                lost_by_mover = Some(r.clone());
            }
            results.push_str(&r);
        }
        let merged = merge_lines(&results);
        assert_eq!(merged["winner"], direct["winner"], "{first}");
        if direct["winner"] == first {
            let one = merge_lines(&lost_by_mover.expect("a winning first move"));
            assert_eq!(one["winner"], first);
            assert!(!one["winning_move"].is_null());
        }
    }
}

/// A board of more than 64 cells (the generic search's positions take no
/// more) splits on the Domineering search's frame: every job runs that
/// search, and the merge gives the direct solve's winner, with a winning
/// move where the direct solve has one.
#[test]
fn boards_beyond_64_cells_split_on_the_domineering_frame() {
    // 9 columns by 8 rows, 72 cells, most of them filled: a 3x3 block, an
    // L and a 2x2 square, so that every job is small.
    let board = "...######|...######|...######|#########|##.######|##...####|#######..|#######..";
    let expr = format!("domineering(\"{board}\")");
    for first in ["left", "right"] {
        let (direct, err, code) = run(&["solve", &expr, "--first", first, "--json"]);
        assert_eq!(code, Some(0), "{err}");
        let direct: serde_json::Value = serde_json::from_str(&direct).unwrap();
        let (lines, err, code) = run(&["solve", &expr, "--first", first, "--split", "2"]);
        assert_eq!(code, Some(0), "{err}");
        let mut results = String::new();
        let mut n = 0;
        for line in lines.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(v["position"]["components"][0]["ruleset"], "domineering");
            assert_eq!(v["path"].as_array().unwrap().len(), 2, "{line}");
            let (r, err, code) = run(&["solve", "--job", line]);
            assert_eq!(code, Some(0), "{line}: {err}");
            let r_json: serde_json::Value = serde_json::from_str(&r).unwrap();
            assert_eq!(r_json["search"], "domineering", "{line}");
            results.push_str(&r);
            n += 1;
        }
        assert!(n > 10, "{n} lines");
        let merged = merge_lines(&results);
        assert_eq!(merged["winner"], direct["winner"], "{first}");
        assert_eq!(
            merged["winning_move"].is_null(),
            direct["winning_move"].is_null(),
            "{first}"
        );
    }
    // With a known part the generic search's limit stands, with its error.
    let (_, err, code) = run(&[
        "solve",
        &format!("{expr} + 1"),
        "--first",
        "left",
        "--split",
        "1",
    ]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("64"), "{err}");
}

/// split -> job on every line -> merge gives the direct solve's winner (and
/// a winning move when the first player wins).
#[test]
fn split_jobs_and_merge_equal_a_direct_solve() {
    let expr = r#"clobber("xoxo|oxox") + domineering("...|...")"#;
    for first in ["left", "right"] {
        let (direct, _, _) = run(&["solve", expr, "--first", first, "--json"]);
        let direct: serde_json::Value = serde_json::from_str(&direct).unwrap();
        let (lines, err, code) = run(&["solve", expr, "--first", first, "--split", "2"]);
        assert_eq!(code, Some(0), "{err}");
        let mut results = String::new();
        for line in lines.lines() {
            let (r, err, code) = run(&["solve", "--job", line]);
            assert_eq!(code, Some(0), "{line}: {err}");
            results.push_str(&r);
        }
        let merged = merge_lines(&results);
        assert_eq!(merged["winner"], direct["winner"], "{first}");
        assert_eq!(merged["first"], first);
        assert_eq!(
            merged["winning_move"].is_null(),
            direct["winning_move"].is_null()
        );
    }
    let (_, err, code) = run(&["solve", "--job", "{\"to_move\": 3}"]);
    assert_eq!(code, Some(2), "{err}");
    // A job stopped by a limit says so without a source line to point
    // into (a job has no expression), and its JSON error has no column.
    let (lines, err, code) = run(&[
        "solve",
        "domineering(grid(8, 8))",
        "--first",
        "left",
        "--split",
        "1",
    ]);
    assert_eq!(code, Some(0), "{err}");
    let line = lines.lines().next().unwrap();
    let (_, err, code) = run(&["solve", "--job", line, "--max-nodes", "100"]);
    assert_eq!(code, Some(3), "{err}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(!err.contains('^') && !err.contains("column"), "{err}");
    let (out, _, code) = run(&["solve", "--job", line, "--max-nodes", "100", "--json"]);
    assert_eq!(code, Some(3));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(v["error"].as_str().is_some(), "{out}");
    assert!(v["column"].is_null(), "{out}");
}

/// The database file: written on exit, read back (nothing computed again),
/// a foreign file refused with a message.
#[test]
fn the_database_file() {
    let db = tmp("db.txt");
    let _ = std::fs::remove_file(&db);
    let expr = r#"clobber("xoxo|ox..") + toads("TT.F.F")"#;
    let d = db.to_str().unwrap();
    let (a, err, code) = run(&["solve", expr, "--db", d, "--json"]);
    assert_eq!(code, Some(0), "{err}");
    let text = std::fs::read_to_string(&db).unwrap();
    assert!(text.starts_with("nimatron-solve-db 2\n"), "{text}");
    let (b, err, code) = run(&["solve", expr, "--db", d, "--json"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.contains("components loaded"), "{err}");
    let a: serde_json::Value = serde_json::from_str(&a).unwrap();
    let b: serde_json::Value = serde_json::from_str(&b).unwrap();
    assert_eq!(a["outcome"], b["outcome"]);
    std::fs::write(&db, "P6\n1 1\n").unwrap();
    let (_, err, code) = run(&["solve", expr, "--db", d]);
    assert_eq!(code, Some(2));
    assert!(err.contains("not a nimatron solver database"), "{err}");
}

/// `nimatron domineering-table`: every rectangle's value is the language's
/// `domineering(...)` (one solver for all boards against a fresh one each),
/// and a board and its transpose are negatives.
#[test]
fn the_rectangle_table_agrees_with_the_language() {
    let (out, err, code) = run(&["domineering-table", "--to", "3x4", "--strips", "5"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.contains("peak memory"), "{err}");
    let rows: Vec<Vec<&str>> = out
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("rows"))
        .map(|l| l.split('\t').collect())
        .collect();
    assert!(rows.len() >= 12 + 6, "{out}");
    let value = |r: &str, c: &str| {
        rows.iter()
            .find(|row| row[0] == r && row[1] == c)
            .map(|row| row[2].to_string())
    };
    for row in &rows {
        let (r, c) = (
            row[0].parse::<usize>().unwrap(),
            row[1].parse::<usize>().unwrap(),
        );
        let board = vec![".".repeat(c); r].join("|");
        let (eval, _, _) = run(&["eval", &format!("domineering({board:?}) == {}", row[2])]);
        assert_eq!(eval.trim(), "true", "{r}x{c}: {}", row[2]);
        if let Some(t) = value(row[1], row[0]) {
            let (eval, _, _) = run(&["eval", &format!("-({}) == {t}", row[2])]);
            assert_eq!(eval.trim(), "true", "{r}x{c} and its transpose");
        }
    }
}

/// The round trip with GNU parallel, where it is installed (skipped with a
/// message otherwise): split, the jobs through `parallel`, merge.
#[test]
fn split_jobs_through_gnu_parallel() {
    let ok = std::process::Command::new("parallel")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        eprintln!("skipped: GNU parallel is not installed");
        return;
    }
    let expr = r#"clobber("xoxo|oxox") + domineering("...|...") + {1|-1}"#;
    let (direct, _, _) = run(&["solve", expr, "--first", "right", "--json"]);
    let direct: serde_json::Value = serde_json::from_str(&direct).unwrap();
    let (jobs, _, code) = run(&["solve", expr, "--first", "right", "--split", "1"]);
    assert_eq!(code, Some(0));
    let bin = env!("CARGO_BIN_EXE_nimatron");
    let script = format!("parallel --jobs 2 {bin} solve --job {{}} | {bin} solve --merge --json");
    let mut sh = std::process::Command::new("sh");
    sh.args(["-c", &script]);
    let merged = json_of_piped(sh, &jobs);
    assert_eq!(merged["winner"], direct["winner"]);
}
