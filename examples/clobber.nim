# Clobber: a stone moves onto an orthogonally adjacent stone of the other
# colour and captures it; x is Left's, o is Right's, rows are joined by |.
width(s) := if find(s, "|") == 0 then len(s) else find(s, "|") - 1
near(s, i) := [j for j in [i - 1, i + 1, i - width(s) - 1, i + width(s) + 1] where j >= 1 and j <= len(s)]
moves(s, me, you) := [replaceat(replaceat(s, i, "."), j, me) for i in 1..len(s) where s[i] == me for j in near(s, i) where s[j] == you]
myclobber := ruleset("myclobber", left = s -> moves(s, "x", "o"), right = s -> moves(s, "o", "x"))
myclobber("xox|ox.")
# Values of 1 x n strips xoxo...
for n in 2..7 do print(slice("xoxoxoxo", 1, n) + "  " + str(myclobber(slice("xoxoxoxo", 1, n))))
