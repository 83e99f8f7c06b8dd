# Toads and Frogs on a strip: a toad (T, Left) moves one cell right onto an
# empty cell or jumps over one frog onto an empty cell; a frog (F, Right)
# does the same to the left.
slide(s, i, d, me) := replaceat(replaceat(s, i, "."), i + d, me)
hops(s, me, you, d) := [slide(s, i, d, me) for i in 1..len(s) where s[i] == me and i + d >= 1 and i + d <= len(s) and s[i + d] == "."] + [slide(s, i, 2 * d, me) for i in 1..len(s) where s[i] == me and i + 2 * d >= 1 and i + 2 * d <= len(s) and s[i + d] == you and s[i + 2 * d] == "."]
tf := ruleset("toads and frogs", left = s -> hops(s, "T", "F", 1), right = s -> hops(s, "F", "T", -1))
[tf(p) for p in ["T.F", "TT.F", "T.TFF", "TT..FF", "T..F"]]
