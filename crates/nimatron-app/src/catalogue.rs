//! The ruleset catalogue as front ends list it: every ruleset's name, title,
//! rules, syntax, example and drawing, in the catalogue's order, so that help
//! texts, the page's tabs and Python's `rulesets()` are made from one list
//! (a ruleset added to the library appears in all of them).

use nimatron::rulesets::catalogue::{Drawing, RulesetInfo, RulesetKind};

/// Every ruleset's catalogue entry, in the catalogue's order.
pub fn entries() -> impl Iterator<Item = &'static RulesetInfo> {
    RulesetKind::ALL.into_iter().map(RulesetKind::info)
}

/// How the page draws a ruleset: `grid`, `edges`, `graph` or `text`.
pub fn style(info: &RulesetInfo) -> &'static str {
    match info.drawing {
        Drawing::Cells => "grid",
        Drawing::Edges => "edges",
        Drawing::Graph => "graph",
        Drawing::Text => "text",
    }
}

/// The rulesets' names as a list for help texts: `nim, domineering, ...`,
/// with the parameter where a ruleset takes one (`moore:K`).
pub fn names() -> String {
    entries()
        .map(|i| match i.parameter {
            Some(p) => format!("{}:{p}", i.name),
            None => i.name.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ruleset_is_listed_once_with_its_drawing() {
        let all: Vec<&str> = entries().map(|i| i.name).collect();
        assert_eq!(all.len(), RulesetKind::ALL.len());
        let mut sorted = all.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), all.len());
        let names = names();
        for n in &all {
            assert!(names.contains(n), "{n}");
        }
        assert!(names.contains("moore:"), "{names}");
        let domineering = entries().find(|i| i.name == "domineering").unwrap();
        assert_eq!(style(domineering), "grid");
    }
}
