// HeadlessDemo: prints the demo's trace (see runDemo(output:)).
runDemo { print($0) }
