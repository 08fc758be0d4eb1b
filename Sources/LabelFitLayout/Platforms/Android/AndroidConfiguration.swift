import Foundation
import LabelFitCore

/// The device configuration `values-*` folders are chosen for, and Android's choice among them.
///
/// The rules are developer.android.com, "App resources overview" → "Providing alternative resources"
/// (https://developer.android.com/guide/topics/resources/providing-resources, table 2: qualifiers in
/// precedence order — MCC/MNC, language and region, layout direction, smallest width, available width,
/// available height, screen size, aspect, round, wide colour gamut, HDR, orientation, UI mode, night
/// mode, density, touchscreen, keyboard, navigation, platform version) and "How Android finds the
/// best-matching resource" (same page): folders that contradict the device are eliminated; then, for
/// each qualifier in precedence order, if some remaining folder has it, those without it are
/// eliminated — so the winner is the folder whose qualifier vector is greatest in that order. Among
/// `sw`/`w` and `v` values the one closest to the device without exceeding it wins ("the system uses the
/// one closest to (without exceeding) the device's smallest width", "Platform Version").
///
/// The configuration is the one the Arabic is shown in: the target language, its layout direction
/// (`ldrtl` for Arabic, Hebrew, Persian, Urdu), a phone in portrait with the narrowest profile's width as
/// smallest and available width, not night mode, and the lowest profile API level. Qualifiers it cannot
/// decide — MCC/MNC, available height, screen size and aspect, round, colour, density, input — make a
/// folder not chosen (a phone-density `values-hdpi` is rare; docs/layout.md says so).
public struct AndroidConfiguration: Sendable, Hashable {
    public var language: String
    public var rtl: Bool
    public var smallestWidthDp: Int
    public var api: Int

    public init(language: String, smallestWidthDp: Int, api: Int) {
        let lang = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { String($0).lowercased() } ?? language
        self.language = lang
        // CLDR's right-to-left scripts' main languages (Android: `TextUtils.getLayoutDirectionFromLocale`).
        rtl = ["ar", "fa", "he", "iw", "ur", "ps", "sd", "ug", "yi", "ckb", "dv"].contains(lang)
        self.smallestWidthDp = smallestWidthDp
        self.api = api
    }

    /// The Arabic phones of the run's profiles (narrowest width, lowest API).
    public init(profiles: [DeviceProfile], locale: String) {
        self.init(language: locale, smallestWidthDp: Int(saturating: (profiles.map(\.widthDp).min() ?? 360).rounded(.down)), api: profiles.map(\.api).min() ?? 34)
    }

    /// The default configuration only (`values/` and its `-vN` variants up to API 34).
    public static let defaultOnly = AndroidConfiguration(language: "", smallestWidthDp: 0, api: 34)

    /// The folder's rank for this configuration: nil when it is eliminated, else a vector compared in
    /// precedence order (a larger one wins). `values` is all zeros. `type` is the resource type the
    /// folder holds (`values`, `layout`): the same qualifiers and precedence choose among any type's
    /// folders ("How Android finds the best-matching resource").
    public func rank(folder: String, type: String = "values") -> [Int]? {
        var parts = folder.split(separator: "-").map(String.init)
        guard parts.first == type else { return nil }
        parts.removeFirst()
        // language, layout direction, smallest width, available width, orientation, night, version
        var v = [0, 0, 0, 0, 0, 0, 0]
        var i = 0
        while i < parts.count {
            let q = parts[i]
            if q.count >= 2, q.count <= 3, q.allSatisfy(\.isLowercase), !["ldrtl", "ldltr", "port", "land", "night"].contains(q) {
                // A language; a following region (`rEG`) or a BCP 47 `b+` tag is not the device's: eliminated.
                guard q == language else { return nil }
                if i + 1 < parts.count, parts[i + 1].hasPrefix("r"), parts[i + 1].count == 3 { return nil }
                v[0] = 1
            } else if q == "ldrtl" { guard rtl else { return nil }; v[1] = 1 }
            else if q == "ldltr" { guard !rtl else { return nil }; v[1] = 1 }
            else if q.hasPrefix("sw"), q.hasSuffix("dp"), let n = Int(q.dropFirst(2).dropLast(2)) { guard n <= smallestWidthDp else { return nil }; v[2] = 1 + n }
            else if q.hasPrefix("w"), q.hasSuffix("dp"), let n = Int(q.dropFirst(1).dropLast(2)) { guard n <= smallestWidthDp else { return nil }; v[3] = 1 + n }
            else if q == "port" { v[4] = 1 }
            else if q == "land" { return nil }
            else if q == "notnight" { v[5] = 1 }
            else if q == "night" { return nil }
            else if q.hasPrefix("v"), let n = Int(q.dropFirst()) { guard n <= api else { return nil }; v[6] = 1 + n }
            else { return nil }
            i += 1
        }
        return v
    }

    /// `values*` folders ordered so that reading them in turn, each overwriting what it defines, leaves
    /// every resource with the best match's value; eliminated folders are dropped.
    public func ordered(_ files: [String]) -> [(file: String, folder: String)] {
        let ranked = files.compactMap { f -> (String, String, [Int])? in
            let folder = URL(fileURLWithPath: f).deletingLastPathComponent().lastPathComponent
            return rank(folder: folder).map { (f, folder, $0) }
        }
        return ranked.sorted { $0.2 == $1.2 ? $0.0 < $1.0 : $0.2.lexicographicallyPrecedes($1.2) }.map { ($0.0, $0.1) }
    }
}
