open = افتح
