import DepplaySyntax

extension Checker {
  /// A `for` loop: its sequence, its `for case` pattern, then its `where` condition and its
  /// body, where the names the loop binds are in scope.
  package mutating func check(_ loop: ForLoop) throws(CheckError) {
    try check(loop.sequence)
    if case .pattern(let pattern) = loop.binding { try check(pattern) }
    if let condition = loop.condition {
      try inScope(loop.boundNames) { (checker: inout Checker) throws(CheckError) in
        try checker.check(condition)
      }
    }
    try check(loop.body, parameters: loop.boundNames)
  }
}
