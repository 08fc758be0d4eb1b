import Foundation
import LabelFitCore

/// Apple's development-language fallback for `.strings`: a key the development table lacks is shown
/// as the key itself — `Bundle.localizedString(forKey:value:table:)`: "If key is not found and value is
/// nil or an empty string, returns key" — and apps that write `NSLocalizedString("Cancel", comment:)`
/// or SwiftUI's `Text("Cancel")` keep no English table for such keys at all: the key is the English.
/// So an Arabic string whose key the English table (or a missing one) lacks is paired with its key,
/// where the key reads as text. A key written as an identifier (`settings.title`, `CANCEL_BUTTON`,
/// `loginButton`) stays without a source: English users would see that identifier, a missing string
/// worth its `no-source` finding. The strings paired so are counted in a warning on the file.
enum AppleKeyAsSource {
    static func fill(_ result: inout CatalogReadResult, sourceFile: String?, targetFile: String) {
        var filled = 0
        for i in result.entries.indices where result.entries[i].source == nil && readsAsText(result.entries[i].key) {
            result.entries[i].source = result.entries[i].key
            filled += 1
        }
        guard filled > 0 else { return }
        let table = sourceFile.map { "'\(($0 as NSString).lastPathComponent)' of the development language" } ?? "no development-language table"
        result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: targetFile), .warning,
            "\(filled) key\(filled == 1 ? "" : "s") of this file \(filled == 1 ? "has" : "have") no string in \(table): \(filled == 1 ? "its" : "their") English is the key itself, as Bundle.localizedString(forKey:value:table:) returns it"))
    }

    /// A key that is text rather than an identifier: it holds a space, or no `_`/`.`/`-` between
    /// letters and no lower-to-upper hump (`Cancel`, `OK`, `Log in`, `%d files`).
    static func readsAsText(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        guard !scalars.isEmpty else { return false }
        if scalars.contains(" ") { return true }
        for (i, c) in scalars.enumerated() {
            if (c == "_" || c == "." || c == "-"), i > 0, i + 1 < scalars.count,
               scalars[i - 1].properties.isAlphabetic || ("0"..."9").contains(scalars[i - 1]),
               scalars[i + 1].properties.isAlphabetic { return false }
            if i > 0, c.properties.isUppercase, scalars[i - 1].properties.isLowercase { return false }
        }
        return scalars.contains { $0.properties.isAlphabetic }
    }
}
