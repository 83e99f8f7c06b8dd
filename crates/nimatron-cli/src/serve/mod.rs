//! `nimatron serve [--port P] [--host H]`: a local web server (axum) with one
//! page (`page.html`, HTML + CSS + JS inline, nothing from the network) and the
//! JSON API it uses (`api.rs`). Every computation runs on a blocking thread with
//! a fresh store, a store-size limit and a time limit; bodies are size-limited.

pub mod api;

use api::ApiError;
use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{header, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::Value;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// The page: one static file, compiled in.
const PAGE: &str = include_str!("page.html");

/// The largest request body accepted.
pub const MAX_BODY: usize = 64 * 1024;

/// Arguments of `nimatron serve`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The port to listen on (0: any free port; the URL is printed).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// The address to bind. The default serves this machine only.
    #[arg(long, default_value = "127.0.0.1")]
    pub host: String,
    /// Stop any one computation after this many seconds (it gets a 422 reply).
    #[arg(long, default_value_t = 10, value_name = "SECONDS")]
    pub time_limit: u64,
}

#[derive(Clone)]
struct AppState {
    /// At most this many computations at once; others wait their turn.
    slots: Arc<Semaphore>,
    time_limit: Duration,
}

/// The router: the page and the API (public for tests).
fn router(time_limit: Duration) -> Router {
    let cpus = std::thread::available_parallelism().map_or(2, |n| n.get());
    let state = AppState {
        slots: Arc::new(Semaphore::new(cpus.max(2))),
        time_limit,
    };
    Router::new()
        .route("/", get(page))
        .route("/api/eval", post(eval))
        .route("/api/thermograph", post(thermograph))
        .route("/api/nim", post(nim))
        .route("/api/partizan", post(partizan))
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(state)
}

/// Run `nimatron serve` until Ctrl-C.
pub fn run(args: Args) -> ExitCode {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        // Game recursion is as deep as the games are old (see `with_big_stack`).
        .thread_stack_size(256 << 20)
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
        let url = match listener.local_addr() {
            Ok(a) => format!("http://{a}/"),
            Err(e) => {
                eprintln!("error: cannot read the listening address: {e}");
                return ExitCode::from(2);
            }
        };
        println!("nimatron serve: open {url} (Ctrl-C stops)");
        let app = router(Duration::from_secs(args.time_limit.max(1)));
        let shutdown = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        match axum::serve(listener, app)
            .with_graceful_shutdown(shutdown)
            .await
        {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: the server stopped: {e}");
                ExitCode::from(2)
            }
        }
    })
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

/// Run `f` on a blocking thread, waiting for a free slot; past the time limit
/// the computation's interrupt flag is raised, and it stops with a 422.
async fn compute<F>(state: &AppState, f: F) -> Response
where
    F: FnOnce(Arc<AtomicBool>) -> Result<Value, ApiError> + Send + 'static,
{
    let Ok(_slot) = state.slots.acquire().await else {
        return error_response(ApiError::with_status(503, "the server is shutting down"));
    };
    let flag = Arc::new(AtomicBool::new(false));
    let mut task = tokio::task::spawn_blocking({
        let flag = flag.clone();
        move || f(flag)
    });
    let joined = match tokio::time::timeout(state.time_limit, &mut task).await {
        Ok(j) => j,
        Err(_) => {
            flag.store(true, Ordering::SeqCst);
            task.await
        }
    };
    match joined {
        Ok(Ok(v)) => Json(v).into_response(),
        Ok(Err(e)) => error_response(e),
        Err(e) => error_response(ApiError::with_status(
            500,
            format!("internal error (please report it): {e}"),
        )),
    }
}

async fn page() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            // Everything is inline: the page may load nothing from elsewhere.
            (
                header::CONTENT_SECURITY_POLICY,
                "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' data:",
            ),
        ],
        PAGE,
    )
        .into_response()
}

async fn not_found(uri: Uri) -> Response {
    error_response(ApiError::with_status(
        404,
        format!(
            "no such page: {}; the API is POST /api/eval, /api/thermograph, /api/nim, /api/partizan",
            uri.path()
        ),
    ))
}

async fn eval(
    State(state): State<AppState>,
    body: Result<Json<api::EvalRequest>, JsonRejection>,
) -> Response {
    match body {
        Ok(Json(req)) => compute(&state, move |flag| api::eval(req, flag)).await,
        Err(r) => rejection(r),
    }
}

async fn thermograph(
    State(state): State<AppState>,
    body: Result<Json<api::ThermographRequest>, JsonRejection>,
) -> Response {
    match body {
        Ok(Json(req)) => compute(&state, move |flag| api::thermograph(req, flag)).await,
        Err(r) => rejection(r),
    }
}

async fn nim(
    State(state): State<AppState>,
    body: Result<Json<api::NimRequest>, JsonRejection>,
) -> Response {
    match body {
        Ok(Json(req)) => compute(&state, move |_| api::nim(req)).await,
        Err(r) => rejection(r),
    }
}

async fn partizan(
    State(state): State<AppState>,
    body: Result<Json<api::PartizanRequest>, JsonRejection>,
) -> Response {
    match body {
        Ok(Json(req)) => compute(&state, move |flag| api::partizan(req, flag)).await,
        Err(r) => rejection(r),
    }
}

#[cfg(test)]
mod tests {
    use super::api::*;
    use serde_json::json;
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;

    fn flag() -> Arc<AtomicBool> {
        Arc::new(AtomicBool::new(false))
    }

    #[test]
    fn eval_gives_the_last_value() {
        let r = eval(
            EvalRequest {
                expr: "g := {2|1||-1}\n4 * g".into(),
            },
            flag(),
        )
        .unwrap();
        assert_eq!(r, json!({ "result": "1" }));
    }

    #[test]
    fn eval_error_has_line_and_column() {
        let e = eval(
            EvalRequest {
                expr: "1\n{1|".into(),
            },
            flag(),
        )
        .unwrap_err();
        assert_eq!(e.status, 400);
        assert_eq!(e.body["line"], 2);
        assert_eq!(e.body["column"], 4);
    }

    #[test]
    fn a_raised_flag_stops_a_computation() {
        let f = flag();
        f.store(true, std::sync::atomic::Ordering::SeqCst);
        let e = eval(
            EvalRequest {
                expr: "{2|1||-1}+{3|1}".into(),
            },
            f,
        )
        .unwrap_err();
        assert!(
            e.body["error"].as_str().unwrap().contains("time limit"),
            "{:?}",
            e.body
        );
    }
}
