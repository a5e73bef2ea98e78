/// What the command line asks for.
package struct Invocation: Equatable, Sendable {
  /// The action.
  package enum Action: Equatable, Sendable {
    /// `depplay run FILE…`
    case run(files: [String])
    /// `depplay -c 'statements'`
    case inline(String)
    /// A script on standard input (not a terminal), or `depplay -`.
    case standardInput
    /// `depplay` on a terminal, or `depplay shell`: the interactive shell.
    case shell
    /// `depplay swift FILE`: print the script as a Swift program.
    case exportSwift(file: String)
    /// `-h`, `--help`, `depplay help`: the whole help; `depplay help COMMAND`: one command's.
    case help(command: String?)
    /// `--version`
    case version
    /// `depplay lesson [NAME]`: list the lessons, or walk one.
    case lesson(name: String?)
    /// `depplay check [PATH…]`: prove lessons (no paths: the lessons found as for `lesson`).
    case check(paths: [String])
    /// `depplay completions bash|zsh|fish`: print a completion script;
    /// `depplay completions lessons`: the lesson names, for those scripts.
    case completions(String)
    /// `depplay lesson new NAME`: write a skeleton lesson, `NAME.md`.
    case newLesson(name: String)
    /// `depplay html FILE|LESSON [-o OUT.html]`: the page that steps through the run.
    case html(file: String)
    /// `depplay present FILE|LESSON`: the run, step by step, on the whole terminal.
    case present(file: String)
    /// `depplay serve [LESSONS…]`: the workshop room in a browser.
    case serve(lessons: [String])
  }

  /// The action.
  package var action: Action
  /// `--color=…`
  package var color: ColorChoice = .auto
  /// `--tree`: print the task/scope tree after the run.
  package var showTree = false
  /// `--dir PATH`: where lessons are.
  package var lessonsDirectory: String?
  /// `-o FILE`: where `html` writes the page (standard output when nil).
  package var outputPath: String?
  /// `--plain`: `swift` writes the program as a learner would, without the ordering harness.
  package var plainExport = false
  /// `--handout[=no-answers]`: `html` writes a page for printing.
  package var handout: Handout?
  /// `--port`, `--listen`, `--max-sessions`: where and how `serve` serves the room.
  package var serve = ServeOptions()

  /// Parses arguments (without the program name).
  package static func parse(_ arguments: [String], standardInputIsTerminal: Bool) throws(UsageError)
    -> Invocation
  {
    var invocation = Invocation(action: standardInputIsTerminal ? .shell : .standardInput)
    var rest = arguments[...]
    var positional: [String] = []
    var inline: String?
    while let argument = rest.popFirst() {
      switch argument {
      case "-h", "--help": return Invocation(action: .help(command: nil))
      case "--version": return Invocation(action: .version)
      case "--tree": invocation.showTree = true
      case "--plain": invocation.plainExport = true
      case "--dir":
        guard let path = rest.popFirst() else {
          throw UsageError(message: "--dir needs the lessons' directory: depplay --dir PATH")
        }
        invocation.lessonsDirectory = path
      case _ where argument.hasPrefix("--dir="):
        invocation.lessonsDirectory = String(argument.dropFirst("--dir=".count))
      case _ where argument == "--handout" || argument.hasPrefix("--handout="):
        let value = argument.firstIndex(of: "=").map {
          String(argument[argument.index(after: $0)...])
        }
        guard let handout = Handout(option: value) else {
          throw UsageError(message: "--handout takes no value or =no-answers, not '\(value ?? "")'")
        }
        invocation.handout = handout
      case "-c":
        guard let source = rest.popFirst() else {
          throw UsageError(message: "-c needs statements: depplay -c 'print(1)'")
        }
        inline = source
      case "-o":
        guard let path = rest.popFirst() else {
          throw UsageError(message: "-o needs a file: depplay html FILE -o OUT.html")
        }
        invocation.outputPath = path
      case "--color":
        guard let value = rest.popFirst() else {
          throw UsageError(message: "--color needs auto, always or never")
        }
        invocation.color = try color(value)
      case _ where argument.hasPrefix("--color="):
        invocation.color = try color(String(argument.dropFirst("--color=".count)))
      case "--port", "--listen", "--max-sessions":
        guard let value = rest.popFirst() else {
          throw UsageError(message: "\(argument) needs a value: depplay serve \(argument) VALUE")
        }
        try invocation.serve.set(argument, to: value)
      case _
      where ["--port=", "--listen=", "--max-sessions="].contains { argument.hasPrefix($0) }:
        let name = String(argument.prefix { $0 != "=" })
        try invocation.serve.set(name, to: String(argument.dropFirst(name.count + 1)))
      case "-":
        positional.append(argument)
      case _ where argument.hasPrefix("-"):
        throw UsageError(message: "unknown option '\(argument)'")
      default:
        positional.append(argument)
      }
    }
    if let inline {
      guard positional.isEmpty else { throw UsageError(message: "-c takes no files") }
      invocation.action = .inline(inline)
      return invocation
    }
    if invocation.plainExport, positional.first != "swift" {
      throw UsageError(message: "--plain is for swift: depplay swift --plain FILE")
    }
    if invocation.handout != nil, positional.first != "html" {
      throw UsageError(message: "--handout is for html: depplay html --handout FILE")
    }
    if invocation.outputPath != nil, positional.first != "html" {
      throw UsageError(message: "-o is for html: depplay html FILE -o OUT.html")
    }
    if invocation.serve != ServeOptions(), positional.first != "serve" {
      throw UsageError(message: "--port, --listen and --max-sessions are for serve")
    }
    guard let first = positional.first else { return invocation }
    switch first {
    case "run":
      let files = Array(positional.dropFirst())
      guard !files.isEmpty else {
        throw UsageError(message: "run needs at least one file: depplay run FILE…")
      }
      invocation.action = .run(files: files)
    case "swift":
      guard positional.count == 2 else {
        throw UsageError(message: "swift needs one file: depplay swift FILE")
      }
      invocation.action = .exportSwift(file: positional[1])
    case "-":
      invocation.action = .standardInput
    case "lesson" where positional.dropFirst().first == "new":
      guard positional.count == 3 else {
        throw UsageError(message: "lesson new needs a name: depplay lesson new NAME")
      }
      invocation.action = .newLesson(name: positional[2])
    case "lesson":
      guard positional.count <= 2 else {
        throw UsageError(message: "lesson takes one name: depplay lesson NAME")
      }
      invocation.action = .lesson(name: positional.dropFirst().first)
    case "check":
      let paths = Array(positional.dropFirst())
      invocation.action = .check(paths: paths)
    case "completions":
      let known = CommandLineReference.Shells.names + ["lessons"]
      guard positional.count == 2, known.contains(positional[1]) else {
        throw UsageError(message: "completions needs a shell: depplay completions bash|zsh|fish")
      }
      invocation.action = .completions(positional[1])
    case "html":
      guard positional.count == 2 else {
        throw UsageError(message: "html needs one file or lesson: depplay html FILE|LESSON")
      }
      invocation.action = .html(file: positional[1])
    case "present":
      guard positional.count == 2 else {
        throw UsageError(
          message: "present needs one file or lesson: depplay present FILE|LESSON")
      }
      invocation.action = .present(file: positional[1])
    case "help":
      guard positional.count <= 2 else {
        throw UsageError(message: "help takes one command: depplay help COMMAND")
      }
      let command = positional.dropFirst().first
      if let command, CommandLineReference.help(for: command) == nil {
        throw UsageError(
          message: "no command '\(command)'; help knows "
            + CommandLineReference.helpTopics.joined(separator: ", "))
      }
      invocation.action = .help(command: command)
    case "serve":
      invocation.action = .serve(lessons: Array(positional.dropFirst()))
    case "shell":
      guard positional.count == 1 else { throw UsageError(message: "shell takes no arguments") }
      invocation.action = .shell
    case _ where first.hasSuffix(".dep") || first.contains("/"):
      invocation.action = .run(files: positional)  // `#!/usr/bin/env depplay` passes the path
    default:
      throw UsageError(message: "unknown command '\(first)'")
    }
    return invocation
  }

  private static func color(_ value: String) throws(UsageError) -> ColorChoice {
    guard let choice = ColorChoice(rawValue: value) else {
      throw UsageError(message: "--color takes auto, always or never, not '\(value)'")
    }
    return choice
  }

  /// The help text, from ``CommandLineReference``.
  package static var help: String { CommandLineReference.help }
}
