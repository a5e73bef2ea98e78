import DepplaySyntax

/// The passes of a `for` loop that may skip elements: a `for case` pattern runs a pass only for
/// the elements it matches, and a `where` clause only when its condition holds.
extension Interpreter {
  /// Starts the pass of `loop` (one that does not pass every element,
  /// ``ForLoop/passesEveryElement``) for `element`, binding the loop's names in `passes`;
  /// `false` when the element does not pass, and the body is not run for it.
  func beginFilteredPass(
    of loop: ForLoop, with element: ScriptValue, _ passes: inout LoopPasses
  ) throws -> Bool {
    switch loop.binding {
    case .names:
      try passes.begin(with: element, range: loop.range)
    case .pattern(let pattern):
      var bindings: [(String, ScriptValue)] = []
      guard try match(pattern, element, binding: &bindings, &passes.context) else { return false }
      passes.begin(binding: bindings.map(\.1))
    }
    guard let condition = loop.condition else { return true }
    guard try holds(condition, with: [], &passes.context) else {
      passes.end()
      return false
    }
    return true
  }
}
