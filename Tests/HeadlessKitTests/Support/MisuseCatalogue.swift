import Foundation
@testable import HeadlessKit

/// One misuse for every kind of diagnostic, provoked the way an app would provoke it — through
/// objects that belong to an application whose sink has `policy` — so that a test can check each
/// one is reported to the right sink, and that the trap policy stops the process for each.
@MainActor
enum MisuseCatalogue {
    /// Provokes a misuse of `kind` on a fresh application whose sink has `policy`; returns what
    /// the sink collected (under `.collect`).
    static func provoke(_ kind: Diagnostic.Kind, policy: DiagnosticsSink.Policy) -> [Diagnostic] {
        let app = Application.create(delegate: RecordingAppDelegate.self)
        app.diagnostics.policy = policy
        let loop = app.runLoop
        let window = Window(application: app)
        let shown = ViewControllerBase()
        window.rootViewController = shown
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        let view = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        switch kind {
        case .addSubviewCycle:
            view.addSubview(view)
        case .subviewIndexOutOfRange:
            view.insertSubview(ViewNode(), at: 5)
        case .siblingNotASubview:
            view.insertSubview(ViewNode(), aboveSubview: ViewNode())
        case .windowAsSubview:
            view.addSubview(Window(application: app))
        case .layoutFeedbackLoop:
            final class Restless: ViewNode {
                override func layoutSubviews() { setNeedsLayout() }
            }
            view.addSubview(Restless())
            loop.runUntilIdle()
        case .invalidRunLoopMode:
            loop.currentMode = .common
        case .layoutProfilerInUse:
            LayoutProfiler().attach(to: loop)
            LayoutProfiler().attach(to: loop)
        case .impossibleSystemEvent:
            app.simulate(.unlock)
        case .unknownBackgroundTask:
            app.endBackgroundTask(BackgroundTaskIdentifier(rawValue: 99))
        case .unbalancedAppearanceTransition:
            shown.endAppearanceTransition()
        case .containmentCycle:
            shown.addChild(shown)
        case .childControllerInUse:
            ViewControllerBase().addChild(shown)
        case .controllerAlreadyOnStack:
            let root = ViewControllerBase()
            let navigation = NavigationController(rootViewController: root)
            window.rootViewController = navigation
            navigation.pushViewController(root, animated: false)
        case .unsupportedNavigationChild:
            let navigation = NavigationController(rootViewController: ViewControllerBase())
            window.rootViewController = navigation
            navigation.pushViewController(NavigationController(rootViewController: ViewControllerBase()), animated: false)
        case .controllerHasOtherParent:
            let navigation = NavigationController(rootViewController: ViewControllerBase())
            window.rootViewController = navigation
            let child = ViewControllerBase()
            shown.addChild(child)
            navigation.pushViewController(child, animated: false)
        case .controllerNotOnStack:
            let navigation = NavigationController(rootViewController: ViewControllerBase())
            window.rootViewController = navigation
            navigation.popToViewController(shown, animated: false)
        case .invalidPresentation:
            shown.present(ViewControllerBase(), animated: false)
            loop.runUntilIdle()
            shown.present(ViewControllerBase(), animated: false)
        case .invalidContainerTransition:
            shown.transition(from: ViewControllerBase(), to: ViewControllerBase(), duration: 0, animations: nil, completion: nil)
        case .presentingActiveController:
            let presented = ViewControllerBase()
            shown.present(presented, animated: false)
            loop.runUntilIdle()
            presented.present(shown, animated: false)
        case .presentingChildController:
            let child = ViewControllerBase()
            shown.addChild(child)
            shown.present(child, animated: false)
        case .presentationInProgress:
            shown.present(ViewControllerBase(), animated: true)
            shown.dismiss(animated: false)
        case .viewOwnedByAnotherController:
            ViewControllerBase().view = shown.view
        case .replacingShownView:
            shown.view = nil
        case .invalidRootViewController:
            Window(application: app).rootViewController = shown
        case .invalidAnimationDuration:
            let from = ViewControllerBase(), to = ViewControllerBase()
            shown.addChild(from)
            shown.addChild(to)
            shown.view.addSubview(from.view)
            shown.transition(from: from, to: to, duration: .nan, animations: nil, completion: nil)
        case .invalidTransitionSize:
            window.transition(toSize: CGSize(width: CGFloat.nan, height: 10))
        case .unsatisfiableConstraints:
            view.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 10), view.widthAnchor.constraint(equalToConstant: 20)])
            loop.runUntilIdle()
        case .constraintWithoutCommonAncestor:
            // Constraints hold their items weakly: keep the other view alive while activating.
            let elsewhere = ViewNode()
            withExtendedLifetime(elsewhere) {
                view.widthAnchor.constraint(equalTo: elsewhere.widthAnchor).isActive = true
            }
        case .invalidConstraintPriority:
            let constraint = view.widthAnchor.constraint(equalToConstant: 10)
            constraint.isActive = true
            constraint.priority = .defaultLow
        case .invalidGeometry:
            view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        case .invalidConstraint:
            view.widthAnchor.constraint(equalToConstant: .nan).isActive = true
        case .touchTargetUnreachable:
            window.tap(ViewNode())
        case .arrangedSubviewIndexOutOfRange:
            let stack = StackView()
            view.addSubview(stack)
            stack.insertArrangedSubview(ViewNode(), at: 1)
        case .invalidVisualFormat:
            _ = LayoutConstraint.constraints(withVisualFormat: "H:[view", options: [], metrics: nil, views: ["view": view])
        case .invalidGestureStateTransition:
            let pan = PanGestureRecognizer()
            view.addGestureRecognizer(pan)
            pan.state = .changed
        case .noCurrentApplication:
            // A loop that belongs to no application drives the task: there is no app to answer.
            let bare = MainRunLoop()
            bare.diagnostics.policy = policy
            _ = bare.withCurrent { Application.shared }
            return bare.diagnostics.collected
        case .barManagedByController:
            let navigation = NavigationController(rootViewController: ViewControllerBase())
            window.rootViewController = navigation
            navigation.navigationBar.pushItem(NavigationItem(title: "Elsewhere"), animated: false)
        case .invalidAlertAction:
            let alert = AlertController(title: "Alert", message: nil, preferredStyle: .alert)
            shown.present(alert, animated: false)
            loop.runUntilIdle()
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            alert.addAction(AlertAction(title: "Dismiss", style: .cancel))
        case .invalidAlertTextField:
            loop.withCurrent { AlertController(title: "Sheet", message: nil, preferredStyle: .actionSheet).addTextField() }
        case .invalidControllerValue:
            shown.additionalSafeAreaInsets = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        case .controlActionRecursion:
            let control = Control(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(control)
            control.addAction(Action { [weak control] _ in control?.sendActions(for: .valueChanged) }, for: .valueChanged)
            control.sendActions(for: .valueChanged)
        case .traitOverrideForNonChild:
            shown.setOverrideTraitCollection(TraitCollection(userInterfaceStyle: .dark), forChild: ViewControllerBase())
        case .invalidTextRange:
            let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            view.addSubview(field)
            field.text = "abc"
            field.replace(TextRange(start: field.beginningOfDocument, end: TextPosition()), withText: "x")
        case .noTextInputResponder:
            // Keys reach only an app in the foreground.
            _ = app.launch()
            window.typeText("x")
        case .invalidAnimationTiming:
            loop.withCurrent { BasicAnimation(keyPath: "opacity").duration = .nan }
        case .invalidTimingFunction:
            _ = loop.withCurrent { MediaTimingFunction(controlPoints: 1.5, 0, 0.5, 1) }
        case .invalidDisplayLinkRegistration:
            let link = DisplayLink { _ in }
            link.add(to: loop, forMode: .default)
            link.add(to: loop, forMode: .default)
            link.invalidate()
        case .invalidFrameRate:
            let link = DisplayLink { _ in }
            link.add(to: loop, forMode: .default)
            link.preferredFrameRateRange = FrameRateRange(minimum: .nan, maximum: 60)
            link.invalidate()
        case .invalidControlValue:
            let stepper = Stepper()
            view.addSubview(stepper)
            stepper.stepValue = 0
        case .segmentIndexOutOfRange:
            let segments = SegmentedControl(items: ["One", "Two"])
            view.addSubview(segments)
            segments.setTitle("Three", forSegmentAt: 2)
        case .layerTreeCycle:
            let sublayer = Layer()
            view.layer.addSublayer(sublayer)
            sublayer.addSublayer(sublayer)
        case .sublayerIndexOutOfRange:
            view.layer.insertSublayer(Layer(), at: 5)
        case .siblingNotASublayer:
            view.layer.insertSublayer(Layer(), above: Layer())
        case .backingLayerMisuse:
            view.layer.removeFromSuperlayer()
        case .invalidMask:
            let sublayer = Layer()
            view.layer.addSublayer(sublayer)
            view.layer.mask = sublayer
        case .invalidLayerClass:
            final class MisdeclaredLayerView: ViewNode {
                override class var layerClass: AnyClass { ViewNode.self }
            }
            let misdeclared = MisdeclaredLayerView()
            view.addSubview(misdeclared)
            _ = misdeclared.layer
        case .malformedArchive:
            decodeArchivedObject(#"{"class": "ViewNode", "alpha": "opaque"}"#, sink: app.diagnostics)
        case .unknownArchiveClass:
            decodeArchivedObject(#"{"class": "NoSuchView"}"#, sink: app.diagnostics)
        case .undefinedArchiveKey:
            decodeArchivedObject(#"{"class": "ViewNode", "backgroundColour": "red"}"#, sink: app.diagnostics)
        case .storyboardUnavailable:
            loop.withCurrent { _ = Storyboard(name: "Missing", data: nil, bundle: nil).instantiateInitialViewController() }
        case .unknownStoryboardIdentifier:
            loop.withCurrent { _ = catalogueStoryboard().instantiateViewController(withIdentifier: "Nowhere") }
        case .unknownSegueIdentifier:
            shown.performSegue(withIdentifier: "nowhere", sender: nil)
        case .invalidStoryboardScene:
            loop.withCurrent { _ = catalogueStoryboard().instantiateViewController(withIdentifier: "Broken") }
        case .unwindDestinationNotFound:
            let source = loop.withCurrent { catalogueStoryboard().instantiateViewController(withIdentifier: "Source") }
            window.rootViewController = source
            source.performSegue(withIdentifier: "back", sender: nil)
        case .nibUnavailable:
            window.rootViewController = ViewControllerBase(nibName: "Missing", bundle: nil)
        case .invalidLayerAnimation:
            view.layer.add(BasicAnimation(keyPath: "wobble"), forKey: "wobble")
        case .propertyAnimatorMisuse:
            // An animator reports to its loop once it has one; before it starts, to the current loop.
            loop.withCurrent { PropertyAnimator(duration: 1, curve: .linear).finishAnimation(at: .end) }
        case .invalidViewAnimation:
            // Class methods report to the loop driving the current task.
            loop.withCurrent { ViewNode.animate(withDuration: .nan) { view.alpha = 0 } }
        case .invalidTransaction:
            // Class methods act on the stack of the loop driving the current task.
            loop.withCurrent { Transaction.commit() }
        case .unregisteredReuseIdentifier:
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(table)
            _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        case .invalidIndexPath:
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(table)
            _ = table.rectForRow(at: IndexPath(row: 3, section: 0))
        case .invalidTableViewAnswer:
            final class NegativeSource: TableViewDataSource {
                func numberOfSections(in tableView: TableView) -> Int { -1 }
            }
            let source = NegativeSource()
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            table.dataSource = source
            view.addSubview(table)
            _ = table.numberOfSections
        case .invalidCollectionViewAnswer:
            let layout = CollectionViewFlowLayout()
            let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: layout)
            view.addSubview(collection)
            layout.itemSize = CGSize(width: -1, height: 5)
        case .collectionViewLayoutInUse:
            let layout = CollectionViewFlowLayout()
            let first = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: layout)
            let second = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: CollectionViewFlowLayout())
            view.addSubview(first)
            view.addSubview(second)
            second.collectionViewLayout = layout
        case .zeroHeightSelfSizingCell:
            final class EmptyCells: TableViewDataSource {
                func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                    TableViewCell(style: .default, reuseIdentifier: nil)
                }
            }
            let source = EmptyCells()
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
            table.rowHeight = TableView.automaticDimension
            table.estimatedRowHeight = 30
            table.dataSource = source
            view.addSubview(table)
            _ = table.visibleCells
        case .invalidBatchUpdate:
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(table)
            table.endUpdates()
        case .duplicateSnapshotIdentifier:
            loop.withCurrent {
                var snapshot = DiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0, 0])
            }
        case .invalidSnapshotIdentifier:
            loop.withCurrent {
                var snapshot = DiffableDataSourceSnapshot<Int, Int>()
                snapshot.deleteItems([1])
            }
        }
        return app.diagnostics.collected
    }

    /// Makes the one object `json` describes, as a nib's load would, reporting to `sink`.
    /// A storyboard with a scene that unwinds to nowhere and one whose relationship is missing.
    private static func catalogueStoryboard() -> Storyboard {
        let json = #"""
            {"storyboard": 1, "scenes": [
              {"id": "source", "class": "ViewControllerBase", "storyboardIdentifier": "Source",
               "segues": [{"identifier": "back", "kind": "unwind", "action": "unwindHere:"}]},
              {"id": "broken", "class": "NavigationController", "storyboardIdentifier": "Broken",
               "relationships": {"rootViewController": "missing"}}
            ]}
            """#
        return Storyboard(name: "Catalogue", data: Data(json.utf8), bundle: nil)
    }

    private static func decodeArchivedObject(_ json: String, sink: DiagnosticsSink) {
        let decoding = ArchiveDecoding(archiveName: "Catalogue.nib.json", bundle: nil, sink: sink) { name in
            name == "ViewNode" ? ViewNode.self : nil
        }
        guard let dictionary = try? ArchiveReader.read(Data(json.utf8)).dictionary else { return }
        _ = decoding.makeObject(from: dictionary, line: 1)
    }
}
