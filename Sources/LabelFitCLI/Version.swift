/// Bumped by hand at release; the JSON schema version moves with it.
enum LabelFitVersion {
    static let string = "0.1.0"
}
