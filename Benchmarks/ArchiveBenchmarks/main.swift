import BenchmarkHarness
import Foundation
import HeadlessKit

// Archive benchmarks: a generated nib of 1,000 views (rows of labels, buttons and plain views)
// with 1,000 constraints and 50 outlets on its File's Owner — reading the document once,
// instantiating it (objects, constraints, outlets, awakeFromNib), and building the same
// hierarchy and constraints in code in the same run. Target: instantiate ≤ 3× code.
// Run: swift run -c release ArchiveBenchmarks [--quick] [--json results.json] [--filter text]

let runner = BenchmarkRunner()
let repetitions = runner.isQuick ? 3 : 15

/// The File's Owner: 50 outlets, one per row's first label.
@MainActor
final class BenchmarkOwner {
    @Outlet var label0: Label!
    @Outlet var label1: Label!
    @Outlet var label2: Label!
    @Outlet var label3: Label!
    @Outlet var label4: Label!
    @Outlet var label5: Label!
    @Outlet var label6: Label!
    @Outlet var label7: Label!
    @Outlet var label8: Label!
    @Outlet var label9: Label!
    @Outlet var label10: Label!
    @Outlet var label11: Label!
    @Outlet var label12: Label!
    @Outlet var label13: Label!
    @Outlet var label14: Label!
    @Outlet var label15: Label!
    @Outlet var label16: Label!
    @Outlet var label17: Label!
    @Outlet var label18: Label!
    @Outlet var label19: Label!
    @Outlet var label20: Label!
    @Outlet var label21: Label!
    @Outlet var label22: Label!
    @Outlet var label23: Label!
    @Outlet var label24: Label!
    @Outlet var label25: Label!
    @Outlet var label26: Label!
    @Outlet var label27: Label!
    @Outlet var label28: Label!
    @Outlet var label29: Label!
    @Outlet var label30: Label!
    @Outlet var label31: Label!
    @Outlet var label32: Label!
    @Outlet var label33: Label!
    @Outlet var label34: Label!
    @Outlet var label35: Label!
    @Outlet var label36: Label!
    @Outlet var label37: Label!
    @Outlet var label38: Label!
    @Outlet var label39: Label!
    @Outlet var label40: Label!
    @Outlet var label41: Label!
    @Outlet var label42: Label!
    @Outlet var label43: Label!
    @Outlet var label44: Label!
    @Outlet var label45: Label!
    @Outlet var label46: Label!
    @Outlet var label47: Label!
    @Outlet var label48: Label!
    @Outlet var label49: Label!
}

/// The rows, the children per row, and how many children of a row are placed by constraints.
let rows = 50
let childrenPerRow = 19
let constrainedPerRow = 4

/// The class of child `index` of a row: a realistic mix.
func childClass(_ index: Int) -> String {
    switch index % 3 {
    case 0: "Label"
    case 1: "Button"
    default: "ViewNode"
    }
}

/// The nib's JSON text.
func generatedNib(outlets: Bool) -> String {
    var objects: [String] = []
    var constraints: [String] = []
    for row in 0..<rows {
        var children: [String] = []
        for child in 0..<childrenPerRow {
            let frame = child < constrainedPerRow ? "" : #", "frame": [\#(child * 16), 4, 14, 32]"#
            children.append(#"{"class": "\#(childClass(child))", "id": "r\#(row)c\#(child)"\#(frame)}"#)
        }
        objects.append(#"{"class": "ViewNode", "id": "r\#(row)", "subviews": [\#(children.joined(separator: ", "))]}"#)
        constraints += [
            "r\(row).leading == root.leading", "r\(row).trailing == root.trailing",
            row == 0 ? "r0.top == root.safeArea.top" : "r\(row).top == r\(row - 1).bottom", "r\(row).height == 40",
        ]
        for child in 0..<constrainedPerRow {
            let leading = child == 0 ? "r\(row).margins.leading" : "r\(row)c\(child - 1).trailing + 4"
            constraints += ["r\(row)c\(child).leading == \(leading)", "r\(row)c\(child).centerY == r\(row).centerY",
                            "r\(row)c\(child).width == 60", "r\(row)c\(child).height == 30 @750"]
        }
    }
    let ownerOutlets = (0..<rows).map { #""label\#($0)": "r\#($0)c0""# }.joined(separator: ", ")
    return """
    {"nib": 1, "owner": {"outlets": {\(outlets ? ownerOutlets : "")}},
     "objects": [{"class": "ViewNode", "id": "root", "frame": [0, 0, 390, 2000], "subviews": [\(objects.joined(separator: ",\n"))]}],
     "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ",\n"))]}
    """
}

/// The same hierarchy and constraints in code; the owner's outlets set.
@MainActor
func buildInCode(owner: BenchmarkOwner) -> ViewNode {
    let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 390, height: 2000))
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(1000)
    var previousRow: ViewNode?
    var firstLabels: [Label] = []
    for _ in 0..<rows {
        let row = ViewNode()
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        var previous: ViewNode?
        for child in 0..<childrenPerRow {
            let view: ViewNode = switch child % 3 {
            case 0: Label()
            case 1: Button()
            default: ViewNode()
            }
            if child == 0, let label = view as? Label { firstLabels.append(label) }
            row.addSubview(view)
            if child < constrainedPerRow {
                view.translatesAutoresizingMaskIntoConstraints = false
                let height = view.heightAnchor.constraint(equalToConstant: 30)
                height.priority = LayoutPriority(750)
                constraints += [
                    view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? row.layoutMarginsGuide.leadingAnchor,
                                                  constant: previous == nil ? 0 : 4),
                    view.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    view.widthAnchor.constraint(equalToConstant: 60), height,
                ]
                previous = view
            } else {
                view.frame = CGRect(x: CGFloat(child * 16), y: 4, width: 14, height: 32)
            }
        }
        constraints += [
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor), row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            row.topAnchor.constraint(equalTo: previousRow?.bottomAnchor ?? root.safeAreaLayoutGuide.topAnchor),
            row.heightAnchor.constraint(equalToConstant: 40),
        ]
        previousRow = row
    }
    LayoutConstraint.activate(constraints)
    for (index, label) in firstLabels.enumerated() {
        switch index {
        case 0: owner.label0 = label
        case 1: owner.label1 = label
        case 2: owner.label2 = label
        case 3: owner.label3 = label
        case 4: owner.label4 = label
        case 5: owner.label5 = label
        case 6: owner.label6 = label
        case 7: owner.label7 = label
        case 8: owner.label8 = label
        case 9: owner.label9 = label
        case 10: owner.label10 = label
        case 11: owner.label11 = label
        case 12: owner.label12 = label
        case 13: owner.label13 = label
        case 14: owner.label14 = label
        case 15: owner.label15 = label
        case 16: owner.label16 = label
        case 17: owner.label17 = label
        case 18: owner.label18 = label
        case 19: owner.label19 = label
        case 20: owner.label20 = label
        case 21: owner.label21 = label
        case 22: owner.label22 = label
        case 23: owner.label23 = label
        case 24: owner.label24 = label
        case 25: owner.label25 = label
        case 26: owner.label26 = label
        case 27: owner.label27 = label
        case 28: owner.label28 = label
        case 29: owner.label29 = label
        case 30: owner.label30 = label
        case 31: owner.label31 = label
        case 32: owner.label32 = label
        case 33: owner.label33 = label
        case 34: owner.label34 = label
        case 35: owner.label35 = label
        case 36: owner.label36 = label
        case 37: owner.label37 = label
        case 38: owner.label38 = label
        case 39: owner.label39 = label
        case 40: owner.label40 = label
        case 41: owner.label41 = label
        case 42: owner.label42 = label
        case 43: owner.label43 = label
        case 44: owner.label44 = label
        case 45: owner.label45 = label
        case 46: owner.label46 = label
        case 47: owner.label47 = label
        case 48: owner.label48 = label
        case 49: owner.label49 = label
        default: break
        }
    }
    return root
}

MainActor.assumeIsolated {
    let text = Data(generatedNib(outlets: true).utf8)
    let plainText = Data(generatedNib(outlets: false).utf8)
    let loop = MainRunLoop()
    loop.withCurrent {
        let nib = Nib(data: text, bundle: nil)
        let check = BenchmarkOwner()
        let objects = nib.instantiate(withOwner: check)
        precondition(objects.count == 1 && check.label49 != nil, "the generated nib must load: \(loop.diagnostics.collected.first.map { "\($0)" } ?? "")")
        let root = objects[0] as! ViewNode
        let views = 1 + root.subviews.count + root.subviews.reduce(0) { $0 + $1.subviews.count }
        let constraintCount = root.constraints.count + root.subviews.reduce(0) { $0 + $1.constraints.count }
            + root.subviews.flatMap(\.subviews).reduce(0) { $0 + $1.constraints.count }

        let code = runner.time(repetitions: repetitions) { _ = buildInCode(owner: BenchmarkOwner()) }
        runner.record(BenchmarkResult(name: "build 1,000 views + 1,000 constraints in code", timing: code,
                                      counts: ["views": views, "constraints": constraintCount]))
        if runner.shouldRun("read") {
            let read = runner.time(repetitions: repetitions) { _ = Nib(data: text, bundle: nil) }
            runner.record(BenchmarkResult(name: "read the 1,000-view nib document", timing: read, baseline: code,
                                          baselineLabel: "code", counts: ["bytes": text.count]))
        }
        let instantiate = runner.time(repetitions: repetitions) { _ = nib.instantiate(withOwner: BenchmarkOwner()) }
        runner.record(BenchmarkResult(name: "instantiate the 1,000-view nib (objects, constraints, 50 outlets, awake)",
                                      timing: instantiate, baseline: code, baselineLabel: "code",
                                      counts: ["views": views, "constraints": constraintCount], target: "≤ 3× code"))
        // 50 outlets alone: a nib of 50 labels instantiated with and without its owner's 50
        // outlets; the difference of the medians is the connection.
        let labels = (0..<50).map { #"{"class": "Label", "id": "l\#($0)"}"# }.joined(separator: ", ")
        let outletList = (0..<50).map { #""label\#($0)": "l\#($0)""# }.joined(separator: ", ")
        let withOutlets = Nib(data: Data(#"{"nib": 1, "owner": {"outlets": {\#(outletList)}}, "objects": [\#(labels)]}"#.utf8), bundle: nil)
        let without = Nib(data: Data(#"{"nib": 1, "objects": [\#(labels)]}"#.utf8), bundle: nil)
        let connected = runner.time(repetitions: repetitions * 4, innerIterations: 50) { _ = withOutlets.instantiate(withOwner: BenchmarkOwner()) }
        let unconnected = runner.time(repetitions: repetitions * 4, innerIterations: 50) { _ = without.instantiate(withOwner: BenchmarkOwner()) }
        runner.record(BenchmarkResult(name: "instantiate 50 labels, 50 outlets connected", timing: connected, baseline: unconnected,
                                      baselineLabel: "no outlets"))
        print(String(format: "connect 50 outlets: %.1f µs (the difference of the medians)",
                     max(connected.median - unconnected.median, 0) / 1000))
        _ = plainText
        precondition(loop.diagnostics.collected.isEmpty, "the benchmark's loads must not be refused")
    }
}
try runner.finish()
