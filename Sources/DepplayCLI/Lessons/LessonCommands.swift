import Foundation
import LineEditing

/// `depplay check [PATH…]` and `depplay lesson [NAME]`.
enum LessonCommands {
  /// Proves every lesson under `paths` (directories of `*.md`, or files): one line per
  /// lesson, the failures with their place, and a summary. Fails if any lesson fails.
  static func check(_ paths: [String], output: ShellOutput) -> ExitCode {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        output.complain("depplay: error: no such file or directory: '\(path)'\n")
        return .usage
      }
      files +=
        isDirectory.boolValue ? LessonLibrary(directory: URL(fileURLWithPath: path)).paths : [path]
    }
    var failed = 0
    for file in files {
      let library = LessonLibrary(directory: URL(fileURLWithPath: file).deletingLastPathComponent())
      let name = (file as NSString).lastPathComponent
      do {
        let lesson = try library.load(file)
        if let failure = LessonCheck.failure(of: lesson) {
          failed += 1
          output.say("✘ \(name)\n")
          output.complain(failure)
        } else {
          output.say("✔ \(name) (\(lesson.steps.count) steps)\n")
        }
      } catch {
        failed += 1
        output.say("✘ \(name)\n")
        output.complain("\(error)\n")
      }
    }
    output.say(
      "\(files.count) lesson\(files.count == 1 ? "" : "s"): \(files.count - failed) passed, \(failed) failed\n"
    )
    return failed == 0 ? .success : .failure
  }

  /// Lists the lessons with progress (no name; on a terminal, then offers to continue where
  /// the learner stopped), or walks the lesson called `name` in a shell.
  static func lesson(_ name: String?, shell: Shell) -> ExitCode {
    guard !shell.library.paths.isEmpty else {
      shell.output.complain(
        "depplay: error: no lessons in \(shell.library.directory.path); "
          + "say where they are with --dir PATH or DEPPLAY_LESSONS\n")
      return .failure
    }
    guard let name else {
      shell.output.say(LessonList.render(shell.library, progress: shell.configuration.progress))
      // On a terminal, offer to continue where the learner stopped; piped, only list.
      guard shell.configuration.interactive, shell.offerToContinue() else { return .success }
      return shell.run()
    }
    guard shell.library.path(named: name) != nil else {
      shell.startLesson(name)  // says why
      return .usage
    }
    shell.startLesson(name)
    return shell.run()
  }
}
