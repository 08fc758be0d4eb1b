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
        case .dataCorrupted(let c) where c.codingPath.isEmpty:
            // Foundation on Linux reports a number that does not fit the Int it is read as (1.5, 1e30)
            // as "not valid JSON" with no path; the located parse did read the file, so find the number.
            if let (path, line, n) = fractionalWholeNumber(in: root) {
                return LabelFitError.invalidInput(SourceLocation(file: file, line: line), "setting '\(path)' must be a whole number, not the number \(n)")
            }
            return LabelFitError.invalidInput(SourceLocation(file: file), c.debugDescription)
        case .dataCorrupted(let c):
            context = c
            // JSONDecoder's words for 1.5 read as an Int: "Parsed JSON number <1.5> does not fit in Int."
            if c.debugDescription.hasSuffix("does not fit in Int.") {
                message = { "setting '\($0)' must be a whole number, not \(found(at: c.codingPath, in: root))" }
            } else {
                message = { "setting '\($0)': \(c.debugDescription)" }
            }
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

extension ConfigurationError {
    /// Values of the right type but out of range (`NumberRanges`) or otherwise refused when the plan is
    /// made, checked once at load for the top level and each path profile, so they too name the file
    /// and the key's line: `labelfit.json:3: setting 'size': -1 is out of range; …`. The ranges stay
    /// where they are checked for every surface (`MeasureOptions.validate`, `DeviceProfiles.validate`);
    /// this only places their message.
    static func validate(_ config: CheckConfiguration, in root: LocatedJSON, file: String) throws {
        func attempt(_ c: CheckConfiguration, prefix: String) throws {
            do { _ = try CheckPlan(config: c) } catch LabelFitError.usage(let message) {
                let field = String(message.prefix { $0 != ":" })
                // `clip_tolerance_px` is checked with the measuring options but written under thresholds.
                let setting = prefix + (field == "clip_tolerance_px" ? "thresholds.clip_tolerance_px" : field)
                guard field.count < message.count, let line = line(ofDotted: setting, in: root) else {
                    throw LabelFitError.invalidInput(SourceLocation(file: file), message)
                }
                throw LabelFitError.invalidInput(SourceLocation(file: file, line: line), "setting '\(setting)'" + message.dropFirst(field.count))
            }
        }
        try attempt(config, prefix: "")
        for (i, entry) in config.pathProfiles.enumerated() { try attempt(config.configuration(for: entry), prefix: "path_profiles[\(i)].") }
    }

    /// The line of `a.b[2].c`: the deepest member found, or nil when not even the first is there (the
    /// value came from a default, not from the file).
    static func line(ofDotted path: String, in root: LocatedJSON) -> Int? {
        var node = root
        var line: Int?
        var rest = Substring(path)
        while !rest.isEmpty {
            if rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]"), let i = Int(rest[rest.index(after: rest.startIndex)..<close]),
                      case .array(let items, _) = node, items.indices.contains(i) else { return line }
                node = items[i]
                line = node.line
                rest = rest[rest.index(after: close)...]
            } else {
                if rest.hasPrefix(".") { rest = rest.dropFirst() }
                let key = rest.prefix { $0 != "." && $0 != "[" }
                guard case .object(let members, _) = node, let m = members.last(where: { $0.key == key }) else { return line }
                node = m.value
                line = m.line
                rest = rest.dropFirst(key.count)
            }
        }
        return line
    }
}

extension ConfigurationError {
    /// The settings `labelfit.json` reads as whole numbers (`Int`), wherever they are nested.
    static let wholeNumberKeys: Set<String> = ["weight", "max_lines", "max_string_length", "max_file_bytes", "max_strings_per_file",
                                                "max_nesting_depth", "target_sdk"]

    /// The first such setting holding a number that is not a whole number an Int holds, in file order.
    static func fractionalWholeNumber(in root: LocatedJSON) -> (path: String, line: Int, value: Double)? {
        var pending: [(String, LocatedJSON)] = [("", root)]
        var found: [(path: String, line: Int, value: Double)] = []
        while let (path, node) = pending.popLast() {
            switch node {
            case .object(let members, _):
                for m in members {
                    let p = path.isEmpty ? m.key : path + "." + m.key
                    if wholeNumberKeys.contains(m.key), case .number(let n, _) = m.value,
                       n != n.rounded() || abs(n) >= 9.2e18 { found.append((p, m.line, n)) }
                    pending.append((p, m.value))
                }
            case .array(let items, _):
                for (i, item) in items.enumerated() { pending.append((path + "[\(i)]", item)) }
            default: break
            }
        }
        return found.min { $0.line < $1.line }
    }
}
