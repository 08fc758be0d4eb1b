import SwiftUI

// Fixture for AppleProfileTests: an inline navigation title, the one SwiftUI width that follows the
// screen (≤ profile − 32, the bar's 16-pt layout margins), measured on the default iPhone profiles.
struct InboxView: View {
    var body: some View {
        NavigationStack {
            List {}
                .navigationTitle("inbox_title")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}
