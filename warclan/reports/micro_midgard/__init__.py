"""Micro Midgard printouts: the setup sheet and the standings with the solo ladder."""
