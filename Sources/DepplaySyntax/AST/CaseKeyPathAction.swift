/// A case key path given to a test store's `send` or `receive` in place of an action, as TCA's
/// `@CasePathable` actions allow: `send(\.row.tap)` sends `.row(.tap)`, `send(\.row.set, 5)`
/// sends `.row(.set(5))`, and `receive(\.row.loaded, 7)` expects `.row(.loaded(7))`. (A lone
/// key path given to `receive` matches the case whatever its payload, which no action
/// expression says.)
package enum CaseKeyPathAction {
  /// The action `arguments` name, as the one argument `send(.row(.set(5)))` would have; `nil`
  /// when they are not a case key path and, optionally, the payload after it.
  package static func argument(_ arguments: [Argument]) -> Argument? {
    guard (1...2).contains(arguments.count), arguments.allSatisfy({ $0.label == nil }),
      case .keyPath(let path, let range) = arguments[0].value, let last = path.last
    else { return nil }
    let payload = arguments.dropFirst().first.map { [$0] }
    var action = Expression.implicitMember(name: last, arguments: payload, range: range)
    for name in path.dropLast().reversed() {
      action = .implicitMember(
        name: name, arguments: [Argument(label: nil, value: action, range: range)], range: range)
    }
    return Argument(label: nil, value: action, range: arguments[0].range)
  }

  /// The action a case key path names, as Swift writes it without its payload:
  /// `\.path.popFrom` is `.path(.popFrom)`.
  package static func written(_ path: [String]) -> String {
    path.reversed().reduce("") { inner, name in
      inner.isEmpty ? "." + name : ".\(name)(\(inner))"
    }
  }
}
