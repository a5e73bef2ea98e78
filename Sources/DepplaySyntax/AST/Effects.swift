/// What running a node's own code does besides giving a value, computed by the one walker of
/// the syntax tree (``Expression/children``, ``Statement/expressions``,
/// ``Statement/nestedBlocks``): a closure's body is not the node's own code (it runs when the
/// closure is called), a `withDependencies` operation is (it runs in place). The interpreter
/// runs a node that has any effect asynchronously, the exporter follows the same split, and a
/// closure whose own code awaits is `async`, as Swift infers it.
package struct Effects: OptionSet, Sendable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// It awaits: an `await`, a task group (whose body its caller awaits), or TCA's `Result {
  /// try await … }` (``Expression/asyncResultCatchingBody``).
  package static let awaits = Effects(rawValue: 1 << 0)
  /// It spawns an unstructured task: `Task { … }`.
  package static let spawns = Effects(rawValue: 1 << 1)
}

extension Expression {
  /// The effects of this expression's own code.
  package var effects: Effects {
    let own: Effects =
      switch self {
      case .await, .withTaskGroup: .awaits
      // TCA's `Result { try await … }` awaits its closure.
      case .call where asyncResultCatchingBody != nil: .awaits
      case .task: .spawns
      case .withDependencies(_, _, let operation, _): operation.body.effects
      case .withEscapedDependencies(let body, _): body.body.effects
      case .expectThrows(let expectation): expectation.body.body.effects
      default: []
      }
    return children.reduce(into: own) { $0.formUnion($1.effects) }
  }

  /// Whether the interpreter evaluates this expression asynchronously: it awaits or spawns.
  package var suspends: Bool { !effects.isEmpty }
}

extension Statement {
  /// The effects of this statement's own code, its nested blocks' included; a `for await`
  /// loop awaits each element.
  package var effects: Effects {
    var own: Effects = []
    if case .forLoop(let loop) = self, loop.isAwaited { own = .awaits }
    return nestedBlocks.reduce(into: expressions.reduce(into: own) { $0.formUnion($1.effects) }) {
      $0.formUnion($1.effects)
    }
  }

  /// Whether the interpreter runs this statement asynchronously: it awaits or spawns.
  package var suspends: Bool { !effects.isEmpty }
}

extension Block {
  /// The effects of the block's statements.
  package var effects: Effects { statements.reduce(into: []) { $0.formUnion($1.effects) } }
}

extension ClosureLiteral {
  /// Whether the closure is `async`, as Swift infers it: its own code (not a closure, task,
  /// queue block or thread nested in it) awaits.
  package var isAsync: Bool { body.effects.contains(.awaits) }
}
