import SwiftUI

// Fixture for TextWeightTests: the widths are summed by hand there.
struct Labels: View {
    var body: some View {
        VStack {
            Text("bold_label").bold().lineLimit(1).frame(width: 80)
            Text("medium_label").fontWeight(.medium).lineLimit(1).frame(width: 80)
        }
        .font(.system(size: 20))
    }
}
