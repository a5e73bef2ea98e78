/// The replay's scopes and units at one step, drawn for a terminal: nested boxes of
/// box-drawing characters when there is room, else the indented tree (`├─`, `└─`).
/// Only what exists at the step is drawn; each unit says what it started with in words, so
/// the picture reads the same without colour. A read too long for its box wraps under
/// itself; what came from the script is shown terminal-safe.
struct TerminalDiagram {
  let replay: RunReplay
  let step: Int

  /// Below this width the boxes give way to the tree.
  static let narrowest = 44
  /// The narrowest the innermost box may be; boxes nested deeper than that allows give way
  /// to the tree too (each level takes 4 columns).
  static let narrowestBox = 24

  /// A drawn line, and the mark (`inherited`, `lost`, `restored`) to colour it by.
  struct Line: Equatable {
    var text: String
    var mark: String?
  }

  /// The picture, each line at most `width` characters.
  func lines(width: Int) -> [Line] {
    width >= Self.narrowest && width - 4 * depth(0) >= Self.narrowestBox
      ? box(0, width: width) : tree(width: width)
  }

  /// How many boxes are nested inside box `index` at the step.
  private func depth(_ index: Int) -> Int {
    visibleChildren(index).map { depth($0) + 1 }.max() ?? 0
  }

  private func visibleChildren(_ index: Int) -> [Int] {
    replay.nodes[index].children.filter { replay.nodes[$0].appears <= step }
  }

  private func visibleReads(_ index: Int) -> [String] {
    replay.nodes[index].reads.filter { $0.step <= step }.map(\.summary.terminalSafeLine)
  }

  private func box(_ index: Int, width: Int) -> [Line] {
    let node = replay.nodes[index]
    let mark = Self.mark(of: node)
    let ended = node.ends.map { $0 <= step } ?? false
    let title = Self.title(of: node) + (ended ? " (done)" : "")
    let inner = width - 4
    let fitted = Self.fit(title, inner)
    var lines = [Line(text: "┌ " + fitted + " " + dashes(inner - fitted.count) + "┐", mark: mark)]
    for read in visibleReads(index) {
      for row in HangingIndent.lines(read, width: inner) {
        lines.append(Line(text: "│ " + Self.pad(Self.fit(row, inner), inner) + " │", mark: mark))
      }
    }
    for child in visibleChildren(index) {
      for line in box(child, width: inner) {
        lines.append(Line(text: "│ " + line.text + " │", mark: line.mark ?? mark))
      }
    }
    lines.append(Line(text: "└" + String(repeating: "─", count: width - 2) + "┘", mark: mark))
    return lines
  }

  private func dashes(_ count: Int) -> String { String(repeating: "─", count: max(0, count)) }

  private func tree(width: Int) -> [Line] {
    var lines: [Line] = [Line(text: Self.fit(Self.title(of: replay.nodes[0]), width))]
    func draw(_ index: Int, prefix: String) {
      let reads = visibleReads(index).map { (text: $0, child: Int?.none) }
      let children = visibleChildren(index).map { (text: "", child: Optional($0)) }
      let items = reads + children
      for (position, item) in items.enumerated() {
        let last = position == items.count - 1
        let branch = prefix + (last ? "└─ " : "├─ ")
        if let child = item.child {
          let node = replay.nodes[child]
          lines.append(
            Line(text: Self.fit(branch + Self.title(of: node), width), mark: Self.mark(of: node)))
          draw(child, prefix: prefix + (last ? "   " : "│  "))
        } else {
          let hang = prefix + (last ? "   " : "│  ")
          let rows = HangingIndent.lines(item.text, width: max(1, width - branch.count))
          for (number, row) in rows.enumerated() {
            lines.append(Line(text: Self.fit((number == 0 ? branch : hang) + row, width)))
          }
        }
      }
    }
    draw(0, prefix: "")
    return lines
  }

  static func title(of node: RunReplay.Node) -> String {
    let line = node.line.map { " · line \($0)" } ?? ""
    switch node.role {
    case .main: return "main"
    case .scope(let kind): return kind.label.terminalSafeLine + line
    case .yield(let restoresOverrides):
      return "yield: " + (restoresOverrides ? "restored escaped overrides" : "escaped values: none")
        + line
    case .unit(let unit, let start):
      let symbol =
        switch start?.mark {
        case "inherited": "✔ "
        case "lost": "✘ "
        default: ""
        }
      return "\(unit.label.terminalSafeLine): " + symbol + (start?.label ?? "never started") + line
    case .closure(let madeAt, let start):
      return "closure from line \(madeAt): " + (start == .lostOverrides ? "✘ " : "")
        + start.label + line
    }
  }

  static func mark(of node: RunReplay.Node) -> String? {
    switch node.role {
    case .main, .scope: nil
    case .yield: "restored"
    case .unit(_, let start): start?.mark
    case .closure(_, let start): start.mark
    }
  }

  /// `text` cut to `width` characters (with `…` when cut).
  static func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    return text.count <= width ? text : String(text.prefix(width - 1)) + "…"
  }

  /// `text` padded with spaces to `width` characters.
  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
