import DepplayLanguage
import Foundation

/// The `depplay` command: reads the command line, runs scripts, prints what happened.
public enum DepplayCommand {
  /// The version `--version` prints.
  public static let version = "depplay 0.1.0"

  /// Runs the command and returns the process status.
  public static func main(
    arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int32 {
    do {
      try run(arguments: arguments, environment: environment)
      return ExitCode.success.rawValue
    } catch let exit as ExitCode {
      return exit.rawValue
    } catch let usage as UsageError {
      write(
        "depplay: error: \(usage.message)\nrun 'depplay --help' for usage\n", to: .standardError)
      return ExitCode.usage.rawValue
    } catch {
      write("depplay: error: \(error)\n", to: .standardError)
      return ExitCode.failure.rawValue
    }
  }

  private static func run(arguments: [String], environment: [String: String]) throws {
    let invocation = try Invocation.parse(
      arguments, standardInputIsTerminal: isatty(STDIN_FILENO) == 1)
    let colored = invocation.color.resolve(
      environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    let scripts: [(name: String, text: String)]
    switch invocation.action {
    case .help:
      write(Invocation.help, to: .standardOutput)
      return
    case .version:
      write(version + "\n", to: .standardOutput)
      return
    case .shell:
      let status = Shell.onStandardStreams(colored: colored, environment: environment).run()
      if status != .success { throw status }
      return
    case .lesson(let name):
      let shell = Shell.onStandardStreams(colored: colored, environment: environment)
      let status = LessonCommands.lesson(name, shell: shell)
      if status != .success { throw status }
      return
    case .check(let paths):
      let status = LessonCommands.check(paths, output: .standard)
      if status != .success { throw status }
      return
    case .exportSwift(let file):
      try exportSwift(file, colored: colored)
      return
    case .inline(let text):
      scripts = [("<command line>", text)]
    case .standardInput:
      let data = FileHandle.standardInput.readDataToEndOfFile()
      scripts = [("<stdin>", String(decoding: data, as: UTF8.self))]
    case .run(let files):
      scripts = try files.map { file in (file, try ScriptFile.read(file)) }
    }
    var worst = ExitCode.success
    for script in scripts {
      let status = runScript(
        script.name, script.text, colored: colored, showTree: invocation.showTree)
      if status.rawValue > worst.rawValue || (worst == .success && status != .success) {
        worst = status
      }
    }
    if worst != .success { throw worst }
  }

  /// Runs one script as a whole program in a fresh session, printing events as they happen.
  static func runScript(_ name: String, _ text: String, colored: Bool, showTree: Bool) -> ExitCode {
    let renderer = TerminalRenderer(colored: colored)
    let source = SourceFile(name: name, text: text)
    let session = Session()
    let result = session.run(source: text, file: name) { event in
      if let (text, stream) = renderer.render(event, source: source) {
        write(text, to: stream)
      }
    }
    switch result.status {
    case .malformed(let diagnostic):
      write(
        DiagnosticRenderer(colored: colored).render(diagnostic, in: result.source),
        to: .standardError)
      return .malformedScript
    case .failed:
      if showTree { write(TreeRenderer().render(result.events), to: .standardOutput) }
      return .failure
    case .succeeded:
      if showTree { write(TreeRenderer().render(result.events), to: .standardOutput) }
      return .success
    }
  }

  static func write(_ text: String, to stream: TerminalRenderer.Stream) {
    let handle = stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError
    handle.write(Data(text.utf8))
  }
}
