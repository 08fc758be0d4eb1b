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
            do {
                let text = String(decoding: try CatalogText.read(file, limits: limits), as: UTF8.self)
                let tokens = try DartLexer.tokens(text)
                let items = try CallSyntax.parse(tokens)
                var reader = FlutterTextReader(file: file, keys: FlutterLocalizedKey(tokens: tokens))
                reader.read(items)
                uses += reader.uses
                findings += reader.findings
                referencedKeys.formUnion(reader.referencedKeys)
            } catch let f as KotlinLexer.Failure {
                diagnostics.append(.invalidInput(SourceLocation(file: file, line: f.line), f.reason))
            } catch let e as LabelFitError {
                diagnostics.append(e)
            } catch {
                diagnostics.append(.invalidInput(SourceLocation(file: file), "\(error)"))
            }
        }
    }
}
