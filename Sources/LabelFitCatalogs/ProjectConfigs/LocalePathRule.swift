import Foundation
import LabelFitCore

/// One rule of a localization platform's configuration that says where a source file and its
/// translations stand: a source pattern and a translation pattern, in pieces. Crowdin's `files`
/// entries (`source`/`translation`), Transifex's resources (`source_file`/`file_filter`), Phrase's
/// `push.sources`/`pull.targets`, inlang's `pathPattern` and the VS Code extension layouts all
/// become rules of this one shape (`ProjectConfigs/*Config.swift` read them).
///
/// A rule is applied forwards, as the platforms apply it: each file of the tree that matches the
/// source pattern (and no `ignore` pattern) renders the translation pattern with its own parts (the
/// sub-path `**` matched, its name, extension and folder), leaving the locale open; a file matching
/// the translation pattern is paired with the source whose rendering, with the locale text the file
/// carries, is that file's path. The locale text is read as a tag in the placeholder's spelling
/// (`ar`, `ar-SA`, `ar_SA`, `ar-rSA`, `ar.lproj`, `ara`, `Arabic`), after the rule's own mapping of
/// local names to the platform's codes.
struct LocalePathRule {
    enum Piece: Equatable {
        case text(String)
        /// A locale placeholder, by its name in the platform's syntax (`two_letters_code`, `lang`).
        case locale(String)
        /// `*`: one path segment's text; `**`: any folders.
        case star, doubleStar
        /// A part of the source file's own path (Crowdin's `%original_file_name%` and kin).
        case sourcePart(SourcePart)
    }

    enum SourcePart: Equatable {
        /// The file's name; the name without its extension; its extension; its folder, relative to `originalPathBase`.
        case fileName, stem, fileExtension, folder
    }

    var source: [Piece]
    var translation: [Piece]
    /// Sources matching one of these are not the rule's (Crowdin `ignore`).
    var ignore: [[Piece]] = []
    /// Where the rule stands in its configuration file (the source setting's line; the translation's).
    var sourceLine: Int
    var translationLine: Int
    /// Local spellings of the platform's language codes, by placeholder ("" for every one): Crowdin
    /// `languages_mapping`, Transifex `lang_map`; the value is the platform's code.
    var aliases: [String: [String: String]] = [:]
    /// The language a translation pattern without a locale placeholder is for (Transifex `trans.<lang>`).
    var fixedTag: String?
    /// The format to read a translation with when the folder conventions do not place it (VS Code's).
    var kind: CatalogDiscovery.Job.Kind?
    /// The folder `SourcePart.folder` is relative to.
    var originalPathBase = ""
    /// Replacements in the file name a translation takes from its source (Crowdin `translation_replace`), in order.
    var nameReplacements: [(String, String)] = []
    /// Whether a source pattern that matches no file is said (it is, unless the rule is only a guess
    /// made from a framework's defaults).
    var reportsMissingSource = true
    /// What to do when the source is missing, said with it.
    var missingSourceAdvice: String?
    /// The source locale as the configuration spells it (inlang `baseLocale`, Transifex `source_lang`):
    /// where several files of the source language match a source pattern with a locale placeholder
    /// (`en.json` and `en-US.json`), this one is the source; else the exact source locale is.
    var sourceTag: String?

    /// A pattern's text in pieces: each of `tokens` where it stands (the longest first), `**` and `*`
    /// as stars, the rest text.
    static func pieces(_ pattern: String, tokens: [(text: String, piece: Piece)]) -> [Piece] {
        let ordered = tokens.sorted { $0.text.count > $1.text.count }
        let starts = Set(tokens.compactMap(\.text.first))
        var out: [Piece] = []
        var text = ""
        var rest = Substring(pattern)
        func flush() { if !text.isEmpty { out.append(.text(text)); text = "" } }
        while let c = rest.first {
            if starts.contains(c), let token = ordered.first(where: { rest.hasPrefix($0.text) }) {
                flush(); out.append(token.piece); rest = rest.dropFirst(token.text.count)
            } else if rest.hasPrefix("**") {
                flush(); out.append(.doubleStar); rest = rest.dropFirst(2)
            } else if c == "*" {
                flush(); out.append(.star); rest = rest.dropFirst()
            } else {
                text.append(c); rest = rest.dropFirst()
            }
        }
        flush()
        return out
    }

    /// The pattern as moz-l10n's `path_regex` reads it (`GlobAutomaton.mozL10n`): a locale placeholder
    /// is `{locale}`, the source's parts are stars.
    static func globText(_ pieces: [Piece]) -> String {
        var out = ""
        for p in pieces {
            switch p {
            case .text(let t): out += t
            case .locale: out += "{locale}"
            case .star: out += "*"
            case .doubleStar: out += "**"
            case .sourcePart(let part): out += part == .folder ? "**" : "*"
            }
        }
        return out
    }

    /// The text every path a pattern matches begins and ends with (its first and last pieces when
    /// they are text): most files of a tree are passed over by these before the automaton runs.
    static func ends(_ pieces: [Piece]) -> (prefix: String, suffix: String) {
        var prefix = "", suffix = ""
        if case .text(let t)? = pieces.first { prefix = t }
        if pieces.count > 1, case .text(let t)? = pieces.last { suffix = t }
        return (prefix, suffix)
    }

    /// The `ignore` patterns, each with the placeholder names of its locale groups, in order.
    func ignoreGlobs() -> [(glob: GlobAutomaton, locales: [String])] {
        ignore.map { pieces in (GlobAutomaton.mozL10n(Self.globText(pieces)), pieces.compactMap { if case .locale(let n) = $0 { n } else { nil } }) }
    }

    /// Whether an `ignore` pattern leaves the file out. A language placeholder in an ignore pattern
    /// (Crowdin's own sample configuration ignores `/**/%two_letters_code%_%original_file_name%`, "the
    /// translated files") matches only text that is a language tag, so `Main.Views.resx` is not taken
    /// for `*.%locale%.%file_extension%`.
    func isIgnored(_ bytes: [UInt8], _ ignores: [(glob: GlobAutomaton, locales: [String])]) -> Bool {
        ignores.contains { g in
            guard g.glob.matches(bytes) else { return false }
            guard !g.glob.localeGroups.isEmpty, let groups = g.glob.captures(bytes) else { return true }
            return g.glob.localeGroups.enumerated().allSatisfy { (i, slot) in
                let text = groups[slot].map { String(decoding: bytes[$0], as: UTF8.self) } ?? ""
                return tag(text, i < g.locales.count ? g.locales[i] : "locale") != nil
            }
        }
    }

    /// The files of `files` the source pattern matches (the `ignore` patterns not).
    func sourceFiles(_ files: [String]) -> [String] {
        let glob = GlobAutomaton.mozL10n(Self.globText(source))
        let ignores = ignoreGlobs()
        let (prefix, suffix) = Self.ends(source)
        return files.filter { f in
            guard f.hasPrefix(prefix), f.hasSuffix(suffix) else { return false }
            let bytes = Array(f.utf8)
            return glob.matches(bytes) && !isIgnored(bytes, ignores)
        }
    }

    /// A source file matched by a rule: its path and the texts of the source pattern's stars, in order.
    struct SourceMatch { var path: String; var stars: [String] }

    /// What a rule says of each file of `files`: the sources it names (with the source locale's tag)
    /// and the translations, each with its locale tag (nil when the text is no tag) and source.
    /// `tag(_:_:)` turns a placeholder's text into a tag. Bounded by files × pattern length.
    func places(_ files: [String], sourceLocale: String) -> (places: [String: ConfiguredPlace], sourcesFound: Int) {
        let sourceGlob = GlobAutomaton.mozL10n(Self.globText(source))
        let ignores = ignoreGlobs()
        let translationGlob = GlobAutomaton.mozL10n(Self.globText(translation))
        let sourceLocales = source.compactMap { if case .locale(let n) = $0 { n } else { nil } }
        var sources: [SourceMatch] = []
        var out: [String: ConfiguredPlace] = [:]
        let (sourcePrefix, sourceSuffix) = Self.ends(source), (translationPrefix, translationSuffix) = Self.ends(translation)
        for file in files where file.hasPrefix(sourcePrefix) && file.hasSuffix(sourceSuffix) {
            let bytes = Array(file.utf8)
            guard sourceGlob.matches(bytes), !isIgnored(bytes, ignores), let groups = sourceGlob.captures(bytes) else { continue }
            func text(_ g: Int) -> String { groups[g].map { String(decoding: bytes[$0], as: UTF8.self) } ?? "" }
            // A source pattern with a locale placeholder (Phrase, inlang) names the source only in the source locale.
            let locales = sourceGlob.localeGroups.enumerated().map { (i, g) in tag(text(g), sourceLocales[i]) }
            guard locales.allSatisfy({ $0.map { CatalogDiscovery.names($0, locale: sourceLocale) } ?? false }) else { continue }
            sources.append(SourceMatch(path: file, stars: (0..<groups.count).filter { !sourceGlob.localeGroups.contains($0) }.map(text)))
            out[file] = ConfiguredPlace(tag: locales.first.flatMap { $0 } ?? sourceLocale, source: nil, kind: kind, line: sourceLine)
        }
        // Each source's translation path with its locale slots open (a NUL in each: no path holds one),
        // the source spelled as stated first, so that it is the one a translation pairs with; a file
        // matching the translation pattern finds its source by its path with its locale texts opened
        // the same way: one lookup per file, whatever the number of sources and locales.
        let preferred = (sourceTag ?? sourceLocale).lowercased()
        let ranked = sources.enumerated().sorted { a, b in
            let ra = out[a.element.path]?.tag.lowercased() == preferred ? 0 : 1, rb = out[b.element.path]?.tag.lowercased() == preferred ? 0 : 1
            return (ra, a.offset) < (rb, b.offset)
        }.map(\.element)
        var byOpenPath: [String: String] = [:]
        for s in ranked {
            let open = Self.fill(render(s), Array(repeating: "\u{0}", count: translation.count))
            if byOpenPath[open] == nil { byOpenPath[open] = s.path }
        }
        let translationLocales = translation.compactMap { if case .locale(let n) = $0 { n } else { nil } }
        for file in files where out[file] == nil && file.hasPrefix(translationPrefix) && file.hasSuffix(translationSuffix) {
            let bytes = Array(file.utf8)
            guard translationGlob.matches(bytes), let groups = translationGlob.captures(bytes) else { continue }
            let ranges = translationGlob.localeGroups.compactMap { groups[$0] }
            let tagged: String?
            if let fixedTag { tagged = fixedTag } else { tagged = ranges.first.flatMap { tag(String(decoding: bytes[$0], as: UTF8.self), translationLocales[0]) } }
            guard let tagged else { continue }
            var open: [UInt8] = [], at = 0
            for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where r.lowerBound >= at {
                open += bytes[at..<r.lowerBound]
                open.append(0)
                at = r.upperBound
            }
            open += bytes[at...]
            out[file] = ConfiguredPlace(tag: tagged, source: byOpenPath[String(decoding: open, as: UTF8.self)], kind: kind, line: translationLine)
        }
        return (out, sources.count)
    }

    /// A translation path with its locale slots open.
    enum Slot { case text(String), locale }

    func render(_ s: SourceMatch) -> [Slot] {
        var out: [Slot] = []
        var star = 0
        let name = (s.path as NSString).lastPathComponent
        let dot = name.lastIndex(of: ".")
        for p in translation {
            switch p {
            case .text(let t): out.append(.text(t))
            case .locale: out.append(.locale)
            case .star, .doubleStar:
                out.append(.text(star < s.stars.count ? s.stars[star].trimmingCharacters(in: CharacterSet(charactersIn: "/")) : ""))
                star += 1
            case .sourcePart(.fileName): out.append(.text(replaced(name)))
            case .sourcePart(.stem): out.append(.text(replaced(dot.map { String(name[..<$0]) } ?? name)))
            case .sourcePart(.fileExtension): out.append(.text(dot.map { String(name[name.index(after: $0)...]) } ?? ""))
            case .sourcePart(.folder):
                let folder = PathText.parent(of: s.path)
                out.append(.text(folder.hasPrefix(originalPathBase) ? String(folder.dropFirst(originalPathBase.count)) : folder))
            }
        }
        return out
    }

    func replaced(_ name: String) -> String {
        nameReplacements.reduce(name) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// The template with its locale slots filled in order; doubled slashes (an empty sub-path) are one.
    static func fill(_ template: [Slot], _ locales: [String]) -> String {
        var s = "", k = 0
        for slot in template {
            switch slot {
            case .text(let t): s += t
            case .locale: s += k < locales.count ? locales[k] : ""; k += 1
            }
        }
        while s.contains("//") { s = s.replacingOccurrences(of: "//", with: "/") }
        return s
    }

    /// The tag a placeholder's text stands for: a local spelling mapped back to the platform's code,
    /// `ar.lproj` (`osx_code`) to `ar`, an English language name (`language`) to its code; nil when
    /// the text is no locale.
    func tag(_ text: String, _ placeholder: String) -> String? {
        if let code = aliases[placeholder]?[text] ?? aliases[""]?[text] { return code }
        var t = text
        if t.hasSuffix(".lproj") { t.removeLast(6) }
        // `%language%` is the English name; every other placeholder is a code, so a name ("arabic") that
        // a folder may carry is no spelling of `%locale%`.
        if placeholder == "language", let code = Self.code(ofLanguageNamed: t) { return code }
        if CatalogLocale.language(of: t) != nil, CatalogLocale.englishNames[t.lowercased()] == nil { return t }
        return nil
    }

    /// The ISO 639-1 code of a language by its English name (Crowdin's `%language%`, "Arabic"), as
    /// ICU names languages; a name with a qualifier ("Chinese Simplified", "Portuguese, Brazilian")
    /// by its first word.
    static func code(ofLanguageNamed name: String) -> String? {
        let english = Locale(identifier: "en")
        let first = name.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" }).first.map(String.init) ?? name
        for candidate in [name, first] {
            for code in Locale.isoLanguageCodes where code.count == 2 {
                if english.localizedString(forLanguageCode: code)?.caseInsensitiveCompare(candidate) == .orderedSame { return code }
            }
        }
        return nil
    }
}
