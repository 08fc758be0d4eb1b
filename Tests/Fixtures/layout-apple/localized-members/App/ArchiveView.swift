import SwiftUI

struct ArchiveView: View {
    var body: some View {
        Text(Localization.tags).lineLimit(1).frame(width: 100)
    }
}

private enum Localization {
    static let tags = NSLocalizedString("tags_archive", comment: "Archived tags header")
}
