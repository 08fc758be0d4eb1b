import CYAML
import Foundation
import LabelFitCore

/// A YAML document as libyaml's event parser reads it (pyyaml.org/wiki/LibYAML, yaml.h
/// `yaml_parser_parse`), each node with the line and column libyaml marks it at (marks count from 0;
/// these from 1). Only the first document of a stream is a catalog (Rails' `YAML.load_file`, Symfony's
/// `Yaml::parse`, go-yaml's `Unmarshal` each read one document).
///
/// Aliases (`*name`) refer to the node their anchor (`&name`) completed: the tree shares it, so a
/// document of aliases of aliases ("billion laughs") stays as small as its text; the walk that expands
/// it (`YAMLCatalogReader`) is bounded. An alias to an anchor not yet complete (itself or an enclosing
/// node: a cycle) or never defined is an error, as in Psych (`Psych::AnchorNotDefined`) and go-yaml
/// ("unknown anchor"). YAML 1.1 merge keys (`<<: *defaults`, yaml.org/type/merge.html, which Psych,
/// Symfony's Yaml component and go-yaml apply) add the merged mappings' members the mapping lacks.
indirect enum YAMLNode {
    struct Scalar {
        var value: String
        /// An explicit tag (`!!str`, `!ruby/symbol`), as libyaml gives it.
        var tag: String?
        /// Plain (unquoted) scalars are resolved by the schema (`true`, `12`, `~`); quoted and block
        /// scalars are always strings (YAML 1.1 §3.3.2 / 1.2 §10.3.2).
        var plain: Bool
        var line: Int
        var column: Int
    }
    case scalar(Scalar)
    case sequence([YAMLNode], line: Int, column: Int)
    case mapping([(key: Scalar?, value: YAMLNode)], line: Int, column: Int)
    /// `*name` where it stands, and the node it names (never itself an alias).
    case alias(YAMLNode, line: Int, column: Int)

    var line: Int {
        switch self {
        case .scalar(let s): s.line
        case .sequence(_, let line, _), .mapping(_, let line, _), .alias(_, let line, _): line
        }
    }
    var column: Int {
        switch self {
        case .scalar(let s): s.column
        case .sequence(_, _, let column), .mapping(_, _, let column), .alias(_, _, let column): column
        }
    }
    /// Drops a tree without recursing once per level (a node's deinit would release its children
    /// recursively: 10,000 levels deep is a deep native stack): children are held on a worklist
    /// while their parent goes, as `LocatedJSON.release` does.
    static func release(_ node: inout YAMLNode?) {
        guard let top = node else { return }
        node = nil
        var pending = [top]
        while let n = pending.popLast() {
            switch n {
            case .sequence(let items, _, _): pending.append(contentsOf: items)
            case .mapping(let members, _, _): for m in members { pending.append(m.value) }
            case .scalar, .alias: break
            }
        }
    }

    /// The node itself, or the node an alias names.
    var resolved: YAMLNode {
        if case .alias(let target, _, _) = self { return target }
        return self
    }
}

enum YAMLDocument {
    struct Parsed {
        /// The document, or as much of it as came before an error (open collections closed there).
        var root: YAMLNode?
        /// How many nodes the text holds (aliases count one each): the walk's expansion is bounded by it.
        var nodeCount: Int
        /// The syntax error or limit that stopped parsing, located.
        var error: LabelFitError?
    }

    /// Deepest YAML nesting read whatever `--max-depth` allows: libyaml 0.2.5 rechecks every open flow
    /// collection's simple key for each token (scanner.c `yaml_parser_stale_simple_keys`), so reading
    /// d nested `[` costs d² steps (100,000 levels took minutes; 10,000 take well under a second).
    static let maxDepth = 10_000

    /// Parses `bytes`; nesting deeper than `maxDepth` collections stops parsing with a located error.
    static func parse(_ bytes: [UInt8], file: String, maxDepth requested: Int) -> Parsed {
        let maxDepth = min(requested, Self.maxDepth)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return Parsed(root: nil, nodeCount: 0, error: .invalidInput(SourceLocation(file: file), "the YAML parser could not start (out of memory)"))
        }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Parsed in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            // No encoding is forced: libyaml takes UTF-16 by its BOM (YAML 1.1 §5.2), UTF-8 otherwise.
            var builder = Builder(file: file, maxDepth: maxDepth)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let mark = parser.problem_mark
                    var reason = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
                    if let context = parser.context.map({ String(cString: $0) }) { reason = "\(context): \(reason)" }
                    builder.fail(.invalidInput(SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1), "YAML syntax error: \(reason)"))
                    break
                }
                let done = event.type == YAML_DOCUMENT_END_EVENT || event.type == YAML_STREAM_END_EVENT
                builder.take(event)
                yaml_event_delete(&event)
                if done || builder.error != nil { break }
            }
            return builder.finish()
        }
    }

    /// Builds nodes from events with an explicit stack of open collections (no recursion).
    private struct Builder {
        let file: String
        let maxDepth: Int
        var anchors: [String: YAMLNode] = [:]
        var error: LabelFitError?
        var nodeCount = 0
        var root: YAMLNode?
        enum Open {
            case sequence([YAMLNode], line: Int, column: Int, anchor: String?)
            case mapping([(key: YAMLNode.Scalar?, value: YAMLNode)], pendingKey: YAMLNode??, line: Int, column: Int, anchor: String?)
        }
        var stack: [Open] = []

        init(file: String, maxDepth: Int) {
            self.file = file
            self.maxDepth = maxDepth
        }

        mutating func fail(_ e: LabelFitError) { if error == nil { error = e } }

        static func string(_ p: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            p.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
        }

        mutating func take(_ event: yaml_event_t) {
            let line = Int(event.start_mark.line) + 1, column = Int(event.start_mark.column) + 1
            switch event.type {
            case YAML_SCALAR_EVENT:
                let s = event.data.scalar
                let value = s.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: s.length), as: UTF8.self) } ?? ""
                let node = YAMLNode.scalar(.init(value: value, tag: Self.string(s.tag), plain: s.style == YAML_PLAIN_SCALAR_STYLE,
                                                 line: line, column: column))
                complete(node, anchor: Self.string(s.anchor))
            case YAML_ALIAS_EVENT:
                let name = Self.string(event.data.alias.anchor) ?? ""
                guard let target = anchors[name] else {
                    fail(.invalidInput(SourceLocation(file: file, line: line, column: column),
                                       "alias '*\(name)' names no anchor defined before it (an undefined or recursive alias)"))
                    return
                }
                nodeCount += 1
                complete(.alias(target, line: line, column: column), anchor: nil)
            case YAML_SEQUENCE_START_EVENT:
                guard open(line: line, column: column) else { return }
                stack.append(.sequence([], line: line, column: column, anchor: Self.string(event.data.sequence_start.anchor)))
            case YAML_MAPPING_START_EVENT:
                guard open(line: line, column: column) else { return }
                stack.append(.mapping([], pendingKey: nil, line: line, column: column, anchor: Self.string(event.data.mapping_start.anchor)))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                close()
            default:
                break
            }
        }

        /// A collection opens: refused past `maxDepth` (libyaml 0.2.5 itself sets no depth limit).
        mutating func open(line: Int, column: Int) -> Bool {
            guard stack.count < maxDepth else {
                fail(.limitExceeded(SourceLocation(file: file, line: line, column: column), maxDepth < YAMLDocument.maxDepth ? "YAML nested deeper than \(maxDepth) levels (--max-depth)"
                    : "YAML nested deeper than \(maxDepth) levels, the most LabelFit reads (libyaml's scanning grows with the square of the depth)"))
                return false
            }
            nodeCount += 1
            return true
        }

        mutating func close() {
            guard let top = stack.popLast() else { return }
            switch top {
            case .sequence(let items, let line, let column, let anchor):
                complete(.sequence(items, line: line, column: column), anchor: anchor)
            case .mapping(var members, _, let line, let column, let anchor):
                members = merged(members)
                complete(.mapping(members, line: line, column: column), anchor: anchor)
            }
        }

        /// Members `<<` merges copied so far: bounded as alias expansion is (merges of merges of wide
        /// mappings would otherwise copy members quadratically in the text).
        var mergedMembers = 0

        /// `<<` members replaced by the members of the mapping (or sequence of mappings) they name
        /// that the mapping does not itself have; the mapping's own keys win (yaml.org/type/merge.html).
        /// Each merged value is held as an alias at the `<<` (it belongs to the merged mapping).
        mutating func merged(_ members: [(key: YAMLNode.Scalar?, value: YAMLNode)]) -> [(key: YAMLNode.Scalar?, value: YAMLNode)] {
            func isMerge(_ k: YAMLNode.Scalar?) -> Bool { k?.value == "<<" && k?.plain == true && k?.tag == nil }
            guard members.contains(where: { isMerge($0.key) }) else { return members }
            var own = members.filter { !isMerge($0.key) }
            var keys = Set(own.compactMap { $0.key?.value })
            for m in members where isMerge(m.key) {
                let sources: [YAMLNode]
                switch m.value.resolved {
                case .mapping: sources = [m.value.resolved]
                case .sequence(let items, _, _): sources = items.map(\.resolved)
                case .scalar, .alias: sources = []
                }
                for case .mapping(let merged, _, _) in sources {
                    for member in merged where keys.insert(member.key?.value ?? "").inserted {
                        mergedMembers += 1
                        guard mergedMembers <= VariantLimit.Size.times(YAMLCatalogReader.nodesPerTextNode, nodeCount + 64) else {
                            fail(.limitExceeded(SourceLocation(file: file, line: m.key!.line, column: m.key!.column),
                                                "merge keys (<<) copy more than \(YAMLCatalogReader.nodesPerTextNode) members per node of the text"))
                            return own
                        }
                        own.append((member.key, .alias(member.value.resolved, line: m.key!.line, column: m.key!.column)))
                    }
                }
            }
            return own
        }

        mutating func complete(_ node: YAMLNode, anchor: String?) {
            if case .scalar = node { nodeCount += 1 }
            if let anchor { anchors[anchor] = node }
            guard let top = stack.indices.last else {
                if root == nil { root = node }
                return
            }
            switch stack[top] {
            case .sequence(var items, let line, let column, let a):
                stack[top] = .sequence([], line: line, column: column, anchor: a)
                items.append(node)
                stack[top] = .sequence(items, line: line, column: column, anchor: a)
            case .mapping(var members, let pending, let line, let column, let a):
                stack[top] = .mapping([], pendingKey: nil, line: line, column: column, anchor: a)
                if let key = pending {
                    let scalarKey: YAMLNode.Scalar?
                    if case .scalar(let s)? = key?.resolved { scalarKey = s } else { scalarKey = nil }
                    members.append((scalarKey, node))
                    stack[top] = .mapping(members, pendingKey: nil, line: line, column: column, anchor: a)
                } else {
                    stack[top] = .mapping(members, pendingKey: .some(node), line: line, column: column, anchor: a)
                }
            }
        }

        /// The document so far: collections left open by an error are closed where it stopped.
        mutating func finish() -> Parsed {
            if error != nil {
                while !stack.isEmpty {
                    // A mapping key without its value is dropped.
                    if case .mapping(let members, .some, let line, let column, let anchor) = stack[stack.count - 1] {
                        stack[stack.count - 1] = .mapping(members, pendingKey: nil, line: line, column: column, anchor: anchor)
                    }
                    close()
                }
            }
            return Parsed(root: root, nodeCount: nodeCount, error: error)
        }
    }
}
