import Foundation
import HeadlessKit

/// Storyboards: controllers made from a small storyboard (a navigation controller and its list,
/// a detail and a modal scene), and its segues and unwinds performed on whatever controller the
/// world picks — where they apply, and where they do not (an identifier the scene lacks).
extension World {
    /// The storyboard the world makes controllers from.
    static let storyboardText = #"""
        {"storyboard": 1, "initialViewController": "nav", "scenes": [
          {"id": "nav", "class": "UINavigationController", "relationships": {"rootViewController": "list"}},
          {"id": "list", "class": "UIViewController", "storyboardIdentifier": "List", "title": "List",
           "segues": [{"identifier": "show", "kind": "show", "destination": "detail"},
                      {"identifier": "modal", "kind": "presentModally", "destination": "modal", "animated": false},
                      {"identifier": "sheet", "kind": "presentModally", "destination": "modal",
                       "modalPresentationStyle": "formSheet"}]},
          {"id": "detail", "class": "UIViewController", "storyboardIdentifier": "Detail",
           "segues": [{"identifier": "show", "kind": "show", "destination": "detail"},
                      {"identifier": "back", "kind": "unwind", "action": "unwindToList:"}]},
          {"id": "modal", "class": "UIViewController", "storyboardIdentifier": "Modal",
           "segues": [{"identifier": "back", "kind": "unwind", "action": "unwindToList:", "animated": false}]}
        ]}
        """#

    private func makeStoryboard() -> Storyboard {
        Storyboard(name: "World", data: Data(Self.storyboardText.utf8), bundle: nil)
    }

    func performStoryboardOperation() {
        guard let loop = application?.runLoop else { return }
        switch pick(5) {
        case 0 where controllers.count < 24:
            let identifier = element(["List", "Detail", "Modal"])!
            note("storyboard.instantiateViewController(withIdentifier: \(identifier))")
            let controller = loop.withCurrent { makeStoryboard().instantiateViewController(withIdentifier: identifier) }
            track(controller, "sb\(controllers.count)")
            controllers.append(controller)
        case 1 where controllers.count < 24:
            note("storyboard.instantiateViewController(identifier: List, creator:)")
            let made: ViewControllerBase? = loop.withCurrent {
                makeStoryboard().instantiateViewController(identifier: "List") { coder in ViewControllerBase(coder: coder) }
            }
            guard let made else { return }
            track(made, "sb\(controllers.count)")
            controllers.append(made)
        case 2 where controllers.count < 24:
            // The initial scene: a navigation controller with the list as its root.
            note("storyboard.instantiateInitialViewController()")
            guard let navigation = loop.withCurrent({ makeStoryboard().instantiateInitialViewController() }) else { return }
            track(navigation, "sb\(controllers.count)")
            controllers.append(navigation)
        default:
            let controller = anyController()
            let identifier = element(["show", "modal", "sheet", "back", "missing"])!
            note("\(name(controller)).performSegue(withIdentifier: \(identifier))")
            controller.performSegue(withIdentifier: identifier, sender: nil)
        }
    }

    /// A segue identifier no controller's scene has: certainly refused, and nothing changes.
    func storyboardMisuse() -> String {
        let controller = anyController()
        let description = "\(name(controller)).performSegue(withIdentifier: \"no such segue\")"
        note("misuse: \(description)")
        controller.performSegue(withIdentifier: "no such segue", sender: nil)
        return description
    }
}
