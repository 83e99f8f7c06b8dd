//! `Script`: how a program of the language splits into statements and runs,
//! for `nimatron run`, `/api/eval` and Python alike. A statement goes on
//! while a bracket is open or its line ends with `\`; blank lines and lines
//! starting with `#` are skipped; each statement runs in a session (under
//! its limits) and gives its value's text, or an error placed at its line
//! and column in the script.

use nimatron::lang::{parse_statement, LangError, Session, Statement as Parsed, Value};

/// A program split into statements.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Script {
    statements: Vec<Statement>,
}

/// One statement of a script: its text (its lines joined by spaces), the
/// line it starts on, and where each of its lines starts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Statement {
    /// The line it starts on, from 1.
    pub line: usize,
    /// Its text, its lines joined by spaces.
    pub text: String,
    pieces: Vec<Piece>,
}

/// One line of a statement: its byte offset in the joined text, its line
/// number, and the characters of indentation dropped before it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Piece {
    at: usize,
    line: usize,
    column: usize,
}

/// Why a statement failed: the language's error and where it is in the
/// script.
#[derive(Clone, Debug, PartialEq)]
pub struct ScriptError {
    /// The error, its span in the statement's text.
    pub error: LangError,
    /// Its line in the script, from 1.
    pub line: usize,
    /// Its column in that line, from 1.
    pub column: usize,
    /// The message with the statement and a caret under the fault.
    pub rendered: String,
}

/// What a statement gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ran {
    /// The line it starts on, from 1.
    pub line: usize,
    /// Its value's text; `None` for an empty statement.
    pub text: Option<String>,
    /// Whether the value is not shown: an assignment (`x := ...`) or a
    /// definition (`def f(x) := ...`).
    pub quiet: bool,
}

impl Script {
    /// Split `text` into statements (lines are joined while a bracket is
    /// open outside strings, or a line ends with `\`; blank lines and lines
    /// starting with `#` are skipped).
    pub fn parse(text: &str) -> Script {
        let mut out = Vec::new();
        let mut current = Statement::default();
        let mut depth = 0i64;
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim_end();
            if current.text.is_empty() {
                let t = line.trim_start();
                if t.is_empty() || t.starts_with('#') {
                    continue;
                }
                current.line = i + 1;
            }
            let (body, continued) = match line.strip_suffix('\\') {
                Some(b) => (b, true),
                None => (line, false),
            };
            if !current.text.is_empty() {
                current.text.push(' ');
            }
            let indent = body.len() - body.trim_start().len();
            current.pieces.push(Piece {
                at: current.text.len(),
                line: i + 1,
                column: body[..indent].chars().count(),
            });
            current.text.push_str(body.trim());
            let mut in_string = false;
            for c in body.chars() {
                match c {
                    '"' => in_string = !in_string,
                    '(' | '[' | '{' if !in_string => depth += 1,
                    ')' | ']' | '}' if !in_string => depth -= 1,
                    _ => {}
                }
            }
            if !continued && depth <= 0 {
                out.push(std::mem::take(&mut current));
                depth = 0;
            }
        }
        if !current.text.is_empty() {
            out.push(current);
        }
        Script { statements: out }
    }

    /// The statements, in order.
    pub fn statements(&self) -> &[Statement] {
        &self.statements
    }

    /// Run every statement in `session` until one fails: what each gave,
    /// then the error, if any.
    pub fn run(&self, session: &mut Session) -> (Vec<Ran>, Option<ScriptError>) {
        let mut out = Vec::with_capacity(self.statements.len());
        for st in &self.statements {
            match st.run(session) {
                Ok(r) => out.push(r),
                Err(e) => return (out, Some(e)),
            }
        }
        (out, None)
    }

    /// Evaluate every statement in `session` until one fails, and give the
    /// last value (not formatted: the caller formats it within its output
    /// limit); `None` when no statement gives one.
    pub fn last_value(&self, session: &mut Session) -> Result<Option<Value>, ScriptError> {
        let mut last = None;
        for st in &self.statements {
            if let Some(v) = st.eval(session)? {
                last = Some(v);
            }
        }
        Ok(last)
    }
}

impl Statement {
    /// The line and column (from 1) in the script of byte `at` of the text.
    pub fn place(&self, at: usize) -> (usize, usize) {
        let at = at.min(self.text.len());
        match self.pieces.iter().rev().find(|p| p.at <= at) {
            Some(p) => {
                let within = self.text.get(p.at..at).map_or(0, |s| s.chars().count());
                (p.line, p.column + within + 1)
            }
            None => (self.line, 1),
        }
    }

    /// Whether its value is not shown: an assignment or a definition.
    pub fn is_quiet(&self) -> bool {
        matches!(
            parse_statement(&self.text),
            Ok(Some(Parsed::Assign(..) | Parsed::Def(..)))
        )
    }

    /// The error `e` of this statement, placed in the script.
    pub fn error(&self, e: LangError) -> ScriptError {
        let (line, column) = self.place(e.span.start);
        ScriptError {
            rendered: e.render(&self.text),
            error: e,
            line,
            column,
        }
    }

    /// Run it in `session`: its value's text, whether it is shown, or the
    /// error placed in the script.
    pub fn run(&self, session: &mut Session) -> Result<Ran, ScriptError> {
        let quiet = self.is_quiet();
        match session.eval_to_string(&self.text) {
            Ok(text) => Ok(Ran {
                line: self.line,
                text,
                quiet,
            }),
            Err(e) => Err(self.error(e)),
        }
    }

    /// Evaluate it in `session`: its value (`None` for an empty statement),
    /// or the error placed in the script.
    pub fn eval(&self, session: &mut Session) -> Result<Option<Value>, ScriptError> {
        session.eval_line(&self.text).map_err(|e| self.error(e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimatron::limits::Limits;

    #[test]
    fn statements_go_on_while_a_bracket_is_open() {
        let text = "# a comment\nx := {1 |\n    0}\n\nx + \\\n  x\n";
        let s = Script::parse(text);
        let st = s.statements();
        assert_eq!(st.len(), 2);
        assert_eq!((st[0].line, st[0].text.as_str()), (2, "x := {1 | 0}"));
        assert_eq!((st[1].line, st[1].text.as_str()), (5, "x + x"));
        // Byte 10 of the first statement is `0`, on line 3 after 4 spaces.
        assert_eq!(st[0].place(10), (3, 5));
        assert!(st[0].is_quiet() && !st[1].is_quiet());
    }

    #[test]
    fn an_error_in_a_statement_of_several_lines_is_placed_on_its_line() {
        // Issue 34: errors pointed at the statement's first line.
        let text = "# a table\nx := [1,\n      2,\n  {1|}]\n*3\n";
        let s = Script::parse(text);
        let st = s.statements();
        assert_eq!(st.len(), 2);
        assert_eq!((st[0].line, st[0].text.as_str()), (2, "x := [1, 2, {1|}]"));
        let at = st[0].text.find(']').unwrap();
        assert_eq!(st[0].place(at), (4, 7));
        assert_eq!(st[0].place(0), (2, 1));
        assert_eq!(st[0].place(st[0].text.find('2').unwrap()), (3, 7));
        assert_eq!((st[1].line, st[1].place(1)), (5, (5, 2)));
    }

    #[test]
    fn a_script_runs_until_a_statement_fails_and_places_the_error() {
        let mut session = Session::with_limits(Limits::none());
        let s = Script::parse("x := *2\nx + *3\n\n(x +\n  nosuch)\nx");
        let (ran, err) = s.run(&mut session);
        // *2 + *3 = *1 (nim-sum 2 xor 3; Winning Ways ch. 3).
        let shown: Vec<_> = ran.iter().map(|r| (r.line, r.quiet)).collect();
        assert_eq!(shown, [(1, true), (2, false)]);
        assert_eq!(ran[1].text.as_deref(), Some("*"));
        let err = err.unwrap();
        assert_eq!((err.line, err.column), (5, 3));
        assert!(err.rendered.contains("nosuch"), "{}", err.rendered);
        // The last value of a script, unformatted.
        let mut session = Session::with_limits(Limits::none());
        let v = Script::parse("a := 1\na + 1")
            .last_value(&mut session)
            .unwrap();
        assert_eq!(session.format(&v.unwrap()).unwrap(), "2");
    }
}
