import Foundation

/// How every surface prints a measured number: rounded to `places` decimals (half away from zero),
/// shortest form, no trailing ".0" ("107.51", "24", "-0.5"). One definition, so the table, the
/// messages, the SVG and the reports never disagree in the last digit.
public enum DecimalText {
    public static func rounded(_ v: Double, places: Int = 2) -> String {
        let p = pow(10, Double(places))
        var s = String((v * p).rounded() / p)
        if s.hasSuffix(".0") { s.removeLast(2) }
        return s
    }
}
