import ComposableRuntime
import DepplaySyntax

/// `store.withExhaustivity(.off) { … }`: the library's method, which sets a test store's
/// exhaustivity for the closure and restores the one before it afterwards.
extension Interpreter {
  /// Sets `box`'s exhaustivity to the one `arguments` give and returns the closure to run
  /// and the exhaustivity to restore.
  func settingExhaustivity(
    of box: TestStoreBox, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) throws -> (body: ClosureLiteral, previous: Exhaustivity) {
    guard arguments.count == 1, arguments[0].label == nil, let trailing else {
      throw RuntimeError(
        "expected store.withExhaustivity(.off) { … }", at: range,
        notes: ["the closure's sends and receives assert with that exhaustivity"])
    }
    let previous = try onMainActor { box.store.exhaustivity }
    try assignExhaustivity(
      try evaluate(arguments[0].value, &context), of: box, range: arguments[0].range)
    return (trailing, previous)
  }

  /// Gives `box` back the exhaustivity it had before `withExhaustivity`.
  func restoreExhaustivity(of box: TestStoreBox, _ previous: Exhaustivity) {
    _ = try? onMainActor { box.store.exhaustivity = previous }
  }
}
