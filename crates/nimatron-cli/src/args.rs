//! Numbers and files from outside, checked: time limits, memory sizes and
//! input files, never wrapped, saturated, read without bound or a panic.
//!
//! Every subcommand with `--time-limit`, `--max-memory` (or `--memory`) and an
//! input file reads them through these functions, so the rules are the same
//! everywhere:
//!
//! - a time limit is a number of seconds, `0` or more (`0` and anything past
//!   [`MAX_SECONDS`], `1e300` or `inf` say "no limit"); a negative number or
//!   `NaN` is refused by clap with a message (exit 2);
//! - a memory size is bytes with an optional K, M or G (1024-based); a size
//!   this machine cannot address is refused, never wrapped;
//! - an input file is read up to [`MAX_INPUT`] bytes (a script, a test file)
//!   or [`MAX_GENERATED`] (a strategy, a database): a longer file, `/dev/zero` or a FIFO that never ends is refused
//!   with a message once the limit is passed, after reading at most one byte
//!   more than it.

use std::io::Read;
use std::path::Path;
use std::time::Duration;

/// The longest time limit kept as one (about 31 years): beyond it a limit
/// could not pass anyway, and a deadline that far ahead may not be
/// representable, so it reads as "no limit".
pub const MAX_SECONDS: f64 = 1e9;

/// The largest script or test file read (`run`, `eval --file`, `mcgs`):
/// 16 MiB, far more than any script or MCGS test file.
pub const MAX_INPUT: u64 = 16 << 20;

/// The largest file the program wrote itself that it reads back (`play
/// --strategy`, `solve --db`): 1 GiB.
pub const MAX_GENERATED: u64 = 1 << 30;

/// A time limit in seconds: a non-negative decimal (`0.25`, `10`, `1e3`). Past
/// [`MAX_SECONDS`] (`1e19`, `1e300`, `inf`) it is infinite, which every
/// command reads as "no limit"; negative numbers and `NaN` are refused.
pub fn parse_seconds(s: &str) -> Result<f64, String> {
    let t: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("`{s}` is not a number of seconds"))?;
    if t.is_nan() || t < 0.0 {
        return Err(format!(
            "`{s}` is not a time limit: write a number of seconds, 0 or more"
        ));
    }
    Ok(if t > MAX_SECONDS { f64::INFINITY } else { t })
}

/// The limit of `seconds` as a [`Duration`]: `None` ("no limit") for 0, for
/// anything past [`MAX_SECONDS`] and for what is not a number of seconds.
pub fn time_limit(seconds: f64) -> Option<Duration> {
    (seconds > 0.0 && seconds <= MAX_SECONDS).then(|| Duration::from_secs_f64(seconds))
}

/// A size such as `512M`, `2G` or `1000000` (bytes; K, M, G are powers of
/// 1024). Zero and sizes this machine cannot address are refused.
pub fn parse_size(s: &str) -> Result<usize, String> {
    let t = s.trim();
    let (digits, shift) = match t.char_indices().last() {
        Some((i, 'k' | 'K')) => (&t[..i], 10),
        Some((i, 'm' | 'M')) => (&t[..i], 20),
        Some((i, 'g' | 'G')) => (&t[..i], 30),
        _ => (t, 0),
    };
    let digits = digits.trim();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "`{s}` is not a size: write bytes, or a number with K, M or G"
        ));
    }
    let too_large = || {
        format!(
            "`{s}` is too large: this machine addresses at most {} bytes",
            usize::MAX
        )
    };
    let n: usize = digits.parse().map_err(|_| too_large())?;
    if n == 0 {
        return Err(format!("`{s}` is not a size: it must be more than 0"));
    }
    n.checked_mul(1 << shift).ok_or_else(too_large)
}

/// A number of mebibytes (`--memory 1024`), as bytes: refused, never wrapped,
/// when the bytes pass what this machine addresses.
pub fn parse_mib(s: &str) -> Result<usize, String> {
    let n: usize = s
        .trim()
        .parse()
        .map_err(|_| format!("`{s}` is not a number of megabytes"))?;
    if n == 0 {
        return Err(format!("`{s}` is not a size: it must be more than 0"));
    }
    n.checked_mul(1 << 20).ok_or_else(|| {
        format!(
            "`{s}` MB is too large: this machine addresses at most {} MB",
            usize::MAX >> 20
        )
    })
}

/// Why an input file was not read.
#[derive(Debug)]
pub enum InputError {
    /// The file could not be opened or read.
    Io(std::io::Error),
    /// Not a file (a directory, a socket).
    NotAFile,
    /// Longer than the limit.
    TooLarge(u64),
    /// Not UTF-8 text.
    NotText,
}

impl InputError {
    /// The message, naming the file.
    pub fn message(&self, path: &Path) -> String {
        let p = path.display();
        match self {
            InputError::Io(e) => format!("cannot read {p}: {e}"),
            InputError::NotAFile => format!("cannot read {p}: it is not a file"),
            InputError::TooLarge(limit) => format!(
                "cannot read {p}: it is longer than the limit of {limit} bytes for an input file"
            ),
            InputError::NotText => format!("cannot read {p}: it is not UTF-8 text"),
        }
    }
}

/// Read the text of `path`, at most `limit` bytes: a longer file (or a device
/// or FIFO that does not end, `/dev/zero`) is refused after reading at most
/// `limit + 1` bytes; a directory is refused before reading. A byte-order mark
/// at the start is dropped.
pub fn read_input(path: &Path, limit: u64) -> Result<String, InputError> {
    let bytes = read_bytes(path, limit)?;
    let text = String::from_utf8(bytes).map_err(|_| InputError::NotText)?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// The bytes of `path`, at most `limit` of them, as [`read_input`] reads them.
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, InputError> {
    let file = std::fs::File::open(path).map_err(InputError::Io)?;
    let meta = file.metadata().map_err(InputError::Io)?;
    if meta.is_dir() {
        return Err(InputError::NotAFile);
    }
    if meta.is_file() && meta.len() > limit {
        return Err(InputError::TooLarge(limit));
    }
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(InputError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(InputError::TooLarge(limit));
    }
    Ok(bytes)
}

/// [`read_input`] with the default limit [`MAX_INPUT`], the error as a message.
pub fn read_text(path: &Path) -> Result<String, String> {
    read_input(path, MAX_INPUT).map_err(|e| e.message(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_limits_are_checked_and_huge_ones_are_no_limit() {
        assert_eq!(parse_seconds("0.25"), Ok(0.25));
        assert_eq!(parse_seconds("0"), Ok(0.0));
        assert_eq!(parse_seconds("1e19"), Ok(f64::INFINITY));
        assert_eq!(parse_seconds("1e300"), Ok(f64::INFINITY));
        assert_eq!(parse_seconds("inf"), Ok(f64::INFINITY));
        assert!(parse_seconds("-1").unwrap_err().contains("0 or more"));
        assert!(parse_seconds("NaN").is_err());
        assert!(parse_seconds("ten").is_err());
        assert_eq!(time_limit(f64::INFINITY), None);
        assert_eq!(time_limit(0.0), None);
        assert_eq!(time_limit(1e9), Some(Duration::from_secs(1_000_000_000)));
        assert_eq!(time_limit(0.5), Some(Duration::from_millis(500)));
    }

    #[test]
    fn sizes_never_wrap() {
        assert_eq!(parse_size("2G"), Ok(2 << 30));
        assert_eq!(parse_size("512m"), Ok(512 << 20));
        assert_eq!(parse_size("1000"), Ok(1000));
        assert!(parse_size("0").is_err());
        assert!(parse_size("-1").is_err());
        assert!(parse_size("G").is_err());
        // 2^64 bytes, and 2^44 G: past usize on 64 bits.
        assert!(parse_size("18446744073709551616")
            .unwrap_err()
            .contains("too large"));
        assert!(parse_size("17592186044416G")
            .unwrap_err()
            .contains("too large"));
        assert_eq!(parse_mib("1024"), Ok(1 << 30));
        // The reproducer of issue 34: 2^44 MB wrapped to 0 bytes.
        assert!(parse_mib("17592186044416")
            .unwrap_err()
            .contains("too large"));
        assert!(parse_mib("0").is_err());
    }

    #[test]
    fn input_files_are_bounded() {
        let dir = std::env::temp_dir().join(format!("nimatron-args-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = dir.join("a.txt");
        std::fs::write(&f, "\u{feff}*3+*5\n").unwrap();
        assert_eq!(read_input(&f, 100).unwrap(), "*3+*5\n");
        assert!(matches!(read_input(&f, 4), Err(InputError::TooLarge(4))));
        assert!(matches!(read_input(&dir, 100), Err(InputError::NotAFile)));
        std::fs::write(&f, [0xff, 0xfe]).unwrap();
        assert!(matches!(read_input(&f, 100), Err(InputError::NotText)));
        #[cfg(unix)]
        {
            let zero = Path::new("/dev/zero");
            let e = read_input(zero, 1000).unwrap_err();
            assert!(matches!(e, InputError::TooLarge(1000)), "{e:?}");
            assert!(e
                .message(zero)
                .contains("longer than the limit of 1000 bytes"));
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
