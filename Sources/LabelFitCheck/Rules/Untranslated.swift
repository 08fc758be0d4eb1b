import LabelFitCatalogs
import LabelFitCore

extension Rule {
    /// A target that is empty, equal to its source, has letters but none of the target script, or
    /// that the catalog marks as not final (warning unless configured).
    public static let untranslated = Rule("untranslated")
}

/// `untranslated`: a target that is empty, equal to its source, has a word but no letter of the target
/// script, or that its catalog marks as not final. A warning unless configured: what users will see
/// was not measured. The pair's verdict is then `untranslated`.
enum UntranslatedRule {
    static let description = RuleDescription(
        id: Rule.untranslated.id, defaultSeverity: .warning, documentation: "docs/findings.md",
        explanation: "The translation is empty, the English itself, has no letters of the target's script, or its catalog marks it "
            + "not final: what users will see was not measured.",
        title: "Not a final translation",
        help: "The target is empty, equal to the source, has no letters of the target script, or its catalog marks it not final.")

    /// Why a target cannot be taken as a translation, or nil: empty, the source itself, letters but
    /// none of the target language's script, or a state its catalog gives as not final.
    /// `placeholders` are the target's placeholder tokens: their names (`%{value}`, `{count}`) are
    /// code, not letters of a language, so `%{value}٪` is not "letters but none in Arabic".
    static func reason(_ entry: CatalogEntry, empty: Bool, targetLocale: String, placeholders: [String] = []) -> String? {
        if empty { return "the target is empty: the \(targetLocale) text is missing" }
        let target = entry.target ?? ""
        var letters = target
        // A placeholder is the bytes its syntax matched in the target, so they are replaced as bytes.
        for p in placeholders where !p.isEmpty { letters = letters.replacingUTF8(p, with: " ") }
        // Byte lengths first: a translation rarely has its source's, and comparing two unequal
        // non-ASCII strings took the standard library's slow path.
        // A language's own name left as it is ("Polski" in a language menu) is the same in every locale by
        // design (LanguageAutonyms): neither the source copied nor another language left in the catalog.
        var autonym: Bool? = nil
        func isAutonym() -> Bool {
            if autonym == nil { autonym = entry.source == target && LanguageAutonyms.contains(target) }
            return autonym!
        }
        // Only a word can be left untranslated: symbols, codes, acronyms and abbreviations of at most
        // two letters ("A+", "O-", "kg", "OK", "LDAP") are written the same in every language.
        let holdsWord = holdsWord(letters)
        if holdsWord, let source = entry.source, source.utf8.count == target.utf8.count, source == target {
            if TargetScript.hasLetters(of: targetLocale, in: letters) != true, !isAutonym() {
                return "the target is the source text, not a translation"
            }
        }
        if holdsWord, TargetScript.hasLetters(of: targetLocale, in: letters) == false, !isAutonym() {
            return "the target has letters but none in the script of \(targetLocale): another language left in the catalog"
        }
        if let state = entry.state { return "the catalog marks this translation as not final (\(state))" }
        return nil
    }

    /// The fewest letters in a row that make a word a translator could have left in another
    /// language. Weblate's "Unchanged translation" check likewise passes over strings "quite usually
    /// the same in all languages" (docs.weblate.org, "Checks and fixups"); no linter documents a
    /// length, so this is LabelFit's general rule: a symbol or abbreviation of up to two letters
    /// (blood groups "AB+", units "kg", "OK") and a run of capitals (an acronym or protocol name:
    /// "PDF", "LDAP", "SMTP", "HTTPS") are not words; three letters not all capitals are ("Add",
    /// "Yes", "New" left in English are untranslated).
    static let wordLetters = 3

    /// Whether `text` holds a word: a run of at least `wordLetters` letters not all of them capitals, a
    /// run of capitals longer than an acronym (`maxAcronymLetters`: "CANCEL", "SETTINGS" are words), or
    /// two letters of a script without case ("取消", "保存"). A combining mark continues the run.
    static func holdsWord(_ text: String) -> Bool {
        var run = 0, capitals = 0, uncased = 0
        for s in text.unicodeScalars {
            if s.properties.isAlphabetic {
                run += 1
                if s.properties.isUppercase { capitals += 1 }
                if !s.properties.isUppercase && !s.properties.isLowercase { uncased += 1 } else { uncased = 0 }
                if run >= wordLetters, capitals < run || run > maxAcronymLetters { return true }
                if uncased >= 2 { return true }
            } else if s.properties.generalCategory != .nonspacingMark { run = 0; capitals = 0; uncased = 0 }
        }
        return false
    }

    /// The longest run of capitals taken for an acronym ("HTTPS", "LDAP", "JSON").
    static let maxAcronymLetters = 5
}
