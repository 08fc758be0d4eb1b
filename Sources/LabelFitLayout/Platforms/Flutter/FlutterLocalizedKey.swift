/// The ARB or JSON key an expression of Dart source names, in the forms Flutter apps use:
/// - gen-l10n (docs.flutter.dev/ui/accessibility-and-internationalization/internationalization):
///   `AppLocalizations.of(context)!.key` (a getter per ARB key; a method when it has placeholders);
/// - flutter_intl / intl_utils: `S.of(context).key`, `S.current.key`;
/// - the common extension `context.l10n.key`, and a local the file binds to one of these
///   (`final l10n = AppLocalizations.of(context)!;` then `l10n.key`);
/// - easy_localization (pub.dev/packages/easy_localization): `'key'.tr()`, `tr('key')`, `'key'.plural(n)`,
///   and through its generated keys (`LocaleKeys.key.tr()`, `tr(LocaleKeys.key)`: a `static const` whose
///   value is the key, in `locale_keys.g.dart`).
///
/// The class names, the `context` getters and a hand-written class's key-by-argument methods
/// (`AppLocalizations.of(context).translate('key')`) are the app's own, read by `FlutterLookupAccessors`.
struct FlutterLocalizedKey {
    /// Names bound in the file to a localizations object.
    var locals: Set<String> = []
    let accessors: FlutterLookupAccessors

    /// Locals bound to a localizations object: `NAME = AppLocalizations.of(…)` / `S.of(…)` /
    /// `context.l10n`, read from tokens (`final`, `var`, `late` and types before the name are ignored).
    init(tokens t: [SourceToken], accessors: FlutterLookupAccessors = FlutterLookupAccessors()) {
        self.accessors = accessors
        for k in 0..<max(0, t.count - 3) where t[k].isIdentifier && t[k + 1].isPunctuation("=") {
            let a = t[k + 2]
            if accessors.classes.contains(a.text), t[k + 3].isPunctuation("."), k + 4 < t.count, t[k + 4].text == "of" || t[k + 4].text == "current" { locals.insert(t[k].text) }
            if a.text == "context", t[k + 3].isPunctuation("."), k + 4 < t.count, accessors.contextGetters.contains(t[k + 4].text) { locals.insert(t[k].text) }
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
        let onObject = s.count == 3 && accessors.classes.contains(head.name) && (s[1].name == "of" && s[1].arguments != nil || s[1].name == "current")
            || s.count == 3 && head.name == "context" && accessors.contextGetters.contains(s[1].name)
            || s.count == 2 && locals.contains(head.name) && head.arguments == nil
        guard onObject else { return nil }
        // A hand-written class's `translate('key')`: the literal is the key.
        if accessors.keyMethods.contains(last.name), last.arguments != nil {
            if case .string(let v?, let t)? = last.positional()?.value { return (v, t) }
            return nil
        }
        return (last.name, last.token)
    }
}
