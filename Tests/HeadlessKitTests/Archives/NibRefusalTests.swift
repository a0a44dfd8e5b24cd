import Foundation
import Testing
@testable import HeadlessKit

/// Every refused nib reports why (file, line, object, key), connects nothing, awakens nothing
/// and leaves the File's Owner as it was.
@MainActor @Suite struct NibRefusalTests {
    private struct Refusal {
        let objects: [Any]
        let messages: [String]
        let kinds: [Diagnostic.Kind]
        let trace: [String]
    }

    /// Loads `json` with a fresh owner; checks the owner is untouched.
    private func load(_ json: String, owner: AnyObject? = nil, refused: Bool = true) -> Refusal {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let trace = NibTrace()
        let theOwner = owner ?? NibTraceOwner(frame: .zero)
        let objects = loop.withCurrent {
            NibTrace.$current.withValue(trace) {
                Nib(data: Data(json.utf8), bundle: nil).instantiate(withOwner: theOwner, options: [.classRegistry: nibTestClasses])
            }
        }
        if refused, owner == nil, let traceOwner = theOwner as? NibTraceOwner {
            #expect(traceOwner.root == nil && traceOwner.button == nil)
        }
        return Refusal(objects: objects, messages: loop.diagnostics.collected.map(\.message),
                       kinds: loop.diagnostics.collected.map(\.kind), trace: trace.entries)
    }

    /// A valid view with an owner outlet, and `extra` spliced into the root object.
    private func nib(root extra: String = "", owner: String = #""outlets": {"root": "root"}"#, constraints: String = "[]") -> String {
        """
        {
          "nib": 1,
          "owner": {\(owner)},
          "objects": [
            {"class": "NibTraceView", "id": "root", "accessibilityIdentifier": "root"\(extra), "subviews": [
              {"class": "NibTraceButton", "id": "button", "accessibilityIdentifier": "button"}
            ]}
          ],
          "constraints": \(constraints)
        }
        """
    }

    @Test func theValidNibOfTheseTestsLoads() {
        let loaded = load(nib(), refused: false)
        #expect(loaded.messages.isEmpty)
        #expect(loaded.objects.count == 1)
        #expect(loaded.trace.filter { $0.hasPrefix("awakeFromNib") }.count == 2)
    }

    @Test func malformedJSONIsRefusedWithItsLineAndColumn() {
        let refusal = load("{\n  \"nib\": 1,\n  \"objects\": [}\n")
        #expect(refusal.messages == ["(data), line 3: column 15: the document is not JSON: expected a value, found '}'"])
        #expect(refusal.kinds == [.malformedArchive])
        #expect(refusal.objects.isEmpty && refusal.trace.isEmpty)
    }

    @Test func anUnknownClassIsRefused() {
        let refusal = load(nib().replacingOccurrences(of: "NibTraceButton", with: "Nope"))
        #expect(refusal.messages == [
            "(data), line 6: Unknown class Nope in Interface Builder file: object \"button\" names a class no registry "
                + "knows; register it (ArchiveClassRegistry) or write its module-qualified name.",
        ])
        #expect(refusal.kinds == [.unknownArchiveClass])
        #expect(refusal.trace == ["init(coder:) root"])
    }

    @Test func anUnknownKeyIsRefusedWithUIKitsKeyValueCodingText() {
        let refusal = load(nib(root: #", "colour": "red""#))
        #expect(refusal.messages == [
            "(data), line 5: [<NibTraceView> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                + "for the key colour.",
        ])
        #expect(refusal.kinds == [.undefinedArchiveKey])
        #expect(!refusal.trace.contains { $0.hasPrefix("awakeFromNib") })
    }

    @Test func aMissingOutletIsRefusedWithUIKitsKeyValueCodingText() {
        let refusal = load(nib(owner: #""outlets": {"root": "root", "titleLabel": "button"}"#))
        #expect(refusal.messages == [
            "(data), line 3: [<NibTraceOwner> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                + "for the key titleLabel.",
        ])
        #expect(refusal.kinds == [.undefinedArchiveKey])
        #expect(!refusal.trace.contains { $0.hasPrefix("awakeFromNib") })
    }

    @Test func anOutletGivenAnObjectOfTheWrongTypeIsRefused() {
        let refusal = load(nib(owner: #""outlets": {"root": "root", "button": "root"}"#))
        #expect(refusal.messages == [
            "(data), line 3: the outlet button of NibTraceOwner takes Button, but \"root\" is a NibTraceView",
        ])
        #expect(refusal.kinds == [.malformedArchive])
        #expect(!refusal.trace.contains { $0.hasPrefix("awakeFromNib") })
    }

    @Test func anOutletNamingNoObjectIsRefused() {
        let refusal = load(nib(owner: #""outlets": {"root": "nowhere"}"#))
        #expect(refusal.messages == [
            "(data), line 3: the outlet root of the File's Owner names \"nowhere\", which no object has as its id",
        ])
    }

    @Test func anUnknownActionIsRefused() {
        let refusal = load(nib().replacingOccurrences(
            of: #""accessibilityIdentifier": "button""#,
            with: #""accessibilityIdentifier": "button", "actions": [{"event": "touchUpInside", "action": "logOut:"}]"#))
        #expect(refusal.messages == [
            "(data), line 6: -[NibTraceOwner logOut:]: unrecognized selector sent to instance: NibTraceOwner lists no "
                + "action \"logOut:\" (ArchiveConnectable)",
        ])
        #expect(refusal.kinds == [.undefinedArchiveKey])
        #expect(!refusal.trace.contains { $0.hasPrefix("awakeFromNib") })
    }

    @Test func anUnknownControlEventIsRefused() {
        let refusal = load(nib().replacingOccurrences(
            of: #""accessibilityIdentifier": "button""#,
            with: #""accessibilityIdentifier": "button", "actions": [{"event": "tap", "action": "tapped:"}]"#))
        #expect(refusal.messages == ["(data), line 6: \"tap\" is not a control event (touchUpInside, valueChanged…)"])
    }

    @Test func badConstraintTextIsRefused() {
        let refusal = load(nib(constraints: #"["button.top == root.top +", "button.wide == 3", "ghost.top == root.top"]"#))
        #expect(refusal.messages == [
            "(data), line 9: unreadable constraint: \"button.top == root.top +\" is not item.attribute == [multiplier *] "
                + "item.attribute [+ constant] [@priority]",
            "(data), line 9: unreadable constraint: \"wide\" is not an attribute (top, leading, width, centerX…)",
            "(data), line 9: a constraint's item \"ghost\" names no object",
        ])
        #expect(refusal.kinds == [.malformedArchive, .malformedArchive, .malformedArchive])
        #expect(!refusal.trace.contains { $0.hasPrefix("awakeFromNib") })
    }

    @Test func aConstraintThatCannotHoldIsRefused() {
        let refusal = load(nib(constraints: #"["button.top == root.width"]"#))
        #expect(refusal.messages == [
            "(data), line 9: the constraint <LayoutConstraint button.top == root.width (inactive)> cannot "
                + "hold: Invalid pairing of layout attributes: top cannot be related to width.",
        ])
    }

    @Test func anOwnerOfTheWrongClassIsRefused() {
        let refusal = load(nib(owner: #""class": "NibTraceView", "outlets": {"root": "root"}"#))
        #expect(refusal.messages == [
            "(data), line 3: the File's Owner must be a NibTraceView, but the owner given is a NibTraceOwner; "
                + "instantiate the nib with an owner of that class.",
        ])
        #expect(refusal.trace.isEmpty)
    }

    // Interface Builder's File's Owner class is a check, not something the load makes: an owner
    // whose own class (or a superclass) has the name needs no registration.
    @Test func anOwnerWhoseClassOrSuperclassHasTheNameIsAcceptedWithoutRegistration() {
        final class UnlistedOwner: ViewNode {}
        for name in ["UnlistedOwner", "ViewNode", "Responder"] {
            let load = load(nib(owner: #""class": "\#(name)""#), owner: UnlistedOwner(), refused: false)
            #expect(load.messages == [], "owner class \(name)")
            #expect(load.objects.count == 1, "owner class \(name)")
        }
    }

    @Test func aDocumentWithoutItsVersionOrWithUnknownKeysIsRefused() {
        let refusal = load(#"{"objects": [], "scenes": []}"#)
        #expect(refusal.messages == [
            "(data), line 1: a nib document starts with \"nib\": 1 (the format's version), found no \"nib\"",
            "(data), line 1: unknown top-level key \"scenes\" (a nib has \"nib\", \"owner\", \"objects\" and \"constraints\")",
        ])
    }

    @Test func aMissingNibIsRefusedWithUIKitsText() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let objects = loop.withCurrent { Nib(nibName: "Nowhere", bundle: .module).instantiate(withOwner: nil) }
        #expect(objects.isEmpty)
        #expect(loop.diagnostics.collected.map(\.message) == [
            "Nowhere.nib.json: Could not load NIB in bundle: 'NSBundle <\(Bundle.module.bundlePath)> (loaded)' with name "
                + "'Nowhere'. No file Nowhere.nib.json is in that bundle's resources; add it, or give the bundle that holds it.",
        ])
        #expect(loop.diagnostics.collected.map(\.kind) == [.nibUnavailable])
    }

    @Test func aRefusedNibLeavesAnOwnerItHadAlreadyConnectedAsItWas() {
        let owner = NibTraceOwner(frame: .zero)
        _ = load(nib(owner: #""outlets": {"root": "root", "button": "button"}"#), owner: owner)
        let root = owner.root
        _ = load(nib(owner: #""outlets": {"root": "root", "titleLabel": "button"}"#), owner: owner)
        #expect(owner.root === root)
    }
}
