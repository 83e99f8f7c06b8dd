//! MCGS's test files read into blocks: the games of a sum (each with its
//! section and where it was written) and the commands after them. The format
//! is defined by MCGS's `info.test`: `/* comments */` (nested, as that file's
//! prose quotes `/*` and `*/`), `[section]` titles that persist, `(bracketed
//! games)` and whitespace-separated games, and `{command, command}` blocks
//! that end a sum.

use std::fmt;

/// A place in a file: line and column (both from 1, the column in characters).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct At {
    /// The line.
    pub line: usize,
    /// The column.
    pub col: usize,
}

impl fmt::Display for At {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// One game of a sum: the section it was written under and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameText {
    /// The section (`clobber_1xn`, `impartial nogo`), trimmed.
    pub section: String,
    /// The game as written, without its brackets.
    pub text: String,
    /// Where it starts.
    pub at: At,
}

/// A command of a block, as written (`B win`, `winning moves N 1-2`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    /// The text, whitespace runs made single spaces.
    pub text: String,
    /// Where the block starts.
    pub at: At,
}

/// A sum and the commands run on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// The games since the last block.
    pub games: Vec<GameText>,
    /// The commands (the `version` command left out).
    pub commands: Vec<Command>,
}

/// Why a file could not be read: a message and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// What is wrong.
    pub message: String,
    /// Where.
    pub at: At,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.at, self.message)
    }
}

/// The characters of a file with their places.
struct Cursor {
    chars: Vec<char>,
    i: usize,
    at: At,
}

impl Cursor {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }

    fn starts_with(&self, s: &str) -> bool {
        s.chars()
            .enumerate()
            .all(|(k, c)| self.chars.get(self.i + k) == Some(&c))
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.i += 1;
        if c == '\n' {
            self.at.line += 1;
            self.at.col = 1;
        } else {
            self.at.col += 1;
        }
        Some(c)
    }

    /// Skip a comment starting here (nested comments count).
    fn comment(&mut self) -> Result<(), FormatError> {
        let start = self.at;
        let mut depth = 0usize;
        loop {
            if self.starts_with("/*") {
                depth += 1;
                self.bump();
                self.bump();
            } else if self.starts_with("*/") {
                depth -= 1;
                self.bump();
                self.bump();
                if depth == 0 {
                    return Ok(());
                }
            } else if self.bump().is_none() {
                return Err(FormatError {
                    message: "a comment `/*` is never closed by `*/`".into(),
                    at: start,
                });
            }
        }
    }

    /// The text up to `close` (consumed), comments removed.
    fn enclosed(&mut self, open: char, close: char) -> Result<String, FormatError> {
        let start = self.at;
        self.bump();
        let mut s = String::new();
        loop {
            if self.starts_with("/*") {
                self.comment()?;
                s.push(' ');
                continue;
            }
            let here = self.at;
            match self.bump() {
                Some(c) if c == close => return Ok(s),
                // Command blocks hold thermograph points `(x, t)`.
                Some(c) if matches!(c, '[' | '{') || (c == '(' && open != '{') => {
                    return Err(FormatError {
                        message: format!("`{open}` opened at {start} is not closed before `{c}`"),
                        at: here,
                    })
                }
                Some(c) => s.push(c),
                None => {
                    return Err(FormatError {
                        message: format!("`{open}` is never closed by `{close}`"),
                        at: start,
                    })
                }
            }
        }
    }
}

/// Split a command block at its commas (none of MCGS's commands holds a comma
/// outside parentheses: thermograph points are `(x, t)`).
fn split_commands(block: &str, at: At) -> Vec<Command> {
    let mut out = vec![String::new()];
    let mut depth = 0i32;
    for c in block.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(String::new());
                continue;
            }
            _ => {}
        }
        out.last_mut().expect("one command").push(c);
    }
    out.into_iter()
        .map(|s| s.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|s| !s.is_empty() && !s.starts_with("version"))
        .map(|text| Command { text, at })
        .collect()
}

/// Read a test file's text into blocks. Games after the last block (a sum with
/// no command) are dropped, as MCGS drops them.
pub fn read(src: &str) -> Result<Vec<Block>, FormatError> {
    let mut cur = Cursor {
        chars: src.chars().collect(),
        i: 0,
        at: At { line: 1, col: 1 },
    };
    let mut blocks = Vec::new();
    let mut section = String::new();
    let mut games = Vec::new();
    while let Some(c) = cur.peek() {
        if c.is_whitespace() {
            cur.bump();
        } else if cur.starts_with("/*") {
            cur.comment()?;
        } else if c == '[' {
            section = cur.enclosed('[', ']')?.trim().to_string();
        } else if c == '(' {
            let at = cur.at;
            let text = cur.enclosed('(', ')')?;
            games.push(GameText {
                section: section.clone(),
                text: text.trim().to_string(),
                at,
            });
        } else if c == '{' {
            let at = cur.at;
            let text = cur.enclosed('{', '}')?;
            let commands = split_commands(&text, at);
            let only_version = commands.is_empty() && text.trim_start().starts_with("version");
            if !only_version {
                blocks.push(Block {
                    games: std::mem::take(&mut games),
                    commands,
                });
            }
        } else if matches!(c, ']' | ')' | '}') {
            return Err(FormatError {
                message: format!("`{c}` closes nothing"),
                at: cur.at,
            });
        } else {
            let at = cur.at;
            let mut text = String::new();
            while let Some(c) = cur.peek() {
                if c.is_whitespace() || cur.starts_with("/*") {
                    break;
                }
                text.push(c);
                cur.bump();
            }
            games.push(GameText {
                section: section.clone(),
                text,
                at,
            });
        }
    }
    Ok(blocks)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_sections_and_places() {
        let src = "{version 1.7}\n/* a /* nested */ comment */\n[clobber_1xn] XO (X.O)\n[integer_game]\n-5 {B win,\n W loss}\n{}";
        let b = read(src).unwrap();
        assert_eq!(b.len(), 2);
        let texts: Vec<(&str, &str)> = b[0]
            .games
            .iter()
            .map(|g| (g.section.as_str(), g.text.as_str()))
            .collect();
        assert_eq!(
            texts,
            [
                ("clobber_1xn", "XO"),
                ("clobber_1xn", "X.O"),
                ("integer_game", "-5")
            ]
        );
        assert_eq!(b[0].games[1].at, At { line: 3, col: 18 });
        let cmds: Vec<&str> = b[0].commands.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(cmds, ["B win", "W loss"]);
        assert!(b[1].games.is_empty() && b[1].commands.is_empty());
    }

    #[test]
    fn thermograph_points_keep_their_commas() {
        let b = read("[integer_game] 1 {thermograph L: (1, -1) R: (1, -1), B win}").unwrap();
        let cmds: Vec<&str> = b[0].commands.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(cmds, ["thermograph L: (1, -1) R: (1, -1)", "B win"]);
    }

    #[test]
    fn errors_say_where() {
        let e = read("[nogo]\n(..X {B}").unwrap_err();
        assert_eq!(e.at, At { line: 2, col: 6 });
        let e = read("/* open").unwrap_err();
        assert_eq!(e.at, At { line: 1, col: 1 });
        assert!(read("x ]").is_err());
    }
}
