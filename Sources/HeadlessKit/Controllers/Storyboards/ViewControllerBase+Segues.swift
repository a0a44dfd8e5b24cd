/// Performing a storyboard's segues: by identifier, from a control, and the embed segues of a
/// scene's view.
extension ViewControllerBase {
    /// Performs the segue `identifier` of this controller's scene (or of a control of its
    /// view), with `sender` as the object that started it.
    ///
    /// The order, as UIKit documents it (*Customizing the behavior of segue-based
    /// presentations*): the destination is made (`init(coder:)`, `awakeFromNib()`), then the
    /// ``StoryboardSegue``, then this controller's ``prepare(for:sender:)``, then the segue's
    /// ``StoryboardSegue/perform()`` — the destination's view loads during the transition, after
    /// `prepare`. ``shouldPerformSegue(withIdentifier:sender:)`` is not asked: UIKit asks it only
    /// for segues a control triggers. An identifier the scene does not have is refused with
    /// UIKit's text, and nothing happens.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        let link = storyboardSceneLink
        let templates = (link?.scene.segues ?? []) + (link?.triggers.map(\.template) ?? [])
        guard let template = templates.first(where: { $0.identifier == identifier && $0.kind != .embed }) else {
            return reportMisuse(Diagnostic(
                kind: .unknownSegueIdentifier,
                message: "Receiver (\(self)) has no segue with identifier '\(identifier)'. performSegue(withIdentifier:sender:) "
                    + "did nothing; give a segue of the controller's scene that identifier, or perform one it has.",
                objects: [self]))
        }
        performSegue(template, sender: sender, asksSource: false)
    }

    /// Performs `template` from this controller; `asksSource` for segues a control triggers,
    /// which ask ``shouldPerformSegue(withIdentifier:sender:)`` first — a `false` cancels the
    /// segue before anything is made.
    func performSegue(_ template: StoryboardSegueTemplate, sender: Any?, asksSource: Bool) {
        guard let link = storyboardSceneLink else { return }
        let loop = runLoop ?? MainRunLoop.current
        if asksSource {
            report(.shouldPerformSegue)
            guard shouldPerformSegue(withIdentifier: template.identifier ?? "", sender: sender) else { return }
        }
        if template.kind == .unwind {
            return StoryboardUnwinding.unwind(template, from: self, sender: sender)
        }
        guard let segueClass = segueClass(of: template, in: link.storyboard) else { return }
        guard let destination = makeDestination(of: template, in: link.storyboard, loop: loop) else { return }
        let segue = segueClass.init(identifier: template.identifier, source: self, destination: destination)
        segue.template = template
        report(.prepareForSegue, [.init(segue), .init(sender.map { $0 as AnyObject })])
        prepare(for: segue, sender: sender)
        loop?.trace(segue, .performSegue)
        segue.perform()
    }

    /// The class of the segue `template` makes: the storyboard's registered class for a custom
    /// segue (`nil`, reported, when it has none by that name), else ``StoryboardSegue``.
    private func segueClass(of template: StoryboardSegueTemplate, in storyboard: Storyboard) -> StoryboardSegue.Type? {
        guard template.kind == .custom, let name = template.className else { return StoryboardSegue.self }
        if let type = storyboard.segueClasses[name] { return type }
        reportMisuse(Diagnostic(
            kind: .invalidStoryboardScene,
            message: "\(storyboard.fileName), line \(template.line): the custom segue '\(template.identifier ?? "")' of "
                + "\(self) names the class \(name), which the storyboard does not know. Nothing was made; register it "
                + "with register(segueClass:as:) before performing the segue.",
            objects: [self, storyboard]))
        return nil
    }

    /// Makes the destination of `template` — bound to this controller's loop, so that its
    /// callbacks are reported there — or reports why it cannot.
    private func makeDestination(of template: StoryboardSegueTemplate, in storyboard: Storyboard, loop: MainRunLoop?) -> ViewControllerBase? {
        guard let destination = template.destination else { return nil }
        if case .success(let contents) = storyboard.contents, contents.scenes[destination] == nil {
            reportMisuse(Diagnostic(
                kind: .invalidStoryboardScene,
                message: "\(storyboard.fileName), line \(template.line): the segue '\(template.identifier ?? "")' of \(self) "
                    + "leads to the scene \"\(destination)\", which the storyboard does not have. Nothing was made; "
                    + "name a scene the storyboard has.",
                objects: [self, storyboard]))
            return nil
        }
        let make = { storyboard.instantiate(scene: destination, creator: nil as ((Coder) -> ViewControllerBase?)?, runLoop: loop) }
        return loop.map { $0.withCurrent(make) } ?? make()
    }

    /// Performs the embed segues of this controller's scene whose container views its view
    /// has: called once ``loadView()`` returns, before ``viewDidLoad()``, as UIKit performs
    /// them while the view loads.
    ///
    /// For each: the child is made, the segue, this controller's ``prepare(for:sender:)`` (with
    /// itself as the sender **(chosen)**), then the containment UIKit's embed segue makes —
    /// ``addChild(_:)``, the child's view added to fill the container view (loading it), and
    /// the child's ``didMove(toParent:)``.
    func performEmbedSegues() {
        guard let link = storyboardSceneLink, !link.embedContainers.isEmpty else { return }
        let embeds = link.embedContainers
        link.embedContainers = []
        let loop = runLoop ?? MainRunLoop.current
        for (template, container) in embeds {
            guard let storedView, container.isDescendant(of: storedView) else { continue }
            guard let child = makeDestination(of: template, in: link.storyboard, loop: loop) else { continue }
            let segue = StoryboardSegue(identifier: template.identifier, source: self, destination: child)
            segue.template = template
            report(.prepareForSegue, [.init(segue), .init(self)])
            prepare(for: segue, sender: self)
            loop?.trace(segue, .performSegue)
            addChild(child)
            guard child.parent === self, let childView = child.view else { continue }
            childView.frame = container.bounds
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(childView)
            child.deliverDidMoveToParent()
        }
    }
}
