import SwiftUI

struct ContentModifier: ViewModifier {
    @Environment(\.layoutDirection) private var systemDirection

    var layoutDirection: LayoutDirection {
        BuildSettings.disableRightToLeftLayout ? .leftToRight : systemDirection
    }

    func body(content: Content) -> some View {
        content.environment(\.layoutDirection, layoutDirection)
    }
}

extension View {
    func appContent() -> some View {
        modifier(ContentModifier())
    }
}

final class HostingController: UIHostingController<AnyView> {
    init<Content: View>(rootView: Content) {
        super.init(rootView: AnyView(rootView.appContent()))
    }
}
