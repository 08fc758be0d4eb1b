/// How many strings one catalog message may expand into, decided here for every format that
/// multiplies: ICU MessageFormat `plural`/`select`/`selectordinal` (XLIFF, ARB, i18next-icu), a
/// `.stringsdict` format with several `%#@var@` variables, an `.xcstrings` string with several
/// substitutions. Each choice multiplies the variants (ten 6-way selects are 6^10 = 60,466,176
/// strings from 513 bytes), so the product is computed before any text is built, and a message past
/// the limit is one located error naming the string and the count; the file's other strings are
/// still read.
///
/// The limits are far above what a real message needs (Arabic's six plural categories for each of
/// three variables and a device variation are 6 × 6 × 6 × 4 = 864 variants) and keep one message
/// to a bounded share of memory: at most `maxVariants` strings holding at most `maxScalars`
/// characters in all.
enum VariantLimit {
    static let maxVariants = 1_000
    static let maxScalars = 20_000_000
    /// Choices inside choices (ICU branches, `.xcstrings` variations and substitutions), so that
    /// expanding recurses a bounded number of times whatever `--max-depth` lets the file nest.
    static let maxNesting = 16

    /// A message whose expansion is past the limits.
    struct Exceeded: Error, Equatable {
        var variants = 0
        var scalars = 0
        var nesting = 0
        var message: String {
            nesting > 0 ? "nests choices deeper than \(VariantLimit.maxNesting) levels; skipped"
            : variants > VariantLimit.maxVariants
                ? "expands to \(variants == Int.max ? "more than \(Int.max)" : String(variants)) variants, more than the limit of \(VariantLimit.maxVariants); skipped"
                : "its \(variants) variants hold \(scalars == Int.max ? "more than \(Int.max)" : String(scalars)) characters, more than the limit of \(VariantLimit.maxScalars); skipped"
        }
    }

    /// The variants and characters of an expansion, multiplied and added without overflowing
    /// (a product past `Int.max` stays `Int.max`, still past the limit).
    struct Size: Equatable {
        var variants: Int
        var scalars: Int
        static let empty = Size(variants: 1, scalars: 0)

        /// Each variant of `self` followed by each of `next`.
        func then(_ next: Size) -> Size {
            Size(variants: Self.times(variants, next.variants),
                 scalars: Self.plus(Self.times(scalars, next.variants), Self.times(next.scalars, variants)))
        }
        /// The variants of `self` and those of `other`, side by side (branches of one choice).
        func or(_ other: Size) -> Size {
            Size(variants: Self.plus(variants, other.variants), scalars: Self.plus(scalars, other.scalars))
        }
        static func times(_ a: Int, _ b: Int) -> Int { let (v, o) = a.multipliedReportingOverflow(by: b); return o ? .max : v }
        static func plus(_ a: Int, _ b: Int) -> Int { let (v, o) = a.addingReportingOverflow(b); return o ? .max : v }
    }

    static func check(_ size: Size) throws(Exceeded) {
        guard size.variants <= maxVariants, size.scalars <= maxScalars else { throw Exceeded(variants: size.variants, scalars: size.scalars) }
    }

    /// Every variant with `placeholder` replaced by each branch (Foundation picks one branch per
    /// variable): the size is checked before the texts are made.
    static func substitute<Extra>(_ variants: [(suffix: String, text: String, extra: Extra)], placeholder: String,
                                  branches: [(suffix: String, text: String, extra: Extra)],
                                  merge: (Extra, Extra) -> Extra) throws(Exceeded) -> [(suffix: String, text: String, extra: Extra)] {
        let token = placeholder.unicodeScalars.count
        var size = Size(variants: Size.times(variants.count, branches.count), scalars: 0)
        try check(Size(variants: size.variants, scalars: 0))
        let branchScalars = branches.map { $0.text.unicodeScalars.count }
        for v in variants {
            let occurrences = v.text.components(separatedBy: placeholder).count - 1
            let length = v.text.unicodeScalars.count
            for b in branchScalars { size.scalars = Size.plus(size.scalars, Size.plus(length, Size.times(occurrences, b - token))) }
        }
        try check(size)
        return variants.flatMap { v in
            branches.map { b in (v.suffix + b.suffix, v.text.replacingOccurrences(of: placeholder, with: b.text), merge(v.extra, b.extra)) }
        }
    }
}
