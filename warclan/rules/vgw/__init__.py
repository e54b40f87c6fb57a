"""Vikings Gone Wild: Ragnarok! (004_3f2bb13a6686516e.txt): the co-operative expansion's
setup by player count with its handicaps, and the Glory and rank of a play."""
