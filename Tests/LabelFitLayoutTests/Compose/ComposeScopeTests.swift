import Foundation
import LabelFitCore
@testable import LabelFitLayout
import XCTest

/// A composable's scope holds its parameters' defaults without holding itself: fuzz-compose's
/// LeakSanitizer found every scope with a default leaked (the default's scope was the scope itself).
final class ComposeScopeTests: XCTestCase {
    func testAScopeWithADefaultIsReleasedAfterItsWalk() throws {
        let file = try KotlinSyntax.parse("@Composable fun A(x: Int = 1) { }", path: "A.kt")
        let fn = try XCTUnwrap(file.functions.first)
        let value = try XCTUnwrap(fn.parameters.first?.defaultValue)
        weak var released: ComposeTextReader.Env?
        do {
            let env = ComposeTextReader.Env(function: fn, file: file, calls: [])
            env.bindings["x"] = .ownDefault(value)
            // Read in the scope that holds it.
            XCTAssertTrue(env.bindings["x"]?.env(in: env) === env)
            released = env
        }
        XCTAssertNil(released)
    }
}
