import Foundation

extension ViewNode {
    /// How a view's tint colour is adjusted — UIKit's `UIView.TintAdjustmentMode`, with its raw values.
    public enum TintAdjustmentMode: Int, Hashable, Sendable, CaseIterable {
        /// The superview's mode (normal for a view with no superview).
        case automatic = 0
        /// The tint colour unchanged.
        case normal = 1
        /// The tint colour desaturated, as behind a presented alert.
        case dimmed = 2
    }
}

/// The tint colour and its adjustment, inherited down the hierarchy.
extension ViewNode {
    /// The tint colour as inherited: the view's own, else the first set above it, else system blue
    /// — dimmed when the effective ``tintAdjustmentMode`` is dimmed.
    var effectiveTintColor: Color {
        guard flags.contains(.inCustomEnvironment) else { return .systemBlue }
        let environment = effectiveEnvironment
        let color = environment.tintColor ?? .systemBlue
        return environment.isTintDimmed ? color.dimmedTintColor : color
    }

    /// Sets the view's own tint colour (`nil` restores inheritance), telling the views whose
    /// effective tint changes.
    func setOwnTintColor(_ color: Color?) {
        guard color != environmentOverrides?.tintColor else { return }
        changeEnvironment { mutableEnvironmentOverrides.tintColor = color }
    }

    /// The first tint adjustment mode other than ``TintAdjustmentMode/automatic`` on this view and
    /// its superviews, ``TintAdjustmentMode/normal`` when there is none — UIKit's
    /// `tintAdjustmentMode`. Setting ``TintAdjustmentMode/automatic`` inherits again.
    ///
    /// With ``TintAdjustmentMode/dimmed`` the ``tintColor`` of the view and of the subviews that
    /// inherit the mode reads as a grey of the colour's luminance **(chosen: UIKit documents only
    /// "desaturated")**. A change delivers ``tintColorDidChange()`` to every view whose effective
    /// tint changes, parents first.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if let own = environmentOverrides?.tintAdjustmentMode, own != .automatic { return own }
            guard flags.contains(.inCustomEnvironment) else { return .normal }
            return effectiveEnvironment.isTintDimmed ? .dimmed : .normal
        }
        set {
            guard newValue != (environmentOverrides?.tintAdjustmentMode ?? .automatic) else { return }
            changeEnvironment { mutableEnvironmentOverrides.tintAdjustmentMode = newValue }
        }
    }
}

extension Color {
    /// The colour a dimmed tint shows: a grey of this colour's luminance (Rec. 601 weights), at
    /// its alpha. A dynamic colour stays dynamic, each appearance dimmed.
    var dimmedTintColor: Color {
        func dimmed(_ color: Color) -> Color {
            Color(white: 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue, alpha: color.alpha)
        }
        guard let dynamic else { return dimmed(self) }
        let name = "dimmed " + (dynamic.name ?? "\(ObjectIdentifier(self).hashValue)")
        return Color(systemName: name, light: dimmed(resolvedColor(with: .lightAppearance)),
                     dark: dimmed(resolvedColor(with: .darkAppearance)))
    }
}
