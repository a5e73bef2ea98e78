import DepplaySyntax

/// What the checker knows of a declared feature.
package struct FeatureShape: Sendable {
  /// `State`'s field names.
  package var stateFields: [String]
  /// The types of `State`'s fields declared with one (`var forecast: Forecast?`) or whose
  /// initial value says it (`var left = Counter.State()`: ``Checker/inferredType(of:)``).
  package var stateFieldTypes: [String: String] = [:]
  /// Whether `State` is a struct made by its memberwise initializer (no `init` written out,
  /// not an enum of cases).
  package var hasMemberwiseState = true
  /// `State`'s computed properties' names (get-only).
  package var computedStateProperties: [String] = []
  /// `Action`'s case names and their payloads' types as written.
  package var actionCases: [String: [String]]
  /// `@Dependency` property names.
  package var properties: [String]
}

extension Checker {
  package mutating func check(_ declaration: FeatureDeclaration) throws(CheckError) {
    guard names.features[declaration.name] == nil, names.models[declaration.name] == nil else {
      throw CheckError("'\(declaration.name)' is declared twice", at: declaration.nameRange)
    }
    var shape = FeatureShape(stateFields: [], actionCases: [:], properties: [])
    for field in declaration.stateFields {
      guard !shape.stateFields.contains(field.name) else {
        throw CheckError("State has two fields named '\(field.name)'", at: field.range)
      }
      if let value = field.initialValue { try check(value) }
      if let key = field.sharedKey { try check(key) }
      shape.stateFields.append(field.name)
      shape.stateFieldTypes[field.name] = field.type ?? field.initialValue.flatMap(inferredType)
    }
    shape.hasMemberwiseState =
      declaration.stateCases == nil && declaration.stateInitializers.isEmpty
    for action in declaration.actionCases {
      guard shape.actionCases[action.name] == nil else {
        throw CheckError("Action has two cases named '\(action.name)'", at: action.range)
      }
      shape.actionCases[action.name] = action.payloadTypes
    }
    var stateCases: Set<String> = []
    for stateCase in declaration.stateCases ?? [] {
      guard stateCases.insert(stateCase.name).inserted else {
        throw CheckError("State has two cases named '\(stateCase.name)'", at: stateCase.range)
      }
    }
    shape.computedStateProperties = declaration.stateComputedProperties.map(\.name)
    shape.properties += try checkedNames(of: declaration.properties)
    // Declared before its body is checked: a body may name its own State and Action.
    names.features[declaration.name] = shape
    // `State`'s `init`s and computed properties, checked as a plain struct's, and the
    // computed properties of the enums it declares.
    try checkMembers(of: declaration.stateDeclaration)
    for nested in declaration.nestedEnums { try checkMembers(of: nested) }
    // Its static methods, checked as a plain struct's: no `self`, no `@Dependency` property.
    try checkMembers(of: declaration.staticMemberDeclaration)
    try checkBindable(declaration)
    for case let value? in declaration.methods.flatMap(\.parameters).map(\.defaultValue) {
      try check(value)
    }
    // A constant's value is evaluated where the feature is created, without `self`.
    for case let value? in declaration.constants.map(\.initialValue) { try check(value) }
    let saved = (model, feature, closureBoundary)
    model = NameTable.ModelShape(
      properties: shape.properties + declaration.constants.map(\.name),
      methods: Dictionary(
        declaration.methods.map { ($0.name, $0.parameters.count) }, uniquingKeysWith: { a, _ in a }
      ),
      dependencyKeyPaths: Dictionary(
        declaration.properties.map { ($0.name, $0.keyPath) }, uniquingKeysWith: { a, _ in a }))
    feature = declaration
    defer { (model, feature, closureBoundary) = saved }
    try inScope(["self"], async: false) { (checker: inout Checker) throws(CheckError) in
      for reducer in declaration.body { try checker.check(reducer) }
    }
    // A method's body, like a closure's, may not assign a `var` of the code around it.
    closureBoundary = scopes.count
    for method in declaration.methods { try checkBody(of: method) }
  }

  /// Swift's error for a feature's static method named bare in its body or instance methods
  /// (`leader(of: state)` in a `Reduce`), where code has the feature's `self`, not its type.
  func refuseStaticMethodOnInstance(_ name: String, range: SourceRange) throws(CheckError) {
    guard let feature, !isDeclared(name), feature.staticMethods.contains(where: { $0.name == name })
    else { return }
    throw CheckError(
      "static member '\(name)' cannot be used on instance of type '\(feature.name)'", at: range,
      notes: ["call it on the type: Self.\(name)(…)"])
  }

  package mutating func check(_ statement: SwitchStatement) throws(CheckError) {
    try check(statement.subject)
    for clause in statement.clauses {
      var bound: [String] = []
      var variables: [String] = []
      for pattern in clause.patterns {
        try check(pattern)
        bound += pattern.boundNames
        variables += pattern.variableNames
      }
      if clause.patterns.count > 1, !bound.isEmpty {
        throw CheckError(
          "a case with several patterns cannot bind names", at: clause.range,
          notes: ["give each pattern that binds its own case"])
      }
      try check(clause.body, parameters: bound, variables: variables)
    }
    try checkExhaustive(statement)
  }

  /// A pattern of a `case`, an `if case` or a `for case`: its values, and its `where`
  /// condition with the names it binds.
  mutating func check(_ pattern: Pattern) throws(CheckError) {
    switch pattern {
    case .enumCase(_, let payload, _), .tuple(let payload, _):
      for inner in payload { try check(inner) }
    case .binding, .wildcard:
      return
    case .value(let expression):
      try check(expression)
    case .optionalSome(let inner, _):
      try check(inner)
    case .guarded(let inner, let condition):
      try check(inner)
      try inScope(inner.boundNames) { (checker: inout Checker) throws(CheckError) in
        try checker.check(condition)
      }
    }
  }

  package mutating func check(_ statement: IfStatement) throws(CheckError) {
    try check(statement.condition)
    if statement.binding != nil { noteKnownOptional(statement.condition) }
    if let pattern = statement.pattern { try check(pattern) }
    try checkBranches(of: statement) { (checker: inout Checker) throws(CheckError) in
      try checker.check(
        statement.then,
        parameters: statement.binding.map { [$0] } ?? statement.pattern?.boundNames ?? [],
        variables: statement.bindsVariable
          ? statement.binding.map { [$0] } ?? [] : statement.pattern?.variableNames ?? [])
    } otherwise: { (checker: inout Checker) throws(CheckError) in
      if let otherwise = statement.otherwise { try checker.check(otherwise) }
    }
  }

  /// Swift's error for assigning a computed property of a feature's `State` through a
  /// reducer's `state` or a test store's `$0` (`state.total = 0`): those always hold a
  /// feature's `State`, so a name that is a computed property of some feature's `State` and
  /// a stored field of none can only be that property.
  package func refuseGetOnlyStateAssignment(
    _ target: Expression, operator op: AssignmentOperator, range: SourceRange
  ) throws(CheckError) {
    let (root, members) = target.memberPath
    guard case .name(let name, _) = root, mutableNames.contains(name), !inUpdate,
      let member = members.first?.name
    else { return }
    let features = names.features.values
    guard features.contains(where: { $0.computedStateProperties.contains(member) }),
      !features.contains(where: { $0.stateFields.contains(member) })
    else { return }
    throw CheckError(
      (op == .assign
        ? "cannot assign to property" : "left side of mutating operator isn't mutable")
        + ": '\(member)' is a get-only property", at: range)
  }

  /// Whether `target` assigns through a mutable name (`state.count`, `$0.count`) or a store's
  /// dependencies (`store.dependencies.key`).
  package func isMutable(_ target: Expression) -> Bool {
    var expression = target
    var sawDependencies = false
    while true {
      if case .member(let base, let name, _) = expression {
        // `store.dependencies.key = …` and `store.exhaustivity = …` on a test store.
        let property = ComposableProperty(rawValue: name)
        sawDependencies = sawDependencies || property == .dependencies || property == .exhaustivity
        expression = base
      } else if case .elementByID(let base, _, _, _, _) = expression {
        expression = base  // a stack's element: `state.path[id: 0]?.title`
      } else if case .presentedCase(let base, _, _, _) = expression {
        expression = base  // a presented state's case: `state.$destination[case: \.detail]`
      } else if case .subscripted(let base, _, _, _) = expression {
        expression = base  // an array's element: `state.todos[0].title`
      } else {
        break
      }
    }
    guard case .name(let root, _) = expression else { return false }
    if isAssignableVariable(root) { return true }
    // `state = .loggedIn(…)`: the whole `inout` value (an enum state moves to another case).
    if expression.range == target.range { return mutableNames.contains(root) }
    return mutableNames.contains(root) || (sawDependencies && isDeclared(root))
  }

  /// The store layer's calls whose closures are checked in their own way; `false` for any
  /// other call.
  package mutating func checkComposableCall(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?
  ) throws(CheckError) -> Bool {
    switch callee {
    case .name(let name, let range)
    where [.store, .testStore].contains(storeLayerCallee(name, at: range)):
      for argument in arguments {
        if argument.label == "withDependencies", case .closure(let update) = argument.value {
          try checkUpdate(update)
        } else {
          try check(argument.value)
        }
      }
      if let trailing { try check(closure: trailing, escapes: false) }
      return true
    case .name(let name, let range) where storeLayerCallee(name, at: range) == .reduce:
      guard let trailing, trailing.parameters.count == 2 else { return false }
      for argument in arguments { try check(argument.value) }
      try withMutable([trailing.parameters[0]]) { (checker: inout Checker) throws(CheckError) in
        try checker.withInoutParameters([trailing.parameters[0]]) {
          (checker: inout Checker) throws(CheckError) in
          try checker.check(closure: trailing, async: false, escapes: true)
        }
      }
      return true
    case .name(let name, let range) where storeLayerCallee(name, at: range) == .bindingReducer:
      try checkBindingReducer(arguments: arguments, trailing: trailing, range: range)
      return true
    case .member(let base, "scope", _):
      guard let element = ElementScopeArguments(arguments), trailing == nil else { return false }
      for expression in [base, element.stateID, element.actionID] { try check(expression) }
      return true
    case .name(let name, let range) where storeLayerCallee(name, at: range) == .emptyReducer:
      guard arguments.isEmpty, trailing == nil else {
        throw CheckError(
          "EmptyReducer takes no arguments", at: range,
          notes: ["write EmptyReducer() in the feature's body"])
      }
      return true
    case .implicitMember("run", _, _):
      guard let trailing else { return false }
      for argument in arguments {
        if argument.label == "catch", case .closure(let handler) = argument.value {
          try withMutable([]) { (checker: inout Checker) throws(CheckError) in
            try checker.check(closure: handler, async: true, escapes: true, concurrent: .sendable)
          }
        } else {
          try check(argument.value)
        }
      }
      try withMutable([]) { (checker: inout Checker) throws(CheckError) in
        try checker.check(closure: trailing, async: true, escapes: true, concurrent: .sendable)
      }
      return true
    case .member(let base, "receive", _)
    where trailing != nil && arguments.count == 1 && arguments[0].label == "assert":
      // `receive { guard case .response = $0 else { return false }; return true } assert: {
      // $0.count = 1 }`: TCA's receive of an action the first closure matches, its state
      // then asserted by the second.
      guard let trailing, case .closure(let assertion) = arguments[0].value else { return false }
      try check(base)
      let matched = trailing.parameters.isEmpty ? ["$0"] : trailing.parameters
      try withMutable([]) { (checker: inout Checker) throws(CheckError) in
        try checker.check(closure: trailing, async: false, escapes: false, parameters: matched)
      }
      let state = assertion.parameters.isEmpty ? ["$0"] : assertion.parameters
      try withMutable([state[0]]) { (checker: inout Checker) throws(CheckError) in
        try checker.check(closure: assertion, async: false, escapes: false, parameters: state)
      }
      return true
    case .member(let base, "send", _), .member(let base, "receive", _),
      .member(let base, "withState", _), .member(let base, "assert", _):
      guard let trailing else { return false }
      try check(base)
      for argument in arguments { try check(argument.value) }
      let parameters = trailing.parameters.isEmpty ? ["$0"] : trailing.parameters
      try withMutable([parameters[0]]) { (checker: inout Checker) throws(CheckError) in
        try checker.check(closure: trailing, async: false, escapes: false, parameters: parameters)
      }
      return true
    case .member(let base, "onChange", _):
      // TCA 1.25's form: the closure is given the old value and the state, which it may
      // change, and gives an effect. The older form's closure lists reducers.
      guard let trailing, trailing.parameters.count == 2, trailing.givesEffect else { return false }
      try check(base)
      for argument in arguments { try check(argument.value) }
      let state = trailing.parameters[1]
      try withMutable([state]) { (checker: inout Checker) throws(CheckError) in
        try checker.withInoutParameters([state]) { (checker: inout Checker) throws(CheckError) in
          try checker.check(closure: trailing, async: false, escapes: true)
        }
      }
      return true
    case .member(let base, "transformDependency", let range):
      try check(base)
      try checkTransformDependency(arguments, transform: trailing, range: range)
      return true
    default:
      return false
    }
  }

  /// `.transformDependency(\.key) { $0 = … }`: one declared key, and a closure that changes
  /// its value (`$0`, or the closure's one named argument) as an update closure changes the
  /// values; `\.self` transforms all the values, as `withDependencies` does.
  private mutating func checkTransformDependency(
    _ arguments: [Argument], transform: ClosureLiteral?, range: SourceRange
  ) throws(CheckError) {
    let usage = "write .transformDependency(\\.key) { $0 = … }, $0 being the key's value"
    guard arguments.count == 1, arguments[0].label == nil,
      case .keyPath(let path, let pathRange) = arguments[0].value, let transform
    else {
      throw CheckError(
        "expected a key path and a closure that changes its value", at: range, notes: [usage])
    }
    guard path.count == 1, let key = path.first,
      DependencyKeyPathRoot(of: path) == .values || names.keys.contains(key)
    else {
      throw CheckError(
        "unknown dependency '\(path.joined(separator: "."))'", at: pathRange,
        notes: DidYouMean.note(for: path.first ?? "", among: names.keys))
    }
    try checkUpdate(transform)
  }

  /// The name of the store layer the callee `name` at `range` is, recording the resolution;
  /// `nil` when it is none (a local or a model's member named like one hides it).
  private mutating func storeLayerCallee(_ name: String, at range: SourceRange)
    -> Builtin.StoreLayer?
  {
    guard case .builtin(let id)? = callResolution(of: name, hasLabels: false),
      case .storeLayer(let layer) = id.kind
    else { return nil }
    resolutions.record(.builtin(id), at: range)
    return layer
  }

  mutating func withMutable(
    _ names: Set<String>, _ body: (inout Checker) throws(CheckError) -> Void
  ) throws(CheckError) {
    let saved = mutableNames
    mutableNames = names
    defer { mutableNames = saved }
    try body(&self)
  }
}
