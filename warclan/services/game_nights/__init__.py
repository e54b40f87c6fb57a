"""What every game night's services share (Vikings Gone Wild, Micro Midgard, the next)."""
