/// Keys that hold a note about a JSON catalog, not a string of it. JSON has no comments, so projects
/// write them as members by a few conventions: a `//` key (npm's: package.json "//" members are
/// ignored), JSON Schema's `$comment` (draft 7 §8.3) and `$schema`, and a note word behind `_` or `$`
/// (`_comment`, `__description`, `_meta`). A bare `description` or `note` key stays a string: it can
/// be the label "Description".
enum NoteKeys {
    static let words: Set<String> = ["comment", "comments", "note", "notes", "description", "desc", "doc", "docs", "readme",
                                     "info", "meta", "metadata", "schema", "todo", "translators", "author", "authors", "version", "license"]

    /// Whether the last segment of a key path is a note by these conventions.
    static func isNote(_ segment: String) -> Bool {
        if segment.hasPrefix("//") { return true }
        let word = segment.drop { $0 == "_" || $0 == "$" }
        return word.count < segment.count && words.contains(word.lowercased())
    }
}
