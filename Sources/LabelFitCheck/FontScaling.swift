import LabelFitCore

/// How a platform turns the user's text-size setting into a font size: each OS has its own curve.
public enum FontScaling: String, ClosedSet {
    /// Android 14+ (API 34): non-linear above 1.13, so large text grows less than small text
    /// (`AndroidFontScale`). Android Views, Compose and Flutter on Android all go through it.
    case android
    /// Size × scale, as Android before 14, and browsers' text zoom, scale.
    case linear
    /// iOS Dynamic Type: the size at the user's content size category (`DynamicTypeSize`).
    case ios

    /// The size a `size` set at the default text size becomes at `scale` (android, linear) or at the
    /// Dynamic Type size `category` (ios).
    public func scaled(_ size: Double, scale: Double, category: DynamicTypeSize) -> Double {
        switch self {
        case .android: AndroidFontScale.convertSpToDp(size, fontScale: scale)
        case .linear: size * scale
        case .ios: category.scaled(size)
        }
    }
}

/// Android's non-linear font scaling, as AOSP implements it: frameworks/base
/// core/java/android/content/res/FontScaleConverterFactory.java (lookup tables per scale, interpolated
/// between tables, curves only from the first table's scale − 0.02: `sMinScaleBeforeCurvesApplied`,
/// set after the tables are put in) and FontScaleConverterImpl.java (`lookupAndInterpolate`: exact
/// matches, linear interpolation between points, from 0 below the first, and the last pair's ratio past
/// the end). Up to Android 13 (API 33) text size is linear (`TypedValue.applyDimension`: sp ×
/// scaledDensity). API 34 shipped the 1.15, 1.3, 1.5, 1.8 and 2.0 tables; API 35 added 1.05, 1.1 and
/// 1.2, the others unchanged. Arithmetic is in `Float`, as Java's. The curve is the device's, whatever
/// the app's targetSdk. This is the one implementation: `check`'s device profiles and `layout`'s.
public enum AndroidFontScale {
    static let fromSp: [Float] = [8, 10, 12, 14, 18, 20, 24, 30, 100]
    /// scale key (scale × 100, truncated as `getKey` does) → dp per `fromSp` point, and the first API
    /// level that ships the table.
    static let tables: [(key: Int, toDp: [Float], api: Int)] = [
        (105, [8.4, 10.5, 12.6, 14.8, 18.6, 20.6, 24.4, 30, 100], 35),
        (110, [8.8, 11.0, 13.2, 15.6, 19.2, 21.2, 24.8, 30, 100], 35),
        (115, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100], 34),
        (120, [9.6, 12.0, 14.4, 17.2, 20.4, 22.4, 25.6, 30, 100], 35),
        (130, [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100], 34),
        (150, [12, 15, 18, 22, 24, 26, 28, 30, 100], 34),
        (180, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100], 34),
        (200, [16, 20, 24, 26, 30, 34, 36, 38, 100], 34),
    ]

    /// The first API level with non-linear scaling.
    public static let firstAPI = 34

    static func key(_ scale: Float) -> Int { Int(scale * 100) }

    /// The tables a device of API level `api` has (none before API 34).
    static func tables(api: Int) -> [(key: Int, toDp: [Float])] {
        tables.filter { $0.api <= api }.map { ($0.key, $0.toDp) }
    }

    /// The text size in dp for `sp` at `fontScale` on a device of API level `api` (Android 14's tables
    /// unless told).
    public static func convertSpToDp(_ sp: Double, fontScale: Double, api: Int = 34) -> Double {
        let scale = Float(fontScale)
        let available = tables(api: api)
        // `isNonLinearFontScalingActive`: from the first table's scale less 0.02.
        guard let first = available.first, scale >= Float(first.key) / 100 - 0.02 else { return sp * fontScale }
        return Double(lookup(Float(sp), fromSp, table(for: scale, in: available)))
    }

    /// `forScale`: the table at the scale's key, else one interpolated between the two around it,
    /// else (outside the tables) linear, `{1} → {scale}`.
    static func table(for scale: Float, in tables: [(key: Int, toDp: [Float])]) -> [Float] {
        let k = key(scale)
        if let t = tables.first(where: { $0.key == k }) { return t.toDp }
        guard let upper = tables.firstIndex(where: { $0.key > k }), upper > 0 else {
            return fromSp.map { $0 * scale }
        }
        let lo = tables[upper - 1], hi = tables[upper]
        let (start, end) = (Float(lo.key) / 100, Float(hi.key) / 100)
        let t = min(1, max(0, (scale - start) / (end - start)))   // MathUtils.constrainedMap(0, 1, start, end, scale)
        return fromSp.indices.map { i in lo.toDp[i] + (hi.toDp[i] - lo.toDp[i]) * t }   // MathUtils.lerp
    }

    static func lookup(_ value: Float, _ from: [Float], _ to: [Float]) -> Float {
        let v = abs(value), sign: Float = value < 0 ? -1 : 1
        if let exact = from.firstIndex(of: v) { return sign * to[exact] }
        let lower = (from.lastIndex { $0 < v }) ?? -1
        if lower >= from.count - 1 { return value * (to[from.count - 1] / from[from.count - 1]) }
        let (s0, d0) = lower == -1 ? (Float(0), Float(0)) : (from[lower], to[lower])
        let (s1, d1) = (from[lower + 1], to[lower + 1])
        // MathUtils.constrainedMap(rangeMin: d0, rangeMax: d1, valueMin: s0, valueMax: s1, value: v)
        let t = min(1, max(0, (v - s0) / (s1 - s0)))
        return sign * (d0 + (d1 - d0) * t)
    }
}

/// iOS Dynamic Type sizes (`UIContentSizeCategory`, SwiftUI `DynamicTypeSize`). A size the app sets is
/// scaled as `UIFontMetrics.default` (the body style's metrics) scales it: by the body style's size
/// at the category over its size at `large`, the default. Body sizes from Apple's Human Interface
/// Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes" (Body: xSmall 14, small 15, medium 16,
/// large 17, xLarge 19, xxLarge 21, xxxLarge 23; AX1–AX5 28, 33, 40, 47, 53).
public enum DynamicTypeSize: String, ClosedSet {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The seven standard categories, in order (Large, the default, is index 3).
    public static let standard: [DynamicTypeSize] = [.xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge]

    /// Point sizes of each text style at the standard categories, xSmall … xxxLarge: HIG Typography,
    /// "Specifications — iOS, iPadOS Dynamic Type sizes"
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes).
    /// SwiftUI `Font` styles (`.largeTitle` …) and UIKit `UIFont.TextStyle` names. The one table:
    /// `check`'s Dynamic Type profiles and `layout`'s SwiftUI/UIKit text both read it.
    public static let textStyles: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40],
        "title": [25, 26, 27, 28, 30, 32, 34],
        "title1": [25, 26, 27, 28, 30, 32, 34],
        "title2": [19, 20, 21, 22, 24, 26, 28],
        "title3": [17, 18, 19, 20, 22, 24, 26],
        "headline": [14, 15, 16, 17, 19, 21, 23],
        "body": [14, 15, 16, 17, 19, 21, 23],
        "callout": [13, 14, 15, 16, 18, 20, 22],
        "subheadline": [12, 13, 14, 15, 17, 19, 21],
        "footnote": [12, 12, 12, 13, 15, 17, 19],
        "caption": [11, 11, 11, 12, 14, 16, 18],
        "caption1": [11, 11, 11, 12, 14, 16, 18],
        "caption2": [11, 11, 11, 11, 13, 15, 17],
    ]

    /// Body at this category: the standard ones from `textStyles`, the accessibility ones (AX1–AX5:
    /// 28, 33, 40, 47, 53, the HIG's larger accessibility sizes) for Body only.
    public var bodyPoints: Double {
        if let i = Self.standard.firstIndex(of: self) { return Self.textStyles["body"]![i] }
        switch self {
        case .accessibility1: return 28
        case .accessibility2: return 33
        case .accessibility3: return 40
        case .accessibility4: return 47
        default: return 53
        }
    }

    public func scaled(_ size: Double) -> Double { size * bodyPoints / DynamicTypeSize.large.bodyPoints }
}
