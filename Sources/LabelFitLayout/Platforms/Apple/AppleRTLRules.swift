import LabelFitCheck
import LabelFitCore

/// The seed's right-to-left mistakes as they appear in Swift (SwiftUI and UIKit), each reported on a
/// direction-sensitive value only, never on a symmetric pair or on code that reads the layout direction:
/// - `rtl-popover-arrow`: `permittedArrowDirections` of exactly `.left` or `.right` (UIPopoverArrowDirection
///   has no leading/trailing member — developer.apple.com/documentation/uikit/uipopoverarrowdirection —
///   so a one-sided arrow points the wrong way under right-to-left); `[.left, .right]` and `.any` are symmetric;
/// - `rtl-popover-source-rect`: `sourceRect = CGRect(x: …)` with an x other than 0 or a `midX`, in a
///   file that never reads `effectiveUserInterfaceLayoutDirection` / `userInterfaceLayoutDirection`
///   (the anchor is physical: it stays on the left edge when the layout mirrors);
/// - `rtl-directional-symbol`: an SF Symbol named with `left` or `right` (`chevron.right`,
///   `arrow.left.circle`) in `Image(systemName:)`, `UIImage(systemName:)` or a `systemImage:` argument,
///   without `.flipsForRightToLeftLayoutDirection(true)` / `.imageFlippedForRightToLeftLayoutDirection()`
///   in the same chain: the HIG's "Right to left" page asks for `.forward`/`.backward` symbols, which
///   flip with the layout (developer.apple.com/design/human-interface-guidelines/right-to-left);
///   names holding both (`arrow.left.and.right`) are symmetric;
/// - `rtl-physical-text-alignment`: `textAlignment = .left|.right` or `NSTextAlignment.left|.right` on a
///   receiver whose text is a catalog string in the same file (`.natural` follows the localization —
///   documentation of `NSTextAlignment.natural`); `contentHorizontalAlignment = .left|.right` (UIControl's
///   `.leading`/`.trailing` follow the direction, iOS 11+). SwiftUI's alignments are leading/trailing only.
/// Xcode has no RTL lint of its own; none of these is covered elsewhere.
enum AppleRTLRules {
    /// Each finding with the framework whose layout it is about: SwiftUI (`Image(systemName:)`, a
    /// `systemImage:` argument) or UIKit (everything else), for an app that forces one of them left to
    /// right (`ForcedLeftToRight`).
    static func findings(_ items: [CallExpr], tokens: [SourceToken], file: String, localizedReceivers: Set<String>) -> [(finding: LayoutRuleFinding, swiftUI: Bool)] {
        var out: [(finding: LayoutRuleFinding, swiftUI: Bool)] = []
        func add(_ rule: Rule, _ t: SourceToken, _ message: String, swiftUI: Bool = false) {
            out.append((LayoutRuleFinding(rule: rule.id, severity: .warning, site: SourceLocation(file: file, line: t.line), message: message), swiftUI))
        }
        let readsDirection = tokens.contains { $0.isIdentifier && ($0.text == "effectiveUserInterfaceLayoutDirection" || $0.text == "userInterfaceLayoutDirection" || $0.text == "layoutDirection") }
        for a in CallAssignment.all(in: items) {
            switch a.property {
            case "permittedArrowDirections":
                let members = arrowMembers(a.value)
                let sides = members.filter { $0 == "left" || $0 == "right" }
                if sides.count == 1 && !members.contains("any") && !members.contains(sides[0] == "left" ? "right" : "left") {
                    add(.rtlPopoverArrow, a.token, "permittedArrowDirections = .\(sides[0]) is physical: under right-to-left the popover's arrow points away from its anchor; allow both .left and .right, or choose by effectiveUserInterfaceLayoutDirection")
                }
            case "sourceRect":
                guard !readsDirection, let segs = a.value.segments, segs.last?.name == "CGRect", let x = segs.last?.argument("x")?.value else { continue }
                if x.number == 0 { continue }
                if mentions(x, "midX") { continue }
                add(.rtlPopoverSourceRect, a.token, "sourceRect is a physical CGRect (x from the left edge): under right-to-left the popover anchors to the wrong side; mirror x by effectiveUserInterfaceLayoutDirection or anchor to a view (sourceItem)")
            case "textAlignment", "contentHorizontalAlignment":
                guard let m = a.value.implicitMember ?? qualifiedMember(a.value), m == "left" || m == "right" else { continue }
                if a.property == "textAlignment" && !localizedReceivers.contains(a.receiver) { continue }
                let better = a.property == "textAlignment" ? ".natural" : (m == "left" ? ".leading" : ".trailing")
                add(.rtlPhysicalTextAlignment, a.token, "\(a.receiver.isEmpty ? "" : a.receiver + ".")\(a.property) = .\(m) does not follow the layout direction: use \(better)")
            default: continue
            }
        }
        for chain in CallAssignment.chains(in: items) {
            let flipped = chain.contains { $0.name == "flipsForRightToLeftLayoutDirection" || $0.name == "imageFlippedForRightToLeftLayoutDirection" || $0.name == "withHorizontallyFlippedOrientation" }
            for s in chain {
                var name: (String, SourceToken, Bool)?
                if s.name == "Image" || s.name == "UIImage", case .string(let v?, let t)? = s.argument("systemName")?.value { name = (v, t, s.name == "Image") }
                if case .string(let v?, let t)? = s.argument("systemImage")?.value { name = (v, t, true) }
                guard let (symbol, t, swiftUI) = name, !flipped else { continue }
                let parts = symbol.split(separator: ".")
                let left = parts.contains("left"), right = parts.contains("right")
                guard left != right else { continue }
                let forward = parts.map { $0 == "left" ? "backward" : $0 == "right" ? "forward" : String($0) }.joined(separator: ".")
                add(.rtlDirectionalSymbol, t, "SF Symbol \"\(symbol)\" points \(left ? "left" : "right") in every layout direction: use \"\(forward)\" (it flips under right-to-left), or .flipsForRightToLeftLayoutDirection(true)", swiftUI: swiftUI)
            }
        }
        return out
    }

    private static func arrowMembers(_ e: CallExpr) -> [String] {
        if let m = e.implicitMember ?? qualifiedMember(e) { return [m] }
        if case .group(let items, _) = e { return items.compactMap { $0.implicitMember ?? qualifiedMember($0) } }
        return []
    }

    /// `UIPopoverArrowDirection.left`, `NSTextAlignment.right`: the member of a two-link chain.
    private static func qualifiedMember(_ e: CallExpr) -> String? {
        guard let s = e.segments, s.count == 2, !s[0].isLiteral, s.allSatisfy({ $0.arguments == nil }) else { return nil }
        return s[1].name
    }

    private static func mentions(_ e: CallExpr, _ name: String) -> Bool {
        var pending: [[CallExpr]] = [[e]]
        while let list = pending.popLast() {
            for x in list {
                if case .chain(let s) = x, s.contains(where: { $0.name == name }) { return true }
                CallAssignment.nested(x, into: &pending)
            }
        }
        return false
    }
}
