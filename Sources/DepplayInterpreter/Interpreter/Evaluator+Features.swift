import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// `struct Feature: Reducer { … }`: remembered for `Feature()` and `Feature.State()`.
  package func declare(_ declaration: FeatureDeclaration, in frame: Frame) {
    state.withLock {
      let declared = Declared(declaration: declaration, frame: frame)
      $0.features[declaration.name] = declared
      $0.featuresByStateType[declaration.stateTypeName] = declared
      if !declaration.stateComputedProperties.isEmpty || !declaration.stateMethods.isEmpty {
        $0.typeMembers[declaration.stateTypeName] = Declared(
          declaration: declaration.stateDeclaration, frame: frame)
      }
      // `Feature.leader(…)`: its static methods, run as a plain struct's.
      $0.typeMembers[declaration.name] =
        declaration.staticMethods.isEmpty
        ? nil : Declared(declaration: declaration.staticMemberDeclaration, frame: frame)
    }
  }

  package func feature(named name: String) -> Declared<FeatureDeclaration>? {
    state.withLock { $0.features[name] }
  }

  /// The feature whose `State` is the type named `typeName` (`Counter.State`, a record's
  /// name), if a feature declares it.
  package func feature(ofStateType typeName: String) -> Declared<FeatureDeclaration>? {
    state.withLock { $0.featuresByStateType[typeName] }
  }

  /// `Feature()`: its `@Dependency` properties capture the values in force now, and its
  /// constants (`let catalog = […]`) are evaluated, in order, as a class's stored properties;
  /// those without a value take the values `given` (`Editor(onSave: { … })`, evaluated by the
  /// caller), whose labels are theirs in order, or it is Swift's error.
  package func instantiate(
    _ feature: Declared<FeatureDeclaration>, given: [Record.Field] = [], range: SourceRange,
    _ context: inout Context
  ) throws -> FeatureInstance {
    let declaration = feature.declaration
    if let mismatch = Self.memberwiseMismatch(
      expected: declaration.initialised, given: given.map(\.name))
    {
      throw RuntimeError(mismatch, at: range)
    }
    var shape = ModelDeclaration(
      name: declaration.name, nameRange: declaration.nameRange,
      properties: declaration.properties, methods: declaration.methods, range: declaration.range)
    shape.storedProperties = declaration.constants
    return FeatureInstance(
      declaration: declaration,
      model: try makeModel(
        Declared(declaration: shape, frame: feature.frame), given: given, range: range,
        &context))
  }

  /// Swift's error for a memberwise initialiser whose labels are `expected` called with
  /// `given`; `nil` where they are the same.
  private static func memberwiseMismatch(expected: [String], given: [String]) -> String? {
    guard expected != given else { return nil }
    if expected.isEmpty { return "argument passed to call that takes no arguments" }
    if Set(expected) == Set(given),
      let (early, late) = zip(expected, given).first(where: { $0 != $1 })
    {
      return "argument '\(early)' must precede argument '\(late)'"
    }
    if expected.count == given.count {
      let spelled = { (labels: [String]) in labels.map { $0 + ":" }.joined() }
      return
        "incorrect argument label in call (have '\(spelled(given))', expected '\(spelled(expected))')"
    }
    if let extra = given.first(where: { !expected.contains($0) }) {
      return "extra argument '\(extra)' in call"
    }
    let missing = expected.first { !given.contains($0) } ?? expected[0]
    return "missing argument for parameter '\(missing)' in call"
  }

  /// `Feature.State(field: value, …)`: the fields not given take their initial values,
  /// evaluated now, in declaration order; or, where `State` has `init`s written out, the one
  /// whose labels fit, run as a plain struct's is.
  package func initialState(
    of feature: Declared<FeatureDeclaration>, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    if !feature.declaration.stateInitializers.isEmpty {
      return try initialize(
        Declared(declaration: feature.declaration.stateDeclaration, frame: feature.frame),
        arguments: arguments, range: range, &context)
    }
    return try record(
      named: feature.declaration.stateTypeName, fields: feature.declaration.stateFields,
      declaredIn: feature.frame, arguments: arguments, range: range, &context)
  }

  /// A record of a type whose fields have initial values (a feature's `State`, an error
  /// type): the arguments set fields by label, the rest take their initial values, evaluated
  /// as code of the type's program (`frame`, where it was declared: the names the checker
  /// saw there).
  package func record(
    named name: String, fields declared: [FeatureDeclaration.StateField], declaredIn frame: Frame,
    arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    for argument in arguments where !declared.contains(where: { $0.name == argument.label }) {
      throw RuntimeError(
        "\(name) has no field '\(argument.label ?? "_")'", at: argument.range,
        notes: DidYouMean.note(for: argument.label ?? "", among: declared.map(\.name)))
    }
    var fields: [Record.Field] = []
    for field in declared {
      // A value given is the caller's code (it may read the caller's `@Dependency`
      // properties: `Row.State(id: uuid())` in a reducer); an initial value is the type's.
      if let given = arguments.first(where: { $0.label == field.name })?.value {
        if field.sharedKey != nil {
          throw RuntimeError(
            "giving a @Shared field with a key ('\(field.name)') to \(name)(…) is not supported"
              + " yet", at: given.range,
            notes: ["write \(name)() to read the key's value, and change it with withLock"])
        }
        var value = try evaluate(given, &context)
        if field.isShared { value = try sharedReference(value, for: field, at: given.range) }
        fields.append(.init(name: field.name, value: value))
        continue
      }
      guard let initial = field.initialValue else {
        throw RuntimeError(
          StructDeclaration.MemberwiseMismatch.missing(parameter: field.name).message,
          at: range)
      }
      var inner = context
      inner.model = nil
      inner.frame = Frame(parent: frame)
      if let key = field.sharedKey {
        let shared = try keyedShared(key: key, initialValue: initial, &inner)
        fields.append(.init(name: field.name, value: .sharedVariable(shared)))
        continue
      }
      fields.append(.init(name: field.name, value: try evaluate(initial, &inner)))
    }
    return .record(Record(name: name, fields: fields))
  }

  /// `.name` or `.name(payload)` naming a case of some feature's `Action`; `nil` if no
  /// feature declares that case.
  package func actionValue(
    _ name: String, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    let declaring = state.withLock { state in
      state.features.values.map(\.declaration).filter {
        $0.actionCases.contains { $0.name == name }
      }
    }
    guard let declared = declaring.lazy.flatMap(\.actionCases).first(where: { $0.name == name })
    else { return try enumStateCase(name, arguments: arguments, range: range, &context) }
    guard declared.payloadTypes.count == arguments.count else {
      throw RuntimeError(
        "the action '.\(name)' takes \(declared.payloadTypes.count) value(s), not \(arguments.count)",
        at: range,
        notes: declared.payloadTypes.isEmpty
          ? ["write .\(name)"]
          : ["write .\(name)(\(declared.payloadTypes.joined(separator: ", ")))"])
    }
    var payload: [ScriptValue] = []
    for (argument, type) in zip(arguments, declared.payloadShapes) {
      // `.alert(.presented(.confirm))` for `case alert(PresentationAction<Alert>)`, and
      // `.delegate(.confirm)` for `case delegate(Delegate)`: `.confirm` is the enum's that the
      // case's type names, where another enum declares a case of that name too.
      let value = try Self.$payloadEnum.withValue(type.innermostName) {
        try evaluate(argument.value, &context)
      }
      payload.append(value)
    }
    for index in payload.indices {
      payload[index] = bindableSet(payload[index], asActionOf: declared.payloadShapes[index])
    }
    for index in payload.indices
    where ForEachCollection(actionType: declared.payloadShapes[index]) == .stack {
      payload[index] = try stackElementIDs(in: payload[index], written: arguments[index].value)
    }
    var action = Action(name: name, payload: payload)
    if let stateType = stateCaseType(name, carrying: payload, unlike: declared) {
      action.actionTypeName = stateType
    } else if declaring.count == 1 {
      action.actionTypeName = declaring[0].name + ".Action"
    }
    return .composable(.action(action))
  }

  /// The type of the `enum State` whose case `name` carries `payload`, a feature's state that
  /// the action case `declared` does not carry: `.edit(EditItem.State())`, where
  /// `Destination.Action` has `edit(EditItem.Action)` and `Destination.State`
  /// `edit(EditItem.State)`, is the state's case, as Swift types it by its payload.
  private func stateCaseType(
    _ name: String, carrying payload: [ScriptValue], unlike declared: FeatureDeclaration.ActionCase
  ) -> String? {
    guard payload.count == 1, case .record(let record) = payload[0],
      declared.payloadTypes != [record.name]
    else { return nil }
    let declaring = state.withLock { state in
      state.features.values.filter {
        $0.declaration.stateCases?.contains { $0.name == name && $0.payloadTypes == [record.name] }
          == true
      }.min { $0.declaration.name < $1.declaration.name }
    }
    return declaring.map(\.declaration.stateTypeName)
  }

  /// `.loggedIn(LoggedIn.State())` where no action has the case: the case of the `enum State`
  /// that declares it, or `nil`.
  private func enumStateCase(
    _ name: String, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    let declaring = state.withLock { state in
      state.features.values.filter {
        $0.declaration.stateCases?.contains { $0.name == name } == true
      }.min { $0.declaration.name < $1.declaration.name }
    }
    guard let declaring else { return nil }
    return try stateCase(name, of: declaring, arguments: arguments, range: range, &context)
  }

  /// `switch subject { … }`: the first clause with a matching pattern runs, its bound names
  /// in scope.
  package func execute(_ statement: SwitchStatement, _ context: inout Context) throws -> Flow {
    let subject = try evaluate(statement.subject, &context)
    var (body, inner) = try clause(of: statement, matching: subject, &context)
    return try execute(body, &inner).endingSwitch
  }

  /// The body of the clause that matches `subject`, the value of `statement`'s subject, and
  /// the context it runs in.
  package func clause(
    of statement: SwitchStatement, matching subject: ScriptValue, _ context: inout Context
  ) throws -> (Block, Context) {
    for clause in statement.clauses {
      var bindings: [(String, ScriptValue)] = []
      let matches =
        try clause.patterns.isEmpty
        || clause.patterns.contains { pattern in
          bindings = []
          return try match(pattern, subject, binding: &bindings, &context)
        }
      guard matches else { continue }
      let inner = context.nested()
      for (name, value) in bindings { inner.frame.bind(name, value) }
      return (clause.body, inner)
    }
    throw RuntimeError(
      "no case of the switch matches \(subject.debugDescription)", at: statement.subject.range,
      notes: ["add a case for it, or a 'default:'"])
  }

  func match(
    _ pattern: Pattern, _ value: ScriptValue, binding bindings: inout [(String, ScriptValue)],
    _ context: inout Context
  ) throws -> Bool {
    switch pattern {
    case .wildcard: return true
    case .binding(let name, _, _):
      bindings.append((name, value))
      return true
    case .value(.keyPath(let path, let pathRange)):
      // `case .binding(\.name):` matches the binding action that sets the field `name`.
      guard case .composable(.bindingAction(let binding)) = value else {
        throw RuntimeError(
          "a key path pattern matches a binding action, not a value of type \(value.typeName)",
          at: pathRange)
      }
      return path == binding.fieldPath
    case .value(let expression):
      let pattern = try evaluate(expression, &context)
      // `case 0..<12:` matches the integers the range holds, as Swift's `~=` does.
      switch (pattern, value) {
      case (.range(let range), .int(let number)): return range.contains(number)
      case (.closedRange(let range), .int(let number)): return range.contains(number)
      default: return pattern.isEqual(to: value)
      }
    case .guarded(let inner, let condition):
      guard try match(inner, value, binding: &bindings, &context) else { return false }
      return try holds(condition, with: bindings, &context)
    case .optionalSome(let inner, _):
      if case .none = value { return false }
      return try match(inner, value, binding: &bindings, &context)
    case .tuple(let elements, let range):
      guard case .record(let tuple) = value, tuple.isTuple else {
        throw RuntimeError(
          "a tuple pattern cannot match a value of type \(value.typeName)", at: range)
      }
      guard tuple.fields.count == elements.count else {
        throw RuntimeError(
          "tuple pattern has the wrong length for tuple type '\(tuple.tupleTypeName)'", at: range)
      }
      for (element, field) in zip(elements, tuple.fields) {
        guard try match(element, field.value, binding: &bindings, &context) else { return false }
      }
      return true
    case .enumCase(let name, let payload, let range):
      if case .enumCase(let plain) = value {
        return try matchEnumCase(name, payload: payload, plain, range: range) {
          try match($0, $1, binding: &bindings, &context)
        }
      }
      if case .context(let dependencyContext) = value, payload.isEmpty,
        let pattern = DependencyContext(rawValue: name)
      {
        return pattern == dependencyContext
      }
      guard case .composable(.action(let action)) = value else {
        // An Optional's own cases: `.none`, and `.some(p)`, which `p` matches when not `nil`.
        let isNil = if case .none = value { true } else { false }
        switch (OptionalCase(rawValue: name), payload.count) {
        case (.none?, 0): return isNil
        case (.some?, 1):
          return try !isNil && match(payload[0], value, binding: &bindings, &context)
        default: break
        }
        // Any other case over an Optional is Swift's `.some(.name)`, which `nil` never matches
        // (a value that is not `nil` is matched as itself, above).
        if isNil { return false }
        throw RuntimeError(
          "the pattern '.\(name)' cannot match a value of type \(value.typeName)", at: range)
      }
      guard action.name == name else { return false }
      guard payload.isEmpty || payload.count == action.payload.count else {
        throw RuntimeError(
          "the action '.\(name)' carries \(action.payload.count) value(s), not \(payload.count)",
          at: range)
      }
      for (inner, part) in zip(payload, action.payload) {
        guard try match(inner, part, binding: &bindings, &context) else { return false }
      }
      return true
    }
  }

  /// `if condition { … } else { … }`
  package func execute(_ statement: IfStatement, _ context: inout Context) throws -> Flow {
    let condition = try evaluate(statement.condition, &context)
    guard let (body, branchContext) = try branch(of: statement, condition: condition, context)
    else {
      return .normal(.void)
    }
    var inner = branchContext
    return try execute(body, &inner)
  }

  /// The block an `if` runs (`nil`: none), given the value of its condition, and the context
  /// it runs in (`if let`'s name bound in `then`).
  package func branch(of statement: IfStatement, condition: ScriptValue, _ context: Context) throws
    -> (Block, Context)?
  {
    let inner = context.nested()
    if let pattern = statement.pattern {
      var bindings: [(String, ScriptValue)] = []
      var matching = context
      guard try match(pattern, condition, binding: &bindings, &matching) else {
        return statement.otherwise.map { ($0, inner) }
      }
      for (name, value) in bindings { inner.frame.bind(name, value) }
      return (statement.then, inner)
    }
    if let name = statement.binding {
      if case .none = condition { return statement.otherwise.map { ($0, inner) } }
      inner.frame.bind(name, condition)
      return (statement.then, inner)
    }
    return try branch(of: statement, condition: condition).map { ($0, inner) }
  }

  /// The block an `if` whose condition binds nothing runs, given the condition's value.
  package func branch(of statement: IfStatement, condition: ScriptValue) throws -> Block? {
    guard case .bool(let holds) = condition else {
      throw RuntimeError(
        "an 'if' condition must be a Bool, not \(condition.typeName)",
        at: statement.condition.range)
    }
    return holds ? statement.then : statement.otherwise
  }

  /// `state.count = value`, `$0.count = value` where `state`/`$0` is a local (a reducer's
  /// state, a store assertion's): `false` when the target's root is not a local.
  package func assignLocal(
    _ target: Expression, _ value: ScriptValue, range: SourceRange, _ context: inout Context
  ) throws -> Bool {
    // A local by its name (`count = 2`) is the one place it can mean: the other places are
    // not tried (they cost a plain `x = i` twice a `let`).
    if case .name(let root, let place) = target, context.updating == nil,
      case .local? = context.frame.resolutions[place]
    {
      return context.frame.assign(root, value)
    }
    if try assignThroughElement(target, value, range: range, &context) { return true }
    if try assignThroughPresentedCase(target, value, range: range, &context) { return true }
    if try assignThroughSubscript(target, value, range: range, &context) { return true }
    if try assignModelStored(target, value, range: range, &context) { return true }
    if let rooted = selfRooted(target, context) {
      return try assignLocal(rooted, value, range: range, &context)
    }
    if try assignStatic(target, value, range: range, &context) { return true }
    let (start, members) = target.memberPath
    let path = members.map(\.name)
    guard case .name(let root, _) = start, var current = context.frame.lookup(root) else {
      return false
    }
    if path.isEmpty {
      // `state = …` in a reducer (`$0 = …` in a test store's assertion), a local (`x = 5`,
      // in an update closure too): the whole value; an update closure's `$0 = …` replaces the
      // values instead.
      return (context.updating == nil || !isUpdatedValuesPath(target, context))
        && context.frame.assign(root, value)
    }
    if case .composable(.testStore(let box)) = current {
      if path.count == 1, ComposableProperty(first: path) == .exhaustivity {
        try assignExhaustivity(value, of: box, range: range)
      } else {
        try assignTestStoreDependency(path, of: box, value, range: range)
      }
      return true
    }
    if case .builtin(.streamContinuation(let continuation)) = current, path.count == 1,
      ContinuationProperty(rawValue: path[0]) == .onTermination
    {
      try setTermination(of: continuation, to: value, range: range, context)
      return true
    }
    if case .builtin(let builtin) = current, path.count == 1 {
      // A settable property of a built-in value held in a local: `calendar.timeZone = …`.
      guard let updated = builtin.setting(path[0], to: value) else { return false }
      return context.frame.assign(root, .builtin(updated))
    }
    guard case .record = current else { return false }
    try refuseAssigningWrapper(path, at: members.map(\.range), in: current)
    try setMember(path[...], of: &current, to: value, range: range, &context)
    _ = context.frame.assign(root, current)
    return true
  }
}

/// An Optional's own cases, as a pattern names them: `.none`, `.some(p)`.
private enum OptionalCase: String {
  case none, some
}
