//! `nimatron serve` over HTTP, without a browser: the built binary on a free
//! port, plain HTTP/1.1 requests over a TCP socket.

mod common;

use common::{serve, Server};
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::TcpStream;

fn start() -> Server {
    serve(&[])
}

/// Send one request; the status code and the body.
fn request(s: &Server, method: &str, path: &str, content_type: &str, body: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(&s.addr).expect("connect");
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        s.addr,
        body.len()
    )
    .expect("send");
    let mut reply = String::new();
    stream.read_to_string(&mut reply).expect("read");
    let status = reply
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("no status in {reply:?}"));
    let body = reply.split_once("\r\n\r\n").map_or("", |x| x.1).to_string();
    (status, body)
}

fn post(s: &Server, path: &str, body: &Value) -> (u16, Value) {
    let (status, text) = request(s, "POST", path, "application/json", &body.to_string());
    let v = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text:?}"));
    (status, v)
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
        "dom-svg",
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
