# Typed stubs of the nimatron package. The blocks between "BEGIN GENERATED"
# and "END GENERATED" are made from the language's registry by
# python/tests/stubgen.py; python/tests/test_stubs.py checks them
# (NIMATRON_BLESS=1 rewrites them). The rest is written by hand.

import builtins
from fractions import Fraction
from typing import Any, Callable, Dict, Iterable, Iterator, List, NamedTuple, Optional, Sequence, Tuple, Union, overload

__version__: str

GameLike = Union["Game", int, Fraction, float, str]
NumberLike = Union["Game", "Surreal", int, Fraction, float, str]
RationalLike = Union["Game", int, Fraction, float, str]
IntLike = Union["Game", int, str]
Operand = Union["Game", "Surreal", int, Fraction, float]

class Error(Exception):
    kind: str
    message: str
    source: Optional[str]
    column: Optional[int]
    end_column: Optional[int]
    def __init__(
        self,
        message: str,
        *,
        kind: Optional[str] = ...,
        source: Optional[str] = ...,
        column: Optional[int] = ...,
        end_column: Optional[int] = ...,
    ) -> None: ...
    def caret(self) -> str: ...

class SyntaxError(Error, builtins.SyntaxError): ...
class TypeError(Error, builtins.TypeError): ...
class NameError(Error, builtins.NameError): ...
class ValueError(Error, builtins.ValueError): ...
class LimitError(Error, RuntimeError): ...
class Interrupted(Error, RuntimeError): ...
class UnsupportedError(Error, NotImplementedError): ...

class Session:
    """A store of games with its variables and limits."""

    def __init__(self, **limits: Any) -> None: ...
    @property
    def limits(self) -> Dict[str, Any]: ...
    def set_limits(self, **limits: Any) -> None: ...
    def games(self) -> int: ...
    def eval(self, line: str, **limits: Any) -> Any: ...
    def parse(self, text: str, **limits: Any) -> Any: ...
    # BEGIN GENERATED: Session (python/tests/stubgen.py from the registry; NIMATRON_BLESS=1 rewrites)
    def outcome(G: GameLike, /, **limits: Any) -> str:
        """outcome class: L (Left wins), R (Right wins), N (the player to move wins) or P (the other player wins)"""
    def canonical(G: GameLike, /, **limits: Any) -> Game:
        """the canonical form (every game value is already canonical)"""
    def leftstop(G: GameLike, /, **limits: Any) -> Game:
        """Left stop: the number reached when Left starts and both play well"""
    def rightstop(G: GameLike, /, **limits: Any) -> Game:
        """Right stop: the number reached when Right starts and both play well"""
    def birthday(G: Any, /, **limits: Any) -> Union[Game, Surreal]:
        """the day a game or surreal number is born, an ordinal"""
    def options(G: GameLike, /, **limits: Any) -> List[Any]:
        """[Left options, Right options]"""
    def leftoptions(G: GameLike, /, **limits: Any) -> List[Any]:
        """Left options"""
    def rightoptions(G: GameLike, /, **limits: Any) -> List[Any]:
        """Right options"""
    def tiny(G: GameLike, /, **limits: Any) -> Game:
        """Tiny(G) = {0||0|-G}, a positive infinitesimal (also written G.Tiny)"""
    def miny(G: GameLike, /, **limits: Any) -> Game:
        """Miny(G) = {G|0||0}, a negative infinitesimal (also written G.Miny)"""
    def isnumber(G: GameLike, /, **limits: Any) -> bool:
        """whether G is a number"""
    def isnimber(G: GameLike, /, **limits: Any) -> bool:
        """whether G is a nimber (0 included)"""
    def isallsmall(G: GameLike, /, **limits: Any) -> bool:
        """whether G is all-small (no number but 0 among its followers)"""
    def rcf(G: GameLike, /, **limits: Any) -> Game:
        """reduced canonical form: the simplest game infinitesimally close to G"""
    def atomicweight(G: GameLike, /, **limits: Any) -> Game:
        """atomic weight of an all-small game (how many ups it is worth)"""
    def confusion(G: GameLike, /, **limits: Any) -> str:
        """confusion interval: the numbers G is confused with, e.g. \"[-1, 1)\" (or \"none\")"""
    def hotstrat(games: Sequence[GameLike], /, **limits: Any) -> List[Any]:
        """Left's Hotstrat move in the sum of a list of games: [component index (from 0), option]"""
    def winningmoves(games: Sequence[GameLike], /, **limits: Any) -> List[Any]:
        """every winning Left move in the sum of a list of games, as [index, option]"""
    def temperature(G: GameLike, /, **limits: Any) -> Game:
        """temperature (numbers m/2^k: -1/2^k; integers -1; infinitesimals 0)"""
    def mean(G: GameLike, /, **limits: Any) -> Game:
        """mean value: the mast of the thermograph"""
    def thermograph(G: GameLike, /, **limits: Any) -> Thermograph:
        """the thermograph: walls as (temperature, value) corner points, and the mast"""
    def cool(G: GameLike, t: RationalLike, /, **limits: Any) -> Game:
        """G cooled by the number t >= 0 (Conway)"""
    def heat(G: GameLike, t: GameLike, /, **limits: Any) -> Game:
        """G heated by the game t (Conway's integral)"""
    def sqrt(x: NumberLike, /, **limits: Any) -> Union[Game, Surreal]:
        """square root of a positive monomial number"""
    def signexp(x: NumberLike, /, **limits: Any) -> str:
        """sign expansion (Hackenbush stalk) of a number: L blue, R red, (..) repeated ω times"""
    def nimmul(a: IntLike, b: IntLike, /, **limits: Any) -> Game:
        """nim product of *a and *b (or of naturals a and b), a nimber"""
    def ruleset(name: str, left: Any, right: Any, /, **limits: Any) -> Game:
        """a ruleset from its rules: left = pos -> [Left's options], right = pos -> [...] (or moves = pos -> [...] for an impartial one); R(pos) is a position's value"""
    def grundyseq(R: Any, positions: Sequence[Any], /, **limits: Any) -> List[Any]:
        """the Grundy values of an impartial ruleset's positions: grundyseq(R, 0..20)"""
    def sum(list: Sequence[Any], /, **limits: Any) -> Game:
        """the sum of a list of games or numbers"""
    def len(x: Any, /, **limits: Any) -> Game:
        """the length of a list or a string"""
    def slice(x: Any, arg1: IntLike, to: IntLike, /, **limits: Any) -> Union[List[Any], str]:
        """the part of a list or string from index `from` up to (not including) `to`, from 0"""
    def replaceat(x: Any, index: IntLike, new: Any, /, **limits: Any) -> Union[List[Any], str]:
        """a string with its character at `index` (from 0) replaced by the string `new`, or a list with that element replaced"""
    def find(s: str, part: str, /, **limits: Any) -> Game:
        """the index (from 0) of the first occurrence of `part` in the string `s`, or -1"""
    def grid(rows: IntLike, columns: IntLike, /, **limits: Any) -> str:
        """an empty board of `rows` rows and `columns` columns, as rulesets read it"""
    def str(x: Any, /, **limits: Any) -> str:
        """the text of a value, as a string (strings stay as they are)"""
    def print(x: Any, /, **limits: Any) -> str:
        """text shown as it is (strings without quotes), e.g. in `for n in 1..3 do print(...)`"""
    def domineering(position: str, /, **limits: Any) -> Position:
        """Domineering: rows separated by `|`, `.` empty, `#` filled (at most 64 cells)"""
    def hackenbush(position: str, /, **limits: Any) -> Position:
        """Hackenbush: edges `u-v:c` separated by spaces, vertex 0 the ground, colour b (blue), r (red) or g (green); cycles, loops and multiple edges allowed (at most 64 edges)"""
    def stalk(position: str, /, **limits: Any) -> Position:
        """Hackenbush stalk: the colours from the ground up: L blue, R red, G green (at most 64 edges); infinite ones as sign expansions: stalk(\"L(RL)\") = 2/3, stalk(\"L^omega R^omega\") = omega/2"""
    def toads(position: str, /, **limits: Any) -> Position:
        """Toads and Frogs: `T` toad, `F` frog, `.` empty (at most 4096 cells)"""
    def cram(position: str, /, **limits: Any) -> Position:
        """Cram: rows separated by `|`, `.` empty, `#` filled (at most 64 cells); the value is a nimber"""
    def graphnim(position: str, /, **limits: Any) -> Position:
        """graph Nim: edges `u-v`, or `u-vxK` for K parallel edges, separated by commas or spaces (at most 64 edges); the value is a nimber"""
    # END GENERATED: Session

class Game:
    """A canonical short game in the store of its session."""

    def _repr_latex_(self) -> Optional[str]: ...
    def __add__(self, other: Operand) -> Game: ...
    def __radd__(self, other: Operand) -> Game: ...
    def __sub__(self, other: Operand) -> Game: ...
    def __rsub__(self, other: Operand) -> Game: ...
    def __mul__(self, other: Operand) -> Game: ...
    def __rmul__(self, other: Operand) -> Game: ...
    def __truediv__(self, other: Operand) -> Union[Game, Surreal]: ...
    def __rtruediv__(self, other: Operand) -> Union[Game, Surreal]: ...
    def __pow__(self, other: Operand) -> Union[Game, Surreal]: ...
    def __neg__(self) -> Game: ...
    def __pos__(self) -> Game: ...
    def __eq__(self, other: object) -> bool: ...
    def __ne__(self, other: object) -> bool: ...
    def __le__(self, other: Operand) -> bool: ...
    def __lt__(self, other: Operand) -> bool: ...
    def __ge__(self, other: Operand) -> bool: ...
    def __gt__(self, other: Operand) -> bool: ...
    def __hash__(self) -> int: ...
    def __int__(self) -> int: ...
    def __float__(self) -> float: ...
    def confused(self, other: Operand) -> bool: ...
    def fuzzy(self) -> bool: ...
    def less_or_confused(self, other: Operand) -> bool: ...
    def greater_or_confused(self, other: Operand) -> bool: ...
    def as_fraction(self) -> Fraction: ...
    @property
    def session(self) -> Session: ...
    # BEGIN GENERATED: Game (python/tests/stubgen.py from the registry; NIMATRON_BLESS=1 rewrites)
    def outcome(self, /, **limits: Any) -> str:
        """outcome class: L (Left wins), R (Right wins), N (the player to move wins) or P (the other player wins)"""
    def canonical(self, /, **limits: Any) -> Game:
        """the canonical form (every game value is already canonical)"""
    def leftstop(self, /, **limits: Any) -> Game:
        """Left stop: the number reached when Left starts and both play well"""
    def rightstop(self, /, **limits: Any) -> Game:
        """Right stop: the number reached when Right starts and both play well"""
    def birthday(self, /, **limits: Any) -> Union[Game, Surreal]:
        """the day a game or surreal number is born, an ordinal"""
    def options(self, /, **limits: Any) -> List[Any]:
        """[Left options, Right options]"""
    def leftoptions(self, /, **limits: Any) -> List[Any]:
        """Left options"""
    def rightoptions(self, /, **limits: Any) -> List[Any]:
        """Right options"""
    def tiny(self, /, **limits: Any) -> Game:
        """Tiny(G) = {0||0|-G}, a positive infinitesimal (also written G.Tiny)"""
    def miny(self, /, **limits: Any) -> Game:
        """Miny(G) = {G|0||0}, a negative infinitesimal (also written G.Miny)"""
    def isnumber(self, /, **limits: Any) -> bool:
        """whether G is a number"""
    def isnimber(self, /, **limits: Any) -> bool:
        """whether G is a nimber (0 included)"""
    def isallsmall(self, /, **limits: Any) -> bool:
        """whether G is all-small (no number but 0 among its followers)"""
    def rcf(self, /, **limits: Any) -> Game:
        """reduced canonical form: the simplest game infinitesimally close to G"""
    def atomicweight(self, /, **limits: Any) -> Game:
        """atomic weight of an all-small game (how many ups it is worth)"""
    def confusion(self, /, **limits: Any) -> str:
        """confusion interval: the numbers G is confused with, e.g. \"[-1, 1)\" (or \"none\")"""
    def temperature(self, /, **limits: Any) -> Game:
        """temperature (numbers m/2^k: -1/2^k; integers -1; infinitesimals 0)"""
    def mean(self, /, **limits: Any) -> Game:
        """mean value: the mast of the thermograph"""
    def thermograph(self, /, **limits: Any) -> Thermograph:
        """the thermograph: walls as (temperature, value) corner points, and the mast"""
    def cool(self, t: RationalLike, /, **limits: Any) -> Game:
        """G cooled by the number t >= 0 (Conway)"""
    def heat(self, t: GameLike, /, **limits: Any) -> Game:
        """G heated by the game t (Conway's integral)"""
    def sqrt(self, /, **limits: Any) -> Union[Game, Surreal]:
        """square root of a positive monomial number"""
    def signexp(self, /, **limits: Any) -> str:
        """sign expansion (Hackenbush stalk) of a number: L blue, R red, (..) repeated ω times"""
    def nimmul(self, b: IntLike, /, **limits: Any) -> Game:
        """nim product of *a and *b (or of naturals a and b), a nimber"""
    def grundyseq(self, positions: Sequence[Any], /, **limits: Any) -> List[Any]:
        """the Grundy values of an impartial ruleset's positions: grundyseq(R, 0..20)"""
    def len(self, /, **limits: Any) -> Game:
        """the length of a list or a string"""
    def slice(self, arg1: IntLike, to: IntLike, /, **limits: Any) -> Union[List[Any], str]:
        """the part of a list or string from index `from` up to (not including) `to`, from 0"""
    def replaceat(self, index: IntLike, new: Any, /, **limits: Any) -> Union[List[Any], str]:
        """a string with its character at `index` (from 0) replaced by the string `new`, or a list with that element replaced"""
    def grid(self, columns: IntLike, /, **limits: Any) -> str:
        """an empty board of `rows` rows and `columns` columns, as rulesets read it"""
    def str(self, /, **limits: Any) -> str:
        """the text of a value, as a string (strings stay as they are)"""
    def print(self, /, **limits: Any) -> str:
        """text shown as it is (strings without quotes), e.g. in `for n in 1..3 do print(...)`"""
    # END GENERATED: Game

class Position(Game):
    """A position of a ruleset of the catalogue, worth its value."""

    @property
    def ruleset(self) -> str: ...
    @property
    def position(self) -> str: ...
    def board(self) -> Optional[Dict[str, Any]]: ...
    def _repr_svg_(self) -> Optional[str]: ...
    def _repr_html_(self) -> Optional[str]: ...

class Surreal:
    """A surreal number beyond the rationals."""

    def _repr_latex_(self) -> Optional[str]: ...
    def __add__(self, other: Operand) -> Union[Game, Surreal]: ...
    def __radd__(self, other: Operand) -> Union[Game, Surreal]: ...
    def __sub__(self, other: Operand) -> Union[Game, Surreal]: ...
    def __rsub__(self, other: Operand) -> Union[Game, Surreal]: ...
    def __mul__(self, other: Operand) -> Union[Game, Surreal]: ...
    def __rmul__(self, other: Operand) -> Union[Game, Surreal]: ...
    def __truediv__(self, other: Operand) -> Union[Game, Surreal]: ...
    def __rtruediv__(self, other: Operand) -> Union[Game, Surreal]: ...
    def __pow__(self, other: Operand) -> Union[Game, Surreal]: ...
    def __neg__(self) -> Surreal: ...
    def __le__(self, other: Operand) -> bool: ...
    def __lt__(self, other: Operand) -> bool: ...
    def __ge__(self, other: Operand) -> bool: ...
    def __gt__(self, other: Operand) -> bool: ...
    def __hash__(self) -> int: ...
    # BEGIN GENERATED: Surreal (python/tests/stubgen.py from the registry; NIMATRON_BLESS=1 rewrites)
    def birthday(self, /, **limits: Any) -> Union[Game, Surreal]:
        """the day a game or surreal number is born, an ordinal"""
    def sqrt(self, /, **limits: Any) -> Union[Game, Surreal]:
        """square root of a positive monomial number"""
    def signexp(self, /, **limits: Any) -> str:
        """sign expansion (Hackenbush stalk) of a number: L blue, R red, (..) repeated ω times"""
    def grundyseq(self, positions: Sequence[Any], /, **limits: Any) -> List[Any]:
        """the Grundy values of an impartial ruleset's positions: grundyseq(R, 0..20)"""
    def len(self, /, **limits: Any) -> Game:
        """the length of a list or a string"""
    def slice(self, arg1: IntLike, to: IntLike, /, **limits: Any) -> Union[List[Any], str]:
        """the part of a list or string from index `from` up to (not including) `to`, from 0"""
    def replaceat(self, index: IntLike, new: Any, /, **limits: Any) -> Union[List[Any], str]:
        """a string with its character at `index` (from 0) replaced by the string `new`, or a list with that element replaced"""
    def str(self, /, **limits: Any) -> str:
        """the text of a value, as a string (strings stay as they are)"""
    def print(self, /, **limits: Any) -> str:
        """text shown as it is (strings without quotes), e.g. in `for n in 1..3 do print(...)`"""
    # END GENERATED: Surreal

class Thermograph:
    """An exact thermograph; Jupyter draws it."""

    @property
    def mast(self) -> Fraction: ...
    @property
    def temperature(self) -> Fraction: ...
    @property
    def left_wall(self) -> List[Tuple[Fraction, Fraction]]: ...
    @property
    def right_wall(self) -> List[Tuple[Fraction, Fraction]]: ...
    def svg(self) -> str: ...
    def _repr_svg_(self) -> str: ...

class Ruleset:
    """A ruleset defined by Python callables; calling it values a position."""

    def __init__(
        self,
        left: Callable[[Any], Iterable[Any]],
        right: Callable[[Any], Iterable[Any]],
        components: Optional[Callable[[Any], Iterable[Any]]] = ...,
        normalize: Optional[Callable[[Any], Any]] = ...,
        name: Optional[str] = ...,
        session: Optional[Session] = ...,
    ) -> None: ...
    def value(self, position: Any, **limits: Any) -> Game: ...
    def __call__(self, position: Any, **limits: Any) -> Game: ...
    def memoised(self) -> int: ...
    def clear(self) -> None: ...
    @property
    def name(self) -> str: ...

class NimMove(NamedTuple):
    heap: int
    size: int
    to: int

class Svg:
    data: str
    def __init__(self, data: str) -> None: ...
    def _repr_svg_(self) -> str: ...

class GrundySequence(Sequence[int]):
    game: str
    code: Optional[str]
    values: List[int]
    computed: int
    period: Optional[int]
    preperiod: Optional[int]
    proved: bool
    provable: bool
    max_value: int
    stop: str
    def __init__(self, report: Dict[str, Any]) -> None: ...
    def __len__(self) -> int: ...
    @overload
    def __getitem__(self, i: int) -> int: ...
    @overload
    def __getitem__(self, i: slice) -> List[int]: ...
    def __iter__(self) -> Iterator[int]: ...
    def value(self, n: int) -> int: ...
    def name(self) -> str: ...
    def scatter(self, start: int = ..., stop: Optional[int] = ...) -> Svg: ...
    def _repr_svg_(self) -> str: ...

def parse(text: str, **limits: Any) -> Any: ...
def eval(line: str, **limits: Any) -> Any: ...
def set_limits(**limits: Any) -> None: ...
def limits() -> Dict[str, Any]: ...
def session() -> Session: ...
def reset() -> None: ...
def functions() -> Dict[str, Callable[..., Any]]: ...
def rulesets() -> List[Dict[str, Any]]: ...
def position(ruleset: str, text: str, **limits: Any) -> Position: ...
def ruleset(
    left: Optional[Callable[[Any], Iterable[Any]]] = ...,
    right: Optional[Callable[[Any], Iterable[Any]]] = ...,
    *,
    options: Optional[Callable[[Any], Iterable[Any]]] = ...,
    components: Optional[Callable[[Any], Iterable[Any]]] = ...,
    normalize: Optional[Callable[[Any], Any]] = ...,
    name: Optional[str] = ...,
    session: Optional[Session] = ...,
) -> Ruleset: ...
def nim_moves(heaps: Sequence[int], *, misere: bool = ...) -> List[NimMove]: ...
def nim_sum(heaps: Sequence[int]) -> int: ...
def grundy(game: str, to: int = ..., *, method: str = ..., time: Optional[float] = ...) -> GrundySequence: ...

# BEGIN GENERATED: functions (python/tests/stubgen.py from the registry; NIMATRON_BLESS=1 rewrites)
true: bool
false: bool
def outcome(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """outcome class: L (Left wins), R (Right wins), N (the player to move wins) or P (the other player wins)"""
def canonical(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the canonical form (every game value is already canonical)"""
def leftstop(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """Left stop: the number reached when Left starts and both play well"""
def rightstop(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """Right stop: the number reached when Right starts and both play well"""
def birthday(G: Any, /, *, session: Optional[Session] = None, **limits: Any) -> Union[Game, Surreal]:
    """the day a game or surreal number is born, an ordinal"""
def options(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """[Left options, Right options]"""
def leftoptions(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """Left options"""
def rightoptions(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """Right options"""
def tiny(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """Tiny(G) = {0||0|-G}, a positive infinitesimal (also written G.Tiny)"""
def miny(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """Miny(G) = {G|0||0}, a negative infinitesimal (also written G.Miny)"""
def isnumber(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G is a number"""
def isnimber(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G is a nimber (0 included)"""
def isallsmall(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G is all-small (no number but 0 among its followers)"""
def rcf(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """reduced canonical form: the simplest game infinitesimally close to G"""
def atomicweight(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """atomic weight of an all-small game (how many ups it is worth)"""
def confusion(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """confusion interval: the numbers G is confused with, e.g. \"[-1, 1)\" (or \"none\")"""
def hotstrat(games: Sequence[GameLike], /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """Left's Hotstrat move in the sum of a list of games: [component index (from 0), option]"""
def winningmoves(games: Sequence[GameLike], /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """every winning Left move in the sum of a list of games, as [index, option]"""
def temperature(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """temperature (numbers m/2^k: -1/2^k; integers -1; infinitesimals 0)"""
def mean(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """mean value: the mast of the thermograph"""
def thermograph(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Thermograph:
    """the thermograph: walls as (temperature, value) corner points, and the mast"""
def cool(G: GameLike, t: RationalLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """G cooled by the number t >= 0 (Conway)"""
def heat(G: GameLike, t: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """G heated by the game t (Conway's integral)"""
omega: Surreal
epsilon: Surreal
def sqrt(x: NumberLike, /, *, session: Optional[Session] = None, **limits: Any) -> Union[Game, Surreal]:
    """square root of a positive monomial number"""
def signexp(x: NumberLike, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """sign expansion (Hackenbush stalk) of a number: L blue, R red, (..) repeated ω times"""
def nimmul(a: IntLike, b: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """nim product of *a and *b (or of naturals a and b), a nimber"""
def grundyseq(R: Any, positions: Sequence[Any], /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """the Grundy values of an impartial ruleset's positions: grundyseq(R, 0..20)"""
def sum(list: Sequence[Any], /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the sum of a list of games or numbers"""
def len(x: Any, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the length of a list or a string"""
def slice(x: Any, arg1: IntLike, to: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Union[List[Any], str]:
    """the part of a list or string from index `from` up to (not including) `to`, from 0"""
def replaceat(x: Any, index: IntLike, new: Any, /, *, session: Optional[Session] = None, **limits: Any) -> Union[List[Any], str]:
    """a string with its character at `index` (from 0) replaced by the string `new`, or a list with that element replaced"""
def find(s: str, part: str, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the index (from 0) of the first occurrence of `part` in the string `s`, or -1"""
def grid(rows: IntLike, columns: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """an empty board of `rows` rows and `columns` columns, as rulesets read it"""
def str(x: Any, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """the text of a value, as a string (strings stay as they are)"""
def print(x: Any, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """text shown as it is (strings without quotes), e.g. in `for n in 1..3 do print(...)`"""
def domineering(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Domineering: rows separated by `|`, `.` empty, `#` filled (at most 64 cells)"""
def hackenbush(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Hackenbush: edges `u-v:c` separated by spaces, vertex 0 the ground, colour b (blue), r (red) or g (green); cycles, loops and multiple edges allowed (at most 64 edges)"""
def stalk(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Hackenbush stalk: the colours from the ground up: L blue, R red, G green (at most 64 edges); infinite ones as sign expansions: stalk(\"L(RL)\") = 2/3, stalk(\"L^omega R^omega\") = omega/2"""
def toads(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Toads and Frogs: `T` toad, `F` frog, `.` empty (at most 4096 cells)"""
def cram(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Cram: rows separated by `|`, `.` empty, `#` filled (at most 64 cells); the value is a nimber"""
def graphnim(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """graph Nim: edges `u-v`, or `u-vxK` for K parallel edges, separated by commas or spaces (at most 64 edges); the value is a nimber"""
# END GENERATED: functions
