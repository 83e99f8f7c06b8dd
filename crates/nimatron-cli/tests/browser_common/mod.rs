//! What the browser tests share: headless Chromium through chromedriver on
//! free ports, a server per test, and helpers to wait, click and type.
#![allow(dead_code)]

use crate::common::{serve, KillOnDrop};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{json, Value};
use std::io::Write;
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
pub const CHROMIUM: &str = "/usr/bin/chromium";
/// The longest wait for the page to react (a bound, not a timing assertion).
pub const PATIENCE: Duration = Duration::from_secs(60);

pub type R<T = ()> = Result<T, String>;

pub fn err(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// Whether the browser is installed; if not, say so (or fail, in CI).
pub fn browser_installed(test: &str) -> bool {
    if Path::new(CHROMEDRIVER).exists() && Path::new(CHROMIUM).exists() {
        return true;
    }
    if std::env::var("NIMATRON_REQUIRE_BROWSER").as_deref() == Ok("1") {
        panic!("{test}: NIMATRON_REQUIRE_BROWSER=1 but {CHROMIUM} or {CHROMEDRIVER} is missing");
    }
    // Straight to stderr, past the test harness's capture, so that it is seen.
    let _ = writeln!(
        std::io::stderr(),
        "{test}: skipped: chromium not installed (apt-get install chromium chromium-driver)"
    );
    false
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// chromedriver on a free port, once it accepts connections; `drivers` keeps
/// it running.
pub fn start_chromedriver(drivers: &mut Vec<KillOnDrop>) -> String {
    let port = free_port();
    let child = Command::new(CHROMEDRIVER)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start chromedriver");
    drivers.push(KillOnDrop(child));
    let t0 = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(t0.elapsed() < PATIENCE, "chromedriver did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    format!("http://127.0.0.1:{port}")
}

pub fn screenshot_dir() -> PathBuf {
    // .../target/<profile>/nimatron -> .../target/browser-screenshots
    let exe = PathBuf::from(env!("CARGO_BIN_EXE_nimatron"));
    let target = exe
        .parent()
        .and_then(Path::parent)
        .expect("the target directory");
    target.join("browser-screenshots")
}

pub async fn screenshot(c: &Client, name: &str) -> R {
    let png = c.screenshot().await.map_err(err)?;
    let dir = screenshot_dir();
    std::fs::create_dir_all(&dir).map_err(err)?;
    std::fs::write(dir.join(format!("{name}.png")), png).map_err(err)
}

/// Run `body` against the page in a fresh browser session; the session, the
/// browser and the server are closed whatever happens.
pub async fn with_page<F, Fut>(test: &str, body: F)
where
    F: FnOnce(Client) -> Fut,
    Fut: std::future::Future<Output = R> + Send + 'static,
{
    if !browser_installed(test) {
        return;
    }
    let server = serve(&[]);
    let mut drivers = Vec::new();
    let caps: serde_json::Map<String, Value> = serde_json::from_value(json!({
        "goog:chromeOptions": {
            "binary": CHROMIUM,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=1280,1000"]
        }
    }))
    .unwrap();
    // A session can fail to start when tests running side by side pick the
    // same free port for their drivers: then a new driver on a new port.
    let mut attempts = 0;
    let client = loop {
        let driver = start_chromedriver(&mut drivers);
        match ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps.clone())
            .connect(&driver)
            .await
        {
            Ok(client) => break client,
            Err(e) if attempts < 3 => {
                attempts += 1;
                eprintln!("{test}: no WebDriver session yet ({e}); trying a new driver");
            }
            Err(e) => panic!("a WebDriver session: {e}"),
        }
    };
    let outcome = async {
        client.goto(&server.url).await.map_err(err)?;
        wait_until(&client, "the page is ready", "return ready();").await?;
        Ok::<(), String>(())
    }
    .await;
    let outcome = match outcome {
        Ok(()) => tokio::spawn(body(client.clone()))
            .await
            .unwrap_or_else(|e| Err(format!("the test panicked: {e}"))),
        Err(e) => Err(e),
    };
    if outcome.is_err() {
        let _ = screenshot(&client, &format!("{test}-failure")).await;
    }
    let _ = client.close().await;
    drop(drivers);
    drop(server);
    if let Err(e) = outcome {
        panic!("{test}: {e}");
    }
}

/// Helpers defined in the page before each check: no request in flight.
pub const PRELUDE: &str = "const ready = () => document.body.dataset.pending === '0';";

/// Poll a JavaScript condition until it holds.
pub async fn wait_until(c: &Client, what: &str, js: &str) -> R {
    let t0 = Instant::now();
    loop {
        let v = c
            .execute(&format!("{PRELUDE} {js}"), vec![])
            .await
            .map_err(err)?;
        if v == json!(true) {
            return Ok(());
        }
        if t0.elapsed() > PATIENCE {
            return Err(format!("gave up waiting for {what}"));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

pub async fn text(c: &Client, css: &str) -> R<String> {
    c.find(Locator::Css(css))
        .await
        .map_err(err)?
        .text()
        .await
        .map_err(err)
}

pub async fn click(c: &Client, css: &str) -> R {
    c.find(Locator::Css(css))
        .await
        .map_err(|e| format!("{css}: {e}"))?
        .click()
        .await
        .map_err(|e| format!("click {css}: {e}"))
}

pub async fn type_into(c: &Client, css: &str, s: &str) -> R {
    let e = c.find(Locator::Css(css)).await.map_err(err)?;
    e.clear().await.map_err(err)?;
    e.send_keys(s).await.map_err(err)
}
