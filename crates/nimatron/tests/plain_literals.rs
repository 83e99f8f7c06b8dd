//! The fast reader of plain game literals against the general parser and
//! evaluator: the same value for every literal, and no change for anything
//! the fast reader does not take (it gives up and the parser reads the line).

mod common;

use common::check;
use nimatron::lang::Session;
use proptest::prelude::*;

/// Random literals in the plain syntax, with spaces and every kind of atom.
fn literal() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        (-40i64..40).prop_map(|n| n.to_string()),
        (-40i64..40, 0u32..6).prop_map(|(n, k)| format!("{n}/{}", 1u64 << k)),
        Just("123456789012345678".to_string()),
        Just("*".to_string()),
        (0u32..9).prop_map(|n| format!("*{n}")),
        Just("^".to_string()),
        Just("v".to_string()),
    ];
    let space = prop_oneof![Just(""), Just(""), Just(" "), Just("\t ")];
    leaf.prop_recursive(4, 24, 3, move |inner| {
        (
            prop::collection::vec((inner.clone(), space.clone()), 0..3),
            prop::collection::vec((inner, space.clone()), 0..3),
            space.clone(),
        )
            .prop_map(|(l, r, sp)| {
                let side = |v: Vec<(String, &str)>| {
                    v.into_iter()
                        .map(|(g, s)| format!("{s}{g}{s}"))
                        .collect::<Vec<_>>()
                        .join(",")
                };
                format!("{{{}{sp}|{sp}{}}}", side(l), side(r))
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    #[test]
    fn fast_reader_agrees_with_the_parser(text in literal()) {
        // Parenthesised, a literal is no longer plain: the parser reads it.
        let fast = Session::new().eval_to_string(&text).unwrap();
        let general = Session::new().eval_to_string(&format!("({text})")).unwrap();
        prop_assert_eq!(fast, general);
    }
}

#[test]
fn lines_the_fast_reader_leaves_to_the_parser() {
    check(&[
        ("{2|1||-1}", "{2|1||-1}"),
        ("{1|-1} + {1|-1}", "0"),
        ("^^*", "^^*"),
        ("{0|^*}", "^^"),
        ("{1*|0}", "{1*|0}"),
        ("{1/3|1}", "1/2"),
        ("{v2|0}", "v3*"),
        ("{1|0} <| 0", "true"),
        ("{1|0}|>0", "true"),
        ("*3 + *5", "*6"),
        ("-{1|0}", "{0|-1}"),
        ("2*{1|0}", "1"),
    ]);
    let mut s = Session::new();
    for bad in ["{1|", "{1|2", "{,|}", "{1|2}}", "{1 2|}"] {
        let err = s.eval_to_string(bad).unwrap_err();
        assert!(!err.to_string().is_empty(), "{bad}");
    }
}
