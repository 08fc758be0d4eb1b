import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore
import LabelFitLayout
import LabelFitServer

/// What the fuzz targets (Fuzz/) call: each reads arbitrary bytes the way the product reads untrusted
/// input. Kept in the main package so the regression tests replay crash inputs through the same code.
public enum FuzzEntryPoints {
    /// What one input came to, for the regression replay to assert: read (with how many entries and the
    /// first located error, if any), measured, refused with a reason, or an HTTP status.
    public enum Outcome: Equatable, CustomStringConvertible {
        case ignored
        case read(entries: Int, firstError: String?)
        case measured
        case refused(String)
        case answered(status: Int)

        public var description: String {
            switch self {
            case .ignored: "ignored"
            case .read(let n, let e): "read \(n) entries" + (e.map { "; error \($0)" } ?? "")
            case .measured: "measured"
            case .refused(let r): "refused: \(r)"
            case .answered(let status): "status \(status)"
            }
        }
    }

    static let scratch: URL = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("labelfit-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }()
    static let registry = try! FontRegistry()
    static let measurer = Measurer(registry: registry)
    static let handler: APIHandler = {
        var limits = ServerLimits()
        limits.maxStringLength = 500
        return APIHandler(config: CheckConfiguration(), registry: registry, limits: limits, version: "fuzz")
    }()

    static let formats: [(String, String?)] = [
        ("ar.lproj/L.strings", "en.lproj/L.strings"), ("ar.lproj/L.stringsdict", nil), ("L.xcstrings", nil),
        ("res/values-ar/strings.xml", nil), ("a.ar.xlf", nil), ("ar.po", nil), ("ar.mo", nil), ("app_ar.arb", nil),
        ("ar/translation.json", nil), ("t.csv", nil), ("t.tsv", nil),
        // Appended, so recorded inputs keep their selector's meaning.
        ("app_ar.ts", nil), ("Strings.ar.resx", nil),
        // YAML (libyaml): Rails, Symfony, Hugo.
        ("config/locales/ar.yml", nil), ("translations/messages.ar.yaml", nil), ("i18n/ar.yaml", nil),
        ("Messages_ar.properties", nil), ("lang/ar/messages.php", nil), ("localization/ar_SA/labels.inc", nil),
        // Fluent, WebExtension (JSON, YAML), slang, INI, Hugo TOML, moko-resources.
        ("l10n/ar/viewer.ftl", nil), ("_locales/ar/messages.json", nil), ("_locales/ar/messages.yml", nil), ("ar.i18n.json", nil),
        ("lang/ar.ini", nil), ("i18n/ar.toml", nil), ("MR/ar/strings.xml", nil),
        ("lib/i18n/strings_ar.i18n.yaml", nil),
        // WPF XAML dictionaries, JS/TS locale modules.
        ("Languages/ar.xaml", nil), ("src/locale/ar.ts", nil),
        // Symfony PHP translation files.
        ("translations/messages.ar.php", nil),
    ]

    @discardableResult
    public static func catalogs(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        guard let selector = bytes.first else { return .ignored }
        let (name, _) = formats[Int(selector) % formats.count]
        let dir = scratch.appendingPathComponent("case")
        try? FileManager.default.removeItem(at: dir)
        let file = dir.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: file.path, contents: Data(bytes.dropFirst()))
        var limits = ReadLimits()
        limits.maxStringScalars = 2_000
        let discovery = CatalogDiscovery(limits: limits)
        let jobs: [CatalogDiscovery.Job]
        do { jobs = try discovery.jobs(for: [file.path]) } catch { return .refused("\(error)") }
        guard let job = jobs.first else { return .refused("no catalog") }
        let result = discovery.read(job)
        // Whatever was read must also survive measuring.
        for entry in result.entries.prefix(20) {
            if let t = entry.target { _ = try? measurer.measure(t, locale: "ar", options: MeasureOptions()) }
        }
        let firstError = result.diagnostics.first { $0.severity == .error }
        return .read(entries: result.entries.count,
                     firstError: firstError.map { "line \($0.location.line ?? 0): \($0.message)" })
    }

    @discardableResult
    public static func measure(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        guard bytes.count >= 4 else { return .ignored }
        var options = MeasureOptions(size: Double(8 + bytes[0] % 40), lineHeight: bytes[1] % 3 == 0 ? .normal : .multiple(0.5 + Double(bytes[1]) / 100))
        options.row.inlineSizePx = bytes[2] % 4 == 0 ? nil : Double(10 + Int(bytes[2]) * 2)
        options.row.overflow = Overflow.allCases[Int(bytes[3]) % Overflow.allCases.count]
        options.row.maxLines = bytes[3] % 5 == 0 ? 2 : nil
        options.row.overflowWrapAnywhere = bytes[3] % 7 == 0
        options.profile = Profile.allCases[Int(bytes[0]) % Profile.allCases.count]
        options.fontStack = FontStack(families: bytes[1] % 2 == 0 ? ["Roboto", "Noto Naskh Arabic UI"] : ["Amiri"])
        let text = String(decoding: bytes.dropFirst(4).prefix(3000), as: UTF8.self)
        do {
            _ = try measurer.measure(text, locale: bytes[2] % 2 == 0 ? "ar" : "en", options: options)
            return .measured
        } catch {
            return .refused("\(error)")
        }
    }

    @discardableResult
    public static func request(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        guard let selector = bytes.first else { return .ignored }
        let paths = ["/v1/measure", "/v1/check", "/v1/render", "/v1/profiles", "/nope"]
        let body = Array(bytes.dropFirst().prefix(64 * 1024))
        let response = handler.handle(method: selector % 7 == 0 ? "GET" : "POST", path: paths[Int(selector) % paths.count], body: body)
        _ = try? response.collectBody()  // a streamed answer is made as it is read: read it all
        return .answered(status: response.status)
    }
}

// MARK: - Globs, l10n.toml, the Compose walk

extension FuzzEntryPoints {
    /// `exclude`/`overrides` glob matching: the bytes up to the first NUL are the pattern, the rest
    /// the path. Read as 1 entry when the path matches, 0 when not.
    @discardableResult
    public static func glob(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        guard let cut = bytes.firstIndex(of: 0) else { return .ignored }
        let pattern = String(decoding: bytes[..<cut], as: UTF8.self)
        let path = String(decoding: bytes[(cut + 1)...], as: UTF8.self)
        return .read(entries: PathGlob(pattern).matches(path) ? 1 : 0, firstError: nil)
    }

    /// A tree holding an `l10n.toml` made of the bytes, beside a reference and an Arabic Fluent file:
    /// discovery reads the configuration and places the files. Read as the number of jobs and the first
    /// error a job reports (a configuration's rule past a bound).
    @discardableResult
    public static func l10nConfig(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        let dir = scratch.appendingPathComponent("l10n")
        try? FileManager.default.removeItem(at: dir)
        for (name, text) in [("locales/en-US/app.ftl", "hi = Hello\n"), ("locales/ar/app.ftl", "hi = مرحبا\n")] {
            let file = dir.appendingPathComponent(name)
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8))
        }
        FileManager.default.createFile(atPath: dir.appendingPathComponent("l10n.toml").path, contents: Data(bytes))
        let discovery = CatalogDiscovery()
        let jobs: [CatalogDiscovery.Job]
        do { jobs = try discovery.jobs(for: [dir.path]) } catch { return .refused("\(error)") }
        let firstError = jobs.filter { $0.kind == .notRead }.lazy.flatMap { discovery.read($0).diagnostics }.first { $0.severity == .error }
        return .read(entries: jobs.count, firstError: firstError.map { "line \($0.location.line ?? 0): \($0.message)" })
    }

    /// An Android app whose one Kotlin file is the bytes, with a small strings catalog: the Compose
    /// reader parses it and walks its composables. Read as the number of uses found and the first error.
    @discardableResult
    public static func compose(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        let dir = scratch.appendingPathComponent("compose")
        try? FileManager.default.removeItem(at: dir)
        let strings = """
            <resources><string name="title">Title</string><string name="body">Body text</string></resources>
            """
        for (name, data) in [("app/src/main/res/values/strings.xml", Data(strings.utf8)), ("app/src/main/java/Screen.kt", Data(bytes))] {
            let file = dir.appendingPathComponent(name)
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: file.path, contents: data)
        }
        let project: AndroidProject
        do { project = try AndroidProject(paths: [dir.path]) } catch { return .refused("\(error)") }
        let analysis = AndroidAnalysis(project: project)
        let firstError = analysis.diagnostics.first.map { error -> String in
            switch error {
            case .invalidInput(let at, let reason), .limitExceeded(let at, let reason): "line \(at.line ?? 0): \(reason)"
            default: "\(error)"
            }
        }
        return .read(entries: analysis.uses.count, firstError: firstError)
    }
}

// MARK: - Style sheets and the cascade (`layout` of a web app)

extension FuzzEntryPoints {
    /// A page with what selectors match on (nesting, classes, an id, literal and bound attributes, an
    /// inline style, `dir`), holding three uses: the cascade and the constraints run over it.
    static let cssPage = """
        <html><body dir="rtl"><main id="m" class="page"><ul class="list">
        <li class="row a"><span class="label" title="t">{{ $t('k1') }}</span></li>
        <li class="row b" data-x="y" :class="{ narrow: n }"><button class="btn">{{ $t('k2') }}</button></li></ul>
        <p style="width: 120px; padding: 0 4px">{{ $t('k3') }}</p></main></body></html>
        """

    /// Arbitrary bytes as a style sheet (the first byte's low bit: CSS or SCSS) beside `cssPage`, read
    /// the way `layout` reads a web app: parse, nesting and mixins expanded, the cascade and the CSS
    /// RTL rules over the page. `entries` is the number of the sheet's rules.
    @discardableResult
    public static func css(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        guard let selector = bytes.first else { return .ignored }
        let dir = scratch.appendingPathComponent("css")
        try? FileManager.default.removeItem(at: dir)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let sheet = dir.appendingPathComponent(selector % 2 == 0 ? "style.css" : "style.scss")
        _ = FileManager.default.createFile(atPath: sheet.path, contents: Data(bytes.dropFirst()))
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("page.html").path, contents: Data(cssPage.utf8))
        let analysis = WebAnalysis(project: WebProject(paths: [dir.path]))
        _ = CSSRTLRules.findings(analysis, translated: ["k1", "k2", "k3"], classes: [:])
        let rules = analysis.sheets.filter { $0.file.hasSuffix(sheet.lastPathComponent) }.map(\.rules.count).reduce(0, +)
        let firstError = analysis.diagnostics.first.map { error -> String in
            if case .limitExceeded(let at, let reason) = error { return "line \(at.line ?? 0): \(reason)" }
            return "\(error)"
        }
        return .read(entries: rules, firstError: firstError)
    }

    /// Arbitrary bytes as source in one language, the first byte choosing which (`SourceLanguage`'s
    /// order: Kotlin, Swift, Dart, JavaScript/TypeScript); JavaScript also through the string-constant
    /// reader, the translation-call reader following those constants, and the JSX finder.
    @discardableResult
    public static func sourceLexer(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        guard let selector = bytes.first else { return .ignored }
        let language = SourceLanguage.allCases[Int(selector) % SourceLanguage.allCases.count]
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let (tokens, failure) = language.lex(text)
        if language == .javaScript {
            _ = TranslationCalls.keysFollowingItsConstants(in: text)
            _ = JSXRegions.markup(text)
        }
        return .read(entries: tokens, firstError: failure)
    }

    static let templateNames = ["page.html", "Component.vue", "Component.svelte", "Component.tsx"]

    /// Arbitrary bytes as a template, the first byte choosing its kind (`templateNames`): through
    /// `HTMLTokenizer` alone (every token moves on by at least one byte), then read into elements and
    /// uses as `layout` reads it (a `.tsx` after `JSXRegions`).
    @discardableResult
    public static func html(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        guard let selector = bytes.first else { return .ignored }
        let file = templateNames[Int(selector) % templateNames.count]
        var text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        var tokenizer = HTMLTokenizer(text, expressions: file.hasSuffix(".vue") || file.hasSuffix(".html") ? .doubleBraces : .singleBraces)
        var count = 0
        while tokenizer.next() != nil {
            count += 1
            precondition(count <= text.utf8.count, "more tokens than bytes")
        }
        if file.hasSuffix(".tsx") { text = JSXRegions.markup(text) }
        let (template, problems) = WebTemplateReader.read(text, file: file)
        return .read(entries: template.elements.count, firstError: problems.first.map { "line \($0.location.line ?? 0): \($0.reason)" })
    }
}
