import LabelFitCheck
import LabelFitCore

/// The right-to-left mistakes of the action-sheet note (`../shared/seed/action-sheet-rtl.txt`) as they
/// appear in Compose code, each reported only on a direction-sensitive value, never on symmetric or
/// direction-neutral code:
/// - `directional-icon-not-mirrored`: a Material icon that points along the reading direction taken
///   from `Icons.Filled/Outlined/Rounded/Sharp/TwoTone/Default` instead of `Icons.AutoMirrored`
///   (material-icons-core 1.6 deprecates the unmirrored ones: "Use the AutoMirrored version…"), unless
///   the function reads `LocalLayoutDirection` (it mirrors by hand);
/// - `physical-text-align`: `textAlign = TextAlign.Left|Right` on a `Text` that shows a catalog string
///   (ui-text TextAlign.kt: Left/Right ignore the layout direction; Start/End follow it) — found by the
///   walk in `ComposeTextReader`;
/// - `physical-padding`: `Modifier.absolutePadding(left = a, right = b)` with a ≠ b (foundation
///   Padding.kt: "absolutePadding … not consider the layout direction"); a symmetric one is not reported;
/// - `physical-arrangement`: `Arrangement.Absolute.Left|Right|…` (foundation Arrangement.kt:
///   "Arrangement.Absolute … do not change with layout direction");
/// - `forced-ltr`: `CompositionLocalProvider(LocalLayoutDirection provides LayoutDirection.Ltr) { … }`
///   (a whole subtree laid out left to right whatever the locale) whose content can show translated
///   text: a string lookup that is not a `contentDescription` (spoken, not laid out), also in the
///   arguments of a call, or a call of one of the app's composables that looks a string up (or calls
///   another such composable); a subtree of icons, numbers, time wheels, a slider or a kaomoji forced
///   Ltr on purpose is silent.
/// Android Lint covers none of these for Compose (its `Rtl*` checks read XML layouts and View code);
/// the deprecation warning of the icon is the compiler's.
public struct ComposeRuleFinding: Sendable, Hashable {
    public var rule: String
    public var location: SourceLocation
    public var message: String
}

enum ComposeRTLRules {
    /// The icons that have an AutoMirrored version: the `androidx.compose.material.icons.automirrored`
    /// package of material-icons-core and material-icons-extended 1.6+ (the same names under
    /// `automirrored/filled`, `outlined`, `rounded`, `sharp` and `twotone`).
    static let mirroredIcons: Set<String> = [
        "Accessible", "AccessibleForward", "AddToHomeScreen", "AirplaneTicket", "AlignHorizontalLeft",
        "AlignHorizontalRight", "AltRoute", "Announcement", "ArrowBack", "ArrowBackIos", "ArrowForward",
        "ArrowForwardIos", "ArrowLeft", "ArrowRight", "ArrowRightAlt", "Article", "Assignment", "AssignmentReturn",
        "AssistantDirection", "Backspace", "BatteryUnknown", "BluetoothSearching", "BrandingWatermark", "CallMade",
        "CallMerge", "CallMissed", "CallMissedOutgoing", "CallReceived", "CallSplit", "Chat", "ChromeReaderMode",
        "Comment", "CompareArrows", "ContactSupport", "DirectionsBike", "DirectionsRun", "DirectionsWalk",
        "DriveFileMove", "Dvr", "EventNote", "ExitToApp", "FactCheck", "FeaturedPlayList", "FeaturedVideo", "Feed",
        "FollowTheSigns", "FormatAlignLeft", "FormatAlignRight", "FormatIndentDecrease", "FormatIndentIncrease",
        "FormatListBulleted", "FormatTextdirectionLToR", "FormatTextdirectionRToL", "Forward", "ForwardToInbox",
        "Grading", "Help", "HelpCenter", "HelpOutline", "Input", "InsertComment", "InsertDriveFile",
        "KeyboardArrowLeft", "KeyboardArrowRight", "KeyboardBackspace", "KeyboardReturn", "KeyboardTab", "Label",
        "LabelImportant", "LabelOff", "LastPage", "Launch", "LibraryBooks", "List", "ListAlt", "LiveHelp", "Login",
        "Logout", "ManageSearch", "MenuBook", "MenuOpen", "MergeType", "Message", "MissedVideoCall",
        "MobileScreenShare", "More", "MultilineChart", "NavigateBefore", "NavigateNext", "NextPlan", "NextWeek",
        "NotListedLocation", "Note", "NoteAdd", "Notes", "OfflineShare", "OpenInNew", "Outbound", "PhoneCallback",
        "PhoneForwarded", "PhoneMissed", "PlaylistAdd", "PlaylistAddCheck", "PlaylistPlay", "QueueMusic", "ReadMore",
        "ReceiptLong", "Redo", "Reply", "ReplyAll", "RotateLeft", "RotateRight", "Rtt", "Rule", "ScheduleSend",
        "ScreenShare", "Segment", "Send", "SendAndArchive", "SendToMobile", "ShortText", "Shortcut", "ShowChart",
        "Sort", "SpeakerNotes", "StarHalf", "StickyNote2", "StopScreenShare", "Subject", "TextSnippet", "Toc",
        "TrendingDown", "TrendingFlat", "TrendingUp", "Undo", "ViewList", "ViewQuilt", "ViewSidebar", "VolumeDown",
        "VolumeMute", "VolumeOff", "VolumeUp", "WrapText", "Wysiwyg",
    ]
    static let iconStyles: Set<String> = ["Filled", "Outlined", "Rounded", "Sharp", "TwoTone", "Default"]

    static func findings(in files: [KotlinFile]) -> [ComposeRuleFinding] {
        var out: [ComposeRuleFinding] = []
        let previews = ComposePreviews(files)
        let appComposables = textComposables(files)
        for file in files {
            let fileReadsDirection = file.functions.contains { readsDirection($0) } || mentions(Array(file.properties.values), "LocalLayoutDirection")
            // A preview is not run by the app (ComposePreviews).
            for fn in file.functions where !previews.isPreview(fn) {
                let scope = Scope(file: file, mirrorsByHand: readsDirection(fn), fileReadsDirection: fileReadsDirection, appComposables: appComposables)
                scan(fn.body, scope, into: &out)
                for p in fn.parameters { if let d = p.defaultValue { scan([d], scope, into: &out) } }
                for l in fn.locals.values { scan([l], scope, into: &out) }
            }
        }
        return Array(Set(out)).sorted { ($0.location.file, $0.location.line ?? 0, $0.location.column ?? 0) < ($1.location.file, $1.location.line ?? 0, $1.location.column ?? 0) }
    }

    private static func at(_ file: KotlinFile, _ t: KotlinToken) -> SourceLocation { SourceLocation(file: file.path, line: t.line, column: t.column) }

    private static func readsDirection(_ fn: KotlinFunction) -> Bool {
        mentions(fn.body, "LocalLayoutDirection") || fn.locals.values.contains { mentions([$0], "LocalLayoutDirection") }
    }

    /// Where an expression is read: its file, whether its function reads the layout direction, whether
    /// any function of its file does, and whether it is one branch of an `if`/`when`.
    private struct Scope {
        var file: KotlinFile
        var mirrorsByHand: Bool
        var fileReadsDirection: Bool
        var appComposables: Set<String>
        var chosen = false
    }

    private static func scan(_ exprs: [KotlinExpr], _ scope: Scope, into out: inout [ComposeRuleFinding]) {
        for e in exprs {
            switch e {
            case .alternatives(let b):
                // An `if` value (`if (c) Arrangement.Absolute.Left else …`) picks one; an `if`
                // statement's blocks are only code that runs in some states.
                var inner = scope
                if !b.contains(where: { if case .lambda = $0 { true } else { false } }) { inner.chosen = true }
                scan(b, inner, into: &out)
            case .lambda(let b), .operation(let b, _): scan(b, scope, into: &out)
            case .string, .other: break
            case .chain(let s):
                check(s, scope, into: &out)
                for seg in s {
                    scan((seg.arguments ?? []).map(\.value), scope, into: &out)
                    if let l = seg.lambda { scan(l, scope, into: &out) }
                }
            }
        }
    }

    /// Whether `Icons` in this file is material's `androidx.compose.material.icons.Icons`: not when the
    /// file imports an `Icons` from elsewhere — a design system's own object (Thunderbird's
    /// `…bolt.atom.icon.Icons`), whose `Outlined.ArrowBack` may itself be the AutoMirrored icon. A
    /// file without an `Icons` import (a wildcard import) is read as material's, as before.
    private static func namesMaterialIcons(_ file: KotlinFile) -> Bool {
        guard let imported = file.imports["Icons"] else { return true }
        return imported == "androidx.compose.material.icons.Icons"
    }

    private static func check(_ s: [KotlinSegment], _ scope: Scope, into out: inout [ComposeRuleFinding]) {
        let (file, mirrorsByHand) = (scope.file, scope.mirrorsByHand)
        let names = s.map(\.name)
        for k in names.indices {
            if names[k] == "Icons", namesMaterialIcons(file), k + 2 < names.count, iconStyles.contains(names[k + 1]), mirroredIcons.contains(names[k + 2]), !mirrorsByHand {
                out.append(ComposeRuleFinding(rule: Rule.directionalIconNotMirrored.id, location: at(file, s[k].token),
                    message: "Icons.\(names[k + 1]).\(names[k + 2]) points the same way in Arabic; use Icons.AutoMirrored.\(names[k + 1] == "Default" ? "Filled" : names[k + 1]).\(names[k + 2])"))
            }
            // An absolute arrangement picked by a condition in a file that reads the layout direction
            // is a side chosen by hand (a swipe action's icon hugging the physical edge it is revealed
            // from, the side having been picked from LocalLayoutDirection): not reported.
            if names[k] == "Arrangement", k + 2 < names.count, names[k + 1] == "Absolute", !(scope.chosen && scope.fileReadsDirection) {
                out.append(ComposeRuleFinding(rule: Rule.physicalArrangement.id, location: at(file, s[k].token),
                    message: "Arrangement.Absolute.\(names[k + 2]) does not follow the layout direction; use Arrangement.\(names[k + 2] == "Left" ? "Start" : names[k + 2] == "Right" ? "End" : names[k + 2])"))
            }
        }
        // `CompositionLocalProvider(LocalLayoutDirection provides LayoutDirection.Ltr) { … }`: the infix
        // `provides` is kept as the segment after `LocalLayoutDirection`, with the right side as its argument.
        for seg in s where seg.name == "CompositionLocalProvider" {
            for a in seg.arguments ?? [] {
                guard case .chain(let p) = a.value, p.count >= 2, p[0].name == "LocalLayoutDirection", p[1].name == "provides",
                      let v = p[1].arguments?.first, case .chain(let d) = v.value, d.last?.name == "Ltr" else { continue }
                let content = (seg.lambda ?? []) + (seg.arguments ?? []).filter { $0.label == "content" }.map(\.value)
                if showsText(content, appComposables: scope.appComposables, budget: 10_000) {
                    out.append(ComposeRuleFinding(rule: Rule.forcedLtr.id, location: at(file, p[0].token),
                        message: "LayoutDirection.Ltr is forced here: translated text inside is laid out left to right in Arabic"))
                }
            }
        }
        for seg in s where seg.name == "absolutePadding" {
            let args = seg.arguments ?? []
            func v(_ label: String, _ position: Int) -> String? {
                if let a = args.first(where: { $0.label == label }) { return describe(a.value) }
                let unlabelled = args.filter { $0.label == nil }
                return position < unlabelled.count ? describe(unlabelled[position].value) : nil
            }
            let left = v("left", 0) ?? "0", right = v("right", 2) ?? "0"
            if left != right {
                out.append(ComposeRuleFinding(rule: Rule.physicalPadding.id, location: at(file, seg.token),
                    message: "absolutePadding(left = \(left), right = \(right)) stays on the same sides in Arabic; use padding(start = \(left), end = \(right))"))
            }
        }
    }

    /// The app's composables that can show translated text: those whose body looks a string up
    /// (outside a contentDescription), then those calling one of them, to a fixed point. A composable
    /// that shows only what it is given (`Text(label)`) counts where its caller passes it a lookup,
    /// which the caller's arguments show; one that shows numbers or enum names (a time picker's wheels)
    /// shows no translation.
    static func textComposables(_ files: [KotlinFile]) -> Set<String> {
        let fns = files.flatMap { $0.functions.filter { $0.annotations.contains("Composable") } }
        var out = Set<String>()
        var grew = true
        while grew {
            grew = false
            for fn in fns where !out.contains(fn.name) {
                if showsText(fn.body + fn.parameters.compactMap(\.defaultValue), appComposables: out, budget: 10_000) {
                    out.insert(fn.name)
                    grew = true
                }
            }
        }
        return out
    }

    /// Whether a subtree can show translated text: a string lookup outside a `contentDescription`, or a
    /// call of one of the app's composables (which may show one); at most `budget` expressions read.
    private static func showsText(_ exprs: [KotlinExpr], appComposables: Set<String>, budget: Int) -> Bool {
        var stack = exprs, left = budget
        while let e = stack.popLast() {
            left -= 1
            if left < 0 { return true }   // too large to read: reported, as before this check
            switch e {
            case .lambda(let b), .alternatives(let b), .operation(let b, _): stack += b
            case .string, .other: continue
            case .chain(let s):
                for seg in s {
                    let isCall = seg.arguments != nil || seg.lambda != nil
                    if isCall && (["stringResource", "pluralStringResource", "getString", "getQuantityString"].contains(seg.name) || appComposables.contains(seg.name)) { return true }
                    stack += (seg.arguments ?? []).filter { $0.label != "contentDescription" }.map(\.value)
                    if let l = seg.lambda { stack += l }
                }
            }
        }
        return false
    }

    /// A literal size's text (`16.dp`), or a placeholder for anything else (compared as unequal).
    private static func describe(_ e: KotlinExpr) -> String {
        if case .chain(let s) = e, s.count == 2, s[0].isLiteral { return "\(s[0].name).\(s[1].name)" }
        if case .chain(let s) = e, s.count == 1, s[0].isLiteral { return s[0].name == "0" ? "0" : s[0].name }
        return "an expression at \(ComposeValues.token(e).map { "\($0.line):\($0.column)" } ?? "?")"
    }

    static func mentions(_ exprs: [KotlinExpr], _ name: String) -> Bool {
        for e in exprs {
            switch e {
            case .lambda(let b), .alternatives(let b), .operation(let b, _): if mentions(b, name) { return true }
            case .string, .other: continue
            case .chain(let s):
                for seg in s {
                    if seg.name == name { return true }
                    if mentions((seg.arguments ?? []).map(\.value), name) { return true }
                    if let l = seg.lambda, mentions(l, name) { return true }
                }
            }
        }
        return false
    }
}
