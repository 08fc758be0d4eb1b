import Foundation
import LabelFitCore
@testable import LabelFitLayout
import XCTest
import LabelFitTestSupport

/// Reads a real Compose app named by `LABELFIT_COMPOSE_APP` (a folder; skipped without it) and prints
/// every use found, for judging by hand; asserts only that every Kotlin file was read.
final class ComposeRealAppProbe: XCTestCase {
    func testReadsARealApp() throws {
        guard let root = ProcessInfo.processInfo.environment["LABELFIT_COMPOSE_APP"] else { throw XCTSkip("LABELFIT_COMPOSE_APP not set") }
        let paths = FileManager.default.enumerator(atPath: root)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".kt") }.map { root + "/" + $0 }
        let result = ComposeTextReader.read(paths: paths, relativeTo: root)
        let (uses, problems) = (result.uses, result.problems)
        for f in result.findings { print("RULE \(f.rule) \(f.location): \(f.message)") }
        for p in problems { print("PROBLEM \(p.location): \(p.reason)") }
        for u in uses {
            let w: String
            switch u.constraint.width?.value {
            case .fixed(let f): w = "fixed \(f)"
            case .profileMinus(let i): w = "profile-\(i)"
            case .capped: w = u.constraint.width!.value.formula
            case .unknown(let why): w = "unknown: \(why)"
            case nil: w = "nil"
            }
            print("USE \(u.key) @\(u.site) maxLines=\(u.constraint.maxLines?.value.description ?? "-") overflow=\(u.constraint.overflow?.value.rawValue ?? "-") size=\(u.constraint.textSizeSp?.value.description ?? "-") lh=\(u.constraint.lineHeightSp?.value.description ?? "-") width=\(w)")
        }
        print("TOTAL uses \(uses.count), distinct keys \(Set(uses.map(\.key)).count), problems \(problems.count)")
        XCTAssertTrue(problems.isEmpty)
    }
}
