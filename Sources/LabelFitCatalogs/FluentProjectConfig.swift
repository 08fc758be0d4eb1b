import Foundation
import LabelFitCore

/// A project's own statement of where its localized files stand, read before the path heuristics:
///
/// - **Mozilla `l10n.toml`** (moz-l10n-config, https://moz-l10n-config.readthedocs.io/en/latest/fileformat.html;
///   the same format as mozilla/moz-l10n's "L10nConfigPaths file format"): `basepath` (relative
///   paths resolve against it, itself relative to the file's folder), `locales`, `[env]` aliases
///   (`l = "{l10n_base}/{locale}/"`; "Undefined references are replaced with an empty string"),
///   `[[paths]]` with `reference` (the source-language file or pattern) and `l10n` (the localized
///   one, with `{locale}`), `*` one path segment, `**` any number of folders, and `[[includes]]
///   path` (resolved as `filedir/{basepath}/path`). The stars of `l10n` capture what the same stars
///   of `reference` stand for (moz-l10n `paths/config.py` `path_regex`: `*` → `([^/]*)`, `**/` →
///   `((?:.*/)?)`, `**` → `(.*)`, `{locale}` a named segment; a leading `{l10n_base}/` is
///   dropped, the localized files being read in the same tree). So `locales/ar/send.ftl` pairs with
///   `locales/en-US/send.ftl` because `l10n = "{l}**"` and `reference = "locales/en-US/**"` say so,
///   whatever other folders stand beside them; `values-{android_locale}/strings.xml` the same.
/// - **Rust i18n-embed `i18n.toml`** (cargo-i18n's `i18n-config`, docs.rs/i18n-config
///   `I18nConfig`/`FluentConfig`): `fallback_language` is "the primary fallback language (for
///   which all strings must be present)", the source; `[fluent] assets_dir` holds
///   `assets_dir/{language}/{domain}.ftl`.
///
/// Configurations are found in the tree being checked (files named `l10n.toml` or `i18n.toml`)
/// and read once per discovery. TOML is read in the subset these files use (tables, arrays of
/// tables, strings, arrays of strings, `#` comments; toml.io/en/v1.0.0); anything else in them is
/// not a path rule and is passed over. A file a configuration places is paired by it; the other
/// rules of discovery still decide its format and read it.
struct FluentProjectConfig {
    struct PathRule {
        /// Patterns as absolute paths, `{locale}` kept, other references expanded.
        var reference: String
        var l10n: String
        var referencePattern: GlobAutomaton
        var l10nPattern: GlobAutomaton
        init(reference: String, l10n: String, sourceLocale: String) {
            self.reference = reference
            self.l10n = l10n
            referencePattern = .mozL10n(reference.replacingOccurrences(of: "{locale}", with: sourceLocale))
            l10nPattern = .mozL10n(l10n)
        }
    }
    var file: String
    /// `l10n.toml` `locales`, when given (informational: a file matched for another locale is still placed by its tag).
    var locales: [String] = []
    var rules: [PathRule] = []
    /// i18n-embed: the assets folder (absolute) and the fallback language.
    var assetsDir: String?
    var fallbackLanguage: String?

    /// Why a rule of the file was not used: a bound reached, at the line of its setting.
    var problems: [(line: Int, reason: String)] = []

    /// Most configurations followed through `[[includes]]` from one file (a cycle or a fan-out ends there).
    static let maxIncludes = 64
    /// Longest path pattern once its `[env]` references are expanded (Linux's PATH_MAX): aliases that
    /// repeat one another multiply (`a = "{a}{a}{a}{a}{a}{a}"` is 6^8 copies after the 8 rounds).
    static let maxPatternBytes = 4096

    // MARK: TOML subset

    /// One `key = value` of a configuration: the table it is under (`paths` for `[[paths]]`, with the
    /// index of its array entry), its key and its string values (one for a string, each item of an
    /// array of strings); nil values for anything else.
    struct Setting { var table: String; var index: Int; var key: String; var values: [String]?; var line: Int }

    static func settings(_ text: String) -> [Setting] {
        var out: [Setting] = []
        var table = "", counts: [String: Int] = [:], index = 0
        let lines = text.components(separatedBy: "\n")
        var n = 0
        /// Strings of `s` (basic with `\"`/`\\`/`\n`/`\t`/`\uXXXX`, or literal), and whether an array is still open at the end.
        func strings(_ s: Substring) -> (values: [String], closed: Bool, other: Bool) {
            var values: [String] = [], i = s.startIndex, other = false, closed = false
            while i < s.endIndex {
                let c = s[i]
                if c == "#" { break }
                if c == "]" { closed = true; i = s.index(after: i); continue }
                if c == "\"" || c == "'" {
                    var v = "", j = s.index(after: i), escaped = false
                    while j < s.endIndex {
                        let d = s[j]
                        if escaped {
                            switch d { case "n": v.append("\n"); case "t": v.append("\t"); default: v.append(d) }
                            escaped = false
                        } else if d == "\\" && c == "\"" { escaped = true } else if d == c { break } else { v.append(d) }
                        j = s.index(after: j)
                    }
                    values.append(v)
                    i = j < s.endIndex ? s.index(after: j) : j
                    continue
                }
                if !(c == " " || c == "\t" || c == "," || c == "[" || c == "\r") { other = true }
                i = s.index(after: i)
            }
            return (values, closed, other)
        }
        while n < lines.count {
            let line = lines[n].trimmingCharacters(in: .whitespaces)
            n += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[[") {
                table = line.dropFirst(2).split(separator: "]").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                index = counts[table, default: 0]
                counts[table] = index + 1
                continue
            }
            if line.hasPrefix("[") {
                table = line.dropFirst().split(separator: "]").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                index = 0
                continue
            }
            guard let eq = line.firstIndex(of: "=") else { continue }
            let key = line[..<eq].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            let value = line[line.index(after: eq)...].drop { $0 == " " || $0 == "\t" }
            let start = n
            if value.hasPrefix("[") {
                // An array of strings, possibly over several lines (Firefox's `locales = [ … ]`).
                var (values, closed, other) = strings(value.dropFirst())
                while !closed, n < lines.count, n - start < 10_000 {
                    let more = strings(Substring(lines[n]))
                    values += more.values; closed = more.closed; other = other || more.other
                    n += 1
                }
                out.append(Setting(table: table, index: index, key: key, values: other ? nil : values, line: start))
            } else if value.hasPrefix("\"") || value.hasPrefix("'") {
                let (values, _, _) = strings(value)
                out.append(Setting(table: table, index: index, key: key, values: Array(values.prefix(1)), line: start))
            } else {
                out.append(Setting(table: table, index: index, key: key, values: nil, line: start))
            }
        }
        return out
    }

    // MARK: Reading

    /// The configurations `path` states (itself and those it includes), in order.
    static func read(_ path: String, sourceLocale: String, accepts: (String) -> Bool) -> [FluentProjectConfig] {
        var out: [FluentProjectConfig] = []
        var pending = [path], seen = Set<String>()
        while let file = pending.first, seen.count < maxIncludes {
            pending.removeFirst()
            guard seen.insert(file).inserted, accepts(file), let data = FileManager.default.contents(atPath: file), data.count <= 1 << 20 else { continue }
            let settings = Self.settings(String(decoding: data, as: UTF8.self))
            let dir = PathText.parent(of: file)
            var config = FluentProjectConfig(file: file)
            func value(_ table: String, _ key: String) -> String? { settings.last { $0.table == table && $0.key == key }?.values?.first }
            if (file as NSString).lastPathComponent == "i18n.toml" {
                config.fallbackLanguage = value("", "fallback_language")
                config.assetsDir = value("fluent", "assets_dir").map { Self.normalize((dir as NSString).appendingPathComponent($0)) }
                if config.assetsDir != nil { out.append(config) }
                continue
            }
            let base = Self.normalize((dir as NSString).appendingPathComponent(value("", "basepath") ?? "."))
            config.locales = settings.last { $0.table == "" && $0.key == "locales" }?.values ?? []
            var env: [String: String] = [:]
            for s in settings where s.table == "env" { if let v = s.values?.first { env[s.key] = v } }
            let entries = Set(settings.filter { $0.table == "paths" }.map(\.index)).sorted()
            for i in entries {
                func field(_ key: String) -> String? { settings.last { $0.table == "paths" && $0.index == i && $0.key == key }?.values?.first }
                guard let reference = field("reference"), let l10n = field("l10n") else { continue }
                guard let r = Self.expand(reference, env: env), let l = Self.expand(l10n, env: env) else {
                    let line = settings.last { $0.table == "paths" && $0.index == i && $0.key == (Self.expand(reference, env: env) == nil ? "reference" : "l10n") }?.line ?? 0
                    config.problems.append((line, "this [[paths]] pattern expands its [env] references past \(maxPatternBytes) bytes (aliases repeating one another multiply): the rule is not used"))
                    continue
                }
                config.rules.append(PathRule(reference: Self.absolute(r, base: base), l10n: Self.absolute(l, base: base), sourceLocale: sourceLocale))
            }
            for s in settings where s.table == "includes" && s.key == "path" {
                if let p = s.values?.first { pending.append(Self.normalize((base as NSString).appendingPathComponent(p))) }
            }
            out.append(config)
        }
        return out
    }

    /// `{name}` references through `[env]` (aliases may use one another, 8 rounds at most), undefined
    /// ones empty; `{locale}` and `{android_locale}` stay as the locale's place. Nil when the pattern
    /// grows past `maxPatternBytes`.
    static func expand(_ pattern: String, env: [String: String]) -> String? {
        var s = Array(pattern.utf8)
        guard s.count <= maxPatternBytes else { return nil }
        for _ in 0..<8 {
            var out: [UInt8] = [], changed = false, i = 0
            while i < s.count {
                // `{` word characters `}`, as the regular expression `\{(\w+)\}` finds them.
                if s[i] == UInt8(ascii: "{"), let close = s[(i + 1)...].firstIndex(where: { !Self.isWordByte($0) }), close > i + 1, s[close] == UInt8(ascii: "}") {
                    let name = String(decoding: s[(i + 1)..<close], as: UTF8.self)
                    if name == "locale" || name == "android_locale" { out += s[i...close] } else { out += Array((env[name] ?? "").utf8); changed = true }
                    i = close + 1
                } else {
                    out.append(s[i])
                    i += 1
                }
                if out.count > maxPatternBytes { return nil }
            }
            s = out
            if !changed { break }
        }
        return String(decoding: s, as: UTF8.self)
    }

    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }

    static func absolute(_ pattern: String, base: String) -> String {
        var p = pattern
        while p.hasPrefix("/") { p.removeFirst() }   // `{l10n_base}/…` expanded to `/…`: the tree's own files
        return base + "/" + p
    }

    /// `a/./b/../c` → `a/c`, without touching the file system.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for c in path.split(separator: "/", omittingEmptySubsequences: true) {
            if c == "." { continue }
            if c == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(c)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    // MARK: Matching

    /// What a configuration says of `file`: its locale tag and, for a localized file, the reference
    /// (source) file; nil when no rule of it matches.
    func place(_ file: String, sourceLocale: String) -> (tag: String, source: String?)? {
        if let assets = assetsDir, file.hasPrefix(assets + "/") {
            // assets_dir/{language}/{domain}.ftl
            let rest = file.dropFirst(assets.count + 1).split(separator: "/", maxSplits: 1).map(String.init)
            guard rest.count == 2, CatalogLocale.language(of: rest[0]) != nil else { return nil }
            let fallback = fallbackLanguage.flatMap { CatalogDiscovery.names($0, locale: sourceLocale) ? $0 : nil }
            return (rest[0], fallback.map { assets + "/" + $0 + "/" + rest[1] })
        }
        let bytes = Array(file.utf8)
        for rule in rules {
            if rule.referencePattern.matches(bytes) { return (sourceLocale, nil) }
            // The set simulation stops at the first byte no state takes; captures cost a full table.
            guard rule.l10nPattern.matches(bytes), let groups = rule.l10nPattern.captures(bytes) else { continue }
            func text(_ g: Int) -> String { groups[g].map { String(decoding: bytes[$0], as: UTF8.self) } ?? "" }
            let locale = rule.l10nPattern.localeGroups.first.map(text) ?? ""
            // The stars of `reference`, in order, take what the same stars of `l10n` matched.
            let captures = (0..<groups.count).filter { !rule.l10nPattern.localeGroups.contains($0) }.map(text)
            var source = "", i = rule.reference.startIndex, k = 0
            while i < rule.reference.endIndex {
                let rest = rule.reference[i...]
                let star = rest.hasPrefix("**/") ? 3 : rest.hasPrefix("**") ? 2 : rest.hasPrefix("*") ? 1 : 0
                if star > 0 {
                    guard k < captures.count else { return (locale, nil) }
                    source += captures[k]; k += 1
                    i = rule.reference.index(i, offsetBy: star)
                    continue
                }
                source.append(rule.reference[i])
                i = rule.reference.index(after: i)
            }
            return (locale, source.replacingOccurrences(of: "{locale}", with: sourceLocale))
        }
        return nil
    }
}

extension FluentProjectConfig: ProjectConfiguration {
    /// A rule past a bound stops the run.
    var configProblems: [ConfigProblem] { problems.map { ConfigProblem(line: $0.line, reason: $0.reason, isError: true) } }

    func configuredPlace(_ file: String, sourceLocale: String) -> ConfiguredPlace? {
        place(file, sourceLocale: sourceLocale).map { ConfiguredPlace(tag: $0.tag, source: $0.source, kind: nil, line: 0) }
    }
}
