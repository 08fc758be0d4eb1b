import LabelFitCatalogs

/// Keys a call names whose catalog holds only variants of it (`k[one]`, `k[other]`, `k[male]`):
/// Android's `getQuantityString(R.plurals.k, n)` and `pluralStringResource`, an ARB/ICU plural or
/// select message (`l10n.k(n)`), a stringsdict entry. Any variant may be shown at run time, and the
/// one with the longest translation is the one a constraint cuts first, so it stands for the key; its
/// English is the one paired with that variant (`check`'s pairing). Measured in characters (Unicode
/// scalars): a variant a few characters longer is not always wider, which matters only where two
/// variants differ by less than a letter's width.
enum VariantEntries {
    /// For each base key with variants and no entry of its own, the variant with the longest target.
    static func widest(_ entries: [String: CatalogEntry]) -> [String: CatalogEntry] {
        var out: [String: CatalogEntry] = [:]
        for (key, entry) in entries {
            guard key.hasSuffix("]"), let open = key.firstIndex(of: "["), open > key.startIndex else { continue }
            let base = String(key[..<open])
            guard entries[base] == nil else { continue }
            let length = entry.target?.unicodeScalars.count ?? -1
            if let held = out[base] {
                let heldLength = held.target?.unicodeScalars.count ?? -1
                // Longest first; on a tie the key in sort order, so the pick does not depend on hashing.
                guard length > heldLength || (length == heldLength && key < held.key) else { continue }
            }
            out[base] = entry
        }
        return out
    }
}
