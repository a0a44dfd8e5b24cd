import HeadlessKit

/// UIKit's name for ``Storyboard``.
public typealias UIStoryboard = Storyboard
/// UIKit's name for ``StoryboardSegue``.
public typealias UIStoryboardSegue = StoryboardSegue
/// UIKit's name for ``StoryboardUnwindSegueSource``.
public typealias UIStoryboardUnwindSegueSource = StoryboardUnwindSegueSource
