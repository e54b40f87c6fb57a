"""Vikings Gone Wild: Ragnarok! printouts: the setup sheet and the ladder."""
