import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore

extension Rule {
    /// A web app whose root `lang` follows the locale while nothing sets `dir` to follow it too.
    public static let rtlDocumentDirection = Rule("rtl-document-direction")
}

/// Where a web app sets its document's language and direction, read from its templates and scripts.
///
/// The direction of a page comes from `dir`, never from `lang`: HTML's `dir` attribute (HTML Living
/// Standard §3.2.6.4, "The dir attribute": an element with no `dir` takes its parent's direction, and
/// the root's is `ltr`) and CSS `direction` (CSS Writing Modes 4 §2.1: its initial value is `ltr`).
/// So an app that writes `<html :lang="locale">` or `document.documentElement.lang = lng` and never a
/// `dir` lays its Arabic out left to right: rows start on the wrong side, punctuation lands at the
/// wrong end, icons point the wrong way (W3C, "Structural markup and right-to-left text in HTML":
/// set `dir` on the `html` tag). i18next's own documentation sets both (`document.dir = i18n.dir(lng)`).
///
/// What counts as setting the language *from the locale*: a bound or templated root `lang`
/// (`:lang`, `v-bind:lang`, `[lang]`, `[attr.lang]`, `lang={…}`, `lang="{{ … }}"`, `<%`, `{%`, `@`,
/// `<?`), `documentElement.lang = …`, `documentElement.setAttribute("lang", …)`, jQuery's
/// `$("html").attr("lang", …)`, and the head managers' `htmlAttrs`/`htmlAttributes` `{ lang: … }`
/// (Nuxt/unhead, vue-meta, react-helmet). A literal `<html lang="en">` is not: it does not follow
/// the locale. Anything that sets a direction anywhere in the app — a `dir` attribute bound or
/// templated on any element, `documentElement.dir`/`document.dir`/`body.dir` assigned,
/// `setAttribute("dir", …)`, `.attr("dir", …)`, `dir:` in a head manager's attributes, `i18n.dir(` —
/// silences the rule: LabelFit does not follow where it is applied, so it gives the app the benefit of
/// the doubt (a finding must be true). A root `dir="ltr"` written as a literal while `lang` follows the
/// locale is reported too: the direction is fixed, whatever the language.
public struct WebDocumentDirection: Sendable {
    /// Where the root language is set from the locale.
    public var languageSet: [SourceLocation] = []
    /// Where a direction is set from something (bound, templated or assigned).
    public var directionSet: [SourceLocation] = []
    /// Literal `dir="ltr"` on a root `<html>`.
    public var fixedLeftToRight: [SourceLocation] = []
    /// `<html>` roots of HTML pages whose `lang` is a literal or absent and that write no `dir`: the
    /// page the app's scripts fill keeps that language and the `ltr` default unless code sets them.
    public var staticRoots: [SourceLocation] = []

    public init() {}

    static func regex(_ pattern: String) -> NSRegularExpression {
        try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
    }
    /// `<html …>` with its attributes (a root tag may span lines). Each repetition is bounded, so a
    /// file of unclosed `<html` or `htmlAttrs: {` costs time linear in its length, not quadratic; a
    /// root tag longer than 1,024 characters is not read.
    static let htmlTag = regex(#"<html\b[^>]{0,1024}>"#)
    /// An attribute named `name` in a tag: its binding prefix and its value.
    static func attribute(_ name: String) -> NSRegularExpression {
        regex(#"(?:^|[\s"'])((?::|v-bind:|\[attr\.|\[)?"# + name + #"\]?)\s*=\s*("[^"]*"|'[^']*'|\{[^}]*\}|[^\s>]+)"#)
    }
    static let langAttribute = attribute("lang")
    static let dirAttribute = attribute("dir")
    static let scriptLanguage = [
        regex(#"documentElement\s*\.\s*lang\s*=[^=]"#),
        regex(#"documentElement\s*\.\s*setAttribute\s*\(\s*["'`]lang["'`]"#),
        regex(#"\$\(\s*["'`]html["'`]\s*\)\s*\.\s*attr\s*\(\s*["'`]lang["'`]\s*,"#),
        regex(#"html(?:Attrs|Attributes)\s*[:=]\s*\{\{?[^}]{0,512}\blang\s*[:,}]"#),
    ]
    static let scriptDirection = [
        regex(#"(?:documentElement|document|body)\s*\.\s*dir\s*=[^=]"#),
        regex(#"setAttribute\s*\(\s*["'`]dir["'`]"#),
        regex(#"\.\s*attr\s*\(\s*["'`]dir["'`]\s*,"#),
        regex(#"html(?:Attrs|Attributes)\s*[:=]\s*\{\{?[^}]{0,512}\bdir\s*[:,}]"#),
        regex(#"\bi18n(?:ext)?\s*\.\s*dir\s*\("#),
        regex(#"(?:^|[\s"'])(?::|v-bind:|\[attr\.|\[)dir\]?\s*="#),
        regex(#"\bdir\s*=\s*(?:\{|"\s*(?:\{\{|<%|\{%|@|<\?)|'\s*(?:\{\{|<%|\{%|@|<\?))"#),
    ]

    /// Whether an attribute's value or binding follows something at run time.
    static func isBound(name: String, value: String) -> Bool {
        if name.hasPrefix(":") || name.hasPrefix("v-bind:") || name.hasPrefix("[") { return true }
        let v = value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        return value.hasPrefix("{") || ["{{", "<%", "{%", "${", "<?", "@"].contains { v.contains($0) }
    }

    /// The UTF-16 offsets where each line after the first starts, found once per file.
    static func lineStarts(_ text: NSString) -> [Int] {
        var starts: [Int] = []
        for i in 0..<text.length where text.character(at: i) == 10 { starts.append(i + 1) }
        return starts
    }

    /// The 1-based line of `offset`: one more than the line starts at or before it (binary search).
    static func line(of offset: Int, starts: [Int]) -> Int {
        var lo = 0, hi = starts.count
        while lo < hi { let mid = (lo + hi) / 2; if starts[mid] <= offset { lo = mid + 1 } else { hi = mid } }
        return lo + 1
    }

    /// Reads one template or script.
    public mutating func read(_ text: String, file: String) {
        // A cheap filter first: most files name neither.
        guard text.range(of: "lang", options: .caseInsensitive) != nil || text.range(of: "dir", options: .caseInsensitive) != nil else { return }
        let ns = text as NSString
        let all = NSRange(location: 0, length: ns.length)
        var starts: [Int]?
        func at(_ offset: Int) -> SourceLocation {
            if starts == nil { starts = Self.lineStarts(ns) }
            return SourceLocation(file: file, line: Self.line(of: offset, starts: starts!))
        }
        for tag in Self.htmlTag.matches(in: text, range: all) {
            let tagText = ns.substring(with: tag.range)
            let t = tagText as NSString
            let range = NSRange(location: 0, length: t.length)
            var langBound = false, dirLiteralLTR = false
            for m in Self.langAttribute.matches(in: tagText, range: range) where Self.isBound(name: t.substring(with: m.range(at: 1)), value: t.substring(with: m.range(at: 2))) {
                langBound = true
            }
            for m in Self.dirAttribute.matches(in: tagText, range: range) {
                let name = t.substring(with: m.range(at: 1)), value = t.substring(with: m.range(at: 2))
                if Self.isBound(name: name, value: value) { directionSet.append(at(tag.range.location)) }
                else if value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")).lowercased() == "ltr" { dirLiteralLTR = true }
                else { directionSet.append(at(tag.range.location)) }   // rtl or auto: a direction that is not left to right
            }
            if langBound {
                languageSet.append(at(tag.range.location))
                if dirLiteralLTR { fixedLeftToRight.append(at(tag.range.location)) }
            } else if Self.dirAttribute.firstMatch(in: tagText, range: range) == nil, file.hasSuffix(".html") || file.hasSuffix(".htm") {
                staticRoots.append(at(tag.range.location))
            }
        }
        for r in Self.scriptLanguage { for m in r.matches(in: text, range: all) { languageSet.append(at(m.range.location)) } }
        for r in Self.scriptDirection { if let m = r.firstMatch(in: text, range: all) { directionSet.append(at(m.range.location)) } }
    }

    /// The CSS rules whose findings change nothing while the page is never laid out right to left:
    /// physical sides and alignments (`rtl-physical-spacing`, `rtl-text-align-physical`) differ from
    /// logical ones only under `direction: rtl`, and a `[dir="rtl"]` rule (`rtl-blanket-icon-flip`,
    /// `rtl-reverse-direction`) matches nothing without a `dir`. `rtl-fixed-height` and
    /// `rtl-nowrap-ellipsis` are about the Arabic's length, not its direction: they stay.
    public static let heldRules: Set<String> = [Rule.rtlPhysicalSpacing.id, Rule.rtlTextAlignPhysical.id, Rule.rtlBlanketIconFlip.id, Rule.rtlReverseDirection.id]

    /// Whether the app's page is never laid out right to left: nothing sets a direction, and either its
    /// language follows the locale or a static root holds its translated templates (the cases
    /// `rtl-document-direction` reports). `useFolders`: the folders of templates holding translated uses.
    public func neverRightToLeft(useFolders: Set<String>, stylesSetDirection: Bool) -> Bool {
        directionSet.isEmpty && (!languageSet.isEmpty || !appRoots(useFolders: useFolders, stylesSetDirection: stylesSetDirection).isEmpty)
    }

    /// The static roots whose folder holds (at any depth) a template with a translated use — the app's
    /// page, not a documentation site or an e-mail template beside it —, when nothing in the app sets a
    /// language or a direction, in markup, scripts or CSS (`direction: rtl` under a `:lang()` rule would
    /// do it).
    func appRoots(useFolders: Set<String>, stylesSetDirection: Bool) -> [SourceLocation] {
        guard directionSet.isEmpty, languageSet.isEmpty, !stylesSetDirection else { return [] }
        return staticRoots.filter { root in
            let folder = (root.file as NSString).deletingLastPathComponent
            return useFolders.contains { $0 == folder || $0.hasPrefix(folder + "/") }
        }
    }

    /// The findings: at each place the language follows the locale, when no direction is set anywhere
    /// (counting the box findings held back for it: `held`, by rule); at each root whose `dir` is a
    /// literal `ltr` while its `lang` follows the locale.
    public func findings(targetLocale: String, held: [String: Int] = [:], useFolders: Set<String> = [], stylesSetDirection: Bool = false) -> [LayoutRuleFinding] {
        var out: [LayoutRuleFinding] = []
        let total = held.values.reduce(0, +)
        let heldNote = total == 0 ? "" : "; \(total) right-to-left finding\(total == 1 ? "" : "s") about boxes (\(held.keys.sorted().map { "\($0) \(held[$0]!)" }.joined(separator: ", "))) \(total == 1 ? "is" : "are") held back until it does"
        if directionSet.isEmpty {
            for at in languageSet {
                out.append(LayoutRuleFinding(rule: Rule.rtlDocumentDirection.id, severity: .warning, site: at,
                    message: "the document's lang follows the locale here, but nothing in the app sets dir: the \(targetLocale) page is laid out left to right "
                        + "(the direction comes from dir, never from lang); set dir with the language, e.g. document.documentElement.dir = i18next.dir(lng), or dir=\"rtl\" on <html>" + heldNote))
            }
        }
        for at in appRoots(useFolders: useFolders, stylesSetDirection: stylesSetDirection) {
            out.append(LayoutRuleFinding(rule: Rule.rtlDocumentDirection.id, severity: .warning, site: at,
                message: "<html> writes its lang as a literal (or none) and no dir, and nothing in the app sets either: the \(targetLocale) page keeps that language and is laid out left to right; "
                    + "set lang and dir from the locale, e.g. document.documentElement.lang = lng; document.documentElement.dir = i18next.dir(lng)" + heldNote))
        }
        for at in fixedLeftToRight {
            out.append(LayoutRuleFinding(rule: Rule.rtlDocumentDirection.id, severity: .warning, site: at,
                message: "<html> writes dir=\"ltr\" as a literal while its lang follows the locale: the \(targetLocale) page stays left to right; bind dir to the locale's direction"))
        }
        return out
    }
}
