import SwiftUI

// Fixture for SwiftUITextReaderTests: each case's expected class is worked by hand in the test.
struct ContentView: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("settings_title")
                    .lineLimit(1)
                    .frame(width: 100)
                Text("ok_label").lineLimit(1).frame(width: 200)
                Text("welcome_message")
                Text("shrinks_label").lineLimit(1).frame(width: 100).minimumScaleFactor(0.5)
                Text("ideal_label").lineLimit(1).fixedSize()
                VStack {
                    Text("stack_caption").font(.caption)
                }
                .frame(width: 120)
                .lineLimit(1)
                HStack {
                    Image(systemName: "chevron.right")
                    Text("row_label").lineLimit(1)
                }
                .frame(width: 100)
                Text(String(localized: "padded_label")).padding(.horizontal, 10).frame(width: 120).lineLimit(1)
                Image(systemName: "chevron.forward")
                Image(systemName: "chevron.left").flipsForRightToLeftLayoutDirection(true)
                Image(systemName: "arrow.left.and.right")
                Button(action: {}) { Text("ok_label") }
                    .accessibilityLabel("a11y_label")
                Text(L10n.Profile.title).lineLimit(1).frame(width: 100)
            }
            .navigationTitle("library_title")
            .navigationBarTitleDisplayMode(.large)
        }
    }
}
