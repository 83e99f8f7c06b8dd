//! Helpers shared by the end-to-end tests of the `nimatron` binary; each test
//! file says `mod common;`. Every test file is a crate of its own and uses only
//! some of these, hence `dead_code` is allowed here; each has a user.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Stdio};

/// The built `nimatron` binary, ready for arguments.
pub fn command() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nimatron"))
}

/// The built `nimatron` binary, its address space capped at `bytes`: an
/// input that tries to allocate past the cap fails its test instead of the
/// machine.
pub fn capped_command(bytes: u64) -> Command {
    use std::os::unix::process::CommandExt;
    let mut cmd = command();
    // SAFETY: setrlimit is async-signal-safe and touches only the child.
    unsafe {
        cmd.pre_exec(move || {
            let lim = libc::rlimit {
                rlim_cur: bytes,
                rlim_max: bytes,
            };
            if libc::setrlimit(libc::RLIMIT_AS, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    cmd
}

/// Runs `nimatron ARGS` with `stdin` as its input (`None`: an empty input) and
/// returns its stdout, its stderr (both must be UTF-8) and its exit status
/// (-1 when a signal ended it).
pub fn nimatron(args: &[&str], stdin: Option<&str>) -> (String, String, i32) {
    let mut child = command()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run nimatron");
    {
        let mut pipe = child.stdin.take().expect("stdin");
        if let Some(text) = stdin {
            pipe.write_all(text.as_bytes()).expect("write stdin");
        }
    }
    let out = child.wait_with_output().expect("wait");
    (
        String::from_utf8(out.stdout).expect("utf8"),
        String::from_utf8(out.stderr).expect("utf8"),
        out.status.code().unwrap_or(-1),
    )
}

/// A child process, killed and waited for when dropped (whether or not it
/// has already ended, hence the ignored results).
pub struct KillOnDrop(pub Child);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A running `nimatron serve` on a free port of 127.0.0.1, stopped when dropped.
pub struct Server {
    _process: KillOnDrop,
    /// `127.0.0.1:PORT`.
    pub addr: String,
    /// The page's URL as the server prints it: `http://127.0.0.1:PORT/`.
    pub url: String,
}

impl Server {
    /// The server's process id.
    pub fn id(&self) -> u32 {
        self._process.0.id()
    }

    /// Whether the server process is still running.
    pub fn is_running(&mut self) -> bool {
        matches!(self._process.0.try_wait(), Ok(None))
    }
}

/// Starts `nimatron serve --port 0 EXTRA...` and reads the URL it prints.
pub fn serve(extra: &[&str]) -> Server {
    let mut child = command()
        .args(["serve", "--port", "0"])
        .args(extra)
        .stdout(Stdio::piped())
        .spawn()
        .expect("start nimatron serve");
    let stdout = child.stdout.take().expect("stdout");
    let process = KillOnDrop(child);
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("read the URL");
    let url = line
        .find("http://")
        .and_then(|i| line[i..].split_whitespace().next())
        .unwrap_or_else(|| panic!("no URL in {line:?}"))
        .to_string();
    let addr = url["http://".len()..]
        .split('/')
        .next()
        .expect("host:port")
        .to_string();
    Server {
        _process: process,
        addr,
        url,
    }
}
