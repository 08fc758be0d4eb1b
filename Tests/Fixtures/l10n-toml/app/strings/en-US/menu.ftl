menu-open = Open
