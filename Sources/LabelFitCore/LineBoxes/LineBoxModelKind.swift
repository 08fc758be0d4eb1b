/// Which platform model placed a line box (the `line_box.model` field of every report).
public enum LineBoxModelKind: String, ClosedSet {
    case css, android, compose, uikit, flutter
}
