// HeadlessDemo: prints the demo's trace (see runDemo(output:)); with `--pictures <directory>`, also
// writes the demo's timeline and final screen there (see DemoPictures).
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty {
    runDemo { print($0) }
} else if arguments.count == 2, arguments[0] == "--pictures" {
    let directory = URL(fileURLWithPath: arguments[1], isDirectory: true)
    let pictures = runDemo { print($0) }
    do {
        try pictures.write(to: directory)
        FileHandle.standardError.write(Data("Wrote \(DemoPictures.timelineFileName) and \(DemoPictures.finalScreenFileName) to \(directory.path)\n".utf8))
    } catch {
        FileHandle.standardError.write(Data("Could not write the pictures to \(directory.path): \(error)\n".utf8))
        exit(1)
    }
} else {
    FileHandle.standardError.write(Data("usage: HeadlessDemo [--pictures <directory>]\n".utf8))
    exit(2)
}
