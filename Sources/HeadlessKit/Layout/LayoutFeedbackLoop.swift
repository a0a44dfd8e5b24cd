/// What a commit found when it stopped a layout feedback loop: the views laid out repeatedly.
public struct LayoutFeedbackLoop: Equatable, Sendable, CustomStringConvertible {
    /// A view involved in the loop and how many times it was laid out in the turn.
    public struct Participant: Equatable, Sendable {
        /// The view's identity.
        public let view: ObjectIdentifier
        /// The view's description.
        public let description: String
        /// How many times the view was laid out in the turn.
        public let layoutCount: Int
    }

    /// The view whose layout count passed the threshold.
    public let culprit: Participant
    /// Every view laid out more than once in the turn, in the order they were first repeated.
    public let participants: [Participant]
    /// The threshold that was passed.
    public let threshold: Int

    /// A one-line summary naming the culprit and how many views were laid out repeatedly.
    public var description: String {
        "\(culprit.description) laid out \(culprit.layoutCount) times in one run loop turn; "
            + "\(participants.count) view(s) laid out repeatedly"
    }
}
