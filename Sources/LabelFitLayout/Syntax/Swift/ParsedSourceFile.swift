import LabelFitCatalogs
import LabelFitCore

/// One Swift or Dart file read for its calls: its text within the read limits, its tokens by the
/// language's lexer, and its call syntax (`CallSyntax`), which both languages share. What stops a
/// file — too large, not lexable, nested past a bound — is one located error, so the caller names it
/// and still reads every other file.
struct ParsedSourceFile {
    let file: String
    let tokens: [SourceToken]
    let items: [CallExpr]

    static func read(_ file: String, limits: ReadLimits,
                     lexer: (String) throws(KotlinLexer.Failure) -> [SourceToken]) -> Result<ParsedSourceFile, LabelFitError> {
        do {
            let text = String(decoding: try CatalogText.read(file, limits: limits), as: UTF8.self)
            let tokens = try lexer(text)
            return .success(ParsedSourceFile(file: file, tokens: tokens, items: try CallSyntax.parse(tokens)))
        } catch let f as KotlinLexer.Failure {
            return .failure(.invalidInput(SourceLocation(file: file, line: f.line), f.reason))
        } catch let e as LabelFitError {
            return .failure(e)
        } catch {
            return .failure(.invalidInput(SourceLocation(file: file), "\(error)"))
        }
    }
}
