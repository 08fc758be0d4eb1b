import Foundation

/// An ordered list of font names, as in CSS `font-family`: "Roboto, 'Noto Naskh Arabic UI'".
///
/// An entry is a family name, optionally ending in a style the family has ("Roboto Medium"), or a
/// path to a font file (it contains "/" or ends in .ttf/.otf/.ttc).
public struct FontStack: Hashable, Sendable, CustomStringConvertible, Codable {
    public var families: [String]
    /// CSS weight applied to family entries (400 regular, 700 bold).
    public var weight: Int

    /// Equal when their names are equal byte for byte (`ExactText`): two paths that differ only in
    /// Unicode normalization are two files.
    public static func == (a: FontStack, b: FontStack) -> Bool {
        a.weight == b.weight && a.families.count == b.families.count
            && zip(a.families, b.families).allSatisfy { $0.hasSameBytes(as: $1) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(weight)
        hasher.combine(families.count)
        for f in families { f.hashBytes(into: &hasher) }
    }

    public init(families: [String], weight: Int = 400) {
        self.families = families
        self.weight = weight
    }

    /// Whether an entry names a font file rather than a family.
    public static func isFilePath(_ name: String) -> Bool {
        name.contains("/") || [".ttf", ".otf", ".ttc"].contains(where: { name.lowercased().hasSuffix($0) })
    }

    /// Parses a CSS-style list. Quotes are optional; empty entries are an error.
    public init(parsing text: String, weight: Int = 400) throws {
        var families: [String] = []
        for raw in Self.split(text) {
            var name = raw.trimmingCharacters(in: .whitespaces)
            if name.count >= 2, let first = name.first, first == name.last, first == "\"" || first == "'" {
                name = String(name.dropFirst().dropLast())
            }
            guard !name.isEmpty else { throw LabelFitError.usage("empty entry in font list '\(text)'") }
            families.append(name)
        }
        guard !families.isEmpty else { throw LabelFitError.usage("empty font list") }
        self.init(families: families, weight: weight)
    }

    /// Splits at commas outside quotes.
    private static func split(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        for ch in text {
            if let q = quote {
                if ch == q { quote = nil }
                current.append(ch)
            } else if ch == "\"" || ch == "'" {
                quote = ch
                current.append(ch)
            } else if ch == "," {
                parts.append(current)
                current = ""
            } else {
                current.append(ch)
            }
        }
        parts.append(current)
        return parts
    }

    public var description: String {
        families.map { $0.contains(",") || $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: ", ")
    }
}
