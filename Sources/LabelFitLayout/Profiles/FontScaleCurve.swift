/// How Android turns a text size in sp into dp at a font scale. Up to Android 13 (API 33) it is linear
/// (`TypedValue.applyDimension`: sp × scaledDensity). From Android 14 (API 34) `TypedValue` asks
/// `FontScaleConverterFactory.forScale(fontScale)` for a non-linear curve once the scale reaches the
/// first table's scale minus 0.01, so large text grows less than small text. The tables below are
/// those of AOSP `core/java/android/content/res/FontScaleConverterFactory.java` (API 34 shipped the
/// 1.15, 1.3, 1.5, 1.8 and 2.0 tables; API 35 added 1.05, 1.1 and 1.2 — the curves it shares with
/// API 34 are identical). `FontScaleConverterImpl.convertSpToDp` interpolates linearly between the
/// table's points, from (0, 0) below the first one, and with the last point's ratio above the last;
/// scales between two tables interpolate the two tables point by point (`createInterpolatedTableBetween`).
/// The curve is the device's, whatever the app's targetSdk.
public enum FontScaleCurve {
    static let fromSp: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]
    /// (scale, toDp at each `fromSp`, the first API level that ships the table).
    static let tables: [(scale: Double, toDp: [Double], api: Int)] = [
        (1.05, [8.4, 10.5, 12.6, 14.8, 18.6, 20.6, 24.4, 30, 100], 35),
        (1.1, [8.8, 11.0, 13.2, 15.6, 19.2, 21.2, 24.8, 30, 100], 35),
        (1.15, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100], 34),
        (1.2, [9.6, 12.0, 14.4, 17.2, 20.4, 22.4, 25.6, 30, 100], 35),
        (1.3, [10.4, 13.0, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100], 34),
        (1.5, [12, 15, 18, 22, 24, 26, 28, 30, 100], 34),
        (1.8, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100], 34),
        (2.0, [16, 20, 24, 26, 30, 34, 36, 38, 100], 34),
    ]

    /// The text size in dp for `sp` at `fontScale` on a device of API level `api`.
    public static func dp(sp: Double, fontScale: Double, api: Int) -> Double {
        guard api >= 34 else { return sp * fontScale }
        let available = tables.filter { $0.api <= api }
        guard let first = available.first, fontScale >= first.scale - 0.01 else { return sp * fontScale }
        if let exact = available.first(where: { abs($0.scale - fontScale) < 0.005 }) { return convert(sp, exact.toDp) }
        guard let lower = available.last(where: { $0.scale < fontScale }), let upper = available.first(where: { $0.scale > fontScale }) else {
            // Past the last table: FontScaleConverterImpl([1], [fontScale]), i.e. linear.
            return sp * fontScale
        }
        let t = min(max((fontScale - lower.scale) / (upper.scale - lower.scale), 0), 1)
        let interpolated = fromSp.map { p in convert(p, lower.toDp) + (convert(p, upper.toDp) - convert(p, lower.toDp)) * t }
        return convert(sp, interpolated)
    }

    static func convert(_ sp: Double, _ toDp: [Double]) -> Double {
        let from = fromSp
        if let i = from.firstIndex(of: sp) { return toDp[i] }
        if sp > from[from.count - 1] { return sp * toDp[toDp.count - 1] / from[from.count - 1] }
        let upper = from.firstIndex { $0 > sp } ?? from.count - 1
        let (x0, y0) = upper == 0 ? (0.0, 0.0) : (from[upper - 1], toDp[upper - 1])
        let (x1, y1) = (from[upper], toDp[upper])
        return y0 + (y1 - y0) * (sp - x0) / (x1 - x0)
    }
}
