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

    /// material3 `BottomSheetDefaults.SheetMaxWidth` (SheetDefaults.kt): a sheet's widest.
    static let sheetMaxWidth = 640.0

    /// Containers that give their content their own width (after their modifiers): the content lambda
    /// of these is laid out at the container's inner width.
    static let passThrough: Set<String> = [
        "Column", "Box", "Surface", "Card", "ElevatedCard", "OutlinedCard", "LazyColumn", "item", "items", "itemsIndexed",
        "Scaffold", "ProvideTextStyle", "CompositionLocalProvider", "let", "also", "apply", "run", "with",
        "AnimatedVisibility", "Crossfade", "key", "AnimatedContent",
        // Navigation: NavHost fills its parent and lays each destination out at its own size
        // (navigation-compose NavHost.kt; `composable(route) { … }` is a destination's content).
        "NavHost", "composable", "navigation",
        // navigation3: a `NavEntry(key) { … }`'s content is what its scene shows (below).
        "NavEntry",
        // A pager's page is the pager's width (foundation HorizontalPager: `pageSize = PageSize.Fill`).
        "HorizontalPager",
        // animation SharedTransitionScope.kt: `SharedTransitionLayout(modifier) { … }` is
        // `Box(modifier.then(sharedTransitionModifier)) { content() }`, and that modifier measures its
        // content with the incoming constraints (androidx/androidx 08d534aa).
        "SharedTransitionLayout",
        // material3 MaterialTheme.kt: `MaterialTheme(…) { … }` only provides CompositionLocals
        // (colours, typography, `ProvideTextStyle(typography.bodyLarge)`) and lays nothing out.
        "MaterialTheme",
    ]

    /// navigation3 `NavDisplay` without a `sceneStrategy`: its default, `SinglePaneSceneStrategy`,
    /// shows the last entry alone (`SinglePaneScene.content = { entry.Content() }`), inside the
    /// display's `AnimatedContent` (navigation3-ui NavDisplay.kt, SinglePaneScene.kt, androidx/androidx
    /// 0255eff2, 759c4416); another strategy (list-detail panes, dialogs) is not modelled.
    static func isSinglePaneNavDisplay(_ call: KotlinSegment) -> Bool {
        call.name == "NavDisplay" && !(call.arguments ?? []).contains { $0.label == "sceneStrategy" }
    }

    /// material3 buttons lay their content out in `Row(Modifier.defaultMinSize(…).padding(contentPadding))`
    /// inside the button's Surface (Button.kt, androidx/androidx 0237eaa9; ElevatedButton,
    /// FilledTonalButton, OutlinedButton and TextButton call Button): the content padding's
    /// horizontal insets, `ButtonDefaults.ContentPadding` 24 + 24 dp by default and
    /// `TextButtonContentPadding` 12 + 12 dp for TextButton (`ButtonHorizontalPadding`,
    /// `TextButtonHorizontalPadding`). The expressive `shapes:` overloads pad by height: not read.
    static let buttonDefaultPadding: [String: Double] = ["Button": 48, "ElevatedButton": 48, "FilledTonalButton": 48, "OutlinedButton": 48, "TextButton": 24]

    /// The default horizontal content padding of a material3 button step, nil for any other call.
    static func buttonPadding(_ step: ComposeTextReader.Step) -> Double? {
        guard step.isMaterial3Call, !step.isAppCall, let d = buttonDefaultPadding[step.call.name],
              !(step.call.arguments ?? []).contains(where: { $0.label == "shapes" }) else { return nil }
        return d
    }

    /// material3's single-row top app bars (AppBar.kt: `TopAppBar` and `CenterAlignedTopAppBar` call
    /// `SingleRowTopAppBar`, which lays out `TopAppBarLayout`): the navigation icon in a Box padded
    /// 4 dp at its start, the actions in a Box padded 4 dp at its end, and the title in a Box padded
    /// 4 dp on each side, measured at the bar's width less both (`maxTitleWidth`). Its text style is
    /// `TopAppBarSmallTokens.HeadlineFont` / `TopAppBarSmallCenteredTokens.HeadlineFont`, titleLarge.
    /// The two-row bars (Medium, Large) lay their title out otherwise: not modelled.
    static let singleRowTopAppBars: Set<String> = ["TopAppBar", "CenterAlignedTopAppBar"]
    static let topAppBarHorizontalPadding = 4.0
    static let topAppBarSource = "androidx/compose/material3/AppBar.kt TopAppBarLayout, TopAppBarHorizontalPadding 4.dp"

    static func isSingleRowTopAppBar(_ step: ComposeTextReader.Step) -> Bool {
        step.isMaterial3Call && !step.isAppCall && singleRowTopAppBars.contains(step.call.name)
    }

    /// Calls whose content is a whole screen: a width that starts from the profile's is exact under
    /// them, not an upper bound.
    static func isScreen(_ call: KotlinSegment) -> Bool {
        ["Scaffold", "NavHost", "composable", "setContent", "NavEntry"].contains(call.name) || isSinglePaneNavDisplay(call)
    }
}
