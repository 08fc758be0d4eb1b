import Foundation
import XCTest
@testable import LabelFitCheck
@testable import LabelFitCore
@testable import LabelFitServer
import LabelFitTestSupport

/// A server whose `labelfit.json` has `devices` (as `labelfit init` writes it) measures a request's
/// own row and size as given: the configuration's strictest device fills only what the request leaves
/// out. The numbers come from a hand calculation (linear scaling: 16 × 1.25 = 20; the row's text
/// width is the width less the insets, 16 + 16), from hb-shape, and from a second server configured
/// by hand with the same row and size and no devices.
final class DeviceRowOverrideTests: XCTestCase {
    static let registry = try! FontRegistry(bundledDirectory: Fixtures.fonts)

    static func handler(devices: Bool, row: RowGeometry = RowGeometry(), size: Double = 16) -> APIHandler {
        var config = CheckConfiguration()
        config.fonts = ["en": "Roboto", "ar": "Noto Naskh Arabic UI"]
        config.size = size
        config.lineHeight = .multiple(1.5)
        config.row = row
        if devices {
            config.devices = DeviceProfiles(contentWidths: ["phone": 360, "small-phone": 320], fontScaling: .linear,
                                            fontScales: [1, 1.25], rowInsetStart: 16, rowInsetEnd: 16)
        }
        return APIHandler(config: config, registry: registry, limits: ServerLimits(), version: "test")
    }

    static func withDevices() -> APIHandler { handler(devices: true) }

    /// The same settings written out by hand: the row and scaled size the request asks for, no devices.
    static func byHand(width: Double, size: Double) -> APIHandler {
        var row = RowGeometry()
        row.inlineSizePx = width
        row.paddingInlineStartPx = 16
        row.paddingInlineEndPx = 16
        return handler(devices: false, row: row, size: size)
    }

    func json(_ r: HTTPResponse) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(r.body))) as? [String: Any] ?? [:]
    }

    func post(_ h: APIHandler, _ path: String, _ body: String) -> HTTPResponse {
        h.handle(method: "POST", path: path, body: Array(body.utf8))
    }

    func target(_ r: HTTPResponse) -> [String: Any] { (json(r)["result"] as? [String: Any])?["target"] as? [String: Any] ?? [:] }

    func testConfigShowsTheStrictestDeviceAndARequestThatSetsNothingIsMeasuredThere() throws {
        let h = Self.withDevices()
        let config = json(h.handle(method: "GET", path: "/v1/config", body: []))
        let row = config["row"] as! [String: Any]
        XCTAssertEqual(row["inline_size_px"] as? Double, 320, "the narrowest content width")
        XCTAssertEqual(row["padding_inline_start_px"] as? Double, 16)
        XCTAssertEqual(config["size"] as? Double, 20, "16 × 1.25, the largest text size")
        let r = post(h, "/v1/measure", #"{"en":"Delete","ar":"حذف"}"#)
        XCTAssertEqual(r.status, 200, String(decoding: r.body, as: UTF8.self))
        XCTAssertEqual(target(r)["available_width_px"] as? Double, 320 - 16 - 16)
    }

    func testARequestRowWidthReplacesTheDevicesWidthAndKeepsTheirInsets() throws {
        let text = #"{"en":"Add to Home Screen","ar":"إضافة إلى الشاشة الرئيسية","row":{"inline_size_px":200}}"#
        let r = post(Self.withDevices(), "/v1/measure", text)
        XCTAssertEqual(r.status, 200, "a request's row width is not refused beside the configuration's devices: " + String(decoding: r.body, as: UTF8.self))
        XCTAssertEqual(target(r)["available_width_px"] as? Double, 200 - 16 - 16)
        let settings = json(r)["settings"] as! [String: Any]
        XCTAssertEqual(settings["size_px"] as? Double, 20, "the devices' text size still applies: the request set no size")
        // The same answer as a server configured by hand with that row and size, byte for byte.
        let hand = post(Self.byHand(width: 200, size: 20), "/v1/measure", #"{"en":"Add to Home Screen","ar":"إضافة إلى الشاشة الرئيسية"}"#)
        XCTAssertEqual(hand.status, 200)
        XCTAssertEqual(String(decoding: r.body, as: UTF8.self), String(decoding: hand.body, as: UTF8.self))
        // /v1/check and /v1/render take the same row.
        let check = post(Self.withDevices(), "/v1/check", #"{"pairs":[{"en":"Delete","ar":"حذف"}],"row":{"inline_size_px":200}}"#)
        XCTAssertEqual(check.status, 200)
        let render = post(Self.withDevices(), "/v1/render", #"{"ar":"حذف","row":{"inline_size_px":200}}"#)
        XCTAssertEqual(render.status, 200)
    }

    func testARequestSizeIsDrawnAtThatSizeNotScaledAgain() throws {
        let r = post(Self.withDevices(), "/v1/measure", #"{"en":"Delete","ar":"حذف","size":18}"#)
        XCTAssertEqual(r.status, 200)
        let expected = try HBShape.width(font: Fixtures.font("NotoNaskhArabicUI-Regular.ttf"), text: "حذف", upem: 1000, size: 18)
        XCTAssertEqual(target(r)["width_px"] as! Double, expected, accuracy: 0.01, "18 px as asked, not 18 × 1.25")
        XCTAssertEqual((json(r)["settings"] as! [String: Any])["size_px"] as? Double, 18)
    }

    func testARequestRowInsetsHeightAndOverflowReplaceTheDevices() throws {
        let body = #"{"en":"Add to Home Screen","ar":"إضافة إلى الشاشة الرئيسية","row":{"inline_size_px":150,"padding_inline_start_px":4,"padding_inline_end_px":6,"overflow":"nowrap-ellipsis","height_px":40}}"#
        let r = post(Self.withDevices(), "/v1/measure", body)
        XCTAssertEqual(r.status, 200)
        XCTAssertEqual(target(r)["available_width_px"] as? Double, 150 - 4 - 6)
        let row = (json(r)["settings"] as! [String: Any])["row"] as! [String: Any]
        XCTAssertEqual(row["overflow"] as? String, "nowrap-ellipsis")
        XCTAssertEqual(row["height_px"] as? Double, 40)
        XCTAssertEqual((json(r)["result"] as! [String: Any])["verdict"] as? String, "truncates")
    }

    /// Only a request names its own row: in a `labelfit.json`, a row width beside `devices` is still
    /// refused (one of the two would be ignored), and the server says so for every request.
    func testAConfigurationWithBothIsStillRefused() throws {
        var row = RowGeometry()
        row.inlineSizePx = 300
        var config = CheckConfiguration()
        config.row = row
        config.devices = DeviceProfiles(contentWidths: ["phone": 360], fontScaling: .linear, rowInsetStart: 0, rowInsetEnd: 0)
        XCTAssertThrowsError(try config.applyingDevices()) { error in
            XCTAssertTrue("\(error)".contains("row.inline_size_px"), "\(error)")
        }
        let h = Self.handler(devices: true, row: row)
        let r = post(h, "/v1/measure", #"{"en":"Delete","ar":"حذف","row":{"inline_size_px":200}}"#)
        XCTAssertEqual(r.status, 400)
        XCTAssertTrue(String(decoding: r.body, as: UTF8.self).contains("devices: both this and row.inline_size_px"))
    }
}
