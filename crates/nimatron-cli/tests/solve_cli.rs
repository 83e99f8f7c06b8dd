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
