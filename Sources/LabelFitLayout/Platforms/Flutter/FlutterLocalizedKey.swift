/// The ARB or JSON key an expression of Dart source names, in the forms Flutter apps use:
/// - gen-l10n (docs.flutter.dev/ui/accessibility-and-internationalization/internationalization):
///   `AppLocalizations.of(context)!.key` (a getter per ARB key; a method when it has placeholders);
/// - flutter_intl / intl_utils: `S.of(context).key`, `S.current.key`;
/// - the common extension `context.l10n.key`, and a local the file binds to one of these
///   (`final l10n = AppLocalizations.of(context)!;` then `l10n.key`);
/// - easy_localization (pub.dev/packages/easy_localization): `'key'.tr()`, `tr('key')`, `'key'.plural(n)`,
///   and through its generated keys (`LocaleKeys.key.tr()`, `tr(LocaleKeys.key)`: a `static const` whose
///   value is the key, in `locale_keys.g.dart`).
struct FlutterLocalizedKey {
    /// Names bound in the file to a localizations object.
    var locals: Set<String> = []

    static let classes: Set<String> = ["AppLocalizations", "S", "L10n", "AppLocalization", "Localization"]

    /// Locals bound to a localizations object: `NAME = AppLocalizations.of(…)` / `S.of(…)` /
    /// `context.l10n`, read from tokens (`final`, `var`, `late` and types before the name are ignored).
    init(tokens t: [SourceToken]) {
        for k in 0..<max(0, t.count - 3) where t[k].isIdentifier && t[k + 1].isPunctuation("=") {
            let a = t[k + 2]
            if Self.classes.contains(a.text), t[k + 3].isPunctuation("."), k + 4 < t.count, t[k + 4].text == "of" || t[k + 4].text == "current" { locals.insert(t[k].text) }
            if a.text == "context", t[k + 3].isPunctuation("."), k + 4 < t.count, t[k + 4].text == "l10n" || t[k + 4].text == "loc" { locals.insert(t[k].text) }
        }
    }

    func key(_ e: CallExpr, constants: DartConstants = DartConstants()) -> (String, SourceToken)? {
        guard let s = e.segments, let last = s.last else { return nil }
        // easy_localization's generated keys: a constant whose value is a string literal is the key.
        if s.count >= 3, ["tr", "plural"].contains(last.name), last.arguments != nil,
           case .string(let v?, _) = constants.resolve(.chain(Array(s.dropLast()))) { return (v, s[s.count - 2].token) }
        if s.count == 1, last.name == "tr", let arg = last.positional()?.value, arg.segments != nil,
           case .string(let v?, _) = constants.resolve(arg) { return (v, arg.token) }
        // easy_localization: 'key'.tr() — the literal is the head's argument (CallSyntax keeps it there).
        if s.count >= 2, s[0].isLiteral, s[0].name.isEmpty, ["tr", "plural"].contains(s[1].name),
           case .string(let v?, let t)? = s[0].arguments?.first?.value { return (v, t) }
        if s.count == 1, last.name == "tr", case .string(let v?, let t)? = last.positional()?.value { return (v, t) }
        guard s.count >= 2, !last.isLiteral else { return nil }
        let head = s[0]
        if s.count == 3, Self.classes.contains(head.name), s[1].name == "of" && s[1].arguments != nil || s[1].name == "current" { return (last.name, last.token) }
        if s.count == 3, head.name == "context", s[1].name == "l10n" || s[1].name == "loc" { return (last.name, last.token) }
        if s.count == 2, locals.contains(head.name), head.arguments == nil { return (last.name, last.token) }
        return nil
    }
}
