import Foundation

/// The `Plural-Forms:` a `.po` is read with when its header leaves it empty or out while the
/// catalog has plural entries (Odoo's `i18n/*.po` ship `"Plural-Forms: \n"`).
///
/// The GNU gettext manual ("Plural forms", "Additional functions for plural forms") lists the
/// formula per language family, the same ones `msginit` writes from gettext-tools' plural table;
/// they agree with CLDR's plural categories for these languages (Arabic's six forms: zero, one,
/// two, few n % 100 = 3..10, many n % 100 = 11..99, other). For a language not listed, gettext's
/// own default applies: without a Plural-Forms header the runtime uses `nplurals=2; plural=n != 1;`
/// (gettext-runtime/intl/plural-exp.c, `germanic_plural`).
enum GettextDefaultPlurals {
    static let germanic = "nplurals=2; plural=(n != 1);"

    static let byLanguage: [String: String] = {
        var table: [String: String] = [:]
        let families: [(String, [String])] = [
            ("nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;", ["ar"]),
            ("nplurals=1; plural=0;", ["ja", "ko", "zh", "vi", "th", "id", "ms"]),
            ("nplurals=2; plural=(n > 1);", ["fr"]),
            ("nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);", ["ru", "uk", "be", "sr", "hr", "bs"]),
            ("nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);", ["pl"]),
            ("nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;", ["cs", "sk"]),
        ]
        for (formula, languages) in families { for language in languages { table[language] = formula } }
        return table
    }()

    /// The formula for `locale` (`ar`, `ar_SA`, `pt-BR`) and whether it is the language's own
    /// (false: gettext's two-form default).
    static func formula(for locale: String) -> (header: String, formula: PluralRules.Formula, known: Bool) {
        let language = CatalogLocale.language(of: locale) ?? locale.lowercased()
        // Brazilian Portuguese counts zero with one (gettext manual: "Two forms, singular used for zero and one").
        let regional = locale.replacingOccurrences(of: "-", with: "_").lowercased()
        let header = regional == "pt_br" ? "nplurals=2; plural=(n > 1);" : byLanguage[language]
        let chosen = header ?? germanic
        return (chosen, PluralRules.Formula(header: chosen)!, header != nil || language == "en" || language == "de")
    }
}
