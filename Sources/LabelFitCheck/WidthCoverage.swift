import LabelFitCore

extension CheckPlan {
    /// Whether any string is measured against a width: the row's, a key rule's row, or (per string) a
    /// catalog's own budget. Without one, wrapping, truncation and width cannot be judged (every
    /// string is a single unbounded line) and only ink clipped by the line box is tested, which a
    /// green run must say rather than call every string `fits`.
    public var measuresWidth: Bool {
        baseOptions.target.row.inlineSizePx != nil || config.rules.contains { $0.row?.inlineSizePx != nil }
    }

    /// Said once on stderr and in the report's settings when `measuresWidth` is false.
    public static let verticalOnlyNote = "no row width is set (row.inline_size_px, devices, or --width): only vertical fit (ink clipped by the line box) was tested; wrapping, truncation and max_lines were not judged, except against widths a catalog states itself (XLIFF maxwidth)"
}
