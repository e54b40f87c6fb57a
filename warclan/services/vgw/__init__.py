"""Vikings Gone Wild: Ragnarok! services: players, setups, the play log and the ladder."""
