import Foundation

extension TempDir {
    /// A copy of a fixture folder (`Tests/Fixtures/<relative>`) as this folder's contents, for tests that
    /// edit an app's sources or write beside them (a baseline).
    public func copyFixture(_ relative: String) {
        let source = Fixtures.root.appendingPathComponent("Tests/Fixtures/" + relative)
        let fm = FileManager.default
        for item in try! fm.contentsOfDirectory(atPath: source.path) {
            try! fm.copyItem(at: source.appendingPathComponent(item), to: url.appendingPathComponent(item))
        }
    }
}
