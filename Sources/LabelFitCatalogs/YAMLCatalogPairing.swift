import Foundation
import LabelFitCore

extension YAMLCatalogReader {
    /// Reads a YAML job: the target file's strings paired with its source file's (the English file
    /// beside it), its role decided by its Rails root keys when it has them.
    static func read(target: String, source: String?, flavor: Flavor, limits: ReadLimits, sourceLocale: String, targetLocale: String,
                     vueI18nProject: Bool = false) -> CatalogReadResult {
        let reader = YAMLCatalogReader(limits: limits, flavor: flavor, vueI18nProject: vueI18nProject)
        let t = reader.read(target, locale: targetLocale, reportValues: true)
        if t.format == "rails", !t.rootLocales.contains(where: { CatalogLocale.matches($0, targetLocale) }) {
            // Rails: the root key, not the file name, is the locale (`config/locales/devise.yml` holding `en:`).
            var result = CatalogReadResult(diagnostics: t.strings.diagnostics)
            result.role = t.rootLocales.contains(where: { CatalogLocale.matches($0, sourceLocale) }) ? .source : .other
            result.locale = t.rootLocales.first
            return result
        }
        var s = source.map { reader.read($0, locale: sourceLocale, reportValues: false).strings }
        if s == nil, case .symfony(let icu) = flavor { s = keysAsSource(t.messageKeys, icu: icu, sourceLocale: sourceLocale) }
        var result = LocaleStrings.pair(source: s, target: t.strings, format: t.format, sourceFile: source, targetFile: target,
                                       sourceLocale: sourceLocale)
        result.locale = t.rootLocales.first(where: { CatalogLocale.matches($0, targetLocale) })
        if t.format == "rails" { railsMarkup(&result, source: s, target: t.strings) }
        return result
    }

    /// Symfony "Using Real or Keyword Messages" (symfony.com/doc/current/translation.html): a real
    /// message is its own key (`'Symfony is great': 'J''aime Symfony'`), so with no English file the
    /// key is the source text; only keys that are text (with a space: keyword messages are ids like
    /// `homepage.title`) are taken, each split as a plural message as the target's value is.
    static func keysAsSource(_ messages: [(key: String, location: SourceLocation)], icu: Bool, sourceLocale: String) -> LocaleStrings? {
        var out = LocaleStrings()
        var keys: [String: SourceLocation] = [:]
        var taken = Set<String>()
        for (key, location) in messages where key.contains(" ") && taken.insert(key).inserted {
            var variants = [ICUMessageFormat.Variant(suffix: "", text: key)]
            if icu {
                do { variants = try ICUMessageFormat.expand(key) } catch {
                    out.diagnostics.append(CatalogDiagnostic(location, .warning, "the key '\(key.prefix(60))' is not an ICU message; used as its own source text"))
                }
            } else {
                variants = SymfonyPlurals.variants(key, locale: sourceLocale)
            }
            for v in variants { out.add(.init(key: key + v.suffix, text: v.text, location: location), limits: .default, seen: &keys) }
        }
        return out.items.isEmpty ? nil : out
    }

    /// Rails escapes every translation a view shows unless its key ends in `_html` or is `html`
    /// (ActionView `translate`, guides.rubyonrails.org/i18n.html § "Using Safe HTML Translations"):
    /// those are HTML (markup rendered, white space collapsed, references decoded); the rest are
    /// seen exactly as written, tags and `&amp;` included — unless the English itself holds an HTML
    /// element closed in the same text (`<b>%{total}</b>`): an app whose English would show its own tags
    /// marks that translation safe (`html_safe`, `raw`; ActiveAdmin's `page_entries_info(…).html_safe`).
    static func railsMarkup(_ result: inout CatalogReadResult, source: LocaleStrings?, target: LocaleStrings) {
        var targetText: [String: String] = [:]
        for item in target.items { targetText[item.key] = item.text }
        var sourceText: [String: String] = [:]
        for item in source?.items ?? [] { sourceText[item.key] = item.text }
        for i in result.entries.indices {
            let key = result.entries[i].key
            guard let raw = targetText[key] else { continue }
            let rawSource = sourceText[key] ?? LocaleStrings.pluralFallbacks(key).lazy.compactMap { sourceText[$0] }.first
            if isHTMLKey(key) || rawSource.map(Self.holdsClosedHTMLElement) == true {
                result.entries[i].target = RenderedText.render(raw, source: rawSource, htmlWhiteSpace: true)
                result.entries[i].source = rawSource.map { RenderedText.render($0, source: nil, htmlWhiteSpace: true) }
                result.entries[i].rawTarget = result.entries[i].target == raw ? nil : raw
            } else {
                result.entries[i].target = raw
                result.entries[i].source = rawSource
                result.entries[i].rawTarget = nil
            }
        }
    }

    /// An HTML element (one `RenderedText` knows) opened and closed in the text.
    static func holdsClosedHTMLElement(_ text: String) -> Bool {
        guard text.contains(ascii: "<") else { return false }
        let tags = RenderedText.tagMatches(text)
        let closed = Set(tags.filter(\.closing).map(\.name))
        return tags.contains { !$0.closing && closed.contains($0.name) && RenderedText.knownTags.contains($0.name) }
    }

    /// `a.b_html`, `a.html`, and their plural forms (`a.count_html[few]`).
    static func isHTMLKey(_ key: String) -> Bool {
        var k = Substring(key)
        if k.hasSuffix("]"), let open = k.lastIndex(of: "[") { k = k[..<open] }
        let last = k.split(separator: ".").last ?? k
        return last.hasSuffix("_html") || last == "html"
    }
}
