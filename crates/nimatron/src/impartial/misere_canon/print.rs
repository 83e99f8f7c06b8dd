//! Misère canonical forms in CGSuite's notation: `*[...]` around the game
//! written as follows. A nim heap is its size (`2`; `&10;` from ten on). A
//! game `X + *i` with `X` born earlier is `X` with the subscript `i`, written
//! `X[i]` in plain text (`2[2]` is `*2 + *2`), trying `i = 2, 4, ...` (odd
//! games: `3, 5, ...`); a game `Y - *i` with `Y = G + *i` born earlier is
//! `Y[-i]`; an odd game otherwise is its even part with the subscript `1`. A
//! game with one option is that option followed by `#` (`2#` is `{*2}`);
//! otherwise its options from the last (in canonical order) to the first,
//! those of two or more options in parentheses (`(2#1)2##`). Subscripts
//! follow one another inside one pair of brackets (`2[#-2]`).

use super::store::MisereStore;
use crate::limits::{with_stack, Stop};

fn digit(n: u32) -> String {
    if n < 10 {
        n.to_string()
    } else {
        format!("&{n};")
    }
}

/// The game `g` in CGSuite's notation, or [`Stop::Output`] past `limit` bytes.
pub fn notation(s: &mut MisereStore, g: u32, limit: Option<usize>) -> Result<String, Stop> {
    let mut out = String::from("*[");
    let mut sub = false;
    write(s, g, false, &mut sub, &mut out, limit)?;
    if sub {
        out.push(']');
    }
    out.push(']');
    check(&out, limit)?;
    Ok(out)
}

fn check(out: &str, limit: Option<usize>) -> Result<(), Stop> {
    match limit {
        Some(l) if out.len() > l => Err(Stop::Output {
            needed: out.len() as u64,
            limit: l,
        }),
        _ => Ok(()),
    }
}

/// Write `g`; `sub` on entry: a subscript is to be opened after the base; on
/// exit: one was opened (the caller closes it).
fn write(
    s: &mut MisereStore,
    g: u32,
    paren: bool,
    sub: &mut bool,
    out: &mut String,
    limit: Option<usize>,
) -> Result<(), Stop> {
    check(out, limit)?;
    s.meter().tick()?;
    let b = s.birthday(g);
    if s.nim_heap(b as usize)? == g {
        out.push_str(&digit(b));
        if *sub {
            out.push('[');
        }
        return Ok(());
    }
    let odd = s.is_odd(g);
    let mut i = if odd { 3 } else { 2 };
    while i < b {
        let h = s.nim_heap(i as usize)?;
        if let Some(x) = s.subtract_earlier(g, h)? {
            *sub = true;
            with_stack(|| write(s, x, true, sub, out, limit))?;
            out.push_str(&digit(i));
            return Ok(());
        }
        let y = s.add(g, h)?;
        if s.birthday(y) < b {
            *sub = true;
            with_stack(|| write(s, y, true, sub, out, limit))?;
            out.push('-');
            out.push_str(&digit(i));
            return Ok(());
        }
        i += 2;
    }
    if odd {
        *sub = true;
        let e = s.even_part(g);
        with_stack(|| write(s, e, true, sub, out, limit))?;
        out.push('1');
        return Ok(());
    }
    let opts = s.options(g).to_vec();
    if opts.len() < 2 {
        with_stack(|| write(s, opts[0], true, sub, out, limit))?;
        out.push('#');
        return Ok(());
    }
    let outer = *sub;
    if paren {
        out.push('(');
    }
    for &o in opts.iter().rev() {
        let mut inner = false;
        with_stack(|| write(s, o, true, &mut inner, out, limit))?;
        if inner {
            out.push(']');
        }
    }
    if paren {
        out.push(')');
    }
    *sub = outer;
    if *sub {
        out.push('[');
    }
    Ok(())
}
