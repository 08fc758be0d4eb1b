menu-open = افتح
