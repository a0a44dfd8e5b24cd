import Foundation

/// One lifecycle callback the framework delivered: who received it, which one, with what.
///
/// Events are reported to a run loop's ``MainRunLoop/lifecycleObserver`` as each callback is
/// delivered — before the override runs — so the order of events is the order of calls. Every
/// object reports through the run loop it belongs to: a view through its window's, a controller
/// through its view's window or its container's, the app delegate through its application's.
public struct LifecycleEvent: Equatable, Sendable, CustomStringConvertible {
    /// An argument of a lifecycle callback.
    public enum Argument: Equatable, Sendable, CustomStringConvertible {
        /// An object argument that was `nil` (for example `willMove(toWindow: nil)`).
        case none
        /// An object argument, by identity and type name.
        case object(ObjectIdentifier, typeName: String)
        /// A rectangle argument (the dirty rect of `draw(_:)`).
        case rect(CGRect)
        /// A Boolean argument (`animated`).
        case bool(Bool)

        /// An argument naming `object`, or ``none`` for `nil`.
        public init(_ object: AnyObject?) {
            if let object {
                self = .object(ObjectIdentifier(object), typeName: String(describing: type(of: object)))
            } else {
                self = .none
            }
        }

        /// The argument as a log shows it: a type name, `nil`, a rect or a Boolean.
        public var description: String {
            switch self {
            case .none: "nil"
            case .object(_, let typeName): typeName
            case .rect(let rect): GeometryFormat.rect(rect)
            case .bool(let value): String(value)
            }
        }
    }

    /// The identity of the object that received the callback.
    public let receiver: ObjectIdentifier
    /// The receiver's dynamic type; its name is formatted only when read, which keeps recording cheap.
    public let receiverMetatype: any AnyObject.Type
    /// The receiver's type name.
    public var receiverType: String { String(describing: receiverMetatype) }
    /// Which callback was delivered, such as ``LifecycleCallback/willMoveToWindow``.
    public let callback: LifecycleCallback
    /// The callback's arguments, in order.
    public let arguments: [Argument]

    /// Creates an event for `receiver` receiving `callback`.
    public init(receiver: AnyObject, callback: LifecycleCallback, arguments: [Argument] = []) {
        self.receiver = ObjectIdentifier(receiver)
        self.receiverMetatype = type(of: receiver)
        self.callback = callback
        self.arguments = arguments
    }

    /// Whether two events have the same receiver, receiver type, callback and arguments.
    public static func == (lhs: LifecycleEvent, rhs: LifecycleEvent) -> Bool {
        lhs.receiver == rhs.receiver && ObjectIdentifier(lhs.receiverMetatype) == ObjectIdentifier(rhs.receiverMetatype)
            && lhs.callback == rhs.callback && lhs.arguments == rhs.arguments
    }

    /// The event as `Type.callback(label:) arguments`.
    public var description: String {
        "\(receiverType).\(callback)" + (arguments.isEmpty ? "" : " " + arguments.map(\.description).joined(separator: ", "))
    }
}
