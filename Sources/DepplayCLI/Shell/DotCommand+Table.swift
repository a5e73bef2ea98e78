extension DotCommand {
  /// Every dot-command, in the order help lists them.
  static let all: [DotCommand] = [
    DotCommand(
      name: "help", arguments: "[command]", summary: "list the commands, or explain one",
      details: "With a command's name (with or without the dot), shows how to use it.",
      argumentKind: .command, run: { $0.showHelp($1) }),
    DotCommand(
      name: "read", arguments: "FILE", summary: "run a script file in this session",
      details: "Everything the file declares stays declared, as if you had typed it.",
      argumentKind: .file, reach: .files, run: { $0.readFile($1) }),
    DotCommand(
      name: "save", arguments: "FILE", summary: "save this session as a replayable script",
      details: "Writes every entry that ran (not dot-commands), in order; `.read FILE` or "
        + "`depplay run FILE` replays it. A FILE ending in `.md` gets a Markdown transcript "
        + "instead: each entry and what it printed, in code blocks.",
      argumentKind: .file, reach: .files, run: { $0.saveFile($1) }),
    DotCommand(
      name: "html", arguments: "FILE", summary: "write the session so far as a web page",
      details: "The page `depplay html` writes, for the entries that ran: step through them "
        + "with the diagram of scopes and units, the reads and the output.",
      argumentKind: .file, reach: .files, run: { $0.writePage($1) }),
    DotCommand(
      name: "keys", arguments: "",
      summary: "list declared keys, their values, what they resolve to",
      details: "For each key: its live, preview and test values, and where a read at the top "
        + "level would get its value from now (as the runtime explains it; nothing is read).",
      argumentKind: .none, run: { shell, _ in shell.listKeys() }),
    DotCommand(
      name: "context", arguments: "[live|preview|test]", summary: "show or switch the context",
      details: "Without an argument, shows the context the session's process is in. With one, "
        + "runs `context NAME`: the process restarts in that context (a fresh cache).",
      argumentKind: .context, run: { $0.context($1) }),
    DotCommand(
      name: "why", arguments: "KEY", summary: "explain where a key's value comes from here",
      details: "Runs `why KEY` at the top level: the value a read here gives and its provenance.",
      argumentKind: .key, run: { $0.why($1) }),
    DotCommand(
      name: "rule", arguments: "[N]", summary: "print a rule the lessons teach (or list them)",
      details: "The rules of SEMANTICS.md, which lessons cite in 'Teaches:': what "
        + "swift-dependencies does, where the real library shows it, how depplay shows it, "
        + "and the test that pins it. Without a number, lists every rule's one-line statement.",
      argumentKind: .rule, run: { $0.showRule($1) }),
    DotCommand(
      name: "tree", arguments: "", summary: "show the task/scope tree of the last entry",
      details: "Which unit spawned which, inside which scopes, and whether each kept its "
        + "creator's overrides.",
      argumentKind: .none, run: { shell, _ in shell.showTree() }),
    DotCommand(
      name: "reset", arguments: "", summary: "forget everything declared and start over",
      details: "A fresh session: no keys, no models, the live context, nothing to save.",
      argumentKind: .none, run: { shell, _ in shell.resetSession() }),
    DotCommand(
      name: "history", arguments: "", summary: "list the entries in the history",
      details: "The history is kept in ~/.depplay_history (DEPPLAY_HISTORY overrides the "
        + "path; empty turns it off). The up arrow recalls entries.",
      argumentKind: .none, run: { shell, _ in shell.listHistory() }),
    DotCommand(
      name: "quit", arguments: "", summary: "leave the shell (Ctrl-D does too)",
      details: "The history is saved on the way out, as it is when the terminal closes "
        + "(SIGHUP) or the shell is told to end (SIGTERM).",
      argumentKind: .none, run: { shell, _ in shell.quit() }),
    DotCommand(
      name: "lesson", arguments: "[NAME]", summary: "list the lessons, or start one",
      details: "Without a name, lists the lessons with your progress and offers to continue "
        + "where you stopped (the lesson you last worked in, at its first step not done; else "
        + "the first lesson not finished). A name is a lesson file's name, with or without its number, or the "
        + "number. A lesson starts in a fresh session and resumes at its first step not done.",
      argumentKind: .lesson, run: { $0.startLesson($1) }),
    DotCommand(
      name: "step", arguments: "[N]", summary: "show the lesson step again, or go to step N",
      details: "Without a number, shows the step's narration again (a Step's code runs again). "
        + "With one, goes to that step; steps skipped on the way run their code (exercises "
        + "their solutions) so later steps still work.",
      argumentKind: .none, run: { $0.goToStep($1) }),
    DotCommand(
      name: "next", arguments: "", summary: "go on to the next lesson step",
      details: "Enter on an empty line does too once a step is done. Skipping a question or an "
        + "exercise runs its code (the reference solution) so later steps still work.",
      argumentKind: .none, run: { shell, _ in shell.inLesson { $0.next(in: shell) } }),
    DotCommand(
      name: "prev", arguments: "", summary: "go back to the previous lesson step",
      details: "Shows the previous step again.",
      argumentKind: .none, run: { shell, _ in shell.inLesson { $0.previous(in: shell) } }),
    DotCommand(
      name: "hint", arguments: "", summary: "the next hint for this exercise",
      details: "Hints come in order, each a little more direct than the last.",
      argumentKind: .none, run: { shell, _ in shell.inLesson { $0.hint(in: shell) } }),
    DotCommand(
      name: "solution", arguments: "", summary: "show and run a solution (asks first)",
      details: "Asks for confirmation, then shows the reference solution and runs it with the "
        + "exercise's check.",
      argumentKind: .none, run: { shell, _ in shell.showSolution() }),
    DotCommand(
      name: "progress", arguments: "", summary: "steps done in this lesson (or all lessons)",
      details: "Progress is saved under $XDG_STATE_HOME/depplay (~/.local/state/depplay).",
      argumentKind: .none, run: { shell, _ in shell.showProgress() }),
    DotCommand(
      name: "reset-progress", arguments: "[NAME]",
      summary: "forget the steps done (asks first)",
      details: "Without a name, forgets your progress in every lesson; with one, in that "
        + "lesson. Asks for confirmation first (y/N).",
      argumentKind: .lesson, run: { $0.resetProgress($1) }),
  ]
}
