import Foundation
import LabelFitCatalogs
import LabelFitCore

/// The weight a TextView draws its text at, read from its attributes as Android resolves them.
///
/// Each of `textStyle`, `textFontWeight` and `fontFamily` is taken from the view (or its `style` and
/// that style's parents) and, when the view does not set it, from its text appearance: TextView reads the
/// appearance's attributes first and lets the view's own override them one by one (AOSP
/// `core/java/android/widget/TextView.java` · `readTextAppearance`, then the view's `TypedArray`;
/// AppCompat's `fontFamily` is read the same way by `AppCompatTextHelper`, before `android:fontFamily`).
/// The family gives a base weight (fonts.xml aliases: `sans-serif-medium` is `sans-serif` at 500,
/// `-light` 300, `-thin` 100, `-black` 900; AOSP `data/fonts/fonts.xml`). `textFontWeight` (API 28)
/// replaces the weight (`TextView.resolveStyleAndSetTypeface`: `weight >= 0` → `Typeface.create(tf,
/// weight, italic)`); otherwise `textStyle="bold"` adds 300 to the base weight (`setTypeface(tf, style)`
/// → `Typeface.create(tf, BOLD)` → hwui `Typeface::createRelative`, `computeRelativeStyle`: `weight +=
/// 300`), so `sans-serif-medium` in bold is 800.
struct AndroidTextWeight {
    let constraints: AndroidViewConstraints

    /// Family names' base weights (fonts.xml aliases of `sans-serif`, Roboto's family on every
    /// Android since 4.1), and the library strings that name them (AOSP
    /// `core/res/res/values/donottranslate_material.xml`, AppCompat `abc_font_family_*_material`,
    /// Material Components `typography/res/values-v21/tokens.xml` · `m3_ref_typeface_*`).
    static let familyWeights: [String: Int] = [
        "sans-serif": 400, "sans-serif-thin": 100, "sans-serif-light": 300, "sans-serif-medium": 500, "sans-serif-black": 900,
        "roboto": 400,
    ]
    static let libraryStrings: [String: String] = [
        "font_family_display_4_material": "sans-serif-light", "font_family_display_3_material": "sans-serif",
        "font_family_display_2_material": "sans-serif", "font_family_display_1_material": "sans-serif",
        "font_family_headline_material": "sans-serif", "font_family_title_material": "sans-serif-medium",
        "font_family_subhead_material": "sans-serif", "font_family_menu_material": "sans-serif",
        "font_family_body_2_material": "sans-serif-medium", "font_family_body_1_material": "sans-serif",
        "font_family_caption_material": "sans-serif", "font_family_button_material": "sans-serif-medium",
        "m3_ref_typeface_brand_regular": "sans-serif", "m3_ref_typeface_brand_medium": "sans-serif-medium",
        "m3_ref_typeface_plain_regular": "sans-serif", "m3_ref_typeface_plain_medium": "sans-serif-medium",
    ]

    /// One attribute as the view, its style chain or its text appearance sets it, or why it cannot be told.
    enum Field { case set(String, [Provenance]), unset, undecided(String, [Provenance]) }

    func field(_ attrs: [String], of node: XMLElementNode) -> Field {
        for attr in attrs {
            if let (item, chain) = constraints.value(attr, of: node) {
                return .set(item.value, chain + [Provenance(.source, "\(attr)=\"\(item.value)\"", at: item.location)])
            }
        }
        if let styleRef = node.attributes["style"], let style = AndroidValues.styleName(styleRef),
           case .unknownLibrary(let name, _) = constraints.values.lookup(attrs[0], inStyle: style) {
            return .undecided("style \(name) is a library style LabelFit's table does not know", [])
        }
        guard let (item, chain) = constraints.value("android:textAppearance", of: node),
              let (start, appearanceChain) = constraints.appearanceStyle(item, chain: chain) else { return .unset }
        for attr in attrs {
            switch constraints.appearanceValue(attr, from: start, chain: appearanceChain) {
            case .found(let v, let c): return .set(v.value, c + [Provenance(.source, "\(attr)=\"\(v.value)\"", at: v.location)])
            case .unknownLibrary(let name, let c): return .undecided("text appearance \(name) is a library style LabelFit's table does not know", c)
            default: continue
            }
        }
        return .unset
    }

    /// nil when nothing sets a weight (the regular 400).
    func weight(of node: XMLElementNode) -> Resolved<TextWeight>? {
        let family = field(["app:fontFamily", "fontFamily", "android:fontFamily"], of: node)
        let style = field(["android:textStyle"], of: node)
        let explicit = field(["android:textFontWeight"], of: node)
        var chain: [Provenance] = []
        var undecided: [String] = []
        var base = 400
        switch family {
        case .set(let raw, let c):
            chain += c
            switch Self.baseWeight(raw) {
            case .success(let w):
                base = w
                chain.append(Provenance(.component, "fontFamily \(raw): weight \(w)", at: SourceLocation(file: Self.familySource)))
            case .failure(let why): undecided.append(why.reason)
            }
        case .undecided(let why, let c): chain += c; undecided.append(why)
        case .unset: break
        }
        var value = base
        if case .set(let raw, let c) = explicit, let n = constraints.values.integer(raw, at: c.last?.location ?? SourceLocation(file: constraints.file))?.value,
           NumberRanges.weight.contains(Double(n)) {
            chain += c
            value = n
        } else {
            if case .undecided(let why, let c) = explicit { chain += c; undecided.append(why) }
            switch style {
            case .set(let raw, let c):
                chain += c
                if raw.split(separator: "|").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "bold" }) {
                    value = min(base + 300, 1000)
                    chain.append(Provenance(.component, "textStyle bold: \(base) + 300 = \(value)", at: SourceLocation(file: Self.relativeBoldSource)))
                }
            case .undecided(let why, let c): chain += c; undecided.append(why)
            case .unset: break
            }
        }
        guard !chain.isEmpty || !undecided.isEmpty else { return nil }
        var reasons: [String] = []
        for u in undecided where !reasons.contains(u) { reasons.append(u) }
        return Resolved(TextWeight(value, undecided: reasons.isEmpty ? nil : reasons.joined(separator: "; ")), chain)
    }

    struct Unread: Error { var reason: String }

    /// A `fontFamily` value's base weight: a system family name, a library string naming one; an app
    /// font (`@font/x`) or another family is not read.
    static func baseWeight(_ raw: String) -> Result<Int, Unread> {
        var name = raw.trimmingCharacters(in: .whitespaces)
        for prefix in ["@android:string/", "@string/", "@*android:string/"] where name.hasPrefix(prefix) {
            let key = String(name.dropFirst(prefix.count))
            guard let v = libraryStrings[key] ?? libraryStrings[key.replacingOccurrences(of: "abc_", with: "")] else {
                return .failure(Unread(reason: "fontFamily \(raw) is a string LabelFit does not read"))
            }
            name = v
        }
        if let w = familyWeights[name.lowercased()] { return .success(w) }
        if name.hasPrefix("@font/") || name.hasPrefix("?") { return .failure(Unread(reason: "fontFamily \(raw) is the app's own font, not Roboto")) }
        return .failure(Unread(reason: "fontFamily \(raw) is a family LabelFit does not measure"))
    }

    static let familySource = "AOSP frameworks/base data/fonts/fonts.xml (sans-serif-thin/-light/-medium/-black: aliases of sans-serif at weight 100/300/500/900)"
    static let relativeBoldSource = "AOSP frameworks/base libs/hwui/hwui/Typeface.cpp (createRelative → computeRelativeStyle: bold adds 300 to the base weight)"
}
