import DepplaySyntax

extension Checker {
  /// `@Shared(.inMemory("count")) var count = 0`: binds `count` (the value) and `$count`
  /// (the shared reference), where Swift allows a property wrapper: not in top-level code.
  mutating func check(_ binding: SharedBinding, topLevel: Bool) throws(CheckError) {
    guard !topLevel else {
      throw CheckError(
        "property wrappers are not yet supported in top-level code", at: binding.range,
        notes: [
          "declare it in a function and call that: func run() { @Shared(.inMemory(\"count\"))"
            + " var count = 0 … }"
        ])
    }
    try check(binding.key)
    try check(binding.initialValue)
    bind(binding.name)
    bind(binding.projectedName)
    sharedNames.insert(binding.name)
  }

  /// `count = 1` or `count += 1` on a `@Shared` variable: its setter is deprecated (a
  /// warning in Swift), so depplay refuses it, with swift-sharing's message.
  func refuseSharedAssignment(_ place: Expression, range: SourceRange) throws(CheckError) {
    guard case .name(let name, _) = place.subscriptedRoot, sharedNames.contains(name) else {
      return
    }
    throw CheckError(
      "setter for '\(name)' is deprecated: Use '$shared.withLock' to modify a shared value"
        + " with exclusive access", at: range,
      notes: ["write $\(name).withLock { $0 = value } (or { $0 += 1 })"])
  }
}
