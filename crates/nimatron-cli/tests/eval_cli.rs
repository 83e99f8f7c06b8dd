//! `nimatron eval` as a user runs it: arguments, piped input, errors and exit codes.

mod common;

use common::{command, nimatron};
use std::process::{Command, Stdio};

#[test]
fn the_issue_examples() {
    let (out, err, code) = nimatron(
        &[
            "eval",
            "{1/4|1} == 1/2",
            "{0,*|0} == ^*",
            "{^|v}",
            "^+^+* > 0",
            "*3+*5",
            "{2|1||-1}+{2|1||-1}+{2|1||-1}+{2|1||-1}",
        ],
        None,
    );
    assert_eq!(out, "true\ntrue\n*\ntrue\n*6\n1\n", "stderr: {err}");
    assert_eq!(code, 0);
}

#[test]
fn unclosed_brace_points_at_the_column() {
    let (out, err, code) = nimatron(&["eval", "{1|"], None);
    assert_eq!(code, 2);
    assert_eq!(out, "");
    assert!(err.contains("expected `}`"), "{err}");
    assert!(err.contains("column 4"), "{err}");
    // The caret sits under column 4 (after two spaces of indentation).
    assert!(err.lines().any(|l| l == "     ^"), "{err}");
}

#[test]
fn piped_lines_with_variables() {
    let (out, err, code) = nimatron(
        &["eval"],
        Some("g := {2|1||-1}\n\n# a comment\n4 * g\ng.Outcome\nleftstop(g)\n"),
    );
    assert_eq!(out, "{2|1||-1}\n1\nN\n1\n", "stderr: {err}");
    assert_eq!(code, 0);
}

#[test]
fn errors_in_piped_input_go_on_and_exit_2() {
    let (out, err, code) = nimatron(&["eval"], Some("*2\n1 + \n^^\n"));
    assert_eq!(out, "*2\n^^\n");
    // Lines are trimmed, so the missing operand is at column 4 of "1 +".
    assert!(err.contains("column 4"), "{err}");
    assert_eq!(code, 2);
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    // 5,000 nested braces read (the parser goes 10,000 deep); 12,000 do not.
    let deep = format!("{}0{}", "{".repeat(5000), "|}".repeat(5000));
    let (out, _, code) = nimatron(&["eval", &deep], None);
    assert_eq!((out.as_str(), code), ("5000\n", 0));
    let deep = format!("{}0{}", "{".repeat(12_000), "|}".repeat(12_000));
    let (_, err, code) = nimatron(&["eval", &deep], None);
    assert_eq!(code, 2);
    assert!(err.contains("nested too deeply"), "{err}");
    assert!(err.len() < 500, "the line is shown as a window: {err}");
    let parens = format!("{}1{}", "(".repeat(100_000), ")".repeat(100_000));
    let (_, err, code) = nimatron(&["eval"], Some(&parens));
    // The message echoes the line: show its first line only.
    let first = err.lines().next().unwrap_or("");
    assert_eq!(code, 2, "{first}");
    assert!(first.contains("nested too deeply"), "{first}");
}

#[test]
fn unknown_names_and_zero_denominators_are_located() {
    let (_, err, code) = nimatron(&["eval", "1 + foo"], None);
    assert_eq!(code, 2);
    assert!(
        err.contains("unknown name `foo`") && err.contains("column 5"),
        "{err}"
    );
    let (_, err, code) = nimatron(&["eval", "{0|1/0}"], None);
    assert_eq!(code, 2);
    assert!(
        err.contains("division by zero") && err.contains("column 6"),
        "{err}"
    );
}

#[test]
fn expressions_may_start_with_a_minus() {
    let (out, err, code) = nimatron(&["eval", "-1/2+v+*3", "-^"], None);
    assert_eq!(out, "-1/2v*3\nv\n", "{err}");
    assert_eq!(code, 0);
}

#[test]
fn demo_runs() {
    let (out, err, code) = nimatron(&["demo"], None);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("*6") && out.contains("+-1"));
}

#[test]
fn rulesets_in_the_language() {
    let (out, err, code) = nimatron(
        &[
            "eval",
            "stalk(\"LRR\") == 1/4",
            "domineering(\"..|..\")",
            "domineering(\".....|.....|.....|.....|.....\") == 0",
        ],
        None,
    );
    assert_eq!(out, "true\n+-1\ntrue\n", "{err}");
    assert_eq!(code, 0);
}

#[test]
fn ctrl_c_stops_a_long_computation_with_a_message() {
    let child = command()
        .args([
            "eval",
            "domineering(\"......|......|......|......|......|......\")",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run nimatron");
    std::thread::sleep(std::time::Duration::from_millis(500));
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(status.success());
    let out = child.wait_with_output().expect("wait");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("computation interrupted"), "{err}");
    // Exit status 130 on Ctrl-C (README).
    assert_eq!(out.status.code(), Some(130));
}

#[test]
fn thermograph_text_and_svg() {
    let dir = std::env::temp_dir().join(format!("nimatron-th-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("h.svg");
    let (out, err, code) = nimatron(
        &["thermograph", "{2|1||-1}", "--svg", file.to_str().unwrap()],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("temperature: 5/4") && out.contains("mean (mast): 1/4"),
        "{out}"
    );
    let svg = std::fs::read_to_string(&file).unwrap();
    assert!(svg.starts_with("<svg") && svg.contains("mast 1/4 (mean) from t = 5/4"));
    let (_, err, code) = nimatron(&["thermograph", "{1|"], None);
    assert_eq!(code, 2);
    assert!(err.contains("column 4"), "{err}");
}

#[test]
fn thermograph_of_a_number_below_zero() {
    let (out, err, code) = nimatron(&["thermograph", "1/2"], None);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("temperature: -1/2"), "{out}");
    assert!(
        out.contains("left wall:   from t = -1: 1 (slope -1), from t = -1/2: 1/2 (vertical)"),
        "{out}"
    );
    assert!(
        out.contains("right wall:  from t = -1: 0 (slope +1), from t = -1/2: 1/2 (vertical)"),
        "{out}"
    );
    // Issue 16: {3/2|1/2} has left wall (-1, 2) -- (-1/2, 2) -- (1/2, 1) and
    // right wall (-1, 0) -- (-1/2, 0) -- (1/2, 1).
    let (out, err, code) = nimatron(&["eval", "thermograph({3/2|1/2})"], None);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("left wall (-1, 2) -- (-1/2, 2) -- (1/2, 1)")
            && out.contains("right wall (-1, 0) -- (-1/2, 0) -- (1/2, 1)"),
        "{out}"
    );
}

#[test]
fn uptimals_print_as_cgsuite_prints_them() {
    let (out, err, code) = nimatron(
        &[
            "eval",
            "{0|v*}",
            "{^|*}",
            "{0|*||*|||*||||*}",
            "{0||0|vvv}",
            "^[4]* + 1/2",
        ],
        None,
    );
    assert_eq!(
        out, "^<2>\n^[2]\n^[4]\n{0||0|v3}\n1/2^[4]*\n",
        "stderr: {err}"
    );
    assert_eq!(code, 0);
}

#[test]
fn thermography_examples() {
    let (out, err, code) = nimatron(
        &[
            "eval",
            "temperature({2|1||-1})",
            "mean({2|1||-1})",
            "cool({2|1}, 1/2)",
            "heat(*, 1)",
        ],
        None,
    );
    assert_eq!(out, "5/4\n1/4\n3/2*\n+-1\n", "stderr: {err}");
    assert_eq!(code, 0);
    let (_, err, code) = nimatron(&["eval", "cool(+-1, *)"], None);
    assert!(err.contains("must be a rational number"), "{err}");
    assert_eq!(code, 2);
}

#[test]
fn play_nim_scripted_to_the_end() {
    // A clumsy script against the perfect opponent: the game ends, the computer wins,
    // and the post-mortem names the turning point.
    let script = "hint\n".to_string() + &"A 1\nB 1\nC 1\n".repeat(8);
    let (out, err, code) = nimatron(
        &["play", "nim", "3", "4", "5", "--seed", "7"],
        Some(&script),
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Try: A 2"), "{out}");
    assert!(out.contains("I win."), "{out}");
    assert!(out.contains("The turning point: move 1"), "{out}");
    // Illegal moves get a one-line reason and the turn is asked again.
    let (out, _, code) = nimatron(&["play", "nim", "1", "2"], Some("C 1\nA 5\nB 1\n"));
    assert_eq!(code, 0);
    assert!(
        out.contains("Not a legal move: there is no heap C"),
        "{out}"
    );
    assert!(out.contains("Not a legal move: heap A has only 1"), "{out}");
    // Playing perfectly beats the perfect opponent from an N-position.
    let (out, err, code) = nimatron(&["play", "nim", "1", "2"], Some("B 1\nA 1\nB 1\n"));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("You win."), "{out}");
    // Input that ends early stops politely.
    let (out, _, code) = nimatron(&["play", "nim", "5", "5"], Some(""));
    assert_eq!(code, 0);
    assert!(out.contains("Input ended"), "{out}");
    let (_, err, code) = nimatron(&["play", "chess", "1"], None);
    assert_eq!(code, 2);
    assert!(err.contains("unknown ruleset"), "{err}");
}

#[test]
fn play_partizan_games() {
    // Domineering 2x2 is +-1: whoever moves first wins; as Left moving first, any
    // vertical domino wins.
    let (out, err, code) = nimatron(&["play", "domineering", "..|.."], Some("hint\n1\n"));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("value +-1"), "{out}");
    assert!(out.contains("<- wins"), "{out}");
    assert!(out.contains("I have no move left: You win."), "{out}");
    // Toads and Frogs as Right moving second against the perfect Left: Left wins.
    let (out, _, code) = nimatron(
        &[
            "play", "toads", "TT.FF", "--side", "right", "--first", "computer",
        ],
        Some(&"1\n".repeat(10)),
    );
    assert_eq!(code, 0);
    assert!(out.contains("I win."), "{out}");
    // Bad positions and bad choices are explained.
    let (_, err, code) = nimatron(&["play", "domineering", "..|.x"], None);
    assert_eq!(code, 2);
    assert!(err.contains("unexpected `x`"), "{err}");
    let (out, err, code) = nimatron(&["play", "stalk", "LRR"], Some("9\n1\n"));
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Not a legal move: give a number from 1 to 1."),
        "{out}"
    );
}

#[test]
fn play_nims_relatives() {
    // The 21 game: the first player cannot win against the perfect opponent.
    let (out, err, code) = nimatron(&["play", "21", "--seed", "3"], Some(&"1\n".repeat(25)));
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("I win.") && out.contains("You never had a winning position."),
        "{out}"
    );
    // The Hungry Knight at (3, 6) with four apples: the hint marks eating two.
    let (out, err, code) = nimatron(&["play", "knight", "3", "6", "4"], Some("hint\n"));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("The position is *6"), "{out}");
    assert!(
        out.contains(
            "leaves knight at (3, 6), 2 apples worth *0: the next player, your opponent, loses  <- wins"
        ),
        "{out}"
    );
    // Wythoff from (1, 2), a P-position: whatever the first player does, they lose.
    let (out, err, code) = nimatron(&["play", "wythoff", "1", "2"], Some(&"1\n".repeat(5)));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("I win."), "{out}");
    // Kayles and Grundy's game: hints show nimbers; a P-start is lost by the mover.
    let (out, err, code) = nimatron(&["play", "kayles", "4"], Some("hint\n"));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("The position is *1"), "{out}");
    // Grundy's game on 7 is a P-position (G(7) = 0, OEIS A002188): the person,
    // moving first, loses whatever they play.
    let (out, err, code) = nimatron(
        &["play", "grundy", "7", "--seed", "1"],
        Some(&"1\n".repeat(10)),
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("I win.") && out.contains("You never had a winning position."),
        "{out}"
    );
    let (_, err, code) = nimatron(&["play", "wythoff", "1"], None);
    assert_eq!(code, 2);
    assert!(err.contains("two heaps"), "{err}");
}

#[test]
fn surreal_numbers_issue_examples() {
    let (out, err, code) = nimatron(
        &[
            "eval",
            "{0|1/3} == 1/4",
            "omega * (1/omega) == 1",
            "stalk(\"L(RL)\") == 2/3",
            "omega - 1 < omega",
            "omega/2 + omega/2 == omega",
            "signexp(2/3)",
            "birthday(omega + 1)",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "true\ntrue\ntrue\ntrue\ntrue\n\"L(RL)\"\nomega+1\n");
}

#[test]
fn cgsuite_readings_of_pasted_input() {
    // Issue 16: as CGSuite reads them (its EvalTest.scala).
    let (out, err, code) = nimatron(&["eval", "3+-1", "3^5", "2^(-4)", "17 % 5"], None);
    assert_eq!((out.as_str(), code), ("{4|2}\n243\n1/16\n2\n", 0), "{err}");
}

#[test]
fn json_output_of_eval_and_thermograph() {
    // Issue 20: one JSON object per expression, errors with their column.
    let (out, _, code) = nimatron(&["eval", "--json", "{1|", "*3+*5"], None);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert_eq!(lines[0]["column"], 4);
    assert_eq!(lines[0]["kind"], "syntax");
    assert!(lines[0]["error"].as_str().unwrap().contains("expected `}`"));
    assert_eq!(lines[1]["result"], "*6");
    assert_eq!(code, 2);
    // Issue 36: `--json` after the expressions is the flag, not one more
    // expression.
    let (out, err, code) = nimatron(&["eval", "*3", "*3+*5", "--json"], None);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "{\"result\": \"*3\"}\n{\"result\": \"*6\"}\n");
    let (out, err, code) = nimatron(&["thermograph", "--json", "{2|1||-1}"], None);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON");
    assert_eq!(
        (v["temperature"].as_str(), v["mean"].as_str()),
        (Some("5/4"), Some("1/4"))
    );
    // Issue 36: the walls as data, not only as sentences. By hand: the right
    // wall of {2|1||-1} is that of its Right option -1 cooled by t, -1 + t
    // (-2 at t = -1, slope +1), until it meets the mast 1/4 at t = 5/4.
    assert_eq!(
        v["right_pieces"],
        serde_json::json!([
            { "t": "-1", "value": "-2", "slope": 1 },
            { "t": "5/4", "value": "1/4", "slope": 0 },
        ])
    );
    let left = v["left_pieces"].as_array().expect("pieces");
    assert_eq!(
        left.last(),
        Some(&serde_json::json!({ "t": "5/4", "value": "1/4", "slope": 0 }))
    );
}

#[test]
fn shell_completions_and_help_for_one_function() {
    for shell in ["bash", "zsh", "fish"] {
        let (out, err, code) = nimatron(&["completions", shell], None);
        assert_eq!(code, 0, "{err}");
        assert!(
            out.contains("thermograph") && out.contains("grundy"),
            "{shell}"
        );
    }
    let (out, _, code) = nimatron(&["eval"], Some("help temperature\nhelp nosuch\n"));
    assert!(out.contains("temperature(G): temperature"), "{out}");
    assert!(out.contains("> temperature({2|1||-1})\n  5/4"), "{out}");
    assert_eq!(code, 2, "an unknown name is bad input");
}

#[test]
fn scripts_run_from_files() {
    // The README's examples: a subtraction game, Clobber and Toads and Frogs
    // written in the language, checked against published values and the
    // built-in rulesets.
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples");
    let (out, err, code) = nimatron(&["run", &format!("{root}/subtraction.nim")], None);
    assert_eq!(code, 0, "{err}");
    let (grundy, _, _) = nimatron(&["grundy", "sub:1,3,4", "--json", "--to", "21"], None);
    let g: serde_json::Value = serde_json::from_str(grundy.trim()).unwrap();
    let values: Vec<String> = g["values"].as_array().unwrap()[..21]
        .iter()
        .map(|v| v.to_string())
        .collect();
    assert_eq!(
        out.lines().next(),
        Some(format!("[{}]", values.join(", ")).as_str())
    );
    assert!(
        out.contains("the first player loses from a heap of 7"),
        "{out}"
    );
    let (out, err, code) = nimatron(&["run", &format!("{root}/clobber.nim")], None);
    assert_eq!(code, 0, "{err}");
    // CGSuite's GameGridTest.scala: Clobber("xox|ox.") = {^^*|*,v}.
    assert_eq!(out.lines().next(), Some("{^^*|*,v}"));
    let (out, err, code) = nimatron(&["run", &format!("{root}/toads.nim")], None);
    assert_eq!(code, 0, "{err}");
    let (builtin, _, _) = nimatron(
        &[
            "eval",
            "[toads(p) for p in [\"T.F\", \"TT.F\", \"T.TFF\", \"TT..FF\", \"T..F\"]]",
        ],
        None,
    );
    assert_eq!(out, builtin);
    // An error names the file, the line and the column.
    let dir = std::env::temp_dir().join(format!("nimatron-script-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.nim");
    std::fs::write(&bad, "# a comment\nx := [1,\n  2]\ny := x +\n").unwrap();
    let (_, err, code) = nimatron(&["run", bad.to_str().unwrap()], None);
    assert_eq!(code, 2);
    assert!(err.starts_with(&format!("{}:4:", bad.display())), "{err}");
}
