import LabelFitCore

/// Whether a target is written in its locale's script, by ICU's Script property (LocaleScript): a target
/// with letters but none in the locale's likely script is another language pasted in (English left in
/// `values-ar`, Welsh in an Arabic file, Latin text in a Georgian one). Any locale ICU knows is checked.
enum TargetScript {
    /// nil when ICU cannot tell the locale's script or the text has no letters (a number, a symbol);
    /// else whether any letter is in the locale's script.
    static func hasLetters(of locale: String, in text: String) -> Bool? {
        let script = LocaleScript.of(locale)
        guard !script.codes.isEmpty else { return nil }
        return script.hasLetter(in: text)
    }
}
