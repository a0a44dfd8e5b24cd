/// A report of misuse that HeadlessKit refused, carrying UIKit's message and the objects involved.
///
/// Where UIKit raises an exception or logs a console warning, HeadlessKit leaves every structure
/// as it was and reports one of these to a ``DiagnosticsSink`` instead.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What kind of misuse a diagnostic reports.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// A view was added to itself or to one of its descendants.
        case addSubviewCycle
        /// A subview index was outside the subviews array.
        case subviewIndexOutOfRange
        /// A sibling passed to `insertSubview(_:aboveSubview:)`/`belowSubview:` is not a subview.
        case siblingNotASubview
        /// A window was added as a subview, which HeadlessKit does not support.
        case windowAsSubview
        /// A view was laid out too many times in one run loop turn.
        case layoutFeedbackLoop
        /// A run loop was asked to run in a mode one cannot run in.
        case invalidRunLoopMode
        /// A layout profiler was attached to a second run loop, or to a loop that has another.
        case layoutProfilerInUse
        /// A simulated system event was impossible in the app's current state.
        case impossibleSystemEvent
        /// A background task that does not exist (or already ended) was ended.
        case unknownBackgroundTask
        /// An appearance transition was begun twice the same way, or ended without a begin.
        case unbalancedAppearanceTransition
        /// A controller that is presented, or a window's root view controller, was added as a child.
        case childControllerInUse
        /// A controller was added as a child of itself or of one of its descendants.
        case containmentCycle
        /// A controller already on a navigation stack was pushed again, or a container's list of
        /// controllers named one twice.
        case controllerAlreadyOnStack
        /// A navigation or tab bar controller was pushed, or put on a navigation stack or in a tab
        /// bar controller's tabs.
        case unsupportedNavigationChild
        /// A controller that is another container's child was pushed, or made a tab.
        case controllerHasOtherParent
        /// A navigation controller was asked to pop to a controller that is not on its stack.
        case controllerNotOnStack
        /// A presentation was asked of a controller that cannot present now.
        case invalidPresentation
        /// A containment transition was asked between controllers that are not siblings in place.
        case invalidContainerTransition
        /// A controller that is active — presented, presenting, shown, a window's root, or above
        /// the presenter through parents and presenters — was asked to be presented.
        case presentingActiveController
        /// A controller that has a parent (a container's child) was asked to be presented.
        case presentingChildController
        /// A presentation or dismissal was asked while one is in progress on the same chain.
        case presentationInProgress
        /// A view that is the root view of one controller was given to another as its view.
        case viewOwnedByAnotherController
        /// A controller's root view was replaced or unloaded while it is in a window.
        case replacingShownView
        /// A controller that belongs elsewhere (a child, presented, another window's root) was
        /// made a window's root view controller.
        case invalidRootViewController
        /// An animation duration was not a finite, non-negative number of seconds.
        case invalidAnimationDuration
        /// A window was asked to transition to a size that is not finite or is negative.
        case invalidTransitionSize
        /// Required constraints contradicted each other; one was broken to lay out the rest.
        case unsatisfiableConstraints
        /// A constraint was activated between items with no common ancestor.
        case constraintWithoutCommonAncestor
        /// A constraint priority outside 1...1000 (or NaN) was set, or an active constraint's
        /// priority was moved between required and optional.
        case invalidConstraintPriority
        /// A geometry value (frame, bounds, center, transform, alpha, insets, a rectangle or size
        /// to mark or fit) was NaN or infinite.
        case invalidGeometry
        /// A constraint that cannot hold was activated or edited: a non-finite constant or
        /// multiplier, attributes that cannot be related, or an item that is neither a view nor a
        /// layout guide.
        case invalidConstraint
        /// A gesture recognizer was set to a state UIKit does not allow from its current one.
        case invalidGestureStateTransition
        /// A control's actions sent its events again, nested deeper than HeadlessKit follows.
        case controlActionRecursion
        /// A simulated touch was aimed at a view that is not in the window, or whose center is
        /// outside the window's bounds, so no finger could reach it.
        case touchTargetUnreachable
        /// A trait collection override was set for a controller that is not a child of the
        /// controller asked to set it.
        case traitOverrideForNonChild
        /// `Application.shared`, `Screen.main` or `Window(frame:)` was used where no application
        /// (or run loop) drives the current task, so there is none to answer.
        case noCurrentApplication
        /// A bar managed by a controller (a navigation controller's navigation bar, a tab bar
        /// controller's tab bar) was changed directly.
        case barManagedByController
        /// An alert action was added that an alert cannot take: a second cancel action.
        case invalidAlertAction
        /// A text field was added to an alert controller that cannot take one: an action sheet.
        case invalidAlertTextField
        /// A view controller's number or inset (preferred content size, additional safe area
        /// insets) or a bar button item's width was not finite.
        case invalidControllerValue
        /// A text range given to a text field or text view was outside its text, or an edit's
        /// range went stale because a delegate changed the text while it was asked about the edit.
        case invalidTextRange
        /// Simulated typing found no first responder that takes text.
        case noTextInputResponder
        /// An animation's timing (duration, begin time, speed, time offset, repeat count or repeat
        /// duration) or a spring's mass, stiffness or damping was set to NaN, an infinity it cannot
        /// take, or a negative value.
        case invalidAnimationTiming
        /// A timing function was given control points that are not finite or whose x lies outside
        /// 0...1, or was asked for a control point index outside 0...3.
        case invalidTimingFunction
        /// A display link was added to a run loop mode it is already in, to a second run loop, or
        /// after it was invalidated.
        case invalidDisplayLinkRegistration
        /// A display link was given a negative frame rate, or a frame rate range that is not
        /// finite or whose bounds are out of order.
        case invalidFrameRate
        /// A stack view was asked to insert an arranged subview at an index past the end of its
        /// arranged subviews.
        case arrangedSubviewIndexOutOfRange
        /// A visual format string could not be parsed, or named a view or metric it was not given.
        case invalidVisualFormat
        /// A control or indicator was given a number it cannot hold: a NaN or infinite value,
        /// limit, width or offset, or a stepper's step value that is not above zero.
        case invalidControlValue
        /// A segmented control was asked about, or told to select, a segment it does not have.
        case segmentIndexOutOfRange
        /// A layer was added to itself or to one of its descendants, made the mask of itself or of
        /// a layer below it, or listed twice in one `sublayers` array.
        case layerTreeCycle
        /// A sublayer index was outside the sublayers array.
        case sublayerIndexOutOfRange
        /// A sibling passed to `insertSublayer(_:above:)`/`below:`, or the layer passed to
        /// `replaceSublayer(_:with:)`, is not a sublayer of the receiver.
        case siblingNotASublayer
        /// A view's backing layer was moved, removed or replaced through layer calls (which would
        /// take it out of step with its view), its delegate was changed, or a view was made the
        /// delegate of another layer.
        case backingLayerMisuse
        /// A layer that has a superlayer, already masks another layer, or backs a view was made a
        /// mask; or a mask was added as a sublayer.
        case invalidMask
        /// A view's `layerClass` is not a `Layer` subclass.
        case invalidLayerClass
        /// A nib is not in its bundle: a controller made with its name got a plain view from the
        /// default `loadView()`, and `Nib.instantiate(withOwner:options:)` made nothing.
        case nibUnavailable
        /// An animation added to a layer names no key path, a key path that is not one of the
        /// layer's properties, or a value that is NaN or infinite.
        case invalidLayerAnimation
        /// A property animator was asked to do something its state does not allow (finish when it
        /// is not stopped, stop when it is inactive, add animations after it finished…), or was
        /// given a fraction, delay or duration that is not finite.
        case propertyAnimatorMisuse
        /// A view animation was given a duration or delay that is NaN, infinite or negative, or a
        /// keyframe's relative times outside 0...1.
        case invalidViewAnimation
        /// A `Transaction` (`CATransaction`) method was called with no run loop driving the task,
        /// a commit had no begin to match, or a duration was NaN, infinite or negative.
        case invalidTransaction
        /// A table or collection view was asked to dequeue a cell (or a supplementary view) for a
        /// reuse identifier without a registered class.
        case unregisteredReuseIdentifier
        /// A table or collection view was given an index path it does not have (to scroll to, to
        /// select, or to measure).
        case invalidIndexPath
        /// A table view's data source or delegate answered a negative count, or a height that is
        /// negative or not finite.
        case invalidTableViewAnswer
        /// A collection view's data source answered a negative count, or its layout a content
        /// size that is not finite or attributes for an item it does not have; or a flow layout
        /// was given (or its delegate answered) a size, spacing or inset that is negative or not
        /// finite.
        case invalidCollectionViewAnswer
        /// A collection view was given a layout that already lays out another collection view.
        case collectionViewLayoutInUse
        /// A self-sizing table view cell's content view gave a height of zero; the row took the
        /// standard height.
        case zeroHeightSelfSizingCell
        /// A table view's or collection view's batch update contradicts the counts its data
        /// source answers after it, names rows, items or sections it does not have, changes one
        /// row or item twice, or (a table's) ends an update it never began.
        case invalidBatchUpdate
        /// A diffable data source snapshot was given a section or item identifier it already
        /// has, or the same identifier twice.
        case duplicateSnapshotIdentifier
        /// A diffable data source snapshot was asked to insert, move, delete or reload relative
        /// to a section or item identifier it does not have (or an item to a snapshot without
        /// sections).
        case invalidSnapshotIdentifier
        /// An archive (a nib or a storyboard) could not be read: its text is not JSON, a value
        /// has the wrong type or an unknown name, an object reference names nothing, or an
        /// object's `init(coder:)` returned `nil`. Nothing in the archive was connected or awoken.
        case malformedArchive
        /// An archive names a class that is in none of the registries the load consults.
        case unknownArchiveClass
        /// An archive sets a key that its object's class does not read, or connects an outlet or
        /// an action the owner does not have — UIKit's *not key value coding-compliant* failure.
        case undefinedArchiveKey
        /// A storyboard was asked for a controller but its file is missing from its bundle.
        case storyboardUnavailable
        /// A storyboard was asked for a controller by an identifier none of its scenes has.
        case unknownStoryboardIdentifier
        /// A segue was asked for by an identifier the source's scene does not have.
        case unknownSegueIdentifier
        /// A storyboard scene cannot be made as written: a segue or relationship names a missing
        /// scene, an embed segue's container is not in the scene's view, a custom segue's class
        /// is unknown, or a creator returned a controller of another class.
        case invalidStoryboardScene
        /// An unwind segue found no controller that answers its action.
        case unwindDestinationNotFound
    }

    /// What kind of misuse this is.
    public let kind: Kind
    /// The message, starting with UIKit's own wording where UIKit has one, then how to fix it.
    public let message: String
    /// Descriptions of the objects involved, in the order the message names them.
    public let objects: [String]
    /// The identities of the objects involved, in the same order as ``objects``.
    public let objectIdentifiers: [ObjectIdentifier]

    /// Creates a diagnostic about the given objects.
    public init(kind: Kind, message: String, objects: [AnyObject]) {
        self.kind = kind
        self.message = message
        self.objects = objects.map { String(describing: $0) }
        self.objectIdentifiers = objects.map(ObjectIdentifier.init)
    }

    /// The diagnostic as one log line: `[HeadlessKit] kind: message`.
    public var description: String {
        "[HeadlessKit] \(kind.rawValue): \(message)"
    }
}
