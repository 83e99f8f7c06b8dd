//! `nimatron serve` over HTTP, without a browser: the built binary on a free
//! port, plain HTTP/1.1 requests over a TCP socket (helpers in `http/`).

mod common;
mod http;

use common::{serve, Server};
use http::{header, raw, status_of};
use serde_json::{json, Value};
use std::io::Write;
use std::net::TcpStream;

fn start() -> Server {
    serve(&[])
}

/// Send one request; the status code and the body.
fn request(s: &Server, method: &str, path: &str, content_type: &str, body: &str) -> (u16, String) {
    http::request(&s.addr, method, path, content_type, body)
}

fn post(s: &Server, path: &str, body: &Value) -> (u16, Value) {
    http::post(&s.addr, path, body)
}

#[test]
fn serve_page_is_self_contained() {
    let s = start();
    assert!(
        s.addr.starts_with("127.0.0.1:"),
        "binds to localhost: {}",
        s.addr
    );
    let (status, page) = request(&s, "GET", "/", "text/plain", "");
    assert_eq!(status, 200);
    assert!(page.contains("<title>nimatron</title>"));
    for id in [
        "nim-board",
        "hb-svg",
        "grid-tpl",
        "calc-input",
        "thermo-input",
    ] {
        assert!(page.contains(&format!("id=\"{id}\"")), "the page has #{id}");
    }
    // Nothing from the network: no external scripts, styles or fonts.
    assert!(!page.contains("src=\"http"), "no external resources");
    assert!(!page.contains("href=\"http"), "no external resources");
}

#[test]
fn serve_grid_rulesets_from_the_catalogue() {
    let s = start();
    // The page makes a tab for every ruleset the catalogue writes as a grid.
    let (status, body) = request(&s, "GET", "/api/rulesets", "text/plain", "");
    assert_eq!(status, 200);
    let all: serde_json::Value = serde_json::from_str(&body).unwrap();
    let grids: Vec<&str> = all
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["style"] == "grid")
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    for name in ["domineering", "toads", "cram"] {
        assert!(grids.contains(&name), "{name}: {grids:?}");
    }
    // Toads and Frogs: a move names where the toad goes from and to.
    let (status, v) = post(
        &s,
        "/api/partizan",
        &json!({ "ruleset": "toads", "position": "TT..FF", "reply": false }),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["moves"][0]["name"], "b1-c1");
    assert_eq!(v["moves"][0]["cells"], json!([[0, 1], [0, 2]]));
    // Cram, impartial, is played with both sides having its moves: values
    // are nimbers, and the mean after a move is given for the chart.
    let (status, v) = post(
        &s,
        "/api/partizan",
        &json!({ "ruleset": "cram", "position": "..|..", "move": 0 }),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["played"][0]["name"], "a1-a2");
    assert_eq!(v["played"][0]["value"], "*");
    assert_eq!(v["played"][0]["mean"], "0");
    assert_eq!(v["winner"], "computer");
    // Nim is /api/nim's.
    let (status, v) = post(
        &s,
        "/api/partizan",
        &json!({ "ruleset": "nim", "position": "3 4" }),
    );
    assert_eq!(status, 400, "{v}");
}

#[test]
fn serve_eval_result_and_error_with_column() {
    let s = start();
    let (status, v) = post(
        &s,
        "/api/eval",
        &json!({ "expr": "{2|1||-1}+{2|1||-1}+{2|1||-1}+{2|1||-1}" }),
    );
    assert_eq!((status, v), (200, json!({ "result": "1" })));
    let (status, v) = post(&s, "/api/eval", &json!({ "expr": "*3+*5" }));
    assert_eq!((status, v), (200, json!({ "result": "*6" })));
    let (status, v) = post(&s, "/api/eval", &json!({ "expr": "{1|" }));
    assert_eq!(status, 400);
    assert_eq!(v["column"], 4);
    assert_eq!(v["error"], "expected `}` to close the game literal");
    // Several lines share one session.
    let (status, v) = post(
        &s,
        "/api/eval",
        &json!({ "expr": "g := {2|1||-1}\ng.Outcome" }),
    );
    assert_eq!((status, v), (200, json!({ "result": "N" })));
}

#[test]
fn serve_bad_requests_get_4xx_with_a_message() {
    let s = start();
    let cases: &[(&str, &str, &str, u16)] = &[
        ("/api/eval", "application/json", "{\"expr\": ", 400),
        ("/api/eval", "application/json", "{\"exp\": \"1\"}", 422),
        ("/api/eval", "application/json", "[1, 2]", 422),
        ("/api/eval", "text/plain", "{\"expr\": \"1\"}", 415),
        ("/api/eval", "application/json", "{\"expr\": \"\"}", 400),
        ("/api/nim", "application/json", "{\"heaps\": [3, -4]}", 400),
        (
            "/api/nim",
            "application/json",
            "{\"heaps\": [3], \"move\": {\"heap\": 1, \"take\": 1}}",
            400,
        ),
        (
            "/api/nim",
            "application/json",
            "{\"heaps\": [3], \"move\": {\"heap\": 0, \"take\": 4}}",
            400,
        ),
        (
            "/api/nim",
            "application/json",
            "{\"heaps\": [0], \"move\": {\"heap\": 0, \"take\": 1}}",
            400,
        ),
        (
            "/api/partizan",
            "application/json",
            "{\"ruleset\": \"chess\", \"position\": \"\"}",
            400,
        ),
        (
            "/api/partizan",
            "application/json",
            "{\"ruleset\": \"domineering\", \"position\": \"..x\"}",
            400,
        ),
        (
            "/api/partizan",
            "application/json",
            "{\"ruleset\": \"hackenbush\", \"position\": \"0-1:b\", \"move\": 5}",
            400,
        ),
        ("/api/nope", "application/json", "{}", 404),
    ];
    for &(path, ct, body, want) in cases {
        let (status, text) = request(&s, "POST", path, ct, body);
        assert_eq!(status, want, "{path} {body}: {text}");
        let v: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        assert!(
            v["error"].as_str().is_some_and(|m| m.len() > 5),
            "{path} {body}: a message: {text}"
        );
    }
    // Too big: a body over the limit, a board over 64 cells, 1001 heaps.
    let big = format!("{{\"expr\": \"{}\"}}", "1+".repeat(40_000));
    let (status, _) = request(&s, "POST", "/api/eval", "application/json", &big);
    assert_eq!(status, 413);
    let (status, v) = post(
        &s,
        "/api/partizan",
        &json!({ "ruleset": "domineering", "position": ".........|".repeat(9) }),
    );
    assert_eq!(status, 400);
    assert!(v["error"].as_str().unwrap().contains("at most 64"), "{v}");
    let (status, _) = post(&s, "/api/nim", &json!({ "heaps": vec![1; 1001] }));
    assert_eq!(status, 413);
    // A JSON number past 2^64 arrives as a float: refused with a way out
    // (issue 34: it was saturated to 2^64 - 1, another heap).
    let (status, text) = request(
        &s,
        "POST",
        "/api/nim",
        "application/json",
        "{\"heaps\": [18446744073709551617, 3]}",
    );
    assert_eq!(status, 400, "{text}");
    assert!(text.contains("too large to be exact"), "{text}");
    let (status, v) = post(
        &s,
        "/api/nim",
        &json!({ "heaps": ["18446744073709551617", "3"], "reply": false }),
    );
    assert_eq!(status, 200, "{v}");
    assert!(v.to_string().contains("18446744073709551617"), "{v}");
    // The server is still up.
    let (status, v) = post(&s, "/api/eval", &json!({ "expr": "1+1" }));
    assert_eq!((status, v), (200, json!({ "result": "2" })));
}

#[test]
fn serve_nim_perfect_opponent_and_hints() {
    let s = start();
    // The position before any move: 3 4 5 is an N-position, take 2 from heap A.
    let (status, v) = post(
        &s,
        "/api/nim",
        &json!({ "heaps": [3, 4, 5], "reply": false }),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["nim_sum"], 2);
    assert_eq!(
        v["winning_moves"],
        json!([{ "heap": 0, "take": 2, "from": 3, "to": 1 }])
    );
    assert!(v["hint"].as_str().unwrap().contains("Try: A 2"), "{v}");
    // Play the winning move each time; the perfect opponent must lose.
    let mut heaps = json!([3, 4, 5]);
    let mut seed = json!(1);
    for _ in 0..12 {
        let (_, before) = post(&s, "/api/nim", &json!({ "heaps": heaps, "reply": false }));
        let m = &before["winning_moves"][0];
        let (status, v) = post(
            &s,
            "/api/nim",
            &json!({ "heaps": heaps, "seed": seed, "move": { "heap": m["heap"], "take": m["take"] } }),
        );
        assert_eq!(status, 200, "{v}");
        assert_eq!(v["played"][0]["lost_the_win"], false);
        if v["over"] == true {
            assert_eq!(v["winner"], "you");
            assert_eq!(v["heaps"], json!([0, 0, 0]));
            return;
        }
        // The opponent faced a P-position: every reply leaves an N-position.
        assert_eq!(v["outcome"], "N", "{v}");
        heaps = v["heaps"].clone();
        seed = v["seed"].clone();
    }
    panic!("the game did not end");
}

#[test]
fn serve_nim_misere_and_big_heaps() {
    let s = start();
    // Misère: taking the last object loses.
    let (_, v) = post(
        &s,
        "/api/nim",
        &json!({ "heaps": [1], "misere": true, "move": { "heap": 0, "take": 1 } }),
    );
    assert_eq!(
        (v["over"].clone(), v["winner"].clone()),
        (json!(true), json!("computer"))
    );
    // Heaps of any size, as strings; numbers beyond 2^53 come back as strings.
    let big = "123456789012345678901234567890";
    let (status, v) = post(
        &s,
        "/api/nim",
        &json!({ "heaps": [big, 1], "reply": false }),
    );
    assert_eq!(status, 200);
    assert_eq!(v["nim_sum"], "123456789012345678901234567891");
    assert_eq!(v["winning_moves"][0]["to"], 1);
    // The computer moves first when asked to.
    let (_, v) = post(&s, "/api/nim", &json!({ "heaps": [1, 2] }));
    assert_eq!(v["played"][0]["by"], "computer");
    assert_eq!(v["heaps"], json!([1, 1]));
    assert_eq!(v["outcome"], "P");
}

#[test]
fn serve_misere_kayles_from_the_quotient_agrees_with_search() {
    use nimatron::impartial::octal::{HeapsPosition, OctalGame};
    use nimatron::impartial::GrundySearch;
    use std::sync::Arc;
    let s = start();
    let game = Arc::new("kayles".parse::<OctalGame>().unwrap());
    let mut search: GrundySearch<HeapsPosition> = GrundySearch::new();
    for heaps in [
        vec![1],
        vec![2, 3],
        vec![4, 4],
        vec![1, 5, 7],
        vec![3, 6, 9],
    ] {
        let (status, v) = post(
            &s,
            "/api/nim",
            &json!({ "heaps": heaps, "game": "kayles", "misere": true, "reply": false }),
        );
        assert_eq!(status, 200, "{v}");
        let pos = |h: &[usize]| HeapsPosition {
            game: game.clone(),
            heaps: h.iter().copied().filter(|&x| x > 0).collect(),
        };
        let outcome = search.misere_outcome(&pos(&heaps)).to_string();
        assert_eq!(v["outcome"], outcome.as_str(), "{heaps:?}");
        // Every winning move leaves a misère P-position, and there are as
        // many as the search finds (one per heap size and option).
        let mut count = 0;
        for (i, &h) in heaps.iter().enumerate() {
            if heaps[..i].contains(&h) {
                continue;
            }
            for to in game.heap_options(h) {
                let mut next = heaps.clone();
                next.remove(i);
                next.extend(to);
                if search.misere_outcome(&pos(&next)).to_string() == "P" {
                    count += 1;
                }
            }
        }
        assert_eq!(
            v["winning_moves"].as_array().unwrap().len(),
            count,
            "{heaps:?}"
        );
    }
    // A move that splits a heap, and the computer's reply from the quotient:
    // 5 -> 1 + 2 (knock the second pin and the third) leaves 1 2, where the
    // computer knocks the 2 down and leaves a single pin to the person.
    let (status, v) = post(
        &s,
        "/api/nim",
        &json!({ "heaps": [5], "game": "kayles", "misere": true,
                 "move": { "heap": 0, "take": 2, "left": 1 } }),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["played"][0]["to"], json!([1, 2]));
    assert_eq!(v["played"][1]["by"], "computer");
    assert_eq!(v["heaps"], json!([1]));
    assert!(v["quotient_order"].as_u64().unwrap() >= 1);
    // Moves the game does not allow are refused.
    let (status, _) = post(
        &s,
        "/api/nim",
        &json!({ "heaps": [5], "game": "kayles", "misere": true,
                 "move": { "heap": 0, "take": 3, "left": 1 } }),
    );
    assert_eq!(status, 400);
}

#[test]
fn serve_hackenbush_cut_and_reply() {
    let s = start();
    let pos = "0-1:b 1-2:r 1-3:g";
    let (status, v) = post(
        &s,
        "/api/partizan",
        &json!({ "ruleset": "hackenbush", "position": pos, "reply": false }),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["value"], "1/2*");
    assert_eq!(v["edges"].as_array().unwrap().len(), 3);
    // Left may cut the blue trunk (edge 0) or the green twig (edge 2), not the red one.
    let edges: Vec<&Value> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| &m["edge"])
        .collect();
    assert_eq!(edges, [&json!(0), &json!(2)]);
    // Cut the green twig (move 1); Right must cut the red edge, leaving the blue one.
    let (status, v) = post(
        &s,
        "/api/partizan",
        &json!({ "ruleset": "hackenbush", "position": pos, "move": 1 }),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["played"][0]["cut"], "1-3:g");
    assert_eq!(v["played"][0]["value"], "1/2");
    assert_eq!(v["played"][1]["by"], "computer");
    assert_eq!(v["position"], "0-1:b");
    assert_eq!(v["value"], "1");
    // Left cuts the last edge and wins: Right has no move.
    let (_, v) = post(
        &s,
        "/api/partizan",
        &json!({ "ruleset": "hackenbush", "position": "0-1:b", "move": 0 }),
    );
    assert_eq!(
        (v["over"].clone(), v["winner"].clone()),
        (json!(true), json!("you"))
    );
    // A stalk is read as Hackenbush and comes back as a graph.
    let (_, v) = post(
        &s,
        "/api/partizan",
        &json!({ "ruleset": "stalk", "position": "LRR", "reply": false }),
    );
    assert_eq!(v["value"], "1/4");
    assert_eq!(v["position"], "0-1:b 1-2:r 2-3:r");
}

#[test]
fn serve_solve_reports_as_the_cli_does() {
    let s = start();
    // `..|..` + {2|1}: Left wins whoever starts (the app layer's solve test
    // checks the same sum against canonical forms).
    let (status, v) = post(
        &s,
        "/api/solve",
        &json!({ "expr": r#"domineering("..|..") + {2|1}"# }),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["outcome"], "L");
    assert_eq!(v["left_first"]["winner"], "left");
    assert_eq!(v["right_first"]["winner"], "left");
    let (status, v) = post(
        &s,
        "/api/solve",
        &json!({ "expr": r#"clobber("xox|ox.")"#, "first": "left" }),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(
        (v["first"].clone(), v["winner"].clone()),
        (json!("left"), json!("left"))
    );
    // Bad input: the column; a bad first: 400.
    let (status, v) = post(&s, "/api/solve", &json!({ "expr": "domineering(" }));
    assert_eq!(status, 400, "{v}");
    assert!(v["column"].is_number(), "{v}");
    let (status, _) = post(&s, "/api/solve", &json!({ "expr": "0", "first": "up" }));
    assert_eq!(status, 400);
}

#[test]
fn serve_domineering_and_thermograph() {
    let s = start();
    let (status, v) = post(
        &s,
        "/api/partizan",
        &json!({ "ruleset": "domineering", "position": "..|..", "side": "right", "reply": false }),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["value"], "+-1");
    assert_eq!(v["you_win"], true);
    assert_eq!(v["moves"][0]["cells"], json!([[0, 0], [0, 1]]));
    assert_eq!(v["moves"][0]["wins"], true);
    let (status, v) = post(&s, "/api/thermograph", &json!({ "expr": "{2|1||-1}" }));
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["temperature"], "5/4");
    assert_eq!(v["mean"], "1/4");
    assert!(v["svg"].as_str().unwrap().starts_with("<svg"));
    let (status, v) = post(&s, "/api/thermograph", &json!({ "expr": "1 == 1" }));
    assert_eq!(status, 400);
    assert_eq!(v["column"], 1);
}

#[test]
fn serve_stops_a_long_computation_with_422() {
    // 8x8 Domineering is far beyond one second of search.
    let s = serve(&["--time-limit", "1"]);
    let board = ["........"; 8].join("|");
    let (status, v) = post(
        &s,
        "/api/partizan",
        &json!({ "ruleset": "domineering", "position": board, "reply": false }),
    );
    assert_eq!(status, 422, "{v}");
    assert!(v["error"].as_str().unwrap().contains("time limit"), "{v}");
    // The server goes on serving.
    let (status, v) = post(&s, "/api/eval", &json!({ "expr": "*2+*3" }));
    assert_eq!((status, v), (200, json!({ "result": "*" })));
}

#[test]
fn serve_hardening_headers_on_every_response() {
    let s = start();
    let host = format!("Host: {}", s.addr);
    let page = raw(&s.addr, &format!("GET / HTTP/1.1\r\n{host}"), "");
    assert_eq!(status_of(&page), 200);
    let csp = header(&page, "content-security-policy").expect("a CSP");
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    assert!(csp.contains("script-src 'unsafe-inline'"), "{csp}");
    for (head, body, want) in [
        ("GET / HTTP/1.1", "", 200),
        ("POST /api/eval HTTP/1.1", "{\"expr\": \"*3+*5\"}", 200),
        ("POST /api/eval HTTP/1.1", "{\"expr\": \"{1|\"}", 400),
        ("POST /api/eval HTTP/1.1", "{\"expr\": ", 400),
        ("GET /nope HTTP/1.1", "", 404),
    ] {
        let reply = raw(&s.addr, &format!("{head}\r\n{host}"), body);
        assert_eq!(status_of(&reply), want, "{head} {body}: {reply}");
        assert_eq!(header(&reply, "x-content-type-options"), Some("nosniff"));
        assert_eq!(header(&reply, "referrer-policy"), Some("no-referrer"));
    }
}

#[test]
fn serve_on_loopback_answers_only_its_own_names() {
    let s = start();
    let port = s.addr.rsplit(':').next().unwrap();
    let eval = "POST /api/eval HTTP/1.1";
    let body = "{\"expr\": \"*3+*5\"}";
    for host in ["localhost", "127.0.0.1", "[::1]", "LocalHost"] {
        let reply = raw(&s.addr, &format!("{eval}\r\nHost: {host}:{port}"), body);
        assert_eq!(status_of(&reply), 200, "{host}: {reply}");
    }
    // DNS rebinding: another name for this address, or another port.
    for host in [
        format!("evil.example:{port}"),
        "localhost".to_string(),
        "localhost:1".to_string(),
        format!("127.0.0.1.evil.example:{port}"),
    ] {
        let reply = raw(&s.addr, &format!("{eval}\r\nHost: {host}"), body);
        assert_eq!(status_of(&reply), 421, "{host}: {reply}");
        assert_eq!(header(&reply, "x-content-type-options"), Some("nosniff"));
        let text = reply.split_once("\r\n\r\n").unwrap().1;
        let v: Value = serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"));
        assert!(v["error"].as_str().unwrap().contains("loopback"), "{v}");
    }
    // Without a Host header (HTTP/1.0), and with an absolute URI naming another host.
    let reply = raw(&s.addr, "POST /api/eval HTTP/1.0", body);
    assert_eq!(status_of(&reply), 421, "{reply}");
    let reply = raw(
        &s.addr,
        &format!("POST http://evil.example:{port}/api/eval HTTP/1.1\r\nHost: localhost:{port}"),
        body,
    );
    assert_eq!(status_of(&reply), 421, "{reply}");
}

#[test]
fn serve_on_all_addresses_has_no_host_check() {
    let s = serve(&["--host", "0.0.0.0"]);
    let port = s.addr.rsplit(':').next().unwrap().to_string();
    let reply = raw(
        &format!("127.0.0.1:{port}"),
        &format!("POST /api/eval HTTP/1.1\r\nHost: nimatron.example:{port}"),
        "{\"expr\": \"*3+*5\"}",
    );
    assert_eq!(status_of(&reply), 200, "{reply}");
}

/// 8x8 Domineering: far beyond any time limit of these tests.
fn heavy() -> Value {
    let board = ["........"; 8].join("|");
    json!({ "ruleset": "domineering", "position": board, "reply": false })
}

#[cfg(target_os = "linux")]
#[test]
fn serve_a_client_that_hangs_up_stops_its_computation() {
    use std::time::Duration;
    let s = serve(&["--time-limit", "60"]);
    let pid = s.id();
    let body = heavy().to_string();
    // Four clients give up: two while computing, two while waiting for a slot.
    let clients: Vec<TcpStream> = (0..4)
        .map(|_| {
            let mut c = TcpStream::connect(&s.addr).expect("connect");
            write!(
                c,
                "POST /api/partizan HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
                s.addr,
                body.len()
            )
            .expect("send");
            c
        })
        .collect();
    std::thread::sleep(Duration::from_millis(800));
    let busy = http::cpu_ticks(pid);
    std::thread::sleep(Duration::from_millis(500));
    assert!(http::cpu_ticks(pid) > busy, "the server computes");
    drop(clients);
    // Within a moment nothing computes any more.
    assert!(
        http::goes_idle(pid, Duration::from_secs(5)),
        "computations go on after their clients hung up"
    );
    // The server still answers.
    let (status, v) = post(&s, "/api/eval", &json!({ "expr": "*3+*5" }));
    assert_eq!((status, v), (200, json!({ "result": "*6" })));
}

#[test]
fn serve_answers_a_cheap_request_while_two_expensive_ones_run() {
    use std::time::{Duration, Instant};
    let s = serve(&["--time-limit", "4"]);
    let heavies: Vec<_> = (0..2)
        .map(|_| {
            let (addr, body) = (s.addr.clone(), heavy());
            std::thread::spawn(move || {
                let started = Instant::now();
                let (status, v) = http::post(&addr, "/api/partizan", &body);
                (status, v, started.elapsed())
            })
        })
        .collect();
    // Both have left the fast lane and hold the slow lane's slots.
    std::thread::sleep(Duration::from_millis(1000));
    let mut worst = Duration::ZERO;
    for _ in 0..10 {
        let t = Instant::now();
        let (status, v) = post(&s, "/api/eval", &json!({ "expr": "*3+*5" }));
        worst = worst.max(t.elapsed());
        assert_eq!((status, v), (200, json!({ "result": "*6" })));
    }
    eprintln!("the slowest of 10 cheap requests beside two expensive ones: {worst:?}");
    // 100 ms on an idle machine; a generous bound for a loaded one (before the
    // lanes it was the time limit).
    assert!(worst < Duration::from_millis(1500), "{worst:?}");
    for h in heavies {
        let (status, v, took) = h.join().unwrap();
        assert_eq!(status, 422, "{v}");
        assert!(v["error"].as_str().unwrap().contains("time limit"), "{v}");
        // The fast lane's budget, the time limit, and a prompt stop.
        assert!(took < Duration::from_secs(6), "{took:?}");
    }
}

#[test]
fn serve_lists_the_functions_of_the_registry() {
    let s = start();
    let (status, body) = request(&s, "GET", "/api/functions", "text/plain", "");
    assert_eq!(status, 200, "{body}");
    let list: Value = serde_json::from_str(&body).expect("JSON");
    let list = list.as_array().expect("an array");
    let names: Vec<&str> = list.iter().filter_map(|f| f["name"].as_str()).collect();
    for name in [
        "outcome",
        "temperature",
        "signexp",
        "omega",
        "domineering",
        "cram",
    ] {
        assert!(names.contains(&name), "{name} in {names:?}");
    }
    assert_eq!(names.len(), nimatron::lang::builtins::all().count());
    let outcome = list.iter().find(|f| f["name"] == "outcome").unwrap();
    assert_eq!(outcome["signature"], "outcome(G)");
    assert_eq!(outcome["examples"][0][0], "outcome(*1+*3+*5+*7)");
    assert_eq!(outcome["examples"][0][1], "P");
    // The page fills its calculator's help from it.
    let (_, page) = request(&s, "GET", "/", "text/plain", "");
    assert!(page.contains("id=\"calc-functions\"") && page.contains("/api/functions"));
}
