import DepplaySyntax

extension Checker {
  /// The built-in key whose value the callee `name` holds here: a `@Dependency(\.key)` local
  /// or property (of a plain struct, a class or a feature) under any name, or the key itself
  /// read where the script is; `nil` for anything else. Decided from what the name resolves
  /// to and the key path its declaration wraps, never from the name's spelling, so that
  /// `@Dependency(\.fireAndForget) var later` makes `later { … }` the library's call.
  package func calledDependencyKey(_ name: String) -> BuiltinKey? {
    switch resolution(of: name) {
    case .local?:
      let scope = scopes.lastIndex { $0.contains(name) }
      return builtinKey(wrappedBy: scope.flatMap { dependencyScopes[$0][name] })
    case .selfMember?, .modelMember?:
      return selfDependencyKey(name)
    case .key?:
      return builtinKey(wrappedBy: [name])
    default:
      return nil
    }
  }

  /// The built-in key whose value the `@Dependency` property `name` of `self` holds (a plain
  /// struct's, a class's or a feature's: `self.fireAndForget`); `nil` for another member.
  package func selfDependencyKey(_ name: String) -> BuiltinKey? {
    let structProperty = selfScope?.declaration.dependencyProperties.first { $0.name == name }
    return builtinKey(
      wrappedBy: structProperty?.dependencyKeyPath ?? model?.dependencyKeyPaths[name])
  }

  /// The built-in key `keyPath` names whole (`\.fireAndForget`, not `\.date.now`).
  private func builtinKey(wrappedBy keyPath: [String]?) -> BuiltinKey? {
    guard let keyPath, keyPath.count == 1, case .builtin(let key)? = Builtin.keys[keyPath[0]]
    else { return nil }
    return key
  }
}
