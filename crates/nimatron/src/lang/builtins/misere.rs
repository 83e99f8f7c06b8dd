//! Misère play: misère canonical forms in CGSuite's notation, Conway's
//! genus and classes (tame, restive, ...), misère outcomes by search. A
//! ruleset position written in place (`misere(cram("..."))`) is read as the
//! position ([`Kind::MisereGame`]); a variable holds only its normal-play value.

use super::{p, Builtin, Ctx, Engine};
use crate::impartial::misere_canon::{
    form_of_position, form_of_spec, nim_form, partizan_misere_outcome, MisereForm, Spec,
};
use crate::impartial::{GrundySearch, ImpartialPosition};
use crate::lang::error::{LangError, Span};
use crate::lang::value::{Arg, Kind, Value};
use crate::limits::{with_stack, Limits, Stop};
use crate::rulesets::catalogue::{AnyPosition, NimHeaps, RulesetPosition, Visitor};
use crate::rulesets::PartizanPosition;
use crate::short::{Game, GameStore, Outcome};
use rustc_hash::FxHashMap;

pub(super) const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "misere",
        params: &[p("G", Kind::MisereGame)],
        constant: false,
        doc: "misère canonical form of an impartial game, in CGSuite's notation: n or *n is a nim heap, a list the game with those options, cram(\"...\") or graphnim(\"...\") written in place a position",
        examples: &[
            ("misere(cram(\".........|##.######\"))", "*[2[2]321]"),
            ("misere([[2], 0])", "*[2#0]"),
            ("misere(2) + misere(2)", "*[2[2]]"),
            ("misere([1])", "*[0]"),
        ],
        engine: Engine::Search,
        call: |c, a| misere(c, &a[0]),
    },
    Builtin {
        name: "misereoutcome",
        params: &[p("G", Kind::MisereGame)],
        constant: false,
        doc: "misère outcome (whoever cannot move wins) by search: of a ruleset position written in place (partizan ones too), a misère game, or a game's canonical form",
        examples: &[
            ("misereoutcome(domineering(\"....|....\"))", "N"),
            ("misereoutcome(misere([2]))", "P"),
            ("misereoutcome(*)", "P"),
            ("misereoutcome(5)", "R"),
            ("misereoutcome(^)", "R"),
        ],
        engine: Engine::Search,
        call: |c, a| misere_outcome(c, &a[0]),
    },
    Builtin {
        name: "genus",
        params: &[p("G", Kind::MisereGame)],
        constant: false,
        doc: "Conway's genus g^(γ0 γ1 ...) of an impartial game (γk: the misère value with k heaps *2 added), written up to the first repeat of the alternating pair",
        examples: &[
            ("genus(*2)", "\"2^20\""),
            ("genus(misere([[2], 1]))", "\"2^1420\""),
        ],
        engine: Engine::Search,
        call: |c, a| genus(c, &a[0]),
    },
    Builtin {
        name: "istame",
        params: &[p("G", Kind::MisereGame)],
        constant: false,
        doc: "tame (Conway; CGSuite's IsTame): every option tame and a tame genus (0^120, 1^031, 0^0, 1^1 or a^a), as nim heaps are; G as for misere",
        examples: &[
            ("istame(3)", "true"),
            // A 1 x 4 strip of Cram is Dawson's Kayles (0.07) with 4 pins,
            // the nim heap *2 (Grundy values 0, 0, 1, 1, 2: OEIS A002187),
            // and nim heaps are tame (Conway, On Numbers and Games, ch. 12).
            ("istame(cram(\"....\"))", "true"),
            // 12 pins: normal value *2 (A002187) but a misère P-position
            // (misère value 0), a genus 2^0... that is not tame: tame games
            // have equal values or both 0 or 1 (ONAG, ch. 12);
            // tests/registry_positions.rs checks both values by search.
            ("istame(cram(\"............\"))", "false"),
            ("istame(misere(2) + misere(2))", "true"),
            ("istame([[2], 0])", "false"),
            ("istame([[[2]], [[2], 1]])", "false"),
        ],
        engine: Engine::Search,
        call: |c, a| tameness(c, Tameness::Tame, &a[0]),
    },
    Builtin {
        name: "isgenerallytame",
        params: &[p("G", Kind::MisereGame)],
        constant: false,
        doc: "generally tame (CGSuite's IsGenerallyTame): tame, allowing wild options that are returnable (each has a move back to a generally tame game with the game's normal and misère values); G as for misere",
        examples: &[
            ("isgenerallytame([[[2]], [[2], 1]])", "true"),
            ("isgenerallytame([[2], 1])", "false"),
        ],
        engine: Engine::Search,
        call: |c, a| tameness(c, Tameness::GenerallyTame, &a[0]),
    },
    Builtin {
        name: "istameable",
        params: &[p("G", Kind::MisereGame)],
        constant: false,
        doc: "tameable (CGSuite's IsTameable): generally tame, or wild options that are tameable and return to tameable games, so that the genus of every sum with tame games is fixed; G as for misere",
        examples: &[
            ("istameable([misere([[2], 1]) + misere(1), [[2], misere([2]) + misere(1), [[2], 0]]])", "true"),
            ("istameable([[2], 0])", "false"),
        ],
        engine: Engine::Search,
        call: |c, a| tameness(c, Tameness::Tameable, &a[0]),
    },
    Builtin {
        name: "isrestive",
        params: &[p("G", Kind::MisereGame)],
        constant: false,
        doc: "restive (Conway; CGSuite's IsRestive): every option tame, normal value 0 or 1 and misère value 2 or more; G as for misere",
        examples: &[
            ("isrestive([[2], 0])", "true"),
            ("isrestive(2)", "false"),
        ],
        engine: Engine::Search,
        call: |c, a| tameness(c, Tameness::Restive, &a[0]),
    },
    Builtin {
        name: "isgenerallyrestive",
        params: &[p("G", Kind::MisereGame)],
        constant: false,
        doc: "generally restive (CGSuite's IsGenerallyRestive): restive, allowing returnable wild options; G as for misere",
        examples: &[
            ("isgenerallyrestive([[[2], 2, 0], [[2], 3], 1])", "true"),
            ("isrestive([[[2], 2, 0], [[2], 3], 1])", "false"),
        ],
        engine: Engine::Search,
        call: |c, a| tameness(c, Tameness::GenerallyRestive, &a[0]),
    },
    Builtin {
        name: "isrestless",
        params: &[p("G", Kind::MisereGame)],
        constant: false,
        doc: "restless (Conway; CGSuite's IsRestless): every option generally tame, misère value 0 or 1 and normal value 2 or more; G as for misere",
        examples: &[
            ("isrestless([[2], 1])", "true"),
            // Normal value *4, misère value 1 (genus 4^146): restless.
            ("isrestless(cram(\".........|##.######\"))", "true"),
            ("isrestless([[2], 0])", "false"),
        ],
        engine: Engine::Search,
        call: |c, a| tameness(c, Tameness::Restless, &a[0]),
    },
    Builtin {
        name: "ishalftame",
        params: &[p("G", Kind::MisereGame)],
        constant: false,
        doc: "half-tame (CGSuite's IsHalfTame): not generally tame, and G + G generally tame of genus 0^0; G as for misere",
        examples: &[
            ("ishalftame([[2], 0])", "true"),
            ("ishalftame([[2], 1])", "false"),
        ],
        engine: Engine::Search,
        call: |c, a| tameness(c, Tameness::HalfTame, &a[0]),
    },
    Builtin {
        name: "phylum",
        params: &[p("G", Kind::MisereGame)],
        constant: false,
        doc: "Conway's class of a misère game in words: nim heap, tame, generally tame, tameable, restive, generally restive, restless or wild; G as for misere",
        examples: &[
            ("phylum([[2], 1])", "\"restless\""),
            ("phylum(misere(2) + misere(2))", "\"tame\""),
            ("phylum(5)", "\"nim heap\""),
        ],
        engine: Engine::Search,
        call: |c, a| tameness(c, Tameness::Phylum, &a[0]),
    },
];

/// Conway's classes of misère games (tame, restive, restless), one
/// function each, and `phylum(G)` naming the class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tameness {
    Tame,
    GenerallyTame,
    Tameable,
    Restive,
    GenerallyRestive,
    Restless,
    HalfTame,
    Phylum,
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
        let stop = |s| LangError::stop(s, self.span);
        if let What::Outcome = self.what {
            // Bouton's rule for misère Nim (Bouton 1901; Winning Ways, "Nim"):
            // play as in normal Nim unless every heap would be at most 1;
            // then the player to move loses with an odd number of 1s.
            let big = heaps.0.iter().any(|h| *h > num_bigint::BigUint::from(1u32));
            let sum = crate::impartial::nim::nim_sum(&heaps.0);
            let zero = sum == num_bigint::BigUint::from(0u32);
            let first_wins = if big { !zero } else { zero };
            return Ok(Value::Outcome(if first_wins {
                Outcome::N
            } else {
                Outcome::P
            }));
        }
        let mut form = form_of_spec(&Spec::Options(Vec::new()), self.limits).map_err(stop)?;
        for h in &heaps.0 {
            let n = usize::try_from(h)
                .map_err(|_| stop(Stop::OutOfRange("a nim heap beyond the machine's word")))?;
            let heap = nim_form(n, self.limits).map_err(stop)?;
            form = form.add(&heap, self.limits).map_err(stop)?;
        }
        match self.what {
            What::Form => Ok(Value::Misere(form)),
            What::Genus => Ok(Value::Str(form.genus().to_string())),
            What::Tameness(t) => tameness_answer(&form, t, self.limits).map_err(stop),
            What::Outcome => Ok(Value::Outcome(form.outcome())),
        }
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

/// `what` of a ruleset position, by its ruleset's own moves.
fn by_position(c: &Ctx<'_>, pos: &AnyPosition, what: What) -> Result<Value, LangError> {
    let limits = c.store.limits().clone();
    pos.visit(ByPosition {
        what,
        limits: &limits,
        span: c.span,
    })
}

/// The misère form of an argument that is not a position, and its limits.
fn form_of(c: &mut Ctx<'_>, a: &Arg) -> Result<MisereForm, LangError> {
    let limits = c.store.limits().clone();
    match spec(c.store, &a.value, a.span)? {
        Spec::Nim(n) => nim_form(n, &limits),
        s => form_of_spec(&s, &limits),
    }
    .map_err(|e| LangError::stop(e, a.span))
}

/// `misere(G)`.
fn misere(c: &mut Ctx<'_>, a: &Arg) -> Result<Value, LangError> {
    if let Value::Position(pos) = &a.value {
        return by_position(c, pos, What::Form);
    }
    let limits = c.store.limits().clone();
    let s = spec(c.store, &a.value, a.span)?;
    form_of_spec(&s, &limits)
        .map(Value::Misere)
        .map_err(|e| LangError::stop(e, a.span))
}

/// `genus(G)`.
fn genus(c: &mut Ctx<'_>, a: &Arg) -> Result<Value, LangError> {
    if let Value::Position(pos) = &a.value {
        return by_position(c, pos, What::Genus);
    }
    Ok(Value::Str(form_of(c, a)?.genus().to_string()))
}

/// `istame(G)`, `isrestive(G)`, ..., `phylum(G)`: the class test `t`.
fn tameness(c: &mut Ctx<'_>, t: Tameness, a: &Arg) -> Result<Value, LangError> {
    if let Value::Position(pos) = &a.value {
        return by_position(c, pos, What::Tameness(t));
    }
    let form = form_of(c, a)?;
    let limits = c.store.limits().clone();
    tameness_answer(&form, t, &limits).map_err(|e| LangError::stop(e, a.span))
}

/// `misereoutcome(G)`: of a position (partizan ones too) by search, of a
/// misère form, or of a game (its canonical form as a game tree, searched).
fn misere_outcome(c: &mut Ctx<'_>, a: &Arg) -> Result<Value, LangError> {
    let limits = c.store.limits().clone();
    match &a.value {
        Value::Position(pos) => by_position(c, pos, What::Outcome),
        Value::Misere(f) => Ok(Value::Outcome(f.outcome())),
        Value::Game(g) => game_outcome(c.store, *g, &limits)
            .map(Value::Outcome)
            .map_err(|e| LangError::stop(e, a.span)),
        Value::List(_) => {
            let s = spec(c.store, &a.value, a.span)?;
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
    Ok(Outcome::from_first_wins(l, r))
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
pub(crate) fn misere_sum(
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
