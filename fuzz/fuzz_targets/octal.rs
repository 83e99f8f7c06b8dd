//! The game-code parser of take-and-break games (`OctalGame`'s `FromStr`:
//! `0.77`, `4.7`, `0.f`, `kayles`, `grundy`, `sub:1,3,4`) and a short Grundy
//! run of what it accepts: the sparse and the plain methods must agree with each
//! other and with the definition (the mex over every move), and a proved period
//! must hold on the values computed. The watchdog's flag is the run's stop flag.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nimatron::impartial::mex;
use nimatron::impartial::octal::{Method, OctalGame, Solver, StopReason};
use nimatron_fuzz::Run;

/// Heaps computed by each method (fewer for games that leave three heaps,
/// whose plain method is cubic).
const TO: usize = 3000;
const TO_THREE_PARTS: usize = 300;
/// Heaps checked against the definition.
const DEFINITION: usize = 80;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(game) = text.parse::<OctalGame>() else {
        return;
    };
    let run = Run::start(data);
    // The code printed reads back as the same game (findings.md, 5).
    if let Some(code) = game.code() {
        let again = OctalGame::from_code(&code).unwrap_or_else(|e| {
            panic!("{text:?} has the code {code:?}, which does not parse: {e}")
        });
        assert_eq!(again.code(), Some(code.clone()), "{text:?}");
        for n in 0..24 {
            assert_eq!(
                again.heap_options(n),
                game.heap_options(n),
                "{text:?} as {code:?}, heap {n}"
            );
        }
    }
    let to = if game.max_parts() >= 3 {
        TO_THREE_PARTS
    } else {
        TO
    };
    let stop = run.interrupt();
    let mut runs = Vec::new();
    for method in [Method::Sparse, Method::Plain] {
        let mut solver = Solver::new(game.clone(), method);
        solver.set_threads(1);
        let report = solver.run(to, &stop, &mut |_| {});
        if report.stop == StopReason::Interrupted {
            break;
        }
        runs.push((method, report, solver));
    }
    if let [(_, ra, a), (_, rb, b)] = &runs[..] {
        if ra.stop != StopReason::ValueOverflow && rb.stop != StopReason::ValueOverflow {
            let n = ra.computed.min(rb.computed);
            assert_eq!(
                a.values(n),
                b.values(n),
                "{text:?}: sparse and plain differ"
            );
            assert_eq!(
                ra.periodicity, rb.periodicity,
                "{text:?}: sparse and plain periods differ"
            );
        }
    }
    for (method, report, solver) in &runs {
        let values = solver.values(report.computed);
        // The definition, on the first heaps.
        let mut def: Vec<u32> = Vec::new();
        for (n, &got) in values.iter().enumerate().take(DEFINITION) {
            if run.fired() {
                break;
            }
            let v = mex(game.option_values(n, &def));
            assert_eq!(
                v, got,
                "{text:?}: {method:?} gives G({n}) = {got}, the definition {v}"
            );
            def.push(v);
        }
        if let Some(p) = report.periodicity {
            assert!(p.period > 0, "{text:?}: period 0");
            for n in p.preperiod..values.len().saturating_sub(p.period) {
                assert_eq!(
                    values[n],
                    values[n + p.period],
                    "{text:?}: {method:?} proved period {} from {}, but G({n}) != G({})",
                    p.period,
                    p.preperiod,
                    n + p.period
                );
            }
        }
    }
    run.finish("the game");
});
