import UIKit

final class PopoverController: UIViewController {
    let titleLabel = UILabel()
    let freeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = NSLocalizedString("uikit_title", comment: "")
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textAlignment = .left
        titleLabel.widthAnchor.constraint(equalToConstant: 100).isActive = true
        freeLabel.text = NSLocalizedString("welcome_message", comment: "")
        freeLabel.numberOfLines = 0
        freeLabel.textAlignment = .natural
    }

    func showMenu(from button: UIButton) {
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        if let popover = menu.popoverPresentationController {
            popover.permittedArrowDirections = .left
            popover.sourceRect = CGRect(x: button.bounds.maxX, y: 0, width: 1, height: 1)
        }
        if let other = menu.popoverPresentationController {
            other.permittedArrowDirections = [.left, .right]
            other.sourceRect = CGRect(x: button.bounds.midX, y: 0, width: 1, height: 1)
        }
    }
}
