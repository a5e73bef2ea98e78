import DepplaySyntax

extension Checker {
  /// A class's stored properties other than `@Dependency`s: each has an initial value where
  /// the class has no `init` of its own (Swift then synthesizes only `init()`), and in an
  /// `@Observable` class every `@Dependency` is `@ObservationIgnored`, as Swift requires.
  package func checkStoredProperties(of declaration: ModelDeclaration) throws(CheckError) {
    var seen: Set<String> = []
    let declared =
      declaration.properties.map { ($0.name, $0.range) }
      + declaration.storedProperties.map { ($0.name, $0.range) }
    for (name, place) in declared.sorted(by: { $0.1.start < $1.1.start })
    where !seen.insert(name).inserted {
      throw CheckError("invalid redeclaration of '\(name)'", at: place)
    }
    if declaration.initializers.isEmpty,
      let unset = declaration.storedProperties.first(where: { $0.initialValue == nil })
    {
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

  /// In a method or an `init` of a class, whether assigning `target` changes one of its
  /// stored properties (`count += 1`, `self.fact = …`): `true` for a `var`, and for a `let`
  /// without an initial value in an `init`; Swift's error for another `let`; `nil` when
  /// `target` names none.
  package func modelStoredProperty(assignedBy target: Expression) throws(CheckError) -> Bool? {
    guard let model else { return nil }
    let (start, path) = target.storedPropertyPlace.memberPath
    guard case .name(let root, let rootRange) = start else { return nil }
    let name: String
    let range: SourceRange
    if root == "self", resolution(of: root) == .local, let first = path.first {
      (name, range) = (first.name, first.range.trailingName(first.name))
    } else if resolution(of: root) == .modelMember {
      (name, range) = (root, rootRange)
    } else {
      return nil
    }
    guard let isVar = model.stored[name] else { return nil }
    if !isVar,
      let error = Self.constantAssignmentError(
        name, hasInitialValue: model.presetConstants.contains(name),
        inInitializer: inClassInitializer, at: range)
    {
      throw error
    }
    return true
  }
}

extension Checker {
  /// `model.count = 0` or `speaker.volume = level` outside the class's methods, where the
  /// checker knows that `model` holds an instance of one of the script's classes
  /// (``modelHeld(by:)``): a class is a reference type, so Swift assigns its stored `var`
  /// through a `let`, and every name holding the instance sees the change. A hidden setter
  /// (`private(set)`, `private`) and a `let` are Swift's errors; `false` where `target` is
  /// not such a property (an actor's is refused by ``actorMutationRefusal(_:operator:range:)``).
  package func assignsHeldClassProperty(
    _ target: Expression, operator op: AssignmentOperator, range: SourceRange
  ) throws(CheckError) -> Bool {
    let (start, members) = target.memberPath
    guard case .name(let root, _) = start, let first = members.first,
      let type = modelHeld(by: root), let shape = names.models[type], shape.actorMethods == nil,
      let isVar = shape.stored[first.name]
    else { return false }
    let place = first.range.trailingName(first.name)
    if let access = shape.hidden[first.name] {
      // swiftc puts a compound assignment's error at its operator.
      throw CheckError(
        Self.hiddenSetterMessage(first.name, access: access, operator: op),
        at: op == .assign ? place : operatorRange(after: target, in: range),
        notes: ["call a method of '\(type)' that assigns it"])
    }
    if !isVar,
      let error = Self.constantAssignmentError(
        first.name, hasInitialValue: true, inInitializer: false, at: place)
    {
      throw error
    }
    return true
  }
}

extension Checker {
  /// Whether `place` goes through a stored `var` of a script's class held by a local
  /// (`registry.names`, where `let registry = Registry()`): a reference, whose `var`s a
  /// `mutating` method changes through a `let`, as Swift allows.
  func holdsClassStoredVariable(_ place: Expression) -> Bool {
    let (start, members) = place.memberPath
    guard case .name(let root, _) = start, let first = members.first,
      let type = modelHeld(by: root), let shape = names.models[type], shape.actorMethods == nil
    else { return false }
    return shape.stored[first.name] == true && shape.hidden[first.name] == nil
  }
}

extension Checker {
  /// `model.count = 0` outside the class's methods, where `count` is a stored `var` of a
  /// declared class: Swift allows it on an instance, but depplay does not know here that
  /// `model` is one, and refuses it by name, unless every class with such a property hides
  /// its setter (`private(set)`, `private`), or every type with one is an actor: then it is
  /// Swift's error. `nil` for any other target.
  package func outsideStoredAssignmentRefusal(
    _ target: Expression, operator op: AssignmentOperator, range: SourceRange
  ) -> CheckError? {
    let (start, members) = target.memberPath
    guard case .name(let root, _) = start, let first = members.first?.name else { return nil }
    let storing = names.models.filter { $0.value.stored[first] == true }
    guard !storing.isEmpty else { return nil }
    // Every class that has it hides it: Swift's error, whichever class `root` is.
    let hidden = storing.values.compactMap { $0.hidden[first] }
    if hidden.count == storing.count {
      return CheckError(
        Self.hiddenSetterMessage(
          first, access: hidden.contains(.hidden) ? .hidden : hidden[0], operator: op),
        at: range, notes: ["call a method of the class that assigns it"])
    }
    // Every type that has it is an actor: swiftc's error, whichever actor `root` is.
    if storing.values.allSatisfy({ $0.actorMethods != nil }), let actor = storing.keys.min(),
      let place = members.first?.range
    {
      return actorMutationError(first, of: actor, at: place.trailingName(first))
    }
    return CheckError(
      "assigning a class's stored property outside its methods ('\(root).\(first)') is not"
        + " supported yet", at: range,
      notes: ["call a method of the class that assigns it"])
  }

  /// swiftc's error where code outside a class or an actor assigns its stored property
  /// `name`, hidden there by `access` (`private(set)`, `private`).
  static func hiddenSetterMessage(
    _ name: String, access: MemberAccess, operator op: AssignmentOperator
  ) -> String {
    access == .hidden
      ? "'\(name)' is inaccessible due to 'private' protection level"
      : (op == .assign
        ? "cannot assign to property" : "left side of mutating operator isn't mutable")
        + ": '\(name)' setter is inaccessible"
  }
}
