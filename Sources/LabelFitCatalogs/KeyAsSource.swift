import Foundation
import LabelFitCore

/// A target string whose key its English table lacks (or with no English table) is paired with its
/// key, where the format's own rule says the key is the English the user sees:
///
/// - `apple`: Apple's development-language fallback for `.strings` — `Bundle.localizedString(forKey:
///   value:table:)`: "If key is not found and value is nil or an empty string, returns key" — and apps
///   that write `NSLocalizedString("Cancel", comment:)` or SwiftUI's `Text("Cancel")` keep no English
///   table for such keys at all. A key that reads as text takes it (`readsAsText`); one written as an
///   identifier (`settings.title`, `CANCEL_BUTTON`, `loginButton`) stays without a source: English
///   users would see that identifier, a missing string worth its `no-source` finding.
/// - `sentence`: PHP message catalogs keyed by the English message the code passes to the translator
///   (Laminas' `PhpArray` loader, docs.laminas.dev/laminas-i18n/translator/translator; Yii's
///   `PhpMessageSource`): a key that is a sentence (it holds a space) is its own English.
///
/// The strings paired so are counted in a warning on the file.
enum KeyAsSource {
    enum Rule { case apple, sentence }

    static func fill(_ result: inout CatalogReadResult, rule: Rule, sourceFile: String?, targetFile: String) {
        var filled = 0
        for i in result.entries.indices where result.entries[i].source == nil {
            let key = result.entries[i].key
            guard rule == .apple ? readsAsText(key) : isSentence(key) else { continue }
            result.entries[i].source = key
            filled += 1
        }
        guard filled > 0 else { return }
        let table = sourceFile.map { "'\(($0 as NSString).lastPathComponent)' of the source language" } ?? "no source-language file"
        let why = rule == .apple ? "as Bundle.localizedString(forKey:value:table:) returns it"
                                 : "each is the English message the code translates, which a message catalog keys its translations by"
        result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: targetFile), .warning,
            "\(filled) key\(filled == 1 ? "" : "s") of this file \(filled == 1 ? "has" : "have") no string in \(table): \(filled == 1 ? "its" : "their") English is the key itself, \(why)"))
    }

    /// A key that is text rather than an identifier — LabelFit's general rule, no platform documents
    /// one: it holds a space; or no `_`/`.` between letters, no lower-to-upper hump after the first two
    /// letters other than a brand's single one (`iPhone`, `macOS`, `YouTube` are words, `loginButton` an
    /// identifier) and no all-lowercase run of two or more hyphens (`settings-page-title`; `Wi-Fi`,
    /// `E-mail`, `Check-in` are words).
    static func readsAsText(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        guard !scalars.isEmpty else { return false }
        if scalars.contains(" ") { return true }
        if scalars.filter({ $0 == "-" }).count >= 2, !scalars.contains(where: { $0.properties.isUppercase }) { return false }
        for (i, c) in scalars.enumerated() {
            if (c == "_" || c == "."), i > 0, i + 1 < scalars.count,
               scalars[i - 1].properties.isAlphabetic || ("0"..."9").contains(scalars[i - 1]),
               scalars[i + 1].properties.isAlphabetic { return false }
            if i > 2, c.properties.isUppercase, scalars[i - 1].properties.isLowercase, !Self.isBrandCase(scalars) { return false }
        }
        return scalars.contains { $0.properties.isAlphabetic }
    }

    /// One hump only, and either two capitalized words glued (`YouTube`, `PayPal`, `GitHub`) or a word
    /// ending in capitals (`macOS`): a brand, not a camelCase identifier (`loginButtonTitle`, and
    /// `saveButton`, which starts small and ends in a capitalized word).
    static func isBrandCase(_ s: [Unicode.Scalar]) -> Bool {
        let humps = s.indices.filter { $0 > 0 && s[$0].properties.isUppercase && s[$0 - 1].properties.isLowercase }
        guard humps.count == 1 else { return false }
        return s[0].properties.isUppercase || s[humps[0]...].allSatisfy { $0.properties.isUppercase }
    }

    /// A key that is a sentence: words separated by a space, letters among them.
    static func isSentence(_ key: String) -> Bool {
        key.unicodeScalars.contains(" ") && key.unicodeScalars.contains { $0.properties.isAlphabetic }
            && !key.hasPrefix(" ") && !key.hasSuffix(" ")
    }
}
