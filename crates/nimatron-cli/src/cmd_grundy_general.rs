//! `nimatron grundy` for the games beyond octal and hexadecimal codes:
//! CGSuite's generalized take-and-break codes (`4!.0`, `0.[3]`, `0.3F!`,
//! `0.{0,1,3+}`, `allbut:2,3,7`) and coin-turning games in spawning codes
//! (`spawning:1-3`, Mock Turtles). Their values come from the definition
//! (a mex over every move), so `--to` defaults to 1000 heaps, and no
//! periodicity is claimed.

use crate::json::to_line;
use nimatron::impartial::spawning::Spawning;
use nimatron::impartial::tbcode::TbCode;
use nimatron::limits::{Limits, Stop};
use serde::Serialize;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

/// Heaps computed unless `--to` says otherwise.
const DEFAULT_TO: u64 = 1000;

/// A game the octal engine does not read.
pub enum General {
    /// A generalized take-and-break code.
    TakeAndBreak(TbCode),
    /// A coin-turning game.
    Spawning(Spawning),
}

impl General {
    /// Reads `spawning:CODE`, or a generalized take-and-break code; the error
    /// of the take-and-break reader otherwise.
    pub fn parse(s: &str) -> Result<General, String> {
        if let Some(code) = s.trim().strip_prefix("spawning:") {
            return Spawning::parse(code)
                .map(General::Spawning)
                .map_err(|e| e.to_string());
        }
        TbCode::parse(s)
            .map(General::TakeAndBreak)
            .map_err(|e| e.to_string())
    }

    fn name(&self) -> String {
        match self {
            General::TakeAndBreak(c) => c.to_string(),
            General::Spawning(s) => format!("spawning:{}", s.code()),
        }
    }
}

#[derive(Serialize)]
struct JsonReport<'a> {
    game: &'a str,
    computed: usize,
    values: &'a [u32],
    period: Option<usize>,
    preperiod: Option<usize>,
    proved: bool,
    max_value: u32,
}

/// Runs `nimatron grundy` on a generalized game.
pub fn run(game: General, to: Option<u64>, json: bool, stop: Arc<AtomicBool>) -> ExitCode {
    let to = to.unwrap_or(DEFAULT_TO).max(1);
    let Ok(n) = usize::try_from(to - 1) else {
        eprintln!("error: --to {to} is too large for this machine");
        return ExitCode::from(2);
    };
    let limits = Limits::none().with_interrupt(stop);
    let name = game.name();
    let start = Instant::now();
    let values = match &game {
        General::TakeAndBreak(c) => c.nim_values(n, &limits),
        General::Spawning(s) => s.nim_values(n, &limits),
    };
    let values = match values {
        Ok(v) => v,
        Err(Stop::Interrupted) => {
            eprintln!("interrupted");
            return ExitCode::from(130);
        }
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(3);
        }
    };
    let max_value = values.iter().copied().max().unwrap_or(0);
    if json {
        let shown = &values[..values.len().min(1000)];
        let report = JsonReport {
            game: &name,
            computed: values.len(),
            values: shown,
            period: None,
            preperiod: None,
            proved: false,
            max_value,
        };
        println!("{}", to_line(&report));
    } else {
        println!("game {name}");
        println!(
            "computed G(0) .. G({}) in {:.2} s by the definition; largest value {}",
            values.len() - 1,
            start.elapsed().as_secs_f64(),
            max_value
        );
        let shown: Vec<String> = values.iter().take(60).map(u32::to_string).collect();
        println!(
            "G(0..) = {}{}",
            shown.join(" "),
            if values.len() > 60 { " ..." } else { "" }
        );
        println!("no periodicity theorem is applied to generalized codes");
    }
    ExitCode::SUCCESS
}
