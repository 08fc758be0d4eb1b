/// An option whose values form a closed set, spelled in JSON, the config file and on the command line
/// by its raw value. A value outside the set is refused where it is read, naming the option and what
/// it accepts.
public protocol ClosedSet: RawRepresentable, CaseIterable, Codable, Sendable, Hashable where RawValue == String {}

extension ClosedSet {
    /// "a, b, c": the accepted spellings, for messages and help.
    public static var acceptedValues: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The value `text` names, or a usage error naming `field` and the accepted values.
    public static func parse(_ text: String, field: String) throws -> Self {
        guard let value = Self(rawValue: text) else {
            throw LabelFitError.usage("\(field): '\(text)' is not one of \(acceptedValues)")
        }
        return value
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(rawValue: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not one of \(Self.acceptedValues)")
        }
        self = value
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
