import DepplayLanguage
import Foundation

/// An entry the shell ran, with its events: the session's record for a Markdown transcript
/// and for the workshop page.
struct TranscriptEntry: Sendable {
  let source: ComposedSource
  let events: [Event]

  /// What the entry printed, as the terminal showed it (without colour).
  var printed: String {
    events.compactMap { source.render($0, colored: false)?.text }.joined()
  }

  /// The transcript as Markdown: each entry in a `depplay` block, what it printed in a
  /// `text` block.
  static func markdown(_ entries: [TranscriptEntry]) -> String {
    var text = "# depplay session\n"
    for entry in entries {
      let code = entry.source.text.hasSuffix("\n") ? entry.source.text : entry.source.text + "\n"
      text += "\n```depplay\n" + code + "```\n"
      let printed = entry.printed
      if !printed.isEmpty { text += "\n```text\n" + printed + "```\n" }
    }
    return text
  }

  /// The entries as one run for the workshop page: their texts one after another, and
  /// their events with each place moved to the entry's lines in that text.
  static func run(of entries: [TranscriptEntry]) -> WorkshopRun {
    var text = ""
    var events: [Event] = []
    var firstLine = 0
    for entry in entries {
      let code = entry.source.text.hasSuffix("\n") ? entry.source.text : entry.source.text + "\n"
      let shift = firstLine
      events += entry.events.map { event in
        event.movingRanges { range in
          var moved = range
          moved.start.line += shift
          moved.end.line += shift
          return moved
        }
      }
      text += code
      firstLine += code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }
    let source = ComposedSource(text: text, name: "session")
    let replay = RunReplay(
      events: events, place: { $0 }, outputText: { source.render($0, colored: false)?.text })
    return WorkshopRun(title: "depplay session", lesson: nil, source: source, replay: replay)
  }
}
