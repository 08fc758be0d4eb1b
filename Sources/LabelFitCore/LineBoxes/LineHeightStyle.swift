/// Compose `LineHeightStyle.Alignment`: where the space a `lineHeight` adds (or removes) goes.
public enum LineHeightAlignment: String, ClosedSet {
    case top, center, proportional, bottom
}

/// Compose `LineHeightStyle.Trim`: which outer edges of the paragraph give the added space back.
public enum LineHeightTrim: String, ClosedSet {
    case none
    case firstLineTop = "first-line-top"
    case lastLineBottom = "last-line-bottom"
    case both

    var trimsFirstLineTop: Bool { self == .both || self == .firstLineTop }
    var trimsLastLineBottom: Bool { self == .both || self == .lastLineBottom }
}

/// Compose `LineHeightStyle.Mode` (androidx `LineHeightStyleSpan`): `fixed` always gives the line
/// height asked for; `minimum` never shrinks a line below the font's height; `tight` shrinks it but
/// keeps the first line's top and the last line's bottom that Trim would restore.
public enum LineHeightMode: String, ClosedSet {
    case fixed, minimum, tight
}
