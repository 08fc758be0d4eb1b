open = Open (stale)
