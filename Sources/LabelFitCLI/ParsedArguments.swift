import LabelFitCore

/// argv split into options and positional arguments, each value already checked against its
/// declaration, so reading one back cannot fail.
public struct ParsedArguments {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    /// `.parsed` options' values as their parsers made them (the last given), so nothing is parsed twice.
    var parsedValues: [String: any Sendable] = [:]
    public var positional: [String] = []
    let specs: [String: OptionSpec]

    init(specs: [OptionSpec]) {
        var byName: [String: OptionSpec] = [:]
        for s in specs { byName[s.name] = s }
        self.specs = byName
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }

    /// A number option's value ("px" suffix dropped), checked against its range when parsed.
    func double(_ name: String) -> Double? {
        guard let text = value(name) else { return nil }
        return Double(text.hasSuffix("px") ? String(text.dropLast(2)) : text)
    }

    func int(_ name: String) -> Int? { double(name).map { Int($0) } }

    /// A `.parsed` option's value as its parser made it when the arguments were read.
    func parsed<T>(_ name: String, as type: T.Type) -> T? { parsedValues[name] as? T }

    func bool(_ name: String) -> Bool? { value(name).flatMap(OptionSpec.boolean) }

    func choice<T: ClosedSet>(_ name: String, as type: T.Type) -> T? { value(name).flatMap(T.init(rawValue:)) }

    /// Accepts `--name value`, `--name=value`, flags, and `--` before positionals that start with "-".
    static func parse(_ args: [String], options: [OptionSpec]) throws -> ParsedArguments {
        var parsed = ParsedArguments(specs: options)
        var i = 0
        var onlyPositional = false
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyPositional || !arg.hasPrefix("--") || arg == "-" {
                if !onlyPositional && arg.hasPrefix("-") && arg.count > 1 && arg != "-" {
                    try parsed.takeShort(arg, args, &i)
                    continue
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
            guard let spec = parsed.specs[name] else {
                throw LabelFitError.usage("unknown option '--\(name)' (see --help)")
            }
            if !spec.takesValue {
                guard inline == nil else { throw LabelFitError.usage("--\(name) takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inline { value = inline } else {
                guard i < args.count else { throw LabelFitError.usage("--\(name) needs a value (\(spec.placeholder ?? "value"))") }
                value = args[i]
                i += 1
            }
            try parsed.store(value, for: spec)
        }
        return parsed
    }

    private mutating func store(_ value: String, for spec: OptionSpec) throws {
        if !spec.repeatable && values[spec.name] != nil {
            throw LabelFitError.usage("--\(spec.name) is given twice")
        }
        if let typed = try spec.check(value) { parsedValues[spec.name] = typed }
        values[spec.name, default: []].append(value)
    }

    /// `-q`, `-o file`, `-ofile`, `-qo file`: one-letter options (POSIX utility syntax guidelines
    /// 3–6); a negative number is not one of them, so `-5` is still named as unknown.
    private mutating func takeShort(_ arg: String, _ args: [String], _ i: inout Int) throws {
        var letters = Substring(arg.dropFirst())
        while let letter = letters.first {
            letters = letters.dropFirst()
            guard let spec = specs.values.first(where: { $0.short == letter }) else {
                throw LabelFitError.usage("unknown option '\(arg.count == 2 ? arg : "-\(letter)")' (see --help)")
            }
            if !spec.takesValue { flags.insert(spec.name); continue }
            let value: String
            if !letters.isEmpty { value = String(letters) } else {
                guard i < args.count else { throw LabelFitError.usage("-\(letter) (--\(spec.name)) needs a value (\(spec.placeholder ?? "value"))") }
                value = args[i]
                i += 1
            }
            try store(value, for: spec)
            return
        }
    }
}
