import SwiftUI
import UIKit

struct SettingsRow: View {
    var body: some View {
        HStack {
            Text("settings_title")
            Image(systemName: "chevron.right")
        }
    }
}

final class MenuBuilder {
    func leave() -> UIAction {
        UIAction(title: NSLocalizedString("leave_room", comment: ""), image: UIImage(systemName: "rectangle.portrait.and.arrow.right"), handler: { _ in })
    }
    func style(_ button: UIButton) {
        button.contentHorizontalAlignment = .left
    }
}

final class MapPins {
    let pin = UIHostingController(rootView: Image(systemName: "mappin"))
}
