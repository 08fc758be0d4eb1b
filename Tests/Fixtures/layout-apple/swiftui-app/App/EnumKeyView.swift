import SwiftUI

struct EnumKeyView: View {
    var body: some View {
        VStack {
            Text(LocalizableMenu.padded.localized).lineLimit(1).frame(width: 100)
            Text(LocalizableMenu.padded.debugName).lineLimit(1).frame(width: 100)
        }
    }
}
