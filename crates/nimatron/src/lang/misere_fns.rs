//! The language's misère functions: `misere(G)` (the misère canonical form
//! in CGSuite's notation), `misereoutcome(G)` and `genus(G)`. Applied to a
//! ruleset call written in place (`misere(cram("..."))`,
//! `misereoutcome(domineering("....|...."))`) they see the position itself,
//! not its normal-play value (which says nothing of misère play); the
//! evaluator hands such calls here before evaluating the inner call.

use super::builtins::Arg;
use super::error::{LangError, Span};
use super::parser::Expr;
use super::rulesets_fns::InPlace;
use super::value::Value;
use crate::impartial::misere_canon::{
    form_of_position, form_of_spec, nim_form, partizan_misere_outcome, MisereForm, Spec,
};
use crate::impartial::{GrundySearch, ImpartialPosition};
use crate::limits::{with_stack, Limits, Stop};
use crate::rulesets::catalogue::{NimHeaps, Ruleset, RulesetPosition, Visitor};
use crate::rulesets::PartizanPosition;
use crate::short::{Game, GameStore, Outcome};
use rustc_hash::FxHashMap;

/// The functions that look at positions written in place.
const POSITION_FUNCTIONS: [&str; 3] = ["misere", "misereoutcome", "genus"];

/// Conway's classes of misère games (tame, restive, restless), one
/// function each, and `phylum(G)` naming the class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tameness {
    Tame,
    GenerallyTame,
    Tameable,
    Restive,
    GenerallyRestive,
    Restless,
    HalfTame,
    Phylum,
}

/// The language's name of each class test.
const TAMENESS: [(&str, Tameness); 8] = [
    ("istame", Tameness::Tame),
    ("isgenerallytame", Tameness::GenerallyTame),
    ("istameable", Tameness::Tameable),
    ("isrestive", Tameness::Restive),
    ("isgenerallyrestive", Tameness::GenerallyRestive),
    ("isrestless", Tameness::Restless),
    ("ishalftame", Tameness::HalfTame),
    ("phylum", Tameness::Phylum),
];

fn tameness_named(name: &str) -> Option<Tameness> {
    TAMENESS
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|&(_, t)| t)
}

/// The answer of a class test for a form.
fn tameness_answer(f: &MisereForm, t: Tameness, limits: &Limits) -> Result<Value, Stop> {
    if t == Tameness::HalfTame {
        return f.is_half_tame(limits).map(Value::Bool);
    }
    let p = f.phylum(limits)?;
    Ok(match t {
        Tameness::Tame => Value::Bool(p.is_tame()),
        Tameness::GenerallyTame => Value::Bool(p.is_generally_tame()),
        Tameness::Tameable => Value::Bool(p.is_tameable()),
        Tameness::Restive => Value::Bool(p.is_restive()),
        Tameness::GenerallyRestive => Value::Bool(p.is_generally_restive()),
        Tameness::Restless => Value::Bool(p.is_restless()),
        Tameness::HalfTame | Tameness::Phylum => Value::Str(p.name().to_string()),
    })
}

/// If `name(args)` is a misère function applied to a ruleset call written
/// in place, that call.
pub(super) fn position_argument<'e>(name: &str, args: &'e [Expr]) -> Option<InPlace<'e>> {
    if !POSITION_FUNCTIONS
        .iter()
        .any(|f| f.eq_ignore_ascii_case(name))
        && tameness_named(name).is_none()
    {
        return None;
    }
    inner_position(args)
}

/// If `args` is one ruleset call written in place, that call.
pub(super) fn inner_position(args: &[Expr]) -> Option<InPlace<'_>> {
    match args {
        [x] => InPlace::of(x),
        _ => None,
    }
}

/// `name(f(text))` for a ruleset call `f` of `ruleset`; `text` is the value
/// of its position (at `at`).
pub(super) fn call_with_position(
    store: &mut GameStore,
    name: &str,
    ruleset: &Ruleset,
    text: &Value,
    at: Span,
    span: Span,
) -> Result<Value, LangError> {
    let pos = super::rulesets_fns::read_position(ruleset, text, at)?;
    let limits = store.limits().clone();
    let what = match name.to_ascii_lowercase().as_str() {
        "misere" => What::Form,
        "genus" => What::Genus,
        n => tameness_named(n).map_or(What::Outcome, What::Tameness),
    };
    pos.visit(ByPosition {
        what,
        limits: &limits,
        span,
    })
}

#[derive(Clone, Copy)]
enum What {
    Form,
    Outcome,
    Genus,
    Tameness(Tameness),
}

struct ByPosition<'a> {
    what: What,
    limits: &'a Limits,
    span: Span,
}

impl Visitor for ByPosition<'_> {
    type Output = Result<Value, LangError>;

    fn partizan<P: PartizanPosition + RulesetPosition>(self, pos: &P) -> Self::Output {
        match self.what {
            What::Outcome => partizan_misere_outcome(pos, self.limits)
                .map(Value::Outcome)
                .map_err(|s| LangError::stop(s, self.span)),
            _ => Err(LangError::new(
                format!(
                    "{} is a partizan ruleset: misère canonical forms and genera are for impartial games (misereoutcome searches any position)",
                    pos.ruleset()
                ),
                self.span,
            )),
        }
    }

    fn impartial<P: ImpartialPosition + RulesetPosition>(self, pos: &P) -> Self::Output {
        let stop = |s| LangError::stop(s, self.span);
        match self.what {
            What::Outcome => {
                let mut search = GrundySearch::with_limits(self.limits);
                let wins = search.try_misere_wins(pos).map_err(stop)?;
                Ok(Value::Outcome(if wins { Outcome::N } else { Outcome::P }))
            }
            What::Form => form_of_position(pos, self.limits)
                .map(Value::Misere)
                .map_err(stop),
            What::Genus => form_of_position(pos, self.limits)
                .map(|f| Value::Str(f.genus().to_string()))
                .map_err(stop),
            What::Tameness(t) => form_of_position(pos, self.limits)
                .and_then(|f| tameness_answer(&f, t, self.limits))
                .map_err(stop),
        }
    }

    fn nim(self, heaps: &NimHeaps) -> Self::Output {
        let _ = heaps;
        Err(LangError::new(
            "Nim heaps are not a language ruleset",
            self.span,
        ))
    }
}

/// A value as CGSuite's specification of an impartial game: a natural
/// number or a nimber is a nim heap, a list is the game with those options,
/// a misère form is itself.
fn spec(store: &GameStore, v: &Value, span: Span) -> Result<Spec, LangError> {
    match v {
        Value::Misere(f) => Ok(Spec::Form(f.clone())),
        Value::List(items) => items
            .iter()
            .map(|x| spec(store, x, span))
            .collect::<Result<_, _>>()
            .map(Spec::Options),
        Value::Game(g) => nim_size(store, *g).map(Spec::Nim).ok_or_else(|| {
            LangError::new(
                "expected an impartial game: a nimber *n, a natural number n (the nim heap *n), a list of options, a misère game, or a position of an impartial ruleset written in place, as misere(cram(\"...\"))",
                span,
            )
        }),
        other => Err(LangError::type_error(
            format!("expected an impartial game, found {}", other.kind_name()),
            span,
        )),
    }
}

/// `n` for the nimber `*n` or the natural number `n`.
fn nim_size(store: &GameStore, g: Game) -> Option<usize> {
    if store.is_nimber(g) {
        return Some(store.as_nus(g).map_or(0, |n| n.nim as usize));
    }
    let n = store.number_value(g)?.to_i64()?;
    usize::try_from(n).ok()
}

/// `misere(G)` for a value (not a ruleset call written in place).
pub(super) fn misere(store: &mut GameStore, a: &Arg) -> Result<Value, LangError> {
    let limits = store.limits().clone();
    let s = spec(store, &a.value, a.span)?;
    form_of_spec(&s, &limits)
        .map(Value::Misere)
        .map_err(|e| LangError::stop(e, a.span))
}

/// `genus(G)` for a value.
pub(super) fn genus(store: &mut GameStore, a: &Arg) -> Result<Value, LangError> {
    let limits = store.limits().clone();
    let form = match spec(store, &a.value, a.span)? {
        Spec::Nim(n) => nim_form(n, &limits),
        s => form_of_spec(&s, &limits),
    }
    .map_err(|e| LangError::stop(e, a.span))?;
    Ok(Value::Str(form.genus().to_string()))
}

/// `istame(G)`, `isrestive(G)`, ..., `phylum(G)` for a value (the builtin
/// `name`).
pub(super) fn tameness(store: &mut GameStore, name: &str, a: &Arg) -> Result<Value, LangError> {
    let limits = store.limits().clone();
    let t = tameness_named(name)
        .ok_or_else(|| LangError::new(format!("{name} is not a tameness test"), a.span))?;
    let form = match spec(store, &a.value, a.span)? {
        Spec::Nim(n) => nim_form(n, &limits),
        s => form_of_spec(&s, &limits),
    }
    .map_err(|e| LangError::stop(e, a.span))?;
    tameness_answer(&form, t, &limits).map_err(|e| LangError::stop(e, a.span))
}

/// `misereoutcome(G)` for a value: a misère form, or a game (its canonical
/// form as a game tree, searched; for a ruleset position write the call in
/// place, since a game value forgets the position).
pub(super) fn misere_outcome(store: &mut GameStore, a: &Arg) -> Result<Value, LangError> {
    match &a.value {
        Value::Misere(f) => Ok(Value::Outcome(f.outcome())),
        Value::Game(g) => {
            let limits = store.limits().clone();
            game_outcome(store, *g, &limits)
                .map(Value::Outcome)
                .map_err(|e| LangError::stop(e, a.span))
        }
        Value::List(_) => {
            let limits = store.limits().clone();
            let s = spec(store, &a.value, a.span)?;
            let f = form_of_spec(&s, &limits).map_err(|e| LangError::stop(e, a.span))?;
            Ok(Value::Outcome(f.outcome()))
        }
        other => Err(LangError::type_error(
            format!("expected a game or a position, found {}", other.kind_name()),
            a.span,
        )),
    }
}

/// The misère outcome of a canonical short game as a game tree.
fn game_outcome(store: &mut GameStore, g: Game, limits: &Limits) -> Result<Outcome, Stop> {
    let mut memo: FxHashMap<(Game, bool), bool> = FxHashMap::default();
    let mut meter = limits.start();
    let l = wins(store, g, true, &mut memo, &mut meter, 0, limits.max_depth())?;
    let r = wins(
        store,
        g,
        false,
        &mut memo,
        &mut meter,
        0,
        limits.max_depth(),
    )?;
    Ok(match (l, r) {
        (true, true) => Outcome::N,
        (true, false) => Outcome::L,
        (false, true) => Outcome::R,
        (false, false) => Outcome::P,
    })
}

fn wins(
    store: &mut GameStore,
    g: Game,
    left: bool,
    memo: &mut FxHashMap<(Game, bool), bool>,
    meter: &mut crate::limits::Meter,
    depth: usize,
    max_depth: usize,
) -> Result<bool, Stop> {
    if let Some(&w) = memo.get(&(g, left)) {
        return Ok(w);
    }
    if depth > max_depth {
        return Err(Stop::Depth(max_depth));
    }
    meter.tick()?;
    let opts = if left {
        store.left_options(g)
    } else {
        store.right_options(g)
    };
    let mut w = opts.is_empty();
    for o in opts {
        if !with_stack(|| wins(store, o, !left, memo, meter, depth + 1, max_depth))? {
            w = true;
            break;
        }
    }
    memo.insert((g, left), w);
    Ok(w)
}

/// `a + b` for misère forms.
pub(super) fn misere_sum(
    store: &mut GameStore,
    a: &Value,
    b: &Value,
    span: Span,
) -> Result<Value, LangError> {
    let (Value::Misere(x), Value::Misere(y)) = (a, b) else {
        return Err(LangError::type_error(
            "misère games add to misère games",
            span,
        ));
    };
    let limits = store.limits().clone();
    x.add(y, &limits)
        .map(Value::Misere)
        .map_err(|e| LangError::stop(e, span))
}
