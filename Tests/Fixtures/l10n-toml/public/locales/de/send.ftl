title = Senden
