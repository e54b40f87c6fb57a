"""The "Game nights" navigator section: Vikings Gone Wild: Ragnarok! and Micro Midgard."""
