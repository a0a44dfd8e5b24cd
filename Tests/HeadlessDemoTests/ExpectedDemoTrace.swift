/// What `swift run HeadlessDemo` prints, line for line (regenerate it from the demo's output
/// when a deliberate change moves a callback).
let expectedDemoTrace = #"""
HeadlessDemo — lifecycle callbacks as HeadlessKit delivers them (virtual time)

== Launch, a controller with a custom subview, push and pop ==

(cold launch)
  t=0.000s  app.init()
  t=0.000s  app.application(_:willFinishLaunchingWithOptions:)
  t=0.000s  app.application(_:didFinishLaunchingWithOptions:)
  t=0.000s  Main.willMove(toParent:)
  t=0.000s  Nav.loadView()
  t=0.000s  Nav.viewDidLoad()
  t=0.000s  Main.loadView()
  t=0.000s  Main.viewDidLoad()
  t=0.000s  Main.badge.willMove(toSuperview:)
  t=0.000s  Main.badge.didMoveToSuperview()
  t=0.000s  Main.didMove(toParent:)
  t=0.000s  Nav.viewWillAppear(_:)
  t=0.000s  Main.viewWillAppear(_:)
  t=0.000s  Main.badge.willMove(toWindow:)
  t=0.000s  Main.badge.didMoveToWindow()
  t=0.000s  Main.badge.updateConstraints()
  t=0.000s  Main.updateViewConstraints()
  t=0.000s  Nav.viewWillLayoutSubviews()
  t=0.000s  Nav.viewDidLayoutSubviews()
  t=0.000s  Main.viewSafeAreaInsetsDidChange()
  t=0.000s  Main.viewLayoutMarginsDidChange()
  t=0.000s  Main.viewWillLayoutSubviews()
  t=0.000s  Main.viewDidLayoutSubviews()
  t=0.000s  Main.badge.layoutSubviews()
  t=0.000s  Main.badge.draw(_:)
  t=0.000s  app.applicationDidBecomeActive(_:)
  t=0.000s  Nav.viewDidAppear(_:)
  t=0.000s  Main.viewDidAppear(_:)

(push Detail, animated)
  t=0.000s  Detail.willMove(toParent:)
  t=0.000s  Detail.loadView()
  t=0.000s  Detail.viewDidLoad()
  t=0.000s  Main.viewWillDisappear(_:)
  t=0.000s  Detail.viewWillAppear(_:)
  t=0.000s  Nav.viewWillLayoutSubviews()
  t=0.000s  Nav.viewDidLayoutSubviews()
  t=0.000s  Detail.viewSafeAreaInsetsDidChange()
  t=0.000s  Detail.viewLayoutMarginsDidChange()
  t=0.000s  Detail.viewWillLayoutSubviews()
  t=0.000s  Detail.viewDidLayoutSubviews()
  t=0.500s  Main.badge.willMove(toWindow:)
  t=0.500s  Main.badge.didMoveToWindow()
  t=0.500s  Main.viewDidDisappear(_:)
  t=0.500s  Detail.viewDidAppear(_:)
  t=0.500s  Detail.didMove(toParent:)
  t=0.500s  Nav.viewWillLayoutSubviews()
  t=0.500s  Nav.viewDidLayoutSubviews()

(pop, animated)
  t=0.500s  Detail.willMove(toParent:)
  t=0.500s  Detail.viewWillDisappear(_:)
  t=0.500s  Main.viewWillAppear(_:)
  t=0.500s  Main.badge.willMove(toWindow:)
  t=0.500s  Main.badge.didMoveToWindow()
  t=0.500s  Nav.viewWillLayoutSubviews()
  t=0.500s  Nav.viewDidLayoutSubviews()
  t=0.500s  Main.viewWillLayoutSubviews()
  t=0.500s  Main.viewDidLayoutSubviews()
  t=1.000s  Detail.viewDidDisappear(_:)
  t=1.000s  Main.viewDidAppear(_:)
  t=1.000s  Detail.didMove(toParent:)
  t=1.000s  Nav.viewWillLayoutSubviews()
  t=1.000s  Nav.viewDidLayoutSubviews()

== An interactive pop (edge swipe), cancelled then finished ==

(push Detail, not animated)
  t=1.000s  Detail.willMove(toParent:)
  t=1.000s  Detail.loadView()
  t=1.000s  Detail.viewDidLoad()
  t=1.000s  Main.viewWillDisappear(_:)
  t=1.000s  Detail.viewWillAppear(_:)
  t=1.000s  Nav.viewWillLayoutSubviews()
  t=1.000s  Nav.viewDidLayoutSubviews()
  t=1.000s  Detail.viewSafeAreaInsetsDidChange()
  t=1.000s  Detail.viewLayoutMarginsDidChange()
  t=1.000s  Detail.viewWillLayoutSubviews()
  t=1.000s  Detail.viewDidLayoutSubviews()
  t=1.000s  Main.badge.willMove(toWindow:)
  t=1.000s  Main.badge.didMoveToWindow()
  t=1.000s  Main.viewDidDisappear(_:)
  t=1.000s  Detail.viewDidAppear(_:)
  t=1.000s  Detail.didMove(toParent:)
  t=1.000s  Nav.viewWillLayoutSubviews()
  t=1.000s  Nav.viewDidLayoutSubviews()

(edge swipe begins)
  t=1.000s  Detail.willMove(toParent:)
  t=1.000s  Detail.viewWillDisappear(_:)
  t=1.000s  Main.viewWillAppear(_:)
  t=1.000s  Main.badge.willMove(toWindow:)
  t=1.000s  Main.badge.didMoveToWindow()
  t=1.000s  Nav.viewWillLayoutSubviews()
  t=1.000s  Nav.viewDidLayoutSubviews()
  t=1.000s  Main.viewWillLayoutSubviews()
  t=1.000s  Main.viewDidLayoutSubviews()

(swipe released early: cancelled)
  t=1.000s  Main.viewWillDisappear(_:)
  t=1.000s  Main.viewDidDisappear(_:)
  t=1.000s  Detail.viewWillAppear(_:)
  t=1.000s  Detail.viewDidAppear(_:)
  t=1.000s  Main.badge.willMove(toWindow:)
  t=1.000s  Main.badge.didMoveToWindow()
  t=1.000s  Detail.didMove(toParent:)
  t=1.000s  Nav.viewWillLayoutSubviews()
  t=1.000s  Nav.viewDidLayoutSubviews()

(edge swipe begins again)
  t=1.000s  Detail.willMove(toParent:)
  t=1.000s  Detail.viewWillDisappear(_:)
  t=1.000s  Main.viewWillAppear(_:)
  t=1.000s  Main.badge.willMove(toWindow:)
  t=1.000s  Main.badge.didMoveToWindow()
  t=1.000s  Nav.viewWillLayoutSubviews()
  t=1.000s  Nav.viewDidLayoutSubviews()
  t=1.000s  Main.viewWillLayoutSubviews()
  t=1.000s  Main.viewDidLayoutSubviews()

(swipe completed: finished)
  t=1.000s  Detail.viewDidDisappear(_:)
  t=1.000s  Main.viewDidAppear(_:)
  t=1.000s  Detail.didMove(toParent:)
  t=1.000s  Nav.viewWillLayoutSubviews()
  t=1.000s  Nav.viewDidLayoutSubviews()

== A table: its first layout asks for the rows, a drag that flings, a tapped row ==

(push the list, not animated: fixed heights, so every row's height is asked)
  t=1.000s  List.willMove(toParent:)
  t=1.000s  List.loadView()
  t=1.000s  List.viewDidLoad()
  t=1.000s  Main.viewWillDisappear(_:)
  t=1.000s  List.viewWillAppear(_:)
  t=1.000s  Nav.viewWillLayoutSubviews()
  t=1.000s  Nav.viewDidLayoutSubviews()
  t=1.000s  List.viewSafeAreaInsetsDidChange()
  t=1.000s  List.viewLayoutMarginsDidChange()
  t=1.000s  List.viewWillLayoutSubviews()
  t=1.000s  numberOfSections
  t=1.000s  heightForHeaderInSection 0
  t=1.000s  heightForFooterInSection 0
  t=1.000s  numberOfRowsInSection 0
  t=1.000s  heightForRowAt ×20 (0.0 … 0.19)
  t=1.000s  heightForHeaderInSection 1
  t=1.000s  heightForFooterInSection 1
  t=1.000s  numberOfRowsInSection 1
  t=1.000s  heightForRowAt ×20 (1.0 … 1.19)
  t=1.000s  cellForRowAt → willDisplay, row by row ×15 (0.0 … 0.14)
  t=1.000s  List.viewDidLayoutSubviews()
  t=1.000s  List.viewWillLayoutSubviews()
  t=1.000s  List.viewDidLayoutSubviews()
  t=1.000s  Main.badge.willMove(toWindow:)
  t=1.000s  Main.badge.didMoveToWindow()
  t=1.000s  Main.viewDidDisappear(_:)
  t=1.000s  List.viewDidAppear(_:)
  t=1.000s  List.didMove(toParent:)
  t=1.000s  Nav.viewWillLayoutSubviews()
  t=1.000s  Nav.viewDidLayoutSubviews()

(drag up 300 pt from row 0.11 and let go at 1.5 pt/ms: rows leave at the top and enter at the bottom)
  t=1.016s  scrollViewWillBeginDragging (offset 0.0, mode UITrackingRunLoopMode)
  t=1.033s  scrollViewDidScroll ×4 (offset 12.5 … 50.0, one per frame)
  t=1.099s  scrollViewDidScroll (offset 62.5) → didEndDisplaying 0.0 → cellForRowAt 0.15 → willDisplay 0.15
  t=1.116s  scrollViewDidScroll ×4 (offset 75.0 … 112.5, one per frame)
  t=1.183s  scrollViewDidScroll (offset 125.0) → didEndDisplaying 0.1 → cellForRowAt 0.16 → willDisplay 0.16
  t=1.199s  scrollViewDidScroll ×2 (offset 137.5 … 162.5, one per frame)
  t=1.233s  scrollViewDidScroll (offset 187.5) → didEndDisplaying 0.2 → cellForRowAt 0.17 → willDisplay 0.17
  t=1.249s  scrollViewDidScroll (offset 212.5)
  t=1.266s  scrollViewDidScroll (offset 237.5) → cellForRowAt 0.18 → willDisplay 0.18
  t=1.283s  scrollViewDidScroll (offset 262.5) → didEndDisplaying 0.3
  t=1.299s  scrollViewDidScroll ×2 (offset 287.5 … 312.5, one per frame)
  t=1.316s  scrollViewWillEndDragging (velocity 1.50 pt/ms, target 1061.0)
  t=1.316s  scrollViewDidEndDragging (willDecelerate: true)
  t=1.316s  scrollViewWillBeginDecelerating
  t=1.316s  didEndDisplaying 0.4
  t=1.316s  cellForRowAt 0.19
  t=1.316s  willDisplay 0.19
  t=1.333s  scrollViewDidScroll (offset 337.1)
  t=1.349s  scrollViewDidScroll (offset 360.8) → didEndDisplaying 0.5 → cellForRowAt 1.0 → willDisplay 1.0
  t=1.366s  scrollViewDidScroll ×2 (offset 383.8 … 406.0, one per frame)
  t=1.399s  scrollViewDidScroll (offset 427.5) → didEndDisplaying 0.6 → cellForRowAt 1.1 → willDisplay 1.1
  t=1.416s  scrollViewDidScroll ×2 (offset 448.3 … 468.4, one per frame)
  t=1.449s  scrollViewDidScroll (offset 487.9) → didEndDisplaying 0.7 → cellForRowAt 1.2 → willDisplay 1.2
  t=1.466s  scrollViewDidScroll ×2 (offset 506.7 … 524.9, one per frame)
  t=1.499s  scrollViewDidScroll (offset 542.4) → didEndDisplaying 0.8 → cellForRowAt 1.3 → willDisplay 1.3
  t=1.516s  scrollViewDidScroll ×3 (offset 559.5 … 591.8, one per frame)
  t=1.566s  scrollViewDidScroll (offset 607.2) → didEndDisplaying 0.9 → cellForRowAt 1.4 → willDisplay 1.4
  t=1.583s  scrollViewDidScroll ×3 (offset 622.1 … 650.5, one per frame)
  t=1.633s  scrollViewDidScroll (offset 663.9) → didEndDisplaying 0.10 → cellForRowAt 1.5 → willDisplay 1.5
  t=1.649s  scrollViewDidScroll ×4 (offset 677.0 … 713.5, one per frame)
  t=1.716s  scrollViewDidScroll (offset 724.9) → didEndDisplaying 0.11 → cellForRowAt 1.6 → willDisplay 1.6
  t=1.733s  scrollViewDidScroll ×4 (offset 736.0 … 766.9, one per frame)
  t=1.799s  scrollViewDidScroll (offset 776.6) → cellForRowAt 1.7 → willDisplay 1.7
  t=1.816s  scrollViewDidScroll (offset 785.9) → didEndDisplaying 0.12
  t=1.833s  scrollViewDidScroll ×6 (offset 794.9 … 835.8, one per frame)
  t=1.933s  scrollViewDidScroll (offset 843.2) → didEndDisplaying 0.13 → cellForRowAt 1.8 → willDisplay 1.8
  t=1.949s  scrollViewDidScroll ×8 (offset 850.4 … 894.2, one per frame)
  t=2.083s  scrollViewDidScroll (offset 899.7) → cellForRowAt 1.9 → willDisplay 1.9
  t=2.099s  scrollViewDidScroll (offset 905.0) → didEndDisplaying 0.14
  t=2.116s  scrollViewDidScroll ×11 (offset 910.1 … 952.9, one per frame)
  t=2.299s  scrollViewDidScroll (offset 956.5) → cellForRowAt 1.10 → willDisplay 1.10
  t=2.316s  scrollViewDidScroll (offset 959.9)
  t=2.333s  scrollViewDidScroll (offset 963.2) → didEndDisplaying 0.15
  t=2.349s  scrollViewDidScroll ×23 (offset 966.4 … 1015.6, one per frame)
  t=2.733s  scrollViewDidScroll (offset 1017.1) → cellForRowAt 1.11 → willDisplay 1.11
  t=2.749s  scrollViewDidScroll ×2 (offset 1018.5 … 1019.9, one per frame)
  t=2.783s  scrollViewDidScroll (offset 1021.3) → didEndDisplaying 0.16
  t=2.799s  scrollViewDidScroll ×132 (offset 1022.6 … 1061.0, one per frame)
  t=4.983s  scrollViewDidEndDecelerating (offset 1061.0, mode kCFRunLoopDefaultMode)
  t=4.983s  List.viewWillLayoutSubviews()
  t=4.983s  List.viewDidLayoutSubviews()

(tap the row at y = 400: selected, and the delegate pushes Detail)
  t=5.033s  shouldHighlightRowAt 1.4
  t=5.033s  didHighlightRowAt 1.4
  t=5.033s  didUnhighlightRowAt 1.4
  t=5.033s  willSelectRowAt 1.4
  t=5.033s  didSelectRowAt 1.4
  t=5.033s  Detail.willMove(toParent:)
  t=5.033s  Detail.loadView()
  t=5.033s  Detail.viewDidLoad()
  t=5.033s  List.viewWillDisappear(_:)
  t=5.033s  Detail.viewWillAppear(_:)
  t=5.033s  Nav.viewWillLayoutSubviews()
  t=5.033s  Nav.viewDidLayoutSubviews()
  t=5.033s  Detail.viewSafeAreaInsetsDidChange()
  t=5.033s  Detail.viewLayoutMarginsDidChange()
  t=5.033s  Detail.viewWillLayoutSubviews()
  t=5.033s  Detail.viewDidLayoutSubviews()
  t=5.533s  List.viewDidDisappear(_:)
  t=5.533s  Detail.viewDidAppear(_:)
  t=5.533s  Detail.didMove(toParent:)
  t=5.533s  Nav.viewWillLayoutSubviews()
  t=5.533s  Nav.viewDidLayoutSubviews()

(edge swipe from the left, 300 pt: the navigation controller's screen-edge pan pops)
  t=5.549s  Detail.willMove(toParent:)
  t=5.549s  Detail.viewWillDisappear(_:)
  t=5.549s  List.viewWillAppear(_:)
  t=5.549s  Nav.viewWillLayoutSubviews()
  t=5.549s  Nav.viewDidLayoutSubviews()
  t=5.549s  List.viewWillLayoutSubviews()
  t=5.549s  List.viewDidLayoutSubviews()
  t=5.949s  List's selection: none (cleared as it reappeared)
  t=6.065s  Detail.viewDidDisappear(_:)
  t=6.065s  List.viewDidAppear(_:)
  t=6.065s  Detail.didMove(toParent:)
  t=6.065s  Nav.viewWillLayoutSubviews()
  t=6.065s  Nav.viewDidLayoutSubviews()

== A full-screen modal, a memory warning while it is up, the dismissal ==

(Nav presents Sub, full screen, animated)
  t=6.065s  Sub.loadView()
  t=6.065s  Sub.viewDidLoad()
  t=6.065s  code after present(_:animated:completion:)
  t=6.065s  Nav.viewWillDisappear(_:)
  t=6.065s  List.viewWillDisappear(_:)
  t=6.065s  Sub.viewWillAppear(_:)
  t=6.065s  Sub.viewWillLayoutSubviews()
  t=6.065s  Sub.viewDidLayoutSubviews()
  t=6.565s  Sub.viewDidAppear(_:)
  t=6.565s  Nav.viewDidDisappear(_:)
  t=6.565s  List.viewDidDisappear(_:)
  t=6.565s  present completion

(memory warning while Sub is presented)
  t=6.565s  app.applicationDidReceiveMemoryWarning(_:)
  t=6.565s  Nav.didReceiveMemoryWarning()
  t=6.565s  Main.didReceiveMemoryWarning()
  t=6.565s  List.didReceiveMemoryWarning()
  t=6.565s  Sub.didReceiveMemoryWarning()

(Sub dismisses itself, animated)
  t=6.565s  code after dismiss(animated:completion:)
  t=6.565s  Sub.viewWillDisappear(_:)
  t=6.565s  Nav.viewWillAppear(_:)
  t=6.565s  List.viewWillAppear(_:)
  t=6.565s  Nav.viewWillLayoutSubviews()
  t=6.565s  Nav.viewDidLayoutSubviews()
  t=6.565s  List.viewWillLayoutSubviews()
  t=6.565s  List.viewDidLayoutSubviews()
  t=7.065s  Nav.viewDidAppear(_:)
  t=7.065s  List.viewDidAppear(_:)
  t=7.065s  Sub.viewDidDisappear(_:)
  t=7.065s  dismiss completion

== The app and the system: background, suspension, interruptions ==

(home button)
  t=7.065s  app.applicationWillResignActive(_:)
  t=7.065s  app.applicationDidEnterBackground(_:)

(5 s in the background)
  t=13.065s  the app is suspended: suspended 1 s after entering the background

(tap the app icon)
  t=13.065s  app.applicationWillEnterForeground(_:)
  t=13.065s  app.applicationDidBecomeActive(_:)

(incoming call)
  t=13.065s  app.applicationWillResignActive(_:)

(call declined)
  t=13.065s  app.applicationDidBecomeActive(_:)

(lock)
  t=13.065s  app.applicationWillResignActive(_:)
  t=13.065s  app.applicationDidEnterBackground(_:)

(unlock)
  t=14.065s  app.applicationWillEnterForeground(_:)
  t=14.065s  app.applicationDidBecomeActive(_:)

(double home)
  t=14.065s  app.applicationWillResignActive(_:)

(swipe the app away)
  t=14.065s  app.applicationDidEnterBackground(_:)
  t=14.065s  app.applicationWillTerminate(_:)

Done: virtual time 14.065384615384614 seconds, 297 run loop turns, state not running.

== A storyboard app: scenes made from the archive, a segue, a modal and an unwind ==

(cold launch: the main storyboard's initial controller and its root scene)
  t=0.000s  app.init()
  t=0.000s  Notes.init(coder:)
  t=0.000s  Nav.init(coder:)
  t=0.000s  Notes.willMove(toParent:)
  t=0.000s  Notes.awakeFromNib()
  t=0.000s  Nav.awakeFromNib()
  t=0.000s  app.application(_:willFinishLaunchingWithOptions:)
  t=0.000s  app.application(_:didFinishLaunchingWithOptions:)
  t=0.000s  Nav.loadView()
  t=0.000s  Nav.viewDidLoad()
  t=0.000s  Notes.loadView()
  t=0.000s  Notes.viewDidLoad()
  t=0.000s  Notes.didMove(toParent:)
  t=0.000s  Nav.viewWillAppear(_:)
  t=0.000s  Notes.viewWillAppear(_:)
  t=0.000s  Notes.updateViewConstraints()
  t=0.000s  Nav.viewWillLayoutSubviews()
  t=0.000s  Nav.viewDidLayoutSubviews()
  t=0.000s  Notes.viewSafeAreaInsetsDidChange()
  t=0.000s  Notes.viewLayoutMarginsDidChange()
  t=0.000s  Notes.viewWillLayoutSubviews()
  t=0.000s  Notes.viewDidLayoutSubviews()
  t=0.000s  app.applicationDidBecomeActive(_:)
  t=0.000s  Nav.viewDidAppear(_:)
  t=0.000s  Notes.viewDidAppear(_:)
  t=0.000s  Notes' outlets: countLabel says "No notes", composeButton is connected

(Notes performs the segue "showNote" from code)
  t=0.000s  Note.init(coder:)
  t=0.000s  Note.awakeFromNib()
  t=0.000s  Notes.prepare(for:sender:)
  t=0.000s  Segue.perform()
  t=0.000s  Note.willMove(toParent:)
  t=0.000s  Note.loadView()
  t=0.000s  Note.viewDidLoad()
  t=0.000s  Notes.viewWillDisappear(_:)
  t=0.000s  Note.viewWillAppear(_:)
  t=0.000s  Note.updateViewConstraints()
  t=0.000s  Nav.viewWillLayoutSubviews()
  t=0.000s  Nav.viewDidLayoutSubviews()
  t=0.000s  Note.viewSafeAreaInsetsDidChange()
  t=0.000s  Note.viewLayoutMarginsDidChange()
  t=0.000s  Note.viewWillLayoutSubviews()
  t=0.000s  Note.viewDidLayoutSubviews()
  t=0.500s  Notes.viewDidDisappear(_:)
  t=0.500s  Note.viewDidAppear(_:)
  t=0.500s  Note.didMove(toParent:)
  t=0.500s  Nav.viewWillLayoutSubviews()
  t=0.500s  Nav.viewDidLayoutSubviews()

(back, not animated)
  t=0.500s  Note.willMove(toParent:)
  t=0.500s  Note.viewWillDisappear(_:)
  t=0.500s  Notes.viewWillAppear(_:)
  t=0.500s  Nav.viewWillLayoutSubviews()
  t=0.500s  Nav.viewDidLayoutSubviews()
  t=0.500s  Notes.viewWillLayoutSubviews()
  t=0.500s  Notes.viewDidLayoutSubviews()
  t=0.500s  Note.viewDidDisappear(_:)
  t=0.500s  Notes.viewDidAppear(_:)
  t=0.500s  Note.didMove(toParent:)
  t=0.500s  Nav.viewWillLayoutSubviews()
  t=0.500s  Nav.viewDidLayoutSubviews()

(tap Compose: its segue presents Compose modally)
  t=0.549s  Notes.shouldPerformSegue(withIdentifier:sender:)
  t=0.549s  Compose.init(coder:)
  t=0.549s  Compose.awakeFromNib()
  t=0.549s  Notes.prepare(for:sender:)
  t=0.549s  Segue.perform()
  t=0.549s  Compose.loadView()
  t=0.549s  Compose.viewDidLoad()
  t=0.549s  Nav.viewWillDisappear(_:)
  t=0.549s  Notes.viewWillDisappear(_:)
  t=0.549s  Compose.viewWillAppear(_:)
  t=0.549s  Compose.updateViewConstraints()
  t=0.549s  Compose.viewWillLayoutSubviews()
  t=0.549s  Compose.viewDidLayoutSubviews()
  t=0.549s  Compose.viewDidAppear(_:)
  t=0.549s  Nav.viewDidDisappear(_:)
  t=0.549s  Notes.viewDidDisappear(_:)

(tap Done: its unwind segue finds Notes' unwindToNotes(_:) and dismisses)
  t=0.599s  Compose.shouldPerformSegue(withIdentifier:sender:)
  t=0.599s  Notes.canPerformUnwindSegueAction(_:from:sender:)
  t=0.599s  Compose.prepare(for:sender:)
  t=0.599s  Notes.unwindToNotes(_:) runs: the unwind action, from ComposeViewController
  t=0.599s  Segue.perform()
  t=0.599s  Nav.unwind(for:towards:)
  t=0.599s  Compose.viewWillDisappear(_:)
  t=0.599s  Nav.viewWillAppear(_:)
  t=0.599s  Notes.viewWillAppear(_:)
  t=0.599s  Nav.viewWillLayoutSubviews()
  t=0.599s  Nav.viewDidLayoutSubviews()
  t=0.599s  Notes.viewWillLayoutSubviews()
  t=0.599s  Notes.viewDidLayoutSubviews()
  t=0.599s  Nav.viewDidAppear(_:)
  t=0.599s  Notes.viewDidAppear(_:)
  t=0.599s  Compose.viewDidDisappear(_:)
  t=0.599s  Notes' count label now says "1 note"
"""#
