/// `depplay present FILE`: the run of a script or lesson on the whole terminal, one event
/// at a time (Space/→ next, ← back, `g N` Enter jump, `r` back to the start, `q` quit).
struct Presenter {
  let run: WorkshopRun
  let colored: Bool

  /// Presents until the presenter quits; false when there is no terminal to present on.
  func present() -> Bool {
    guard let terminal = RawTerminal() else { return false }
    defer { terminal.restore() }
    let last = run.replay.stepCount
    var step = 0
    var jump: String?
    while true {
      let size = terminal.size
      var lines = PresenterFrame(
        run: run, step: step, width: size.width, height: size.height, colored: colored
      ).lines()
      if let jump, !lines.isEmpty { lines[lines.count - 1] = "go to step: \(jump)_" }
      terminal.draw(lines)
      guard let key = terminal.readKey() else { return true }
      if let typed = jump {
        switch key {
        case .character(let digit) where digit.isNumber: jump = typed + String(digit)
        case .backspace: jump = String(typed.dropLast())
        case .enter:
          step = min(Int(typed) ?? step, last)
          jump = nil
        default: jump = nil
        }
        continue
      }
      switch key {
      case .right, .enter, .character(" "), .character("l"), .character("n"):
        step = min(step + 1, last)
      case .left, .backspace, .character("h"), .character("p"): step = max(step - 1, 0)
      case .home, .character("r"): step = 0
      case .end: step = last
      case .character("g"): jump = ""
      case .character("q"), .escape, .interrupt: return true
      default: continue
      }
    }
  }
}
