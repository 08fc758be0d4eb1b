import Foundation
import LabelFitCore

/// XLIFF 1.2 (`trans-unit`, `maxwidth` with `size-unit="pixel"`) and XLIFF 2.0 (`unit`/`segment`,
/// the Size and Length Restriction module's `slr:sizeRestriction`).
///
/// The file says its own locale: 1.2 `<file target-language>` (`source-language` alone marks an
/// untranslated template, as `ng extract-i18n` writes `messages.xlf`), 2.0 `<xliff trgLang>`. Only a
/// file whose target language is the run's target gives entries; others report their role.
///
/// The source text is the unit's `<source>`, except where the sibling source-locale file of the same
/// domain (Symfony `messages.en.xlf`) holds a translation for the same id: Symfony's XliffFileLoader
/// takes `resname` (else `<source>`) as the message id, so `<source>` may be a key and the English
/// lives in the sibling's `<target>`.
///
/// Inline codes become what the user sees: paired and isolated tag codes (1.2 `g bx ex bpt ept`,
/// Angular's `x` with `START_`/`CLOSE_` ids or a `ctype="x-…"`, 2.0 `pc sc ec`) give their content or
/// nothing; placeholder codes (`x`, `ph`) give their `equiv-text`/`disp` (Angular's
/// `INTERPOLATION` → `{{ name }}`, filled with a sample later). White space collapses unless
/// `xml:space="preserve"`. ICU choices in a unit (Symfony `+intl-icu`, Angular `{VAR_PLURAL, …}`)
/// expand into one entry per branch.
struct XLIFFReader {
    let limits: ReadLimits
    var sourceLocale = "en"
    var targetLocale = "ar"
    /// Whether messages are Symfony's, whose `|` separates plural variants (`SymfonyPlurals`):
    /// set for a file in Symfony's layout (`isSymfonyTranslation`).
    var symfonyPlurals = false

    init(limits: ReadLimits, sourceLocale: String = "en", targetLocale: String = "ar") {
        self.limits = limits
        self.sourceLocale = sourceLocale
        self.targetLocale = targetLocale
    }

    func read(_ path: String) -> CatalogReadResult { read(path, sibling: nil) }

    /// Whether `path` stands in Symfony's layout, `translations/…/<domain>.<locale>.xlf`
    /// (symfony.com/doc/current/translation.html "Translation Resource/File Names and Locations":
    /// `domain.locale.loader`), where messages follow Symfony's message format
    /// (symfony.com/doc/current/translation.html "Message Format": `|` plurals, `{0}`/`]1,Inf[`
    /// intervals, `one: …|other: …` labels), except `+intl-icu` domains, which are ICU.
    static func isSymfonyTranslation(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        guard url.pathComponents.dropLast().contains("translations") else { return false }
        let stem = url.deletingPathExtension().lastPathComponent
        guard !stem.contains("+intl-icu."), let dot = stem.lastIndex(of: "."), dot != stem.startIndex else { return false }
        return CatalogLocale.language(of: String(stem[stem.index(after: dot)...])) != nil
    }

    func read(_ path: String, sibling: String?) -> CatalogReadResult {
        var result = CatalogReadResult()
        do {
            let bytes = try CatalogText.read(path, limits: limits)
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
                throw LabelFitError.invalidInput(SourceLocation(file: path, line: 1), "the file is empty: an XLIFF document needs an <xliff> element")
            }
            let root = try XMLElementNode.parse(bytes, file: path, maxDepth: limits.maxNestingDepth)
            guard root.localName == "xliff" else {
                result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: root.line), .error, "expected <xliff>, found <\(root.name)>"))
                return result
            }
            let version = root.attribute("version") ?? "1.2"
            let v2 = version.hasPrefix("2")
            // The declared locale; the path (`messages.ar.xlf`) only when the file states none.
            let declaredTarget = v2 ? root.attribute("trgLang") : root.all("file").compactMap { $0.attribute("target-language") }.first
            let declaredSource = v2 ? root.attribute("srcLang") : root.all("file").compactMap { $0.attribute("source-language") }.first
            let pathTag = CatalogLocale.fromPath(path)
            let locale = declaredTarget ?? pathTag
            result.locale = locale ?? declaredSource
            guard let locale else {
                // A template: source text only (Angular `messages.xlf`); its strings are read from the translations.
                result.role = declaredSource.map { CatalogLocale.matches($0, targetLocale) } == true ? .other : .source
                return result
            }
            if !CatalogLocale.matches(locale, targetLocale) {
                result.role = CatalogLocale.matches(locale, sourceLocale) ? .source : .other
                return result
            }
            if let pathTag, let declaredTarget, !CatalogLocale.matches(pathTag, declaredTarget) {
                result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: root.line), .warning,
                    "the file says target-language \(declaredTarget) but its name says \(pathTag); the file's own statement is used"))
            }
            let english = sibling.map(readSibling) ?? [:]
            if v2 { try read2(root, path: path, english: english, into: &result) } else { try read1(root, path: path, english: english, into: &result) }
        } catch {
            result.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return result
    }

    /// The sibling's text per id (its `<target>`, else its `<source>`), rendered the same way.
    private func readSibling(_ path: String) -> [String: (String, SourceLocation)] {
        guard let bytes = try? CatalogText.read(path, limits: limits),
              let root = try? XMLElementNode.parse(bytes, file: path, maxDepth: limits.maxNestingDepth), root.localName == "xliff" else { return [:] }
        var out: [String: (String, SourceLocation)] = [:]
        let v2 = (root.attribute("version") ?? "1.2").hasPrefix("2")
        func collect(_ e: XMLElementNode) {
            for c in e.elements {
                if !v2 && c.localName == "trans-unit" {
                    let ids = [c.attribute("resname"), c.attribute("id")].compactMap { $0 }
                    guard let node = c.first("target") ?? c.first("source") else { continue }
                    let text = Self.rendered(node, preserve: Self.preserves(c))
                    for id in ids { out[id] = (text, SourceLocation(file: path, line: node.line)) }
                } else if v2 && c.localName == "unit" {
                    let ids = [c.attribute("name"), c.attribute("id")].compactMap { $0 }
                    let segments = c.all("segment")
                    let nodes = segments.compactMap { $0.first("target") ?? $0.first("source") }
                    guard let first = nodes.first else { continue }
                    let text = nodes.map { Self.rendered($0, preserve: Self.preserves(c)) }.joined()
                    for id in ids { out[id] = (text, SourceLocation(file: path, line: first.line)) }
                } else {
                    collect(c)
                }
            }
        }
        collect(root)
        return out
    }

    /// Angular's tag placeholders (`START_TAG_SPAN`, `CLOSE_BOLD_TEXT`, `LINE_BREAK`, `TAG_IMG`) stand for
    /// markup, not text.
    static func isTagCode(_ e: XMLElementNode) -> Bool {
        let id = (e.attribute("id") ?? "").uppercased()
        if id.hasPrefix("START_") || id.hasPrefix("CLOSE_") || id.hasPrefix("TAG_") || id == "LINE_BREAK" { return true }
        if let ctype = e.attribute("ctype"), ctype.hasPrefix("x-") || ["bold", "italic", "underlined", "link", "image", "lb"].contains(ctype) { return true }
        if let type = e.attribute("type"), type == "fmt" || type == "ui" { return true }
        return false
    }

    /// What an inline element contributes (nil = its own content, as for `g`, `pc`, `mrk`).
    static func inlineText(_ e: XMLElementNode, codes: [String: String] = [:]) -> String? {
        switch e.localName {
        case "g", "pc", "mrk", "sub":
            return nil
        case "bx", "ex", "bpt", "ept", "sc", "ec", "it", "sm", "em":
            return ""
        case "x", "ph":
            if isTagCode(e) { return e.attribute("ctype") == "lb" || (e.attribute("id") ?? "") == "LINE_BREAK" ? "\n" : "" }
            // Angular's reference to a nested ICU message (`<x id="ICU"/>`, `ICU_1`): the message is its own
            // unit, measured there; here it stands for one value.
            if (e.attribute("id") ?? "").hasPrefix("ICU") { return "{icu}" }
            if let id = e.attribute("id"), AngularInterpolation.isExpression(id: id) {
                return AngularInterpolation.placeholder(expression: e.attribute("equiv-text") ?? codes[id], id: id)
            }
            if let equiv = e.attribute("equiv-text") ?? e.attribute("equiv") ?? e.attribute("disp") { return equiv }
            let id = e.attribute("id") ?? "?"
            // Angular's nested ICU reference and other codes without a display: a named placeholder.
            return e.localName == "ph" && !e.text().isEmpty ? e.text() : "{\(id.lowercased())}"
        default:
            return nil
        }
    }

    /// `registration.title`, `post.num_comments`: identifier segments joined by `.` or `_` (so
    /// "Loading..." or "%@." are texts that happen to be their own ids, as Xcode exports them).
    static func looksLikeKey(_ id: String) -> Bool {
        let segments = id.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count >= 2 || id.contains("_") else { return false }
        return segments.allSatisfy { seg in
            !seg.isEmpty && seg.first!.isLetter && seg.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        }
    }

    static func preserves(_ e: XMLElementNode) -> Bool { e.attribute("space") == "preserve" }

    /// `codes`: the `equiv-text` of the unit's source codes by id, for a target whose codes leave it out.
    static func rendered(_ e: XMLElementNode, preserve: Bool, codes: [String: String] = [:]) -> String {
        let t = e.text(inline: { inlineText($0, codes: codes) })
        return preserve || preserves(e) ? t : RenderedText.collapseWhiteSpace(t)
    }

    /// 1.2 `state` values that mean the translation is not final (XLIFF 1.2 §2.6.3 "state"), and
    /// 2.0's `initial`.
    static let unfinished: Set<String> = ["new", "needs-translation", "needs-l10n", "needs-adaptation", "needs-review-translation",
                                          "needs-review-l10n", "needs-review-adaptation", "initial"]

    private func add(key: String, source: String?, target: String, sourceLocation: SourceLocation?, targetLocation: SourceLocation,
                     budget: Double?, note: String?, state: String?, raw: String, limit: WrittenLimit? = nil, to result: inout CatalogReadResult) {
        var sourceVariants = (try? ICUMessageFormat.expandIfChoice(source ?? "")) ?? [.init(suffix: "", text: source ?? "")]
        var variants: [ICUMessageFormat.Variant]
        do { variants = try ICUMessageFormat.expandIfChoice(target) } catch let e as ICUMessageFormat.SyntaxError {
            result.diagnostics.append(CatalogDiagnostic(targetLocation, .error, "'\(key)': \(e.message)"))
            return
        } catch { return }
        // Symfony's translator splits a message that is no ICU choice on `|` (TranslatorTrait::trans):
        // each side by its own locale's rule, the English `[one]`/`[other]` standing in below.
        if symfonyPlurals {
            if variants.count == 1, variants[0].suffix.isEmpty, target.contains(ascii: "|") { variants = SymfonyPlurals.variants(target, locale: targetLocale) }
            if sourceVariants.count == 1, sourceVariants[0].suffix.isEmpty, let source, source.contains(ascii: "|") {
                sourceVariants = SymfonyPlurals.variants(source, locale: sourceLocale)
            }
        }
        var bySuffix: [String: String] = [:]
        for v in sourceVariants { bySuffix[v.suffix] = RenderedText.render(v.text, source: nil) }
        for v in variants {
            for text in [source, v.text].compactMap({ $0 }) where text.unicodeScalars.count > limits.maxStringScalars {
                result.diagnostics.append(CatalogDiagnostic(targetLocation, .error,
                    "string '\(key)' has \(text.unicodeScalars.count) characters, more than the limit of \(limits.maxStringScalars); skipped"))
                return
            }
            let category = PluralRules.category(ofKey: key + v.suffix)
            let otherSuffix = category.map { c in v.suffix.replacingOccurrences(of: "[\(c)]", with: "[other]") }
            let s = source == nil ? nil : (bySuffix[v.suffix] ?? otherSuffix.flatMap { bySuffix[$0] } ?? (sourceVariants.count == 1 ? sourceVariants[0].text : source))
            // HTML carried as text (CDATA, escaped) that the source also uses is rendered by the page.
            let shown = RenderedText.render(v.text, source: source)
            var entry = CatalogEntry(key: key + v.suffix, source: s.map { RenderedText.render($0, source: nil) }, target: shown, sourceLocation: sourceLocation,
                                     targetLocation: targetLocation, format: "xliff", maxWidthPx: budget, comment: note)
            entry.state = state
            entry.pluralCategory = category
            entry.writtenLimit = limit
            if raw != shown { entry.rawTarget = raw }
            result.entries.append(entry)
        }
    }

    private func read1(_ root: XMLElementNode, path: String, english: [String: (String, SourceLocation)], into result: inout CatalogReadResult) throws {
        let files = root.all("file")
        for file in files {
            // Several <file>s (an Xcode .xcloc export: one per source file) reuse ids; their
            // `original` keeps the keys apart.
            let scope = files.count > 1 ? file.attribute("original").map { $0 + "#" } ?? "" : ""
            // Angular's extraction writes `original="ng2.template"` (angular/angular
            // packages/compiler/src/i18n/serializers/xliff.ts), and `ng build --localize` merges every
            // `<target>` whatever its `state` (packages/localize/.../xliff1_translation_parser.ts reads
            // no state): a `new` target ships, so it is measured.
            let shipsEveryTarget = file.attribute("original") == "ng2.template"
            var units: [XMLElementNode] = []
            func collect(_ e: XMLElementNode) {
                for c in e.elements { if c.localName == "trans-unit" { units.append(c) } else { collect(c) } }
            }
            collect(file)
            for unit in units {
                guard unit.attribute("translate") != "no" else { continue }
                let id = unit.attribute("resname") ?? unit.attribute("id") ?? "line \(unit.line)"
                let key = scope + id
                if let d = unit.unresolvedEntity(file: path, key: key) { result.diagnostics.append(d); continue }
                let source = unit.first("source")
                let target = unit.first("target")
                var budget: Double?
                if let w = unit.attribute("maxwidth"), (unit.attribute("size-unit") ?? "pixel") == "pixel" {
                    guard let v = Int(w), v >= 0 else {
                        throw LabelFitError.invalidInput(SourceLocation(file: path, line: unit.line), "maxwidth=\"\(w)\" is not a non-negative integer (XLIFF 1.2 §2.5.1)")
                    }
                    budget = Double(v)
                }
                // Weblate's flags in `weblate-flags`, and `maxwidth` in characters, which Weblate reads as
                // `max-length` (https://docs.weblate.org/en/latest/formats/xliff.html).
                var (limit, limitProblems) = WrittenLimit.weblate(flags: (unit.attribute("weblate-flags") ?? "").split(separator: ","))
                for p in limitProblems { result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: unit.line), .warning, "flag \(p); the limit is not checked")) }
                if let w = unit.attribute("maxwidth"), unit.attribute("size-unit") == "char", let n = Int(w), n > 0, limit?.characters == nil {
                    var l = limit ?? WrittenLimit(origin: "xliff maxwidth")
                    l.characters = n
                    limit = l
                }
                let note = unit.first("note")?.text()
                let preserve = Self.preserves(unit)
                let codes = source.map(AngularInterpolation.codes(in:)) ?? [:]
                guard let target, !Self.rendered(target, preserve: preserve, codes: codes).isEmpty else {
                    result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: unit.line), .warning, "'\(key)' is not translated"))
                    continue
                }
                var state = target.attribute("state").flatMap { Self.unfinished.contains($0) ? $0 : nil }
                if unit.attribute("approved") == "no", state == nil { state = "approved=no" }
                if shipsEveryTarget { state = nil }
                let sibling = english[id] ?? unit.attribute("id").flatMap { english[$0] }
                // A key-as-source unit (`<source>registration.title</source>`, the source equal to the
                // id) with no English sibling has no source text: comparing with the key means nothing.
                let sourceText = source.map { Self.rendered($0, preserve: preserve) }
                let keyAsSource = sibling == nil && sourceText == id && Self.looksLikeKey(id)
                add(key: key, source: sibling?.0 ?? (keyAsSource ? nil : sourceText), target: Self.rendered(target, preserve: preserve, codes: codes),
                    sourceLocation: sibling?.1 ?? source.map { SourceLocation(file: path, line: $0.line) },
                    targetLocation: SourceLocation(file: path, line: target.line), budget: budget, note: note, state: state,
                    raw: target.text(), limit: limit, to: &result)
            }
        }
    }

    /// `slr:sizeRestriction` is a non-negative integer (XLIFF 2.0 Size and Length Restriction module §4.7.3.2).
    static func restriction(_ e: XMLElementNode, path: String) throws -> Double? {
        guard let raw = e.attribute("sizeRestriction") else { return nil }
        guard let v = Int(raw), v >= 0, raw.allSatisfy(\.isNumber) else {
            throw LabelFitError.invalidInput(SourceLocation(file: path, line: e.line),
                "slr:sizeRestriction=\"\(raw)\" is not a non-negative integer (XLIFF 2.0 Size and Length Restriction module)")
        }
        return Double(v)
    }

    /// XLIFF 2.0: a `sizeRestriction` counts pixels only under a pixel profile; the standard profiles
    /// (xliff:codepoints, xliff:utf8, xliff:utf16) count characters or bytes and are not widths.
    private func read2(_ root: XMLElementNode, path: String, english: [String: (String, SourceLocation)], into result: inout CatalogReadResult) throws {
        for file in root.all("file") {
            let profile = file.first("profiles")?.attribute("generalProfile") ?? root.first("profiles")?.attribute("generalProfile")
            var units: [(XMLElementNode, Double?)] = []
            func collect(_ e: XMLElementNode, inherited: Double?) throws {
                for c in e.elements {
                    let own = try Self.restriction(c, path: path)
                    if c.localName == "unit" { units.append((c, own ?? inherited)) }
                    else if c.localName == "group" { try collect(c, inherited: own ?? inherited) }
                }
            }
            try collect(file, inherited: try Self.restriction(file, path: path))
            let pixels = profile.map { $0.lowercased().contains("pixel") || $0.lowercased().hasSuffix("px") } ?? false
            for (unit, restriction) in units {
                guard unit.attribute("translate") != "no" else { continue }
                let key = unit.attribute("name") ?? unit.attribute("id") ?? "line \(unit.line)"
                if let d = unit.unresolvedEntity(file: path, key: key) { result.diagnostics.append(d); continue }
                let segments = unit.all("segment")
                let preserve = Self.preserves(unit)
                let source = segments.compactMap { $0.first("source") }
                let target = segments.compactMap { $0.first("target") }
                var codes: [String: String] = [:]
                for node in source { codes.merge(AngularInterpolation.codes(in: node)) { a, _ in a } }
                let targetText = target.map { Self.rendered($0, preserve: preserve, codes: codes) }.joined()
                guard let firstTarget = target.first, !targetText.isEmpty else {
                    result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: unit.line), .warning, "'\(key)' is not translated"))
                    continue
                }
                // 2.0 puts the state on <segment> (initial, translated, reviewed, final).
                let state = segments.compactMap { $0.attribute("state") }.first { Self.unfinished.contains($0) }
                let note = unit.first("notes")?.first("note")?.text()
                let sibling = english[key] ?? unit.attribute("id").flatMap { english[$0] }
                add(key: key, source: sibling?.0 ?? source.map { Self.rendered($0, preserve: preserve) }.joined(), target: targetText,
                    sourceLocation: sibling?.1 ?? source.first.map { SourceLocation(file: path, line: $0.line) },
                    targetLocation: SourceLocation(file: path, line: firstTarget.line), budget: pixels ? restriction : nil,
                    note: note, state: state, raw: target.map { $0.text() }.joined(), to: &result)
            }
        }
    }
}
