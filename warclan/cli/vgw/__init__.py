"""``warclan vgw …``: Vikings Gone Wild: Ragnarok! setups, play log and ladder."""
