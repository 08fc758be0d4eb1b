/// Transifex's Structured JSON (help.transifex.com, "Structured JSON"): each message is an object
/// whose `string` is the text, beside optional `context`, `developer_comment` and `character_limit`
/// (the longest translation allowed, in characters); messages nest in plain objects like i18next's.
/// Read as JSON keyed by path, those members would each be measured as a UI string and the limit
/// lost, so a file that holds such an object is collapsed first: each message object becomes its
/// text, and its note and limit are kept by the message's key.
///
/// An object made only of those members with a text `string` is a message (Transifex requires
/// `string`, the others are optional; translated files often keep `string` alone, so the file beside
/// the source reads the same way). Such an object in another JSON catalog reads as the same message
/// on both sides, keyed by its parent.
enum StructuredJSON {
    struct Note { var comment: String?; var limit: WrittenLimit? }

    static let maxDepth = 64
    static let members: Set<String> = ["string", "context", "developer_comment", "character_limit"]

    private static func isMessage(_ members: [(key: String, value: LocatedJSON, line: Int)]) -> Bool {
        members.contains(where: { $0.key == "string" && $0.value.stringValue != nil }) && members.allSatisfy({ Self.members.contains($0.key) })
    }

    /// Whether the document holds a message object.
    static func holdsMessages(_ root: LocatedJSON) -> Bool {
        var pending = [root]
        while let node = pending.popLast() {
            switch node {
            case .object(let members, _):
                if isMessage(members) { return true }
                for m in members { pending.append(m.value) }
            case .array(let items, _): pending.append(contentsOf: items)
            default: continue
            }
        }
        return false
    }

    /// The document with each message object replaced by its text, and the messages' notes by the
    /// full key the i18next walk gives them (segments joined by `.`, list items by index).
    static func collapse(_ root: LocatedJSON) -> (LocatedJSON, [String: Note]) {
        var notes: [String: Note] = [:]
        // Recursion stops at `maxDepth` (the reader allows deeper documents, and a worker thread's
        // stack is small): messages below it stay plain JSON, measured member by member.
        func walk(_ node: LocatedJSON, _ path: String, _ depth: Int) -> LocatedJSON {
            guard depth < maxDepth else { return node }
            switch node {
            case .object(let members, let line):
                if !path.isEmpty, isMessage(members) {
                    let text = members.last { $0.key == "string" }!.value
                    var note = Note()
                    note.comment = members.last { $0.key == "developer_comment" }?.value.stringValue
                    if case .number(let n, _)? = members.last(where: { $0.key == "character_limit" })?.value, n >= 1, n < 1e7 {
                        var limit = WrittenLimit(origin: "character_limit")
                        limit.characters = Int(n)
                        note.limit = limit
                    } else if let s = members.last(where: { $0.key == "character_limit" })?.value.stringValue, let n = Int(s), n > 0 {
                        var limit = WrittenLimit(origin: "character_limit")
                        limit.characters = n
                        note.limit = limit
                    }
                    if note.comment != nil || note.limit != nil { notes[path] = note }
                    return text
                }
                return .object(members.map { ($0.key, walk($0.value, path.isEmpty ? $0.key : path + "." + $0.key, depth + 1), $0.line) }, line: line)
            case .array(let items, let line):
                return .array(items.enumerated().map { walk($0.element, path.isEmpty ? String($0.offset) : path + "." + String($0.offset), depth + 1) }, line: line)
            default:
                return node
            }
        }
        return (walk(root, "", 0), notes)
    }
}
