import DepplayLanguage
import Foundation

/// The handlers of the general dot-commands (the table is ``DotCommand/all``).
extension Shell {
  func showHelp(_ argument: String) {
    let name = argument.hasPrefix(".") ? String(argument.dropFirst()) : argument
    if name.isEmpty {
      let width = DotCommand.all.map(\.usage.count).max() ?? 0
      let lines = DotCommand.all.map {
        "  " + $0.usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary
      }
      output.say(
        "Type statements (see LANGUAGE.md), or a command:\n" + lines.joined(separator: "\n")
          + "\nAn entry continues while brackets are open; Ctrl-C abandons it.\n")
    } else if let command = DotCommand.named(name) {
      output.say("\(command.usage) — \(command.summary)\n\(command.details)\n")
    } else {
      runCommand(".\(name)")  // reports the unknown command with a suggestion
    }
  }

  func readFile(_ path: String) {
    guard let path = requireArgument(path, for: "read") else { return }
    do {
      execute(try ScriptFile.read(path), file: path)
    } catch {
      output.complain("error: \(error.message)\n")
    }
  }

  func saveFile(_ path: String) {
    guard let path = requireArgument(path, for: "save") else { return }
    let script =
      path.hasSuffix(".md")
      ? TranscriptEntry.markdown(transcript)
      : entries.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined()
    do {
      try Data(script.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      output.say("saved \(entries.count) entries to \(path)\n")
    } catch {
      output.complain("error: cannot write '\(path)': \(error.localizedDescription)\n")
    }
  }

  /// `.html FILE`: the workshop page of the session so far, from the entries' own events.
  func writePage(_ path: String) {
    guard let path = requireArgument(path, for: "html") else { return }
    let page = WorkshopPage(run: TranscriptEntry.run(of: transcript)).render()
    do {
      try Data(page.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      output.say("wrote the page of \(transcript.count) entries to \(path)\n")
    } catch {
      output.complain("error: cannot write '\(path)': \(error.localizedDescription)\n")
    }
  }

  func listKeys() {
    let keys = session.keySummaries
    guard !keys.isEmpty else {
      output.say("no keys declared yet; try: dependency full { live: 1, preview: 2, test: 3 }\n")
      return
    }
    let text = keys.map { key in
      let values = [
        "live: \(key.live ?? "—")", "preview: \(key.preview ?? "—")",
        "test: \(key.test ?? "— (an issue, then the preview value)")",
      ]
      return "\(key.name) { \(values.joined(separator: ", ")) }\n  here: \(key.resolution)\n"
    }
    output.say(fitted("context: \(session.context.rawValue)\n" + text.joined()))
  }

  func context(_ argument: String) {
    if argument.isEmpty {
      output.say(
        "context: \(session.context.rawValue) (switch with .context live|preview|test)\n")
    } else {
      execute("context \(argument)", file: Self.entryName)
    }
  }

  func why(_ argument: String) {
    guard let key = requireArgument(argument, for: "why") else { return }
    execute("why \(key)", file: Self.entryName, record: false)
  }

  func showTree() {
    guard !lastEvents.isEmpty else {
      output.say("nothing has run yet\n")
      return
    }
    output.say(TreeRenderer().render(lastEvents))
  }

  func resetSession() {
    reset()
    output.say("a fresh session: nothing declared, context live\n")
  }

  func listHistory() {
    let history = reader.history
    guard !history.isEmpty else {
      output.say("the history is empty\n")
      return
    }
    let width = String(history.count).count
    let text = history.enumerated().map { index, entry in
      let number = String(index + 1)
      let pad = String(repeating: " ", count: width - number.count)
      return pad + number + "  "
        + entry.replacingOccurrences(
          of: "\n", with: "\n" + String(repeating: " ", count: width + 2))
    }
    output.say(text.joined(separator: "\n") + "\n")
  }

  private func requireArgument(_ argument: String, for command: String) -> String? {
    guard !argument.isEmpty else {
      let usage = DotCommand.named(command)?.usage ?? ".\(command)"
      output.complain("error: .\(command) needs an argument: \(usage)\n")
      return nil
    }
    return argument
  }
}
