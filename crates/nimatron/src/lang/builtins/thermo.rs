//! Thermography: temperature, mean, thermographs, cooling and heating.

use super::{p, Builtin, Engine};
use crate::lang::error::LangError;
use crate::lang::value::{number, Kind, Value};

pub(super) const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "temperature",
        params: &[p("G", Kind::Game)],
        constant: false,
        doc: "temperature (numbers m/2^k: -1/2^k; integers -1; infinitesimals 0)",
        examples: &[("temperature({2|1||-1})", "5/4"), ("temperature(1/2)", "-1/2")],
        engine: Engine::Thermography,
        call: |c, a| {
            let t = c.store.temperature(a[0].game()?);
            Ok(number(c.store, t))
        },
    },
    Builtin {
        name: "mean",
        params: &[p("G", Kind::Game)],
        constant: false,
        doc: "mean value: the mast of the thermograph",
        examples: &[("mean({2|1||-1})", "1/4")],
        engine: Engine::Thermography,
        call: |c, a| {
            let m = c.store.mean(a[0].game()?);
            Ok(number(c.store, m))
        },
    },
    Builtin {
        name: "thermograph",
        params: &[p("G", Kind::Game)],
        constant: false,
        doc: "the thermograph: walls as (temperature, value) corner points, and the mast",
        examples: &[(
            "thermograph({2|1})",
            "thermograph(mast 3/2 from t = 1/2; left wall (-1, 3) -- (1/2, 3/2) -- ...; right wall (-1, 0) -- (1/2, 3/2) -- ...)",
        )],
        engine: Engine::Thermography,
        call: |c, a| Ok(Value::Thermograph(c.store.thermograph(a[0].game()?))),
    },
    Builtin {
        name: "cool",
        params: &[p("G", Kind::Game), p("t", Kind::Rational)],
        constant: false,
        doc: "G cooled by the number t > -1 (Conway; below 0 as CGSuite: only integers stay)",
        examples: &[
            ("cool({2|1}, 1/2)", "3/2*"),
            ("cool({2|1}, 1)", "3/2"),
            ("cool(1/4, -1/4)", "1/4*"),
            ("cool(1/4, -3/8)", "{3/8|1/8}"),
        ],
        engine: Engine::Thermography,
        call: |c, a| {
            let g = a[0].game()?;
            let t = a[1].game()?;
            let x = c.store.number_value(t).cloned().unwrap_or_default();
            if x <= crate::thermo::T_MIN {
                return Err(LangError::new(
                    format!("cannot cool by {x}: the temperature must be > -1"),
                    a[1].span,
                ));
            }
            Ok(Value::Game(c.store.cool(g, &x)))
        },
    },
    Builtin {
        name: "heat",
        params: &[p("G", Kind::Game), p("t", Kind::Game)],
        constant: false,
        doc: "G heated by the game t (Conway's integral)",
        examples: &[("heat(*, 1)", "+-1"), ("heat(1/2, 1)", "1/2")],
        engine: Engine::Thermography,
        call: |c, a| Ok(Value::Game(c.store.heat(a[0].game()?, a[1].game()?))),
    },
];
