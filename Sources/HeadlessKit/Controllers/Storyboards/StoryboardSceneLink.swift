/// What a controller a storyboard made keeps of its scene: the storyboard (its `storyboard`),
/// the scene's segues, and what its loaded view gave them — the controls that trigger segues
/// and the container views of its embed segues.
@MainActor
final class StoryboardSceneLink {
    /// The storyboard the controller was made from, held strongly as UIKit's `storyboard` is.
    let storyboard: Storyboard
    /// The controller's scene.
    let scene: StoryboardScene
    /// The segues the controls of the loaded view trigger; the controls hold them weakly.
    var triggers: [StoryboardSegueTrigger] = []
    /// The container views of the scene's embed segues, found when the view loaded, performed
    /// once ``ViewControllerBase/loadView()`` returns.
    var embedContainers: [(segue: StoryboardSegueTemplate, container: ViewNode)] = []

    init(storyboard: Storyboard, scene: StoryboardScene) {
        self.storyboard = storyboard
        self.scene = scene
    }
}

/// The target a control of a scene's view sends its action to, to perform a segue.
@MainActor
final class StoryboardSegueTrigger {
    let template: StoryboardSegueTemplate
    private weak var source: ViewControllerBase?

    init(template: StoryboardSegueTemplate, source: ViewControllerBase) {
        self.template = template
        self.source = source
    }

    /// Performs the segue from the control's tap: the source is asked
    /// ``ViewControllerBase/shouldPerformSegue(withIdentifier:sender:)`` first.
    func fire(_ sender: Control) {
        source?.performSegue(template, sender: sender, asksSource: true)
    }
}

extension ViewControllerBase {
    /// The storyboard this controller was made from, or `nil` for a controller made in code —
    /// UIKit's `storyboard`.
    public var storyboard: Storyboard? { storyboardSceneLink?.storyboard }

    /// The link to the scene this controller was made from, if a storyboard made it.
    var storyboardSceneLink: StoryboardSceneLink? { storyboardReference as? StoryboardSceneLink }
}
