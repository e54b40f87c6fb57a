"""``warclan midgard …``: Micro Midgard setups, match log, standings and the Loki companion."""
