import Foundation
@testable import LabelFitCore

/// Paths and shared objects for the tests.
public enum Fixtures {
    /// The repository: this file is Tests/LabelFitTestSupport/Fixtures.swift.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    public static let fonts = root.appendingPathComponent("Fonts")
    public static func font(_ file: String) -> String { fonts.appendingPathComponent(file).path }
    /// Noto Kufi Arabic 2.109, variable (`wght` 100–900, nine named instances), a test fixture from the
    /// font's upstream (Tests/Fixtures/fonts/variable/SOURCE.md).
    public static let variableKufi = root.appendingPathComponent("Tests/Fixtures/fonts/variable/NotoKufiArabic-VF.ttf").path

    public static let registry: FontRegistry = try! FontRegistry(bundledDirectory: fonts)
    public static let measurer = Measurer(registry: registry)

    /// The seed design note's labels (shared/seed/action-sheet-rtl.txt), and common sheet actions.
    public static let seedPairs: [(en: String, ar: String)] = [
        ("Delete", "حذف"),
        ("Add to Home Screen", "إضافة إلى الشاشة الرئيسية"),
        ("Share", "مشاركة"),
        ("Move to Trash", "نقل إلى سلة المهملات"),
        ("Copy Link", "نسخ الرابط"),
        ("Report a Problem", "الإبلاغ عن مشكلة"),
        ("Cancel", "إلغاء"),
    ]

    public static let arabicFonts = ["NotoNaskhArabicUI-Regular.ttf", "NotoNaskhArabicUI-Bold.ttf", "NotoSansArabicUI-Regular.ttf",
                              "NotoSansArabicUI-Bold.ttf", "NotoNaskhArabic-Regular.ttf", "NotoNaskhArabic-Bold.ttf",
                              "NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf", "Amiri-Regular.ttf", "Amiri-Bold.ttf"]
    public static let latinFonts = ["Roboto-Regular.ttf", "Roboto-Medium.ttf", "Roboto-Bold.ttf", "NotoSans-Regular.ttf", "NotoSans-Bold.ttf"]

    public static func options(_ stack: String, size: Double = 17, lineHeight: LineHeight = .normal, deviceScale: Double = 1,
                        width: Double? = nil, overflow: Overflow = .wrap, maxLines: Int? = nil) -> MeasureOptions {
        var row = RowGeometry(inlineSizePx: width)
        row.overflow = overflow
        row.maxLines = maxLines
        var o = MeasureOptions(fontStack: try! FontStack(parsing: stack), size: size, lineHeight: lineHeight,
                               deviceScale: deviceScale, row: row)
        // The tests' Blink hand calculations (and Tests/Browser's oracle) are headless Chromium's: no
        // borrow unless asked. Platform tests set the platform they check.
        o.platform.webPlatform = .headless
        return o
    }

    /// CSS `round()` as Blink rounds metrics: half up.
    public static func roundHalfUp(_ v: Double) -> Int { Int((v + 0.5).rounded(.down)) }
}
