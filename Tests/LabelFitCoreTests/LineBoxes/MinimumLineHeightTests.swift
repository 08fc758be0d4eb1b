import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// The shortcut the CSS model takes (starting the scan at a proven bound) must give exactly what a
/// scan from 5 × the size gives.
final class MinimumLineHeightTests: XCTestCase {
    func testTheBoundedScanEqualsTheFullScan() throws {
        for stack in ["Roboto", "Noto Naskh Arabic UI", "Amiri", "Roboto, Noto Naskh Arabic", "Noto Sans Arabic"] {
            for dsf in [1.0, 2.0, 3.0] {
                for size in [12.0, 17.0, 20.0] {
                    for text in ["يجح", "Delete", "إضافة إلى الشاشة الرئيسية", "بِسْمِ", "Add to Home Screen"] {
                        let faces = try Fixtures.registry.faces(for: FontStack(parsing: stack))
                        let m = try Fixtures.measurer.measure(text, locale: "ar", options: Fixtures.options(stack, size: size, deviceScale: dsf))
                        let model = CSSLineBoxModel(size: size, deviceScale: dsf)
                        func clips(_ px: Double) -> Bool {
                            let box = model.box(primary: faces[0], fallbacks: [], first: true, last: true, lineHeightPx: px)
                            return m.ink.topPx > box.topPx || m.ink.bottomPx > box.bottomPx
                        }
                        let full = MinimumLineHeight.find(size: size, deviceScale: dsf, clips: clips)
                        XCTAssertEqual(m.minLineHeight, full, "\(stack) \(text) \(size)px dsf \(dsf)")
                    }
                }
            }
        }
    }

    /// Wrapped labels: every line's ink against its own box, line by line, as the definition says.
    func testWrappedLabelsEqualTheLineByLineScan() throws {
        for stack in ["Roboto, Noto Naskh Arabic UI", "Noto Sans Arabic UI", "Amiri"] {
            for dsf in [1.0, 2.0] {
                for text in ["إضافة إلى الشاشة الرئيسية", "نقل إلى سلة المهملات بِسْمِ يجح", "Add to Home Screen and Share with Everyone"] {
                    let faces = try Fixtures.registry.faces(for: FontStack(parsing: stack))
                    let m = try Fixtures.measurer.measure(text, locale: "ar", options: Fixtures.options(stack, size: 17, deviceScale: dsf, width: 70))
                    XCTAssertGreaterThan(m.lineDetails.count, 1, text)
                    let model = CSSLineBoxModel(size: 17, deviceScale: dsf)
                    func clips(_ px: Double) -> Bool {
                        m.lineDetails.contains { line in
                            let box = model.box(primary: faces[0], fallbacks: [], first: true, last: true, lineHeightPx: px)
                            return line.ink.topPx > box.topPx || line.ink.bottomPx > box.bottomPx
                        }
                    }
                    XCTAssertEqual(m.minLineHeight, MinimumLineHeight.find(size: 17, deviceScale: dsf, clips: clips), "\(stack) \(text) dsf \(dsf)")
                }
            }
        }
    }

    /// The defining property, checked by measuring again: at the reported unitless minimum nothing
    /// clips, and 0.01 less clips. At a fractional size (WebKit resolves a number against the size
    /// rounded half up) and a fractional device scale (Blink resolves a number in float32), the search's
    /// unitless candidates must resolve the way `.multiple(u)` does, or the answer is a step off.
    func testTheUnitlessMinimumIsWhatMeasuringAgainSays() throws {
        let rows = try String(contentsOf: Fixtures.root.appendingPathComponent("Corpus/tsv/action-sheet-labels.tsv"), encoding: .utf8)
            .split(separator: "\n").dropFirst().compactMap { $0.split(separator: "\t").dropFirst(2).first.map(String.init) }
        XCTAssertGreaterThan(rows.count, 20)
        let settings: [(WebPlatform, Double, Double)] = [(.webkitgtk, 16.5, 1), (.webkitgtk, 13.5, 2), (.headless, 18, 1.25), (.headless, 15.5, 1.5)]
        for (platform, size, dsf) in settings {
            for text in rows {
                var o = Fixtures.options("Noto Naskh Arabic UI", size: size, deviceScale: dsf)
                o.platform.webPlatform = platform
                let m = try Fixtures.measurer.measure(text, locale: "ar", options: o)
                let u = m.minLineHeight.unitless
                XCTAssertTrue(m.minLineHeight.found)
                var at = o
                at.lineHeight = .multiple(u)
                XCTAssertFalse(try Fixtures.measurer.measure(text, locale: "ar", options: at).clip.clips, "\(platform) \(size) \(dsf) «\(text)» at \(u)")
                guard u > 0.01 else { continue }
                at.lineHeight = .multiple(((u - 0.01) * 100).rounded() / 100)
                XCTAssertTrue(try Fixtures.measurer.measure(text, locale: "ar", options: at).clip.clips, "\(platform) \(size) \(dsf) «\(text)» at \(u) − 0.01")
            }
        }
    }

    /// A whole-px start that clips although the unitless start does not: size 9.99, the unitless scan starts
    /// at 5 × 9.99 = 49.95 px (clip-free here), the whole-px scan at ceil(49.95) = 50, which clips. Every
    /// whole px from 51 up is clip-free and 50 is not, so the answer is 51, not the clipping 50.
    func testAWholePxStartThatClipsIsNotTheAnswer() {
        let clips = { (px: Double) in px < 30 || px == 50 }
        XCTAssertFalse(clips(49.95))
        let r = MinimumLineHeight.find(size: 9.99, clips: clips)
        XCTAssertTrue(r.found)
        XCTAssertEqual(r.wholePx, 51)
        XCTAssertFalse(clips(Double(r.wholePx)))
    }
}
