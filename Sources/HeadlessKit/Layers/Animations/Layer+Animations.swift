import Foundation

/// Attaching animations to a layer — Core Animation's `add(_:forKey:)` and its companions.
///
/// Adding an animation attaches a *copy* of it and registers the copy with the animation driver
/// of the layer's run loop (its view's, or the view's its tree hangs from; else the loop driving
/// the current task). From then on the driver ticks it on the loop's clock, and on every tick the
/// layer writes the animated values — each attached animation in the order added, over the model
/// value — for ``presentation()`` to show. The model values never change.
extension Layer {
    /// Attaches a copy of `anim` to the layer under `key`, replacing any animation already there.
    ///
    /// A begin time of 0 means now; a duration of 0 takes the duration an open ``Transaction`` set
    /// (else 0.25 s), as Core Animation documents. The animation counts for the completion block
    /// of every open transaction. The layer's delegate is not asked (explicit animations are
    /// not actions); the animation's own ``Animation/delegate`` hears
    /// ``AnimationDelegate/animationDidStart(_:)`` and ``AnimationDelegate/animationDidStop(_:finished:)``
    /// on the loop's clock. A property animation whose key path is missing or names no property of
    /// the layer, or whose values are NaN or infinite, is refused with an
    /// ``Diagnostic/Kind/invalidLayerAnimation`` diagnostic and nothing changes. An animation at
    /// speed 0 is held where its time offset puts it and runs on no clock: it never starts or
    /// stops by itself **(chosen**: its value can never change, so nothing needs to tick it**)**.
    /// `key` may be `nil`: the animation then cannot be found or removed by key.
    public func add(_ anim: Animation, forKey key: String?) {
        guard let paths = acceptedPaths(of: anim, key: key) else { return }
        let copy = anim.copy() as! Animation
        let loop = owningRunLoop ?? MainRunLoop.current
        let transactions = loop.flatMap(TransactionStack.existing(on:))
        // "If the duration property of the animation is zero or negative it is given the default
        // duration, either the value of the animationDuration transaction property or .25
        // seconds otherwise" (CALayer.h, addAnimation:forKey:).
        if copy.duration == 0, let duration = transactions?.explicitAnimationDuration { copy.duration = duration }
        if let key, let old = animationState?.attachment(forKey: key) { detach(old) }
        let attachment = AttachedAnimation(key: key, animation: copy, paths: paths)
        if let running = transactions?.runningAction, running.layer == ObjectIdentifier(self), running.key == key {
            attachment.previousValue = running.previousValue
        }
        let state = animationState ?? LayerAnimations()
        animationState = state
        state.attached.append(attachment)
        if let loop, copy.speed != 0 {
            register(attachment, with: loop)
            attachment.completions = transactions?.openCompletions ?? []
            for completion in attachment.completions { completion.animationAdded() }
        }
        writeAnimatedValues(at: loop?.mediaTime ?? 0)
    }

    /// The animation attached under `key` — Core Animation's copy, not the object that was added —
    /// or `nil`. Changing it has no effect on what runs.
    public func animation(forKey key: String) -> Animation? {
        animationState?.attachment(forKey: key)?.animation
    }

    /// The keys of the attached animations, in the order they were added, or `nil` when none is
    /// attached under a key (as Core Animation answers).
    public func animationKeys() -> [String]? {
        let keys = animationState?.attached.compactMap(\.key) ?? []
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation attached under `key`, if any: its values are gone from the
    /// presentation at once, and its delegate hears
    /// ``AnimationDelegate/animationDidStop(_:finished:)`` with `false` in the sources phase of the
    /// loop's current or next turn (see <doc:Animations>).
    public func removeAnimation(forKey key: String) {
        guard let attachment = animationState?.attachment(forKey: key) else { return }
        detach(attachment)
        writeAnimatedValues(at: currentMediaTime)
    }

    /// Removes every attached animation, as ``removeAnimation(forKey:)`` removes one; their
    /// delegates hear that they stopped in the order they were added.
    public func removeAllAnimations() {
        guard let state = animationState, !state.attached.isEmpty else { return }
        for attachment in state.attached { detach(attachment) }
        writeAnimatedValues(at: currentMediaTime)
    }

    // MARK: - Running

    /// The media time of the layer's loop (0 for a layer of no loop).
    var currentMediaTime: TimeInterval {
        (owningRunLoop ?? MainRunLoop.current)?.mediaTime ?? 0
    }

    /// Whether an attached animation is still running on a clock (repeating or paused ones too).
    package var hasAnimationsInFlight: Bool {
        animationState?.attached.contains { $0.flight?.isInFlight == true } ?? false
    }

    private func register(_ attachment: AttachedAnimation, with loop: MainRunLoop) {
        let driver = loop.animationDriver
        let flight = driver.add(attachment.animation)
        attachment.flight = flight
        attachment.driver = driver
        // The flight holds the layer until it stops (the handlers are cleared then): Core
        // Animation's render tree keeps a layer's animations running while they are in flight.
        flight.tickHandler = { [self] _, time in
            if animationState?.writtenAt != time { writeAnimatedValues(at: time) }
        }
        flight.stopHandler = { [self, attachment] flight, finished in
            flight.tickHandler = nil
            flight.stopHandler = nil
            // A removed animation left the layer when it was removed; a finished one leaves it now,
            // before its delegate hears, unless it stays (isRemovedOnCompletion = false).
            if finished, attachment.animation.isRemovedOnCompletion {
                animationState?.attached.removeAll { $0 === attachment }
            }
            writeAnimatedValues(at: currentMediaTime)
            let completions = attachment.completions
            attachment.completions = []
            for completion in completions { completion.animationStopped() }
        }
    }

    /// Takes `attachment` off the layer and out of the driver.
    private func detach(_ attachment: AttachedAnimation) {
        animationState?.attached.removeAll { $0 === attachment }
        guard let flight = attachment.flight else { return }
        if flight.isInFlight, let driver = attachment.driver {
            flight.tickHandler = nil
            driver.remove(flight)
        }
    }

    /// Writes each animated property's value at `time` — every attached animation in order, over
    /// the model value — for ``presentation()``.
    func writeAnimatedValues(at time: TimeInterval) {
        guard let state = animationState else { return }
        state.writtenAt = time
        state.written.removeAll(keepingCapacity: true)
        for attachment in state.attached {
            for path in attachment.paths {
                let index = state.written.firstIndex { $0.property == path.parsed.property }
                if path.parsed.field == nil, !attachment.readsUnderlyingValue {
                    // Its value does not depend on what is beneath: skip reading the model.
                    guard let value = attachment.value(of: path, at: time, underlying: nil) else { continue }
                    if let index { state.written[index].value = value } else { state.written.append((path.parsed.property, value)) }
                    continue
                }
                let whole = index.map { state.written[$0].value } ?? animationModelValue(forKey: path.parsed.property)
                guard let value = attachment.value(of: path, at: time, underlying: path.parsed.part(of: whole)),
                      let replaced = path.parsed.replacing(partOf: whole, with: value) else { continue }
                if let index { state.written[index].value = replaced } else { state.written.append((path.parsed.property, replaced)) }
            }
        }
    }

    /// The in-flight value last written for the property `key`, or `nil` when no animation
    /// changes it now.
    package func animatedValue(forKey key: String) -> Any? {
        animationState?.written.first { $0.property == key }?.value
    }

    /// The model value of `key`, read straight from the view for the values it keeps (a frame
    /// reads these for every animated view).
    private func animationModelValue(forKey key: String) -> Any? {
        if let host = hostReference {
            switch key {
            case "position": return host.backingPosition
            case "bounds": return host.backingBounds
            case "opacity": return Float(host.backingOpacity)
            case "transform": return storedModel.transform
            default: break
            }
        }
        return modelValue(forKey: key)
    }

    // MARK: - Refusing

    /// The key paths `anim` changes on this layer, or `nil` (with a diagnostic) when it cannot be
    /// attached.
    private func acceptedPaths(of anim: Animation, key: String?) -> [(keyPath: String, parsed: AnimatedKeyPath)]? {
        var keyPaths: [String] = []
        if let property = anim as? PropertyAnimation {
            guard let keyPath = property.keyPath else {
                refuseAnimation(anim, key: key, "the animation has no keyPath, so it would animate nothing",
                                fix: "set keyPath to a property of the layer, such as \"position\"")
                return nil
            }
            keyPaths = [keyPath]
        } else if let group = anim as? AnimationGroup {
            if let unnamed = group.propertyAnimations.first(where: { $0.keyPath == nil }) {
                refuseAnimation(anim, key: key, "the group's \(unnamed) has no keyPath",
                                fix: "set keyPath on every property animation in the group")
                return nil
            }
            keyPaths = group.keyPaths
        }
        var paths: [(keyPath: String, parsed: AnimatedKeyPath)] = []
        for keyPath in keyPaths {
            guard let parsed = AnimatedKeyPath(keyPath, on: self) else {
                refuseAnimation(anim, key: key, "\"\(keyPath)\" is not an animatable key path of \(type(of: self))",
                                fix: "use a property of the layer, or a field of one (\"position.x\", \"transform.scale\")")
                return nil
            }
            paths.append((keyPath, parsed))
        }
        let animations: [Animation] = (anim as? AnimationGroup)?.propertyAnimations ?? [anim]
        if animations.contains(where: { $0.hasNonFiniteValue }) {
            refuseAnimation(anim, key: key, "one of its values is NaN or infinite", fix: "pass finite values")
            return nil
        }
        return paths
    }

    private func refuseAnimation(_ anim: Animation, key: String?, _ rule: String, fix: String) {
        let keyText = key.map { "\"\($0)\"" } ?? "nil"
        refuse(.invalidLayerAnimation,
               "HeadlessKit refused add(\(anim), forKey: \(keyText)) on \(self) (HeadlessKit's check; Core Animation "
                   + "has no message for it): \(rule). Nothing was added; \(fix).")
    }
}

extension AnimationGroup {
    /// The property animations of the group and of its nested groups.
    var propertyAnimations: [PropertyAnimation] {
        (animations ?? []).flatMap { animation -> [PropertyAnimation] in
            if let group = animation as? AnimationGroup { return group.propertyAnimations }
            return (animation as? PropertyAnimation).map { [$0] } ?? []
        }
    }
}

extension Animation {
    /// Whether one of the animation's values is NaN or infinite.
    var hasNonFiniteValue: Bool {
        var values: [Any?] = []
        if let basic = self as? BasicAnimation { values = [basic.fromValue, basic.toValue, basic.byValue] }
        if let keyframes = self as? KeyframeAnimation { values = keyframes.values ?? [] }
        return values.contains { value in
            // A value's distance to itself is 0 unless a component is NaN or infinite (∞ − ∞ is NaN).
            guard let read = AnimationValue(value) else { return false }
            return read.distance(to: read)?.isNaN ?? false
        }
    }
}
