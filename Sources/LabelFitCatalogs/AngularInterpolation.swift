/// Angular's `<x id="INTERPOLATION" equiv-text="{{ expr }}"/>` and, inside ICU cases and `$localize`
/// strings, `<x id="PH" equiv-text="expr"/>` (https://angular.dev/guide/i18n/translation-files: the
/// extracted message keeps an expression as a placeholder whose `equiv-text` is its source text). The user sees the expression's value, never its code: the placeholder becomes a named
/// `{{name}}` that `Placeholders` fills with a sample of the kind the expression implies — a date for a
/// `date` pipe, a number for a number pipe or arithmetic, else named by the expression's last member
/// (`this.settingsService.displayName` → `displayName`, `field.document_count` → a count).
/// A code without a complete `{{ … }}` (Angular truncates long ones) is named by its id.
enum AngularInterpolation {
    /// `INTERPOLATION`, `INTERPOLATION_1`, `PH`, `PH_1`: Angular's ids for an expression's value.
    static func isExpression(id: String) -> Bool {
        id.hasPrefix("INTERPOLATION") || id == "PH" || id.hasPrefix("PH_")
    }

    /// The `equiv-text` of the expression codes under a `<source>`, by id.
    static func codes(in e: XMLElementNode) -> [String: String] {
        var out: [String: String] = [:]
        for c in e.elements {
            if c.localName == "x" || c.localName == "ph", let id = c.attribute("id"), isExpression(id: id),
               let equiv = c.attribute("equiv-text") { out[id] = equiv }
            out.merge(codes(in: c)) { a, _ in a }
        }
        return out
    }

    static func placeholder(expression: String?, id: String) -> String {
        let fallback = "{{" + id.lowercased() + "}}"
        guard let expression else { return fallback }
        let trimmed = expression.trimmingCharacters(in: .whitespaces)
        let braced = trimmed.hasPrefix("{{") && trimmed.hasSuffix("}}") && trimmed.count > 4
        // One brace pair but not both: Angular cut a long expression short; `PH` expressions have none.
        // An INTERPOLATION's text is `{{ … }}`: anything else is a cut-off piece of code.
        guard braced || (!id.hasPrefix("INTERPOLATION") && !trimmed.contains("{{") && !trimmed.contains("}}")), !trimmed.isEmpty else { return fallback }
        let inner = braced ? trimmed.dropFirst(2).dropLast(2) : Substring(trimmed)
        let parts = inner.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let main = parts.first ?? ""
        if let pipe = parts.count > 1 ? parts[1].lowercased() : nil {
            if pipe.contains("date") { return "{{date}}" }
            if pipe.contains("number") || pipe.contains("percent") || pipe.contains("currency") || pipe.contains("filesize") { return "{{count}}" }
        }
        // Arithmetic (`a - b.length`, `i + 1`): a number.
        if main.contains(" - ") || main.contains(" + ") || main.contains(" * ") || main.contains(" / ") || main.hasSuffix(".length") { return "{{count}}" }
        // The last member outside call arguments: `rule().name` → name, `getDaysRemaining(document)` → getDaysRemaining.
        var depth = 0, outside = ""
        for ch in main {
            if ch == "(" || ch == "[" { depth += 1; continue }
            if ch == ")" || ch == "]" { depth = max(0, depth - 1); continue }
            if depth == 0 { outside.append(ch) }
        }
        let members = outside.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") })
        guard let last = members.last, last.first?.isLetter == true || last.first == "_" else { return fallback }
        return "{{" + last + "}}"
    }
}
