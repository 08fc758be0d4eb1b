/// Widths of the Material components that sit beside a label in a `Row`, in dp, each from its
/// androidx source. Only components with a fixed width are listed; any other sibling makes the
/// label's width unknown.
enum ComposeComponents {
    struct Entry: Sendable { var widthDp: Double; var source: String }

    static let fixedWidths: [String: Entry] = [
        // Icon.kt: `DefaultIconSizeModifier = Modifier.size(24.dp)` (material3 and material).
        "Icon": Entry(widthDp: 24, source: "androidx/compose/material3/Icon.kt DefaultIconSizeModifier (24.dp)"),
        // IconButton.kt: `.minimumInteractiveComponentSize()` (48.dp) around a 40.dp state layer.
        "IconButton": Entry(widthDp: 48, source: "androidx/compose/material3/IconButton.kt minimumInteractiveComponentSize (48.dp)"),
        // RadioButton.kt / Checkbox.kt: `.minimumInteractiveComponentSize()` when clickable — 48.dp.
        "RadioButton": Entry(widthDp: 48, source: "androidx/compose/material3/RadioButton.kt minimumInteractiveComponentSize (48.dp)"),
        "Checkbox": Entry(widthDp: 48, source: "androidx/compose/material3/Checkbox.kt minimumInteractiveComponentSize (48.dp)"),
        // Switch.kt: SwitchTokens.TrackWidth = 52.dp (the 48.dp minimum is its height).
        "Switch": Entry(widthDp: 52, source: "androidx/compose/material3/tokens/SwitchTokens.kt TrackWidth (52.dp)"),
    ]

    /// Containers that give their content their own width (after their modifiers): the content lambda
    /// of these is laid out at the container's inner width.
    static let passThrough: Set<String> = [
        "Column", "Box", "Surface", "Card", "ElevatedCard", "OutlinedCard", "LazyColumn", "item", "items", "itemsIndexed",
        "Scaffold", "ProvideTextStyle", "CompositionLocalProvider", "let", "also", "apply", "run", "with",
        "AnimatedVisibility", "Crossfade", "key", "AnimatedContent",
        // Navigation: NavHost fills its parent and lays each destination out at its own size
        // (navigation-compose NavHost.kt; `composable(route) { … }` is a destination's content).
        "NavHost", "composable", "navigation",
        // A pager's page is the pager's width (foundation HorizontalPager: `pageSize = PageSize.Fill`).
        "HorizontalPager",
    ]
}
