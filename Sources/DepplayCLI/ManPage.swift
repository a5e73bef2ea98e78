/// The man page, `depplay.1`, made from ``CommandLineReference`` (the table `--help` is made
/// from). The repository keeps a copy in `man/depplay.1`; a test keeps it in step.
enum ManPage {
  /// The page in roff (`man -l depplay.1` shows it).
  static var roff: String {
    typealias Reference = CommandLineReference
    var lines = [
      #".\" Generated from depplay's command-line table; do not edit."#,
      #".\" DEPPLAY_WRITE_DOCS=1 swift test --filter ManPage regenerates it."#,
      ".TH DEPPLAY 1 \"\" \"depplay \(DepplayVersion.number)\" \"User Commands\"",
      ".SH NAME",
      #"depplay \- see how swift-dependencies really resolves values"#,
      ".SH SYNOPSIS",
    ]
    for form in Reference.forms {
      lines += [".B depplay" + (form.synopsis.isEmpty ? "" : " " + escaped(form.synopsis)), ".br"]
    }
    lines += [
      ".SH DESCRIPTION",
      "depplay is a playground for dependency injection through task-local values, with the",
      "semantics and names of Point-Free's swift-dependencies. Type a few Swift-shaped lines in",
      "its shell, or run a script, and see which value each read gets and why; walk its lessons",
      "to learn the rules (SEMANTICS.md, installed beside the lessons; .rule N in the shell",
      "prints one).",
      ".SH COMMANDS",
    ]
    for form in Reference.forms {
      lines += [
        ".TP", ".B depplay" + (form.synopsis.isEmpty ? "" : " " + escaped(form.synopsis)),
        escaped(form.summary),
      ]
    }
    lines.append(".SH OPTIONS")
    for option in Reference.options {
      let names = option.names.map(escaped).joined(separator: ", ")
      lines += [
        ".TP",
        option.value.map { "\\fB\(names)\\fR=\\fI\(escaped($0))\\fR" } ?? "\\fB\(names)\\fR",
        escaped(option.summary),
      ]
    }
    lines.append(".SH ENVIRONMENT")
    for variable in Reference.environment {
      lines += [".TP", ".B \(variable.name)", escaped(variable.meaning)]
    }
    lines += [
      ".SH FILES",
      ".TP",
      ".I PREFIX/share/depplay/lessons",
      "the lessons an installed depplay finds (PREFIX is the directory above its bin/)",
      ".TP",
      ".I PREFIX/share/depplay/SEMANTICS.md",
      "the rules the lessons teach",
      ".SH EXIT STATUS",
    ]
    for status in Reference.exitStatuses {
      lines += [".TP", ".B \(status.status)", escaped(status.meaning)]
    }
    lines += [
      ".SH SEE ALSO",
      "README.md, LANGUAGE.md, SHELL.md and LESSONS.md in depplay's repository;",
      "\\fBdepplay completions\\fR prints completion scripts for bash, zsh and fish.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` safe in a roff text line: backslashes and hyphens escaped, `…` spelled out.
  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
      .replacingOccurrences(of: "…", with: "...").replacingOccurrences(of: "'", with: "\\(aq")
  }
}
