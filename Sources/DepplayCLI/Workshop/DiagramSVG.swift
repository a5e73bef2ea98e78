import DepplayLanguage

/// The replay's scopes and units as an SVG picture: nested boxes, one row each, units
/// coloured by what they started with, and under each box the reads made in it with the
/// value's origin.
///
/// Every box and read carries `data-step` (the step it appears at; the page hides it
/// before); units also carry `data-kind` (their kind as output labels name it; `yield` and
/// `closure` for a `continuation.yield` and a closure call) and `data-overrides`
/// (`inherited`, `lost` or `restored`). Rows carry `data-row` and boxes
/// `data-rows` (their first and last row), so the page can close the gaps that rows not shown
/// yet would leave.
struct DiagramSVG {
  let replay: RunReplay

  /// The height of a row; the page's script lays rows out with the same figure.
  static let rowHeight = 30
  private static let indent = 26
  private static let characterWidth = 9.6

  private struct Row {
    let depth: Int
    let node: Int
    /// nil for the node's header row, else the read's index.
    let read: Int?
  }

  /// The `<svg>` element.
  func render() -> String {
    var rows: [Row] = []
    var extents: [Int: ClosedRange<Int>] = [:]
    collect(0, depth: 0, into: &rows, extents: &extents)
    let width =
      rows.map { row in
        Double(row.depth * Self.indent + 24) + Double(text(of: row).count) * Self.characterWidth
      }.max() ?? 200
    let height = rows.count * Self.rowHeight + 12
    var svg = """
      <svg class="diagram" xmlns="http://www.w3.org/2000/svg" role="img" \
      aria-label="Scopes and units of work" viewBox="0 0 \(Int(width.rounded(.up))) \(height)" \
      width="\(Int(width.rounded(.up)))" height="\(height)">

      """
    for (index, node) in replay.nodes.enumerated() {
      guard let extent = extents[index] else { continue }
      svg += box(node, depth: rows[extent.lowerBound].depth, extent: extent, width: width)
    }
    for (position, row) in rows.enumerated() { svg += label(row, at: position) }
    return svg + "</svg>"
  }

  private func collect(
    _ index: Int, depth: Int, into rows: inout [Row], extents: inout [Int: ClosedRange<Int>]
  ) {
    let first = rows.count
    rows.append(Row(depth: depth, node: index, read: nil))
    let node = replay.nodes[index]
    for read in node.reads.indices { rows.append(Row(depth: depth + 1, node: index, read: read)) }
    for child in node.children { collect(child, depth: depth + 1, into: &rows, extents: &extents) }
    extents[index] = first...(rows.count - 1)
  }

  private func box(_ node: RunReplay.Node, depth: Int, extent: ClosedRange<Int>, width: Double)
    -> String
  {
    let x = depth * Self.indent + 4
    let y = extent.lowerBound * Self.rowHeight + 4
    let height = extent.count * Self.rowHeight + 2
    let boxWidth = Int(width.rounded(.up)) - x - 4
    var attributes = "data-step=\"\(node.appears)\""
    attributes += " data-rows=\"\(extent.lowerBound) \(extent.upperBound)\""
    if let ends = node.ends { attributes += " data-ends=\"\(ends)\"" }
    let classes: String
    switch node.role {
    case .main:
      classes = "node main"
      attributes += " data-kind=\"main\""
    case .scope(let kind):
      classes = "node scope"
      attributes += " data-scope=\"\(HTMLText.escape(kind))\""
    case .yield:
      classes = "node yield restored"
      attributes += " data-kind=\"yield\" data-overrides=\"restored\""
    case .unit(let unit, let start):
      classes = "node unit " + (start?.mark ?? "unstarted")
      attributes += " data-kind=\"\(HTMLText.escape(unit.kind.rawValue))\""
      attributes += " data-unit=\"\(HTMLText.escape(unit.label))\""
      if let start { attributes += " data-overrides=\"\(start.mark)\"" }
      if let starts = node.starts { attributes += " data-starts=\"\(starts)\"" }
    case .closure(_, let start):
      classes = "node closure " + start.mark
      attributes += " data-kind=\"closure\" data-overrides=\"\(start.mark)\""
    }
    return """
      <rect class="\(classes)" \(attributes) x="\(x)" y="\(y)" rx="6" \
      width="\(max(boxWidth, 40))" height="\(height - 4)"/>

      """
  }

  private func label(_ row: Row, at position: Int) -> String {
    let x = row.depth * Self.indent + 14
    let y = position * Self.rowHeight + 24
    let node = replay.nodes[row.node]
    let step = row.read.map { node.reads[$0].step } ?? node.appears
    let kind = row.read == nil ? "title" : "read"
    var attributes = "data-step=\"\(step)\" data-row=\"\(position)\""
    if let read = row.read {
      attributes += " data-key=\"\(HTMLText.escape(node.reads[read].key))\""
    }
    return """
      <text class="\(kind)" \(attributes) x="\(x)" y="\(y)">\(HTMLText.escape(text(of: row)))</text>

      """
  }

  private func text(of row: Row) -> String {
    let node = replay.nodes[row.node]
    if let index = row.read {
      let read = node.reads[index]
      return read.summary
    }
    let line = node.line.map { " · line \($0)" } ?? ""
    switch node.role {
    case .main: return "main (the script)"
    case .scope(let kind): return kind + line
    case .yield(let restoresOverrides):
      return "continuation.yield · "
        + (restoresOverrides ? "restored escaped overrides" : "restored escaped values: none")
        + line
    case .unit(let unit, let start):
      return "\(unit.label) · " + (start?.label ?? "never started") + line
    case .closure(let madeAt, let start):
      return "closure from line \(madeAt) · " + start.label + line
    }
  }
}
