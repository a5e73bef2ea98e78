/// A case key path given to a test store's `send` or `receive` in place of an action, as TCA's
/// `@CasePathable` actions allow: `send(\.row.tap)` sends `.row(.tap)`, `send(\.row.set, 5)`
/// sends `.row(.set(5))`, and `receive(\.row.loaded, 7)` expects `.row(.loaded(7))`. (A lone
/// key path given to `receive` matches the case whatever its payload, which no action
/// expression says.)
package enum CaseKeyPathAction {
  /// The action `arguments` name, as the one argument `send(.row(.set(5)))` would have; `nil`
  /// when they are not a case key path and, optionally, the payload after it.
  /// A case key path through a stack's element (`\.path[id: 1].markRead`) names the element's
  /// action: `.path(.element(id: 1, action: .markRead))`. The payload is the last case's
  /// associated value; `payloadLabel` is its label where the case declares one
  /// (`send(\.path.popFrom, 0)` sends `.path(.popFrom(id: 0))`).
  package static func argument(_ arguments: [Argument], payloadLabel: String? = nil) -> Argument? {
    guard (1...2).contains(arguments.count), arguments.allSatisfy({ $0.label == nil }) else {
      return nil
    }
    let payload = arguments.dropFirst().first.map { argument in
      [Argument(label: payloadLabel, value: argument.value, range: argument.range)]
    }
    switch arguments[0].value {
    case .keyPath(let path, let range):
      guard let action = action(path, payload: payload, range: range) else { return nil }
      return Argument(label: nil, value: action, range: arguments[0].range)
    case .elementCaseKeyPath(let stack, let id, let path, let range):
      guard let elementAction = action(path, payload: payload, range: range) else { return nil }
      let element = Expression.implicitMember(
        name: "element",
        arguments: [
          Argument(label: "id", value: id, range: id.range),
          Argument(label: "action", value: elementAction, range: range),
        ], range: range)
      return Argument(
        label: nil, value: wrapped(element, in: stack, range: range), range: arguments[0].range)
    default:
      return nil
    }
  }

  /// The action of the cases `path`, the last with `payload`.
  private static func action(_ path: [String], payload: [Argument]?, range: SourceRange)
    -> Expression?
  {
    guard let last = path.last else { return nil }
    return wrapped(
      .implicitMember(name: last, arguments: payload, range: range), in: path.dropLast(),
      range: range)
  }

  /// `action` inside the cases `path`, outermost first: `.row(.child(action))`.
  private static func wrapped(
    _ action: Expression, in path: some BidirectionalCollection<String>, range: SourceRange
  ) -> Expression {
    path.reversed().reduce(action) { inner, name in
      .implicitMember(
        name: name, arguments: [Argument(label: nil, value: inner, range: range)], range: range)
    }
  }

  /// The action a case key path names, as Swift writes it without its payload:
  /// `\.path.popFrom` is `.path(.popFrom)`.
  package static func written(_ path: [String]) -> String {
    path.reversed().reduce("") { inner, name in
      inner.isEmpty ? "." + name : ".\(name)(\(inner))"
    }
  }
}
