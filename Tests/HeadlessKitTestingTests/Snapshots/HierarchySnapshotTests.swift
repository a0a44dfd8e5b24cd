import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

/// The text snapshot: one line per view, indented by depth, with the properties a person checks.
@MainActor @Suite struct HierarchySnapshotTests {
    @Test func aScreenInANavigationControllerIsListedWithItsControllersTextsAndIdentifiers() {
        let host = TestHost(NavigationController(rootViewController: FormController()))
        #expect(HierarchySnapshot.text(of: host.window) == """
            Window (0 0; 390 844)
              LayoutContainerView (0 0; 390 844) view of NavigationController
                ViewNode (0 0; 390 844) background=#ffffff view of FormController
                  Label (16 110; 120 21) text="Name"
                  TextField #name (16 136; 358 34) placeholder="Your name"
                  Button (16 180; 80 34) title="Save"
                    Label (24 8; 32.33 18) text="Save"
                  TableView (0 230; 390 200)
                    TableViewCell (0 88; 390 44)
                      ViewNode (0 0; 390 44)
                        Label (16 0; 358 44) text="Barbara Liskov"
                    TableViewCell (0 44; 390 44)
                      ViewNode (0 0; 390 44)
                        Label (16 0; 358 44) text="Grace Hopper"
                    TableViewCell (0 0; 390 44)
                      ViewNode (0 0; 390 44)
                        Label (16 0; 358 44) text="Ada Lovelace"
                NavigationBar (0 47; 390 44) text="Profile"

            """)
    }

    @Test func stateThatDiffersFromTheDefaultsIsListed() {
        let view = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let hidden = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.text = "Line one\nline \"two\""
        hidden.isHidden = true
        hidden.isEnabled = false
        let faded = Button(type: .system)
        faded.alpha = 0.25
        faded.isEnabled = false
        faded.isSelected = true
        let toggle = Switch()
        let field = TextField()
        field.text = "typed"
        field.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        for subview in [hidden, faded, toggle, field] { view.addSubview(subview) }
        #expect(HierarchySnapshot.text(of: view) == """
            ViewNode (0 0; 100 100)
              Label (0 0; 10 10) text="Line one\\nline \\"two\\"" hidden disabled
              Button (0 0; 0 0) alpha=0.25 disabled selected
              Switch (0 0; 51 31) off
              TextField (0 0; 0 0) text="typed" background=#ff000080

            """)
    }

    @Test func theFieldBeingEditedIsMarkedAndTheKeyWindowEndsWithTheKeyboardShown() {
        let host = TestHost(NavigationController(rootViewController: FormController()))
        host.typeText("Ada", into: .placeholder("Your name"))
        let lines = HierarchySnapshot.text(of: host.window).split(separator: "\n")
        #expect(lines.filter { $0.contains("first responder") } == [
            #"      TextField #name (16 136; 358 34) text="Ada" placeholder="Your name" first responder"#,
        ])
        #expect(lines.last == "keyboard shown (0 508; 390 336)")
        host.app.withCurrent { _ = host.window.firstResponder?.resignFirstResponder() }
        host.settle()
        let after = HierarchySnapshot.text(of: host.window)
        #expect(!after.contains("keyboard shown") && !after.contains("first responder"))
    }
}
