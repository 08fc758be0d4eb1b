import Foundation

/// The one matcher of path patterns: a pattern compiled to a Thompson automaton over the UTF-8 bytes
/// of a path, simulated as a set of states, so matching takes time proportional to the path's length
/// times the pattern's, whatever the stars (`*a*a*a*b`, eight `**`): a backtracking matcher takes
/// time exponential in their number on a path that does not match.
///
/// Two dialects compile to it:
/// - `gitignore`: `PathGlob`'s segments (fnmatch(3) with no flags: `*`, `?`, `[…]` with `!`/`^`,
///   ranges and `[:class:]`, `\` escaping; `**` a whole segment for any number of segments);
/// - `mozL10n`: moz-l10n's `path_regex` (`*` → `([^/]*)`, `**/` → `((?:.*/)?)`, `**` → `(.*)`,
///   `{locale}` → `([^/]+?)`), every other character itself; the stars and the locale capture.
///
/// Captures are what a backtracking matcher would give (greedy stars, lazy locale, leftmost
/// choice first): a backward pass marks which states can still reach the end from each position,
/// and the forward pass takes, at each choice, the first branch that can.
public struct GlobAutomaton: Sendable {
    enum Node: Sendable {
        /// Consumes one byte the test accepts, then goes to `next`.
        case byte(ByteTest, next: Int)
        /// Tries `first`, then `second` (epsilon).
        case split(first: Int, second: Int)
        /// Records the start or end of capture `group` (epsilon).
        case save(slot: Int, next: Int)
        case accept
    }

    enum ByteTest: Sendable {
        case literal(UInt8)
        /// Any byte but `/`.
        case notSlash
        case any
        /// A bracket expression: ranges of bytes, negated or not; never `/`.
        case set(ranges: [ClosedRange<UInt8>], negated: Bool)

        func accepts(_ b: UInt8) -> Bool {
            switch self {
            case .literal(let c): b == c
            case .notSlash: b != slash
            case .any: true
            case .set(let ranges, let negated): b != slash && (ranges.contains { $0.contains(b) } != negated)
            }
        }
    }

    private(set) var nodes: [Node] = []
    private var start = 0
    /// Number of capture groups.
    public private(set) var groups = 0
    /// The groups of `{locale}` (and `{android_locale}`) in `mozL10n`, in order; the others are stars.
    public private(set) var localeGroups: [Int] = []

    // MARK: Building

    /// A fragment under construction: nodes whose `next` is still to be patched.
    private struct Fragment { var entry: Int; var holes: [Hole] }
    private enum Hole { case next(Int), second(Int) }

    private mutating func add(_ n: Node) -> Int { nodes.append(n); return nodes.count - 1 }

    private mutating func patch(_ holes: [Hole], to target: Int) {
        for h in holes {
            switch h {
            case .next(let i):
                switch nodes[i] {
                case .byte(let t, _): nodes[i] = .byte(t, next: target)
                case .save(let s, _): nodes[i] = .save(slot: s, next: target)
                default: break
                }
            case .second(let i):
                if case .split(let f, _) = nodes[i] { nodes[i] = .split(first: f, second: target) }
            }
        }
    }

    /// Pieces are chained in order; `sequence` holds the open holes of what is built so far.
    private var sequence: Fragment?

    private mutating func append(_ f: Fragment) {
        if let s = sequence { patch(s.holes, to: f.entry); sequence = Fragment(entry: s.entry, holes: f.holes) } else { sequence = f }
    }

    private mutating func byteFragment(_ t: ByteTest) -> Fragment {
        let i = add(.byte(t, next: -1))
        return Fragment(entry: i, holes: [.next(i)])
    }

    private mutating func appendByte(_ t: ByteTest) { append(byteFragment(t)) }

    /// `t*`, greedy (the loop first) or lazy (the exit first).
    private mutating func appendLoop(_ t: ByteTest, lazy: Bool = false) {
        let split = add(.split(first: -1, second: -1))
        let body = add(.byte(t, next: split))
        if lazy {
            let exit = add(.save(slot: -1, next: -1))
            nodes[split] = .split(first: exit, second: body)
            append(Fragment(entry: split, holes: [.next(exit)]))
        } else {
            nodes[split] = .split(first: body, second: -1)
            append(Fragment(entry: split, holes: [.second(split)]))
        }
    }

    private mutating func appendSave(_ slot: Int) {
        let i = add(.save(slot: slot, next: -1))
        append(Fragment(entry: i, holes: [.next(i)]))
    }

    /// `(?:.*/)?`, greedy: any bytes ending with `/`, or nothing.
    private mutating func appendFolders() {
        let outer = add(.split(first: -1, second: -1))
        let loop = add(.split(first: -1, second: -1))
        let body = add(.byte(.any, next: loop))
        let slashNode = add(.byte(.literal(slash), next: -1))
        nodes[loop] = .split(first: body, second: slashNode)
        // Greedy: the loop (more folders) first, the empty match last.
        nodes[outer] = .split(first: loop, second: -1)
        append(Fragment(entry: outer, holes: [.second(outer), .next(slashNode)]))
    }

    /// `(?:/.*)?`: the folder itself or anything under it.
    private mutating func appendUnder() {
        let outer = add(.split(first: -1, second: -1))
        let slashNode = add(.byte(.literal(slash), next: -1))
        let loop = add(.split(first: -1, second: -1))
        let body = add(.byte(.any, next: loop))
        nodes[slashNode] = .byte(.literal(slash), next: loop)
        nodes[loop] = .split(first: body, second: -1)
        nodes[outer] = .split(first: slashNode, second: -1)
        append(Fragment(entry: outer, holes: [.second(outer), .second(loop)]))
    }

    private mutating func finish() {
        let a = add(.accept)
        if let s = sequence { patch(s.holes, to: a); start = s.entry } else { start = a }
    }

    // MARK: Dialects

    /// A gitignore pattern's segments (`**` whole segments for any number of folders), matched
    /// against a whole `/`-joined path.
    public static func gitignore(segments: [String]) -> GlobAutomaton {
        var g = GlobAutomaton()
        var i = 0
        while i < segments.count {
            if segments[i] == "**" {
                let first = i
                while i < segments.count, segments[i] == "**" { i += 1 }
                if i == segments.count {
                    // Trailing: everything under the folder so far (or everything, alone).
                    if first == 0 { g.appendLoop(.any) } else { g.appendUnder() }
                } else {
                    if first > 0 { g.appendByte(.literal(slash)) }
                    g.appendFolders()
                }
                continue
            }
            if i > 0, segments[i - 1] != "**" { g.appendByte(.literal(slash)) }
            g.appendFnmatch(Array(segments[i].utf8))
            i += 1
        }
        g.finish()
        return g
    }

    /// One fnmatch(3) pattern (no flags) within a segment.
    private mutating func appendFnmatch(_ p: [UInt8]) {
        var k = 0
        while k < p.count {
            let c = p[k]
            switch c {
            case UInt8(ascii: "*"):
                while k < p.count, p[k] == UInt8(ascii: "*") { k += 1 }
                appendLoop(.notSlash)
                continue
            case UInt8(ascii: "?"):
                appendByte(.notSlash)
            case UInt8(ascii: "["):
                if let (test, end) = Self.bracket(p, from: k) { appendByte(test); k = end; continue }
                appendByte(.literal(c))
            case UInt8(ascii: "\\") where k + 1 < p.count:
                k += 1
                appendByte(.literal(p[k]))
            default:
                appendByte(.literal(c))
            }
            k += 1
        }
    }

    /// A bracket expression starting at `p[k] == "["`, and the index after its `]`; nil when it is not
    /// closed (then `[` is itself, as fnmatch takes it).
    static func bracket(_ p: [UInt8], from k: Int) -> (ByteTest, Int)? {
        var j = k + 1
        var negated = false
        if j < p.count, p[j] == UInt8(ascii: "!") || p[j] == UInt8(ascii: "^") { negated = true; j += 1 }
        var ranges: [ClosedRange<UInt8>] = []
        var first = true
        while j < p.count {
            var c = p[j]
            if c == UInt8(ascii: "]"), !first { return (.set(ranges: ranges, negated: negated), j + 1) }
            first = false
            if c == UInt8(ascii: "["), j + 1 < p.count, p[j + 1] == UInt8(ascii: ":") {
                // `[:alpha:]` and the other POSIX classes, in the C locale.
                if let close = (j + 2..<p.count).first(where: { p[$0] == UInt8(ascii: ":") && $0 + 1 < p.count && p[$0 + 1] == UInt8(ascii: "]") }),
                   let members = Self.posixClass(String(decoding: p[(j + 2)..<close], as: UTF8.self)) {
                    ranges += members
                    j = close + 2
                    continue
                }
            }
            if c == UInt8(ascii: "\\"), j + 1 < p.count { j += 1; c = p[j] }
            if j + 2 < p.count, p[j + 1] == UInt8(ascii: "-"), p[j + 2] != UInt8(ascii: "]") {
                var hi = p[j + 2]
                var step = 3
                if hi == UInt8(ascii: "\\"), j + 3 < p.count { hi = p[j + 3]; step = 4 }
                if c <= hi { ranges.append(c...hi) }
                j += step
                continue
            }
            ranges.append(c...c)
            j += 1
        }
        return nil
    }

    static func posixClass(_ name: String) -> [ClosedRange<UInt8>]? {
        let a = { (c: Character) in c.asciiValue! }
        switch name {
        case "alpha": return [a("a")...a("z"), a("A")...a("Z")]
        case "digit": return [a("0")...a("9")]
        case "alnum": return [a("a")...a("z"), a("A")...a("Z"), a("0")...a("9")]
        case "upper": return [a("A")...a("Z")]
        case "lower": return [a("a")...a("z")]
        case "xdigit": return [a("0")...a("9"), a("a")...a("f"), a("A")...a("F")]
        case "space": return [9...13, 32...32]
        case "blank": return [9...9, 32...32]
        case "punct": return [33...47, 58...64, 91...96, 123...126]
        case "cntrl": return [0...31, 127...127]
        case "print": return [32...126]
        case "graph": return [33...126]
        default: return nil
        }
    }

    /// A moz-l10n path pattern (`path_regex`): stars and `{locale}`/`{android_locale}` capture, in
    /// order; everything else is itself.
    public static func mozL10n(_ pattern: String) -> GlobAutomaton {
        var g = GlobAutomaton()
        let p = Array(pattern.utf8)
        let locale = Array("{locale}".utf8), android = Array("{android_locale}".utf8)
        func at(_ k: Int, _ s: [UInt8]) -> Bool { k + s.count <= p.count && Array(p[k..<(k + s.count)]) == s }
        var k = 0
        while k < p.count {
            if p[k] == UInt8(ascii: "*") {
                let slot = g.groups
                g.groups += 1
                g.appendSave(2 * slot)
                if k + 2 < p.count, p[k + 1] == UInt8(ascii: "*"), p[k + 2] == slash { g.appendFolders(); k += 3 }
                else if k + 1 < p.count, p[k + 1] == UInt8(ascii: "*") { g.appendLoop(.any); k += 2 }
                else { g.appendLoop(.notSlash); k += 1 }
                g.appendSave(2 * slot + 1)
                continue
            }
            if at(k, locale) || at(k, android) {
                let slot = g.groups
                g.groups += 1
                g.localeGroups.append(slot)
                g.appendSave(2 * slot)
                g.appendByte(.notSlash)
                g.appendLoop(.notSlash, lazy: true)
                g.appendSave(2 * slot + 1)
                k += at(k, locale) ? locale.count : android.count
                continue
            }
            g.appendByte(.literal(p[k]))
            k += 1
        }
        g.finish()
        return g
    }

    // MARK: Matching

    /// Adds `state` and what it reaches without a byte to `set` (the nodes in order of `list`).
    private func close(_ state: Int, into seen: inout [Bool], _ list: inout [Int]) {
        var pending = [state]
        while let s = pending.popLast() {
            guard s >= 0, !seen[s] else { continue }
            seen[s] = true
            switch nodes[s] {
            case .split(let a, let b): pending.append(b); pending.append(a)
            case .save(_, let n): pending.append(n)
            case .byte, .accept: list.append(s)
            }
        }
    }

    /// Whether `path` matches: the whole of it (when `whole`), or (when `folders`) one of its
    /// prefixes that end just before a `/`, the folders it is in.
    public func matches(_ path: [UInt8], whole: Bool = true, folders: Bool = false) -> Bool {
        func accepts(_ states: [Int]) -> Bool { states.contains { if case .accept = nodes[$0] { true } else { false } } }
        var seen = [Bool](repeating: false, count: nodes.count)
        var current: [Int] = []
        close(start, into: &seen, &current)
        for (i, b) in path.enumerated() {
            if folders, b == slash, i > 0, accepts(current) { return true }
            var next: [Int] = []
            for k in seen.indices { seen[k] = false }
            for s in current {
                if case .byte(let t, let n) = nodes[s], t.accepts(b) { close(n, into: &seen, &next) }
            }
            if next.isEmpty { return false }
            current = next
        }
        return whole && accepts(current)
    }

    /// The captures of a whole match of `path` (byte ranges, one per group; nil for a group the match
    /// does not pass), or nil when it does not match.
    public func captures(_ path: [UInt8]) -> [Range<Int>?]? {
        let n = nodes.count, m = path.count
        // live[pos][state]: from `state` at `pos` the rest of the path can be matched.
        // Every epsilon edge points to a later node (fragments are appended after what leads to
        // them), so one pass from the last node back settles a position.
        var live = [Bool](repeating: false, count: n * (m + 1))
        for pos in stride(from: m, through: 0, by: -1) {
            for s in stride(from: n - 1, through: 0, by: -1) {
                switch nodes[s] {
                case .accept: live[pos * n + s] = pos == m
                case .byte(let t, let next): live[pos * n + s] = pos < m && next >= 0 && t.accepts(path[pos]) && live[(pos + 1) * n + next]
                case .split(let a, let b): live[pos * n + s] = (a >= 0 && live[pos * n + a]) || (b >= 0 && live[pos * n + b])
                case .save(_, let next): live[pos * n + s] = next >= 0 && live[pos * n + next]
                }
            }
        }
        guard live[start] else { return nil }
        var slots = [Int?](repeating: nil, count: 2 * groups)
        var s = start, pos = 0
        while true {
            switch nodes[s] {
            case .accept:
                return (0..<groups).map { g in
                    guard let a = slots[2 * g], let b = slots[2 * g + 1] else { return nil }
                    return a..<b
                }
            case .byte(_, let next): s = next; pos += 1
            case .split(let a, let b): s = (a >= 0 && live[pos * n + a]) ? a : b
            case .save(let slot, let next):
                if slot >= 0 { slots[slot] = pos }
                s = next
            }
        }
    }
}

private let slash = UInt8(ascii: "/")
