//! `nimatron eval`: expressions from arguments, a REPL, or piped lines; and `nimatron demo`.

use nimatron::lang::{ruleset_functions, Session, FUNCTIONS};
use std::io::{BufRead, IsTerminal};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// The most canonical games one session may hold (about 2-4 GB); a computation that
/// needs more stops with a message instead of exhausting memory.
const MAX_GAMES: usize = 20_000_000;

/// A session whose computations stop on Ctrl-C (with a message) and at `MAX_GAMES`.
fn new_session() -> Session {
    let mut session = Session::new();
    session.store.set_max_games(Some(MAX_GAMES));
    let flag = Arc::new(AtomicBool::new(false));
    let handler_flag = flag.clone();
    // If another handler is already installed (tests, embedding), keep the default.
    if ctrlc::set_handler(move || handler_flag.store(true, Ordering::SeqCst)).is_ok() {
        session.store.set_interrupt(Some(flag));
    }
    session
}

/// Arguments of `nimatron eval`.
#[derive(clap::Args)]
pub struct Args {
    /// Expressions to evaluate, e.g. "{1/4|1} == 1/2" "*3+*5" "g := {2|1||-1}"
    /// (expressions may start with `-`, e.g. "-1/2+v").
    #[arg(allow_hyphen_values = true, trailing_var_arg = true)]
    pub exprs: Vec<String>,
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

/// Evaluate one line, printing the value or the located error. Returns false on error.
fn run_line(session: &mut Session, line: &str) -> bool {
    match with_spinner(|| session.eval_to_string(line)) {
        Ok(Some(out)) => {
            println!("{out}");
            true
        }
        Ok(None) => true,
        Err(e) => {
            eprintln!("{}", e.render(line));
            false
        }
    }
}

/// Run `nimatron eval`.
pub fn run(args: Args) -> ExitCode {
    let mut session = new_session();
    let mut ok = true;
    if !args.exprs.is_empty() {
        for e in &args.exprs {
            ok &= run_line(&mut session, e);
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
            ok &= run_line(&mut session, line);
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    }
}

fn repl(mut session: Session) -> ExitCode {
    let mut rl = match rustyline::DefaultEditor::new() {
        Ok(rl) => rl,
        Err(e) => {
            eprintln!("error: cannot start the line editor: {e}");
            return ExitCode::from(2);
        }
    };
    println!(
        "nimatron {} — type an expression, `help`, or Ctrl-D to quit.",
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
                if line == "help" {
                    print_help();
                    continue;
                }
                if line == "quit" || line == "exit" {
                    break;
                }
                run_line(&mut session, line);
            }
            Err(rustyline::error::ReadlineError::Interrupted) => continue,
            Err(_) => break,
        }
    }
    ExitCode::SUCCESS
}

fn print_help() {
    println!("Games in CGSuite notation: 3/8  *2  ^  v*3  +-1  {{2|1||-1}}  {{0,*|0}}");
    println!("Operators: + - (sums), n * G (multiples), comparisons == != <= >= < > <> <| |>");
    println!("Assignment: g := {{2|1}}      Methods: g.Outcome  2.Tiny");
    println!("Functions:");
    for (name, arity, help) in FUNCTIONS {
        let args = if *arity == 2 {
            "G, t".to_string()
        } else {
            vec!["G"; *arity].join(", ")
        };
        println!("  {name}({args}): {help}");
    }
    println!("Positions of rulesets (a string argument):");
    for f in ruleset_functions() {
        println!(
            "  {}: {} (e.g. {} = {})",
            f.name, f.doc, f.example, f.expected
        );
    }
}

/// Worked examples of the lecture notes, evaluated live.
const DEMO: &[(&str, &str)] = &[
    ("1.4: the stalk LR is {0|1}, worth one half", "{0|1}"),
    ("1.5: the stalk LRR is {0|1/2,1}", "{0|{0|1},1}"),
    ("1.6: {-1|5} is the simplest number between, 0", "{-1|5}"),
    ("1.6: {1/4|1} is 1/2, not 5/8", "{1/4|1}"),
    ("2.1: *3 + *2 + *1 = 0", "*3+*2+*1"),
    ("2.2: nim addition is binary xor", "*3+*5"),
    (
        "2.2: Marienbad *1+*3+*5+*7 is a second-player win",
        "outcome(*1+*3+*5+*7)",
    ),
    ("3.1: 1 + * = {1|1}", "{1|1} == 1+*"),
    ("3.2: up is {0|*}", "{0|*}"),
    ("3.3: {0,*|0} = ^*", "{0,*|0}"),
    ("3.3: ^+^+* is positive", "^+^+* > 0"),
    ("3.3: {^|v} = *", "{^|v}"),
    (
        "4.1: the 2x2 Domineering square is +-1",
        "domineering(\"..|..\")",
    ),
    (
        "3.2: Toads and Frogs: after Left's first move",
        "toads(\"T.TFF\")",
    ),
    ("1.5: the bamboo stalk LRR", "stalk(\"LRR\")"),
    ("4.3: four copies of {2|1||-1} make 1", "4 * {2|1||-1}"),
    ("4.3: {3||1|0} against {2|1}", "{3||1|0} <> {2|1}"),
    ("4.8: {2|1} cooled by 1/2 is 3/2*", "cool({2|1}, 1/2)"),
    (
        "4.9: h = {2|1||-1} has temperature 5/4 ...",
        "temperature({2|1||-1})",
    ),
    ("4.9: ... and mast (mean) 1/4", "mean({2|1||-1})"),
    ("4.9: the thermograph of h", "thermograph({2|1||-1})"),
];

/// Run `nimatron demo`.
pub fn demo() -> ExitCode {
    let mut session = Session::new();
    println!("nimatron demo: examples from Dehornoy's lecture notes, computed exactly.\n");
    for (what, expr) in DEMO {
        match session.eval_to_string(expr) {
            Ok(Some(v)) => println!("  {what}\n    > {expr}\n    {v}\n"),
            Ok(None) => {}
            Err(e) => {
                eprintln!("{}", e.render(expr));
                return ExitCode::from(2);
            }
        }
    }
    println!(
        "Try: nimatron eval \"{{2|1||-1}} + {{2|1||-1}}\"   or   nimatron eval   (interactive)"
    );
    ExitCode::SUCCESS
}
