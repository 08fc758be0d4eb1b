import LabelFitCatalogs
import LabelFitCore

/// The read limits `labelfit.json` may set: only lower than the built-in ones (`ReadLimits.default`).
/// The file is part of the tree under review, so it must not be able to lift a bound that protects
/// the machine reading it (`"max_nesting_depth": 100000` with a deep file); the command line's
/// options, which the person running LabelFit wrote, may still raise them within `NumberRanges`.
enum LimitSettings {
    /// Each setting with the value it may not pass.
    static var ceilings: [(key: String, value: KeyPath<CheckConfiguration, Int?>, ceiling: Int, option: String)] {
        let d = ReadLimits.default
        return [("max_string_length", \.maxStringLength, d.maxStringScalars, "--max-string-length"),
                ("max_file_bytes", \.maxFileBytes, d.maxFileBytes, "--max-file-size"),
                ("max_strings_per_file", \.maxStringsPerFile, d.maxEntriesPerFile, "--max-strings-per-file"),
                ("max_nesting_depth", \.maxNestingDepth, d.maxNestingDepth, "--max-depth")]
    }

    /// A located error for the first limit set above its built-in value.
    static func check(_ config: CheckConfiguration, in root: LocatedJSON, file: String) throws {
        for limit in ceilings {
            guard let n = config[keyPath: limit.value], n > limit.ceiling else { continue }
            let line = root.members.first { $0.key == limit.key }?.line
            throw LabelFitError.invalidInput(SourceLocation(file: file, line: line),
                "setting '\(limit.key)': \(n) is above the built-in limit of \(limit.ceiling); a configuration may only lower it (the command line's \(limit.option) may raise it)")
        }
    }
}
