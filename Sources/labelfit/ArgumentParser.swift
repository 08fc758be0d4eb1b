import LabelFitCore

/// One option a command accepts; the same table parses argv and writes `--help`.
struct OptionSpec {
    var name: String
    /// nil for a flag that takes no value.
    var valueName: String?
    var help: String
    var repeatable = false
}

/// argv split into options and positional arguments, checked against a command's option table.
struct ParsedArguments {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }

    func double(_ name: String, min: Double? = nil) throws -> Double? {
        guard let text = value(name) else { return nil }
        let trimmed = text.hasSuffix("px") ? String(text.dropLast(2)) : text
        guard let v = Double(trimmed), v.isFinite, min.map({ v >= $0 }) ?? true else {
            throw LabelFitError.usage("--\(name): '\(text)' is not a valid number")
        }
        return v
    }

    func int(_ name: String, min: Int? = nil) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let v = Int(text), min.map({ v >= $0 }) ?? true else {
            throw LabelFitError.usage("--\(name): '\(text)' is not a valid whole number")
        }
        return v
    }

    /// Accepts `--name value`, `--name=value`, flags, and `--` before positionals that start with "-".
    static func parse(_ args: [String], options: [OptionSpec]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var i = 0
        var onlyPositional = false
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyPositional || !arg.hasPrefix("--") || arg == "-" {
                if !onlyPositional && arg.hasPrefix("-") && arg.count > 1 && arg != "-" {
                    throw LabelFitError.usage("unknown option '\(arg)' (see --help)")
                }
                parsed.positional.append(arg)
                continue
            }
            if arg == "--" { onlyPositional = true; continue }
            var name = String(arg.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                throw LabelFitError.usage("unknown option '--\(name)' (see --help)")
            }
            if spec.valueName == nil {
                guard inline == nil else { throw LabelFitError.usage("--\(name) takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inline { value = inline } else {
                guard i < args.count else { throw LabelFitError.usage("--\(name) needs a value (\(spec.valueName!))") }
                value = args[i]
                i += 1
            }
            if !spec.repeatable && parsed.values[name] != nil {
                throw LabelFitError.usage("--\(name) is given twice")
            }
            parsed.values[name, default: []].append(value)
        }
        return parsed
    }

    static func helpText(usage: String, summary: String, options: [OptionSpec]) -> String {
        var lines = ["USAGE: \(usage)", "", summary, "", "OPTIONS:"]
        for o in options {
            let left = "  --\(o.name)" + (o.valueName.map { " <\($0)>" } ?? "")
            let pad = left.count < 30 ? String(repeating: " ", count: 30 - left.count) : "\n" + String(repeating: " ", count: 30)
            lines.append(left + pad + o.help)
        }
        return lines.joined(separator: "\n")
    }
}
