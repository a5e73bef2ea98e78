import DepplaySyntax

extension Checker {
  /// The built-in key whose value the callee `name` holds here: a `@Dependency(\.key)` local
  /// or property (of a plain struct, a class or a feature) under any name, or the key itself
  /// read where the script is; `nil` for anything else. Decided from what the name resolves
  /// to and the key path its declaration wraps, never from the name's spelling, so that
  /// `@Dependency(\.fireAndForget) var later` makes `later { … }` the library's call.
  package func calledDependencyKey(_ name: String) -> BuiltinKey? {
    let keyPath: [String]?
    switch resolution(of: name) {
    case .local?:
      let scope = scopes.lastIndex { $0.contains(name) }
      keyPath = scope.flatMap { dependencyScopes[$0][name] }
    case .selfMember?:
      keyPath =
        selfScope?.declaration.dependencyProperties.first { $0.name == name }?
        .dependencyKeyPath
    case .modelMember?:
      keyPath = model?.dependencyKeyPaths[name]
    case .key?:
      keyPath = [name]
    default:
      keyPath = nil
    }
    guard let keyPath, keyPath.count == 1, case .builtin(let key)? = Builtin.keys[keyPath[0]]
    else { return nil }
    return key
  }
}
