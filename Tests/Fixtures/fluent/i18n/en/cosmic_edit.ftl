new-file = New file
save = Save { NUMBER($count) } files
