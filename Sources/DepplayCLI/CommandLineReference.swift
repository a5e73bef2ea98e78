/// The command line's reference, in one table: `--help`, the man page (`depplay.1`) and the
/// shell completion scripts (`depplay completions SHELL`) are all made from it.
enum CommandLineReference {
  /// What an argument completes to in a shell.
  enum Completion: Sendable, Equatable {
    /// Nothing.
    case none
    /// Files; `extensions` narrows them (empty: any file).
    case files(extensions: [String])
    /// The names of the lessons (`depplay completions lessons` lists them).
    case lessons
    /// A lesson's name, or a file; `extensions` narrows the files.
    case lessonsOrFiles(extensions: [String])
    /// One of these words.
    case words([String])
  }

  /// One way to call depplay.
  struct Form: Sendable {
    /// The subcommand word, if the form has one (`run`, `lesson`, …).
    let subcommand: String?
    /// The synopsis after `depplay`, e.g. `run FILE…`.
    let synopsis: String
    /// What the form does.
    let summary: String
    /// What its arguments complete to.
    let completion: Completion
  }

  /// One option.
  struct Option: Sendable {
    /// The spellings, e.g. `-h`, `--help`.
    let names: [String]
    /// The value's placeholder (`PATH`), or nil for a flag.
    let value: String?
    /// What it does.
    let summary: String
    /// What its value completes to.
    let completion: Completion
  }

  static let forms: [Form] = [
    Form(
      subcommand: nil, synopsis: "",
      summary: "interactive shell (when standard input is a terminal)", completion: .none),
    Form(
      subcommand: "shell", synopsis: "shell",
      summary: "the shell even when input is piped (no prompts, no history)", completion: .none),
    Form(
      subcommand: "run", synopsis: "run FILE…",
      summary: "run scripts (a lesson FILE.md: its blocks, with the exercises solved)",
      completion: .files(extensions: ["dep", "md"])),
    Form(
      subcommand: nil, synopsis: "FILE.dep",
      summary: "run a script (so '#!/usr/bin/env depplay' works)",
      completion: .files(extensions: ["dep"])),
    Form(
      subcommand: nil, synopsis: "-c 'STATEMENTS'", summary: "run statements", completion: .none),
    Form(
      subcommand: "lesson", synopsis: "lesson [NAME]",
      summary: "list the lessons, or walk one (progress is saved); "
        + "'lesson new NAME' writes NAME.md, a skeleton lesson that 'check' passes",
      completion: .lessons),
    Form(
      subcommand: "check", synopsis: "check [PATH…]",
      summary: "prove lessons (default: the lessons) with their solutions",
      completion: .files(extensions: ["md"])),
    Form(
      subcommand: nil, synopsis: "< FILE", summary: "run a script from standard input",
      completion: .none),
    Form(
      subcommand: "swift", synopsis: "swift [--plain] FILE",
      summary: "print the script as a Swift program that prints the same "
        + "(a lesson FILE.md: its blocks, exercises solved, as one)",
      completion: .files(extensions: ["dep", "md"])),
    Form(
      subcommand: "html", synopsis: "html [--handout] FILE|LESSON",
      summary: "write a self-contained web page that steps through the run of a script or "
        + "lesson, a file or a lesson's name as for 'lesson' (for a workshop's projector; a "
        + "Predict's answer stays hidden until revealed), or a handout to print",
      completion: .lessonsOrFiles(extensions: ["dep", "md"])),
    Form(
      subcommand: "present", synopsis: "present FILE|LESSON",
      summary: "step through the run of a script or lesson (a file or a lesson's name) on the "
        + "whole terminal; its last line lists the keys (" + PresenterKeys.summary + ")",
      completion: .lessonsOrFiles(extensions: ["dep", "md"])),
    Form(
      subcommand: "serve", synopsis: "serve [LESSONS…]",
      summary: "serve a workshop room in the browser: prints the attendees' address (a shell "
        + "and the lessons each) and the teacher's (the class's progress, moving the class, "
        + "Predict results); Ctrl-C closes the room",
      completion: .lessons),
    Form(
      subcommand: "completions", synopsis: "completions bash|zsh|fish",
      summary: "print a completion script for the shell", completion: .words(Shells.names)),
    Form(
      subcommand: "help", synopsis: "help [COMMAND]",
      summary: "show this help, or what one command does", completion: .words(helpTopics)),
  ]

  /// The words `depplay help` takes: every subcommand but `help` itself.
  static let helpTopics = [
    "shell", "run", "lesson", "check", "swift", "html", "present", "serve", "completions",
  ]

  static let options: [Option] = [
    Option(
      names: ["--color"], value: "auto|always|never",
      summary: "colour output (auto: when stdout is a terminal; NO_COLOR turns it off)",
      completion: .words(["auto", "always", "never"])),
    Option(
      names: ["--dir"], value: "PATH",
      summary: "find lessons in PATH (before DEPPLAY_LESSONS and the installed lessons)",
      completion: .files(extensions: [])),
    Option(
      names: ["-o"], value: "OUT.html", summary: "where `html` writes the page",
      completion: .files(extensions: ["html"])),
    Option(
      names: ["--handout"], value: nil,
      summary: "with html: a page to print, the whole run with every hint, answer and "
        + "solution (--handout=no-answers: questions and hints only, without the run)",
      completion: .none),
    Option(
      names: ["--plain"], value: nil,
      summary: "with swift: the program as you would write it, without depplay's ordering "
        + "harness and labels (output order between concurrent units may vary)",
      completion: .none),
    Option(
      names: ["--port"], value: "N",
      summary: "with serve: the port (default 8080; 0: any free one)",
      completion: .none),
    Option(
      names: ["--listen"], value: "ADDRESS",
      summary: "with serve: the address to listen on (default 127.0.0.1, this machine only; "
        + "0.0.0.0 opens the room to the network)",
      completion: .none),
    Option(
      names: ["--max-sessions"], value: "N",
      summary: "with serve: attendees' sessions at once (default 60)", completion: .none),
    Option(
      names: ["--tree"], value: nil, summary: "print the task/scope tree after each run",
      completion: .none),
    Option(names: ["-h", "--help"], value: nil, summary: "show this help", completion: .none),
    Option(names: ["--version"], value: nil, summary: "show the version", completion: .none),
  ]

  static let exitStatuses: [(status: Int32, meaning: String)] = [
    (0, "ok"), (1, "a check or script failed"), (64, "usage error"), (65, "malformed script"),
  ]

  static let environment: [(name: String, meaning: String)] = [
    ("DEPPLAY_LESSONS", "the lessons' directory (when --dir is not given)"),
    ("DEPPLAY_HISTORY", "the shell's history file (default ~/.depplay_history; empty: none)"),
    ("XDG_STATE_HOME", "lesson progress is kept in its depplay directory (~/.local/state)"),
    ("NO_COLOR", "turns colour off under --color=auto"),
  ]

  /// `text` in lines of at most `width` characters, broken at spaces.
  private static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return lines + [line]
  }

  /// The subcommand words.
  static var subcommands: [String] { forms.compactMap(\.subcommand) }

  /// The shells `depplay completions` writes scripts for.
  enum Shells {
    static let names = ["bash", "zsh", "fish"]
  }

  /// What `depplay help COMMAND` prints: the command's forms and what they do, then where
  /// the options are; nil for a word that names no command.
  static func help(for command: String) -> String? {
    let matching = forms.filter { $0.subcommand == command }
    guard !matching.isEmpty else { return nil }
    return matching.map { form in
      "usage: depplay \(form.synopsis)\n\n"
        + wrapped(form.summary, width: 92).map { "  " + $0 }.joined(separator: "\n") + "\n"
    }.joined(separator: "\n") + "\nOptions, environment and exit statuses: depplay --help\n"
  }

  /// The `--help` text.
  static var help: String {
    func table(_ rows: [(String, String)]) -> String {
      let width = rows.map(\.0.count).max() ?? 0
      return rows.map { left, right in
        let lines = wrapped(right, width: 96 - width)
        return "  " + left.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
          + lines.joined(separator: "\n" + String(repeating: " ", count: width + 4))
      }.joined(separator: "\n")
    }
    let usage = table(
      forms.map { ("depplay" + ($0.synopsis.isEmpty ? "" : " \($0.synopsis)"), $0.summary) })
    let optionRows = options.map { option in
      let names = option.names.joined(separator: ", ")
      return (option.value.map { "\(names)=\($0)" } ?? names, option.summary)
    }
    let statuses = exitStatuses.map { "\($0.status) \($0.meaning)" }.joined(separator: ", ")
    return """
      depplay — see how swift-dependencies really resolves values.

      USAGE:
      \(usage)

      OPTIONS:
      \(table(optionRows))

      ENVIRONMENT:
      \(table(environment.map { ($0.name, $0.meaning) }))

      EXIT STATUS:
        \(statuses)

      """
  }
}
