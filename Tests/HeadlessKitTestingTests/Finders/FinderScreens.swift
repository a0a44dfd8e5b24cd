import Foundation
import HeadlessKit

/// A screen with one of each thing finders look at, at known frames (the root view fills the
/// 390 × 844 phone window, so view coordinates are window coordinates).
@MainActor
final class FinderScreenController: ViewControllerBase {
    let welcome = Label()
    let logIn = Button(type: .system)
    let name = TextField()
    let hidden = Label()
    let hiddenParent = ViewNode(frame: CGRect(x: 20, y: 400, width: 100, height: 30))
    let transparent = Label()
    let offScreen = Label()
    let clipper = ViewNode(frame: CGRect(x: 20, y: 500, width: 100, height: 30))
    let clippedOut = Label()
    let covered = Label()
    let cover = ViewNode(frame: CGRect(x: 200, y: 500, width: 100, height: 30))
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        welcome.text = "Welcome"
        welcome.frame = CGRect(x: 20, y: 100, width: 200, height: 30)
        logIn.setTitle("Log In", for: .normal)
        logIn.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
        logIn.accessibilityIdentifier = "login"
        logIn.addAction(Action { [unowned self] _ in taps += 1 }, for: .touchUpInside)
        name.placeholder = "User name"
        name.frame = CGRect(x: 20, y: 300, width: 200, height: 30)
        for (label, text) in [(hidden, "Secret"), (transparent, "Faded"), (offScreen, "Away"), (clippedOut, "Clipped"),
                              (covered, "Under")] {
            label.text = text
            label.frame = CGRect(x: 0, y: 0, width: 80, height: 20)
        }
        hidden.isHidden = true
        hidden.frame.origin = CGPoint(x: 20, y: 350)
        hiddenParent.isHidden = true
        let inHiddenParent = Label()
        inHiddenParent.text = "Secret"
        inHiddenParent.frame = CGRect(x: 0, y: 0, width: 80, height: 20)
        hiddenParent.addSubview(inHiddenParent)
        transparent.alpha = 0
        transparent.frame.origin = CGPoint(x: 20, y: 450)
        offScreen.frame.origin = CGPoint(x: 500, y: 100)
        clipper.clipsToBounds = true
        clippedOut.frame.origin = CGPoint(x: 0, y: 40)
        clipper.addSubview(clippedOut)
        covered.frame.origin = CGPoint(x: 210, y: 505)
        cover.backgroundColor = .white
        for view in [welcome, logIn, name, hidden, hiddenParent, transparent, offScreen, clipper, covered, cover] {
            self.view.addSubview(view)
        }
    }
}
