import LabelFitCheck
import LabelFitCore

/// A phone a use is measured on: its width in dp, the user's font scale and the device's API level
/// (which decides the font-scale curve, `AndroidFontScale`). Text is laid out at density 1 (1 dp = 1 px)
/// unless `density` says otherwise; metrics then round in device pixels as the line model does.
public struct DeviceProfile: Sendable, Hashable, Codable {
    public var name: String
    public var widthDp: Double
    public var fontScale: Double
    public var api: Int
    public var density: Double

    public init(name: String? = nil, widthDp: Double, fontScale: Double, api: Int = 34, density: Double = 1) {
        self.widthDp = widthDp
        self.fontScale = fontScale
        self.api = api
        self.density = density
        self.name = name ?? "\(ShortNumber.text(widthDp))dp@\(ShortNumber.text(fontScale))x"
    }

    /// The defaults: the narrow (320 dp), common (360 dp) and large (411 dp, Pixel) phone widths, each at
    /// font scale 1.0 and 1.3 (Android's "Large" font size step), on API 34 (Android 14's curve).
    public static let defaults: [DeviceProfile] = [320, 360, 411].flatMap { w in [1.0, 1.3].map { DeviceProfile(widthDp: w, fontScale: $0) } }

    /// The text size in px the line model gets for `sp` on this profile.
    public func textSizePx(sp: Double) -> Double { AndroidFontScale.convertSpToDp(sp, fontScale: fontScale, api: api) * density }

    enum CodingKeys: String, CodingKey { case name, widthDp = "width_dp", fontScale = "font_scale", api, density }

    /// `layout.profiles` entries in `labelfit.json`; every number is checked against `NumberRanges`.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let width = try c.decode(Double.self, forKey: .widthDp)
        let scale = try c.decodeIfPresent(Double.self, forKey: .fontScale) ?? 1
        let api = try c.decodeIfPresent(Int.self, forKey: .api) ?? 34
        let density = try c.decodeIfPresent(Double.self, forKey: .density) ?? 1
        try NumberRanges.screenWidth.check(width, field: "layout.profiles.width_dp")
        try NumberRanges.fontScale.check(scale, field: "layout.profiles.font_scale")
        try NumberRanges.targetSdk.check(Double(api), field: "layout.profiles.api")
        try NumberRanges.deviceScale.check(density, field: "layout.profiles.density")
        self.init(name: try c.decodeIfPresent(String.self, forKey: .name), widthDp: width, fontScale: scale, api: api, density: density)
    }
}

/// Numbers in names and messages as a person writes them (360, 1.3).
enum ShortNumber {
    static func text(_ v: Double) -> String { DecimalText.rounded(v) }
}
