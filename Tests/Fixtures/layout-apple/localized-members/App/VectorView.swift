import SwiftUI

struct VectorView: View {
    var body: some View {
        Text(VectorL10n.title).lineLimit(1).frame(width: 100)
    }
}
