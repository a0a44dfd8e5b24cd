import Foundation
@testable import HeadlessKit

/// Lines that layer and view hooks append in the order they run, for tests that need Core
/// Animation's hooks and UIKit's callbacks in one list.
@MainActor
final class LayerRecorder {
    private(set) var lines: [String] = []

    func record(_ line: String) { lines.append(line) }
    func removeAll() { lines.removeAll() }
}

/// A layer that records its update-cycle hooks, then does what a plain layer does.
final class RecordingLayer: Layer {
    var recorder: LayerRecorder?
    var label = "layer"

    override func layoutSublayers() {
        recorder?.record("\(label).layoutSublayers()")
        super.layoutSublayers()
    }

    override func display() {
        recorder?.record("\(label).display()")
        super.display()
    }
}

/// A view that records its layout and drawing, and whose layer is a ``RecordingLayer``.
final class RecordingLayerView: ViewNode {
    override class var layerClass: AnyClass { RecordingLayer.self }
    var recorder: LayerRecorder? {
        didSet {
            recordingLayer.recorder = recorder
            recordingLayer.label = "\(label).layer"
        }
    }
    var label = "view"
    var recordingLayer: RecordingLayer { layer as! RecordingLayer }

    override func layoutSubviews() {
        recorder?.record("\(label).layoutSubviews()")
        super.layoutSubviews()
    }

    override func draw(_ rect: CGRect) {
        recorder?.record("\(label).draw(\(GeometryFormat.rect(rect)))")
    }
}

extension LayerRecorder {
    /// A recording standalone layer named `label` with the given frame.
    func layer(_ label: String, frame: CGRect = .zero) -> RecordingLayer {
        let layer = RecordingLayer()
        layer.recorder = self
        layer.label = label
        layer.frame = frame
        return layer
    }
}
