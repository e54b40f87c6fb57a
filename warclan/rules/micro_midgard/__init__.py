"""Micro Midgard (003_6742b54d37ae63c8.txt): the randomised setup, the winner of a match,
and the Loki companion of the solo mode."""
