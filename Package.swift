// swift-tools-version: 6.2
import PackageDescription

// HeadlessKit has no package dependencies: the toolchain's Foundation, Dispatch and the test
// libraries only. Internal invariant checks compile in with `-Xswiftc -DHEADLESSKIT_INVARIANTS`
// (CI's test build does this; see CONTRIBUTING.md).
let package = Package(
    name: "HeadlessKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "HeadlessKit", targets: ["HeadlessKit"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        // UIKit's UI/NS/CG/CA names for HeadlessKit's types: port UIKit code by changing its import.
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        // Pictures of windows (SVG, PNG) and timelines of lifecycle traces, for programs and tests.
        .library(name: "HeadlessKitPictures", targets: ["HeadlessKitPictures"]),
        // Hosts, finders, touch-driven actions, expectations and snapshots for UI tests.
        .library(name: "HeadlessKitTesting", targets: ["HeadlessKitTesting"]),
        // Layout benchmarks of a user's own screens: medians, exact counts, sweeps over sizes, and
        // pictures of commits.
        .library(name: "HeadlessKitProfiling", targets: ["HeadlessKitProfiling"]),
    ],
    targets: [
        // The Cassowary solver: standard library only, no UI, usable on its own.
        .target(
            name: "ConstraintSolver",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "HeadlessKit",
            dependencies: ["ConstraintSolver"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "HeadlessUIKit",
            dependencies: ["HeadlessKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // No test framework: a program links it to write pictures.
        .target(
            name: "HeadlessKitPictures",
            dependencies: ["HeadlessKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "HeadlessKitTesting",
            dependencies: ["HeadlessKit", "HeadlessKitPictures"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "HeadlessKitProfiling",
            dependencies: ["HeadlessKit", "HeadlessKitPictures"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "HeadlessDemo",
            dependencies: ["HeadlessKit", "HeadlessKitPictures", "HeadlessKitProfiling"],
            resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ConstraintSolverTests",
            dependencies: ["ConstraintSolver", "TestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "HeadlessKitTests",
            dependencies: ["HeadlessKit", "TestSupport", "RandomOperations"],
            resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "HeadlessKitPicturesTests",
            dependencies: ["HeadlessKitPictures", "HeadlessKit", "TestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "HeadlessKitTestingTests",
            dependencies: ["HeadlessKitTesting", "HeadlessKit", "TestSupport"],
            exclude: ["Documentation/__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "HeadlessKitProfilingTests",
            dependencies: ["HeadlessKitProfiling", "HeadlessKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // The demo's whole printed trace, pinned.
        .testTarget(
            name: "HeadlessDemoTests",
            dependencies: ["HeadlessDemo"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // Screens and an app written for UIKit, compiled against HeadlessUIKit with only their
        // import changed (and main-actor default isolation, as an iOS app target has), and the
        // tests that play a user through them.
        .target(
            name: "PortedApps",
            dependencies: ["HeadlessUIKit"],
            path: "Tests/PortedApps",
            resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]
        ),
        .testTarget(
            name: "PortedAppsTests",
            dependencies: ["PortedApps", "HeadlessUIKit", "HeadlessKitTesting"],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // The seeded random-operation tester: the world and its operations (shared with the
        // tests, which run a fixed budget of it), and the command line that runs any seed range,
        // watches for hangs, names crashes and shrinks failures.
        .target(
            name: "RandomOperations",
            dependencies: ["HeadlessKit", "HeadlessKitTesting", "HeadlessKitProfiling", "TestSupport"],
            path: "Tests/RandomOperations",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "RandomOperationTester",
            dependencies: ["RandomOperations"],
            path: "Tests/RandomOperationTester",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // Benchmarks: executables of the root package with a tiny in-repo harness and a C
        // baseline, so every figure is printed beside a same-run reference.
        .target(
            name: "BenchmarkHarness",
            path: "Benchmarks/BenchmarkHarness",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "CTreeWalk",
            path: "Benchmarks/CTreeWalk"
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: ["HeadlessKit", "BenchmarkHarness", "CTreeWalk"],
            path: "Benchmarks/LayoutBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "LabelBenchmarks",
            dependencies: ["HeadlessKit", "BenchmarkHarness"],
            path: "Benchmarks/LabelBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: ["ConstraintSolver"],
            path: "Benchmarks/SolverBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "ArchiveBenchmarks",
            dependencies: ["HeadlessKit", "BenchmarkHarness"],
            path: "Benchmarks/ArchiveBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "ControllerBenchmarks",
            dependencies: ["HeadlessKit", "BenchmarkHarness"],
            path: "Benchmarks/ControllerBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "ScrollBenchmarks",
            dependencies: ["HeadlessKit", "BenchmarkHarness"],
            path: "Benchmarks/ScrollBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: ["HeadlessKit", "BenchmarkHarness"],
            path: "Benchmarks/DiffBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "ListBenchmarks",
            dependencies: ["HeadlessKit", "BenchmarkHarness"],
            path: "Benchmarks/ListBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "AnimationBenchmarks",
            dependencies: ["HeadlessKit", "BenchmarkHarness"],
            path: "Benchmarks/AnimationBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
