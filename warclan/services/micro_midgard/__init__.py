"""Micro Midgard services: players, setups, the match log, standings and the Loki companion."""
