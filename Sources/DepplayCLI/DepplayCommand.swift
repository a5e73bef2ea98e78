import DepplayLanguage
import Foundation

/// The `depplay` command: reads the command line, runs scripts, prints what happened.
package enum DepplayCommand {
  /// What `--version` prints.
  package static let version = "depplay \(DepplayVersion.number)"

  /// Runs the command and returns the process status.
  package static func main(
    arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int32 {
    do {
      try run(arguments: arguments, environment: environment)
      return ExitCode.success.rawValue
    } catch let exit as ExitCode {
      return exit.rawValue
    } catch let usage as UsageError {
      write(
        "depplay: error: \(usage.message.terminalSafe)\nrun 'depplay --help' for usage\n",
        to: .standardError)
      return ExitCode.usage.rawValue
    } catch {
      write("depplay: error: \("\(error)".terminalSafe)\n", to: .standardError)
      return ExitCode.failure.rawValue
    }
  }

  private static func run(arguments: [String], environment: [String: String]) throws {
    let invocation = try Invocation.parse(
      arguments, standardInputIsTerminal: isatty(STDIN_FILENO) == 1)
    let colored = invocation.color.resolve(
      environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    // Found when a command needs it: searching for the shipped files costs a script's start
    // ~0.5 M instructions.
    lazy var lessons = ShippedFiles.current.lessonsDirectory(
      option: invocation.lessonsDirectory, environment: environment)
    let scripts: [ComposedSource]
    switch invocation.action {
    case .help(let command):
      let text = command.flatMap(CommandLineReference.help(for:)) ?? Invocation.help
      write(text, to: .standardOutput)
      return
    case .version:
      write(version + "\n", to: .standardOutput)
      return
    case .shell:
      let status = Shell.onStandardStreams(
        colored: colored, environment: environment, lessons: lessons
      ).run()
      if status != .success { throw status }
      return
    case .lesson(let name):
      let shell = Shell.onStandardStreams(
        colored: colored, environment: environment, lessons: lessons)
      let status = LessonCommands.lesson(name, shell: shell)
      if status != .success { throw status }
      return
    case .newLesson(let name):
      let status = LessonSkeleton.write(named: name, output: .standard)
      if status != .success { throw status }
      return
    case .check(let paths):
      let status = LessonCommands.check(paths.isEmpty ? [lessons.path] : paths, output: .standard)
      if status != .success { throw status }
      return
    case .completions("lessons"):
      let names = LessonLibrary(directory: lessons).names
      write(names.map { $0 + "\n" }.joined(), to: .standardOutput)
      return
    case .completions(let shell):
      write(CompletionScript.render(for: shell), to: .standardOutput)
      return
    case .exportSwift(let file):
      try exportSwift(
        file, style: invocation.plainExport ? .plain : .deterministic, colored: colored)
      return
    case .html(let file):
      try writePage(
        of: workshopFile(file, lessons: lessons), handout: invocation.handout,
        to: invocation.outputPath)
      return
    case .present(let file):
      try present(workshopFile(file, lessons: lessons), colored: colored)
      return
    case .serve(let names):
      try ServeCommand.serve(
        names, library: LessonLibrary(directory: lessons), options: invocation.serve)
    case .inline(let text):
      scripts = [ComposedSource(text: text, name: "<command line>")]
    case .standardInput:
      let data = FileHandle.standardInput.readDataToEndOfFile()
      scripts = [ComposedSource(text: String(decoding: data, as: UTF8.self), name: "<stdin>")]
    case .run(let files):
      scripts = try files.map(script(in:))
    }
    var worst = ExitCode.success
    for script in scripts {
      let status = runScript(script, colored: colored, showTree: invocation.showTree)
      if status.rawValue > worst.rawValue || (worst == .success && status != .success) {
        worst = status
      }
    }
    if worst != .success { throw worst }
  }

  /// The script in `file`; for a lesson (`.md`), its blocks with the exercises' solutions,
  /// as `depplay check` runs them, with messages pointing into the lesson.
  private static func script(in file: String) throws -> ComposedSource {
    let text = try ScriptFile.read(file)
    guard file.hasSuffix(".md") else { return ComposedSource(text: text, name: file) }
    let lesson: Lesson
    do {
      lesson = try LessonParser.parse(path: file, text: text)
    } catch {
      throw UsageError(
        message: "\(error)\n'\(file)' is not a lesson depplay can run; "
          + "'depplay lesson' walks the lessons, and scripts are .dep files")
    }
    guard !lesson.program.pieces.isEmpty else {
      throw UsageError(
        message: "'\(file)' has no depplay blocks to run; 'depplay lesson' walks the lessons")
    }
    return lesson.program
  }

  /// Runs one script as a whole program in a fresh session, printing events as they happen.
  static func runScript(_ source: ComposedSource, colored: Bool, showTree: Bool) -> ExitCode {
    let session = Session()
    // A read, or a unit's spawn, start or end, is never shown on the terminal
    // (`TerminalRenderer.shows`): the listener skips them, and the tree below still finds them
    // in the result.
    let result = session.run(
      source: source.text, file: source.pieces[0].file.name, map: source.map, hearsReads: false
    ) { event in
      if let (text, stream) = source.render(event, colored: colored) {
        write(text, to: stream)
      }
    }
    // The process exits after its scripts: their events are left to it, not destroyed one by
    // one on the way out.
    KeptUntilExit.keep(session)
    KeptUntilExit.keep(result)
    switch result.status {
    case .malformed(let diagnostic):
      write(source.render(diagnostic, colored: colored), to: .standardError)
      return .malformedScript
    case .failed:
      if showTree {
        write(TreeRenderer().render(source.placed(result.events)), to: .standardOutput)
      }
      return .failure
    case .succeeded:
      if showTree {
        write(TreeRenderer().render(source.placed(result.events)), to: .standardOutput)
      }
      return .success
    }
  }

  static func write(_ text: String, to stream: TerminalRenderer.Stream) {
    let handle = stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError
    handle.write(Data(text.utf8))
  }
}
