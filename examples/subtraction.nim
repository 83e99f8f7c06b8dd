# A subtraction game: take 1, 3 or 4 tokens from a heap (the last to move wins).
sub := ruleset("subtract 1, 3 or 4", moves = n -> [n - k for k in [1, 3, 4] where k <= n])
# Its Grundy values have period 7 (nimatron grundy sub:1,3,4 gives the same).
grundyseq(sub, 0..20)
# A table: the heaps from which the first player loses.
for n in 0..20 where sub(n) == 0 do print("the first player loses from a heap of " + str(n))
