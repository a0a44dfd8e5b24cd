// HeadlessDemo: prints the demo's trace (see runDemo(output:)); with `--pictures <directory>`, also
// writes the demo's timeline and final screen there (see DemoPictures); with `--profile <directory>`, its
// first app's layout profile: a commit, the timeline of commits and their table (see DemoProfile).
import Foundation

/// Writes what `write` makes into `directory`, says which files it wrote, and exits with 1 if it
/// could not.
func writeFiles(_ names: [String], of what: String, to directory: URL, _ write: () throws -> Void) {
    do {
        try write()
        FileHandle.standardError.write(Data("Wrote \(names.joined(separator: ", ")) to \(directory.path)\n".utf8))
    } catch {
        FileHandle.standardError.write(Data("Could not write the \(what) to \(directory.path): \(error)\n".utf8))
        exit(1)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty {
    runDemo { print($0) }
} else if arguments.count == 2, arguments[0] == "--pictures" {
    let directory = URL(fileURLWithPath: arguments[1], isDirectory: true)
    let pictures = runDemo { print($0) }
    writeFiles([DemoPictures.timelineFileName, DemoPictures.finalScreenFileName], of: "pictures", to: directory) {
        try pictures.write(to: directory)
    }
} else if arguments.count == 2, arguments[0] == "--profile" {
    let directory = URL(fileURLWithPath: arguments[1], isDirectory: true)
    let profile = DemoProfile()
    runDemo(profile: profile) { print($0) }
    writeFiles([DemoProfile.commitFileName, DemoProfile.timelineFileName, DemoProfile.tableFileName], of: "profile", to: directory) {
        try profile.write(to: directory)
    }
} else {
    FileHandle.standardError.write(Data("usage: HeadlessDemo [--pictures <directory> | --profile <directory>]\n".utf8))
    exit(2)
}
