import Foundation
import XCTest
@testable import LabelFitCheck
@testable import LabelFitCore
@testable import LabelFitServer
import LabelFitTestSupport

/// Every number a request gives, checked before layout: out of range is a 400 naming the field, the
/// value and the range (from NumberRanges, the one table the CLI and labelfit.json use too); unknown
/// fields are refused at every level; messages name JSON paths, never the decoder's wording.
extension ServerTests {
    func message(_ r: Reply) -> String { (r.json["error"] as? [String: Any])?["message"] as? String ?? r.text }

    func assertRefused(_ path: String, _ json: String, naming field: String, _ range: NumberRange? = nil, value: String? = nil,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let r = try post(path, json)
        XCTAssertEqual(r.status, 400, "\(path) \(json): \(r.text)", file: file, line: line)
        let m = message(r)
        XCTAssertTrue(m.hasPrefix(field + ":") || m.contains("'\(field)'"), "\(json) → \(m)", file: file, line: line)
        if let range { XCTAssertTrue(m.contains(range.description), "\(json) → \(m)", file: file, line: line) }
        if let value { XCTAssertTrue(m.contains(value), "\(json) → \(m)", file: file, line: line) }
        for leak in ["Expected to decode", "Index ", "CodingKeys", "not valid JSON", "Dictionary<"] {
            XCTAssertFalse(m.contains(leak), "\(json) → \(m)", file: file, line: line)
        }
    }

    func testTheCrashInputIsRefusedOnEveryRouteProfileAndForm() throws {
        let routes: [(String, String)] = [("/v1/measure", #""ar":"حذف""#), ("/v1/render", #""ar":"حذف""#),
                                          ("/v1/check", #""pairs":[{"en":"Delete","ar":"حذف"}]"#)]
        for (path, strings) in routes {
            for profile in Profile.allCases {
                // 1e17 as a JSON number and as a string, an integer that big, and past Double's range.
                for (form, value) in [("1e17", "1e+17"), (#""1e17""#, "1e+17"), ("100000000000000000", "1e+17"), ("1e400", "infinity")] {
                    try assertRefused(path, #"{\#(strings),"profile":"\#(profile.rawValue)","line_height":\#(form)}"#,
                                      naming: "line_height", NumberRanges.lineHeightMultiple, value: value)
                }
                try assertRefused(path, #"{\#(strings),"profile":"\#(profile.rawValue)","line_height":"1e17px"}"#,
                                  naming: "line_height", NumberRanges.lineHeightPx)
            }
        }
        XCTAssertEqual(try request("GET", "/healthz").status, 200, "still up")
    }

    func testEveryNumericFieldIsHeldToItsRange() throws {
        let ar = #""ar":"حذف""#
        try assertRefused("/v1/measure", #"{\#(ar),"weight":-1}"#, naming: "weight", NumberRanges.weight, value: "-1")
        try assertRefused("/v1/measure", #"{\#(ar),"weight":400.5}"#, naming: "weight", NumberRanges.weight, value: "400.5")
        try assertRefused("/v1/measure", #"{\#(ar),"size":0}"#, naming: "size", NumberRanges.size, value: "0")
        try assertRefused("/v1/measure", #"{\#(ar),"size":1e-400}"#, naming: "size", NumberRanges.size)
        try assertRefused("/v1/measure", #"{\#(ar),"size":-0}"#, naming: "size", NumberRanges.size)
        try assertRefused("/v1/measure", #"{\#(ar),"device_scale":100}"#, naming: "device_scale", NumberRanges.deviceScale)
        try assertRefused("/v1/measure", #"{\#(ar),"row":{"padding_inline_start_px":-1}}"#, naming: "row.padding_inline_start_px", NumberRanges.rowSpacing)
        try assertRefused("/v1/render", #"{\#(ar),"row":{"padding_block_px":1e300}}"#, naming: "row.padding_block_px", NumberRanges.rowSpacing)
        try assertRefused("/v1/measure", #"{\#(ar),"row":{"height_px":-1}}"#, naming: "row.height_px", NumberRanges.rowLength, value: "-1")
        try assertRefused("/v1/measure", #"{\#(ar),"row":{"inline_size_px":0}}"#, naming: "row.inline_size_px", NumberRanges.rowLength)
        try assertRefused("/v1/measure", #"{\#(ar),"row":{"max_lines":99999999999999999999999}}"#, naming: "row.max_lines", NumberRanges.maxLines)
        try assertRefused("/v1/measure", #"{\#(ar),"platform":{"line_spacing_multiplier":0}}"#, naming: "platform.line_spacing_multiplier", NumberRanges.lineSpacingMultiplier)
        try assertRefused("/v1/measure", #"{\#(ar),"clip_tolerance_px":-0.5}"#, naming: "clip_tolerance_px", NumberRanges.clipTolerance)
        try assertRefused("/v1/check", #"{"pairs":[{"en":"a","ar":"ب"},{"en":"a","ar":"ب","max_width_px":-1}]}"#,
                          naming: "pairs[1].max_width_px", NumberRanges.budgetPx, value: "-1")
        try assertRefused("/v1/check", #"{"pairs":[{"en":"a","ar":"ب"}],"max_growth":-1}"#, naming: "max_growth", NumberRanges.maxGrowth)
        try assertRefused("/v1/check", #"{"pairs":[{"en":"a","ar":"ب"}],"max_lines":0}"#, naming: "max_lines", NumberRanges.maxLines)
        try assertRefused("/v1/measure", #"{\#(ar),"line_height":"NaN"}"#, naming: "line_height")
        try assertRefused("/v1/measure", #"{\#(ar),"size":"NaN"}"#, naming: "size")
        // At the edges of the ranges the same values are accepted.
        XCTAssertEqual(try post("/v1/measure", #"{\#(ar),"weight":1000,"row":{"padding_block_px":0,"height_px":100000},"line_height":100}"#).status, 200)
    }

    func testUnknownFieldsAndWrongTypesAreNamedByTheirJSONPath() throws {
        let ar = #""ar":"حذف""#
        try assertRefused("/v1/measure", #"{\#(ar),"row":{"width":100}}"#, naming: "row.width")
        try assertRefused("/v1/measure", #"{\#(ar),"colour":"red"}"#, naming: "colour")
        try assertRefused("/v1/measure", #"{\#(ar),"platform":{"line_spacing":2}}"#, naming: "platform.line_spacing")
        try assertRefused("/v1/check", #"{"pairs":[{"en":"a","ar":"ب","note":"x"}]}"#, naming: "pairs[0].note")
        try assertRefused("/v1/render", #"{\#(ar),"sides":"source"}"#, naming: "sides")
        try assertRefused("/v1/check", #"{"pairs":{}}"#, naming: "pairs")
        try assertRefused("/v1/check", #"{"pairs":[1]}"#, naming: "pairs[0]")
        try assertRefused("/v1/check", #"{"pairs":[{"en":5}]}"#, naming: "pairs[0].en")
        try assertRefused("/v1/measure", #"{\#(ar),"features":["kern",1]}"#, naming: "features[1]")
        try assertRefused("/v1/measure", #"{\#(ar),"row":{"overflow":"scroll"}}"#, naming: "row.overflow")
        XCTAssertEqual(message(try post("/v1/measure", "[1]")), "the request body must be a JSON object")
        XCTAssertEqual(message(try post("/v1/check", "{}")), "pairs: missing")
        XCTAssertEqual(message(try post("/v1/check", #"{"pairs":[]}"#)), "pairs: empty; give at least one pair to check")
    }

    func testEmptyStringsAreTheSameAsNone() throws {
        let none = try post("/v1/measure", "{}")
        let empty = try post("/v1/measure", #"{"ar":"","en":""}"#)
        XCTAssertEqual(none.status, 400)
        XCTAssertEqual(empty.status, none.status)
        XCTAssertEqual(message(empty), message(none))
        XCTAssertEqual(try post("/v1/render", #"{"ar":"","en":""}"#).status, 400)
    }

    /// docs/openapi.yaml states each numeric field's bounds; they must be the ones NumberRanges enforces.
    func testOpenAPIBoundsAreNumberRanges() throws {
        let yaml = try String(contentsOf: Fixtures.root.appendingPathComponent("docs/openapi.yaml"), encoding: .utf8)
        // Every `name: {type: number, ...}` (or integer) flow mapping, wherever it appears.
        var found: [String: [String: String]] = [:]
        let pattern = try NSRegularExpression(pattern: #"([a-z_]+): \{(type: (?:number|integer)[^{}]*)\}"#)
        for m in pattern.matches(in: yaml, range: NSRange(yaml.startIndex..., in: yaml)) {
            let name = String(yaml[Range(m.range(at: 1), in: yaml)!])
            var props: [String: String] = [:]
            for part in yaml[Range(m.range(at: 2), in: yaml)!].split(separator: ",") {
                let kv = part.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if kv.count == 2 { props[kv[0]] = kv[1] }
            }
            if let previous = found[name] { XCTAssertEqual(previous, props, "\(name) is described twice, differently") }
            found[name] = props
        }
        // line_height's number form sits in a oneOf.
        let lh = try NSRegularExpression(pattern: #"line_height:\s*\n\s*oneOf: \[\{(type: number[^{}]*)\}"#)
        if let m = lh.firstMatch(in: yaml, range: NSRange(yaml.startIndex..., in: yaml)) {
            var props: [String: String] = [:]
            for part in yaml[Range(m.range(at: 1), in: yaml)!].split(separator: ",") {
                let kv = part.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if kv.count == 2 { props[kv[0]] = kv[1] }
            }
            found["line_height"] = props
        }
        func number(_ s: String?) -> Double? { s.flatMap(Double.init) }
        for (name, range) in RequestSchema.numericFields {
            guard let props = found[name] else { XCTFail("\(name) has no numeric schema in openapi.yaml"); continue }
            XCTAssertEqual(props["type"], range.integer ? "integer" : "number", name)
            XCTAssertEqual(number(props["minimum"]), range.min, "\(name) minimum")
            XCTAssertEqual(number(props["maximum"]), range.max, "\(name) maximum")
            XCTAssertEqual(props["exclusiveMinimum"] == "true", !range.minIncluded, "\(name) exclusiveMinimum")
            XCTAssertEqual(props["exclusiveMaximum"] == "true", !range.maxIncluded, "\(name) exclusiveMaximum")
        }
    }

    /// The schema's field names are the decoder's: a field it accepts but nothing reads would be
    /// silently ignored, the very thing unknown-field errors are for.
    func testSchemaFieldsAreTheDecodersFields() throws {
        var row = RowPatch()
        row.inlineSizePx = 1; row.paddingInlineStartPx = 1; row.paddingInlineEndPx = 1; row.iconSizePx = 1; row.iconGapPx = 1
        row.paddingBlockPx = 1; row.heightPx = 1; row.minBlockSizePx = 1; row.overflow = .wrap; row.maxLines = 1; row.overflowWrapAnywhere = true
        let rowKeys = try JSONSerialization.jsonObject(with: JSONEncoder().encode(row)) as! [String: Any]
        XCTAssertEqual(Set(rowKeys.keys), Set(RequestSchema.row.keys))
        let platformKeys = try JSONSerialization.jsonObject(with: JSONEncoder().encode(PlatformOptions())) as! [String: Any]
        XCTAssertEqual(Set(platformKeys.keys), Set(RequestSchema.platform.keys))
        // Each layout field, given alone with a value the server accepts, answers 200.
        let samples: [String: String] = ["profile": #""web""#, "font": #""Roboto""#, "source_font": #""Roboto""#, "target_font": #""Amiri""#,
                                         "weight": "700", "size": "20", "line_height": "1.5", "device_scale": "2", "features": #"["kern"]"#,
                                         "row": #"{"inline_size_px":100}"#, "platform": #"{"include_font_padding":false}"#, "clip_tolerance_px": "1",
                                         "font_stretch": "75", "font_variation_settings": #""\"wdth\" 80""#]
        XCTAssertEqual(Set(samples.keys), Set(RequestSchema.layout.keys))
        for (k, v) in samples {
            let r = try post("/v1/measure", #"{"ar":"حذف","\#(k)":\#(v)}"#)
            XCTAssertEqual(r.status, 200, "\(k): \(r.text)")
        }
    }

    func testMissingGlyphsAreNeverFits() throws {
        // Whether Noto Sans Arabic UI draws these, asked of hb-shape: glyph 0 is .notdef.
        let font = Fixtures.font("NotoSansArabicUI-Regular.ttf")
        let text = "حذف 🙂 ꯀ 𓀀"
        let glyphs = try HBShape.run(font: font, text: text, upem: 1000)
        XCTAssertTrue(glyphs.contains { $0.g == 0 }, "the font covers everything; pick other characters")
        let measured = try post("/v1/measure", #"{"ar":"\#(text)","target_font":"Noto Sans Arabic UI","row":{"inline_size_px":2000}}"#)
        XCTAssertEqual(measured.status, 200, measured.text)
        let result = measured.json["result"] as! [String: Any]
        XCTAssertEqual(result["verdict"] as? String, "missing-glyphs")
        XCTAssertFalse(((result["target"] as! [String: Any])["missing"] as! [Any]).isEmpty)
        let checked = try post("/v1/check", #"{"pairs":[{"en":"Delete","ar":"\#(text)"}],"target_font":"Noto Sans Arabic UI","row":{"inline_size_px":2000}}"#)
        XCTAssertEqual(checked.status, 200)
        let strings = try ServerTests.dechunked(checked)["strings"] as! [[String: Any]]
        XCTAssertEqual(strings.first?["verdict"] as? String, "missing-glyphs")
        // A string the font draws whole still fits.
        XCTAssertFalse(try HBShape.run(font: font, text: "حذف", upem: 1000).contains { $0.g == 0 })
        let plain = try post("/v1/measure", #"{"ar":"حذف","target_font":"Noto Sans Arabic UI","row":{"inline_size_px":2000}}"#)
        XCTAssertEqual((plain.json["result"] as! [String: Any])["verdict"] as? String, "fits")
    }

    func testVerdictOrder() {
        XCTAssertEqual(Verdict(missingGlyphs: true, clipped: true, truncated: true, lines: 3), .missingGlyphs)
        XCTAssertEqual(Verdict(missingGlyphs: false, clipped: true, truncated: true, lines: 3), .clips)
        XCTAssertEqual(Verdict(missingGlyphs: false, clipped: false, truncated: true, lines: 3), .truncates)
        XCTAssertEqual(Verdict(missingGlyphs: false, clipped: false, truncated: false, lines: 2), .wraps)
        XCTAssertEqual(Verdict(missingGlyphs: false, clipped: false, truncated: false, lines: 1), .fits)
        // `untranslated` is never measured, only set by check; it outranks every measured verdict.
        XCTAssertEqual(Verdict.allCases.sorted(), [.fits, .wraps, .truncates, .clips, .missingGlyphs, .untranslated])
    }

    func testConfigIsThePagesDefaults() throws {
        let r = try request("GET", "/v1/config")
        XCTAssertEqual(r.status, 200)
        // The suite's server: CheckConfiguration() with these fonts (set in ServerTests.server).
        XCTAssertEqual(r.json["target_font"] as? String, "Roboto, Noto Naskh Arabic UI")
        XCTAssertEqual(r.json["profile"] as? String, "web")
        let ranges = r.json["ranges"] as! [String: [String: Any]]
        XCTAssertEqual(ranges["row.inline_size_px"]?["max"] as? Double, NumberRanges.rowLength.max)
        XCTAssertEqual(ranges["line_height"]?["text"] as? String, NumberRanges.lineHeightMultiple.description)
    }
}

extension ServerTests {
    /// A size below half a pixel overflowed the line-height search and killed the whole server with one
    /// request: it is a 400 naming `size` on every route, the server still answers, and the range's own
    /// ends are measured.
    func testASizeBelowHalfAPixelIsRefusedAndTheServerStaysUp() throws {
        let routes: [(String, String)] = [("/v1/measure", #""en":"Hello","ar":"مرحبا""#), ("/v1/render", #""ar":"مرحبا""#),
                                          ("/v1/check", #""pairs":[{"en":"Hello","ar":"مرحبا"}]"#)]
        for (path, strings) in routes {
            for size in ["1e-20", "1e-17", "0.49", "1000.5", "1e9"] {
                try assertRefused(path, #"{\#(strings),"size":\#(size)}"#, naming: "size", NumberRanges.size)
            }
            XCTAssertEqual(try request("GET", "/healthz").json["status"] as? String, "ok", "still up after \(path)")
            for size in ["0.5", "1000"] {
                XCTAssertEqual(try post(path, #"{\#(strings),"size":\#(size)}"#).status, 200, "\(path) size \(size)")
            }
        }
    }
}
