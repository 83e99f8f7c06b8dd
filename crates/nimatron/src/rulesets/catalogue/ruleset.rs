//! Rulesets with their parameters: [`Ruleset`], read from names such as
//! `moore:2`, `sub:1,3,4`, `toads:maxjump=2`, and written back.

use super::*;
// ---------------------------------------------------------------------------
// Rulesets with their parameters.

/// The parameter of a ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum Param {
    None,
    /// Moore's K.
    Heaps(usize),
    /// A subtraction set.
    Set(Vec<u64>),
    /// A take-and-break game.
    Game(Arc<OctalGame>),
    /// Generalised Toads and Frogs.
    Toads(ToadsRules),
    /// A member of the Clobber family.
    Clobber(ClobberRules),
    /// The ruleset a variant is of.
    Inner(Box<Ruleset>),
    /// Left's subtraction set and Right's.
    Sets(Vec<u64>, Vec<u64>),
    /// Take-Away's limit.
    Limit(Rational),
    /// The fox's range in Fox and Geese (other than 1).
    FoxRange(u8),
}

/// A ruleset with its parameter: `nim`, `moore:2`, `sub:1,3,4`, `octal:0.137`.
///
/// ```
/// use nimatron::rulesets::catalogue::{Ruleset, RulesetKind};
///
/// // Names in any case, with aliases; parameters after a colon.
/// let toads = Ruleset::from_name("Toads-and-Frogs").unwrap();
/// assert_eq!(toads.to_string(), "toads");
/// assert_eq!(RulesetKind::Toads.info().example.value, "^");
/// let sub = Ruleset::from_name("sub:1,3,4").unwrap();
/// assert!(sub.parse("5 6").is_ok());
/// assert!(sub.parse("5 x").is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ruleset {
    pub(super) kind: RulesetKind,
    pub(super) param: Param,
}

/// Why a ruleset name could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesetError {
    /// No ruleset has this name.
    #[error("unknown ruleset `{0}`: the rulesets are {names}", names = RulesetKind::names())]
    Unknown(String),
    /// The ruleset needs a parameter (`moore:K`).
    #[error("`{name}` needs its {parameter}: write {name}:{parameter}, e.g. {example}")]
    MissingParameter {
        /// The ruleset's name.
        name: &'static str,
        /// The parameter's placeholder name (`K`, `RULES`, ...).
        parameter: &'static str,
        /// A ruleset name with its parameter written out, to copy.
        example: &'static str,
    },
    /// The ruleset takes no parameter.
    #[error("`{0}` takes no parameter after `:`")]
    UnexpectedParameter(&'static str),
    /// A parameter that does not fit.
    #[error("bad parameter for `{name}`: {message}")]
    BadParameter {
        /// The ruleset's name.
        name: &'static str,
        /// What is wrong with the parameter.
        message: String,
    },
}

/// The largest subtraction-set member, and the most members.
const MAX_SUBTRACTION: u64 = 4096;
const MAX_SET_SIZE: usize = 64;

/// A subtraction set written `1,3,4`: sorted, without repeats.
pub(super) fn subtraction_set(p: &str) -> Result<Vec<u64>, String> {
    let set: Result<Vec<u64>, _> = p.split(',').map(|x| x.trim().parse()).collect();
    match set {
        Ok(mut set)
            if !set.is_empty()
                && set.len() <= MAX_SET_SIZE
                && set.iter().all(|&k| (1..=MAX_SUBTRACTION).contains(&k)) =>
        {
            set.sort_unstable();
            set.dedup();
            Ok(set)
        }
        _ => Err(format!(
            "`{p}` is not a set of amounts from 1 to {MAX_SUBTRACTION} separated by commas (at most {MAX_SET_SIZE}), e.g. sub:1,3,4"
        )),
    }
}

/// Take-Away's limit written `2` or `3/2`: a positive dyadic rational of at
/// most 4096.
pub(super) fn take_away_limit(p: &str) -> Result<Rational, String> {
    let bad = || {
        format!("`{p}` is not a limit such as 2 or 3/2 (a positive number of at most 4096 whose denominator is a power of two)")
    };
    let (num, den) = p.split_once('/').unwrap_or((p, "1"));
    let (Ok(num), Ok(den)) = (num.trim().parse::<i64>(), den.trim().parse::<u64>()) else {
        return Err(bad());
    };
    if num <= 0 || den == 0 || !den.is_power_of_two() || num / (den as i64) >= 4096 {
        return Err(bad());
    }
    Rational::from_i64_ratio(num, den).ok_or_else(bad)
}

impl Ruleset {
    /// The ruleset written `name`: a name or alias (any case), with its
    /// parameter after a colon where it takes one (`moore:2`, `sub:1,3,4`,
    /// `octal:0.137`). An unknown name gives an error listing every ruleset.
    pub fn from_name(name: &str) -> Result<Ruleset, RulesetError> {
        let (base, param) = match name.split_once(':') {
            Some((b, p)) => (b, Some(p.trim())),
            None => (name, None),
        };
        let kind =
            RulesetKind::from_name(base).ok_or_else(|| RulesetError::Unknown(name.to_string()))?;
        let info = kind.info();
        let bad = |message: String| RulesetError::BadParameter {
            name: info.name,
            message,
        };
        let param = match (kind, param) {
            (RulesetKind::Toads, p) => {
                let rules = ToadsRules::parse(p.unwrap_or_default()).map_err(bad)?;
                return Ok(Ruleset::toads(rules));
            }
            (RulesetKind::FoxAndGeese, p) => {
                let range = fox_range(p.unwrap_or("1")).map_err(bad)?;
                return Ok(Ruleset::fox_and_geese(range));
            }
            (RulesetKind::Clobber, p) => {
                let rules = ClobberRules::parse(p.unwrap_or_default()).map_err(bad)?;
                return Ok(Ruleset::clobber(rules));
            }
            (RulesetKind::Impartial | RulesetKind::Dicotic, Some(p)) => {
                let inner = Ruleset::from_name(p).map_err(|e| bad(e.to_string()))?;
                let nested_ok =
                    kind == RulesetKind::Impartial && inner.kind == RulesetKind::Dicotic;
                if matches!(inner.param, Param::Inner(_)) && !nested_ok {
                    return Err(bad(format!(
                        "`{inner}` is a variant already (only impartial:dicotic:RULESET nests)"
                    )));
                }
                if !inner.info().partizan {
                    return Err(bad(format!(
                        "`{inner}` is not partizan: the variants are of partizan rulesets ({})",
                        partizan_names()
                    )));
                }
                Param::Inner(Box::new(inner))
            }
            (_, None) if info.parameter.is_some() => {
                return Err(RulesetError::MissingParameter {
                    name: info.name,
                    parameter: info.parameter.unwrap_or_default(),
                    example: info.example.ruleset,
                })
            }
            (_, None) => Param::None,
            (RulesetKind::Moore, Some(p)) => match p.parse::<usize>() {
                Ok(k) if (1..=64).contains(&k) => Param::Heaps(k),
                _ => return Err(bad(format!("`{p}` is not a number of heaps from 1 to 64"))),
            },
            (RulesetKind::PartizanSubtraction, Some(p)) => {
                let (l, r) = p.split_once('/').ok_or_else(|| {
                    bad(format!(
                        "`{p}` is not two sets separated by `/`, e.g. partizansubtraction:1,3/2,3"
                    ))
                })?;
                Param::Sets(
                    subtraction_set(l).map_err(bad)?,
                    subtraction_set(r).map_err(bad)?,
                )
            }
            (RulesetKind::TakeAway, Some(p)) => Param::Limit(take_away_limit(p).map_err(bad)?),
            (RulesetKind::Subtraction, Some(p)) => Param::Set(subtraction_set(p).map_err(bad)?),
            (RulesetKind::Octal, Some(p)) => match p.parse::<OctalGame>() {
                Ok(g) => Param::Game(Arc::new(g)),
                Err(e) => return Err(bad(e.to_string())),
            },
            (_, Some(_)) => return Err(RulesetError::UnexpectedParameter(info.name)),
        };
        Ok(Ruleset { kind, param })
    }

    /// The ruleset of a kind without a parameter.
    pub fn of(kind: RulesetKind) -> Result<Ruleset, RulesetError> {
        Ruleset::from_name(kind.name())
    }

    /// Generalised Toads and Frogs with `rules`: Toads and Frogs itself,
    /// Elephants and Rhinos (`max_jump` 0), or `toads:` with the rules.
    /// `Ruleset::from_name("toads:2")` is `Ruleset::toads(ToadsRules { max_jump:
    /// 2, ..ToadsRules::TOADS })`.
    pub fn toads(rules: ToadsRules) -> Ruleset {
        let (kind, param) = if rules == ToadsRules::TOADS {
            (RulesetKind::Toads, Param::None)
        } else if rules == ToadsRules::ELEPHANTS {
            (RulesetKind::Elephants, Param::None)
        } else {
            (RulesetKind::Toads, Param::Toads(rules))
        };
        Ruleset { kind, param }
    }

    /// Fox and Geese with the fox moving up to `range` squares (CGSuite's
    /// `GenFoxAndGeese(foxRange => range)`; Fox and Geese itself for 1).
    pub fn fox_and_geese(range: u8) -> Ruleset {
        Ruleset {
            kind: RulesetKind::FoxAndGeese,
            param: if range == 1 {
                Param::None
            } else {
                Param::FoxRange(range)
            },
        }
    }

    /// The Clobber-family member with `rules`: a named one (Clobber, Anti-Clobber,
    /// Kings, Knights, Rooks, Queens) or `clobber:` with the rules.
    pub fn clobber(rules: ClobberRules) -> Ruleset {
        let named = [
            (ClobberRules::CLOBBER, RulesetKind::Clobber),
            (ClobberRules::ANTI, RulesetKind::AntiClobber),
            (ClobberRules::KINGS, RulesetKind::Kings),
            (ClobberRules::KNIGHTS, RulesetKind::Knights),
            (ClobberRules::ROOKS, RulesetKind::Rooks),
            (ClobberRules::QUEENS, RulesetKind::Queens),
        ];
        match named.iter().find(|(r, _)| *r == rules) {
            Some(&(_, kind)) => ruleset_of(kind),
            None => Ruleset {
                kind: RulesetKind::Clobber,
                param: Param::Clobber(rules),
            },
        }
    }

    /// A position of this ruleset, written `text`, as the expression
    /// language reads it: `domineering("..|..")`, `toads("TTT..FF",
    /// maxjump=2)`, `clobber("xo|ox", rules="hot")`; a ruleset the language
    /// has no function for is written as the catalogue names it,
    /// `octal:0.07("5")`.
    pub fn call(&self, text: &str) -> String {
        let name = self.kind.info().function.unwrap_or(self.kind.name());
        match &self.param {
            Param::Toads(r) => {
                let mut w = format!("maxjump={}", r.max_jump);
                if r.min_slide != 1 {
                    w += &format!(", minslide={}", r.min_slide);
                }
                if r.max_slide != 1 {
                    w += &format!(", maxslide={}", r.max_slide);
                }
                if r.friendly {
                    w += ", friendly=true";
                }
                if r.backsliding {
                    w += ", minslide=-1";
                }
                format!("{name}({text:?}, {w})")
            }
            Param::Clobber(r) => format!("{name}({text:?}, rules={:?})", r.words()),
            Param::FoxRange(k) => format!("{name}({text:?}, foxrange={k})"),
            // `impartial(domineering("..|.."))`, `impartial(dicotic(...))`.
            Param::Inner(inner) => format!("{}({})", self.kind.name(), inner.call(text)),
            Param::None if self.kind.info().function.is_some() => format!("{name}({text:?})"),
            _ => format!("{self}({text:?})"),
        }
    }

    /// The impartial variant of a partizan ruleset (`impartial:domineering`),
    /// or `None` for an impartial one.
    pub fn impartial_variant(&self) -> Option<Ruleset> {
        self.variant(RulesetKind::Impartial)
    }

    /// The dicotic variant of a partizan ruleset (`dicotic:clobber`), or
    /// `None` for an impartial one.
    pub fn dicotic_variant(&self) -> Option<Ruleset> {
        self.variant(RulesetKind::Dicotic)
    }

    fn variant(&self, kind: RulesetKind) -> Option<Ruleset> {
        self.info().partizan.then(|| Ruleset {
            kind,
            param: Param::Inner(Box::new(self.clone())),
        })
    }

    /// The rules of generalised Toads and Frogs (Toads and Frogs' for others).
    fn toads_rules(&self) -> ToadsRules {
        match (&self.param, self.kind) {
            (Param::Toads(r), _) => *r,
            (_, RulesetKind::Elephants) => ToadsRules::ELEPHANTS,
            _ => ToadsRules::TOADS,
        }
    }

    /// The rules of a Clobber-family member (Clobber's for others).
    fn clobber_rules(&self) -> ClobberRules {
        match (&self.param, self.kind) {
            (Param::Clobber(r), _) => *r,
            (_, RulesetKind::AntiClobber) => ClobberRules::ANTI,
            (_, RulesetKind::Kings) => ClobberRules::KINGS,
            (_, RulesetKind::Knights) => ClobberRules::KNIGHTS,
            (_, RulesetKind::Rooks) => ClobberRules::ROOKS,
            (_, RulesetKind::Queens) => ClobberRules::QUEENS,
            _ => ClobberRules::CLOBBER,
        }
    }

    /// Its kind.
    pub fn kind(&self) -> RulesetKind {
        self.kind
    }

    /// The catalogue's entry.
    pub fn info(&self) -> &'static RulesetInfo {
        self.kind.info()
    }

    /// The rules in one sentence, with the parameter filled in.
    pub fn rules(&self) -> String {
        match &self.param {
            Param::Heaps(k) => format!("Take from at least one and at most {k} heaps"),
            Param::Set(set) => format!("Take {} from one heap", set_words(set)),
            Param::Game(g) => format!("{} ({g})", self.info().rules),
            Param::Toads(r) => r.sentence(),
            Param::Clobber(r) => r.sentence(),
            Param::Inner(r) => format!("{} ({}: {})", self.info().rules, r.info().title, r.rules()),
            Param::Sets(l, r) => format!(
                "Left takes {} from one heap, Right {}",
                set_words(l),
                set_words(r)
            ),
            Param::Limit(k) => {
                format!("Take at most {k} times as many tokens as the last move took")
            }
            Param::FoxRange(k) => self.info().rules.replace("FOXRANGE", &k.to_string()),
            Param::None => self.info().rules.to_string(),
        }
    }

    /// The take-and-break game of Kayles, Dawson's Kayles, Grundy's game or an
    /// octal code.
    fn take_and_break(&self) -> Option<Arc<OctalGame>> {
        let game = |s: &str| s.parse::<OctalGame>().ok().map(Arc::new);
        match (&self.param, self.kind) {
            (Param::Game(g), _) => Some(g.clone()),
            (_, RulesetKind::Kayles) => game("kayles"),
            (_, RulesetKind::Dawson) => game("dawson"),
            (_, RulesetKind::Grundy) => game("grundy"),
            _ => None,
        }
    }

    /// Read a position of this ruleset; errors point into `text`.
    pub fn parse(&self, text: &str) -> Result<AnyPosition, PositionError> {
        use crate::rulesets::heap_games as h;
        use RulesetKind as K;
        Ok(match (self.kind, &self.param) {
            (K::Domineering, _) => AnyPosition::Domineering(read(text, Domineering::parse)?),
            (K::Cram, _) => AnyPosition::Cram(read(text, Cram::parse)?),
            // CGSuite's graph strings start with an edge, a branch or a name;
            // edge lists with a vertex number.
            (K::Hackenbush, _) if text.trim_start().starts_with(|c: char| !c.is_ascii_digit()) => {
                AnyPosition::GraphHackenbush(read(text, GraphHackenbush::parse)?)
            }
            (K::Hackenbush, _) => AnyPosition::Hackenbush(read(text, Hackenbush::parse)?),
            (K::Stalk, _) => AnyPosition::Stalk(read(text, Stalk::parse)?),
            (K::GraphNim, _) => AnyPosition::GraphNim(read(text, GraphNim::parse)?),
            (K::Nim, _) => AnyPosition::Nim(NimHeaps::parse(text)?),
            (K::Wythoff, _) => AnyPosition::Wythoff(h::parse_wythoff(text)?),
            (K::Greedy, _) => AnyPosition::Greedy(h::parse_greedy(text)?),
            (K::Moore, Param::Heaps(k)) => AnyPosition::Moore(h::parse_moore(text, *k)?),
            (K::Fibonacci, _) => AnyPosition::Fibonacci(h::parse_fibonacci(text)?),
            (K::Subtraction, Param::Set(set)) => {
                AnyPosition::Subtraction(h::parse_subtraction(text, set)?)
            }
            (K::TwentyOne, _) => {
                AnyPosition::Counting(Counting::parse(text, Counting::twenty_one(0))?)
            }
            (K::Hundred, _) => AnyPosition::Counting(Counting::parse(text, Counting::hundred(0))?),
            (K::Kayles | K::Dawson | K::Grundy | K::Octal, _) => {
                let game = self.take_and_break().ok_or_else(|| {
                    PositionError::syntax("the ruleset has no take-and-break code", 0..0)
                })?;
                AnyPosition::TakeAndBreak(TakeAndBreak::parse(text, &game)?)
            }
            (K::Knight, _) => AnyPosition::Knight(h::parse_knight(text)?),
            (K::Toads | K::Elephants, _) => {
                let rules = self.toads_rules();
                AnyPosition::Toads(read(text, |t| ToadsAndFrogs::parse_with(t, rules))?)
            }
            (K::Clobber | K::AntiClobber | K::Kings | K::Knights | K::Rooks | K::Queens, _) => {
                let rules = self.clobber_rules();
                AnyPosition::Clobber(read(text, |t| Clobber::parse_with(t, rules))?)
            }
            (K::Amazons, _) => AnyPosition::Amazons(read(text, Amazons::parse)?),
            (K::Fission, _) => AnyPosition::Fission(read(text, Fission::parse)?),
            (K::Konane, _) => AnyPosition::Konane(read(text, Konane::parse)?),
            (K::NoGo, _) => AnyPosition::NoGo(read(text, NoGo::parse)?),
            (K::Sheep, _) => AnyPosition::Sheep(read(text, Sheep::parse)?),
            (K::KingDirt, _) => AnyPosition::KingDirt(read(text, KingDirt::parse)?),
            (K::Toppling, _) => AnyPosition::Toppling(read(text, Toppling::parse)?),
            (K::FoxAndGeese, p) => {
                let range = match p {
                    Param::FoxRange(k) => *k,
                    _ => 1,
                };
                AnyPosition::FoxAndGeese(FoxAndGeese::parse(text, range)?)
            }
            (K::Col | K::Snort | K::ArcKayles | K::PartizanArcKayles, _) => {
                let rules = match self.kind {
                    K::Col => GraphRules::Col,
                    K::Snort => GraphRules::Snort,
                    K::ArcKayles => GraphRules::ArcKayles,
                    _ => GraphRules::PartizanArcKayles,
                };
                AnyPosition::Graph(read(text, |t| GraphGame::parse(t, rules))?)
            }
            (K::Childish, _) => AnyPosition::Childish(read(text, Childish::parse)?),
            (K::Cutcake | K::Eatcake | K::MaundyCake, _) => {
                let rules = match self.kind {
                    K::Cutcake => CakeRules::Cut,
                    K::Eatcake => CakeRules::Eat,
                    _ => CakeRules::Maundy,
                };
                AnyPosition::Cakes(Cakes::parse(text, rules)?)
            }
            (K::PartizanSubtraction, Param::Sets(l, r)) => {
                AnyPosition::PartizanSubtraction(PartizanSubtraction::parse(text, l, r)?)
            }
            (K::Mem, _) => AnyPosition::Memory(MemoryHeap::parse(text, &MemoryRules::Mem)?),
            (K::TakeAway, Param::Limit(k)) => {
                AnyPosition::Memory(MemoryHeap::parse(text, &MemoryRules::TakeAway(k.clone()))?)
            }
            (K::Impartial | K::Dicotic, Param::Inner(inner)) => AnyPosition::Variant(Variant {
                kind: self.kind,
                inner: Box::new(inner.parse(text)?),
            }),
            (K::Impartial | K::Dicotic, _) => {
                return Err(PositionError::syntax(
                    format!("`{}` needs its ruleset", self.kind.written()),
                    0..0,
                ))
            }
            (K::Moore | K::Subtraction | K::PartizanSubtraction | K::TakeAway, _) => {
                return Err(PositionError::syntax(
                    format!("`{}` needs its parameter", self.kind.written()),
                    0..0,
                ))
            }
        })
    }
}

/// Read a position with a ruleset's own parser, its error turned into a
/// [`PositionError`] about `text` by the ruleset itself ([`TextError`]): the
/// one path from every ruleset's errors to the catalogue's.
fn read<P, E: TextError>(
    text: &str,
    parse: impl FnOnce(&str) -> Result<P, E>,
) -> Result<P, PositionError> {
    parse(text).map_err(|e| e.position_error(text))
}

/// The fox's range written `2`: 1 to [`crate::rulesets::fox_geese::MAX_RANGE`].
fn fox_range(p: &str) -> Result<u8, String> {
    let max = crate::rulesets::fox_geese::MAX_RANGE;
    match p.trim().parse::<u8>() {
        Ok(k) if (1..=max).contains(&k) => Ok(k),
        _ => Err(format!("`{p}` is not a fox's range from 1 to {max}")),
    }
}

/// A set written `1,3,4`.
pub(super) fn set_text(set: &[u64]) -> String {
    let s: Vec<String> = set.iter().map(u64::to_string).collect();
    s.join(",")
}

/// A set for a sentence: `1, 3, 4`.
pub(super) fn set_words(set: &[u64]) -> String {
    let s: Vec<String> = set.iter().map(u64::to_string).collect();
    s.join(", ")
}

impl fmt::Display for Ruleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.kind.name();
        match &self.param {
            Param::None => f.write_str(name),
            Param::Heaps(k) => write!(f, "{name}:{k}"),
            Param::Set(set) => write!(f, "{name}:{}", set_text(set)),
            Param::Game(g) => write!(f, "{name}:{g}"),
            Param::Toads(r) => write!(f, "{name}:{}", r.words()),
            Param::Clobber(r) => write!(f, "{name}:{}", r.words()),
            Param::Inner(r) => write!(f, "{name}:{r}"),
            Param::Sets(l, r) => write!(f, "{name}:{}/{}", set_text(l), set_text(r)),
            Param::Limit(k) => write!(f, "{name}:{k}"),
            Param::FoxRange(k) => write!(f, "{name}:{k}"),
        }
    }
}

impl FromStr for Ruleset {
    type Err = RulesetError;

    fn from_str(s: &str) -> Result<Ruleset, RulesetError> {
        Ruleset::from_name(s)
    }
}
