//! The web page driven end to end in headless Chromium, as a person would use it:
//! `nimatron serve --port 0` and `chromedriver` on free ports, fantoccini
//! clicking matchsticks, edges and cells and typing into the calculator.
//! Screenshots are kept in `target/browser-screenshots/`.
//!
//! Without `/usr/bin/chromium` and `/usr/bin/chromedriver` (Debian's `chromium`
//! and `chromium-driver`) the tests say "skipped" and pass, unless
//! `NIMATRON_REQUIRE_BROWSER=1` (as in CI), which makes them fail.

mod browser_common;
mod common;

use browser_common::*;
use fantoccini::{Client, Locator};
use serde_json::json;

/// The heap sizes shown, by counting matchsticks.
async fn heaps_on_page(c: &Client) -> R<Vec<usize>> {
    let rows = c
        .find_all(Locator::Css("#nim-board .heap"))
        .await
        .map_err(err)?;
    let mut out = Vec::new();
    for r in rows {
        out.push(r.find_all(Locator::Css(".stick")).await.map_err(err)?.len());
    }
    Ok(out)
}

/// Take `take` matchsticks from heap `heap` by clicking the right one, and wait
/// for the computer's reply.
async fn take(c: &Client, heap: usize, take: usize) -> R {
    let size = heaps_on_page(c).await?[heap];
    let before = c
        .execute(
            "return document.querySelectorAll('#nim-log li').length",
            vec![],
        )
        .await
        .map_err(err)?;
    click(
        c,
        &format!(".stick[data-heap='{heap}'][data-pos='{}']", size - take),
    )
    .await?;
    wait_until(
        c,
        "the reply to a Nim move",
        &format!("return ready() && document.querySelectorAll('#nim-log li').length > {before};"),
    )
    .await
}

/// Play Nim 3 4 5 against the perfect opponent, asking for a hint each turn
/// and playing the move it suggests ("Try: A 2"): the person must win.
#[tokio::test]
async fn browser_nim_follow_the_hints_and_win() {
    with_page("browser_nim_follow_the_hints_and_win", |c| async move {
        assert_eq!(heaps_on_page(&c).await?, [3, 4, 5]);
        assert_eq!(text(&c, "#nim-status").await?, "Your move.");
        for turn in 0..12 {
            click(&c, "#nim-hint-btn").await?;
            let hint = text(&c, "#nim-hint").await?;
            if turn == 0 {
                assert!(hint.contains("nim-sum        2  010"), "{hint}");
                screenshot(&c, "page").await?;
            }
            let try_line = hint
                .lines()
                .find(|l| l.starts_with("Try: "))
                .ok_or_else(|| format!("no winning move in the hint:\n{hint}"))?;
            let mut words = try_line[5..].split_whitespace();
            let heap = (words.next().unwrap().as_bytes()[0] - b'A') as usize;
            let n: usize = words.next().unwrap().parse().map_err(err)?;
            take(&c, heap, n).await?;
            if heaps_on_page(&c).await?.iter().all(|&h| h == 0) {
                break;
            }
        }
        assert_eq!(heaps_on_page(&c).await?, [0, 0, 0]);
        assert_eq!(text(&c, "#nim-status").await?, "You win. Well played!");
        let log = text(&c, "#nim-log").await?;
        assert!(
            log.contains("You take 2 from heap A (3 → 1): nim-sum 0."),
            "{log}"
        );
        // The chart: the nim-sum after each move, 0 after each of yours.
        let dots = c
            .find_all(Locator::Css("#nim-chart .chart-dot"))
            .await
            .map_err(err)?;
        let moves = log.lines().filter(|l| l.contains(" from heap ")).count();
        assert_eq!(dots.len(), moves, "{log}");
        assert!(
            log.contains("The computer never had a winning position."),
            "{log}"
        );
        screenshot(&c, "nim-won").await
    })
    .await;
}

/// Always take one matchstick from the last nonempty heap: the perfect opponent
/// wins, and the post-mortem names the person's first move.
#[tokio::test]
async fn browser_nim_bad_play_loses() {
    with_page("browser_nim_bad_play_loses", |c| async move {
        for _ in 0..12 {
            let heaps = heaps_on_page(&c).await?;
            let Some(last) = heaps.iter().rposition(|&h| h > 0) else {
                break;
            };
            if text(&c, "#nim-status").await? != "Your move." {
                break;
            }
            take(&c, last, 1).await?;
        }
        assert_eq!(text(&c, "#nim-status").await?, "The computer wins.");
        let log = text(&c, "#nim-log").await?;
        assert!(
            log.contains(
                "Turning point: move 1 (you took 1 from heap C) gave away a winning position."
            ),
            "{log}"
        );
        screenshot(&c, "nim-lost").await
    })
    .await;
}

/// Cut the green twig of 0-1:b 1-2:r 1-3:g (value 1/2*): the opponent cuts the
/// red edge and the blue trunk (value 1) is left.
#[tokio::test]
async fn browser_hackenbush_cut_an_edge() {
    with_page("browser_hackenbush_cut_an_edge", |c| async move {
        click(&c, ".tabs button[data-tab='hb']").await?;
        // The default position, drawn with its cycle and double edge.
        wait_until(
            &c,
            "the default Hackenbush position",
            "return ready() && document.querySelectorAll('#hb-svg .edge').length === 9;",
        )
        .await?;
        screenshot(&c, "hackenbush-default").await?;
        type_into(&c, "#hb-position", "0-1:b 1-2:r 1-3:g").await?;
        click(&c, "#hb-new").await?;
        wait_until(
            &c,
            "the new Hackenbush game",
            "return ready() && document.querySelectorAll('#hb-svg .edge').length === 3;",
        )
        .await?;
        assert!(
            text(&c, "#hb-value")
                .await?
                .starts_with("Value 1/2* (outcome L: Left wins, whoever moves first)"),
            "{}",
            text(&c, "#hb-value").await?
        );
        // A red edge is not ours to cut.
        click(&c, "#hb-svg .handle[data-edge='1']").await?;
        assert!(text(&c, "#hb-status")
            .await?
            .starts_with("You cannot cut a red edge"));
        click(&c, "#hb-svg .handle[data-edge='2']").await?;
        wait_until(
            &c,
            "the reply to the cut",
            "return ready() && document.querySelectorAll('#hb-svg .edge').length === 1;",
        )
        .await?;
        let value = text(&c, "#hb-value").await?;
        assert_eq!(
            value,
            "Value 1 (outcome L: Left wins, whoever moves first); position 0-1:b"
        );
        let log = text(&c, "#hb-log").await?;
        assert!(
            log.contains("You cut 1-3:g: value 1/2 afterwards."),
            "{log}"
        );
        assert!(
            log.contains("The computer cuts 1-2:r: value 1 afterwards."),
            "{log}"
        );
        // Undo brings the three edges back, and the keyboard cuts one: Tab
        // to an edge, Enter.
        click(&c, "#hb-undo").await?;
        wait_until(
            &c,
            "the undone cut",
            "return ready() && document.querySelectorAll('#hb-svg .edge').length === 3;",
        )
        .await?;
        c.execute(
            "document.querySelector('#hb-svg .edge[data-edge=\"2\"]').focus();",
            vec![],
        )
        .await
        .map_err(err)?;
        c.active_element()
            .await
            .map_err(err)?
            .send_keys("\u{E007}")
            .await
            .map_err(err)?;
        wait_until(
            &c,
            "the keyboard's cut",
            "return ready() && document.querySelectorAll('#hb-svg .edge').length === 1;",
        )
        .await?;
        screenshot(&c, "hackenbush").await
    })
    .await;
}

/// On a 2x2 board Left's vertical domino leaves Right no room: Left wins;
/// undo takes it back; the move list has a chart and the value is explained.
#[tokio::test]
async fn browser_domineering_place_a_domino() {
    with_page("browser_domineering_place_a_domino", |c| async move {
        click(&c, ".tabs button[data-tab='dom']").await?;
        type_into(&c, "#dom-position", "..|..").await?;
        click(&c, "#dom-new").await?;
        wait_until(
            &c,
            "the new board",
            "return ready() && document.querySelectorAll('#dom-svg rect.cell').length === 4;",
        )
        .await?;
        let now = text(&c, "#tab-dom .explain-now").await?;
        assert!(
            now.contains("value +-1, outcome N: the player to move wins"),
            "{now}"
        );
        click(&c, "#dom-svg rect.cell[data-r='0'][data-c='0']").await?;
        wait_until(
            &c,
            "the end of the game",
            "return ready() && document.getElementById('dom-status').textContent.includes('win');",
        )
        .await?;
        assert_eq!(text(&c, "#dom-status").await?, "You win. Well played!");
        let dominoes = c
            .find_all(Locator::Css("#dom-svg rect.domino"))
            .await
            .map_err(err)?;
        assert_eq!(dominoes.len(), 1);
        let dots = c
            .find_all(Locator::Css("#dom-chart .chart-dot"))
            .await
            .map_err(err)?;
        assert_eq!(dots.len(), 1, "one move, one point of the value chart");
        let log = text(&c, "#dom-log").await?;
        assert!(log.contains("You play a1-a2: value 1 afterwards."), "{log}");
        screenshot(&c, "domineering").await?;
        // Undo: the board is empty again and it is your move.
        click(&c, "#dom-undo").await?;
        wait_until(
            &c,
            "the undone move",
            "return ready() && document.querySelectorAll('#dom-svg rect.domino').length === 0;",
        )
        .await?;
        assert_eq!(text(&c, "#dom-status").await?, "Undone. Your move.");
        Ok(())
    })
    .await;
}

/// The grid rulesets' tabs come from the catalogue: Toads and Frogs by
/// clicking a toad, Cram from the keyboard (Tab to a cell, arrows, Enter).
#[tokio::test]
async fn browser_toads_and_cram_from_the_catalogue() {
    with_page(
        "browser_toads_and_cram_from_the_catalogue",
        |c| async move {
            click(&c, ".tabs button[data-tab='toads']").await?;
            wait_until(
                &c,
                "the toads board",
                "return ready() && document.querySelectorAll('#toads-svg rect.cell').length === 6;",
            )
            .await?;
            // TT..FF: the toad on b1 slides to c1 (its only move).
            click(&c, "#toads-svg rect.cell[data-r='0'][data-c='1']").await?;
            wait_until(
                &c,
                "the computer's reply",
                "return ready() && document.querySelectorAll('#toads-log li').length >= 2;",
            )
            .await?;
            let log = text(&c, "#toads-log").await?;
            assert!(log.starts_with("You play b1-c1: value"), "{log}");
            screenshot(&c, "toads").await?;

            click(&c, ".tabs button[data-tab='cram']").await?;
            wait_until(
                &c,
                "the cram board",
                "return ready() && document.querySelectorAll('#cram-svg rect.cell').length === 9;",
            )
            .await?;
            // Focus a1, go right to b1 and choose it (a two-cell move needs two
            // cells: b1 then, after Down, b2).
            c.execute(
            "document.querySelector('#cram-svg rect.cell[data-r=\"0\"][data-c=\"0\"]').focus();",
            vec![],
        )
        .await
        .map_err(err)?;
            const RIGHT: &str = "\u{E014}";
            const DOWN: &str = "\u{E015}";
            const ENTER: &str = "\u{E007}";
            for key in [RIGHT, ENTER, DOWN, ENTER] {
                c.active_element()
                    .await
                    .map_err(err)?
                    .send_keys(key)
                    .await
                    .map_err(err)?;
                wait_until(&c, "the page", "return ready();").await?;
            }
            wait_until(
                &c,
                "the keyboard move",
                "return ready() && document.querySelectorAll('#cram-log li').length >= 1;",
            )
            .await?;
            let log = text(&c, "#cram-log").await?;
            assert!(log.starts_with("You play b1-b2"), "{log}");
            screenshot(&c, "cram").await
        },
    )
    .await;
}

/// Clobber from the catalogue, by clicking: the stone on a1 takes the one on
/// b1, the computer replies, and the value and the hint are shown; Toppling
/// Dominoes, a strip whose moves only empty cells: the domino on a1 toppled
/// alone (a1, then a1 again).
#[tokio::test]
async fn browser_clobber_and_toppling_from_the_catalogue() {
    with_page(
        "browser_clobber_and_toppling_from_the_catalogue",
        |c| async move {
            click(&c, ".tabs button[data-tab='clobber']").await?;
            type_into(&c, "#clobber-position", "xox|ox.").await?;
            click(&c, "#clobber-new").await?;
            wait_until(
                &c,
                "the clobber board",
                "return ready() && document.querySelectorAll('#clobber-svg rect.cell').length === 6;",
            )
            .await?;
            // CGSuite's GameGridTest: clobber("xox|ox.") = {^^*|*,v}.
            let value = text(&c, "#clobber-value").await?;
            assert!(value.starts_with("Value {^^*|*,v} (outcome N"), "{value}");
            let tokens = c
                .find_all(Locator::Css("#clobber-svg circle.token"))
                .await
                .map_err(err)?;
            assert_eq!(tokens.len(), 5, "five stones");
            // a1 (black) takes b1 (white): two clicks.
            click(&c, "#clobber-svg rect.cell[data-r='0'][data-c='0']").await?;
            assert!(text(&c, "#clobber-status").await?.starts_with("Now the next cell"));
            click(&c, "#clobber-svg rect.cell[data-r='0'][data-c='1']").await?;
            wait_until(
                &c,
                "the computer's reply",
                "return ready() && document.querySelectorAll('#clobber-log li').length >= 2;",
            )
            .await?;
            let log = text(&c, "#clobber-log").await?;
            assert!(
                log.starts_with("You play a1-b1: value ^^* afterwards."),
                "{log}"
            );
            assert!(log.contains("The computer plays "), "{log}");
            let stones = c
                .find_all(Locator::Css("#clobber-svg circle.token"))
                .await
                .map_err(err)?;
            assert_eq!(stones.len(), 3, "two stones taken");
            click(&c, "#clobber-hint-btn").await?;
            let hint = text(&c, "#clobber-hint").await?;
            assert!(hint.contains("Your moves, the value each leaves"), "{hint}");
            screenshot(&c, "clobber").await?;

            click(&c, ".tabs button[data-tab='toppling']").await?;
            type_into(&c, "#toppling-position", "lrl").await?;
            click(&c, "#toppling-new").await?;
            wait_until(
                &c,
                "the toppling row",
                "return ready() && document.querySelectorAll('#toppling-svg rect.cell').length === 3;",
            )
            .await?;
            let value = text(&c, "#toppling-value").await?;
            assert!(value.starts_with("Value 1/2 (outcome L"), "{value}");
            click(&c, "#toppling-svg rect.cell[data-r='0'][data-c='0']").await?;
            click(&c, "#toppling-svg rect.cell[data-r='0'][data-c='0']").await?;
            wait_until(
                &c,
                "the toppled domino",
                "return ready() && document.querySelectorAll('#toppling-log li').length >= 1;",
            )
            .await?;
            let log = text(&c, "#toppling-log").await?;
            assert!(log.starts_with("You play a1: value * afterwards."), "{log}");
            screenshot(&c, "toppling").await
        },
    )
    .await;
}

/// Col drawn as a graph from the catalogue: CGSuite's `R-.-R-.-L` is a path
/// of five vertices tinted red, free, red, free, blue; Left (blue) colours
/// vertex 1 and the computer answers.
#[tokio::test]
async fn browser_col_on_a_coloured_graph() {
    with_page("browser_col_on_a_coloured_graph", |c| async move {
        click(&c, ".tabs button[data-tab='col']").await?;
        type_into(&c, "#col-position", "R-.-R-.-L").await?;
        click(&c, "#col-new").await?;
        wait_until(
            &c,
            "the col graph",
            "return ready() && document.querySelectorAll('#col-svg circle.vertex').length === 5;",
        )
        .await?;
        let edges = c
            .find_all(Locator::Css("#col-svg .gedge"))
            .await
            .map_err(err)?;
        assert_eq!(edges.len(), 4, "a path");
        let fills = c
            .execute(
                "return [...document.querySelectorAll('#col-svg circle.vertex')].map((v) => v.getAttribute('fill'));",
                vec![],
            )
            .await
            .map_err(err)?;
        assert_eq!(
            fills,
            json!(["#f5cbc6", "#fff", "#f5cbc6", "#fff", "#c7d7f5"]),
            "pale red, white, pale red, white, pale blue"
        );
        let value = text(&c, "#col-value").await?;
        assert!(value.starts_with("Value 0 (outcome P"), "{value}");
        // Vertex 4 is next to a blue vertex: Col forbids it to Left.
        click(&c, "#col-svg circle.vertex[data-v='4']").await?;
        assert!(
            text(&c, "#col-status").await?.starts_with("No move of yours there"),
            "{}",
            text(&c, "#col-status").await?
        );
        click(&c, "#col-svg circle.vertex[data-v='1']").await?;
        wait_until(
            &c,
            "the computer's reply",
            "return ready() && document.querySelectorAll('#col-log li').length >= 2;",
        )
        .await?;
        let log = text(&c, "#col-log").await?;
        // Colouring vertex 1 blue leaves `.-L` (the tints L next to it die
        // with the red ones): -1/2.
        assert!(
            log.starts_with("You play vertex 1: value -1/2 afterwards."),
            "{log}"
        );
        screenshot(&c, "col").await
    })
    .await;
}

/// Every tab at desktop (1280 px) and phone (400 px) width: nothing wider
/// than the window; screenshots of each.
#[tokio::test]
async fn browser_layout_at_desktop_and_phone_widths() {
    with_page(
        "browser_layout_at_desktop_and_phone_widths",
        |c| async move {
            for (width, name) in [(1280u32, "desktop"), (400, "phone")] {
                c.set_window_size(width, 1000).await.map_err(err)?;
                for tab in ["nim", "hb", "dom", "toads", "cram", "clobber", "col"] {
                    click(&c, &format!(".tabs button[data-tab='{tab}']")).await?;
                    wait_until(&c, "the tab", "return ready();").await?;
                    let overflow = c
                        .execute(
                            "return document.documentElement.scrollWidth - window.innerWidth;",
                            vec![],
                        )
                        .await
                        .map_err(err)?;
                    assert!(
                        overflow.as_i64().unwrap_or(1) <= 0,
                        "{tab} at {width} px: {overflow} px too wide"
                    );
                    screenshot(&c, &format!("{name}-{tab}")).await?;
                }
            }
            Ok(())
        },
    )
    .await;
}

/// The calculator evaluates an expression and marks an error's column; the
/// thermograph is drawn as SVG.
#[tokio::test]
async fn browser_calculator_and_thermograph() {
    with_page("browser_calculator_and_thermograph", |c| async move {
        type_into(&c, "#calc-input", "{2|1||-1}+{2|1||-1}+{2|1||-1}+{2|1||-1}").await?;
        click(&c, "#calc-go").await?;
        wait_until(&c, "the result", "return ready() && document.querySelectorAll('#calc-out .entry').length >= 2;").await?;
        assert_eq!(text(&c, "#calc-out .entry .result").await?, "1");
        type_into(&c, "#calc-input", "{1|").await?;
        click(&c, "#calc-go").await?;
        wait_until(&c, "the error", "return ready() && document.querySelector('#calc-out .entry .error') !== null;").await?;
        let e = text(&c, "#calc-out .entry .error").await?;
        assert!(
            e.contains("error: expected `}` to close the game literal (column 4)"),
            "{e}"
        );
        // Variables last from one evaluation to the next (issue 36): the
        // switch {2|1} twice is 2 + 1 = 3.
        let entries = "document.querySelectorAll('#calc-out .entry').length";
        for (line, at_least) in [("g := {2|1}", 4), ("g + g", 5)] {
            type_into(&c, "#calc-input", line).await?;
            click(&c, "#calc-go").await?;
            wait_until(&c, line, &format!("return ready() && {entries} >= {at_least};")).await?;
        }
        assert_eq!(text(&c, "#calc-out .entry .result").await?, "3");
        type_into(&c, "#thermo-input", "{4|2||-2}").await?;
        click(&c, "#thermo-go").await?;
        wait_until(
            &c,
            "the thermograph",
            "return ready() && document.getElementById('thermo-text').textContent.includes('{4|2||-2}');",
        )
        .await?;
        let t = text(&c, "#thermo-text").await?;
        assert!(t.contains("temperature: 5/2"), "{t}");
        assert!(t.contains("mean (mast): 1/2"), "{t}");
        let svg = text(&c, "#thermo-svg svg").await?;
        assert!(svg.contains("Thermograph of {4|2||-2}"), "{svg}");
        // Labelled axes with ticks.
        let ticks = c
            .find_all(Locator::Css("#thermo-svg svg line.tick"))
            .await
            .map_err(err)?;
        assert!(ticks.len() >= 8, "{} ticks", ticks.len());
        assert!(svg.contains("temperature t") && svg.contains("value (Left"), "{svg}");
        screenshot(&c, "calculator-thermograph").await
    })
    .await;
}
