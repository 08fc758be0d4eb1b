open = Open
