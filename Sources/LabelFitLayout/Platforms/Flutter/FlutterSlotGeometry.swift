import LabelFitCore

/// The width Material's slot widgets leave their text, from Flutter's layout code. Each is a width to
/// subtract from the parent's and, when that is only the least the slot takes, what may take more and
/// how much at most (a `WidthRange.Unknown`: the text's width is then a range).
enum FlutterSlotGeometry {
    /// Whether a slot's widget is there: a missing argument, `null`, or a parameter of the app's widget
    /// the caller did not pass (and that has no default) is absent.
    enum Presence { case absent, present, unknown }

    struct Inset {
        var dp: Double
        var why: String
        /// What may take more than `dp`, at most `atMostDp` more (nil: up to the whole width).
        var mayTake: (what: String, atMostDp: Double?)?

        init(dp: Double, exact: Bool = true, why: String, mayTake: (String, Double?)? = nil) {
            self.dp = dp
            self.why = why
            self.mayTake = mayTake.map { (what: $0.0, atMostDp: $0.1) } ?? (exact ? nil : (what: why, atMostDp: nil))
        }
        var exact: Bool { mayTake == nil }
        func unknown(file: String) -> WidthRange.Unknown? {
            mayTake.map { WidthRange.Unknown($0.what, atMostDp: $0.atMostDp, source: Provenance(.component, why, at: SourceLocation(file: file))) }
        }
    }

    /// What a `BoxConstraints` expression leaves a child's width: `BoxConstraints(maxWidth: n)` at most
    /// n, `BoxConstraints.tightFor(width: n)` / `BoxConstraints.tight(Size(n, …))` exactly n, no
    /// `maxWidth` (`BoxConstraints(minHeight: …)`, `.tightFor(height:)`) the parent's; anything else unread.
    enum BoxWidth: Equatable { case tight(Double), atMost(Double), unbounded, unread }

    static func boxConstraintsWidth(_ e: CallExpr, resolve: (CallExpr) -> CallExpr) -> BoxWidth {
        guard let s = e.segments, let last = s.last, s.first?.name == "BoxConstraints", s.count <= 2, last.arguments != nil else { return .unread }
        func number(_ label: String) -> Double?? {
            guard let a = last.argument(label) else { return .some(nil) }
            guard let n = resolve(a.value).number, n.isFinite, n >= 0 else { return .none }
            return .some(n)
        }
        switch s.count == 1 ? "" : last.name {
        case "":
            guard let most = number("maxWidth") else { return .unread }
            if let m = most { return .atMost(m) }
            return last.argument("minWidth") == nil || number("minWidth") != nil ? .unbounded : .unread
        case "tightFor":
            guard let width = number("width") else { return .unread }
            return width.map { .tight($0) } ?? .unbounded
        case "tight":
            guard let size = last.positional()?.value.segments, size.count == 1, size[0].name == "Size",
                  let w = size[0].positional()?.value, let n = resolve(w).number else { return .unread }
            return .tight(n)
        default: return .unread
        }
    }

    /// A width capped at `most`: min(width, most).
    static func atMost(_ width: WidthModel, _ most: Double) -> WidthModel {
        switch width {
        case .fixed(let w): .fixed(min(w, most))
        case .profileMinus(let i): .capped(divisor: 1, screenInset: i, capDp: most, inset: 0)
        case .capped(let d, let s, let c, let i): .capped(divisor: d, screenInset: s, capDp: min(c, most + i), inset: i)
        case .unknown: width
        }
    }

    static let listTile = "flutter/packages/flutter/lib/src/material/list_tile.dart"
    static let appBar = "flutter/packages/flutter/lib/src/material/app_bar.dart"
    static let toolbar = "flutter/packages/flutter/lib/src/widgets/navigation_toolbar.dart"
    static let flex = "flutter/packages/flutter/lib/src/rendering/flex.dart"

    /// `Icon`'s width is its size: `size:` or the ambient `IconTheme` size, 24 by default
    /// (widgets/icon_theme_data.dart `IconThemeData.fallback()`; a ListTile's icon theme sets colour only).
    static func iconWidth(_ e: CallExpr) -> Double? {
        guard let s = e.segments, s.count == 1, s[0].name == "Icon", s[0].arguments != nil else { return nil }
        if let a = s[0].argument("size") { return a.value.number }   // a literal size only
        return 24
    }

    /// ListTile (list_tile.dart `_RenderListTile._computeSizes`): the title and subtitle are laid out
    /// `tileWidth − titleStart − adjustedTrailingWidth` wide, with
    /// `titleStart = max(minLeadingWidth, leading.width) + horizontalTitleGap` when there is a leading,
    /// `adjustedTrailingWidth = max(trailing.width + horizontalTitleGap, 32)` when there is a trailing;
    /// `tileWidth` is the parent's less `contentPadding` (Material 3 `_LisTileDefaultsM3`:
    /// `EdgeInsetsDirectional.only(start: 16.0, end: 24.0)`, `minLeadingWidth: 24`;
    /// `horizontalTitleGap ?? tileTheme.horizontalTitleGap ?? 16`). nil when an argument that changes
    /// these is not read (the reason given).
    static func listTileInsets(_ tile: CallSegment, presence: (CallExpr) -> Presence, resolve: (CallExpr) -> CallExpr = { $0 }) -> Result<[Inset], Unread> {
        var gap = 16.0, minLeading = 24.0
        if let a = tile.argument("horizontalTitleGap"), presence(a.value) != .absent {
            guard let n = resolve(a.value).number else { return .failure(Unread("a ListTile horizontalTitleGap that is not a number")) }
            gap = n
        }
        if let a = tile.argument("minLeadingWidth"), presence(a.value) != .absent {
            guard let n = resolve(a.value).number else { return .failure(Unread("a ListTile minLeadingWidth that is not a number")) }
            minLeading = n
        }
        if let a = tile.argument("visualDensity"), presence(a.value) != .absent {
            return .failure(Unread("a ListTile visualDensity (it changes horizontalTitleGap)"))
        }
        var out: [Inset] = []
        if let a = tile.argument("contentPadding"), presence(a.value) != .absent {
            guard let (n, why) = EdgeInsetsReading.horizontal(resolve(a.value)) else { return .failure(Unread("a ListTile contentPadding this reader does not resolve")) }
            out.append(Inset(dp: n, exact: true, why: "ListTile contentPadding \(why)"))
        } else {
            out.append(Inset(dp: 40, exact: true, why: "ListTile contentPadding start 16, end 24 (M3 default)"))
        }
        if let a = tile.argument("leading") {
            switch presence(a.value) {
            case .absent: break
            case .present where iconWidth(resolve(a.value)) != nil:
                let w = iconWidth(resolve(a.value))!
                out.append(Inset(dp: max(minLeading, w) + gap, exact: true, why: "leading Icon \(ShortNumber.text(w)): max(minLeadingWidth \(ShortNumber.text(minLeading)), \(ShortNumber.text(w))) + horizontalTitleGap \(ShortNumber.text(gap))"))
            case .present:
                out.append(Inset(dp: minLeading + gap, why: "leading of its own width: at least minLeadingWidth \(ShortNumber.text(minLeading)) + horizontalTitleGap \(ShortNumber.text(gap))",
                                 mayTake: ("the ListTile's leading past minLeadingWidth", nil)))
            case .unknown:
                out.append(Inset(dp: 0, why: "a leading that may be absent", mayTake: ("the ListTile's leading, if shown", nil)))
            }
        }
        if let a = tile.argument("trailing") {
            switch presence(a.value) {
            case .absent: break
            case .present where iconWidth(resolve(a.value)) != nil:
                let w = iconWidth(resolve(a.value))!
                out.append(Inset(dp: max(w + gap, 32), exact: true, why: "trailing Icon \(ShortNumber.text(w)): max(\(ShortNumber.text(w)) + horizontalTitleGap \(ShortNumber.text(gap)), 32)"))
            case .present:
                out.append(Inset(dp: 32, why: "trailing of its own width: at least 32", mayTake: ("the ListTile's trailing past 32", nil)))
            case .unknown:
                out.append(Inset(dp: 0, why: "a trailing that may be absent", mayTake: ("the ListTile's trailing, if shown", nil)))
            }
        }
        return .success(out)
    }

    /// AppBar's title (navigation_toolbar.dart `_ToolbarLayout.performLayout`): at most
    /// `width − leadingWidth − trailingWidth − middleSpacing × 2`, where app_bar.dart gives a leading
    /// `BoxConstraints.tightFor(width: leadingWidth ?? _kLeadingWidth)` (`kToolbarHeight`, 56) and
    /// `middleSpacing` is `titleSpacing ?? NavigationToolbar.kMiddleSpacing` (16). With no `leading:`,
    /// app_bar.dart implies a back or drawer button when `automaticallyImplyLeading` (default true) and the
    /// route can pop or a drawer exists — a run-time fact, so the width is then an upper bound; actions
    /// take their own widths (an upper bound too).
    static func appBarInsets(_ bar: CallSegment, presence: (CallExpr) -> Presence, resolve: (CallExpr) -> CallExpr = { $0 }) -> Result<[Inset], Unread> {
        var spacing = 16.0
        if let a = bar.argument("titleSpacing"), presence(a.value) != .absent {
            guard let n = resolve(a.value).number else { return .failure(Unread("an AppBar titleSpacing that is not a number")) }
            spacing = n
        }
        var out = [Inset(dp: 2 * spacing, exact: true, why: "NavigationToolbar middleSpacing \(ShortNumber.text(spacing)) on each side")]
        var leadingWidth = 56.0
        if let a = bar.argument("leadingWidth"), presence(a.value) != .absent {
            guard let n = resolve(a.value).number else { return .failure(Unread("an AppBar leadingWidth that is not a number")) }
            leadingWidth = n
        }
        let leading = bar.argument("leading").map { presence($0.value) } ?? .absent
        let noImpliedLeading = bar.argument("automaticallyImplyLeading")?.value.segments?.first?.name == "false"
        switch leading {
        case .present: out.append(Inset(dp: leadingWidth, exact: true, why: "leading tightFor(width: \(ShortNumber.text(leadingWidth)))"))
        case .unknown: out.append(Inset(dp: 0, why: "AppBar leading: BoxConstraints.tightFor(width: leadingWidth ?? kToolbarHeight 56)", mayTake: ("the app bar's leading, if shown", leadingWidth)))
        case .absent:
            if !noImpliedLeading { out.append(Inset(dp: 0, why: "AppBar leading: BoxConstraints.tightFor(width: leadingWidth ?? kToolbarHeight 56)", mayTake: ("the back or drawer button AppBar implies", leadingWidth))) }
        }
        if let a = bar.argument("actions"), presence(a.value) != .absent {
            if case .group(let items, let open) = a.value, open.isPunctuation("["), items.isEmpty {} else {
                out.append(Inset(dp: 0, why: "AppBar actions: their own widths", mayTake: ("the app bar's actions", nil)))
            }
        }
        return .success(out)
    }

    /// A flexible child's share of a `Row` (rendering/flex.dart `RenderFlex._computeSizes`): non-flexible
    /// children are laid out first with an unbounded main axis; the space left is divided among
    /// `Expanded`/`Flexible` children by `flex` (default 1), `spacing` between children. With no other
    /// child and no spacing the share is exact, else the most it can be (a range from 0: the other
    /// children's widths are not read).
    static func share(_ w: WidthModel, flex: Double, total: Double) -> WidthModel? {
        guard total > 0, flex > 0 else { return nil }
        if flex == total { return w }
        switch w {
        case .fixed(let x): return .fixed(x * flex / total)
        case .profileMinus(let i): return .capped(divisor: total / flex, screenInset: i, capDp: 100_000, inset: 0)
        case .capped(let d, let s, let c, let i) where c >= 100_000 && i == 0: return .capped(divisor: d * total / flex, screenInset: s, capDp: c, inset: 0)
        default: return nil
        }
    }

    struct Unread: Error { var reason: String; init(_ r: String) { reason = r } }
}
