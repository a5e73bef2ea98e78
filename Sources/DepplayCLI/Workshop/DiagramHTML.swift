import DepplayLanguage

/// The replay's scopes and units as nested HTML boxes: one box per scope, unit, `yield` or
/// closure call, units coloured by what they started with, and in each box its title row and
/// the reads made in it with the value's origin. Boxes are HTML, not a picture, so their
/// text keeps the page's type size and wraps to the pane's width at any zoom.
///
/// Every box and row carries `data-step` (the step it appears at; the page hides it
/// before); units also carry `data-kind` (their kind as output labels name it; `yield` and
/// `closure` for a `continuation.yield` and a closure call) and `data-overrides`
/// (`inherited`, `lost` or `restored`); a box carries `data-ends` (the step its scope was
/// left or its unit finished) and a unit `data-starts`; a read row carries `data-key`.
struct DiagramHTML {
  let replay: RunReplay

  /// The diagram's element.
  func render() -> String {
    "<div class=\"diagram\" role=\"tree\" aria-label=\"Scopes and units of work\">\n"
      + box(0) + "</div>"
  }

  private func box(_ index: Int) -> String {
    let node = replay.nodes[index]
    var attributes = "data-step=\"\(node.appears)\""
    if let ends = node.ends { attributes += " data-ends=\"\(ends)\"" }
    let classes: String
    switch node.role {
    case .main:
      classes = "node main"
      attributes += " data-kind=\"main\""
    case .scope(let kind):
      classes = "node scope"
      attributes += " data-scope=\"\(HTMLText.escape(kind.label))\""
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
    var html = "<div class=\"\(classes)\" \(attributes) role=\"treeitem\">"
    html += row("title", step: node.appears, text: title(of: node))
    for read in node.reads {
      html += row(
        "read", step: read.step, text: read.summary,
        extra: " data-key=\"\(HTMLText.escape(read.key))\"")
    }
    html += node.children.map(box).joined()
    return html + "</div>\n"
  }

  private func row(_ kind: String, step: Int, text: String, extra: String = "") -> String {
    "<p class=\"row \(kind)\" data-step=\"\(step)\"\(extra)>\(HTMLText.escape(text))</p>"
  }

  private func title(of node: RunReplay.Node) -> String {
    let line = node.line.map { " · line \($0)" } ?? ""
    switch node.role {
    case .main: return "main (the script)"
    case .scope(let kind): return kind.label + line
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
