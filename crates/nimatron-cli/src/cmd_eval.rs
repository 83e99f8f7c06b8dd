//! `nimatron eval`: expressions from arguments, a REPL, or piped lines; and `nimatron demo`.
//!
//! Exit status: 0 when every expression was evaluated, 2 when one was bad input
//! (syntax, type, unknown name, a value outside a function's domain), 3 when a
//! limit stopped one (time, games, depth, output size), 130 when Ctrl-C
//! interrupted one.

use nimatron::lang::{builtins, ErrorKind, LangError, Session};
use nimatron::limits::Limits;
use nimatron_app::Script;
use serde_json::json;
use std::io::{BufRead, IsTerminal};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// The most canonical games one session may hold by default (about 2-4 GB); a
/// computation that needs more stops with a message instead of exhausting memory.
const MAX_GAMES: usize = nimatron::limits::STANDARD_GAMES;

/// The most bytes of text one printed value may take by default.
const MAX_OUTPUT: usize = 16_000_000;

/// Arguments of `nimatron eval`.
#[derive(clap::Args)]
pub struct Args {
    /// Expressions to evaluate, e.g. "{1/4|1} == 1/2" "*3+*5" "g := {2|1||-1}"
    /// (expressions may start with `-`, e.g. "-1/2+v").
    #[arg(allow_hyphen_values = true, trailing_var_arg = true)]
    pub exprs: Vec<String>,
    /// Stop a computation that needs more canonical games than this.
    #[arg(long, default_value_t = MAX_GAMES, value_name = "N")]
    pub max_games: usize,
    /// Refuse to print a value whose text is longer than this many bytes.
    #[arg(long, default_value_t = MAX_OUTPUT, value_name = "BYTES")]
    pub max_output: usize,
    /// Stop a computation whose tables (the game store, a search's memo) would
    /// pass this size: a number of bytes with an optional K, M or G (1024-based).
    #[arg(long, default_value = "2G", value_name = "SIZE", value_parser = parse_size)]
    pub max_memory: usize,
    /// Stop any one expression after this many seconds (default: no limit;
    /// Ctrl-C stops it at any time).
    #[arg(long, value_name = "SECONDS", value_parser = crate::args::parse_seconds)]
    pub time_limit: Option<f64>,
    /// Run a script: one statement per line (a line ending in `\` or with open
    /// brackets goes on to the next); `#` starts a comment line. Each
    /// expression's value is printed, assignments print nothing; the first
    /// error stops the script with `FILE:LINE:COLUMN`.
    #[arg(long, value_name = "FILE")]
    pub file: Option<std::path::PathBuf>,
    /// One JSON object per expression on stdout: `{"result": "*6"}`, or
    /// `{"error": ..., "kind": "syntax", "column": 4}` (errors too go to stdout).
    #[arg(long)]
    pub json: bool,
}

/// How a run ends: the worst outcome of its lines.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(crate) enum Status {
    Ok,
    BadInput,
    Limit,
    Interrupted,
}

impl Status {
    pub(crate) fn of(e: &LangError) -> Status {
        match e.kind {
            ErrorKind::Interrupted => Status::Interrupted,
            ErrorKind::Limit => Status::Limit,
            _ => Status::BadInput,
        }
    }

    pub(crate) fn exit_code(self) -> ExitCode {
        match self {
            Status::Ok => ExitCode::SUCCESS,
            Status::BadInput => ExitCode::from(2),
            Status::Limit => ExitCode::from(3),
            Status::Interrupted => ExitCode::from(130),
        }
    }
}

pub(crate) use crate::args::parse_size;

/// A session under the command's limits whose computations stop on Ctrl-C.
fn new_session(args: &Args) -> Session {
    let mut limits = Limits::none()
        .with_games(args.max_games)
        .with_memory(args.max_memory)
        .with_output(args.max_output);
    if let Some(t) = args.time_limit.and_then(crate::args::time_limit) {
        limits = limits.with_time(t);
    }
    let flag = Arc::new(AtomicBool::new(false));
    let handler_flag = flag.clone();
    // If another handler is already installed (tests, embedding), keep the default.
    if ctrlc::set_handler(move || handler_flag.store(true, Ordering::SeqCst)).is_ok() {
        limits = limits.with_interrupt(flag);
    }
    Session::with_limits(limits)
}

/// Show a spinner with the elapsed time on a terminal's stderr while `f` runs longer
/// than a second (Ctrl-C stops the computation).
fn with_spinner<T>(f: impl FnOnce() -> T) -> T {
    if !std::io::stderr().is_terminal() {
        return f();
    }
    let done = Arc::new(AtomicBool::new(false));
    let flag = done.clone();
    let ticker = std::thread::spawn(move || {
        let start = std::time::Instant::now();
        while start.elapsed() < std::time::Duration::from_secs(1) {
            if flag.load(Ordering::Relaxed) {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let bar = indicatif::ProgressBar::new_spinner();
        if let Ok(style) = indicatif::ProgressStyle::with_template("{spinner} {msg} {elapsed}") {
            bar.set_style(style);
        }
        bar.set_message("computing (Ctrl-C stops)");
        bar.enable_steady_tick(std::time::Duration::from_millis(120));
        while !flag.load(Ordering::Relaxed) {
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        bar.finish_and_clear();
    });
    let out = f();
    done.store(true, Ordering::Relaxed);
    let _ = ticker.join();
    out
}

/// Evaluate one line, printing the value or the located error (as JSON lines
/// with `json`).
fn run_line(session: &mut Session, line: &str, json: bool) -> Status {
    if let Some(topic) = help_topic(line) {
        return print_help(topic);
    }
    let result = with_spinner(|| session.eval_to_string(line));
    let status = match &result {
        Ok(_) => Status::Ok,
        Err(e) => Status::of(e),
    };
    match (result, json) {
        (Ok(None), _) => {}
        (Ok(Some(out)), false) if out.is_empty() => {}
        (Ok(Some(out)), false) => println!("{out}"),
        (Ok(Some(out)), true) => println!("{}", crate::json::to_line(&json!({ "result": out }))),
        (Err(e), false) => eprintln!("{}", e.render(line)),
        (Err(e), true) => println!(
            "{}",
            crate::json::to_line(&json!({
                "error": e.message,
                "kind": e.kind.as_str(),
                "column": e.column(line),
            }))
        ),
    }
    status
}

/// `help` (`Some("")`) or `help NAME` (`Some("NAME")`).
fn help_topic(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("help")?;
    (rest.is_empty() || rest.starts_with(' ')).then(|| rest.trim())
}

/// Run `nimatron eval`.
pub fn run(mut args: Args) -> ExitCode {
    // `--json` is read anywhere on the line: after the first expression
    // clap takes every word as an expression (`eval "*3" --json`).
    args.exprs.retain(|e| {
        let flag = e == "--json";
        args.json |= flag;
        !flag
    });
    let mut session = new_session(&args);
    // Everything the command allocates counts against `--max-memory`.
    let _account = session.store.limits().enter();
    let mut status = Status::Ok;
    if let Some(path) = &args.file {
        return run_script(&mut session, path, args.json);
    }
    if !args.exprs.is_empty() {
        for e in &args.exprs {
            status = status.max(run_line(&mut session, e, args.json));
        }
    } else if std::io::stdin().is_terminal() {
        return repl(session);
    } else {
        let stdin = std::io::stdin();
        for line in stdin.lock().lines() {
            let Ok(line) = line else {
                eprintln!("error: standard input is not valid UTF-8 text");
                return ExitCode::from(2);
            };
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            status = status.max(run_line(&mut session, line, args.json));
        }
    }
    status.exit_code()
}

/// `nimatron run FILE`: a script under the default limits.
pub fn run_file(file: std::path::PathBuf, json: bool) -> ExitCode {
    use clap::Parser;
    #[derive(clap::Parser)]
    struct Defaults {
        #[command(flatten)]
        args: Args,
    }
    let mut args = Defaults::parse_from(["eval"]).args;
    args.file = Some(file);
    args.json = json;
    run(args)
}

/// Run a script file (`nimatron run FILE`, `nimatron eval --file FILE`).
pub(crate) fn run_script(session: &mut Session, path: &std::path::Path, json: bool) -> ExitCode {
    let text = match crate::args::read_text(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    for st in Script::parse(&text).statements() {
        match with_spinner(|| st.run(session)) {
            Ok(ran) => match ran.text {
                Some(out) if !ran.quiet && !out.is_empty() => {
                    if json {
                        println!(
                            "{}",
                            crate::json::to_line(&json!({ "line": ran.line, "result": out }))
                        );
                    } else {
                        println!("{out}");
                    }
                }
                _ => {}
            },
            Err(e) => {
                // The line and column in the script, not in the joined statement.
                if json {
                    println!(
                        "{}",
                        crate::json::to_line(&json!({
                            "error": e.error.message,
                            "kind": e.error.kind.as_str(),
                            "line": e.line,
                            "column": e.column,
                        }))
                    );
                } else {
                    eprintln!("{}:{}:{}: {}", path.display(), e.line, e.column, e.rendered);
                }
                return Status::of(&e.error).exit_code();
            }
        }
    }
    ExitCode::SUCCESS
}

/// Tab completion of the language's function and constant names, from the
/// builtins registry.
struct Names;

impl rustyline::completion::Completer for Names {
    type Candidate = String;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &rustyline::Context<'_>,
    ) -> rustyline::Result<(usize, Vec<String>)> {
        Ok(complete_name(line, pos))
    }
}

impl rustyline::hint::Hinter for Names {
    type Hint = String;
}
impl rustyline::highlight::Highlighter for Names {}
impl rustyline::validate::Validator for Names {}
impl rustyline::Helper for Names {}

/// The start of the word before `pos` and the builtins it may begin: functions
/// with their `(`, constants bare.
pub(crate) fn complete_name(line: &str, pos: usize) -> (usize, Vec<String>) {
    let before = &line[..pos];
    let start = before
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1);
    let word = before[start..].to_ascii_lowercase();
    if word.is_empty() || word.starts_with(|c: char| c.is_ascii_digit()) {
        return (pos, Vec::new());
    }
    let after_help = before[..start].trim_end() == "help";
    let names = builtins::all()
        .filter(|b| b.name.starts_with(&word))
        .map(|b| {
            if b.constant || after_help {
                b.name.to_string()
            } else {
                format!("{}(", b.name)
            }
        })
        .collect();
    (start, names)
}

/// Where the REPL keeps its history: `$XDG_DATA_HOME/nimatron/history`, else
/// `~/.local/share/nimatron/history`.
fn history_path() -> Option<std::path::PathBuf> {
    let base = std::env::var_os("XDG_DATA_HOME")
        .filter(|d| !d.is_empty())
        .map(std::path::PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME").map(|h| std::path::Path::new(&h).join(".local/share"))
        })?;
    Some(base.join("nimatron").join("history"))
}

fn repl(mut session: Session) -> ExitCode {
    let mut rl = match rustyline::Editor::<Names, rustyline::history::DefaultHistory>::new() {
        Ok(rl) => rl,
        Err(e) => {
            eprintln!("error: cannot start the line editor: {e}");
            return ExitCode::from(2);
        }
    };
    rl.set_helper(Some(Names));
    let history = history_path();
    if let Some(path) = &history {
        // No history yet is not an error.
        let _ = rl.load_history(path);
    }
    println!(
        "nimatron {} — type an expression, `help`, `help NAME` (Tab completes names), or Ctrl-D to quit.",
        env!("CARGO_PKG_VERSION")
    );
    loop {
        match rl.readline("> ") {
            Ok(line) => {
                let line = line.trim();
                if line.is_empty() {
                    continue;
                }
                let _ = rl.add_history_entry(line);
                if line == "quit" || line == "exit" {
                    break;
                }
                run_line(&mut session, line, false);
            }
            Err(rustyline::error::ReadlineError::Interrupted) => continue,
            Err(_) => break,
        }
    }
    if let Some(path) = &history {
        let saved = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| rl.save_history(path).map_err(std::io::Error::other));
        if let Err(e) = saved {
            eprintln!(
                "note: the history could not be saved to {}: {e}",
                path.display()
            );
        }
    }
    ExitCode::SUCCESS
}

/// `help` lists every function; `help NAME` shows one with its examples.
fn print_help(topic: &str) -> Status {
    if topic.is_empty() {
        print!("{}", builtins::help_text());
        return Status::Ok;
    }
    match builtins::lookup(topic) {
        Some(b) => {
            println!("{}", b.help());
            Status::Ok
        }
        None => {
            eprintln!("error: no function or constant named `{topic}` (`help` lists them all)");
            Status::BadInput
        }
    }
}

/// Worked examples of the lecture notes (Dehornoy, "Combinatorial game
/// theory"), evaluated live, in the notes' order: (section, why, expression).
const DEMO: &[(&str, &str, &str)] = &[
    (
        "1.4",
        "A blue edge under a red one: Left's move leaves 0, Right's leaves 1, and two \
         copies together equal one blue edge, so the game is one half.",
        "{0|1}",
    ),
    (
        "1.5",
        "Under a second red edge Right may leave 1/2 or 1; Right keeps the smaller, and \
         the stalk is worth a quarter.",
        "{0|{0|1},1}",
    ),
    (
        "1.5",
        "The same bamboo stalk written as its edges, bottom up (L blue, R red).",
        "stalk(\"LRR\")",
    ),
    (
        "1.6",
        "Between a left option -1 and a right option 5 the game is the simplest number \
         that fits, and 0 is simplest of all.",
        "{-1|5}",
    ),
    (
        "1.6",
        "Between 1/4 and 1, the simplest number has the smallest denominator: 1/2, not \
         the midpoint 5/8.",
        "{1/4|1}",
    ),
    (
        "2.1",
        "Nim heaps of 3, 2 and 1 are a second-player win: their sum is zero.",
        "*3+*2+*1",
    ),
    (
        "2.2",
        "Nim heaps add by binary digits without carry: 3 = 011 and 5 = 101 give 110 = 6.",
        "*3+*5",
    ),
    (
        "2.2",
        "Marienbad: 1, 3, 5 and 7 have nim-sum 0, so the player to move loses.",
        "outcome(*1+*3+*5+*7)",
    ),
    (
        "3.1",
        "A number plus a nimber: both players may move 1 + * to 1.",
        "{1|1} == 1+*",
    ),
    (
        "3.2",
        "Toads and Frogs on five squares after Left's first move: a new game, {0|*}.",
        "toads(\"T.TFF\")",
    ),
    (
        "3.2",
        "That game is up: positive, yet smaller than every positive number.",
        "{0|*}",
    ),
    (
        "3.3",
        "All-small games: {0,*|0} is up plus star.",
        "{0,*|0}",
    ),
    (
        "3.3",
        "Two ups outweigh a star, so the sum is a win for Left.",
        "^+^+* > 0",
    ),
    ("3.3", "Up and down as options cancel to star.", "{^|v}"),
    (
        "4.1",
        "Domineering on a 2 x 2 square is hot: whoever moves first wins, worth +1 or -1.",
        "domineering(\"..|..\")",
    ),
    (
        "4.3",
        "h = {2|1||-1} is hot, yet four copies of it make exactly 1.",
        "4 * {2|1||-1}",
    ),
    (
        "4.3",
        "{3||1|0} and {2|1} cannot be compared: each wins when its player moves first.",
        "{3||1|0} <> {2|1}",
    ),
    (
        "4.4",
        "Cooling taxes every move by t: {2|1} cooled by 1/2 is 3/2*.",
        "cool({2|1}, 1/2)",
    ),
    (
        "4.4",
        "The temperature of h is how much tax it takes to make h a number ...",
        "temperature({2|1||-1})",
    ),
    (
        "4.4",
        "... and that number, its mast (mean), is what h is worth on average.",
        "mean({2|1||-1})",
    ),
    (
        "4.4",
        "The thermograph of h draws both walls, from which the two came.",
        "thermograph({2|1||-1})",
    ),
];

/// Run `nimatron demo`.
pub fn demo() -> ExitCode {
    let mut session = Session::new();
    println!(
        "nimatron demo: examples from Dehornoy's lecture notes on combinatorial game theory, \
         computed exactly, section by section.\n"
    );
    for (section, why, expr) in DEMO {
        match session.eval_to_string(expr) {
            Ok(Some(v)) => println!("  §{section}  {why}\n    > {expr}\n    {v}\n"),
            Ok(None) => {}
            Err(e) => {
                eprintln!("{}", e.render(expr));
                return Status::of(&e).exit_code();
            }
        }
    }
    println!(
        "Try your own: in this checkout, cargo run -- eval \"{{2|1||-1}} + {{2|1||-1}}\" \
         (or cargo run -- eval for the interactive REPL); to have the nimatron command, \
         cargo install --locked --path crates/nimatron-cli, then nimatron eval."
    );
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::{complete_name, DEMO};

    #[test]
    fn the_demo_follows_the_notes_in_order() {
        // Sections as numbers, never going back (the notes' order).
        let sections: Vec<(u32, u32)> = DEMO
            .iter()
            .map(|(s, _, _)| {
                let (a, b) = s.split_once('.').expect("a section n.m");
                (a.parse().expect("n"), b.parse().expect("m"))
            })
            .collect();
        assert!(sections.windows(2).all(|w| w[0] <= w[1]), "{sections:?}");
        // The sections the notes have (their table of contents: 1.1-1.7,
        // 2.1-2.3, 3.1-3.3, 4.1-4.4).
        let last = [7, 3, 3, 4];
        assert!(
            sections
                .iter()
                .all(|&(a, b)| (1..=4).contains(&a) && (1..=last[a as usize - 1]).contains(&b)),
            "{sections:?}"
        );
        // Each step says why, in a sentence.
        assert!(DEMO
            .iter()
            .all(|(_, why, _)| why.len() > 20 && why.ends_with('.')));
    }

    #[test]
    fn tab_completes_builtin_names() {
        let (start, names) = complete_name("1 + temp", 8);
        assert_eq!(start, 4);
        assert_eq!(names, vec!["temperature(".to_string()]);
        let (_, names) = complete_name("omeg", 4);
        assert_eq!(names, vec!["omega".to_string()]);
        let (_, names) = complete_name("help leftst", 11);
        assert_eq!(names, vec!["leftstop".to_string()]);
        let (_, names) = complete_name("domi", 4);
        assert_eq!(names, vec!["domineering(".to_string()]);
        assert!(complete_name("12", 2).1.is_empty());
    }
}
