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
    def run(self, program: str, **limits: Any) -> List[str]: ...
    def parse(self, text: str, **limits: Any) -> Any: ...
    # BEGIN GENERATED: Session (python/tests/stubgen.py from the registry; NIMATRON_BLESS=1 rewrites)
    def outcome(G: Any, /, **limits: Any) -> Union[Value, str]:
        """outcome class: L (Left wins), R (Right wins), N (the player to move wins) or P (the other player wins); of a game, a number (omega - 5) or a nimber"""
    def canonical(G: GameLike, /, **limits: Any) -> Game:
        """the canonical form (of an explicit game too; every other game value is already canonical)"""
    def leftstop(G: GameLike, /, **limits: Any) -> Union[Game, Value]:
        """Left stop: the number reached when Left starts and both play well (a pseudonumber of a loopy stopper)"""
    def rightstop(G: GameLike, /, **limits: Any) -> Union[Game, Value]:
        """Right stop: the number reached when Right starts and both play well (a pseudonumber of a loopy stopper)"""
    def birthday(G: Any, /, **limits: Any) -> Union[Game, Surreal]:
        """the day a game or surreal number is born, an ordinal"""
    def options(G: GameLike, /, **limits: Any) -> List[Any]:
        """[Left options, Right options]"""
    def leftoptions(G: GameLike, /, **limits: Any) -> List[Any]:
        """Left options (of a loopy stopper's canonical form)"""
    def rightoptions(G: GameLike, /, **limits: Any) -> List[Any]:
        """Right options (of a loopy stopper's canonical form)"""
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
        """atomic weight of an atomic game (how many ups it is worth): every all-small game, and infinitesimals close enough to a multiple of ^"""
    def confusion(G: GameLike, /, **limits: Any) -> str:
        """confusion interval: the numbers G is confused with, e.g. \"[-1, 1)\" (or \"none\")"""
    def hotstrat(games: Sequence[GameLike], /, **limits: Any) -> List[Any]:
        """Left's Hotstrat move in the sum of a list of games: [component position (from 1), option]"""
    def winningmoves(games: Sequence[GameLike], /, **limits: Any) -> List[Any]:
        """every winning Left move in the sum of a list of games, as [position (from 1), option]"""
    def temperature(G: GameLike, /, **limits: Any) -> Game:
        """temperature (numbers m/2^k: -1/2^k; integers -1; infinitesimals 0)"""
    def mean(G: GameLike, /, **limits: Any) -> Game:
        """mean value: the mast of the thermograph"""
    def thermograph(G: GameLike, /, **limits: Any) -> Thermograph:
        """the thermograph: walls as (temperature, value) corner points, and the mast"""
    def cool(G: GameLike, t: RationalLike, /, **limits: Any) -> Game:
        """G cooled by the number t > -1 (Conway; below 0 as CGSuite: only integers stay)"""
    def heat(G: GameLike, t: GameLike, /, **limits: Any) -> Game:
        """G heated by the game t (Conway's integral)"""
    def ordinalsum(G: GameLike, H: GameLike, /, **limits: Any) -> Game:
        """ordinal sum G : H = {G^L, G:H^L | G^R, G:H^R} of the canonical forms (a move in G annuls H); also written G : H, between + - and * / as in CGSuite"""
    def conjunctive(G: GameLike, H: GameLike, /, **limits: Any) -> Game:
        """conjunctive sum: every move is made in both components (it ends when either does)"""
    def selective(G: GameLike, H: GameLike, /, **limits: Any) -> Game:
        """selective sum (Winning Ways): each move is made in one component or in both"""
    def conway(G: Any, H: Any, /, **limits: Any) -> Game:
        """Conway's product G·H of the canonical forms (numbers multiply, nimbers, transfinite ones too, by the nim product)"""
    def norton(G: GameLike, U: GameLike, /, **limits: Any) -> Game:
        """Norton's product G.U: G copies of U for an integer G, else {G^L.U + U + Δ | G^R.U - U - Δ} over U's incentives Δ"""
    def ordinalproduct(G: GameLike, H: GameLike, /, **limits: Any) -> Game:
        """CGSuite's ordinal product: options (G ⊗ H') : G' for the options H' of H and G' of G (of -G for Right's H'); on nimbers, ordinal multiplication"""
    def overheat(G: GameLike, s: GameLike, t: GameLike, /, **limits: Any) -> Game:
        """G overheated from s to t: an integer n is n.s (Norton), else {G^L overheated + t | G^R overheated - t}"""
    def freeze(G: GameLike, /, **limits: Any) -> Game:
        """G frozen: cooled by its temperature (a number is its own freeze)"""
    def incentives(G: GameLike, /, **limits: Any) -> List[Any]:
        """the incentives G^L - G and G - G^R, without duplicates and dominated ones"""
    def leftincentives(G: GameLike, /, **limits: Any) -> List[Any]:
        """Left's incentives G^L - G, the undominated ones"""
    def rightincentives(G: GameLike, /, **limits: Any) -> List[Any]:
        """Right's incentives G - G^R, the undominated ones"""
    def companion(G: GameLike, /, **limits: Any) -> Game:
        """the companion (Siegel): * for 0, ^ and ^* swapped; else the options' companions, with 0 added for the player G favours"""
    def stopcount(G: GameLike, /, **limits: Any) -> Game:
        """the number of stops (leaves of the canonical game tree)"""
    def followers(G: GameLike, /, **limits: Any) -> List[Any]:
        """every follower of G (G included), each once (of a loopy stopper's canonical form)"""
    def followercount(G: GameLike, /, **limits: Any) -> Game:
        """the number of followers of G (G included; of a loopy stopper's canonical form)"""
    def iseven(G: GameLike, /, **limits: Any) -> bool:
        """whether G is even: n*m (m <= 1) with n + m even, or all options odd"""
    def isodd(G: GameLike, /, **limits: Any) -> bool:
        """whether G is odd: n*m (m <= 1) with n + m odd, or all options even"""
    def iseventempered(G: GameLike, /, **limits: Any) -> bool:
        """whether G is even-tempered: a number, or all options odd-tempered"""
    def isoddtempered(G: GameLike, /, **limits: Any) -> bool:
        """whether G is odd-tempered: a number plus *, or all options even-tempered"""
    def isinteger(G: GameLike, /, **limits: Any) -> bool:
        """whether G is an integer"""
    def isinfinitesimal(G: GameLike, /, **limits: Any) -> bool:
        """whether G is infinitesimal (both stops 0)"""
    def isnumberish(G: GameLike, /, **limits: Any) -> bool:
        """whether G is a number plus an infinitesimal (equal stops)"""
    def isnumbertiny(G: GameLike, /, **limits: Any) -> bool:
        """whether G is a number, or a number plus a tiny or a miny ({x||x|y} with y < x)"""
    def isatomic(G: GameLike, /, **limits: Any) -> bool:
        """whether G is atomic (has an atomic weight)"""
    def isuptimal(G: GameLike, /, **limits: Any) -> bool:
        """whether G is an uptimal (a number, a nimber and a sum of ^<n>)"""
    def isordinal(x: Any, /, **limits: Any) -> bool:
        """whether x is an ordinal: a natural number, a number such as omega+5, or (as a game) one without Right options"""
    def iszero(G: GameLike, /, **limits: Any) -> bool:
        """whether G is 0"""
    def pow(G: GameLike, x: RationalLike, /, **limits: Any) -> Game:
        """G^<x> = {0 | H - powto(G, x-1)} for G = {0|H} and a dyadic x (pow(^, n) is ^<n>)"""
    def powto(G: GameLike, x: RationalLike, /, **limits: Any) -> Game:
        """G^[x] = G : x' for a dyadic x >= 0, x' being x subordinated to 1 (powto(^, n) is ^[n])"""
    def subordinate(G: GameLike, H: GameLike, /, **limits: Any) -> Game:
        """G subordinated to the base H: H's options removed from every follower's options (CGSuite's Subordinate)"""
    def uptimal(G: GameLike, /, **limits: Any) -> str:
        """the uptimal expansion x*m.a1a2... of an uptimal x + *m + a1.^<1> + a2.^<2> + ... (CGSuite's notation)"""
    def explicit(left: Sequence[Any], right: Sequence[Any], /, **limits: Any) -> Value:
        """the explicit game {left | right} kept as written, not canonical (CGSuite's '{*|*}'), for the compounds that depend on forms"""
    def sqrt(x: NumberLike, /, **limits: Any) -> Union[Game, Surreal]:
        """square root of a positive monomial number"""
    def signexp(x: NumberLike, /, **limits: Any) -> str:
        """sign expansion (Hackenbush stalk) of a number: L blue, R red, (..) repeated ω times"""
    def nimmul(a: IntLike, b: IntLike, /, **limits: Any) -> Union[Game, Value]:
        """nim product of *a and *b (or of ordinals a and b), a nimber; ordinals below omega^(omega^54) (Lenstra)"""
    def ruleset(name: str, left: Any, right: Any = ..., /, **limits: Any) -> Any:
        """a ruleset from its rules: left = pos -> [Left's options], right = pos -> [...] (or moves = pos -> [...] for an impartial one); R(pos) is a position's value"""
    def grundyseq(R: Any, positions: Sequence[Any], /, **limits: Any) -> List[Any]:
        """the Grundy values of an impartial ruleset's positions: grundyseq(R, 0..20)"""
    def sum(list: Sequence[Any], /, **limits: Any) -> Game:
        """the sum of a list of games or numbers"""
    def len(x: Any, /, **limits: Any) -> Game:
        """the length of a list or a string"""
    def slice(x: Any, arg1: IntLike, to: IntLike, /, **limits: Any) -> Union[List[Any], str]:
        """the part of a list or string from position `from` to position `to`, both included, counting from 1"""
    def replaceat(x: Any, index: IntLike, new: Any, /, **limits: Any) -> Union[List[Any], str]:
        """a string with its character at position `index` (from 1) replaced by the string `new`, or a list with that element replaced"""
    def find(s: str, part: str, /, **limits: Any) -> Game:
        """the position (from 1) of the first occurrence of `part` in the string `s`, or 0"""
    def grid(rows: IntLike, columns: IntLike, /, **limits: Any) -> str:
        """an empty board of `rows` rows and `columns` columns, as rulesets read it"""
    def str(x: Any, /, **limits: Any) -> str:
        """the text of a value, as a string (strings stay as they are)"""
    def print(x: Any, /, **limits: Any) -> str:
        """text shown as it is (strings without quotes), e.g. in `for n in 1..3 do print(...)`"""
    def nimber(a: IntLike, /, **limits: Any) -> Value:
        """the nimber *a of an ordinal a: *omega, *(omega+5), nimber(3) = *3"""
    def nimsum(a: IntLike, b: IntLike, /, **limits: Any) -> Union[Game, Value]:
        """nim sum of *a and *b (or of ordinals a and b), a nimber: the binary expansions xor-ed"""
    def nimpow(a: IntLike, n: IntLike, /, **limits: Any) -> Union[Game, Value]:
        """nim power *a^n (n >= 0) of a nimber or ordinal a below omega^(omega^54)"""
    def abs(x: NumberLike, /, **limits: Any) -> Union[Game, Surreal]:
        """absolute value of a number"""
    def sign(x: NumberLike, /, **limits: Any) -> Game:
        """the sign of a number: -1, 0 or 1"""
    def floor(x: RationalLike, /, **limits: Any) -> Game:
        """the greatest integer at most x"""
    def ceiling(x: RationalLike, /, **limits: Any) -> Game:
        """the least integer at least x"""
    def numerator(x: RationalLike, /, **limits: Any) -> Game:
        """the numerator of a rational in lowest terms"""
    def denominator(x: RationalLike, /, **limits: Any) -> Game:
        """the denominator of a rational in lowest terms"""
    def isdyadic(x: RationalLike, /, **limits: Any) -> bool:
        """whether a rational is dyadic (its denominator a power of 2)"""
    def reciprocal(x: NumberLike, /, **limits: Any) -> Union[Game, Surreal]:
        """1/x for a nonzero number"""
    def max(x: Any, y: NumberLike = ..., /, **limits: Any) -> Union[Game, Surreal]:
        """the larger of two numbers, or the largest number of a list (CGSuite's `L.Max`)"""
    def min(x: NumberLike, y: NumberLike, /, **limits: Any) -> Game:
        """the smaller of two numbers"""
    def div(a: IntLike, b: IntLike, /, **limits: Any) -> Game:
        """integer quotient of a by b, rounded down"""
    def lb(n: IntLike, /, **limits: Any) -> Game:
        """binary logarithm of a positive integer, rounded down (its bit length minus 1)"""
    def isqrt(n: IntLike, /, **limits: Any) -> Game:
        """integer square root of a natural number, rounded down"""
    def isevil(n: IntLike, /, **limits: Any) -> bool:
        """whether an integer has an even number of 1s in binary"""
    def isodious(n: IntLike, /, **limits: Any) -> bool:
        """whether an integer has an odd number of 1s in binary"""
    def istwopower(n: IntLike, /, **limits: Any) -> bool:
        """whether an integer is a power of 2"""
    def niminv(a: IntLike, /, **limits: Any) -> Game:
        """nim inverse of a positive natural number below 2^64 (or of *a), a nimber"""
    def nimdiv(a: IntLike, b: IntLike, /, **limits: Any) -> Game:
        """nim quotient a ⊘ b = a ⊗ b^-1 (b > 0), a nimber"""
    def nimvalue(G: IntLike, /, **limits: Any) -> Game:
        """the n of a nimber *n (an ordinal)"""
    def takeandbreak(code: str, n: IntLike, /, **limits: Any) -> Game:
        """the nimber of a heap of n in a take-and-break game, its code as CGSuite writes it (0.77, 4!.0, 0.[3], 0.3F!, {2+}=.0, sub:1,3,4, allbut:2,3,7, or kayles, dawson, grundy, nim)"""
    def tbcode(code: str, /, **limits: Any) -> str:
        """a take-and-break code in CGSuite's normal form (sub:2,3,7 is 0.0330003, allbut:2,3,7 is 0.3003330[3])"""
    def heapoptions(code: str, n: IntLike, /, **limits: Any) -> List[Any]:
        """the moves from a heap of n in a take-and-break game: the heaps each leaves"""
    def spawning(code: str, n: IntLike, /, **limits: Any) -> Game:
        """the nimber of a coin at n in a coin-turning game in CGSuite's spawning code (1-3 Mock Turtles, 1+C Ruler, 3 Triplets, 4FS Grunt)"""
    def spawningoptions(code: str, n: IntLike, /, **limits: Any) -> List[Any]:
        """the moves from a coin at n in a coin-turning game: the other coins each turns"""
    def wythoff(m: IntLike, n: IntLike, /, **limits: Any) -> Game:
        """the nimber of Wythoff's game with heaps m and n (take from one heap, or the same from both)"""
    def genwythoff(m: IntLike, n: IntLike, r: IntLike, /, **limits: Any) -> Game:
        """r-Wythoff (CGSuite's GenWythoff(k -> k + r)): take from one heap, or k and l >= 1 from both with |k - l| < r"""
    def mem(m: IntLike, n: IntLike, /, **limits: Any) -> Game:
        """Mem at (n, memory): take j tokens with j >= the memory, which becomes j"""
    def takeaway(limit: RationalLike, n: IntLike, memory: IntLike, /, **limits: Any) -> Game:
        """Take-Away at (n, memory): take j <= limit·memory tokens, which become the memory"""
    def fibonaccinim(m: IntLike, n: IntLike, /, **limits: Any) -> Game:
        """Fibonacci Nim at (n, memory): take at most twice the last move (Take-Away with limit 2)"""
    def cutcake(m: IntLike, n: IntLike, /, **limits: Any) -> Game:
        """Cutcake (m, n) as CGSuite defines it: Left splits n in two, Right splits m"""
    def eatcake(m: IntLike, n: IntLike, /, **limits: Any) -> Game:
        """Eatcake (m, n): Left eats a row (n loses one and may split), Right a column"""
    def maundycake(m: IntLike, n: IntLike, /, **limits: Any) -> Game:
        """Maundy Cake (m, n): Left splits n into equal parts, Right m"""
    def turnandeatcake(m: IntLike, n: IntLike, /, **limits: Any) -> Game:
        """Turn-and-Eatcake (m, n): Eatcake with the cake turned before each move"""
    def gencutcake(left: str, right: str, twisted: Any, m: IntLike, n: IntLike, /, **limits: Any) -> Game:
        """CGSuite's GenCutcake (m, n) from two take-and-break codes: Left moves in n by the first, Right in m by the second; twisted: the cake turns first"""
    def partizaneuclid(p: IntLike, q: IntLike, /, **limits: Any) -> Game:
        """Partizan Euclid (p, q): Left moves to (q, p mod q), Right to (q, q - p mod q)"""
    def partizansubtraction(left: Sequence[Any], right: Sequence[Any], n: IntLike, /, **limits: Any) -> Game:
        """a heap of n where Left removes a number of tokens in the first list, Right one in the second"""
    def domineering(position: str, /, **limits: Any) -> Position:
        """Domineering: rows separated by `|`, `.` empty, `#` filled (at most 64 cells)"""
    def hackenbush(position: str, /, **limits: Any) -> Position:
        """Hackenbush: edges `u-v:c` separated by spaces, vertex 0 the ground, colour b (blue), r (red) or g (green); cycles, loops and multiple edges allowed (at most 64 edges); or CGSuite's graph string from the ground (the first vertex): edges `l` blue, `r` red, `e` green, `(a;b)` branches, `:A` names a vertex (`l(l;rl)`)"""
    def stalk(position: str, /, **limits: Any) -> Position:
        """Hackenbush stalk: the colours from the ground up: L blue, R red, G green (at most 64 edges); infinite ones as sign expansions: stalk(\"L(RL)\") = 2/3, stalk(\"L^omega R^omega\") = omega/2"""
    def toads(position: str, /, *, maxjump: Optional[IntLike] = None, minslide: Optional[IntLike] = None, maxslide: Optional[IntLike] = None, friendly: Optional[Any] = None, **limits: Any) -> Position:
        """Toads and Frogs: `T` toad, `F` frog, `.` empty (at most 4096 cells); the rules by name: maxjump (the most pieces a jump passes, 0 to 64), minslide and maxslide (the cells a slide may go; minslide=-1 is Backsliding Toads and Frogs, a piece may also step back, and the value is loopy), friendly (jumps over either side's pieces): toads(\"TTT..FF\", maxjump=2), toads(\"ttt..fff\", minslide=-1)"""
    def clobber(position: str, /, *, rules: Optional[str] = None, **limits: Any) -> Position:
        """Clobber: rows joined by `|`, all of one length: `x` black (Left), `o` white (Right), `.` empty (at most 64 cells); rules as `clobber:` reads them, separated by commas: hot (a piece may take its own side's), anti (moves onto empty cells), diagonal, compass or knight (the directions), slide: clobber(\"xo|ox\", rules=\"hot\") is Cannibal Clobber"""
    def anticlobber(position: str, /, **limits: Any) -> Position:
        """Anti-Clobber: rows joined by `|`, all of one length: `x` black (Left), `o` white (Right), `.` empty, `#` blocked (at most 64 cells)"""
    def kings(position: str, /, **limits: Any) -> Position:
        """Kings: as Clobber: rows joined by `|`, `x` black (Left), `o` white (Right), `.` empty (at most 64 cells)"""
    def knights(position: str, /, **limits: Any) -> Position:
        """Knights: as Clobber: rows joined by `|`, `x` black (Left), `o` white (Right), `.` empty (at most 64 cells)"""
    def rooks(position: str, /, **limits: Any) -> Position:
        """Rooks: as Clobber: rows joined by `|`, `x` black (Left), `o` white (Right), `.` empty (at most 64 cells)"""
    def queens(position: str, /, **limits: Any) -> Position:
        """Queens: as Clobber: rows joined by `|`, `x` black (Left), `o` white (Right), `.` empty (at most 64 cells)"""
    def amazons(position: str, /, **limits: Any) -> Position:
        """Amazons: rows joined by `|`, all of one length: `x` black amazon (Left), `o` white amazon (Right), `.` empty, `#` blocked (at most 64 cells; small boards)"""
    def fission(position: str, /, **limits: Any) -> Position:
        """Fission: rows joined by `|`, all of one length: `x` a stone, `.` empty, `#` blocked (at most 64 cells)"""
    def konane(position: str, /, **limits: Any) -> Position:
        """Konane: rows joined by `|`, all of one length: `x` black (Left), `o` white (Right), `.` empty, `#` blocked (at most 64 cells)"""
    def nogo(position: str, /, **limits: Any) -> Position:
        """NoGo: rows joined by `|`, all of one length: `x` black (Left), `o` white (Right), `.` empty, `#` not on the board (at most 64 cells; small boards)"""
    def toppling(position: str, /, **limits: Any) -> Position:
        """Toppling Dominoes: the row: `l` blue (Left), `r` red (Right), `e` grey (either), `.` a gap (at most 64 cells)"""
    def elephants(position: str, /, *, maxjump: Optional[IntLike] = None, minslide: Optional[IntLike] = None, maxslide: Optional[IntLike] = None, friendly: Optional[Any] = None, **limits: Any) -> Position:
        """Elephants and Rhinos: `T` elephant, `F` rhino, `.` empty (at most 4096 cells); the rules by name, as toads's (maxjump 0 here): elephants(\"TT...FF\", maxslide=2)"""
    def foxandgeese(position: str, /, *, foxrange: Optional[IntLike] = None, **limits: Any) -> Value:
        """Fox and Geese: CGSuite's grid: rows from the top joined by `|`, `x` a goose (Left), `o` the fox (Right), `.` empty; rows count from 1 at the bottom, columns from 1 at the left, and pieces stand where row + column is even (at most 64 squares); the value is loopy; foxrange (1 to 16, the fox's longest move: 2 is Ceylonese Fox and Geese): foxandgeese(\"...\", foxrange=2)"""
    def col(position: str, /, **limits: Any) -> Position:
        """Col: CGSuite's graph string: `.` a free vertex, `L` one next to a blue (Left's) vertex, `R` next to a red one, `-` an edge, `(a;b)` branches, `:A` names a vertex so that a later `:A` is the same one, `;` between components (`R-.-R-.-L`, `.:A-.-.-.:A` a cycle); or words `v:L` and `u-v` (`0:R 1 0-1`), vertices from 0 (at most 64)"""
    def snort(position: str, /, **limits: Any) -> Position:
        """Snort: CGSuite's graph string: `.` a free vertex, `L` one next to a blue (Left's) vertex, `R` next to a red one, `-` an edge, `(a;b)` branches, `:A` names a vertex so that a later `:A` is the same one, `;` between components (`R-.-R-.-L`, `.:A-.-.-.:A` a cycle); or words `v:L` and `u-v` (`0:R 1 0-1`), vertices from 0 (at most 64)"""
    def childish(position: str, /, **limits: Any) -> Position:
        """Childish Hackenbush: CGSuite's graph string from the ground (the first vertex): edges `l` blue, `r` red, `e` green, `(a;b)` branches, `:A` names a vertex (`l(l;rl)`, `:A llrr:A` a cycle); or edges `u-v:c` with vertex 0 the ground (at most 64 edges)"""
    def partizanarckayles(position: str, /, **limits: Any) -> Position:
        """Partizan Arc Kayles: CGSuite's graph string: edges `l` blue, `r` red, `e` green, `(a;b)` branches, `:A` names a vertex, `;` between components (`lrlr(ll;ree(rl;l))`); or edges `u-v:c` (at most 64 vertices)"""
    def cram(position: str, /, **limits: Any) -> Position:
        """Cram: rows separated by `|`, `.` empty, `#` filled (at most 64 cells); the value is a nimber"""
    def graphnim(position: str, /, **limits: Any) -> Position:
        """graph Nim: edges `u-v`, or `u-vxK` for K parallel edges, separated by commas or spaces (at most 64 edges); the value is a nimber"""
    def arckayles(position: str, /, **limits: Any) -> Position:
        """Arc Kayles: CGSuite's graph string: `.` a vertex, `-` an edge, `(a;b)` branches, `:A` names a vertex, `;` between components (`.-.-.-.`); or edges `u-v` and vertices `v` (at most 64 vertices); the value is a nimber"""
    def impartial(position: Union[Position, str], /, **limits: Any) -> Game:
        """the impartial variant of a partizan ruleset's position written in place: both players get every move (impartial(domineering(...)) is Cram); a nimber"""
    def dicotic(position: Union[Position, str], /, **limits: Any) -> Game:
        """the dicotic variant of a partizan ruleset's position written in place: a player may move only while both players have a move (CGSuite's dicotic games)"""
    def misere(G: Any, /, **limits: Any) -> Value:
        """misère canonical form of an impartial game, in CGSuite's notation: n or *n is a nim heap, a list the game with those options, cram(\"...\") or graphnim(\"...\") written in place a position"""
    def misereoutcome(G: Any, /, **limits: Any) -> str:
        """misère outcome (whoever cannot move wins) by search: of a ruleset position written in place (partizan ones too), a misère game, or a game's canonical form"""
    def genus(G: Any, /, **limits: Any) -> str:
        """Conway's genus g^(γ0 γ1 ...) of an impartial game (γk: the misère value with k heaps *2 added), written up to the first repeat of the alternating pair"""
    def istame(G: Any, /, **limits: Any) -> bool:
        """tame (Conway; CGSuite's IsTame): every option tame and a tame genus (0^120, 1^031, 0^0, 1^1 or a^a), as nim heaps are; G as for misere"""
    def isgenerallytame(G: Any, /, **limits: Any) -> bool:
        """generally tame (CGSuite's IsGenerallyTame): tame, allowing wild options that are returnable (each has a move back to a generally tame game with the game's normal and misère values); G as for misere"""
    def istameable(G: Any, /, **limits: Any) -> bool:
        """tameable (CGSuite's IsTameable): generally tame, or wild options that are tameable and return to tameable games, so that the genus of every sum with tame games is fixed; G as for misere"""
    def isrestive(G: Any, /, **limits: Any) -> bool:
        """restive (Conway; CGSuite's IsRestive): every option tame, normal value 0 or 1 and misère value 2 or more; G as for misere"""
    def isgenerallyrestive(G: Any, /, **limits: Any) -> bool:
        """generally restive (CGSuite's IsGenerallyRestive): restive, allowing returnable wild options; G as for misere"""
    def isrestless(G: Any, /, **limits: Any) -> bool:
        """restless (Conway; CGSuite's IsRestless): every option generally tame, misère value 0 or 1 and normal value 2 or more; G as for misere"""
    def ishalftame(G: Any, /, **limits: Any) -> bool:
        """half-tame (CGSuite's IsHalfTame): not generally tame, and G + G generally tame of genus 0^0; G as for misere"""
    def phylum(G: Any, /, **limits: Any) -> str:
        """Conway's class of a misère game in words: nim heap, tame, generally tame, tameable, restive, generally restive, restless or wild; G as for misere"""
    def loopy(text: str, /, **limits: Any) -> Value:
        """a loopy game or sided value read from CGSuite 2's notation (what a loopy literal such as {pass|0} means)"""
    def sided(A: GameLike, B: GameLike, /, **limits: Any) -> Value:
        """the sided value A & B: the onside of A with the offside of B"""
    def isstopper(G: GameLike, /, **limits: Any) -> bool:
        """whether no infinite alternating play leaves any follower (a stopper)"""
    def isloopfree(G: GameLike, /, **limits: Any) -> bool:
        """whether the game has no cycle (then it is a short game)"""
    def isplumtree(G: GameLike, /, **limits: Any) -> bool:
        """whether the stopper's canonical form has no cycle but self-loops (a plumtree)"""
    def isidempotent(G: GameLike, /, **limits: Any) -> bool:
        """whether G + G = G (a stopper)"""
    def ispseudonumber(G: GameLike, /, **limits: Any) -> bool:
        """whether the stopper is a number, on, off, or x over / x under"""
    def isstable(G: GameLike, /, **limits: Any) -> bool:
        """whether the upsum and downsum varieties of the stopper agree"""
    def degree(G: GameLike, /, **limits: Any) -> Value:
        """the degree of a stopper: its upsum with its negative (Siegel, CGT VI.4)"""
    def variety(G: GameLike, /, **limits: Any) -> Value:
        """the variety of a stable stopper; \"That game is not stable.\" otherwise"""
    def onside(G: GameLike, /, **limits: Any) -> Union[Game, Value]:
        """the onside of a stopper-sided game (infinite play won by Left), by sidling"""
    def offside(G: GameLike, /, **limits: Any) -> Union[Game, Value]:
        """the offside of a stopper-sided game (infinite play won by Right), by sidling"""
    def sides(G: GameLike, /, **limits: Any) -> List[Any]:
        """[onside, offside] of a stopper-sided game"""
    def upsum(G: GameLike, H: GameLike, /, **limits: Any) -> Value:
        """the upsum of two stoppers: their sum with infinite play won by Left"""
    def downsum(G: GameLike, H: GameLike, /, **limits: Any) -> Value:
        """the downsum of two stoppers: their sum with infinite play won by Right"""
    def contains(x: Any, e: Any, /, **limits: Any) -> bool:
        """whether the list `x` has the element `e` (a string: the part `e`)"""
    def take(x: Any, n: IntLike, /, **limits: Any) -> List[Any]:
        """the first `n` elements of a list (all of them if it has fewer)"""
    def classname(x: Any, /, **limits: Any) -> str:
        """the name of CGSuite's class of a value (`Integer`, `CanonicalShortGame`, `List`, ...)"""
    def table(rows: Sequence[Any], /, **limits: Any) -> str:
        """a list of rows (each a list of entries, or one entry) printed as a table, columns aligned (CGSuite's `Table`)"""
    # END GENERATED: Session

class Game:
    """A canonical short game in the store of its session."""

    def __init__(self, x: GameLike) -> None: ...
    def __bool__(self) -> bool: ...
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
    def outcome(self, /, **limits: Any) -> Union[Value, str]:
        """outcome class: L (Left wins), R (Right wins), N (the player to move wins) or P (the other player wins); of a game, a number (omega - 5) or a nimber"""
    def canonical(self, /, **limits: Any) -> Game:
        """the canonical form (of an explicit game too; every other game value is already canonical)"""
    def leftstop(self, /, **limits: Any) -> Union[Game, Value]:
        """Left stop: the number reached when Left starts and both play well (a pseudonumber of a loopy stopper)"""
    def rightstop(self, /, **limits: Any) -> Union[Game, Value]:
        """Right stop: the number reached when Right starts and both play well (a pseudonumber of a loopy stopper)"""
    def birthday(self, /, **limits: Any) -> Union[Game, Surreal]:
        """the day a game or surreal number is born, an ordinal"""
    def options(self, /, **limits: Any) -> List[Any]:
        """[Left options, Right options]"""
    def leftoptions(self, /, **limits: Any) -> List[Any]:
        """Left options (of a loopy stopper's canonical form)"""
    def rightoptions(self, /, **limits: Any) -> List[Any]:
        """Right options (of a loopy stopper's canonical form)"""
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
        """atomic weight of an atomic game (how many ups it is worth): every all-small game, and infinitesimals close enough to a multiple of ^"""
    def confusion(self, /, **limits: Any) -> str:
        """confusion interval: the numbers G is confused with, e.g. \"[-1, 1)\" (or \"none\")"""
    def temperature(self, /, **limits: Any) -> Game:
        """temperature (numbers m/2^k: -1/2^k; integers -1; infinitesimals 0)"""
    def mean(self, /, **limits: Any) -> Game:
        """mean value: the mast of the thermograph"""
    def thermograph(self, /, **limits: Any) -> Thermograph:
        """the thermograph: walls as (temperature, value) corner points, and the mast"""
    def cool(self, t: RationalLike, /, **limits: Any) -> Game:
        """G cooled by the number t > -1 (Conway; below 0 as CGSuite: only integers stay)"""
    def heat(self, t: GameLike, /, **limits: Any) -> Game:
        """G heated by the game t (Conway's integral)"""
    def ordinalsum(self, H: GameLike, /, **limits: Any) -> Game:
        """ordinal sum G : H = {G^L, G:H^L | G^R, G:H^R} of the canonical forms (a move in G annuls H); also written G : H, between + - and * / as in CGSuite"""
    def conjunctive(self, H: GameLike, /, **limits: Any) -> Game:
        """conjunctive sum: every move is made in both components (it ends when either does)"""
    def selective(self, H: GameLike, /, **limits: Any) -> Game:
        """selective sum (Winning Ways): each move is made in one component or in both"""
    def conway(self, H: Any, /, **limits: Any) -> Game:
        """Conway's product G·H of the canonical forms (numbers multiply, nimbers, transfinite ones too, by the nim product)"""
    def norton(self, U: GameLike, /, **limits: Any) -> Game:
        """Norton's product G.U: G copies of U for an integer G, else {G^L.U + U + Δ | G^R.U - U - Δ} over U's incentives Δ"""
    def ordinalproduct(self, H: GameLike, /, **limits: Any) -> Game:
        """CGSuite's ordinal product: options (G ⊗ H') : G' for the options H' of H and G' of G (of -G for Right's H'); on nimbers, ordinal multiplication"""
    def overheat(self, s: GameLike, t: GameLike, /, **limits: Any) -> Game:
        """G overheated from s to t: an integer n is n.s (Norton), else {G^L overheated + t | G^R overheated - t}"""
    def freeze(self, /, **limits: Any) -> Game:
        """G frozen: cooled by its temperature (a number is its own freeze)"""
    def incentives(self, /, **limits: Any) -> List[Any]:
        """the incentives G^L - G and G - G^R, without duplicates and dominated ones"""
    def leftincentives(self, /, **limits: Any) -> List[Any]:
        """Left's incentives G^L - G, the undominated ones"""
    def rightincentives(self, /, **limits: Any) -> List[Any]:
        """Right's incentives G - G^R, the undominated ones"""
    def companion(self, /, **limits: Any) -> Game:
        """the companion (Siegel): * for 0, ^ and ^* swapped; else the options' companions, with 0 added for the player G favours"""
    def stopcount(self, /, **limits: Any) -> Game:
        """the number of stops (leaves of the canonical game tree)"""
    def followers(self, /, **limits: Any) -> List[Any]:
        """every follower of G (G included), each once (of a loopy stopper's canonical form)"""
    def followercount(self, /, **limits: Any) -> Game:
        """the number of followers of G (G included; of a loopy stopper's canonical form)"""
    def iseven(self, /, **limits: Any) -> bool:
        """whether G is even: n*m (m <= 1) with n + m even, or all options odd"""
    def isodd(self, /, **limits: Any) -> bool:
        """whether G is odd: n*m (m <= 1) with n + m odd, or all options even"""
    def iseventempered(self, /, **limits: Any) -> bool:
        """whether G is even-tempered: a number, or all options odd-tempered"""
    def isoddtempered(self, /, **limits: Any) -> bool:
        """whether G is odd-tempered: a number plus *, or all options even-tempered"""
    def isinteger(self, /, **limits: Any) -> bool:
        """whether G is an integer"""
    def isinfinitesimal(self, /, **limits: Any) -> bool:
        """whether G is infinitesimal (both stops 0)"""
    def isnumberish(self, /, **limits: Any) -> bool:
        """whether G is a number plus an infinitesimal (equal stops)"""
    def isnumbertiny(self, /, **limits: Any) -> bool:
        """whether G is a number, or a number plus a tiny or a miny ({x||x|y} with y < x)"""
    def isatomic(self, /, **limits: Any) -> bool:
        """whether G is atomic (has an atomic weight)"""
    def isuptimal(self, /, **limits: Any) -> bool:
        """whether G is an uptimal (a number, a nimber and a sum of ^<n>)"""
    def isordinal(self, /, **limits: Any) -> bool:
        """whether x is an ordinal: a natural number, a number such as omega+5, or (as a game) one without Right options"""
    def iszero(self, /, **limits: Any) -> bool:
        """whether G is 0"""
    def pow(self, x: RationalLike, /, **limits: Any) -> Game:
        """G^<x> = {0 | H - powto(G, x-1)} for G = {0|H} and a dyadic x (pow(^, n) is ^<n>)"""
    def powto(self, x: RationalLike, /, **limits: Any) -> Game:
        """G^[x] = G : x' for a dyadic x >= 0, x' being x subordinated to 1 (powto(^, n) is ^[n])"""
    def subordinate(self, H: GameLike, /, **limits: Any) -> Game:
        """G subordinated to the base H: H's options removed from every follower's options (CGSuite's Subordinate)"""
    def uptimal(self, /, **limits: Any) -> str:
        """the uptimal expansion x*m.a1a2... of an uptimal x + *m + a1.^<1> + a2.^<2> + ... (CGSuite's notation)"""
    def sqrt(self, /, **limits: Any) -> Union[Game, Surreal]:
        """square root of a positive monomial number"""
    def signexp(self, /, **limits: Any) -> str:
        """sign expansion (Hackenbush stalk) of a number: L blue, R red, (..) repeated ω times"""
    def nimmul(self, b: IntLike, /, **limits: Any) -> Union[Game, Value]:
        """nim product of *a and *b (or of ordinals a and b), a nimber; ordinals below omega^(omega^54) (Lenstra)"""
    def grundyseq(self, positions: Sequence[Any], /, **limits: Any) -> List[Any]:
        """the Grundy values of an impartial ruleset's positions: grundyseq(R, 0..20)"""
    def len(self, /, **limits: Any) -> Game:
        """the length of a list or a string"""
    def slice(self, arg1: IntLike, to: IntLike, /, **limits: Any) -> Union[List[Any], str]:
        """the part of a list or string from position `from` to position `to`, both included, counting from 1"""
    def replaceat(self, index: IntLike, new: Any, /, **limits: Any) -> Union[List[Any], str]:
        """a string with its character at position `index` (from 1) replaced by the string `new`, or a list with that element replaced"""
    def grid(self, columns: IntLike, /, **limits: Any) -> str:
        """an empty board of `rows` rows and `columns` columns, as rulesets read it"""
    def str(self, /, **limits: Any) -> str:
        """the text of a value, as a string (strings stay as they are)"""
    def print(self, /, **limits: Any) -> str:
        """text shown as it is (strings without quotes), e.g. in `for n in 1..3 do print(...)`"""
    def nimber(self, /, **limits: Any) -> Value:
        """the nimber *a of an ordinal a: *omega, *(omega+5), nimber(3) = *3"""
    def nimsum(self, b: IntLike, /, **limits: Any) -> Union[Game, Value]:
        """nim sum of *a and *b (or of ordinals a and b), a nimber: the binary expansions xor-ed"""
    def nimpow(self, n: IntLike, /, **limits: Any) -> Union[Game, Value]:
        """nim power *a^n (n >= 0) of a nimber or ordinal a below omega^(omega^54)"""
    def abs(self, /, **limits: Any) -> Union[Game, Surreal]:
        """absolute value of a number"""
    def sign(self, /, **limits: Any) -> Game:
        """the sign of a number: -1, 0 or 1"""
    def floor(self, /, **limits: Any) -> Game:
        """the greatest integer at most x"""
    def ceiling(self, /, **limits: Any) -> Game:
        """the least integer at least x"""
    def numerator(self, /, **limits: Any) -> Game:
        """the numerator of a rational in lowest terms"""
    def denominator(self, /, **limits: Any) -> Game:
        """the denominator of a rational in lowest terms"""
    def isdyadic(self, /, **limits: Any) -> bool:
        """whether a rational is dyadic (its denominator a power of 2)"""
    def reciprocal(self, /, **limits: Any) -> Union[Game, Surreal]:
        """1/x for a nonzero number"""
    def max(self, y: NumberLike = ..., /, **limits: Any) -> Union[Game, Surreal]:
        """the larger of two numbers, or the largest number of a list (CGSuite's `L.Max`)"""
    def min(self, y: NumberLike, /, **limits: Any) -> Game:
        """the smaller of two numbers"""
    def div(self, b: IntLike, /, **limits: Any) -> Game:
        """integer quotient of a by b, rounded down"""
    def lb(self, /, **limits: Any) -> Game:
        """binary logarithm of a positive integer, rounded down (its bit length minus 1)"""
    def isqrt(self, /, **limits: Any) -> Game:
        """integer square root of a natural number, rounded down"""
    def isevil(self, /, **limits: Any) -> bool:
        """whether an integer has an even number of 1s in binary"""
    def isodious(self, /, **limits: Any) -> bool:
        """whether an integer has an odd number of 1s in binary"""
    def istwopower(self, /, **limits: Any) -> bool:
        """whether an integer is a power of 2"""
    def niminv(self, /, **limits: Any) -> Game:
        """nim inverse of a positive natural number below 2^64 (or of *a), a nimber"""
    def nimdiv(self, b: IntLike, /, **limits: Any) -> Game:
        """nim quotient a ⊘ b = a ⊗ b^-1 (b > 0), a nimber"""
    def nimvalue(self, /, **limits: Any) -> Game:
        """the n of a nimber *n (an ordinal)"""
    def wythoff(self, n: IntLike, /, **limits: Any) -> Game:
        """the nimber of Wythoff's game with heaps m and n (take from one heap, or the same from both)"""
    def genwythoff(self, n: IntLike, r: IntLike, /, **limits: Any) -> Game:
        """r-Wythoff (CGSuite's GenWythoff(k -> k + r)): take from one heap, or k and l >= 1 from both with |k - l| < r"""
    def mem(self, n: IntLike, /, **limits: Any) -> Game:
        """Mem at (n, memory): take j tokens with j >= the memory, which becomes j"""
    def takeaway(self, n: IntLike, memory: IntLike, /, **limits: Any) -> Game:
        """Take-Away at (n, memory): take j <= limit·memory tokens, which become the memory"""
    def fibonaccinim(self, n: IntLike, /, **limits: Any) -> Game:
        """Fibonacci Nim at (n, memory): take at most twice the last move (Take-Away with limit 2)"""
    def cutcake(self, n: IntLike, /, **limits: Any) -> Game:
        """Cutcake (m, n) as CGSuite defines it: Left splits n in two, Right splits m"""
    def eatcake(self, n: IntLike, /, **limits: Any) -> Game:
        """Eatcake (m, n): Left eats a row (n loses one and may split), Right a column"""
    def maundycake(self, n: IntLike, /, **limits: Any) -> Game:
        """Maundy Cake (m, n): Left splits n into equal parts, Right m"""
    def turnandeatcake(self, n: IntLike, /, **limits: Any) -> Game:
        """Turn-and-Eatcake (m, n): Eatcake with the cake turned before each move"""
    def partizaneuclid(self, q: IntLike, /, **limits: Any) -> Game:
        """Partizan Euclid (p, q): Left moves to (q, p mod q), Right to (q, q - p mod q)"""
    def misere(self, /, **limits: Any) -> Value:
        """misère canonical form of an impartial game, in CGSuite's notation: n or *n is a nim heap, a list the game with those options, cram(\"...\") or graphnim(\"...\") written in place a position"""
    def misereoutcome(self, /, **limits: Any) -> str:
        """misère outcome (whoever cannot move wins) by search: of a ruleset position written in place (partizan ones too), a misère game, or a game's canonical form"""
    def genus(self, /, **limits: Any) -> str:
        """Conway's genus g^(γ0 γ1 ...) of an impartial game (γk: the misère value with k heaps *2 added), written up to the first repeat of the alternating pair"""
    def istame(self, /, **limits: Any) -> bool:
        """tame (Conway; CGSuite's IsTame): every option tame and a tame genus (0^120, 1^031, 0^0, 1^1 or a^a), as nim heaps are; G as for misere"""
    def isgenerallytame(self, /, **limits: Any) -> bool:
        """generally tame (CGSuite's IsGenerallyTame): tame, allowing wild options that are returnable (each has a move back to a generally tame game with the game's normal and misère values); G as for misere"""
    def istameable(self, /, **limits: Any) -> bool:
        """tameable (CGSuite's IsTameable): generally tame, or wild options that are tameable and return to tameable games, so that the genus of every sum with tame games is fixed; G as for misere"""
    def isrestive(self, /, **limits: Any) -> bool:
        """restive (Conway; CGSuite's IsRestive): every option tame, normal value 0 or 1 and misère value 2 or more; G as for misere"""
    def isgenerallyrestive(self, /, **limits: Any) -> bool:
        """generally restive (CGSuite's IsGenerallyRestive): restive, allowing returnable wild options; G as for misere"""
    def isrestless(self, /, **limits: Any) -> bool:
        """restless (Conway; CGSuite's IsRestless): every option generally tame, misère value 0 or 1 and normal value 2 or more; G as for misere"""
    def ishalftame(self, /, **limits: Any) -> bool:
        """half-tame (CGSuite's IsHalfTame): not generally tame, and G + G generally tame of genus 0^0; G as for misere"""
    def phylum(self, /, **limits: Any) -> str:
        """Conway's class of a misère game in words: nim heap, tame, generally tame, tameable, restive, generally restive, restless or wild; G as for misere"""
    def sided(self, B: GameLike, /, **limits: Any) -> Value:
        """the sided value A & B: the onside of A with the offside of B"""
    def isstopper(self, /, **limits: Any) -> bool:
        """whether no infinite alternating play leaves any follower (a stopper)"""
    def isloopfree(self, /, **limits: Any) -> bool:
        """whether the game has no cycle (then it is a short game)"""
    def isplumtree(self, /, **limits: Any) -> bool:
        """whether the stopper's canonical form has no cycle but self-loops (a plumtree)"""
    def isidempotent(self, /, **limits: Any) -> bool:
        """whether G + G = G (a stopper)"""
    def ispseudonumber(self, /, **limits: Any) -> bool:
        """whether the stopper is a number, on, off, or x over / x under"""
    def isstable(self, /, **limits: Any) -> bool:
        """whether the upsum and downsum varieties of the stopper agree"""
    def degree(self, /, **limits: Any) -> Value:
        """the degree of a stopper: its upsum with its negative (Siegel, CGT VI.4)"""
    def variety(self, /, **limits: Any) -> Value:
        """the variety of a stable stopper; \"That game is not stable.\" otherwise"""
    def onside(self, /, **limits: Any) -> Union[Game, Value]:
        """the onside of a stopper-sided game (infinite play won by Left), by sidling"""
    def offside(self, /, **limits: Any) -> Union[Game, Value]:
        """the offside of a stopper-sided game (infinite play won by Right), by sidling"""
    def sides(self, /, **limits: Any) -> List[Any]:
        """[onside, offside] of a stopper-sided game"""
    def upsum(self, H: GameLike, /, **limits: Any) -> Value:
        """the upsum of two stoppers: their sum with infinite play won by Left"""
    def downsum(self, H: GameLike, /, **limits: Any) -> Value:
        """the downsum of two stoppers: their sum with infinite play won by Right"""
    def contains(self, e: Any, /, **limits: Any) -> bool:
        """whether the list `x` has the element `e` (a string: the part `e`)"""
    def take(self, n: IntLike, /, **limits: Any) -> List[Any]:
        """the first `n` elements of a list (all of them if it has fewer)"""
    def classname(self, /, **limits: Any) -> str:
        """the name of CGSuite's class of a value (`Integer`, `CanonicalShortGame`, `List`, ...)"""
    # END GENERATED: Game

class Position(Game):
    """A position of a ruleset of the catalogue, worth its value."""

    @property
    def ruleset(self) -> str: ...
    @property
    def position(self) -> str: ...
    def board(self) -> Optional[Dict[str, Any]]: ...
    def picture_svg(self) -> Optional[str]: ...
    def _repr_svg_(self) -> Optional[str]: ...
    def _repr_html_(self) -> Optional[str]: ...
    @property
    def move(self) -> Optional[str]: ...
    @property
    def partizan(self) -> bool: ...
    def left_options(self, **limits: Any) -> List[Position]: ...
    def right_options(self, **limits: Any) -> List[Position]: ...
    def options(self, **limits: Any) -> List[Position]: ...  # type: ignore[override]
    def value(self) -> Game: ...
    # BEGIN GENERATED: Position (python/tests/stubgen.py from the registry; NIMATRON_BLESS=1 rewrites)
    def impartial(self, /, **limits: Any) -> Game:
        """the impartial variant of a partizan ruleset's position written in place: both players get every move (impartial(domineering(...)) is Cram); a nimber"""
    def dicotic(self, /, **limits: Any) -> Game:
        """the dicotic variant of a partizan ruleset's position written in place: a player may move only while both players have a move (CGSuite's dicotic games)"""
    # END GENERATED: Position

class Match:
    """A game in progress over any position of the catalogue, against the perfect (or beatable) opponent."""

    def __init__(self, ruleset: str, position: str, *, first: str = ..., misere: bool = ..., seed: int = ..., **limits: Any) -> None: ...
    @property
    def position(self) -> str: ...
    @property
    def to_move(self) -> str: ...
    def value(self) -> Optional[str]: ...
    def moves(self) -> List[Dict[str, Any]]: ...
    def play(self, mv: Union[int, str]) -> Dict[str, Any]: ...
    def reply(self, level: str = ...) -> Optional[Dict[str, Any]]: ...
    def hint(self) -> List[str]: ...
    def winner(self) -> Optional[str]: ...
    def history(self) -> List[Dict[str, Any]]: ...
    def undo(self) -> bool: ...
    def _repr_svg_(self) -> str: ...

class Value:
    """A value of the language with no Python counterpart: a transfinite
    nimber (``*omega``), an explicit game form (``'{*|*}'``), a misère
    canonical form (``*[2[2]321]``) or a ruleset position as itself. It prints as the
    language prints it and goes back into functions as it is."""

    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class Surreal:
    """A surreal number beyond the rationals."""

    def __bool__(self) -> bool: ...
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
    def outcome(self, /, **limits: Any) -> Union[Value, str]:
        """outcome class: L (Left wins), R (Right wins), N (the player to move wins) or P (the other player wins); of a game, a number (omega - 5) or a nimber"""
    def birthday(self, /, **limits: Any) -> Union[Game, Surreal]:
        """the day a game or surreal number is born, an ordinal"""
    def conway(self, H: Any, /, **limits: Any) -> Game:
        """Conway's product G·H of the canonical forms (numbers multiply, nimbers, transfinite ones too, by the nim product)"""
    def isordinal(self, /, **limits: Any) -> bool:
        """whether x is an ordinal: a natural number, a number such as omega+5, or (as a game) one without Right options"""
    def sqrt(self, /, **limits: Any) -> Union[Game, Surreal]:
        """square root of a positive monomial number"""
    def signexp(self, /, **limits: Any) -> str:
        """sign expansion (Hackenbush stalk) of a number: L blue, R red, (..) repeated ω times"""
    def nimmul(self, b: IntLike, /, **limits: Any) -> Union[Game, Value]:
        """nim product of *a and *b (or of ordinals a and b), a nimber; ordinals below omega^(omega^54) (Lenstra)"""
    def grundyseq(self, positions: Sequence[Any], /, **limits: Any) -> List[Any]:
        """the Grundy values of an impartial ruleset's positions: grundyseq(R, 0..20)"""
    def len(self, /, **limits: Any) -> Game:
        """the length of a list or a string"""
    def slice(self, arg1: IntLike, to: IntLike, /, **limits: Any) -> Union[List[Any], str]:
        """the part of a list or string from position `from` to position `to`, both included, counting from 1"""
    def replaceat(self, index: IntLike, new: Any, /, **limits: Any) -> Union[List[Any], str]:
        """a string with its character at position `index` (from 1) replaced by the string `new`, or a list with that element replaced"""
    def str(self, /, **limits: Any) -> str:
        """the text of a value, as a string (strings stay as they are)"""
    def print(self, /, **limits: Any) -> str:
        """text shown as it is (strings without quotes), e.g. in `for n in 1..3 do print(...)`"""
    def nimber(self, /, **limits: Any) -> Value:
        """the nimber *a of an ordinal a: *omega, *(omega+5), nimber(3) = *3"""
    def nimsum(self, b: IntLike, /, **limits: Any) -> Union[Game, Value]:
        """nim sum of *a and *b (or of ordinals a and b), a nimber: the binary expansions xor-ed"""
    def nimpow(self, n: IntLike, /, **limits: Any) -> Union[Game, Value]:
        """nim power *a^n (n >= 0) of a nimber or ordinal a below omega^(omega^54)"""
    def abs(self, /, **limits: Any) -> Union[Game, Surreal]:
        """absolute value of a number"""
    def sign(self, /, **limits: Any) -> Game:
        """the sign of a number: -1, 0 or 1"""
    def reciprocal(self, /, **limits: Any) -> Union[Game, Surreal]:
        """1/x for a nonzero number"""
    def max(self, y: NumberLike = ..., /, **limits: Any) -> Union[Game, Surreal]:
        """the larger of two numbers, or the largest number of a list (CGSuite's `L.Max`)"""
    def min(self, y: NumberLike, /, **limits: Any) -> Game:
        """the smaller of two numbers"""
    def niminv(self, /, **limits: Any) -> Game:
        """nim inverse of a positive natural number below 2^64 (or of *a), a nimber"""
    def nimdiv(self, b: IntLike, /, **limits: Any) -> Game:
        """nim quotient a ⊘ b = a ⊗ b^-1 (b > 0), a nimber"""
    def nimvalue(self, /, **limits: Any) -> Game:
        """the n of a nimber *n (an ordinal)"""
    def contains(self, e: Any, /, **limits: Any) -> bool:
        """whether the list `x` has the element `e` (a string: the part `e`)"""
    def take(self, n: IntLike, /, **limits: Any) -> List[Any]:
        """the first `n` elements of a list (all of them if it has fewer)"""
    def classname(self, /, **limits: Any) -> str:
        """the name of CGSuite's class of a value (`Integer`, `CanonicalShortGame`, `List`, ...)"""
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
def solve(expr: str, first: Optional[str] = ..., *, generic: bool = ..., **limits: Any) -> Dict[str, Any]: ...
def nim_moves(heaps: Sequence[int], *, misere: bool = ...) -> List[NimMove]: ...
def nim_sum(heaps: Sequence[int]) -> int: ...
def grundy(game: str, to: int = ..., *, method: str = ..., time: Optional[float] = ...) -> GrundySequence: ...

class MisereQuotient:
    @property
    def game(self) -> str: ...
    @property
    def to(self) -> int: ...
    @property
    def order(self) -> int: ...
    @property
    def p_portion(self) -> List[str]: ...
    @property
    def presentation(self) -> str: ...
    @property
    def generators(self) -> List[str]: ...
    @property
    def heaps(self) -> List[str]: ...
    @property
    def period(self) -> Optional[Tuple[int, int]]: ...
    @property
    def stopped(self) -> Optional[str]: ...
    def element(self, heaps: Sequence[int]) -> str: ...
    def outcome(self, heaps: Sequence[int]) -> str: ...
    def winning_moves(self, heaps: Sequence[int]) -> List[Tuple[int, int, List[int]]]: ...

def misere_quotient(
    game: str,
    to: int = ...,
    *,
    time: Optional[float] = ...,
    max_order: int = ...,
    memory: int = ...,
) -> MisereQuotient: ...

# BEGIN GENERATED: functions (python/tests/stubgen.py from the registry; NIMATRON_BLESS=1 rewrites)
true: bool
false: bool
def outcome(G: Any, /, *, session: Optional[Session] = None, **limits: Any) -> Union[Value, str]:
    """outcome class: L (Left wins), R (Right wins), N (the player to move wins) or P (the other player wins); of a game, a number (omega - 5) or a nimber"""
def canonical(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the canonical form (of an explicit game too; every other game value is already canonical)"""
def leftstop(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Union[Game, Value]:
    """Left stop: the number reached when Left starts and both play well (a pseudonumber of a loopy stopper)"""
def rightstop(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Union[Game, Value]:
    """Right stop: the number reached when Right starts and both play well (a pseudonumber of a loopy stopper)"""
def birthday(G: Any, /, *, session: Optional[Session] = None, **limits: Any) -> Union[Game, Surreal]:
    """the day a game or surreal number is born, an ordinal"""
def options(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """[Left options, Right options]"""
def leftoptions(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """Left options (of a loopy stopper's canonical form)"""
def rightoptions(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """Right options (of a loopy stopper's canonical form)"""
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
    """atomic weight of an atomic game (how many ups it is worth): every all-small game, and infinitesimals close enough to a multiple of ^"""
def confusion(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """confusion interval: the numbers G is confused with, e.g. \"[-1, 1)\" (or \"none\")"""
def hotstrat(games: Sequence[GameLike], /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """Left's Hotstrat move in the sum of a list of games: [component position (from 1), option]"""
def winningmoves(games: Sequence[GameLike], /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """every winning Left move in the sum of a list of games, as [position (from 1), option]"""
def temperature(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """temperature (numbers m/2^k: -1/2^k; integers -1; infinitesimals 0)"""
def mean(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """mean value: the mast of the thermograph"""
def thermograph(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Thermograph:
    """the thermograph: walls as (temperature, value) corner points, and the mast"""
def cool(G: GameLike, t: RationalLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """G cooled by the number t > -1 (Conway; below 0 as CGSuite: only integers stay)"""
def heat(G: GameLike, t: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """G heated by the game t (Conway's integral)"""
def ordinalsum(G: GameLike, H: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """ordinal sum G : H = {G^L, G:H^L | G^R, G:H^R} of the canonical forms (a move in G annuls H); also written G : H, between + - and * / as in CGSuite"""
def conjunctive(G: GameLike, H: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """conjunctive sum: every move is made in both components (it ends when either does)"""
def selective(G: GameLike, H: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """selective sum (Winning Ways): each move is made in one component or in both"""
def conway(G: Any, H: Any, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """Conway's product G·H of the canonical forms (numbers multiply, nimbers, transfinite ones too, by the nim product)"""
def norton(G: GameLike, U: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """Norton's product G.U: G copies of U for an integer G, else {G^L.U + U + Δ | G^R.U - U - Δ} over U's incentives Δ"""
def ordinalproduct(G: GameLike, H: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """CGSuite's ordinal product: options (G ⊗ H') : G' for the options H' of H and G' of G (of -G for Right's H'); on nimbers, ordinal multiplication"""
def overheat(G: GameLike, s: GameLike, t: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """G overheated from s to t: an integer n is n.s (Norton), else {G^L overheated + t | G^R overheated - t}"""
def freeze(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """G frozen: cooled by its temperature (a number is its own freeze)"""
def incentives(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """the incentives G^L - G and G - G^R, without duplicates and dominated ones"""
def leftincentives(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """Left's incentives G^L - G, the undominated ones"""
def rightincentives(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """Right's incentives G - G^R, the undominated ones"""
def companion(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the companion (Siegel): * for 0, ^ and ^* swapped; else the options' companions, with 0 added for the player G favours"""
def stopcount(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the number of stops (leaves of the canonical game tree)"""
def followers(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """every follower of G (G included), each once (of a loopy stopper's canonical form)"""
def followercount(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the number of followers of G (G included; of a loopy stopper's canonical form)"""
def iseven(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G is even: n*m (m <= 1) with n + m even, or all options odd"""
def isodd(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G is odd: n*m (m <= 1) with n + m odd, or all options even"""
def iseventempered(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G is even-tempered: a number, or all options odd-tempered"""
def isoddtempered(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G is odd-tempered: a number plus *, or all options even-tempered"""
def isinteger(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G is an integer"""
def isinfinitesimal(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G is infinitesimal (both stops 0)"""
def isnumberish(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G is a number plus an infinitesimal (equal stops)"""
def isnumbertiny(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G is a number, or a number plus a tiny or a miny ({x||x|y} with y < x)"""
def isatomic(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G is atomic (has an atomic weight)"""
def isuptimal(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G is an uptimal (a number, a nimber and a sum of ^<n>)"""
def isordinal(x: Any, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether x is an ordinal: a natural number, a number such as omega+5, or (as a game) one without Right options"""
def iszero(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G is 0"""
def pow(G: GameLike, x: RationalLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """G^<x> = {0 | H - powto(G, x-1)} for G = {0|H} and a dyadic x (pow(^, n) is ^<n>)"""
def powto(G: GameLike, x: RationalLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """G^[x] = G : x' for a dyadic x >= 0, x' being x subordinated to 1 (powto(^, n) is ^[n])"""
def subordinate(G: GameLike, H: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """G subordinated to the base H: H's options removed from every follower's options (CGSuite's Subordinate)"""
def uptimal(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """the uptimal expansion x*m.a1a2... of an uptimal x + *m + a1.^<1> + a2.^<2> + ... (CGSuite's notation)"""
def explicit(left: Sequence[Any], right: Sequence[Any], /, *, session: Optional[Session] = None, **limits: Any) -> Value:
    """the explicit game {left | right} kept as written, not canonical (CGSuite's '{*|*}'), for the compounds that depend on forms"""
omega: Surreal
epsilon: Surreal
def sqrt(x: NumberLike, /, *, session: Optional[Session] = None, **limits: Any) -> Union[Game, Surreal]:
    """square root of a positive monomial number"""
def signexp(x: NumberLike, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """sign expansion (Hackenbush stalk) of a number: L blue, R red, (..) repeated ω times"""
def nimmul(a: IntLike, b: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Union[Game, Value]:
    """nim product of *a and *b (or of ordinals a and b), a nimber; ordinals below omega^(omega^54) (Lenstra)"""
def grundyseq(R: Any, positions: Sequence[Any], /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """the Grundy values of an impartial ruleset's positions: grundyseq(R, 0..20)"""
def sum(list: Sequence[Any], /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the sum of a list of games or numbers"""
def len(x: Any, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the length of a list or a string"""
def slice(x: Any, arg1: IntLike, to: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Union[List[Any], str]:
    """the part of a list or string from position `from` to position `to`, both included, counting from 1"""
def replaceat(x: Any, index: IntLike, new: Any, /, *, session: Optional[Session] = None, **limits: Any) -> Union[List[Any], str]:
    """a string with its character at position `index` (from 1) replaced by the string `new`, or a list with that element replaced"""
def find(s: str, part: str, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the position (from 1) of the first occurrence of `part` in the string `s`, or 0"""
def grid(rows: IntLike, columns: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """an empty board of `rows` rows and `columns` columns, as rulesets read it"""
def str(x: Any, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """the text of a value, as a string (strings stay as they are)"""
def print(x: Any, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """text shown as it is (strings without quotes), e.g. in `for n in 1..3 do print(...)`"""
def nimber(a: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Value:
    """the nimber *a of an ordinal a: *omega, *(omega+5), nimber(3) = *3"""
def nimsum(a: IntLike, b: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Union[Game, Value]:
    """nim sum of *a and *b (or of ordinals a and b), a nimber: the binary expansions xor-ed"""
def nimpow(a: IntLike, n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Union[Game, Value]:
    """nim power *a^n (n >= 0) of a nimber or ordinal a below omega^(omega^54)"""
def abs(x: NumberLike, /, *, session: Optional[Session] = None, **limits: Any) -> Union[Game, Surreal]:
    """absolute value of a number"""
def sign(x: NumberLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the sign of a number: -1, 0 or 1"""
def floor(x: RationalLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the greatest integer at most x"""
def ceiling(x: RationalLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the least integer at least x"""
def numerator(x: RationalLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the numerator of a rational in lowest terms"""
def denominator(x: RationalLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the denominator of a rational in lowest terms"""
def isdyadic(x: RationalLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether a rational is dyadic (its denominator a power of 2)"""
def reciprocal(x: NumberLike, /, *, session: Optional[Session] = None, **limits: Any) -> Union[Game, Surreal]:
    """1/x for a nonzero number"""
def max(x: Any, y: NumberLike = ..., /, *, session: Optional[Session] = None, **limits: Any) -> Union[Game, Surreal]:
    """the larger of two numbers, or the largest number of a list (CGSuite's `L.Max`)"""
def min(x: NumberLike, y: NumberLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the smaller of two numbers"""
def div(a: IntLike, b: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """integer quotient of a by b, rounded down"""
def lb(n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """binary logarithm of a positive integer, rounded down (its bit length minus 1)"""
def isqrt(n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """integer square root of a natural number, rounded down"""
def isevil(n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether an integer has an even number of 1s in binary"""
def isodious(n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether an integer has an odd number of 1s in binary"""
def istwopower(n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether an integer is a power of 2"""
def niminv(a: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """nim inverse of a positive natural number below 2^64 (or of *a), a nimber"""
def nimdiv(a: IntLike, b: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """nim quotient a ⊘ b = a ⊗ b^-1 (b > 0), a nimber"""
def nimvalue(G: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the n of a nimber *n (an ordinal)"""
def takeandbreak(code: str, n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the nimber of a heap of n in a take-and-break game, its code as CGSuite writes it (0.77, 4!.0, 0.[3], 0.3F!, {2+}=.0, sub:1,3,4, allbut:2,3,7, or kayles, dawson, grundy, nim)"""
def tbcode(code: str, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """a take-and-break code in CGSuite's normal form (sub:2,3,7 is 0.0330003, allbut:2,3,7 is 0.3003330[3])"""
def heapoptions(code: str, n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """the moves from a heap of n in a take-and-break game: the heaps each leaves"""
def spawning(code: str, n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the nimber of a coin at n in a coin-turning game in CGSuite's spawning code (1-3 Mock Turtles, 1+C Ruler, 3 Triplets, 4FS Grunt)"""
def spawningoptions(code: str, n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """the moves from a coin at n in a coin-turning game: the other coins each turns"""
def wythoff(m: IntLike, n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the nimber of Wythoff's game with heaps m and n (take from one heap, or the same from both)"""
def genwythoff(m: IntLike, n: IntLike, r: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """r-Wythoff (CGSuite's GenWythoff(k -> k + r)): take from one heap, or k and l >= 1 from both with |k - l| < r"""
def mem(m: IntLike, n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """Mem at (n, memory): take j tokens with j >= the memory, which becomes j"""
def takeaway(limit: RationalLike, n: IntLike, memory: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """Take-Away at (n, memory): take j <= limit·memory tokens, which become the memory"""
def fibonaccinim(m: IntLike, n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """Fibonacci Nim at (n, memory): take at most twice the last move (Take-Away with limit 2)"""
def cutcake(m: IntLike, n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """Cutcake (m, n) as CGSuite defines it: Left splits n in two, Right splits m"""
def eatcake(m: IntLike, n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """Eatcake (m, n): Left eats a row (n loses one and may split), Right a column"""
def maundycake(m: IntLike, n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """Maundy Cake (m, n): Left splits n into equal parts, Right m"""
def turnandeatcake(m: IntLike, n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """Turn-and-Eatcake (m, n): Eatcake with the cake turned before each move"""
def gencutcake(left: str, right: str, twisted: Any, m: IntLike, n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """CGSuite's GenCutcake (m, n) from two take-and-break codes: Left moves in n by the first, Right in m by the second; twisted: the cake turns first"""
def partizaneuclid(p: IntLike, q: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """Partizan Euclid (p, q): Left moves to (q, p mod q), Right to (q, q - p mod q)"""
def partizansubtraction(left: Sequence[Any], right: Sequence[Any], n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """a heap of n where Left removes a number of tokens in the first list, Right one in the second"""
def domineering(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Domineering: rows separated by `|`, `.` empty, `#` filled (at most 64 cells)"""
def hackenbush(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Hackenbush: edges `u-v:c` separated by spaces, vertex 0 the ground, colour b (blue), r (red) or g (green); cycles, loops and multiple edges allowed (at most 64 edges); or CGSuite's graph string from the ground (the first vertex): edges `l` blue, `r` red, `e` green, `(a;b)` branches, `:A` names a vertex (`l(l;rl)`)"""
def stalk(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Hackenbush stalk: the colours from the ground up: L blue, R red, G green (at most 64 edges); infinite ones as sign expansions: stalk(\"L(RL)\") = 2/3, stalk(\"L^omega R^omega\") = omega/2"""
def toads(position: str, /, *, maxjump: Optional[IntLike] = None, minslide: Optional[IntLike] = None, maxslide: Optional[IntLike] = None, friendly: Optional[Any] = None, session: Optional[Session] = None, **limits: Any) -> Position:
    """Toads and Frogs: `T` toad, `F` frog, `.` empty (at most 4096 cells); the rules by name: maxjump (the most pieces a jump passes, 0 to 64), minslide and maxslide (the cells a slide may go; minslide=-1 is Backsliding Toads and Frogs, a piece may also step back, and the value is loopy), friendly (jumps over either side's pieces): toads(\"TTT..FF\", maxjump=2), toads(\"ttt..fff\", minslide=-1)"""
def clobber(position: str, /, *, rules: Optional[str] = None, session: Optional[Session] = None, **limits: Any) -> Position:
    """Clobber: rows joined by `|`, all of one length: `x` black (Left), `o` white (Right), `.` empty (at most 64 cells); rules as `clobber:` reads them, separated by commas: hot (a piece may take its own side's), anti (moves onto empty cells), diagonal, compass or knight (the directions), slide: clobber(\"xo|ox\", rules=\"hot\") is Cannibal Clobber"""
def anticlobber(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Anti-Clobber: rows joined by `|`, all of one length: `x` black (Left), `o` white (Right), `.` empty, `#` blocked (at most 64 cells)"""
def kings(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Kings: as Clobber: rows joined by `|`, `x` black (Left), `o` white (Right), `.` empty (at most 64 cells)"""
def knights(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Knights: as Clobber: rows joined by `|`, `x` black (Left), `o` white (Right), `.` empty (at most 64 cells)"""
def rooks(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Rooks: as Clobber: rows joined by `|`, `x` black (Left), `o` white (Right), `.` empty (at most 64 cells)"""
def queens(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Queens: as Clobber: rows joined by `|`, `x` black (Left), `o` white (Right), `.` empty (at most 64 cells)"""
def amazons(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Amazons: rows joined by `|`, all of one length: `x` black amazon (Left), `o` white amazon (Right), `.` empty, `#` blocked (at most 64 cells; small boards)"""
def fission(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Fission: rows joined by `|`, all of one length: `x` a stone, `.` empty, `#` blocked (at most 64 cells)"""
def konane(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Konane: rows joined by `|`, all of one length: `x` black (Left), `o` white (Right), `.` empty, `#` blocked (at most 64 cells)"""
def nogo(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """NoGo: rows joined by `|`, all of one length: `x` black (Left), `o` white (Right), `.` empty, `#` not on the board (at most 64 cells; small boards)"""
def toppling(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Toppling Dominoes: the row: `l` blue (Left), `r` red (Right), `e` grey (either), `.` a gap (at most 64 cells)"""
def elephants(position: str, /, *, maxjump: Optional[IntLike] = None, minslide: Optional[IntLike] = None, maxslide: Optional[IntLike] = None, friendly: Optional[Any] = None, session: Optional[Session] = None, **limits: Any) -> Position:
    """Elephants and Rhinos: `T` elephant, `F` rhino, `.` empty (at most 4096 cells); the rules by name, as toads's (maxjump 0 here): elephants(\"TT...FF\", maxslide=2)"""
def foxandgeese(position: str, /, *, foxrange: Optional[IntLike] = None, session: Optional[Session] = None, **limits: Any) -> Value:
    """Fox and Geese: CGSuite's grid: rows from the top joined by `|`, `x` a goose (Left), `o` the fox (Right), `.` empty; rows count from 1 at the bottom, columns from 1 at the left, and pieces stand where row + column is even (at most 64 squares); the value is loopy; foxrange (1 to 16, the fox's longest move: 2 is Ceylonese Fox and Geese): foxandgeese(\"...\", foxrange=2)"""
def col(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Col: CGSuite's graph string: `.` a free vertex, `L` one next to a blue (Left's) vertex, `R` next to a red one, `-` an edge, `(a;b)` branches, `:A` names a vertex so that a later `:A` is the same one, `;` between components (`R-.-R-.-L`, `.:A-.-.-.:A` a cycle); or words `v:L` and `u-v` (`0:R 1 0-1`), vertices from 0 (at most 64)"""
def snort(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Snort: CGSuite's graph string: `.` a free vertex, `L` one next to a blue (Left's) vertex, `R` next to a red one, `-` an edge, `(a;b)` branches, `:A` names a vertex so that a later `:A` is the same one, `;` between components (`R-.-R-.-L`, `.:A-.-.-.:A` a cycle); or words `v:L` and `u-v` (`0:R 1 0-1`), vertices from 0 (at most 64)"""
def childish(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Childish Hackenbush: CGSuite's graph string from the ground (the first vertex): edges `l` blue, `r` red, `e` green, `(a;b)` branches, `:A` names a vertex (`l(l;rl)`, `:A llrr:A` a cycle); or edges `u-v:c` with vertex 0 the ground (at most 64 edges)"""
def partizanarckayles(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Partizan Arc Kayles: CGSuite's graph string: edges `l` blue, `r` red, `e` green, `(a;b)` branches, `:A` names a vertex, `;` between components (`lrlr(ll;ree(rl;l))`); or edges `u-v:c` (at most 64 vertices)"""
def cram(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Cram: rows separated by `|`, `.` empty, `#` filled (at most 64 cells); the value is a nimber"""
def graphnim(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """graph Nim: edges `u-v`, or `u-vxK` for K parallel edges, separated by commas or spaces (at most 64 edges); the value is a nimber"""
def arckayles(position: str, /, *, session: Optional[Session] = None, **limits: Any) -> Position:
    """Arc Kayles: CGSuite's graph string: `.` a vertex, `-` an edge, `(a;b)` branches, `:A` names a vertex, `;` between components (`.-.-.-.`); or edges `u-v` and vertices `v` (at most 64 vertices); the value is a nimber"""
def impartial(position: Union[Position, str], /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the impartial variant of a partizan ruleset's position written in place: both players get every move (impartial(domineering(...)) is Cram); a nimber"""
def dicotic(position: Union[Position, str], /, *, session: Optional[Session] = None, **limits: Any) -> Game:
    """the dicotic variant of a partizan ruleset's position written in place: a player may move only while both players have a move (CGSuite's dicotic games)"""
def misere(G: Any, /, *, session: Optional[Session] = None, **limits: Any) -> Value:
    """misère canonical form of an impartial game, in CGSuite's notation: n or *n is a nim heap, a list the game with those options, cram(\"...\") or graphnim(\"...\") written in place a position"""
def misereoutcome(G: Any, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """misère outcome (whoever cannot move wins) by search: of a ruleset position written in place (partizan ones too), a misère game, or a game's canonical form"""
def genus(G: Any, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """Conway's genus g^(γ0 γ1 ...) of an impartial game (γk: the misère value with k heaps *2 added), written up to the first repeat of the alternating pair"""
def istame(G: Any, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """tame (Conway; CGSuite's IsTame): every option tame and a tame genus (0^120, 1^031, 0^0, 1^1 or a^a), as nim heaps are; G as for misere"""
def isgenerallytame(G: Any, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """generally tame (CGSuite's IsGenerallyTame): tame, allowing wild options that are returnable (each has a move back to a generally tame game with the game's normal and misère values); G as for misere"""
def istameable(G: Any, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """tameable (CGSuite's IsTameable): generally tame, or wild options that are tameable and return to tameable games, so that the genus of every sum with tame games is fixed; G as for misere"""
def isrestive(G: Any, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """restive (Conway; CGSuite's IsRestive): every option tame, normal value 0 or 1 and misère value 2 or more; G as for misere"""
def isgenerallyrestive(G: Any, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """generally restive (CGSuite's IsGenerallyRestive): restive, allowing returnable wild options; G as for misere"""
def isrestless(G: Any, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """restless (Conway; CGSuite's IsRestless): every option generally tame, misère value 0 or 1 and normal value 2 or more; G as for misere"""
def ishalftame(G: Any, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """half-tame (CGSuite's IsHalfTame): not generally tame, and G + G generally tame of genus 0^0; G as for misere"""
def phylum(G: Any, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """Conway's class of a misère game in words: nim heap, tame, generally tame, tameable, restive, generally restive, restless or wild; G as for misere"""
def loopy(text: str, /, *, session: Optional[Session] = None, **limits: Any) -> Value:
    """a loopy game or sided value read from CGSuite 2's notation (what a loopy literal such as {pass|0} means)"""
def sided(A: GameLike, B: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Value:
    """the sided value A & B: the onside of A with the offside of B"""
on: Value
off: Value
dud: Value
over: Value
under: Value
upon: Value
uponth: Value
tis: Value
tisn: Value
def isstopper(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether no infinite alternating play leaves any follower (a stopper)"""
def isloopfree(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether the game has no cycle (then it is a short game)"""
def isplumtree(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether the stopper's canonical form has no cycle but self-loops (a plumtree)"""
def isidempotent(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether G + G = G (a stopper)"""
def ispseudonumber(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether the stopper is a number, on, off, or x over / x under"""
def isstable(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether the upsum and downsum varieties of the stopper agree"""
def degree(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Value:
    """the degree of a stopper: its upsum with its negative (Siegel, CGT VI.4)"""
def variety(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Value:
    """the variety of a stable stopper; \"That game is not stable.\" otherwise"""
def onside(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Union[Game, Value]:
    """the onside of a stopper-sided game (infinite play won by Left), by sidling"""
def offside(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Union[Game, Value]:
    """the offside of a stopper-sided game (infinite play won by Right), by sidling"""
def sides(G: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """[onside, offside] of a stopper-sided game"""
def upsum(G: GameLike, H: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Value:
    """the upsum of two stoppers: their sum with infinite play won by Left"""
def downsum(G: GameLike, H: GameLike, /, *, session: Optional[Session] = None, **limits: Any) -> Value:
    """the downsum of two stoppers: their sum with infinite play won by Right"""
def contains(x: Any, e: Any, /, *, session: Optional[Session] = None, **limits: Any) -> bool:
    """whether the list `x` has the element `e` (a string: the part `e`)"""
def take(x: Any, n: IntLike, /, *, session: Optional[Session] = None, **limits: Any) -> List[Any]:
    """the first `n` elements of a list (all of them if it has fewer)"""
def classname(x: Any, /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """the name of CGSuite's class of a value (`Integer`, `CanonicalShortGame`, `List`, ...)"""
def table(rows: Sequence[Any], /, *, session: Optional[Session] = None, **limits: Any) -> str:
    """a list of rows (each a list of entries, or one entry) printed as a table, columns aligned (CGSuite's `Table`)"""
# END GENERATED: functions
