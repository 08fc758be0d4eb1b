/// Where a problem was found: a file (or "<stdin>", "<argument>"), a 1-based line and column.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if let column { text += ":\(column)" }
        return text
    }
}

/// Every failure LabelFit reports. Each case reads as one line a translator understands.
public enum LabelFitError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A family name no bundled font and no system font (Fontconfig) answers to; `detail` says where
    /// the bundled fonts were looked for (`FontRegistry`).
    case unknownFont(String, detail: String = "")
    /// A file named as a font that cannot be used as one.
    case badFont(path: String, reason: String)
    /// Command-line or request parameters that do not make sense.
    case usage(String)
    /// Malformed input text or catalog content.
    case invalidInput(SourceLocation, String)
    /// A file that cannot be read or written.
    case io(path: String, reason: String)
    /// A size or count limit was crossed.
    case limitExceeded(SourceLocation, String)

    public var description: String {
        switch self {
        case .unknownFont(let name, let detail): "unknown font '\(name)': " + (detail.isEmpty ? "not bundled and not found by Fontconfig" : detail)
        case .badFont(let path, let reason): "\(path): not a usable font: \(reason)"
        case .usage(let message): message
        case .invalidInput(let location, let reason): "\(location): \(reason)"
        case .io(let path, let reason): "\(path): \(reason)"
        case .limitExceeded(let location, let reason): "\(location): \(reason)"
        }
    }
}
