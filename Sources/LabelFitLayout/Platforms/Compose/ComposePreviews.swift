/// Compose previews: functions annotated `@Preview`, or with a multipreview annotation — an annotation
/// class that is itself annotated with `@Preview` or another multipreview (the app's own, or
/// ui-tooling-preview's `PreviewLightDark`, `PreviewScreenSizes`, `PreviewFontScale`,
/// `PreviewDynamicColors`). Android Studio renders them; the app never runs them
/// (developer.android.com/develop/ui/compose/tooling/previews, "Multipreview annotations"), so what
/// they show is not a translation site and their code is not the app's layout. A helper only previews
/// call is not known as one: calls from class bodies (a screen's `Node.View()`) are not read, so "only
/// previews call it" cannot be told.
struct ComposePreviews {
    static let toolingMultipreviews: Set<String> = ["Preview", "PreviewLightDark", "PreviewScreenSizes", "PreviewFontScale", "PreviewDynamicColors"]

    let annotations: Set<String>

    init(_ files: [KotlinFile]) {
        var declared: [String: [String]] = [:]
        for f in files { declared.merge(f.annotationClasses) { a, _ in a } }
        // The closure over annotation classes: a multipreview may be built from other multipreviews.
        var known = Self.toolingMultipreviews
        var grew = true
        while grew {
            grew = false
            for (name, on) in declared where !known.contains(name) && on.contains(where: known.contains) {
                known.insert(name)
                grew = true
            }
        }
        annotations = known
    }

    func isPreview(_ fn: KotlinFunction) -> Bool { fn.annotations.contains(where: annotations.contains) }

}
