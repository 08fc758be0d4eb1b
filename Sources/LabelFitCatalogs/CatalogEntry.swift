import LabelFitCore

/// One string to measure, read from a catalog: a key, the source text and its translation, where
/// each came from, and any width budget the catalog itself states.
public struct CatalogEntry: Codable, Sendable, Equatable {
    /// The key as the ecosystem names it; plural and device variants add `[one]`, `[iphone]`, ….
    public var key: String
    public var source: String?
    public var target: String?
    /// Where the source text stands (nil when the catalog has no separate source line).
    public var sourceLocation: SourceLocation?
    /// Where the translation stands: findings point here.
    public var targetLocation: SourceLocation
    /// The catalog format ("strings", "android", "xliff", …).
    public var format: String
    /// A pixel budget from the catalog (XLIFF 1.2 maxwidth in pixels, XLIFF 2 slr:sizeRestriction).
    public var maxWidthPx: Double?
    /// The translator's note, when the catalog has one.
    public var comment: String?
    /// The target exactly as the catalog holds it, before markup, mnemonics and entities are
    /// resolved; nil when it equals `target`.
    public var rawTarget: String?
    /// The catalog's workflow state when it says the translation is not final (XLIFF `state`,
    /// `approved="no"`, gettext `fuzzy`, xcstrings `needs_review`, Qt `unfinished`).
    public var state: String?
    /// The CLDR plural category (`zero` … `other`) or ICU exact match (`=1`) of a plural variant.
    public var pluralCategory: String?
    /// The placeholder syntax the catalog says the text uses, when its format alone does not.
    public var placeholderSyntax: PlaceholderSyntax?
    /// A limit written for the translators' tool (Weblate flags, XLIFF maxwidth in characters).
    public var writtenLimit: WrittenLimit?
    /// The placeholder whose number chose this plural variant, where the format names it apart from
    /// the text (MediaWiki `{{PLURAL:$2|…}}`): filled with the variant's number, not a name. Not part
    /// of the report (the filled texts and their substitutions are).
    public var countPlaceholder: String? = nil

    public init(key: String, source: String?, target: String?, sourceLocation: SourceLocation?, targetLocation: SourceLocation,
                format: String, maxWidthPx: Double? = nil, comment: String? = nil) {
        self.key = key
        self.source = source
        self.target = target
        self.sourceLocation = sourceLocation
        self.targetLocation = targetLocation
        self.format = format
        self.maxWidthPx = maxWidthPx
        self.comment = comment
    }

    enum CodingKeys: String, CodingKey {
        case key, source, target, sourceLocation = "source_location", targetLocation = "target_location", format
        case maxWidthPx = "max_width_px", comment, rawTarget = "raw_target", state, pluralCategory = "plural_category"
        case placeholderSyntax = "placeholder_syntax", writtenLimit = "written_limit"
    }
}

/// A problem in a catalog: malformed syntax, a duplicate key, an untranslated string.
public struct CatalogDiagnostic: Codable, Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Codable, Sendable { case error, warning }
    public var location: SourceLocation
    public var severity: Severity
    public var message: String
    /// A defect of the translation the file states (a c-format `msgstr` that drops an argument its
    /// `msgid` has), found once the file was read: reported as a finding of its severity (an error
    /// fails the run with exit 1, and can be baselined), never as an input error (exit 2).
    public var defect = false

    public init(_ location: SourceLocation, _ severity: Severity, _ message: String, defect: Bool = false) {
        self.location = location
        self.severity = severity
        self.message = message
        self.defect = defect
    }

    public var description: String { "\(location): \(severity.rawValue): \(message)" }

    /// The error that stopped reading `file`, at its own location when it has one.
    init(_ error: Error, file: String) {
        guard let e = error as? LabelFitError else {
            self.init(SourceLocation(file: file), .error, "\(error)")
            return
        }
        switch e {
        case .invalidInput(let l, let r), .limitExceeded(let l, let r): self.init(l, .error, r)
        case .io(_, let r): self.init(SourceLocation(file: file), .error, r)
        default: self.init(SourceLocation(file: file), .error, e.description)
        }
    }
}

/// What reading one file (or one source/target pair of files) produced. A malformed file still
/// yields every entry before the fault.
public struct CatalogReadResult: Sendable {
    public var entries: [CatalogEntry] = []
    public var diagnostics: [CatalogDiagnostic] = []
    /// What the file turned out to be once its own locale was read: only `.target` files give entries.
    public var role: CatalogRole = .target
    /// The locale the file states (or its path names), when known.
    public var locale: String?
    /// Keys the project marks as not for translation (Android `translatable="false"`,
    /// `donottranslate*.xml`), where they stand: shown as written in every locale.
    public var notForTranslation: [String: SourceLocation] = [:]

    public init(entries: [CatalogEntry] = [], diagnostics: [CatalogDiagnostic] = []) {
        self.entries = entries
        self.diagnostics = diagnostics
    }
}
