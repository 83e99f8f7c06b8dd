//! A ruleset call written in place (`cram("...")`, `toads("TT..FF", maxjump
//! = 2)`) read as the position rather than its value: for arguments of a
//! position kind ([`super::Kind::takes_position`]) and `nimatron solve`'s terms.

use super::builtins::{position_error, ruleset_of_call};
use super::error::{LangError, Span};
use super::parser::{Expr, ExprKind};
use super::value::{Arg, Value};
use crate::rulesets::catalogue::{AnyPosition, Ruleset, RulesetKind};
use crate::short::GameStore;
use std::sync::Arc;

/// A ruleset call written in place, `f("...")` or `toads("...", maxjump =
/// 2)`, whose position a function reads (`impartial(domineering(...))`,
/// `misere(kayles(...))`, the terms `nimatron solve` searches).
pub(crate) struct InPlace<'e> {
    /// The ruleset's function.
    pub kind: RulesetKind,
    /// The expression of the position.
    pub position: &'e Expr,
    /// The call's arguments after the position, and its named ones.
    rest: &'e [Expr],
    named: &'e [(String, Span, Expr)],
    /// The call.
    pub call: &'e Expr,
}

impl<'e> InPlace<'e> {
    /// `e` as a ruleset call written in place, if it is one.
    pub(crate) fn of(e: &'e Expr) -> Option<InPlace<'e>> {
        let ExprKind::Call(name, args, named) = &e.kind else {
            return None;
        };
        let (_, kind) =
            RulesetKind::language_functions().find(|(f, _)| f.eq_ignore_ascii_case(name))?;
        let (position, rest) = args.split_first()?;
        Some(InPlace {
            kind,
            position,
            rest,
            named,
            call: e,
        })
    }

    /// The ruleset, its rule arguments evaluated by `eval` and checked as
    /// the function's call checks them.
    pub(crate) fn ruleset(
        &self,
        store: &mut GameStore,
        mut eval: impl FnMut(&mut GameStore, &Expr) -> Result<Value, LangError>,
    ) -> Result<Ruleset, LangError> {
        if self.rest.is_empty() && self.named.is_empty() {
            return Ruleset::of(self.kind)
                .map_err(|e| LangError::new(e.to_string(), self.call.span));
        }
        let name = self.kind.info().function.unwrap_or_default();
        // The position as a placeholder: only the rules are read here.
        let mut args = vec![Arg {
            value: Value::Str(String::new()),
            span: self.position.span,
        }];
        for x in self.rest {
            args.push(Arg {
                value: eval(store, x)?,
                span: x.span,
            });
        }
        let mut named = Vec::with_capacity(self.named.len());
        for (n, s, x) in self.named {
            named.push((
                n.as_str(),
                *s,
                Arg {
                    value: eval(store, x)?,
                    span: x.span,
                },
            ));
        }
        ruleset_of_call(store, name, &args, &named, self.call.span).unwrap_or_else(|| {
            Err(LangError::name(
                format!("`{name}` is not a ruleset"),
                self.call.span,
            ))
        })
    }

    /// The position itself, as a value of [`super::Kind::Position`]: its
    /// text and rules evaluated by `eval`, read by the ruleset.
    pub(crate) fn read(
        &self,
        store: &mut GameStore,
        mut eval: impl FnMut(&mut GameStore, &Expr) -> Result<Value, LangError>,
    ) -> Result<Value, LangError> {
        let text = eval(store, self.position)?;
        let ruleset = self.ruleset(store, &mut eval)?;
        read_position(&ruleset, &text, self.position.span).map(|p| Value::Position(Arc::new(p)))
    }
}

/// The position of a ruleset call written in place, `f("...")`: `text` is
/// the value of its argument (at `at`), which must be a string that reads.
pub(crate) fn read_position(
    ruleset: &Ruleset,
    text: &Value,
    at: Span,
) -> Result<AnyPosition, LangError> {
    let Value::Str(text) = text else {
        return Err(LangError::type_error(
            format!("a position is a string, found {}", text.kind_name()),
            at,
        ));
    };
    ruleset.parse(text).map_err(|e| position_error(e, at))
}
