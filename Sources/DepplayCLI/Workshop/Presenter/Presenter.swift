/// `depplay present FILE`: the run of a script or lesson on the whole terminal, one event
/// at a time, driven by the keys of ``PresenterKeys``; redrawn when the window is resized.
struct Presenter {
  let run: WorkshopRun
  let colored: Bool

  /// Presents until the presenter quits; false when there is no terminal to present on.
  func present() -> Bool {
    guard let terminal = RawTerminal() else { return false }
    defer { terminal.restore() }
    var state = PresenterState(run: run)
    while true {
      let size = terminal.size
      terminal.draw(
        PresenterFrame(
          run: run, state: state, width: size.width, height: size.height, colored: colored
        ).lines())
      guard let key = terminal.readKey() else { return true }
      let statement = run.replay.steps[state.step].lines?.lowerBound
      let current = run.lesson.flatMap { LessonText(lesson: $0).stepIndex(forLine: statement) }
      guard state.handle(key, lessonStep: current) else { return true }
    }
  }
}
