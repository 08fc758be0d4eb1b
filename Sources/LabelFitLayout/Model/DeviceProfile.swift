import LabelFitCheck
import LabelFitCore

/// A phone a use is measured on: its width in dp, the user's font scale and the device's API level
/// (which decides the font-scale curve, `AndroidFontScale`). Text is laid out at density 1 (1 dp = 1 px)
/// unless `density` says otherwise; metrics then round in device pixels as the line model does.
/// An iPhone profile is the same record: its width in points (1 pt = 1 dp: both are the logical units
/// the line model lays out in at density 1) and the Dynamic Type category SwiftUI and UIKit text
/// styles are laid out at.
public struct DeviceProfile: Sendable, Hashable, Codable {
    public var name: String
    public var widthDp: Double
    public var fontScale: Double
    public var api: Int
    public var density: Double
    /// The content size category Apple text styles take on this profile; nil: the one `fontScale`
    /// stands for (`DynamicTypeSizes.category(fontScale:)`). One of `DynamicTypeSize.standard`, the
    /// categories `DynamicTypeSize.textStyles` has sizes for.
    public var dynamicType: DynamicTypeSize?

    public init(name: String? = nil, widthDp: Double, fontScale: Double, api: Int = 34, density: Double = 1, dynamicType: DynamicTypeSize? = nil) {
        self.widthDp = widthDp
        self.fontScale = fontScale
        self.api = api
        self.density = density
        self.dynamicType = dynamicType
        // Two phones that differ only in API level scale text on different curves (API 33 linear, 34
        // non-linear): the level is in the name unless it is the default's, so no two are named alike.
        self.name = name ?? dynamicType.map { "\(ShortNumber.text(widthDp))pt@\($0.rawValue)" }
            ?? "\(ShortNumber.text(widthDp))dp@\(ShortNumber.text(fontScale))x" + (api == 34 ? "" : "@api\(api)") + (density == 1 ? "" : "@\(ShortNumber.text(density))d")
    }

    /// The defaults: the narrow (320 dp), common (360 dp) and large (411 dp, Pixel) phone widths, each at
    /// font scale 1.0 and 1.3 (Android's "Large" font size step), on API 34 (Android 14's curve).
    public static let defaults: [DeviceProfile] = [320, 360, 411].flatMap { w in [1.0, 1.3].map { DeviceProfile(widthDp: w, fontScale: $0) } }

    /// The defaults for SwiftUI and UIKit uses: iPhone portrait widths in points from Apple's Human
    /// Interface Guidelines, Layout, "Specifications — iOS, iPadOS device screen dimensions"
    /// (https://developer.apple.com/design/human-interface-guidelines/layout#iOS-iPadOS-device-screen-dimensions):
    /// 320 pt (iPhone SE 1st generation, 320×568 pt, the narrowest iOS 15-era screen), 375 pt (iPhone SE
    /// 2nd/3rd generation, 375×667 pt), 393 pt (iPhone 15 / 16, 393×852 pt), 430 pt (iPhone 15 Plus / 15 Pro
    /// Max / 16 Plus, 430×932 pt). Each at Dynamic Type Large (the default category) and xxxLarge, the
    /// largest category `DynamicTypeSize.textStyles` has every style's size for (the accessibility sizes
    /// it has only Body for).
    public static let appleDefaults: [DeviceProfile] = [320, 375, 393, 430].flatMap { w in
        [DynamicTypeSize.large, .xxxLarge].map { DeviceProfile(widthDp: w, fontScale: 1, dynamicType: $0) }
    }

    /// The text size in px the line model gets for `sp` on this profile.
    public func textSizePx(sp: Double) -> Double { AndroidFontScale.convertSpToDp(sp, fontScale: fontScale, api: api) * density }

    /// The profile in the layout report's JSON: an iPhone profile says `width_pt` (the same number
    /// as `width_dp`, which every profile keeps for readers of earlier reports) and `dynamic_type`.
    var jsonObject: [String: Any] {
        var d: [String: Any] = ["name": name, "width_dp": widthDp, "font_scale": fontScale, "api": api, "density": density]
        if let dynamicType { d["width_pt"] = widthDp; d["dynamic_type"] = dynamicType.rawValue }
        return d
    }

    /// "288 pt, Dynamic Type Large" for an iPhone, "288 dp, API 34" (with the font scale when `long`) otherwise.
    func describe(width: Double, long: Bool = false) -> String {
        if let dynamicType { return "\(ShortNumber.text(width)) pt, Dynamic Type \(dynamicType.rawValue)" }
        return "\(ShortNumber.text(width)) dp, " + (long ? "font scale \(ShortNumber.text(fontScale)), " : "") + "API \(api)"
    }

    enum CodingKeys: String, CodingKey { case name, widthDp = "width_dp", fontScale = "font_scale", api, density, dynamicType = "dynamic_type" }
    /// What a `labelfit.json` profile may say: `CodingKeys` and `width_pt`, an iPhone width in points
    /// (the same number as `width_dp`; give one of them).
    enum InputKeys: String, CodingKey { case name, widthDp = "width_dp", widthPt = "width_pt", fontScale = "font_scale", api, density, dynamicType = "dynamic_type" }

    /// `layout.profiles` entries in `labelfit.json`; every number is checked against `NumberRanges`.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: InputKeys.self)
        let dp = try c.decodeIfPresent(Double.self, forKey: .widthDp)
        let pt = try c.decodeIfPresent(Double.self, forKey: .widthPt)
        if dp != nil && pt != nil { throw LabelFitError.usage("layout.profiles: give width_dp or width_pt, not both (1 pt = 1 dp)") }
        guard let width = dp ?? pt else { throw LabelFitError.usage("layout.profiles: a profile needs width_dp or width_pt (a number)") }
        let scale = try c.decodeIfPresent(Double.self, forKey: .fontScale) ?? 1
        let api = try c.decodeIfPresent(Int.self, forKey: .api) ?? 34
        let density = try c.decodeIfPresent(Double.self, forKey: .density) ?? 1
        var dynamicType: DynamicTypeSize?
        if let text = try c.decodeIfPresent(String.self, forKey: .dynamicType) {
            guard let size = DynamicTypeSize.standard.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
                throw LabelFitError.usage("layout.profiles.dynamic_type: '\(text)' is not one of \(DynamicTypeSize.standard.map(\.rawValue).joined(separator: ", ")) (the categories the HIG gives every text style's size for)")
            }
            dynamicType = size
        }
        try NumberRanges.screenWidth.check(width, field: pt != nil ? "layout.profiles.width_pt" : "layout.profiles.width_dp")
        try NumberRanges.fontScale.check(scale, field: "layout.profiles.font_scale")
        try NumberRanges.targetSdk.check(Double(api), field: "layout.profiles.api")
        try NumberRanges.deviceScale.check(density, field: "layout.profiles.density")
        self.init(name: try c.decodeIfPresent(String.self, forKey: .name), widthDp: width, fontScale: scale, api: api, density: density, dynamicType: dynamicType)
    }
}

/// Numbers in names and messages as a person writes them (360, 1.3).
enum ShortNumber {
    static func text(_ v: Double) -> String { DecimalText.rounded(v) }
}
