/// Strings of the Android platform itself (`android.R.string.ok`, `@android:string/cancel`): the
/// system resolves them from its own resources, translated by Android, so no catalog of the app holds
/// them. Their uses carry the key with this prefix, which no resource name can contain
/// (resource names are Java identifiers), so an app string of the same name is never taken for one.
enum AndroidFramework {
    static let keyPrefix = "android:"

    /// The framework resource's name, when the key names one.
    static func name(_ key: String) -> String? {
        key.hasPrefix(keyPrefix) ? String(key.dropFirst(keyPrefix.count)) : nil
    }
}
