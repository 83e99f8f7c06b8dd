//! The expression language shared by every front end (CLI, REPL, web):
//! CGSuite notation for games, arithmetic, comparisons, functions, variables.
//! Errors carry byte spans so front ends can point at the column.

mod error;
mod eval;
mod lexer;
mod literal;
mod parser;
mod rulesets_fns;
mod surreal_fns;

pub use error::{ErrorKind, LangError, Span};
pub use eval::{eval_str, Session, Value, FUNCTIONS};
pub use lexer::lex;
pub use parser::{parse_expr, parse_statement, MAX_DEPTH};
pub use rulesets_fns::{ruleset_functions, RulesetFunction};
pub use surreal_fns::SURREAL_FUNCTIONS;
