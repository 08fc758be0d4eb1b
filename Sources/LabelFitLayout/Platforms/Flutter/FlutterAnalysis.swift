import Foundation
import LabelFitCatalogs
import LabelFitCore

/// A Flutter app read: every `.dart` file (`DartLexer`, `CallSyntax`, `FlutterTextReader`) with its
/// RTL rules. A file that cannot be read is a located error; every other file is still read.
public struct FlutterAnalysis: Sendable {
    public var uses: [TextUse] = []
    public var findings: [LayoutRuleFinding] = []
    public var diagnostics: [LabelFitError] = []
    public var referencedKeys = Set<String>()

    public init(files: AppSourceFiles, limits: ReadLimits = .default) {
        for file in files.dart {
            switch ParsedSourceFile.read(file, limits: limits, lexer: DartLexer.tokens) {
            case .failure(let e): diagnostics.append(e)
            case .success(let source):
                var reader = FlutterTextReader(file: file, keys: FlutterLocalizedKey(tokens: source.tokens))
                reader.read(source.items)
                uses += reader.uses
                findings += reader.findings
                referencedKeys.formUnion(reader.referencedKeys)
            }
        }
    }
}
