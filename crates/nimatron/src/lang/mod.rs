//! The expression language shared by every front end (CLI, REPL, web):
//! CGSuite notation for games, arithmetic, comparisons, functions, variables.
//! Errors carry a kind and a byte span so front ends can answer and point at
//! the column.
//!
//! Modules: `lexer`, `parser` and `literal` (text to expressions), `eval` (the
//! tree walk and [`Session`]), `in_place` (a ruleset call written in place
//! read as its position), `ops` (arithmetic on the kinds of values, one
//! table), [`builtins`] (every function, declared once: the registry),
//! `value` (values, kinds, printing under the output limit), `solve_input`
//! (the sums `nimatron solve` searches), `worksheet` (CGSuite's `;` between
//! statements). Arrows point one way: `eval` calls
//! the registry, the registry reaches back only through `builtins::Names`.

pub mod builtins;
mod error;
mod eval;
mod in_place;
mod lexer;
mod literal;
mod loopy_fns;
pub(crate) mod loopy_rulesets;
mod loopy_syntax;
mod ops;
mod parser;
mod solve_input;
mod value;
mod worksheet;

pub use builtins::{ruleset_functions, ruleset_of_call, RulesetFunction};
pub use error::{ErrorKind, LangError, Span};
pub use eval::{eval_str, Session};
pub use lexer::lex;
pub use ops::{binary, compare, neg, Operand};
pub use parser::{parse_expr, parse_statement, BinOp, CmpOp, Statement, MAX_DEPTH};
pub use solve_input::{GenInput, SolveInput};
pub use value::{format_nimber, format_thermograph, Kind, Value};
