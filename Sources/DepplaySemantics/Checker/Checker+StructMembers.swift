import DepplaySyntax

extension Checker {
  /// The plain struct whose code (a method, a computed property, an `init`, a static
  /// property's value) is being checked, and what that code may do with `self`.
  package struct SelfScope {
    /// The struct.
    package var declaration: StructDeclaration
    /// Whether the code is `static` (it has the type's static members, and no `self`).
    package var isStatic: Bool
    /// Whether the code may change `self`: a `mutating` method, a setter, an `init`.
    package var isMutable: Bool
    /// Whether the code is an `init`'s, which gives the stored `let`s their values.
    package var isInitializer = false
  }

  /// What `name` is as a member of the struct whose code is being checked, reached without
  /// `self.` (or the type's name, in static code); `nil` when it is none.
  package func selfMemberResolution(_ name: String) -> Resolution? {
    guard let selfScope else { return nil }
    if selfScope.isStatic {
      return selfScope.declaration.staticMemberNames.contains(name)
        ? .staticMember(type: selfScope.declaration.name) : nil
    }
    return selfScope.declaration.instanceMemberNames.contains(name) ? .selfMember : nil
  }

  /// The members of a plain struct, checked as Swift checks them: each method's, accessor's
  /// and `init`'s body with its parameters and `self` (implicit in member names), changing
  /// `self` only where the code is `mutating`, a setter or an `init`; a static property's
  /// value with the type's static members.
  package mutating func checkMembers(of declaration: StructDeclaration) throws(CheckError) {
    try refuseRedeclaredMethods(of: declaration)
    for property in declaration.staticProperties {
      switch property.definition {
      case .stored(let value):
        try withSelf(declaration, isStatic: true, isMutable: false) {
          (checker: inout Checker) throws(CheckError) in try checker.check(value)
        }
      case .computed(let getter):
        try checkBody(
          getter, parameters: [], of: declaration, isStatic: true, isMutable: false,
          isMainActor: declaration.isMainActor)
      }
    }
    for property in declaration.computedProperties {
      try checkAccessors(of: property, parameters: [], in: declaration)
    }
    for observer in declaration.properties.flatMap({ $0.observers?.written ?? [] }) {
      // A struct's `willSet` and `didSet` may change `self`, as a setter does.
      try checkBody(
        observer.body, parameters: [observer.parameter], of: declaration, isMutable: true,
        isMainActor: declaration.isMainActor)
    }
    for declared in declaration.subscripts {
      for case let value? in declared.parameters.map(\.defaultValue) { try check(value) }
      try checkAccessors(
        of: declared.accessors, parameters: declared.parameters.map(\.name), in: declaration)
    }
    for method in declaration.methods {
      for case let value? in method.parameters.map(\.defaultValue) { try check(value) }
      try withGenerics(method.genericParameters, parameters: method.parameters) {
        (checker: inout Checker) throws(CheckError) in
        try checker.withInoutParameters(Set(method.parameters.inoutNames)) {
          (checker: inout Checker) throws(CheckError) in
          try checker.checkBody(
            method.body, parameters: method.parameters.map(\.name),
            variables: method.parameters.inoutNames, of: declaration, isStatic: method.isStatic,
            isMutable: method.isMutating, isAsync: method.isAsync,
            isMainActor: declaration.isMainActor(method))
        }
      }
    }
    for initializer in declaration.initializers {
      for case let value? in initializer.parameters.map(\.defaultValue) { try check(value) }
      try checkBody(
        initializer.body, parameters: initializer.parameters.map(\.name), of: declaration,
        isMutable: true, isInitializer: true, isMainActor: declaration.isMainActor)
    }
  }

  /// A computed property's or a subscript's getter and setter (which may change `self`),
  /// `parameters` (a subscript's) bound in both.
  private mutating func checkAccessors(
    of property: ComputedProperty, parameters: [String], in declaration: StructDeclaration
  ) throws(CheckError) {
    try checkBody(
      property.getter, parameters: parameters, of: declaration, isMutable: false,
      isMainActor: declaration.isMainActor)
    if let setter = property.setter {
      try checkBody(
        setter.body, parameters: parameters + [setter.parameter], of: declaration,
        isMutable: true, isMainActor: declaration.isMainActor)
    }
  }

  private mutating func checkBody(
    _ body: Block, parameters: [String], variables: [String] = [],
    of declaration: StructDeclaration,
    isStatic: Bool = false, isMutable: Bool, isInitializer: Bool = false, isAsync: Bool = false,
    isMainActor: Bool
  ) throws(CheckError) {
    try withSelf(
      declaration, isStatic: isStatic, isMutable: isMutable, isInitializer: isInitializer
    ) {
      (checker: inout Checker) throws(CheckError) in
      try checker.withIsolation(nonisolated: !isMainActor) {
        (checker: inout Checker) throws(CheckError) in
        try checker.check(
          body, parameters: parameters + (isStatic ? [] : ["self"]), variables: variables,
          async: isAsync)
      }
    }
  }

  /// Runs `body` as code of `declaration` whose names reach its members, and which, like a
  /// closure's, may not assign a `var` of the code around it.
  private mutating func withSelf(
    _ declaration: StructDeclaration, isStatic: Bool, isMutable: Bool,
    isInitializer: Bool = false, _ body: (inout Checker) throws(CheckError) -> Void
  ) throws(CheckError) {
    let saved = (selfScope, model, closureBoundary, mutableNames, codeBoundary)
    selfScope = SelfScope(
      declaration: declaration, isStatic: isStatic, isMutable: isMutable,
      isInitializer: isInitializer)
    model = nil
    mutableNames = []
    (closureBoundary, codeBoundary) = (scopes.count, scopes.count)
    defer { (selfScope, model, closureBoundary, mutableNames, codeBoundary) = saved }
    try body(&self)
  }

  /// Two methods with the same name and the same labels, as Swift refuses them.
  private func refuseRedeclaredMethods(of declaration: StructDeclaration) throws(CheckError) {
    var seen: Set<String> = []
    for method in declaration.methods {
      let signature =
        "\(method.isStatic ? "static " : "")\(method.name)("
        + method.parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
      guard seen.insert(signature).inserted else {
        throw CheckError(
          "invalid redeclaration of '\(method.name)(\(method.parameters.map { "\($0.label ?? "_"):" }.joined()))'",
          at: method.nameRange)
      }
    }
  }

  /// Whether assigning `target` changes `self` (or a static property of the type) where the
  /// code may: `count += 1` and `self.count = 0` in a `mutating` method, a setter or an
  /// `init`, `made += 1` in a `static func` or `Counter.made += 1` on a `static var`. Where
  /// it may not, Swift's error; `false` when `target` is neither.
  package func checkSelfAssignment(
    _ target: Expression, operator op: AssignmentOperator, range: SourceRange
  ) throws(CheckError) -> Bool {
    // `cells[i] = v` changes `self.cells` as `count = v` changes `self.count`.
    let root = target.subscriptedRoot
    guard case .name(let name, _) = root else { return false }
    if let type = staticPropertyOwner(of: target), let member = staticPropertyName(of: target),
      let property = type.staticProperty(named: member)
    {
      if case .computed = property.definition {
        throw CheckError(
          "cannot assign to property: '\(member)' is a get-only property", at: range)
      }
      if property.isTaskLocal {
        throw CheckError(
          "cannot assign to property: '\(member)' is a get-only property", at: range,
          notes: ["bind it for a body: \(type.name).$\(member).withValue(…) { … }"])
      }
      guard !property.isConstant else {
        throw CheckError(
          "cannot assign to property: '\(member)' is a 'let' constant", at: range,
          notes: ["declare it with 'static var' to change it"])
      }
      return true
    }
    let isSelf =
      (name == "self" && isLocalSelf)
      || selfMemberResolution(name) == .selfMember
        && !scopes.contains { $0.contains(name) }
    guard isSelf, let selfScope else { return false }
    if selfScope.isMutable {
      // The property assigned: `self.name`'s, or `name`'s (implicit `self`).
      let (start, path) = target.memberPath
      let (member, place) =
        name == "self"
        ? path.first.map { ($0.name, $0.range.trailingName($0.name)) } ?? (name, start.range)
        : (name, start.range)
      if let property = selfScope.declaration.properties.first(where: {
        $0.name == member && $0.isConstant
      }),
        let error = Self.constantAssignmentError(
          member, hasInitialValue: property.initialValue != nil,
          inInitializer: selfScope.isInitializer, at: place)
      {
        throw error
      }
      return true
    }
    let what = root.range == target.range && name == "self" ? "value" : "property"
    let message =
      op == .assign
      ? "cannot assign to \(what): 'self' is immutable"
      : "left side of mutating operator isn't mutable: 'self' is immutable"
    throw CheckError(
      message, at: range, notes: ["mark the method 'mutating' to make 'self' mutable"])
  }

  /// Swift's error for assigning the stored `let` `name` of a struct or a class at `range`:
  /// only an `init` may, and only one without an initial value; `nil` where it may.
  package static func constantAssignmentError(
    _ name: String, hasInitialValue: Bool, inInitializer: Bool, at range: SourceRange
  ) -> CheckError? {
    guard inInitializer else {
      return CheckError(
        "cannot assign to property: '\(name)' is a 'let' constant", at: range,
        notes: ["change 'let' to 'var' to make it mutable"])
    }
    guard hasInitialValue else { return nil }
    return CheckError(
      "immutable value 'self.\(name)' may only be initialized once", at: range,
      notes: ["initial value already provided in 'let' declaration"])
  }

  /// Whether `self` here is the `self` of a struct's instance code (a parameter of it).
  private var isLocalSelf: Bool {
    selfScope.map { !$0.isStatic } == true
  }

  /// The struct whose static property `target` names: `Counter.made` (the type's name a
  /// declared plain struct) or `made` in the type's own static code.
  private func staticPropertyOwner(of target: Expression) -> StructDeclaration? {
    switch target {
    case .member(.name(let type, _), _, _) where !scopes.contains { $0.contains(type) }:
      return names.structs[type]
    case .name(let name, _):
      guard case .staticMember(let type)? = selfMemberResolution(name),
        !scopes.contains(where: { $0.contains(name) })
      else { return nil }
      return names.structs[type] ?? selfScope?.declaration
    default:
      return nil
    }
  }

  private func staticPropertyName(of target: Expression) -> String? {
    switch target {
    case .member(.name, let name, _), .name(let name, _): name
    default: nil
    }
  }

  /// Notes where the place an `&` argument names (`&balance`, `&account.balance`) may change,
  /// as for a `mutating` method's receiver: an `inout` parameter writes back to it.
  package mutating func noteInoutArgument(_ place: Expression) throws(CheckError) {
    try noteMutableReceiver(
      of: .member(base: place, name: "", range: place.range), range: place.range)
  }

  /// Notes where the receiver of the call of `callee` may be changed by a `mutating` method:
  /// a `var` (or a path through one), a reducer's `state`, `self` in code that may change it
  /// (also when the method is called without `self.`). A `mutating` method of the struct
  /// called on `self` where `self` cannot change is Swift's error here.
  package mutating func noteMutableReceiver(of callee: Expression, range: SourceRange)
    throws(CheckError)
  {
    let receiver: Expression
    let method: String
    switch callee {
    case .member(let base, let name, _): (receiver, method) = (base, name)
    case .name(let name, _): (receiver, method) = (callee, name)
    default: return
    }
    // Through an optional chain (`$0.destination?.modify(…)`), the place without its `?`s.
    let place = receiver.unchainedPlace
    let root = place.subscriptedRoot
    guard case .name(let name, _) = root else { return }
    // A stored `var` of the class whose method this is (`reminders.append(…)`): the
    // instance's storage, which its methods may change.
    if resolution(of: name) == .modelMember, model?.stored[name] == true {
      resolutions.recordMutableReceiver(at: receiver.range)
      return
    }
    if holdsClassStoredVariable(place) {
      resolutions.recordMutableReceiver(at: receiver.range)
      return
    }
    let isSelf =
      !scopes.contains { $0.contains(name) } && selfMemberResolution(name) == .selfMember
      || name == "self" && isLocalSelf
    guard isSelf, let selfScope else {
      if case .member = callee, isMutable(place) {
        resolutions.recordMutableReceiver(at: receiver.range)
      }
      return
    }
    if selfScope.isMutable {
      resolutions.recordMutableReceiver(at: receiver.range)
    } else if place.range == root.range,
      selfScope.declaration.method(named: method)?.isMutating == true
    {
      throw CheckError(
        "cannot use mutating member on immutable value: 'self' is immutable", at: range,
        notes: ["mark the method 'mutating' to make 'self' mutable"])
    }
  }
}
