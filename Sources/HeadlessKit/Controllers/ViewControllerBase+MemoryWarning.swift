extension ViewControllerBase {
    /// Delivers a memory warning to this controller, then (once containers exist) to its children
    /// and presented controllers — parents and presenters first (contract §1).
    func deliverMemoryWarning() {
        report("didReceiveMemoryWarning()")
        didReceiveMemoryWarning()
    }
}
