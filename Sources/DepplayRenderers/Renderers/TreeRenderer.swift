import DepplayInterpreter

/// Renders the task/scope tree of a run: which unit spawned which, inside which scopes, what
/// each unit started with (``UnitStart``), each `continuation.yield` that restored escaped
/// values, and each call of an escaping closure with what it ran with (``ClosureStart``). It
/// only lays out what the events say.
///
/// ```
/// main
/// ├─ Task 1 (line 2): inherited none
/// └─ withDependencies (line 3)
///    ├─ Task 2 (line 4): inherited overrides
///    └─ DispatchQueue.global 3 (line 6): lost overrides
///       └─ continuation.yield (line 7): restored escaped overrides
/// ```
package struct TreeRenderer: Sendable {
  private final class Node {
    let title: String
    var children: [Node] = []
    init(_ title: String) { self.title = title }
  }

  /// Creates a renderer.
  package init() {}

  /// The tree of `events`.
  package func render(_ events: [Event]) -> String {
    let root = Node("main")
    var open: [UnitInfo: [Node]] = [.main: [root]]
    var unitNodes: [UnitInfo: Node] = [:]
    var starts: [UnitInfo: UnitStart] = [:]
    for event in events {
      if case .unitStarted(let unit, let start) = event { starts[unit] = start }
    }
    for event in events {
      switch event {
      case .scopeEntered(let kind, let unit, let range):
        let node = Node("\(kind.label.terminalSafeLine) (line \(range.start.line))")
        open[unit, default: [root]].last?.children.append(node)
        open[unit, default: [root]].append(node)
      case .yieldEntered(let restoresOverrides, let unit, let range):
        let restored =
          restoresOverrides ? "restored escaped overrides" : "restored escaped values: none"
        let node = Node("continuation.yield (line \(range.start.line)): \(restored)")
        open[unit, default: [root]].last?.children.append(node)
        open[unit, default: [root]].append(node)
      case .closureCalled(let madeAt, let start, let unit, let range):
        let node = Node(
          "closure from line \(madeAt.start.line), called (line \(range.start.line)): \(start.label)"
        )
        open[unit, default: [root]].last?.children.append(node)
        open[unit, default: [root]].append(node)
      case .scopeLeft(let unit, _):
        if (open[unit]?.count ?? 0) > 1 { open[unit]?.removeLast() }
      case .unitSpawned(let unit, let parent, let range):
        let verdict = starts[unit]?.label ?? "never started"
        let node = Node("\(unit.label.terminalSafeLine) (line \(range.start.line)): \(verdict)")
        (open[parent]?.last ?? unitNodes[parent] ?? root).children.append(node)
        unitNodes[unit] = node
        open[unit] = [node]
      default:
        continue
      }
    }
    var lines: [String] = [root.title]
    draw(root.children, prefix: "", into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  private func draw(_ nodes: [Node], prefix: String, into lines: inout [String]) {
    for (index, node) in nodes.enumerated() {
      let last = index == nodes.count - 1
      lines.append(prefix + (last ? "└─ " : "├─ ") + node.title)
      draw(node.children, prefix: prefix + (last ? "   " : "│  "), into: &lines)
    }
  }
}
