import Foundation

/// Slang's linked translations (`@:path.to.key`, `@:{path.to.key}`, `@:.sibling`) of one file,
/// replaced by the linked key's text, itself linked in turn.
///
/// Each key's linked text is worked out once per file and then reused, so a chain of keys that
/// each link the previous one several times costs one pass over each key, not one per path through
/// the chain (ten links per level over fifteen levels would otherwise be 10¹⁵ visits, even to an
/// empty string that adds no length). The work left — one step per link followed and per character
/// copied into a text — has a budget per file: `stepsPerFileByte` steps per byte of the file, at
/// least `minimumSteps`. A key whose links pass it is a located error; keys read before it keep
/// their texts.
struct SlangLinks {
    static let maxDepth = 16
    static let stepsPerFileByte = 16
    static let minimumSteps = 1_000_000

    enum Failure: Error {
        case undefined(String), cycle(String), tooDeep, tooLong(Int), budget

        var reason: String {
            switch self {
            case .undefined(let path): "links to @:\(path), which this file does not define"
            case .cycle(let path): "cyclic link to @:\(path)"
            case .tooDeep: "links nest deeper than \(SlangLinks.maxDepth) levels"
            case .tooLong(let max): "its links make a string longer than \(max) characters"
            case .budget: "resolving this file's links passes its budget"
            }
        }
    }

    let table: [String: String]
    let maxScalars: Int
    let budget: Int
    private var remaining: Int
    /// Each key's linked text and how many links deep its own links go (0 when it has none).
    private var resolved: [String: (text: String, height: Int)] = [:]

    init(table: [String: String], maxScalars: Int, fileBytes: Int) {
        self.table = table
        self.maxScalars = maxScalars
        let (product, overflow) = Self.stepsPerFileByte.multipliedReportingOverflow(by: fileBytes)
        budget = max(Self.minimumSteps, overflow ? Int.max : product)
        remaining = budget
    }

    /// The text of key `key` with its links replaced.
    mutating func link(_ text: String, from key: String) throws -> String {
        try link(text, chain: [key]).text
    }

    private mutating func link(_ text: String, chain: [String]) throws -> (text: String, height: Int) {
        guard text.contains("@:") else { return (text, 0) }
        let s = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var length = 0
        var height = 0
        var i = 0
        while i < s.count {
            guard s[i] == "@", i + 1 < s.count, s[i + 1] == ":" else { out.append(s[i]); length += 1; i += 1; continue }
            var j = i + 2
            var path = ""
            if j < s.count, s[j] == "{" {
                guard let close = s[j...].firstIndex(of: "}") else { out.append(s[i]); length += 1; i += 1; continue }
                path = String(String.UnicodeScalarView(s[(j + 1)..<close]))
                j = close + 1
            } else {
                while j < s.count, SlangJSONReader.isPathChar(s[j]) { j += 1 }
                // A sentence's final dot is not part of the path.
                while j > i + 2, s[j - 1] == "." { j -= 1 }
                path = String(String.UnicodeScalarView(s[(i + 2)..<j]))
            }
            guard !path.isEmpty else { out.append(s[i]); length += 1; i += 1; continue }
            // `@:.key` names a sibling of the key being linked from (LocalSend's
            // `"hours": "@:.hoursUnit @:.minutesUnit"`, built by slang 4.19).
            if path.hasPrefix("."), let from = chain.last {
                let parent = from.lastIndex(of: ".").map { String(from[..<$0]) } ?? ""
                path = parent + path
                if parent.isEmpty { path.removeFirst() }
            }
            guard let target = table[path] else { throw Failure.undefined(path) }
            guard !chain.contains(path) else { throw Failure.cycle(path) }
            guard chain.count < Self.maxDepth else { throw Failure.tooDeep }
            let linked: (text: String, height: Int)
            if let known = resolved[path] {
                linked = known
            } else {
                linked = try link(target, chain: chain + [path])
                resolved[path] = linked
            }
            // A text worked out nearer the top may be reused deeper down: its own links still count.
            guard chain.count + linked.height < Self.maxDepth else { throw Failure.tooDeep }
            let added = linked.text.unicodeScalars.count
            remaining -= 1 + added
            guard remaining >= 0 else { throw Failure.budget }
            length += added
            guard length <= maxScalars else { throw Failure.tooLong(maxScalars) }
            out.append(contentsOf: linked.text.unicodeScalars)
            height = max(height, linked.height + 1)
            i = j
        }
        return (String(out), height)
    }
}
