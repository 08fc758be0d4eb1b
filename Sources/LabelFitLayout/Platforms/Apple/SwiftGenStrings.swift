/// The accessors SwiftGen generates for `.strings` tables (SwiftGen's `strings` templates,
/// github.com/SwiftGen/SwiftGen, `structured-swift5`): nested enums whose members call
/// `tr("Table", "Key", …)` —
/// `enum L10n { enum Common { static let cancel = L10n.tr("Localizable", "Common.Cancel", fallback: "Cancel") } }`,
/// or `static func title(_ p1: Any) -> String { return L10n.tr(…) }` for a key with arguments. Read from
/// the generated file's call syntax, so that `Text(L10n.Common.cancel)` or `label.text =
/// L10n.Common.cancel` name the catalog key `Common.Cancel`.
struct SwiftGenStrings {
    /// `L10n.Common.cancel` → `Common.Cancel`.
    var keys: [String: String] = [:]
    /// Constants an app declares with a localizing call as their value — `private enum Localization {
    /// static let tags = NSLocalizedString("Tags", comment: "") }`, a `static func` returning
    /// `String(format: NSLocalizedString(…), …)` — by path and the file declaring them: such types are
    /// often `private` and repeat one name per file, so a path is looked up in its own file first, and
    /// elsewhere only where one file declares it.
    var constantKeys: [String: [String: String]] = [:]
    /// The file being read, for `constantKeys`.
    var file: String?
    /// Keys held as a string enum's raw values (`enum LocalizableCommon: String { case ok = "Common_OK" }`):
    /// `LocalizableCommon.ok` → `Common_OK` (The Swift Programming Language, "Enumerations" § Raw Values:
    /// a `String` enum's case without a value has its own name).
    var rawValues: [String: String] = [:]
    /// Members that show a value's raw value localized: a `var` whose body asks a localizing API
    /// (`NSLocalizedString`, `Bundle.localizedString(forKey:value:table:)`, `String(localized:)`) for
    /// `rawValue` — `extension LocalizableDelegate { var localized: String { Bundle.main.localizedString(forKey: rawValue, …) } }`.
    var localizingMembers: Set<String> = []
    /// Members of `String` that look the string itself up as a key (`"settings.title".localized`): a
    /// `var` or `func` of an `extension String` whose body asks a localizing API for `self`
    /// (`var localized: String { NSLocalizedString(self, comment: "") }`), or the member a localization
    /// library documents, where a file imports it (`libraryStringMembers`).
    var stringMembers: Set<String> = []

    /// Libraries whose documented API is a member of `String` that localizes the string as a key, by the
    /// module a file imports: IBLocalizable (github.com/PiXeL16/IBLocalizable README: `"key".localized`)
    /// and Localize-Swift (github.com/marmelroy/Localize-Swift README: `"Hello world".localized()`).
    /// Swift makes an imported module's extension members visible in every file of the importing module,
    /// so one import anywhere is enough.
    static let libraryStringMembers: [String: String] = ["IBLocalizable": "localized", "Localize_Swift": "localized"]

    /// Notes the modules a file imports that give `String` a localizing member.
    mutating func readImports(_ tokens: [SourceToken]) {
        for k in tokens.indices.dropLast() where tokens[k].isIdentifier && tokens[k].text == "import" {
            if let member = Self.libraryStringMembers[tokens[k + 1].text] { stringMembers.insert(member) }
        }
    }

    mutating func read(_ items: [CallExpr], file: String? = nil) {
        self.file = file
        walk(items, path: [], depth: 0)
        self.file = nil
    }

    private mutating func walk(_ items: [CallExpr], path: [String], depth: Int) {
        guard depth <= CallSyntax.maxDepth else { return }
        var k = 0
        while k < items.count {
            defer { k += 1 }
            guard case .chain(let kw) = items[k], kw.count == 1, k + 1 < items.count, case .chain(let next) = items[k + 1], let named = next.first else { continue }
            switch kw[0].name {
            // SwiftGen's Objective-C-compatible templates generate a class (`public class VectorL10n: NSObject`).
            case "enum", "struct", "extension", "class":
                guard let body = named.closures.first?.value ?? items[(k + 1)...].prefix(8).lazy.compactMap({ $0.segments?.last?.closures.first?.value }).first,
                      case .group(let inner, _) = body else { continue }
                walk(inner, path: path + [named.name], depth: depth + 1)
            case "let", "var", "func":
                guard !path.isEmpty else { continue }
                // The member's value: the items up to the next declaration, calls nested in them included.
                var end = k + 2
                while end < items.count, !(items[end].segments.map { $0.count == 1 && ["let", "var", "func", "enum", "static", "public", "internal", "private", "fileprivate"].contains($0[0].name) } ?? false) { end += 1 }
                let value = Array(items[(k + 1)..<end])
                let member = (path + [named.name]).joined(separator: ".")
                if let key = trKey(value) { keys[member] = key }
                else if let file, let key = localizingCallKey(value) { constantKeys[member, default: [:]][file] = key }
            default: continue
            }
        }
    }

    /// The key of the first localizing call in the items: `NSLocalizedString("k", …)`,
    /// `String(localized: "k")`, `"k".localized` through a known `String` member.
    private func localizingCallKey(_ items: [CallExpr]) -> String? {
        for chain in CallAssignment.chains(in: items) {
            for (i, s) in chain.enumerated() {
                if s.name == "NSLocalizedString", case .string(let key?, _)? = s.positional()?.value { return key }
                if s.name == "String", case .string(let key?, _)? = s.argument("localized")?.value { return key }
                if i == 0, chain.count == 2, s.isLiteral, stringMembers.contains(chain[1].name), case .string(let key?, _)? = s.arguments?.first?.value { return key }
            }
        }
        return nil
    }

    /// The key of the first `X.tr("Table", "Key", …)` call in the items.
    private func trKey(_ items: [CallExpr]) -> String? {
        for chain in CallAssignment.chains(in: items) {
            for s in chain where s.name == "tr" {
                if case .string(let key?, _)? = s.positional(1)?.value { return key }
            }
        }
        return nil
    }

    /// The key a chain names through the accessors (`L10n.Common.cancel`, `L10n.Common.title(name)`), or
    /// through a string enum's case and a localizing member (`LocalizableCommon.ok.localized`).
    func key(_ segments: [CallSegment]) -> (String, SourceToken)? {
        // `"key".localized`, `"key".localized()`: the literal is the head's argument (CallSyntax keeps it there).
        if segments.count == 2, segments[0].isLiteral, stringMembers.contains(segments[1].name),
           case .string(let v?, let t)? = segments[0].arguments?.first?.value {
            return (v, t)
        }
        guard segments.count >= 2, !segments[0].isLiteral else { return nil }
        if segments.count == 3, localizingMembers.contains(segments[2].name), let raw = rawValues[segments[0].name + "." + segments[1].name] {
            return (raw, segments[1].token)
        }
        if !constantKeys.isEmpty, let byFile = constantKeys[segments.map(\.name).joined(separator: ".")] {
            if let file, let key = byFile[file] { return (key, segments.last!.token) }
            if byFile.count == 1, let key = byFile.values.first { return (key, segments.last!.token) }
        }
        guard !keys.isEmpty, let key = keys[segments.map(\.name).joined(separator: ".")] else { return nil }
        return (key, segments.last!.token)
    }

    /// Reads a file's string enums and localizing members (both may sit in any file).
    mutating func readEnums(_ items: [CallExpr]) { enums(items, depth: 0) }

    private mutating func enums(_ items: [CallExpr], depth: Int) {
        guard depth <= CallSyntax.maxDepth else { return }
        var k = 0
        while k < items.count {
            defer { k += 1 }
            // A body is the closure of the declaration's last segment: `enum E: String, P {` gives it to P.
            guard case .chain(let kw) = items[k], kw.count == 1, ["enum", "extension", "protocol", "struct", "class"].contains(kw[0].name),
                  k + 1 < items.count, case .chain(let next) = items[k + 1], let name = next.first?.name else { continue }
            var j = k + 1, body: [CallExpr]?
            while j < items.count, j <= k + 12 {
                if case .chain(let s) = items[j], case .group(let inner, _)? = s.last?.closures.first?.value { body = inner; break }
                j += 1
            }
            guard let body else { continue }
            if kw[0].name == "enum" { readCases(body, enumName: name) }
            readMembers(body, ofString: kw[0].name == "extension" && (name == "String" || name == "StringProtocol"))
            enums(body, depth: depth + 1)
            k = j
        }
    }

    /// `case a = "x", b` in an enum's body: `Enum.a` → "x", `Enum.b` → "b" (a `String` enum's implicit value).
    private mutating func readCases(_ body: [CallExpr], enumName: String) {
        var k = 0
        var inCase = false
        while k < body.count {
            defer { k += 1 }
            switch body[k] {
            case .chain(let s) where s.count == 1 && s[0].name == "case": inCase = true
            case .chain(let s) where inCase && s.count == 1 && s[0].arguments == nil:
                if ["case", "var", "let", "func", "static", "init"].contains(s[0].name) { inCase = s[0].name == "case"; continue }
                let isValue = k + 2 < body.count && { if case .other(let t) = body[k + 1] { return t.isPunctuation("=") } else { return false } }()
                if isValue, case .string(let v?, _) = body[k + 2] { rawValues[enumName + "." + s[0].name] = v; k += 2 }
                else if rawValues[enumName + "." + s[0].name] == nil { rawValues[enumName + "." + s[0].name] = s[0].name }
            case .other(let t) where t.isPunctuation(","): continue
            default: inCase = false
            }
        }
    }

    /// `var NAME: String { … localizing API … rawValue … }` members of a body; in an extension of
    /// `String`, `var`s and `func`s asking a localizing API for `self`.
    private mutating func readMembers(_ body: [CallExpr], ofString: Bool = false) {
        for k in body.indices {
            guard case .chain(let kw) = body[k], kw.count == 1, kw[0].name == "var" || (ofString && kw[0].name == "func"), k + 1 < body.count,
                  case .chain(let named) = body[k + 1], let name = named.first?.name else { continue }
            // The member's items up to the next declaration.
            var end = k + 2
            while end < body.count, !(body[end].segments.map { $0.count == 1 && ["var", "let", "func", "case", "static", "init"].contains($0[0].name) } ?? false) { end += 1 }
            var names = Set<String>()
            func collect(_ e: CallExpr, _ depth: Int) {
                guard depth <= CallSyntax.maxDepth else { return }
                switch e {
                case .chain(let s):
                    for seg in s {
                        names.insert(seg.name)
                        for a in seg.arguments ?? [] { names.insert(a.label ?? ""); collect(a.value, depth + 1) }
                        for c in seg.closures { collect(c.value, depth + 1) }
                    }
                case .group(let inner, _): for x in inner { collect(x, depth + 1) }
                default: break
                }
            }
            for x in body[(k + 1)..<end] { collect(x, 0) }
            let asks = names.contains("NSLocalizedString") || names.contains("localizedString") || (names.contains("String") && names.contains("localized"))
            if asks && names.contains("rawValue") { localizingMembers.insert(name) }
            if asks && ofString && names.contains("self") { stringMembers.insert(name) }
        }
    }
}
