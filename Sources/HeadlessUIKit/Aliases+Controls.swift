import HeadlessKit

/// UIKit's name for ``Switch``.
public typealias UISwitch = Switch
/// UIKit's name for ``Slider``.
public typealias UISlider = Slider
/// UIKit's name for ``SegmentedControl``.
public typealias UISegmentedControl = SegmentedControl
/// UIKit's name for ``Stepper``.
public typealias UIStepper = Stepper
/// UIKit's name for ``ActivityIndicatorView``.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's name for ``ProgressView``.
public typealias UIProgressView = ProgressView
/// UIKit's name for ``RefreshControl``.
public typealias UIRefreshControl = RefreshControl
