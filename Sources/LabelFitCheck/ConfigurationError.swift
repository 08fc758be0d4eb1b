import LabelFitCatalogs
import LabelFitCore

/// A `labelfit.json` value of the wrong type, said as every other configuration error is:
/// `file:line: setting 'path': what was expected, what was found`, the line being the key's, found in
/// the located parse of the same bytes (Swift's `DecodingError` knows the coding path, not the line).
enum ConfigurationError {
    static func located(_ error: DecodingError, in root: LocatedJSON, file: String) -> LabelFitError {
        let context: DecodingError.Context
        let message: (String) -> String
        switch error {
        case .typeMismatch(let type, let c):
            context = c
            message = { "setting '\($0)' must be \(describe(type)), not \(found(at: c.codingPath, in: root))" }
        case .valueNotFound(let type, let c):
            context = c
            message = { "setting '\($0)' must be \(describe(type)), not null" }
        case .keyNotFound(let key, let c):
            context = c
            message = { $0.isEmpty ? "needs '\(key.stringValue)'" : "setting '\($0)' needs '\(key.stringValue)'" }
        case .dataCorrupted(let c):
            context = c
            message = { "setting '\($0)': \(c.debugDescription)" }
        @unknown default:
            return LabelFitError.invalidInput(SourceLocation(file: file), "\(error)")
        }
        let path = dotted(context.codingPath)
        return LabelFitError.invalidInput(SourceLocation(file: file, line: line(of: context.codingPath, in: root)), message(path))
    }

    /// `rules[2].row.inline_size_px`.
    static func dotted(_ path: [CodingKey]) -> String {
        var out = ""
        for key in path {
            if let i = key.intValue { out += "[\(i)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
        }
        return out
    }

    /// The line of the deepest member the path reaches: a key's own line for an object member.
    static func line(of path: [CodingKey], in root: LocatedJSON) -> Int {
        var node = root
        var line = root.line
        for key in path {
            switch node {
            case .object(let members, _):
                guard let m = members.last(where: { $0.key == key.stringValue }) else { return line }
                line = m.line
                node = m.value
            case .array(let items, _):
                guard let i = key.intValue, items.indices.contains(i) else { return line }
                node = items[i]
                line = node.line
            default:
                return line
            }
        }
        return line
    }

    static func found(at path: [CodingKey], in root: LocatedJSON) -> String {
        var node: LocatedJSON? = root
        for key in path {
            switch node {
            case .object(let members, _)?: node = members.last { $0.key == key.stringValue }?.value
            case .array(let items, _)?: node = key.intValue.flatMap { items.indices.contains($0) ? items[$0] : nil }
            default: node = nil
            }
        }
        switch node {
        case .string(let s, _, _)?: return "a string (\"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\")"
        case .number(let n, _)?: return "the number \(n.rounded() == n && abs(n) < 1e15 ? String(Int(n)) : String(n))"
        case .bool(let b, _)?: return "\(b)"
        case .null?: return "null"
        case .array?: return "a list"
        case .object?: return "an object"
        case nil: return "another type"
        }
    }

    /// The JSON shape a Swift type is read from.
    static func describe(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Optional<") { return describe(String(name.dropFirst(9).dropLast())) }
        return describe(name)
    }

    static func describe(_ name: String) -> String {
        switch name {
        case "Double", "Float": return "a number"
        case "Int": return "a whole number"
        case "String": return "a string"
        case "Bool": return "true or false"
        default:
            if name.hasPrefix("Array<") { return "a list" }
            if name.hasPrefix("Dictionary<") { return "an object" }
            return "an object"
        }
    }
}
