/// SHELL.md, generated from the dot-command table so the docs cannot drift from the shell
/// (a test compares the file with this text).
enum ShellReference {
  /// The whole of SHELL.md.
  static var markdown: String {
    let rows = DotCommand.all.map { "| `\($0.usage)` | \($0.summary) |" }
    let details = DotCommand.all.map {
      "### `\($0.usage)`\n\n\($0.summary.prefix(1).uppercased() + $0.summary.dropFirst()). \($0.details)\n"
    }
    let refused = DotCommand.all.filter { $0.reach == .files }.map { "`.\($0.name)`" }
      .joined(separator: ", ")
    return """
      # The depplay shell

      <!-- Generated from Sources/DepplayCLI/Shell/DotCommand+Table.swift; \
      regenerate with: DEPPLAY_WRITE_DOCS=1 swift test --filter ShellReference -->

      `depplay` with no arguments, on a terminal, starts the shell. Type statements (see
      [LANGUAGE.md](LANGUAGE.md)); they run in one session that keeps every key, model and
      `let` declared. The prompt shows the context (`depplay(test)> `); while brackets are
      open the entry continues on a `...> ` line.

      - **Ctrl-C** abandons the entry being typed; while an entry runs, it stops the run at its
        next statement (what ran before stays declared).
      - **Ctrl-D** on an empty line leaves (status 0). The history is saved on every way out.
      - **Tab** completes statements and keywords, dot-commands, declared keys and their fields
        (`$0.fu`, `api.ba`), models and their members, lesson names after `.lesson`, and file
        paths after `.read` and `.save`.
      - **History** lives in `~/.depplay_history` (`DEPPLAY_HISTORY` sets the path; empty turns
        it off), written atomically with mode 0600; the up arrow recalls whole entries.
      - Colour only on a terminal, never with `NO_COLOR` (or `--color=never`).
      - When standard input is not a terminal, `depplay` runs it as one script (exit status 1
        if a check fails, 65 if it is malformed). `depplay shell` reads piped input entry by
        entry as the shell does, dot-commands included, with no prompts and no history.
      - In a room's browser page (`depplay serve`), the same shell runs for each attendee;
        there \(refused) (which read or write files) are refused, Ctrl-C is the page's, and
        the history is the page's own.

      ## Commands

      | command | what it does |
      |---|---|
      \(rows.joined(separator: "\n"))

      \(details.joined(separator: "\n"))
      """
  }
}
