import LabelFitCore

/// What an option's value is: how it is read, checked and shown in help.
public enum OptionValue: Sendable {
    /// No value: present or not.
    case flag
    /// Free text; the placeholder names it in help ("file", "tag").
    case text(String)
    /// A number within a range; `px` values may carry a "px" suffix.
    case number(String, NumberRange)
    /// One of a closed set.
    case choice([String])
    /// true or false (also yes/no, on/off, 1/0).
    case boolean
    /// Text with a syntax of its own, parsed once as it is read (line-height, font stack); the parsed
    /// value is kept (`ParsedArguments.parsed(_:as:)`), and the parser's error names the setting.
    case parsed(String, @Sendable (String) throws -> any Sendable)
}

/// One option a command accepts, declared once: the parser, `--help` and the README's option tables
/// are all made from it.
public struct OptionSpec: Sendable {
    public let name: String
    public let value: OptionValue
    /// What applies when the option is left out, as help shows it; nil when nothing is said.
    public let defaultValue: String?
    public let help: String
    public var repeatable = false
    /// A one-letter spelling (`-o`), for the options people type most; POSIX utility syntax
    /// guideline 3 and 6: `-o file` or `-ofile`, flags may be grouped (`-qo file`).
    public var short: Character?

    public init(_ name: String, _ value: OptionValue, default defaultValue: String? = nil, _ help: String) {
        self.name = name
        self.value = value
        self.defaultValue = defaultValue
        self.help = help
    }

    public static func flag(_ name: String, _ help: String) -> OptionSpec { OptionSpec(name, .flag, help) }

    public static func choice<T: ClosedSet>(_ name: String, _ type: T.Type, default d: T?, _ help: String) -> OptionSpec {
        OptionSpec(name, .choice(T.allCases.map(\.rawValue)), default: d?.rawValue, help)
    }

    public var takesValue: Bool { if case .flag = value { return false } else { return true } }

    /// The same option with a one-letter spelling too.
    public func short(_ letter: Character) -> OptionSpec { var o = self; o.short = letter; return o }

    /// The same option, accepted more than once (each value kept).
    public func repeated() -> OptionSpec { var o = self; o.repeatable = true; return o }

    /// How help and the README name it: `-o, --output`, or `--output`.
    public var spelled: String { (short.map { "-\($0), " } ?? "") + "--\(name)" }

    /// `<px>`, `<wrap|nowrap-ellipsis|nowrap-clip>`, or nothing for a flag.
    public var placeholder: String? {
        switch value {
        case .flag: nil
        case .text(let p), .parsed(let p, _): p
        case .number(let p, _): p
        case .choice(let all): all.joined(separator: "|")
        case .boolean: "true|false"
        }
    }

    /// The help text with the range and the default, as `--help` and the README show it.
    public var fullHelp: String {
        var notes: [String] = []
        if case .number(_, let range) = value { notes.append(range.short + (range.unit.isEmpty ? "" : " " + range.unit)) }
        if let d = defaultValue { notes.append("default \(d)") }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
    }

    /// Checks one value as given on the command line; the error names the option.
    /// Checks `text` against the declaration; a `.parsed` option's value comes back parsed.
    @discardableResult
    func check(_ text: String) throws -> (any Sendable)? {
        let field = "--\(name)"
        switch value {
        case .flag, .text: break
        case .number(let unit, let range):
            let trimmed = unit == "px" && text.hasSuffix("px") ? String(text.dropLast(2)) : text
            guard let v = Double(trimmed) else {
                throw LabelFitError.usage("\(field): '\(text)' is not a \(range.integer ? "whole " : "")number")
            }
            try range.check(v, field: field)
        case .choice(let all):
            guard all.contains(text) else {
                throw LabelFitError.usage("\(field): '\(text)' is not one of " + all.joined(separator: ", "))
            }
        case .boolean:
            guard OptionSpec.boolean(text) != nil else { throw LabelFitError.usage("\(field): '\(text)' is not true or false") }
        case .parsed(_, let parse):
            // Their parsers' messages name the setting and quote the value already.
            return try parse(text)
        }
        return nil
    }

    static func boolean(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "1", "on": true
        case "false", "no", "0", "off": false
        default: nil
        }
    }
}
