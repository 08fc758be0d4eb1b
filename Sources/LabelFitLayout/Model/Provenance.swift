import LabelFitCore

/// Where one resolved value came from: a line of the app's source, an entry of a library component
/// table (with the upstream file it cites), or a device profile. `labelfit layout` prints the chain, so
/// every number it measures against can be traced by the user.
public struct Provenance: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A line of the app's own source (layout XML, a style, `dimens.xml`, Kotlin, CSS…).
        case source
        /// An entry of a shipped component table (androidx, Material Components, AOSP…).
        case component
        /// A device profile from `labelfit.json` or the defaults.
        case profile
    }
    public var kind: Kind
    /// For `source`: the file and line; for `component`: the upstream file the entry cites.
    public var location: SourceLocation?
    /// What this step was: `style="@style/Title"`, `android:maxLines="1"`, `Toolbar title`, …
    public var note: String

    public init(_ kind: Kind, _ note: String, at location: SourceLocation? = nil) {
        self.kind = kind
        self.note = note
        self.location = location
    }

    public var description: String { location.map { "\(note) (\($0))" } ?? note }
}

/// A value with the chain of steps that produced it, outermost (the use site) first.
public struct Resolved<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var chain: [Provenance]

    public init(_ value: Value, _ chain: [Provenance]) {
        self.value = value
        self.chain = chain
    }
}
