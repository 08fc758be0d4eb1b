import Foundation

/// How a Flutter app reaches its localizations, read from the app rather than assumed:
/// - the localizations classes: gen-l10n's `output-class` from `l10n.yaml` (docs.flutter.dev,
///   "Configuring the l10n.yaml file": "output-class … Defaults to AppLocalizations"), and every class
///   the app's Dart (generated or hand-written) looks up with `Localizations.of<X>(context, X)`
///   (api.flutter.dev Localizations.of: "the localized resources object of the given type"), besides
///   the names gen-l10n and intl_utils generate by default;
/// - the app's own getters that hand one over: `extension … on BuildContext { AppLocalizations get
///   strings => AppLocalizations.of(this)!; }`, so that `context.strings.key` is a lookup;
/// - key-by-argument methods of a hand-written localizations class: a method taking one `String`
///   parameter whose body indexes a map with it (`String? translate(String key) =>
///   _localizedStrings[key];`), so that `AppLocalizations.of(context).translate('key')` names `key`.
struct FlutterLookupAccessors: Sendable {
    /// What gen-l10n and intl_utils generate when nothing says otherwise.
    static let defaultClasses: Set<String> = ["AppLocalizations", "S", "L10n", "AppLocalization", "Localization"]
    /// The getter names apps commonly declare; the app's own are added (`readGetters`).
    static let defaultContextGetters: Set<String> = ["l10n", "loc"]

    var classes = Self.defaultClasses
    var contextGetters = Self.defaultContextGetters
    var keyMethods: Set<String> = []

    init() {}

    /// `output-class: Name` in an `l10n.yaml`.
    mutating func readConfig(_ text: String) {
        for line in text.split(whereSeparator: \.isNewline) {
            let kv = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
            if kv.count == 2, kv[0] == "output-class", Self.isName(kv[1]) { classes.insert(kv[1]) }
        }
    }

    /// Classes looked up with `Localizations.of<X>(`, in any Dart file's tokens.
    mutating func readLookups(_ t: [SourceToken]) {
        for k in t.indices.dropLast(5) where t[k].isIdentifier && t[k].text == "Localizations" && t[k + 1].isPunctuation(".")
            && t[k + 2].text == "of" && t[k + 3].isPunctuation("<") && t[k + 4].isIdentifier && t[k + 5].isPunctuation(">") {
            classes.insert(t[k + 4].text)
        }
    }

    /// The app's getters that return a localizations object for `this` (`get strings => X.of(this)`,
    /// `get strings { return X.of(this)!; }`) and the key-by-argument methods of its localizations
    /// classes. Run after `readConfig` and `readLookups` over every file, so the classes are known.
    mutating func readMembers(_ t: [SourceToken]) {
        for k in t.indices.dropLast(2) where t[k].isIdentifier && t[k].text == "get" && t[k + 1].isIdentifier {
            let name = t[k + 1].text
            // The body's first few tokens: `=> X.of(this)` or `{ return X.of(this)`.
            // `X . of ( this` is five tokens from j: the last j read is t.count − 5.
            let end = min(t.count - 5, k + 10)
            guard k + 2 <= end else { continue }
            for j in (k + 2)...end where t[j].isIdentifier && classes.contains(t[j].text) && t[j + 1].isPunctuation(".")
                && t[j + 2].text == "of" && t[j + 3].isPunctuation("(") && t[j + 4].text == "this" {
                contextGetters.insert(name)
                break
            }
        }
        readKeyMethods(t)
    }

    /// `String translate(String key) => _map[key];` / `String? translate(String key) { return _map[key] … }`
    /// inside a class the app looks its localizations up by.
    private mutating func readKeyMethods(_ t: [SourceToken]) {
        var k = 0
        while k + 1 < t.count {
            defer { k += 1 }
            guard t[k].isIdentifier, t[k].text == "class", t[k + 1].isIdentifier, classes.contains(t[k + 1].text) else { continue }
            // The class body: from its `{` to the matching `}` (bounded by the file).
            guard let open = t[(k + 2)...].prefix(40).firstIndex(where: { $0.isPunctuation("{") }) else { continue }
            var depth = 0, close = open
            for j in open..<t.count {
                if t[j].isPunctuation("{") { depth += 1 } else if t[j].isPunctuation("}") { depth -= 1; if depth == 0 { close = j; break } }
            }
            guard close > open else { continue }
            var j = open + 1
            while j + 5 < close {
                defer { j += 1 }
                // NAME ( String PARAM )
                guard t[j].isIdentifier, t[j + 1].isPunctuation("("), t[j + 2].text == "String", t[j + 3].isIdentifier, t[j + 4].isPunctuation(")") else { continue }
                let name = t[j].text, param = t[j + 3].text
                let bodyEnd = min(close, j + 40)
                var m = j + 5
                while m + 2 < bodyEnd {
                    if t[m].isPunctuation("["), t[m + 1].text == param, t[m + 2].isPunctuation("]") { keyMethods.insert(name); break }
                    if t[m].isPunctuation(";") && m > j + 12 { break }
                    m += 1
                }
            }
            k = close
        }
    }

    private static func isName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }
}
