/// A symbolic link under the paths given whose target lies outside them: not read.
public struct LinkOutside: Sendable, Hashable {
    public var link: String
    public var target: String
}
