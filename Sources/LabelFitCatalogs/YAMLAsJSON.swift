import Foundation
import LabelFitCore

/// A YAML document as the JSON tree a JSON-shaped reader walks (slang reads its `.i18n.yaml`
/// files into the same maps as JSON: pub.dev/packages/slang "File Types"). Plain scalars are
/// resolved by YAML 1.2's core schema (`YAMLScalarKind`, as Dart's `package:yaml` loads them):
/// numbers, booleans and null are not strings. Aliases are expanded, so the copy is bounded as
/// `YAMLCatalogReader`'s walk is: at most `YAMLCatalogReader.nodesPerTextNode` × the text's nodes
/// (+64) are made, past that one located error. Built with an explicit stack, never recursion.
enum YAMLAsJSON {
    static func convert(_ root: YAMLNode, nodeCount: Int, file: String) throws -> LocatedJSON {
        var budget = VariantLimit.Size.plus(VariantLimit.Size.times(YAMLCatalogReader.nodesPerTextNode, nodeCount), 64)
        final class Frame {
            var isMapping: Bool
            var keys: [String]
            var pending: [YAMLNode]
            var next = 0
            var members: [(key: String, value: LocatedJSON, line: Int)] = []
            var items: [LocatedJSON] = []
            var line: Int
            init(isMapping: Bool, keys: [String], pending: [YAMLNode], line: Int) { self.isMapping = isMapping; self.keys = keys; self.pending = pending; self.line = line }
        }
        func leaf(_ node: YAMLNode) -> LocatedJSON? {
            guard case .scalar(let s) = node.resolved else { return nil }
            switch YAMLScalarKind(s, schema: .core) {
            case .string: return .string(s.value, line: s.line, column: s.column)
            case .other: return .null(line: s.line)
            }
        }
        func frame(_ node: YAMLNode) -> Frame? {
            switch node.resolved {
            case .mapping(let m, let line, _):
                let kept = m.filter { $0.key != nil }
                return Frame(isMapping: true, keys: kept.map { $0.key!.value }, pending: kept.map(\.value), line: line)
            case .sequence(let items, let line, _):
                return Frame(isMapping: false, keys: [], pending: items, line: line)
            default: return nil
            }
        }
        if let l = leaf(root) { return l }
        var stack = [frame(root)!]
        while let top = stack.last {
            budget -= 1
            guard budget >= 0 else { throw LabelFitError.limitExceeded(SourceLocation(file: file, line: top.line), "the YAML's aliases expand past \(YAMLCatalogReader.nodesPerTextNode) nodes per node of the text; the rest is skipped") }
            guard top.next < top.pending.count else {
                stack.removeLast()
                let built: LocatedJSON = top.isMapping ? .object(top.members, line: top.line) : .array(top.items, line: top.line)
                guard let parent = stack.last else { return built }
                if parent.isMapping { parent.members.append((parent.keys[parent.next - 1], built, top.line)) } else { parent.items.append(built) }
                continue
            }
            let node = top.pending[top.next]
            top.next += 1
            if let child = frame(node) { stack.append(child); continue }
            let value = leaf(node) ?? .null(line: top.line)
            if top.isMapping { top.members.append((top.keys[top.next - 1], value, value.line)) } else { top.items.append(value) }
        }
        return .null(line: 1)
    }
}
