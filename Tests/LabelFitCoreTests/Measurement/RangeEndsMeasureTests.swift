import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// Every number `MeasureOptions.validate` accepts can be measured: the ends of each range in
/// `NumberRanges` (and values just inside), alone and together, on every profile, return a
/// measurement. A size just past the old lower end (1e-17 px) overflowed the line-height search and
/// 1e9 px scanned for hours; the ranges now stop short of both, and this walks what is left.
final class RangeEndsMeasureTests: XCTestCase {
    typealias R = NumberRanges

    /// The smallest and largest values a range accepts, and one just inside each end.
    func ends(_ r: NumberRange) -> [Double] {
        let low = r.minIncluded ? r.min : (r.min == 0 ? Double.leastNonzeroMagnitude : r.min.nextUp)
        let high = r.maxIncluded ? r.max : r.max.nextDown
        let step = r.integer ? 1 : (high - low) / 1000
        return [low, low + step, high - step, high]
    }

    /// One option set to each end of its range, the others at their defaults.
    func variations() -> [(String, (inout MeasureOptions) -> Void)] {
        var out: [(String, (inout MeasureOptions) -> Void)] = []
        for v in ends(R.size) { out.append(("size \(v)", { $0.size = v })) }
        for v in ends(R.deviceScale) { out.append(("device_scale \(v)", { $0.deviceScale = v })) }
        for v in ends(R.weight) { out.append(("weight \(v)", { $0.fontStack.weight = Int(v) })) }
        for v in ends(R.lineHeightMultiple) { out.append(("line_height \(v)", { $0.lineHeight = .multiple(v) })) }
        for v in ends(R.lineHeightPx) { out.append(("line_height \(v)px", { $0.lineHeight = .px(v) })) }
        for v in ends(R.lineHeightPercent) { out.append(("line_height \(v)%", { $0.lineHeight = .percent(v) })) }
        for v in ends(R.rowLength) {
            out.append(("inline_size \(v)", { $0.row.inlineSizePx = v }))
            out.append(("height \(v)", { $0.row.heightPx = v }))
        }
        for v in ends(R.rowSpacing) {
            out.append(("padding \(v)", { $0.row.paddingInlineStartPx = v; $0.row.paddingInlineEndPx = v; $0.row.paddingBlockPx = v }))
            out.append(("icon \(v)", { $0.row.iconSizePx = v; $0.row.iconGapPx = v }))
            out.append(("min_block_size \(v)", { $0.row.minBlockSizePx = v }))
        }
        for v in ends(R.maxLines) { out.append(("max_lines \(v)", { $0.row.inlineSizePx = 40; $0.row.maxLines = Int(v) })) }
        for v in ends(R.clipTolerance) { out.append(("clip_tolerance \(v)", { $0.clipTolerancePx = v })) }
        // Every large end at once: the largest glyphs, device pixels and line boxes.
        out.append(("all largest", {
            $0.size = R.size.max; $0.deviceScale = R.deviceScale.max; $0.lineHeight = .px(R.lineHeightPx.max)
            $0.row.inlineSizePx = R.rowLength.max; $0.row.maxLines = Int(R.maxLines.max)
        }))
        out.append(("all smallest", {
            $0.size = R.size.min; $0.deviceScale = R.deviceScale.min; $0.lineHeight = .multiple(Double.leastNonzeroMagnitude)
            $0.row.inlineSizePx = Double.leastNonzeroMagnitude; $0.row.maxLines = 1
        }))
        return out
    }

    func testEveryRangeEndIsMeasuredOnEveryProfile() throws {
        var measured = 0
        for profile in Profile.allCases {
            for (name, set) in variations() {
                var o = MeasureOptions.defaults(for: profile)
                set(&o)
                XCTAssertNoThrow(try o.validate(), "\(profile) \(name): inside its range")
                for (text, locale) in [("Delete all files", "en"), ("حذف كل الملفات", "ar")] {
                    let m = try Fixtures.measurer.measure(text, locale: locale, options: o)
                    XCTAssertTrue(m.widthPx.isFinite, "\(profile) \(name) \(locale)")
                    measured += 1
                }
            }
        }
        // A second count of the work: profiles × variations × two texts.
        XCTAssertEqual(measured, Profile.allCases.count * variations().count * 2)
    }
}
