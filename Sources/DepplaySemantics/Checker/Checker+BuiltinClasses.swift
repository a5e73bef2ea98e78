import DepplaySyntax

/// Locals holding an instance of a built-in class (`let formatter = DateFormatter()`, or
/// another such local): a reference, whose properties Swift lets code set through a `let`.
extension Checker {
  /// Whether `value` gives an instance of a built-in class: `DateFormatter()`, or a local
  /// holding one.
  func givesBuiltinClassInstance(_ value: Expression) -> Bool {
    switch value {
    case .call(let callee, _, _, _):
      guard case .type(let construction)? = builtinCallee(callee) else { return false }
      return construction.isClass
    case .name(let name, _):
      return holdsBuiltinClassInstance(name)
    default:
      return false
    }
  }

  /// Whether `target` is a property of a local holding a built-in class's instance:
  /// `formatter.locale` (the interpreter checks the property and its value's type), or a
  /// continuation's `continuation.onTermination`.
  func setsBuiltinClassProperty(_ target: Expression) -> Bool {
    guard case .member(.name(let name, _), let member, _) = target else { return false }
    // A stream's continuation is a struct whose `onTermination` has a nonmutating setter:
    // Swift sets it through a `let` (the closure's parameter, `makeStream()`'s tuple); the
    // interpreter checks that the value is a continuation.
    return ContinuationProperty(rawValue: member) == .onTermination
      || holdsBuiltinClassInstance(name)
  }

  /// Whether the innermost declaration of `name` holds a built-in class's instance.
  private func holdsBuiltinClassInstance(_ name: String) -> Bool {
    guard let index = scopes.lastIndex(where: { $0.contains(name) }) else { return false }
    return classInstanceScopes[index].contains(name)
  }
}
