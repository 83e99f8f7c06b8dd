//! The `nimatron` command: a thin front end over the library.

mod args;
mod cmd_domineering_table;
mod cmd_eval;
mod cmd_grundy;
mod cmd_grundy_general;
mod cmd_mcgs;
mod cmd_misere;
mod cmd_nim;
mod cmd_play;
mod cmd_play_impartial;
mod cmd_play_partizan;
mod cmd_solve;
mod cmd_thermograph;
mod json;
mod play_term;
mod serve;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Huge pages for the big tables of searches (see `nimatron::huge_pages`),
/// every block counted against the memory account of the computation that
/// makes it (see `nimatron::limits::account`).
#[global_allocator]
static ALLOCATOR: nimatron::limits::account::Counted<nimatron::huge_pages::HugePages> =
    nimatron::limits::account::Counted(nimatron::huge_pages::HugePages);

/// Exact combinatorial game theory: canonical forms, Nim and impartial games, thermography.
#[derive(Parser)]
#[command(name = "nimatron", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Evaluate expressions in CGSuite notation (a REPL when none are given on a terminal).
    Eval(cmd_eval::Args),
    /// Run a script of the language: `nimatron run table.nim` (as `eval --file`).
    Run {
        /// The script.
        file: std::path::PathBuf,
        /// JSON lines instead of text.
        #[arg(long)]
        json: bool,
    },
    /// A guided tour: worked examples from the lecture notes, evaluated live.
    Demo,
    /// Nim: nim-sum, outcome and every winning move (Bouton).
    Nim(cmd_nim::Args),
    /// Grundy sequence of an octal game, Grundy's game or a subtraction game.
    Grundy(cmd_grundy::Args),
    /// Misère quotients of a take-and-break game, and misère play of sums of its heaps.
    Misere(cmd_misere::Args),
    /// Play against a perfect (or beatable) opponent: `nimatron play nim 3 4 5`.
    Play(play_term::Args),
    /// Run the cases of a test file of MCGS (its format) whose games nimatron knows.
    Mcgs(cmd_mcgs::Args),
    /// Who wins a sum (Domineering boards of up to 128 cells, other games by value), by search.
    Solve(cmd_solve::Args),
    /// Canonical forms of every empty Domineering rectangle up to a size, as TSV.
    DomineeringTable(cmd_domineering_table::Args),
    /// Temperature, mean and exact thermograph walls of a game; `--svg FILE` draws it.
    Thermograph(cmd_thermograph::Args),
    /// A local web page: play every ruleset of the catalogue, solve, a calculator, thermographs.
    Serve(serve::Args),
    /// Shell completions: `nimatron completions bash > /etc/bash_completion.d/nimatron`.
    Completions {
        /// The shell: bash, zsh, fish, elvish or powershell.
        shell: clap_complete::Shell,
    },
}

/// Run `f` on a thread with a roomy stack. Deep recursion does not rely on
/// it: recursive algorithms grow their stack on the heap as they go
/// (`nimatron::limits::with_stack`), charged to the memory account, so the
/// reservation stays small (a process under an address-space cap has room
/// for its budget). Where no thread can be started, `f` runs here.
fn with_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    const STACK: usize = 64 << 20;
    let f = std::sync::Arc::new(std::sync::Mutex::new(Some(f)));
    let g = f.clone();
    let worker = std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(move || {
            let f = g.lock().unwrap_or_else(|e| e.into_inner()).take();
            f.map(|f| f())
        });
    match worker {
        Ok(handle) => match handle.join() {
            Ok(Some(t)) => t,
            Ok(None) => unreachable!("the worker runs `f` once"),
            Err(e) => std::panic::resume_unwind(e),
        },
        Err(_) => {
            let f = f.lock().unwrap_or_else(|e| e.into_inner()).take();
            f.expect("`f` did not run")()
        }
    }
}

/// A closed pipe (`nimatron grundy ... | head`) ends the program quietly, as
/// it does for other command-line tools, instead of failing a print. Not for
/// the server, whose writes to closed sockets must stay errors.
fn quiet_on_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: restoring the default disposition of SIGPIPE at start-up, before
    // any thread is spawned.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn main() -> ExitCode {
    nimatron::limits::account::settle_allocator();
    let cli = Cli::parse();
    if !matches!(cli.command, Command::Serve(_)) {
        quiet_on_closed_pipe();
    }
    match cli.command {
        Command::Eval(args) => with_big_stack(move || cmd_eval::run(args)),
        Command::Run { file, json } => with_big_stack(move || cmd_eval::run_file(file, json)),
        Command::Demo => with_big_stack(cmd_eval::demo),
        Command::Nim(args) => cmd_nim::run(args),
        Command::Grundy(args) => cmd_grundy::run(args),
        Command::Misere(args) => cmd_misere::run(args),
        Command::Play(args) => with_big_stack(move || cmd_play::run(args)),
        Command::Mcgs(args) => with_big_stack(move || cmd_mcgs::run(args)),
        Command::Solve(args) => with_big_stack(move || cmd_solve::run(args)),
        Command::DomineeringTable(args) => with_big_stack(move || cmd_domineering_table::run(args)),
        Command::Thermograph(args) => with_big_stack(move || cmd_thermograph::run(args)),
        Command::Serve(args) => serve::run(args),
        Command::Completions { shell } => {
            use clap::CommandFactory;
            let mut cmd = Cli::command();
            clap_complete::generate(shell, &mut cmd, "nimatron", &mut std::io::stdout());
            ExitCode::SUCCESS
        }
    }
}
