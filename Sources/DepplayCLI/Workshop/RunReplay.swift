import DepplayLanguage

/// A run laid out for replaying it one event at a time: event N is step N (step 0 is before
/// anything ran), and every piece of the picture records the step at which it appears.
///
/// Everything here is read off the interpreter's events; nothing is re-derived, so the page
/// and the presenter show exactly what the run reported.
struct RunReplay: Sendable {
  /// A box of the diagram: the script, a scope, or a unit of work.
  struct Node: Sendable {
    /// What the box stands for.
    enum Role: Sendable {
      /// The script itself.
      case main
      /// A scope (`withDependencies`, a test's, a store's…) entered at `line`.
      case scope(kind: ScopeKind)
      /// A `continuation.yield`: the escaped values in force again, overrides or none.
      case yield(restoresOverrides: Bool)
      /// A unit of work, and what it started with (nil until it starts, or if it never did).
      case unit(UnitInfo, start: UnitStart?)
      /// A call of an escaping closure made at line `madeAt`: it runs on its caller, with
      /// what `start` says.
      case closure(madeAt: Int, start: ClosureStart)
    }

    /// What the box stands for.
    let role: Role
    /// The line (of the file the page shows) where it began; nil for the script.
    let line: Int?
    /// The step at which it appears.
    let appears: Int
    /// The step at which the scope was left, or the unit finished.
    var ends: Int?
    /// The step at which the unit started (units only).
    var starts: Int?
    /// Boxes inside it, as indices into ``RunReplay/nodes``.
    var children: [Int] = []
    /// The dependency reads made directly in it.
    var reads: [Read] = []
  }

  /// A dependency read: the value it resolved to and where that value came from.
  struct Read: Sendable {
    let key: String
    let value: String
    let provenance: ReadProvenance?
    let line: Int
    let step: Int

    /// `full = 7 ← overridden by withDependencies at line 2`: the provenance's places said
    /// as lines (a view shows one file, and has little room).
    var summary: String {
      let origin = provenance?.description { "\($0.writer) at line \($0.line)" }
      return "\(key) = \(value)" + (origin.map { " ← " + $0 } ?? "")
    }
  }

  /// A line of output, as the terminal prints it (labelled with its unit).
  struct OutputLine: Sendable {
    /// A part of a line and the step that printed it: a `print` with another terminator
    /// than a newline leaves its line open, and what is printed next continues it.
    struct Piece: Sendable {
      let text: String
      let step: Int
    }

    /// What printed a line; its raw value is the class a page styles it by.
    enum Kind: String, Sendable {
      /// A `print`.
      case output
      /// An issue, or a known issue.
      case issue
      /// A `why`'s answer.
      case why
      /// A check that passed or failed.
      case check
      /// A test that started or finished.
      case test
      /// An error that stopped the run or a unit.
      case error
    }

    /// What printed the line.
    let kind: Kind
    /// Its parts, in the order they were printed; the first one is never empty.
    fileprivate(set) var pieces: [Piece]

    /// The step the line appears at.
    var step: Int { pieces[0].step }
    /// The whole line.
    var text: String { pieces.map(\.text).joined() }

    /// The line as it stands at `step` (nothing before it appears).
    func text(atStep step: Int) -> String {
      pieces.prefix { $0.step <= step }.map(\.text).joined()
    }
  }

  /// One step: what happened, and the lines of the statement it happened at (for an event
  /// with no place of its own, such as a unit starting or finishing, the last statement's).
  struct Step: Sendable {
    let caption: String
    let lines: ClosedRange<Int>?
  }

  /// The boxes; the script's is first.
  private(set) var nodes: [Node]
  /// The output lines, in order.
  private(set) var output: [OutputLine] = []
  /// The steps, 1-based through ``stepCount`` (index 0 is "before the run").
  private(set) var steps: [Step] = [Step(caption: "Before the run", lines: nil)]

  /// The number of the last step.
  var stepCount: Int { steps.count - 1 }

  /// The replay of `events`; `place` moves a range into the lines of the file the view
  /// shows, and `outputText` is the terminal's text for an event it prints (nil for others).
  init(
    events: [Event], place: (SourceRange) -> SourceRange, outputText: (Event) -> String?
  ) {
    nodes = [Node(role: .main, line: nil, appears: 0)]
    let starts = UnitStart.byUnit(in: events)
    var open: [UnitInfo: [Int]] = [.main: [0]]
    var unitNode: [UnitInfo: Int] = [.main: 0]
    var lineIsOpen = false
    for original in events {
      let event = original.movingRanges(place)
      let step = steps.count
      let lines =
        event.range.map { $0.start.line...max($0.start.line, $0.end.line) } ?? steps.last?.lines
      switch event {
      case .scopeEntered(let kind, let unit, let range):
        let index = add(
          Node(role: .scope(kind: kind), line: range.start.line, appears: step),
          under: open[unit]?.last ?? 0)
        open[unit, default: [0]].append(index)
      case .yieldEntered(let restoresOverrides, let unit, let range):
        let index = add(
          Node(
            role: .yield(restoresOverrides: restoresOverrides), line: range.start.line,
            appears: step),
          under: open[unit]?.last ?? 0)
        open[unit, default: [0]].append(index)
      case .closureCalled(let madeAt, let start, let unit, let range):
        let index = add(
          Node(
            role: .closure(madeAt: madeAt.start.line, start: start), line: range.start.line,
            appears: step),
          under: open[unit]?.last ?? 0)
        open[unit, default: [0]].append(index)
      case .scopeLeft(let unit, _):
        if let index = open[unit]?.last, (open[unit]?.count ?? 0) > 1 {
          nodes[index].ends = step
          open[unit]?.removeLast()
        }
      case .unitSpawned(let unit, let parent, let range):
        let index = add(
          Node(role: .unit(unit, start: starts[unit]), line: range.start.line, appears: step),
          under: open[parent]?.last ?? unitNode[parent] ?? 0)
        unitNode[unit] = index
        open[unit] = [index]
      case .unitStarted(let unit, _):
        if let index = unitNode[unit] { nodes[index].starts = step }
      case .unitFinished(let unit):
        if let index = unitNode[unit] { nodes[index].ends = step }
      case .valueResolved(let key, let value, let provenance, let unit, let range):
        let read = Read(
          key: key, value: value.description, provenance: provenance.provenance,
          line: range.start.line, step: step)
        nodes[open[unit]?.last ?? unitNode[unit] ?? 0].reads.append(read)
      default:
        break
      }
      if let text = outputText(original) {
        // An issue is one entry, its message whole (blank lines and hanging indent kept);
        // anything else, one entry per line.
        var lines =
          if event.isIssue {
            [text.hasSuffix("\n") ? text.dropLast() : text[...]]
          } else {
            text.split(separator: "\n", omittingEmptySubsequences: true)
          }
        if lineIsOpen, !text.hasPrefix("\n"), let first = lines.first, !output.isEmpty {
          output[output.count - 1].pieces.append(OutputLine.Piece(text: String(first), step: step))
          lines.removeFirst()
        }
        for line in lines {
          output.append(
            OutputLine(
              kind: Self.outputKind(event),
              pieces: [OutputLine.Piece(text: String(line), step: step)]))
        }
        if !text.isEmpty { lineIsOpen = !text.hasSuffix("\n") }
      }
      steps.append(Step(caption: Self.caption(event, starts: starts), lines: lines))
    }
  }

  private mutating func add(_ node: Node, under parent: Int) -> Int {
    nodes.append(node)
    nodes[parent].children.append(nodes.count - 1)
    return nodes.count - 1
  }

  private static func outputKind(_ event: Event) -> OutputLine.Kind {
    switch event {
    case .issue, .knownIssue: .issue
    case .why: .why
    case .checkPassed, .checkFailed: .check
    case .testStarted, .testFinished: .test
    case .error: .error
    default: .output
    }
  }

  /// One sentence for the step's event, as a presenter would say it.
  private static func caption(_ event: Event, starts: [UnitInfo: UnitStart]) -> String {
    func name(_ unit: UnitInfo) -> String { unit == .main ? "the script" : unit.label }
    switch event {
    case .output(let text, _, let unit, _): return "\(name(unit)) printed \(text)"
    case .issue(_, _, let message, let unit, _):
      return "Issue in \(name(unit)): " + (message.split(separator: "\n").first ?? "")
    case .knownIssue(let message, let unit, _):
      return "Known issue in \(name(unit)): " + (message.split(separator: "\n").first ?? "")
    case .valueResolved(let key, let value, let provenance, let unit, _):
      return "\(name(unit)) read \(key) = \(value.description)"
        + (provenance.provenance.map { " (\($0.description))" } ?? "")
    case .why(let answer, let unit, _): return "\(name(unit)) asked why \(answer.path)"
    case .scopeEntered(let kind, let unit, _): return "\(name(unit)) entered \(kind.label)"
    case .yieldEntered(let restoresOverrides, let unit, _):
      return "\(name(unit)) entered continuation.yield: "
        + (restoresOverrides ? "the escaped overrides are back" : "escaped values, no overrides")
    case .closureCalled(let madeAt, let start, let unit, _):
      let runs =
        switch start {
        case .valuesWhereMade: "with the values where it was made"
        case .lostOverrides: "with the caller's values, without the overrides where it was made"
        case .callersValues: "with the caller's values"
        }
      return "\(name(unit)) called the closure from line \(madeAt.start.line): it runs " + runs
    case .scopeLeft(let unit, _): return "\(name(unit)) left its scope"
    case .unitSpawned(let unit, let parent, _): return "\(name(parent)) created \(unit.label)"
    case .unitStarted(let unit, _):
      return "\(unit.label) started: " + (starts[unit]?.label ?? "no record of its values")
    case .unitFinished(let unit): return "\(unit.label) finished"
    case .checkPassed(let check, _, _): return "✔ \(check.passed)"
    case .checkFailed(let check, _, _): return "✘ \(check.failure)"
    case .testStarted(let name): return "Test \(name) started"
    case .testFinished(let name, let failures):
      return failures.isEmpty ? "Test \(name) passed" : "Test \(name) failed"
    case .error(let diagnostic, let unit): return "Error in \(name(unit)): \(diagnostic.message)"
    }
  }
}

extension Event {
  /// Whether the event is an issue, known or not: one entry in the output, its message whole.
  fileprivate var isIssue: Bool {
    switch self {
    case .issue, .knownIssue: true
    default: false
    }
  }
}
