extension Checker {
  /// A class's stored properties other than `@Dependency`s: each has an initial value (the
  /// class has no `init` of its own, so Swift synthesizes only `init()`), and in an
  /// `@Observable` class every `@Dependency` is `@ObservationIgnored`, as Swift requires.
  func checkStoredProperties(of declaration: ModelDeclaration) throws(CheckError) {
    if let unset = declaration.storedProperties.first(where: { $0.initialValue == nil }) {
      throw CheckError(
        "class '\(declaration.name)' has no initializers", at: declaration.nameRange,
        notes: [
          "stored property '\(unset.name)' without initial value prevents synthesized initializers"
        ])
    }
    if declaration.isObservable,
      let tracked = declaration.properties.first(where: { !$0.isObservationIgnored })
    {
      throw CheckError(
        "property wrapper cannot be applied to a computed property", at: tracked.range,
        notes: ["write @ObservationIgnored before @Dependency in an @Observable class"])
    }
  }

  /// In a method of a class, whether assigning `target` changes one of its stored properties
  /// (`count += 1`, `self.fact = …`): `true` for a `var`; Swift's error for a `let`; `nil`
  /// when `target` names none.
  func modelStoredProperty(assignedBy target: Expression) throws(CheckError) -> Bool? {
    guard let model else { return nil }
    var path: [(String, SourceRange)] = []
    var expression = target
    while case .member(let base, let name, let range) = expression {
      path.insert((name, range), at: 0)
      expression = base
    }
    guard case .name(let root, let rootRange) = expression else { return nil }
    let name: String
    let range: SourceRange
    if root == "self", resolution(of: root) == .local, let first = path.first {
      (name, range) = (first.0, first.1.trailingName(first.0))
    } else if resolution(of: root) == .modelMember {
      (name, range) = (root, rootRange)
    } else {
      return nil
    }
    guard let isVar = model.stored[name] else { return nil }
    guard isVar else {
      throw CheckError(
        "cannot assign to property: '\(name)' is a 'let' constant", at: range,
        notes: ["change 'let' to 'var' to make it mutable"])
    }
    return true
  }
}
