import LabelFitCheck
import LabelFitCore

/// The seed's right-to-left mistakes as they appear in Flutter code, reported on a widget whose own
/// arguments hold a physical value and whose subtree shows a catalog string (never on symmetric values):
/// - `rtl-physical-padding`: `EdgeInsets.only(left: a, right: b)` or `EdgeInsets.fromLTRB(a, _, b, _)`
///   with a ≠ b as written — `EdgeInsetsDirectional` follows the text direction
///   (api.flutter.dev/flutter/painting/EdgeInsetsDirectional-class.html);
/// - `rtl-physical-alignment`: `Alignment.centerLeft`, `topRight`, … — `AlignmentDirectional.centerStart`
///   follows it (api.flutter.dev/flutter/painting/AlignmentDirectional-class.html);
/// - `rtl-physical-text-align`: `TextAlign.left|right` on a `Text` showing a catalog string —
///   `TextAlign.start|end` follow it (api.flutter.dev/flutter/dart-ui/TextAlign.html);
/// - `rtl-physical-position`: `Positioned(left:)` without an equal `right:` — `PositionedDirectional(start:)`
///   (api.flutter.dev/flutter/widgets/PositionedDirectional-class.html);
/// - `rtl-directional-image`: an `Image.asset` / `AssetImage` whose name holds `arrow`, `chevron`,
///   `back`, `forward`, `next` or `prev` without `matchTextDirection: true`
///   (api.flutter.dev/flutter/widgets/Image/matchTextDirection.html). Material `Icons.arrow_back` and
///   the like already set `matchTextDirection` in icons.dart and are not reported.
/// The Dart analyzer and flutter_lints have no RTL rules of their own.
enum FlutterRTLRules {
    static func findings(_ w: CallSegment, touchesText: Bool, file: String) -> [LayoutRuleFinding] {
        var out: [LayoutRuleFinding] = []
        func add(_ rule: Rule, _ t: SourceToken, _ message: String) {
            out.append(LayoutRuleFinding(rule: rule.id, severity: .warning, site: SourceLocation(file: file, line: t.line), message: message))
        }
        if w.name == "Image" || w.name == "AssetImage" || w.name == "asset" {
            if case .string(let v?, let t)? = w.positional()?.value, w.argument("matchTextDirection")?.value.segments?.first?.name != "true" {
                let words = v.lowercased().split { !$0.isLetter }
                if words.contains(where: { ["arrow", "chevron", "back", "forward", "next", "prev", "previous"].contains(String($0)) }) {
                    add(.rtlDirectionalImage, t, "image \"\(v)\" looks directional and is not mirrored under right-to-left: pass matchTextDirection: true")
                }
            }
        }
        guard touchesText else { return out }
        for a in w.arguments ?? [] {
            guard let s = a.value.segments, s.count == 2 else { continue }
            let (type, member) = (s[0].name, s[1])
            if type == "EdgeInsets", member.name == "only" {
                let l = member.argument("left"), r = member.argument("right")
                if asymmetric(l, r) {
                    add(.rtlPhysicalPadding, a.token, "EdgeInsets.only(\(l != nil ? "left" : "right"): …) around translated text stays on that side under right-to-left: use EdgeInsetsDirectional.only(start:/end:)")
                }
            } else if type == "EdgeInsets", member.name == "fromLTRB", let l = member.positional(0)?.value.number, let r = member.positional(2)?.value.number, l != r {
                add(.rtlPhysicalPadding, a.token, "EdgeInsets.fromLTRB(\(ShortNumber.text(l)), …, \(ShortNumber.text(r)), …) around translated text is asymmetric and physical: use EdgeInsetsDirectional.fromSTEB")
            } else if type == "Alignment", member.arguments == nil, member.name.hasSuffix("Left") || member.name.hasSuffix("Right") {
                add(.rtlPhysicalAlignment, a.token, "Alignment.\(member.name) around translated text does not follow the text direction: use AlignmentDirectional.\(member.name.replacingOccurrences(of: "Left", with: "Start").replacingOccurrences(of: "Right", with: "End"))")
            } else if type == "TextAlign", a.label == "textAlign", member.name == "left" || member.name == "right" {
                add(.rtlPhysicalTextAlign, a.token, "TextAlign.\(member.name) on translated text does not follow the text direction: use TextAlign.\(member.name == "left" ? "start" : "end")")
            }
        }
        if w.name == "Positioned" {
            let l = w.argument("left"), r = w.argument("right")
            if asymmetric(l, r) {
                add(.rtlPhysicalPosition, (l ?? r)!.token, "Positioned(\(l != nil ? "left" : "right"): …) around translated text stays on that side under right-to-left: use PositionedDirectional(start:/end:)")
            }
        }
        return out
    }

    /// One side only, or two different numbers; two expressions this reader cannot compare are not reported.
    static func asymmetric(_ l: CallArgument?, _ r: CallArgument?) -> Bool {
        switch (l, r) {
        case (nil, nil): false
        case (.some(let a), nil), (nil, .some(let a)): a.value.number != 0
        case (.some(let a), .some(let b)): a.value.number != nil && b.value.number != nil && a.value.number != b.value.number
        }
    }
}
