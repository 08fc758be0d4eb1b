import SwiftUI

struct ProfileView: View {
    var body: some View {
        VStack {
            Text("profile_title".localized).lineLimit(1).frame(width: 100)
            Text(Localization.tags).lineLimit(1).frame(width: 100)
        }
    }
}

private enum Localization {
    static let tags = NSLocalizedString("tags", comment: "Tags header")
}
