//! `nimatron serve [--port P] [--host H]`: a local web server (axum) with one
//! page (`page.html`, HTML + CSS + JS inline, nothing from the network) and the
//! JSON API it uses (`api/`: `nim.rs` Nim and take-and-break sums, `play.rs` any ruleset
//! through `Match`, `mod.rs` the rest).
//!
//! # Design: two lanes, computations that stop
//!
//! Every computation runs on a thread of its own with a fresh store and limits
//! (`api::limits`: games, memory, depth, printed output, time, an interrupt
//! flag).
//!
//! - **Two lanes.** A request first computes in the *fast lane*: one of
//!   [`FAST_SLOTS_PER_CPU`] × CPUs slots, for at most [`FAST_BUDGET`]. Most
//!   requests (a sum, a Nim move, a thermograph, a small board) end there.
//!   One that is still computing then moves to the *slow lane* (max(2, CPUs)
//!   slots, at a lower scheduling priority on Linux): if a slow slot is free
//!   it takes it and goes on; if not, it is stopped, waits for a slow slot (at
//!   most the time limit plus [`STOP_GRACE`], else 503: by then every
//!   computation in the slow lane has ended) and starts again there. Either
//!   way it computes at most `--time-limit` in all. So a cheap request waits
//!   at most for a fast slot, never for the slow lane, and gets the CPUs
//!   before the slow lane does. The fast lane has many slots because they
//!   cost little: together its computations do at most CPUs × budget of work
//!   before they stop or move on.
//! - **Cancellation.** A computation's flag is raised when its time passes and
//!   when its client goes away: axum drops the handler's future when the
//!   connection closes, and the [`Cancel`] guard in it raises the flag on drop.
//!   The flag is raised again every [`RAISE_EVERY`] until the computation has
//!   returned (an engine that catches an interruption lowers the flag).
//! - **Slots are freed only by computations that have stopped.** The slot's
//!   permit moves into the computation's thread and is dropped when the
//!   computation returns, never by the handler; moving to the slow lane
//!   exchanges a fast permit for a slow one. A computation that has not
//!   stopped [`STOP_GRACE`] after its flag was raised ignores the flag (a
//!   defect of an engine): a warning goes to stderr, it moves to the slow lane
//!   (its priority at once, its slot when one is free there), its client waits
//!   for it until the time limit and then gets a 422, and its slot stays taken
//!   until it ends.
//! - **Statuses.** 400 bad input, 413 too long, 415/422 not the expected JSON,
//!   422 a limit or the time limit, 503 busy; every body is `{"error": ...}`.
//! - **Headers and Host.** Every response has `X-Content-Type-Options:
//!   nosniff` and `Referrer-Policy: no-referrer`; the page's CSP forbids
//!   framing. A body declared longer than [`MAX_BODY`] is refused before it is
//!   read. Bound to a loopback address, the server answers only requests for
//!   `localhost`, `127.0.0.1` or `[::1]` with its port (421 otherwise): a page
//!   on another site that rebinds its name to 127.0.0.1 cannot use it. Bound
//!   to any other address, no Host check.

pub mod api;
mod lanes;

use api::ApiError;
use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{header, HeaderValue, StatusCode, Uri};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use lanes::compute;
use nimatron::limits::Limits;
use serde_json::Value;
use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::oneshot;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The page: one static file, compiled in.
const PAGE: &str = include_str!("page.html");

/// The page's content security policy: everything inline, nothing loaded from
/// elsewhere, no framing by other pages.
const PAGE_CSP: &str = "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

/// The largest request body accepted.
pub const MAX_BODY: usize = 64 * 1024;

/// The time a request may compute in the fast lane before it moves to the slow one.
pub const FAST_BUDGET: Duration = Duration::from_millis(200);

/// Fast-lane slots per CPU (see the design above for why so many).
pub const FAST_SLOTS_PER_CPU: usize = 16;

/// How long a computation has to stop once its flag is raised before its
/// client is answered without it.
pub const STOP_GRACE: Duration = Duration::from_millis(800);

/// The stack of a computation's thread. Small: every recursive engine runs
/// under the depth limit and grows its stack on the heap when it runs low
/// (`nimatron::limits::with_stack`, called every 16 levels by the store's
/// `deeper`, with a red zone of 256 KB), so a thread needs only room for
/// the frames between two checks; 256 MiB each made concurrent requests
/// fail under an address-space cap.
const COMPUTATION_STACK: usize = 16 << 20;

/// A connection must send a request's headers within this, and an idle
/// kept-alive connection is closed after it.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// A request's body must arrive within this once its headers have.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(10);

/// The scheduling priority (nice value) of computations in the slow lane.
#[cfg(target_os = "linux")]
const SLOW_NICE: libc::c_int = 10;

/// How often the flag of a computation that should stop is raised again.
const RAISE_EVERY: Duration = Duration::from_millis(10);

/// Arguments of `nimatron serve`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The port to listen on (0: any free port; the URL is printed).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// The address to bind. The default serves this machine only (and answers
    /// only requests for localhost); 0.0.0.0 serves every network, any name.
    #[arg(long, default_value = "127.0.0.1")]
    pub host: String,
    /// Stop any one computation after this many seconds (it gets a 422 reply).
    /// At most 10^9 (about 31 years); a larger number is refused, not wrapped.
    #[arg(long, default_value_t = 10, value_name = "SECONDS",
          value_parser = clap::value_parser!(u64).range(0..=1_000_000_000))]
    pub time_limit: u64,
}

#[derive(Clone)]
struct AppState {
    /// The fast lane: short budgets, many slots.
    fast: Arc<Semaphore>,
    /// The slow lane: the full time limit, one slot per CPU.
    slow: Arc<Semaphore>,
    time_limit: Duration,
}

/// The router: the page and the API, with the hardening headers and, when
/// `addr` is a loopback address, the Host check.
fn router(time_limit: Duration, addr: SocketAddr) -> Router {
    let cpus = std::thread::available_parallelism().map_or(2, |n| n.get());
    let state = AppState {
        fast: Arc::new(Semaphore::new(FAST_SLOTS_PER_CPU * cpus.max(2))),
        slow: Arc::new(Semaphore::new(cpus.max(2))),
        time_limit,
    };
    let app = Router::new()
        .route("/", get(page))
        .route("/api/functions", get(functions))
        .route("/api/rulesets", get(rulesets))
        .route("/api/eval", post(eval))
        .route("/api/thermograph", post(thermograph))
        .route("/api/nim", post(nim))
        .route("/api/partizan", post(partizan))
        .route("/api/solve", post(solve))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(middleware::from_fn(body_in_time))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(state);
    let app = if addr.ip().is_loopback() {
        app.layer(middleware::from_fn_with_state(
            Arc::new(allowed_hosts(addr.port())),
            check_host,
        ))
    } else {
        app
    };
    app.layer(middleware::from_fn(harden))
}

/// Run `nimatron serve` until Ctrl-C.
pub fn run(args: Args) -> ExitCode {
    // The runtime's threads run no computation (each has a thread of its own).
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build();
    let runtime = match runtime {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: cannot start the server's runtime: {e}");
            return ExitCode::from(2);
        }
    };
    runtime.block_on(async move {
        let listener = match tokio::net::TcpListener::bind((args.host.as_str(), args.port)).await {
            Ok(l) => l,
            Err(e) => {
                eprintln!("error: cannot listen on {}:{}: {e}", args.host, args.port);
                return ExitCode::from(2);
            }
        };
        let addr = match listener.local_addr() {
            Ok(a) => a,
            Err(e) => {
                eprintln!("error: cannot read the listening address: {e}");
                return ExitCode::from(2);
            }
        };
        println!("nimatron serve: open http://{addr}/ (Ctrl-C stops)");
        let app = router(Duration::from_secs(args.time_limit.max(1)), addr);
        let shutdown = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        serve_connections(listener, app, shutdown).await;
        ExitCode::SUCCESS
    })
}

/// Accept connections until `shutdown`, each served by hyper with the
/// header time-out [`HEADER_TIMEOUT`] (a connection that never finishes its
/// headers, or stays idle, is closed); the body time-out is
/// [`body_in_time`]'s. (axum's `serve` sets no timer, so hyper's header
/// time-out never ran: 200 unfinished connections were held for minutes.)
async fn serve_connections(
    listener: tokio::net::TcpListener,
    app: Router,
    shutdown: impl std::future::Future<Output = ()>,
) {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use hyper_util::service::TowerToHyperService;
    tokio::pin!(shutdown);
    loop {
        let stream = tokio::select! {
            r = listener.accept() => match r {
                Ok((stream, _)) => stream,
                Err(e) => {
                    // Out of file descriptors, say: wait, as axum's serve does.
                    eprintln!("warning: cannot accept a connection: {e}");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    continue;
                }
            },
            () = &mut shutdown => return,
        };
        let service = TowerToHyperService::new(app.clone());
        tokio::spawn(async move {
            let mut builder = hyper::server::conn::http1::Builder::new();
            builder
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT);
            // An error here is the client's (a time-out, a reset): nothing to report.
            let _ = builder
                .serve_connection(TokioIo::new(stream), service)
                .with_upgrades()
                .await;
        });
    }
}

/// Read the body within [`BODY_TIMEOUT`] (408 otherwise, and the connection
/// is closed) and at most [`MAX_BODY`] bytes of it (413), before any handler
/// sees the request.
async fn body_in_time(req: Request, next: Next) -> Response {
    let (parts, body) = req.into_parts();
    match tokio::time::timeout(BODY_TIMEOUT, axum::body::to_bytes(body, MAX_BODY)).await {
        Ok(Ok(bytes)) => {
            next.run(Request::from_parts(parts, axum::body::Body::from(bytes)))
                .await
        }
        Ok(Err(e)) => {
            let too_long =
                std::iter::successors(Some(&e as &(dyn std::error::Error + 'static)), |e| {
                    e.source()
                })
                .any(|e| e.to_string().contains("length limit"));
            if too_long {
                error_response(ApiError::with_status(
                    413,
                    format!(
                        "the body is longer than {MAX_BODY} bytes: at most {MAX_BODY} are accepted"
                    ),
                ))
            } else {
                error_response(ApiError::with_status(
                    400,
                    format!("cannot read the body: {e}"),
                ))
            }
        }
        Err(_) => {
            let mut res = error_response(ApiError::with_status(
                408,
                format!(
                    "the body did not arrive within {} s of the headers",
                    BODY_TIMEOUT.as_secs()
                ),
            ));
            res.headers_mut()
                .insert(header::CONNECTION, HeaderValue::from_static("close"));
            res
        }
    }
}

fn error_response(e: ApiError) -> Response {
    let status = StatusCode::from_u16(e.status).unwrap_or(StatusCode::BAD_REQUEST);
    (status, Json(e.body)).into_response()
}

/// A body that is not the expected JSON: the extractor's status (400 syntax,
/// 413 too large, 415 not JSON, 422 wrong fields) and its message.
fn rejection(r: JsonRejection) -> Response {
    error_response(ApiError::with_status(r.status().as_u16(), r.body_text()))
}

/// `X-Content-Type-Options` and `Referrer-Policy` on every response; a body
/// declared longer than [`MAX_BODY`] is refused (413) before it is read.
async fn harden(req: Request, next: Next) -> Response {
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    let mut res = match declared {
        Some(n) if n > MAX_BODY as u64 => error_response(ApiError::with_status(
            413,
            format!("the body is {n} bytes long: at most {MAX_BODY} are accepted"),
        )),
        _ => next.run(req).await,
    };
    let h = res.headers_mut();
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    res
}

/// The `Host` values a loopback server answers: its loopback names with its
/// port (and without it on port 80, as browsers send them).
fn allowed_hosts(port: u16) -> Vec<String> {
    let names = ["localhost", "127.0.0.1", "[::1]"];
    let mut hosts: Vec<String> = names.iter().map(|n| format!("{n}:{port}")).collect();
    if port == 80 {
        hosts.extend(names.iter().map(|n| n.to_string()));
    }
    hosts
}

/// Refuse (421) a request whose `Host` (or absolute URI) is not one of
/// `allowed`: against DNS rebinding, where a page on another site has its name
/// resolved to 127.0.0.1 and so reaches this server as its own origin.
async fn check_host(State(allowed): State<Arc<Vec<String>>>, req: Request, next: Next) -> Response {
    let host = match req.uri().authority() {
        Some(a) => Some(a.as_str().to_string()),
        None => req
            .headers()
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .map(str::to_string),
    };
    match host {
        Some(h) if allowed.iter().any(|a| a.eq_ignore_ascii_case(&h)) => next.run(req).await,
        other => error_response(ApiError::with_status(
            421,
            format!(
                "this server answers requests for {} only, not for {}: it is bound to a \
                 loopback address (start it with --host 0.0.0.0 to serve other names)",
                allowed.join(", "),
                other.map_or("a request without a Host header".to_string(), |h| {
                    format!("`{}`", h.chars().take(100).collect::<String>())
                }),
            ),
        )),
    }
}

fn shutting_down() -> Response {
    error_response(ApiError::with_status(503, "the server is shutting down"))
}

fn reply(r: Result<Value, ApiError>) -> Response {
    match r {
        Ok(v) => Json(v).into_response(),
        Err(e) => error_response(e),
    }
}

/// The start of a request's text, for messages.
fn excerpt(text: &str) -> String {
    const LEN: usize = 60;
    let mut s: String = text.chars().take(LEN).collect();
    if text.chars().nth(LEN).is_some() {
        s.push('…');
    }
    format!("{s:?}")
}

async fn page() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CONTENT_SECURITY_POLICY, PAGE_CSP),
        ],
        PAGE,
    )
        .into_response()
}

/// `GET /api/functions`: the language's functions, from the builtins registry.
async fn functions() -> Response {
    Json(api::functions()).into_response()
}

async fn rulesets() -> Response {
    Json(api::rulesets()).into_response()
}

async fn not_found(uri: Uri) -> Response {
    error_response(ApiError::with_status(
        404,
        format!(
            "no such page: {}; the API is POST /api/eval, /api/thermograph, /api/nim, /api/partizan and GET /api/functions, /api/rulesets",
            uri.path()
        ),
    ))
}

/// A known path with another method: 405 with a JSON body, as every error.
async fn method_not_allowed(method: axum::http::Method, uri: Uri) -> Response {
    error_response(ApiError::with_status(
        405,
        format!(
            "{} does not answer {method}: the API is POST /api/eval, /api/thermograph, /api/nim, \
             /api/partizan and GET /, /api/functions, /api/rulesets",
            uri.path()
        ),
    ))
}

async fn eval(
    State(state): State<AppState>,
    body: Result<Json<api::EvalRequest>, JsonRejection>,
) -> Response {
    match body {
        Ok(Json(req)) => {
            let what = format!("/api/eval {}", excerpt(&req.expr));
            compute(&state, what, move |limits| api::eval(&req, limits)).await
        }
        Err(r) => rejection(r),
    }
}

async fn thermograph(
    State(state): State<AppState>,
    body: Result<Json<api::ThermographRequest>, JsonRejection>,
) -> Response {
    match body {
        Ok(Json(req)) => {
            let what = format!("/api/thermograph {}", excerpt(&req.expr));
            compute(&state, what, move |limits| api::thermograph(&req, limits)).await
        }
        Err(r) => rejection(r),
    }
}

async fn nim(
    State(state): State<AppState>,
    body: Result<Json<api::NimRequest>, JsonRejection>,
) -> Response {
    match body {
        Ok(Json(req)) => {
            let what = format!("/api/nim with {} heaps", req.heaps.len());
            compute(&state, what, move |limits| api::nim(&req, limits)).await
        }
        Err(r) => rejection(r),
    }
}

async fn partizan(
    State(state): State<AppState>,
    body: Result<Json<api::PartizanRequest>, JsonRejection>,
) -> Response {
    match body {
        Ok(Json(req)) => {
            let what = format!(
                "/api/partizan {} {}",
                excerpt(&req.ruleset),
                excerpt(&req.position)
            );
            compute(&state, what, move |limits| api::partizan(&req, limits)).await
        }
        Err(r) => rejection(r),
    }
}

async fn solve(
    State(state): State<AppState>,
    body: Result<Json<api::SolveRequest>, JsonRejection>,
) -> Response {
    match body {
        Ok(Json(req)) => {
            let what = format!("/api/solve {}", excerpt(&req.expr));
            compute(&state, what, move |limits| api::solve(&req, limits)).await
        }
        Err(r) => rejection(r),
    }
}

#[cfg(test)]
mod tests {
    use super::api::*;
    use nimatron::limits::Limits;
    use serde_json::json;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    use std::time::Duration;

    fn lim() -> Limits {
        limits(Duration::from_secs(10))
    }

    fn expr(e: &str) -> EvalRequest {
        EvalRequest { expr: e.into() }
    }

    #[test]
    fn eval_gives_the_last_value() {
        let r = eval(&expr("g := {2|1||-1}\n4 * g"), lim()).unwrap();
        assert_eq!(r, json!({ "result": "1" }));
    }

    #[test]
    fn eval_error_has_line_and_column() {
        let e = eval(&expr("1\n{1|"), lim()).unwrap_err();
        assert_eq!(e.status, 400);
        assert!(!e.stopped);
        assert_eq!(e.body["line"], 2);
        assert_eq!(e.body["column"], 4);
    }

    #[test]
    fn a_raised_flag_stops_a_computation_with_422() {
        let f = Arc::new(AtomicBool::new(false));
        f.store(true, Ordering::SeqCst);
        let e = eval(&expr("{2|1||-1}+{3|1}"), lim().with_interrupt(f)).unwrap_err();
        assert_eq!(e.status, 422);
        assert!(e.stopped);
    }

    #[test]
    fn a_value_too_long_to_print_is_a_422_before_it_is_printed() {
        let e = eval(&expr("heat(*16, 1)"), lim().with_output(10_000)).unwrap_err();
        assert_eq!(e.status, 422, "{:?}", e.body);
        assert!(e.stopped);
        let r = eval(&expr("heat(*3, 1)"), lim()).unwrap();
        assert!(r["result"].as_str().unwrap().len() < 10_000);
    }

    #[test]
    fn the_output_limit_counts_every_value_of_a_reply() {
        let req = PartizanRequest {
            ruleset: "stalk".into(),
            position: "LRLLRLRRLLRL".into(),
            side: Side::Left,
            level: Default::default(),
            seed: None,
            mv: None,
            reply: false,
        };
        let ok = partizan(&req, lim()).unwrap();
        assert!(ok["moves"].as_array().unwrap().len() > 3, "{ok}");
        let e = partizan(&req, lim().with_output(200)).unwrap_err();
        assert_eq!(e.status, 422, "{:?}", e.body);
    }
}
