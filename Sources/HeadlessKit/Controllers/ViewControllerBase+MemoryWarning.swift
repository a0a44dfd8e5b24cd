extension ViewControllerBase {
    /// Delivers a memory warning to this controller, then to its children (and, once modal
    /// presentation exists, presented controllers) — parents and presenters first (contract §1).
    func deliverMemoryWarning() {
        report("didReceiveMemoryWarning()")
        didReceiveMemoryWarning()
        for child in children { child.deliverMemoryWarning() }
        presentedViewController?.deliverMemoryWarning()
    }
}
