//! The expression language shared by every front end (CLI, REPL, web):
//! CGSuite notation for games, arithmetic, comparisons, functions, variables.
//! Errors carry a kind and a byte span so front ends can answer and point at
//! the column.
//!
//! Modules: `lexer`, `parser` and `literal` (text to expressions), `eval` (the
//! tree walk and [`Session`]), `ops` (arithmetic on the kinds of values, one
//! table), [`builtins`] (every function, declared once), `value` (values,
//! kinds, printing under the output limit).

pub mod builtins;
mod error;
mod eval;
mod lexer;
mod literal;
mod loopy_fns;
mod loopy_syntax;
mod misere_fns;
mod ops;
mod parser;
mod rulesets_fns;
mod solve_input;
mod surreal_fns;
mod value;

pub use error::{ErrorKind, LangError, Span};
pub use eval::{eval_str, Session};
pub use lexer::lex;
pub use ops::{binary, compare, neg, Operand};
pub use parser::{parse_expr, parse_statement, BinOp, CmpOp, Statement, MAX_DEPTH};
pub use rulesets_fns::{ruleset_functions, ruleset_of_call, RulesetFunction};
pub use solve_input::{GenInput, SolveInput};
pub use value::{format_nimber, format_thermograph, Kind, Value};
