//! The builtins registry: every example in it evaluates to its stated output,
//! help lists every function, README's table is the registry's, and built-in
//! names cannot be assigned.

use nimatron::lang::{builtins, ErrorKind, Session};

#[test]
fn every_example_gives_its_stated_output() {
    let mut failures = Vec::new();
    let mut count = 0;
    for b in builtins::all() {
        assert!(!b.examples.is_empty(), "`{}` has no example", b.name);
        for (input, expected) in b.examples {
            count += 1;
            let mut s = Session::new();
            match s.eval_to_string(input) {
                Ok(Some(out)) if out == *expected => {}
                other => failures.push(format!("{input}: expected {expected}, got {other:?}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(count >= 50, "only {count} examples");
}

#[test]
fn help_lists_every_builtin_and_help_name_shows_its_examples() {
    let help = builtins::help_text();
    for b in builtins::all() {
        assert!(
            help.contains(&format!("  {}: ", b.signature())),
            "help lacks {}",
            b.name
        );
        let one = b.help();
        for (input, output) in b.examples {
            assert!(one.contains(input) && one.contains(output), "{one}");
        }
    }
    // Names the old hand-written help had drifted from.
    for name in ["sqrt", "signexp", "omega", "epsilon", "nimmul", "cram"] {
        assert!(builtins::lookup(name).is_some(), "{name}");
    }
    // Lookup ignores case, as methods are written `G.Outcome`.
    assert_eq!(builtins::lookup("Outcome").map(|b| b.name), Some("outcome"));
}

#[test]
fn readme_function_table_is_the_registry() {
    let readme = include_str!("../../../README.md");
    let table = builtins::markdown_table();
    let start = "<!-- builtins:start -->\n";
    let end = "<!-- builtins:end -->";
    let (Some(a), Some(b)) = (readme.find(start), readme.find(end)) else {
        panic!("README.md lacks the {start:?} ... {end:?} markers");
    };
    let current = &readme[a + start.len()..b];
    if current != table && std::env::var_os("NIMATRON_BLESS").is_some() {
        // `NIMATRON_BLESS=1 cargo test --test builtins` writes the table.
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md");
        let updated = format!("{}{table}{}", &readme[..a + start.len()], &readme[b..]);
        std::fs::write(path, updated).expect("write README.md");
        return;
    }
    assert!(
        current == table,
        "README.md's function table differs from the registry (NIMATRON_BLESS=1 \
         cargo test -p nimatron --test builtins rewrites it); it should be:\n{table}"
    );
}

#[test]
fn builtin_names_cannot_be_assigned() {
    let mut s = Session::new();
    for name in ["omega", "OMEGA", "outcome", "true", "sqrt", "domineering"] {
        let e = s.eval_line(&format!("{name} := 3")).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Name, "{name}");
        assert!(e.message.contains("cannot be assigned"), "{}", e.message);
    }
    // Ordinary names can.
    assert_eq!(s.eval_to_string("x := 3").unwrap().as_deref(), Some("3"));
    assert_eq!(s.eval_to_string("x + 1").unwrap().as_deref(), Some("4"));
}

#[test]
fn errors_have_kinds() {
    let mut s = Session::new();
    for (src, kind) in [
        ("{1|", ErrorKind::Syntax),
        ("nosuch(1)", ErrorKind::Name),
        ("y + 1", ErrorKind::Name),
        ("outcome([1])", ErrorKind::Type),
        ("outcome", ErrorKind::Type),
        ("(1)/(1-1)", ErrorKind::Value),
        ("1/(omega+1)", ErrorKind::Value),
        ("omega + *", ErrorKind::Unsupported),
        ("*4294967295 + +-1", ErrorKind::Limit),
        ("(omega+1)^10000000", ErrorKind::Limit),
    ] {
        let e = s.eval_line(src).expect_err(src);
        assert_eq!(e.kind, kind, "{src}: {}", e.message);
    }
}
