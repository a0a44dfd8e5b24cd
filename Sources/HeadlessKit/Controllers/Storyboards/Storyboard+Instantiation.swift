import Foundation

/// Making a scene's controller, with the scenes it holds by relationship, as one archive.
extension Storyboard {
    /// Makes the controller of `sceneID` and the scenes it holds by relationship — the whole
    /// graph as one load, so that a problem anywhere in it makes nothing and awakens nothing.
    ///
    /// The order **(chosen: UIKit decodes a container's relationship scenes while it decodes the
    /// container, and documents no finer order)**: each scene's `init(coder:)`, the scenes held
    /// by relationship before the scene that holds them; then the relationships are set (a
    /// navigation controller's root, a tab bar controller's tabs); then `awakeFromNib()`, in
    /// the same order — so that a container's `awakeFromNib()` sees its children.
    ///
    /// `creator` makes the controller of `sceneID` itself; the others are made by their class's
    /// `init?(coder:)`. Reports a diagnostic and returns `nil` when anything is refused.
    func instantiate<ViewController: ViewControllerBase>(
        scene sceneID: String, creator: ((Coder) -> ViewController?)?, runLoop: MainRunLoop?
    ) -> ViewControllerBase? {
        guard let contents = usableContents(runLoop: runLoop) else { return nil }
        let sink = runLoop?.diagnostics
        guard let order = graph(from: sceneID, in: contents, sink: sink) else { return nil }
        let decoding = ArchiveDecoding(archiveName: fileName, bundle: bundle, sink: sink, lookUpClass: classLookup(runLoop: runLoop))
        decoding.structuralKeys.formUnion(StoryboardScene.structuralKeys)
        var made: [(scene: StoryboardScene, controller: ViewControllerBase)] = []
        for scene in order {
            let useCreator = scene.id == sceneID ? creator : nil
            guard let controller = makeController(of: scene, in: decoding, creator: useCreator, runLoop: runLoop) else { continue }
            runLoop?.trace(controller, .initWithCoder, [])
            made.append((scene, controller))
        }
        guard !decoding.hasFailed, made.count == order.count else { return nil }
        let controllers = Dictionary(uniqueKeysWithValues: made.map { ($0.scene.id, $0.controller) })
        for (scene, controller) in made {
            controller.storyboardReference = StoryboardSceneLink(storyboard: self, scene: scene)
            if let view = scene.view { controller.sceneNib = sceneNib(of: scene, view: view, for: controller) }
            if let root = scene.rootViewController, let child = controllers[root] {
                (controller as? NavigationController)?.adoptStoryboardRoot(child)
            }
            if let tabs = scene.viewControllers {
                (controller as? TabBarController)?.viewControllers = tabs.compactMap { controllers[$0] }
            }
        }
        for (_, controller) in made {
            runLoop?.trace(controller, .awakeFromNib, [])
            controller.awakeFromNib()
        }
        return controllers[sceneID]
    }

    /// The scenes `sceneID` holds by relationship, recursively, each before the scene holding
    /// it, ending with `sceneID`; `nil` (reported) when one is missing, held twice, or cannot be
    /// made as written (an embed segue's container is not in its view, a relationship its
    /// controller cannot have).
    private func graph(from sceneID: String, in contents: Contents, sink: DiagnosticsSink?) -> [StoryboardScene]? {
        var order: [StoryboardScene] = []
        var seen: Set<String> = []
        // Post-order without recursion: (scene, whether its relations were pushed).
        var pending: [(id: String, from: String?, expanded: Bool)] = [(sceneID, nil, false)]
        while let (id, from, expanded) = pending.popLast() {
            guard let scene = contents.scenes[id] else {
                reportInvalidScene("the scene \"\(from ?? id)\" holds the scene \"\(id)\" by relationship, but the storyboard has no such scene", sink: sink)
                return nil
            }
            if expanded {
                order.append(scene)
                continue
            }
            guard seen.insert(id).inserted else {
                reportInvalidScene("the scene \"\(id)\" is held by relationship twice; a controller can have only one container", sink: sink)
                return nil
            }
            if let problem = problem(in: scene) {
                reportInvalidScene(problem, sink: sink)
                return nil
            }
            pending.append((id, from, true))
            for related in scene.relatedScenes.reversed() { pending.append((related, id, false)) }
        }
        return order
    }

    /// Why `scene` cannot be made as written, or `nil`: an embed segue whose container is not in
    /// the scene's view, or a segue to a scene the storyboard does not have.
    private func problem(in scene: StoryboardScene) -> String? {
        let embeds = scene.segues.filter { $0.kind == .embed }
        guard !embeds.isEmpty else { return nil }
        let identifiers = scene.viewObjectIdentifiers
        for segue in embeds {
            if let container = segue.container, !identifiers.contains(container) {
                return "the embed segue of the scene \"\(scene.id)\" (line \(segue.line)) names the container view "
                    + "\"\(container)\", which is not in the scene's view; give the container view that \"id\""
            }
        }
        return nil
    }

    func reportInvalidScene(_ problem: String, sink: DiagnosticsSink?) {
        DiagnosticsSink.report(Diagnostic(
            kind: .invalidStoryboardScene,
            message: "\(fileName): \(problem). Nothing was made.",
            objects: [self]), to: sink)
    }

    /// Makes one scene's controller: with `creator`, which must return an instance of the
    /// scene's class (a `nil` falls back to the class's own `init?(coder:)`); else as any
    /// archived object.
    private func makeController<ViewController: ViewControllerBase>(
        of scene: StoryboardScene, in decoding: ArchiveDecoding, creator: ((Coder) -> ViewController?)?, runLoop: MainRunLoop?
    ) -> ViewControllerBase? {
        if let creator, let className = scene.entries["class"]?.string, let type = decoding.lookUpClass(className) {
            let coder = Coder(decoding: decoding, entries: scene.entries, className: className, identifier: scene.id, line: scene.line)
            if let made = creator(coder) {
                guard isInstance(made, of: type) else {
                    decoding.fail(.invalidStoryboardScene,
                                  "the creator of the scene \"\(scene.id)\" returned \(made), which is not a \(className); "
                                    + "a creator calls init?(coder:) of the scene's class (or a subclass)",
                                  line: scene.line, objects: [made])
                    return nil
                }
                decoding.checkEveryKeyRead(by: coder, of: made)
                decoding.define(made, as: scene.id)
                return made
            }
        }
        guard let object = decoding.makeObject(from: scene.entries, line: scene.line) else { return nil }
        guard let controller = object as? ViewControllerBase else {
            decoding.fail(.invalidStoryboardScene, "the scene \"\(scene.id)\" made \(object), which is not a view controller",
                          line: scene.line, objects: [object])
            return nil
        }
        return controller
    }

    private func isInstance<Class: ArchiveDecodable>(_ object: AnyObject, of type: Class.Type) -> Bool {
        object is Class
    }

    /// Looks up the classes the scenes name: the storyboard's registry, then the application's
    /// and HeadlessKit's views (as a nib does), then HeadlessKit's controllers.
    private func classLookup(runLoop: MainRunLoop?) -> (String) -> (any ArchiveDecodable.Type)? {
        let views = ArchiveConnections.classLookup(preferring: classRegistry, runLoop: runLoop)
        let builtIns = ArchiveClassRegistry.headlessKit
        return { name in views(name) ?? builtIns.type(named: name) }
    }

    /// The nib of `scene`'s view, whose loads connect the segues its controls trigger and find
    /// the container views of its embed segues.
    private func sceneNib(of scene: StoryboardScene, view: ArchiveValue, for controller: ViewControllerBase) -> Nib {
        let nib = Nib(name: "\(fileName), scene \(scene.id)", bundle: bundle, document: view)
        nib.loadingHooks.structuralKeys = ["segues"]
        nib.loadingHooks.connect = { [weak self, weak controller] decoding, _ in
            guard let self, let controller else { return }
            self.connectSceneView(of: controller, scene: scene, loaded: decoding)
        }
        return nib
    }

    /// Connects the controls of a loaded scene view to the segues they trigger, and records the
    /// container views of the scene's embed segues; a malformed control segue refuses the load.
    private func connectSceneView(of controller: ViewControllerBase, scene: StoryboardScene, loaded decoding: ArchiveDecoding) {
        guard let link = controller.storyboardSceneLink else { return }
        link.triggers.removeAll()
        link.embedContainers.removeAll()
        for segue in scene.segues where segue.kind == .embed {
            if let id = segue.container, let view = decoding.object(identifiedBy: id) as? ViewNode {
                link.embedContainers.append((segue, view))
            }
        }
        for object in decoding.decoded {
            guard let list = object.entries["segues"] else { continue }
            guard let control = object.object as? Control else {
                decoding.fail(.malformedArchive, "\(ArchiveDecoding.name(of: object.identifier)) has \"segues\" but is not a control", line: list.line)
                continue
            }
            for value in list.array ?? [] {
                switch StoryboardSegueTemplate.read(value) {
                case .failure(let error):
                    decoding.fail(.malformedArchive, error.message, line: error.line)
                case .success(let template):
                    let trigger = StoryboardSegueTrigger(template: template, source: controller)
                    link.triggers.append(trigger)
                    control.addTarget(trigger, action: StoryboardSegueTrigger.fire, for: .touchUpInside)
                }
            }
        }
    }
}
