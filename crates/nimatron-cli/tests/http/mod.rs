//! Helpers of the tests that talk to `nimatron serve` over HTTP (`serve.rs`,
//! `load.rs`; the server is `common::serve`): plain HTTP/1.1 requests over a
//! TCP socket to `addr` (`127.0.0.1:PORT`), and the server's CPU time and
//! memory from `/proc`.
#![allow(dead_code)]

use serde_json::Value;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

/// Send `head` (the request line and any header lines, `Host` among them or
/// not) with a JSON `body`; the whole reply as text.
pub fn raw(addr: &str, head: &str, body: &str) -> String {
    send(addr, head, "application/json", body)
}

/// Send `head` with a body of `content_type`; the whole reply as text.
fn send(addr: &str, head: &str, content_type: &str, body: &str) -> String {
    let mut stream = TcpStream::connect(addr).expect("connect");
    write!(
        stream,
        "{head}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .expect("send");
    let mut reply = String::new();
    stream.read_to_string(&mut reply).expect("read");
    reply
}

/// Send one request; the status code and the body.
pub fn request(
    addr: &str,
    method: &str,
    path: &str,
    content_type: &str,
    body: &str,
) -> (u16, String) {
    let head = format!("{method} {path} HTTP/1.1\r\nHost: {addr}");
    let reply = send(addr, &head, content_type, body);
    (status_of(&reply), body_of(&reply).to_string())
}

/// POST a JSON body; the status code and the JSON reply.
pub fn post(addr: &str, path: &str, body: &Value) -> (u16, Value) {
    let (status, text) = request(addr, "POST", path, "application/json", &body.to_string());
    let v = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text:?}"));
    (status, v)
}

/// The status code of a reply.
pub fn status_of(reply: &str) -> u16 {
    reply
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("no status in {reply:?}"))
}

/// The body of a reply.
pub fn body_of(reply: &str) -> &str {
    reply.split_once("\r\n\r\n").map_or("", |x| x.1)
}

/// A header's value, by case-insensitive name.
pub fn header<'a>(reply: &'a str, name: &str) -> Option<&'a str> {
    let head = reply.split("\r\n\r\n").next()?;
    head.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        k.eq_ignore_ascii_case(name).then(|| v.trim())
    })
}

/// Whether the process uses no CPU for a moment within `within` (its
/// computations have all stopped).
#[cfg(target_os = "linux")]
pub fn goes_idle(pid: u32, within: Duration) -> bool {
    let start = std::time::Instant::now();
    while start.elapsed() < within {
        std::thread::sleep(Duration::from_millis(100));
        let before = cpu_ticks(pid);
        std::thread::sleep(Duration::from_millis(500));
        if cpu_ticks(pid) - before <= 2 {
            return true;
        }
    }
    false
}

/// CPU time (user + system, in clock ticks) the process has used.
#[cfg(target_os = "linux")]
pub fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("read stat");
    // After the command name: the state is field 3, utime 14 and stime 15.
    let rest = stat.rsplit_once(')').expect("a command name").1;
    let f: Vec<&str> = rest.split_whitespace().collect();
    f[11].parse::<u64>().unwrap() + f[12].parse::<u64>().unwrap()
}

/// The process's peak resident memory in bytes (`VmHWM`), or its current one
/// (`VmRSS`); `None` once it has ended.
#[cfg(target_os = "linux")]
pub fn memory(pid: u32, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let kb = status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse::<u64>()
        .ok()?;
    Some(kb * 1024)
}
