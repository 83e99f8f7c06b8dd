//! The `nimatron` command-line tool.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

mod cmd_grundy;
mod cmd_nim;

/// Exact combinatorial game theory.
#[derive(Parser)]
#[command(name = "nimatron", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Nim: nim-sum, outcome and every winning move (Bouton).
    Nim(cmd_nim::Args),
    /// Grundy sequence of an octal game, Grundy's game or a subtraction game.
    Grundy(cmd_grundy::Args),
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Nim(args) => cmd_nim::run(args),
        Command::Grundy(args) => cmd_grundy::run(args),
    }
}
