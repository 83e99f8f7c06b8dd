//! Ctrl-C in long runs (issue 36, part 3): each command is stopped by SIGINT
//! after seconds of work, answers within the bound, and prints what it has.
//!
//! The behaviour under test is "within a second of the signal"; the tests
//! allow [`ANSWER`] (3 s) for a loaded CI machine, which is still far below
//! what the runs took before (18 s to over 70 s for `grundy 0.9`).

mod common;

use common::{command, KillOnDrop};
use std::io::Read;
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

/// How long a run may take to end after SIGINT: the goal is 1 s, with slack
/// for a loaded machine.
const ANSWER: Duration = Duration::from_secs(3);

/// Sends SIGINT to `child`.
fn interrupt(child: &Child) {
    let pid = libc::pid_t::try_from(child.id()).expect("pid");
    // SAFETY: kill(2) on our own child's pid, with a valid signal.
    let r = unsafe { libc::kill(pid, libc::SIGINT) };
    assert_eq!(r, 0, "kill -INT failed");
}

/// Reads a pipe to its end on another thread (so a full pipe never blocks
/// the child while we time it).
fn drain(mut pipe: impl Read + Send + 'static) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut s = String::new();
        let _ = pipe.read_to_string(&mut s);
        s
    })
}

/// Starts `nimatron ARGS`, lets it work for `work`, interrupts it and returns
/// (how long it took to end after the signal, stdout, stderr, exit status).
fn run_and_interrupt(args: &[&str], work: Duration) -> (Duration, String, String, Option<i32>) {
    let mut child = command()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run nimatron");
    let out = drain(child.stdout.take().expect("stdout"));
    let err = drain(child.stderr.take().expect("stderr"));
    let mut child = KillOnDrop(child);
    std::thread::sleep(work);
    assert!(
        child.0.try_wait().expect("try_wait").is_none(),
        "`nimatron {}` ended before it was interrupted: the test needs a longer run",
        args.join(" ")
    );
    interrupt(&child.0);
    let sent = Instant::now();
    let status = loop {
        if let Some(s) = child.0.try_wait().expect("try_wait") {
            break s;
        }
        // Past the bound by far: kill it (on drop) and fail below.
        if sent.elapsed() > ANSWER * 10 {
            break child.0.kill().and_then(|()| child.0.wait()).expect("kill");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let took = sent.elapsed();
    let (out, err) = (out.join().expect("stdout"), err.join().expect("stderr"));
    (took, out, err, status.code())
}

/// The line `G(0..) = ...` of a `grundy` run's output.
fn values_line(out: &str) -> &str {
    out.lines()
        .find(|l| l.starts_with("G(0..) ="))
        .unwrap_or_else(|| panic!("no values printed: {out}"))
}

#[test]
fn grundy_answers_ctrl_c_with_the_values_so_far() {
    // 0.9 (hexadecimal: remove one token, the whole heap or leaving three
    // heaps) costs time quadratic in the heap for each value: blocks of
    // heaps between two checks of the flag once took minutes.
    let (took, out, err, code) = run_and_interrupt(&["grundy", "0.9"], Duration::from_secs(12));
    assert!(took < ANSWER, "answered after {took:?}: {err}");
    assert_eq!(code, Some(130), "{err}");
    let heaps: usize = err
        .lines()
        .find_map(|l| l.strip_prefix("interrupted after ")?.strip_suffix(" heaps"))
        .unwrap_or_else(|| panic!("no 'interrupted after N heaps' line: {err}"))
        .parse()
        .expect("a count");
    assert!(heaps > 60, "only {heaps} heaps in 12 s: {err}");
    assert!(
        out.contains(&format!("computed G(0) .. G({})", heaps - 1)),
        "{out}"
    );
    // The values printed are those of a run that was not interrupted.
    let (full, ferr, fcode) = common::nimatron(&["grundy", "0.9", "--to", "200"], None);
    assert_eq!(fcode, 0, "{ferr}");
    assert_eq!(values_line(&out), values_line(&full));
}

#[test]
fn misere_quotient_answers_ctrl_c_with_the_partial_quotient() {
    // Dawson's Kayles: heaps 0..=33 take about a second, heap 34 minutes
    // of expansions (docs/misere-quotients.md), so the signal comes inside
    // a long step.
    let (took, out, err, code) = run_and_interrupt(
        &["misere", "0.07", "--quotient", "--to", "40"],
        Duration::from_secs(8),
    );
    assert!(took < ANSWER, "answered after {took:?}: {err}");
    assert_eq!(code, Some(130), "{err}");
    // Where it stopped, and the quotient of the heaps before it.
    let line = err
        .lines()
        .find(|l| l.starts_with("stopped at heap"))
        .unwrap_or_else(|| panic!("no 'stopped at heap' line: {err}"));
    assert!(line.contains("computation interrupted"), "{line}");
    let reached = line
        .split("heaps 0..=")
        .nth(1)
        .expect("the heaps of the quotient");
    assert!(
        out.contains(&format!("quotient of the heaps 0..={reached} ")),
        "{out}"
    );
    assert!(
        out.contains("presentation:") && out.contains("heaps:"),
        "{out}"
    );
}

#[test]
fn solve_answers_ctrl_c() {
    let (took, _out, err, code) = run_and_interrupt(
        &["solve", "domineering(grid(10, 10))", "--threads", "1"],
        Duration::from_secs(8),
    );
    assert!(took < ANSWER, "answered after {took:?}: {err}");
    assert_eq!(code, Some(130), "{err}");
    assert!(err.contains("solve: interrupted after"), "{err}");
}

/// A pseudo-terminal: the REPL runs only on a terminal.
struct Pty {
    master: std::fs::File,
    slave: std::fs::File,
}

fn open_pty() -> Pty {
    use std::os::fd::FromRawFd;
    let (mut master, mut slave) = (-1, -1);
    // SAFETY: openpty writes two descriptors, which we then own; the name,
    // termios and window size are left out (null).
    let r = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(r, 0, "openpty: {}", std::io::Error::last_os_error());
    // SAFETY: both descriptors were just opened and are owned by nothing else.
    unsafe {
        Pty {
            master: std::fs::File::from_raw_fd(master),
            slave: std::fs::File::from_raw_fd(slave),
        }
    }
}

/// What the terminal has shown so far, read on another thread.
struct Screen(std::sync::Arc<std::sync::Mutex<String>>);

impl Screen {
    fn read_from(mut master: std::fs::File) -> Screen {
        let text = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let shown = text.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            // Ends with EIO once the child has closed the terminal.
            while let Ok(n) = master.read(&mut buf) {
                if n == 0 {
                    break;
                }
                let mut t = shown.lock().unwrap_or_else(|e| e.into_inner());
                t.push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        Screen(text)
    }

    fn text(&self) -> String {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Waits until the text after `from` (a byte offset) contains `what`;
    /// the time it took, or a failure with the screen.
    fn wait_for(&self, from: usize, what: &str, within: Duration) -> Duration {
        let start = Instant::now();
        loop {
            let t = self.text();
            if t.get(from..).is_some_and(|s| s.contains(what)) {
                return start.elapsed();
            }
            assert!(
                start.elapsed() < within,
                "no {what:?} within {within:?}; the terminal shows:\n{t}"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

#[test]
fn the_repl_survives_ctrl_c_of_a_long_line() {
    use std::io::Write;
    let pty = open_pty();
    let slave = |f: &std::fs::File| Stdio::from(f.try_clone().expect("dup"));
    let home = std::env::temp_dir().join(format!("nimatron-repl-{}", std::process::id()));
    let child = command()
        .arg("eval")
        // The history goes to a fresh directory, not the user's.
        .env("XDG_DATA_HOME", &home)
        .stdin(slave(&pty.slave))
        .stdout(slave(&pty.slave))
        .stderr(slave(&pty.slave))
        .spawn()
        .expect("run nimatron eval");
    let mut child = KillOnDrop(child);
    drop(pty.slave);
    let mut keys = pty.master.try_clone().expect("dup");
    let screen = Screen::read_from(pty.master);
    screen.wait_for(0, "> ", Duration::from_secs(20));
    // A line that computes for far longer than the test waits (the 6 x 6
    // Domineering square's canonical form).
    let long = "domineering(\"......|......|......|......|......|......\")\r";
    keys.write_all(long.as_bytes()).expect("type");
    std::thread::sleep(Duration::from_secs(5));
    assert!(child.0.try_wait().expect("try_wait").is_none());
    let before = screen.text().len();
    interrupt(&child.0);
    let took = screen.wait_for(before, "computation interrupted", ANSWER * 10);
    assert!(took < ANSWER, "answered after {took:?}");
    // The REPL goes on: the next line is evaluated, and `quit` ends it.
    screen.wait_for(before, "> ", Duration::from_secs(20));
    let before = screen.text().len();
    keys.write_all(b"*3 + *5\r").expect("type");
    screen.wait_for(before, "*6", Duration::from_secs(20));
    keys.write_all(b"quit\r").expect("type");
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.0.try_wait().expect("try_wait") {
            break s;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "quit did not end the REPL"
        );
        std::thread::sleep(Duration::from_millis(10));
    };
    assert_eq!(status.code(), Some(0));
    let _ = std::fs::remove_dir_all(&home);
}
