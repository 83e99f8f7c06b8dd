//! JSON on one line in the layout the CLI prints and README shows: a space
//! after each `:` and `,`, as in `{"a": 1, "b": [2, 3]}` (serde_json's compact
//! output has none).

use serde::Serialize;
use serde_json::ser::{Formatter, Serializer};
use std::io;

/// serde_json's compact layout with a space after each `:` and `,`.
struct Spaced;

/// The separator before an array element or an object entry: none before the
/// first, `", "` before the others.
fn separator<W: ?Sized + io::Write>(w: &mut W, first: bool) -> io::Result<()> {
    if first {
        Ok(())
    } else {
        w.write_all(b", ")
    }
}

impl Formatter for Spaced {
    fn begin_array_value<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        separator(w, first)
    }

    fn begin_object_key<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        separator(w, first)
    }

    fn begin_object_value<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        w.write_all(b": ")
    }
}

/// `value` as one line of JSON, without the final newline.
pub fn to_line<T: Serialize + ?Sized>(value: &T) -> String {
    let mut out = Vec::new();
    value
        .serialize(&mut Serializer::with_formatter(&mut out, Spaced))
        .expect("the CLI's reports are plain data: serialising them cannot fail");
    String::from_utf8(out).expect("serde_json writes UTF-8")
}

/// A big integer as an exact JSON number, however many digits it has.
pub fn integer(n: &num_bigint::BigUint) -> Box<serde_json::value::RawValue> {
    serde_json::value::RawValue::from_string(n.to_string())
        .expect("decimal digits are a JSON number")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn spaces_after_colons_and_commas_only() {
        let v = json!({ "a": 1, "b": [2, "x, y: z", {}], "c": [], "d": { "e": null } });
        assert_eq!(
            to_line(&v),
            r#"{"a": 1, "b": [2, "x, y: z", {}], "c": [], "d": {"e": null}}"#
        );
        // The same value as serde_json reads it back.
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&to_line(&v)).unwrap(),
            v
        );
    }

    #[test]
    fn big_integers_are_exact_numbers() {
        let n: num_bigint::BigUint = "123456789012345678901234567891".parse().unwrap();
        assert_eq!(to_line(&[integer(&n)]), "[123456789012345678901234567891]");
    }
}
