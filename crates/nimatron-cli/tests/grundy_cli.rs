//! `nimatron grundy`: the solver's configuration (flags and environment
//! variables) and the periods it reports.

mod common;

/// Runs `nimatron grundy ARGS` with the environment variables `env` set
/// (and the solver's own removed otherwise): stdout and exit status.
fn grundy(args: &[&str], env: &[(&str, &str)]) -> (String, Option<i32>) {
    let mut cmd = common::command();
    cmd.arg("grundy").args(args);
    cmd.env_remove("NIMATRON_THREADS")
        .env_remove("NIMATRON_NO_SIMD")
        .env_remove("NIMATRON_SIMD");
    cmd.envs(env.iter().copied());
    let o = cmd.output().expect("run nimatron");
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        o.status.code(),
    )
}

/// Threads and vector kernels change no value: flags and the environment
/// variables that scripts set give the same report as the defaults.
#[test]
fn threads_and_simd_change_nothing() {
    let run = ["0.354", "--to", "200000", "--json", "-q"];
    let (base, code) = grundy(&run, &[]);
    assert_eq!(code, Some(0));
    assert!(base.contains(r#""computed": 200000"#), "{base}");
    for flags in [
        &["--threads", "1"][..],
        &["--threads", "2"][..],
        &["--no-simd"][..],
        &["--threads", "1", "--no-simd"][..],
        &["--simd", "avx2"][..],
        &["--simd", "scalar", "--threads", "1"][..],
        &["--simd", "avx512"][..],
        &["--simd", "neon"][..],
        &["--simd", "auto", "--threads", "1"][..],
    ] {
        let (out, code) = grundy(&[&run[..], flags].concat(), &[]);
        assert_eq!((out.as_str(), code), (base.as_str(), Some(0)), "{flags:?}");
    }
    for env in [
        &[("NIMATRON_THREADS", "1")][..],
        &[("NIMATRON_NO_SIMD", "1")][..],
        &[("NIMATRON_THREADS", "2"), ("NIMATRON_NO_SIMD", "1")][..],
        &[("NIMATRON_SIMD", "avx2")][..],
        &[("NIMATRON_SIMD", "no-such-level")][..],
    ] {
        let (out, code) = grundy(&run, env);
        assert_eq!((out.as_str(), code), (base.as_str(), Some(0)), "{env:?}");
    }
    let (_, code) = grundy(&["0.77", "--threads", "0"], &[]);
    assert_eq!(code, Some(2));
    // An unknown level is refused (clap's usage error).
    let (_, code) = grundy(&["0.77", "--simd", "avx3"], &[]);
    assert_eq!(code, Some(2));
}

/// `--to N` reports a period that the first N values prove: .127 has period
/// 4 from 46,578, proved by 93,168 values; at 95,000 no period was reported
/// (it appeared only at 100,269).
#[test]
fn period_proved_within_to() {
    for threads in ["1", "2"] {
        let args = [
            ".127",
            "--to",
            "95000",
            "--json",
            "-q",
            "--threads",
            threads,
        ];
        let (out, code) = grundy(&args, &[]);
        assert_eq!(code, Some(0));
        let want = r#""period": 4, "preperiod": 46578, "proved": true"#;
        assert!(out.contains(want), "{threads} thread(s): {out}");
    }
}

/// The `--json` layout README shows: the fields in order, a space after each
/// `:` and `,`, `null` where no period is proved.
#[test]
fn json_layout_as_readme_shows() {
    let (out, code) = grundy(&["0.77", "--json"], &[]);
    assert_eq!(code, Some(0));
    let out = out.trim_end();
    let head = r#"{"game": "0.77", "computed": 169, "values": [0, 1, 2, 3, 1, 4, "#;
    let tail = r#"], "period": 12, "preperiod": 71, "proved": true, "max_value": 8}"#;
    assert!(out.starts_with(head) && out.ends_with(tail), "{out}");
    let v: serde_json::Value = serde_json::from_str(out).expect("JSON");
    assert_eq!(v["values"].as_array().map(Vec::len), Some(169));
    let (out, _) = grundy(&["grundy", "--to", "8", "--json"], &[]);
    assert_eq!(
        out.trim_end(),
        r#"{"game": "grundy", "computed": 8, "values": [0, 0, 0, 1, 0, 2, 1, 0], "period": null, "preperiod": null, "proved": false, "max_value": 2}"#
    );
}

/// Issue 34: `--to 0` was read as 1 ("computed G(0) .. G(0)"); `--misere`'s
/// search had no memory bound. Now `--to 0` is bad input (exit 2), and the
/// misère search stops at `--max-memory` (exit 3, the limits' status) with
/// the genera it found so far printed.
#[test]
fn bad_ranges_and_the_misere_memory_limit() {
    let (out, code) = grundy(&["0.77", "--to", "0"], &[]);
    assert_eq!((out.as_str(), code), ("", Some(2)));
    // Kayles' misère genera (Winning Ways ch. 13, Kayles' genus table):
    // heap 4 is 1^031 and heap 9 is 4^046, both P in misère play; heap 14
    // needs more than 1 MiB.
    let (out, code) = grundy(
        &[
            "kayles",
            "--misere",
            "--to",
            "40",
            "--max-memory",
            "1M",
            "-q",
        ],
        &[],
    );
    assert_eq!(code, Some(3), "{out}");
    assert!(out.contains("   4  1^031  (P in misère play)"), "{out}");
    assert!(out.contains("   9  4^046  (P in misère play)"), "{out}");
    assert!(!out.contains("  20  "), "{out}");
}
