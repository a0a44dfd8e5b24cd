/// What an archive sets on a view that Auto Layout declares.
extension ViewNode {
    /// Reads `translatesAutoresizingMaskIntoConstraints` from `coder` into `object` (a view);
    /// run by every view's `init(coder:)` through the load's extension decoders.
    static func decodeArchivedLayoutProperties(of object: AnyObject, from coder: Coder) {
        guard let view = object as? ViewNode else { return }
        let key = "translatesAutoresizingMaskIntoConstraints"
        if coder.containsValue(forKey: key) { view.translatesAutoresizingMaskIntoConstraints = coder.decodeBool(forKey: key) }
    }
}
