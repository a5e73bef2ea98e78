import DepplaySemantics
import DepplaySyntax

/// Features (`struct Name: Reducer`), written as The Composable Architecture 1.25's code is:
/// a `@Reducer` struct with an `@ObservableState` `State` and an `Action`, `@Dependency`
/// properties and a `body` of reducers naming children's cases with case key paths
/// (`\.child`). Each reducer form has one writer; a form the exporter does not know is
/// refused.
extension ProgramWriter {
  /// `@Reducer struct Name { … }`.
  package mutating func featureDeclaration(_ declaration: FeatureDeclaration) throws(ExportError)
    -> [String]
  {
    if let cases = declaration.caseFeatures {
      return try reducerEnum(declaration.name, cases, declaring: declaration.nestedEnums)
    }
    var lines = ["@Reducer", "struct \(declaration.name) {"]
    lines += declaration.typeAliases.map { "  typealias \($0.name) = \($0.type)" }
    if let alias = declaration.stateAlias {
      lines.append("  typealias State = \(alias)")
    } else if let cases = declaration.stateCases {
      lines += ["  @ObservableState", "  enum State: Equatable {"]
      lines += try enumCases(cases, of: "state case") + ["  }"]
    } else {
      lines += try ["  @ObservableState"] + stateStruct(declaration)
    }
    if let alias = declaration.actionAlias {
      lines += ["  typealias Action = \(alias)", ""]
    } else {
      let conformances = declaration.actionIsBindable ? "BindableAction, Equatable" : "Equatable"
      lines += ["", "  enum Action: \(conformances) {"]
      lines += try enumCases(declaration.actionCases, of: "action")
      // The enums `Action` declares (`enum Alert` of `AlertState<Action.Alert>`), inside it.
      for nested in declaration.nestedEnums where nested.isInAction {
        lines += [""] + (try plainEnumDeclaration(nested).map { "    " + $0 })
      }
      lines += ["  }", ""]
    }
    for nested in declaration.nestedEnums where !nested.isInAction {
      lines += try plainEnumDeclaration(nested).map { "  " + $0 } + [""]
    }
    for property in declaration.properties {
      try refuseUnexportedKey(property.keyPath, at: property.range)
      noteSchedulerUse(ofKey: property.keyPath[0])
      lines.append("  \(Self.dependencyAttribute(property.keyPath)) var \(property.name)")
    }
    var shape = ModelDeclaration(
      name: declaration.name, nameRange: declaration.nameRange,
      properties: declaration.properties, methods: declaration.methods, range: declaration.range)
    shape.storedProperties = declaration.constants
    if !declaration.properties.isEmpty, !declaration.constants.isEmpty { lines.append("") }
    for constant in declaration.constants {
      lines.append(try storedPropertyLine(constant))
    }
    // Its static methods, written last, as code without the feature's `self`.
    var staticLines: [String] = []
    for method in declaration.staticMethods {
      staticLines += [""] + (try function(method, isMainActor: false).map { "  " + $0 })
    }
    model = shape
    feature = declaration
    defer {
      model = nil
      feature = nil
    }
    if !declaration.properties.isEmpty || !declaration.constants.isEmpty { lines.append("") }
    lines.append("  var body: some ReducerOf<Self> {")
    scopes = [ExportScope(isAsync: false)]
    for reducer in declaration.body {
      lines += try self.reducer(reducer).split(separator: "\n").map { "    " + $0 }
      if let key = scopes[0].pendingReads.first {
        throw ExportError(
          "reading '\(key)' in a feature's body",
          because: "a body lists reducers; Swift declares no @Dependency there",
          at: reducer.range, notes: ["declare it as a property: @Dependency(\\.\(key)) var \(key)"])
      }
    }
    lines.append("  }")
    for method in declaration.methods {
      lines += try methodLines(method, isMainActor: false)
    }
    return lines + staticLines + ["}"]
  }

  /// `@Reducer enum Name { case a(A) … }`, then the conformances of its `State` and `Action`
  /// to `Equatable`, which the macro does not write and a parent's need (the export's states
  /// and actions are all `Equatable`).
  /// A `@ReducerCaseIgnored` case is refused by name.
  private mutating func reducerEnum(
    _ name: String, _ cases: [ReducerEnumCase], declaring nested: [EnumDeclaration]
  ) throws(ExportError) -> [String] {
    if let ignored = cases.first(where: \.isIgnored) {
      throw ExportError(
        "@ReducerCaseIgnored ('case \(ignored.name)')",
        because: "the export writes the Action the macro would, with every case", at: ignored.range,
        notes: ["run it in depplay"])
    }
    var lines = ["@Reducer", "enum \(name) {"]
    lines += cases.map { "  case \($0.name)(\($0.declaredPayload))" }
    for declaration in nested {
      lines += [""] + (try plainEnumDeclaration(declaration).map { "  " + $0 })
    }
    return lines + [
      "}", "extension \(name).State: Equatable {}", "extension \(name).Action: Equatable {}",
    ]
  }

  /// `struct State: Equatable { var field = value … }` (`Identifiable` too where the script
  /// says so): each field's type written, or its initial value a literal or a feature's
  /// state, so that Swift can tell its type; then its computed properties, its `init`s and its
  /// methods.
  private func stateStruct(_ declaration: FeatureDeclaration) throws(ExportError) -> [String] {
    let conformances = declaration.stateIsIdentifiable ? "Equatable, Identifiable" : "Equatable"
    var lines = ["  struct State: \(conformances) {"]
    var probe = self
    probe.scopes = [ExportScope(isAsync: false)]
    for field in declaration.stateFields {
      if let line = try probe.presentationField(field) {
        lines.append("    " + line)
        continue
      }
      guard let initialValue = field.initialValue else {
        // `var home: Int`: every `State(…)` gives it, as Swift's memberwise initializer does
        // (a shared reference for `@Shared var steps: Int`).
        let wrapper = field.isShared ? "@Shared " : ""
        lines.append("    \(wrapper)var \(field.name): \(field.type ?? "_")")
        continue
      }
      let value = try probe.expression(initialValue, wantsValue: true)
      if let key = field.sharedKey {
        // `@Shared(.inMemory("unread")) var unread = 0`, as written.
        let name = try probe.expression(key, wantsValue: true)
        let type = field.type.map { ": " + $0 } ?? ""
        lines.append("    @Shared(.inMemory(\(name))) var \(field.name)\(type) = \(value)")
        continue
      }
      if let type = literalType(of: initialValue), holdsModel(type) {
        throw ExportError(
          "the state field '\(field.name)'",
          because: "its value holds a model, which is not Equatable", at: field.range)
      }
      guard probe.scopes[0].pendingReads.isEmpty, field.type != nil || hasKnownType(initialValue)
      else {
        throw ExportError(
          "the state field '\(field.name)'",
          because: "its initial value is not a literal, so its Swift type is unknown",
          at: field.range)
      }
      // `var todos: [Todo] = []`: written with its type where the script writes one.
      lines.append("    var \(field.name)\(field.type.map { ": " + $0 } ?? "") = \(value)")
    }
    var members =
      try probe.computedPropertyLines(declaration.stateComputedProperties)
      + probe.initializerLines(declaration.stateInitializers)
    for method in declaration.stateMethods {
      members.append("")
      members += try probe.function(method, isMainActor: false).map { "  " + $0 }
    }
    lines += members.map { $0.isEmpty ? "" : "  " + $0 }
    return lines + ["  }"]
  }

  /// The cases of `enum Action` or of an `enum State`, one a line.
  private func enumCases(_ cases: [FeatureDeclaration.ActionCase], of kind: String)
    throws(ExportError) -> [String]
  {
    var lines: [String] = []
    for action in cases {
      if let model = action.payloadTypes.first(where: { holdsModel($0) }) {
        throw ExportError(
          "the \(kind) '\(action.name)'",
          because: "its payload '\(model)' holds a model, which is not Equatable", at: action.range)
      }
      // `case toggle(id: Int)`: each value with its label, where it has one.
      let values = action.payloadTypes.enumerated().map { index, type in
        (action.payloadLabels.indices.contains(index) ? action.payloadLabels[index] : nil)
          .map { "\($0): \(type)" } ?? type
      }
      let payload = values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")"
      lines.append("    \(action.isIndirect ? "indirect " : "")case \(action.name)\(payload)")
    }
    return lines
  }

  /// Whether a value of the Swift type `type` holds a model (a class, compared by identity).
  private func holdsModel(_ type: String) -> Bool {
    models[type] != nil || records[type, default: []].contains { models[$0.type] != nil }
  }

  /// `Feature.State(field: …)`: Swift's memberwise initializer takes the fields in the
  /// order they are declared.
  package func checkStateArguments(
    _ callee: Expression, _ arguments: [Argument], range: SourceRange
  )
    throws(ExportError)
  {
    guard case .member(.name(let name, _), _, let stateRange) = callee,
      resolutions.view.callee(at: stateRange) == .featureState, let feature = features[name]
    else { return }
    let order = feature.stateFields.map(\.name)
    let positions = arguments.compactMap { argument in
      argument.label.flatMap { order.firstIndex(of: $0) }
    }
    guard positions != positions.sorted() else { return }
    throw ExportError(
      "this \(name).State", because: "Swift takes its fields in the order they are declared",
      at: range,
      notes: ["write them in the order of \(name).State: \(order.joined(separator: ", "))"])
  }

  /// Whether Swift can tell a state field's type from its initial value: a literal, or a
  /// feature's state (`Child.State()`).
  private func hasKnownType(_ value: Expression) -> Bool {
    if literalType(of: value) != nil { return true }
    guard case .call(.member(.name(let name, _), _, let stateRange), _, nil, _) = value,
      resolutions.view.callee(at: stateRange) == .featureState
    else { return false }
    return features[name] != nil
  }

  /// One reducer of a `body` (or of a `Scope`'s or store's reducer closure).
  package mutating func reducer(_ expression: Expression) throws(ExportError) -> String {
    switch expression {
    case .call(let callee, _, _, let range)
    where feature == nil && [.reduce, .scope, .combineReducers].contains(storeLayer(callee)):
      throw ExportError(
        "a Reduce, Scope or CombineReducers outside a feature's body",
        because: "Swift cannot tell its State and Action there", at: range,
        notes: ["list it in a feature's var body, and use the feature: Store(…) { Feature() }"])
    case .call(let callee, let arguments, let closure?, _)
    where storeLayer(callee) == .reduce && arguments.isEmpty:
      return try reduce(closure)
    case .call(let callee, let arguments, let child?, let range) where storeLayer(callee) == .scope:
      return try scope(arguments, child: child, range: range)
    case .call(let callee, let arguments, let reducers?, let range)
    where storeLayer(callee) == .combineReducers:
      return try combineReducers(arguments, reducers: reducers, range: range)
    case .call(let callee, let arguments, nil, _)
    where storeLayer(callee) == .bindingReducer && arguments.isEmpty:
      return "BindingReducer()"
    case .call(let callee, let arguments, nil, _)
    where storeLayer(callee) == .emptyReducer && arguments.isEmpty:
      return "EmptyReducer()"
    case .call(.name(let name, _), let arguments, nil, _) where features[name] != nil:
      // `Editor(onSave: …)`: its constants without a value, by their labels.
      return name + "(" + (try self.arguments(arguments)) + ")"
    case .call(.member(let base, let name, _), let arguments, let child, let range)
    where ChildReducerModifier(rawValue: name) != nil:
      return try childModifier(name, on: base, arguments, child: child, range: range)
    case .call(.member(let base, _, let memberRange), let arguments, nil, let range)
    where resolutions.view.methods(at: memberRange)?.reducer == .dependency:
      guard arguments.count == 2, case .keyPath = arguments[0].value else {
        throw ExportError(
          "this .dependency", because: "it is not .dependency(\\.key, value)", at: range)
      }
      let written = try reducer(base)
      return written + "\n\(modifierIndent(after: written)).dependency("
        + (try self.arguments(arguments)) + ")"
    case .call(.member(let base, _, let memberRange), let arguments, let transform?, _)
    where resolutions.view.methods(at: memberRange)?.reducer == .transformDependency:
      let written = try reducer(base)
      let indent = modifierIndent(after: written)
      let transform = try closure(transform, isAsync: false, returnsValue: false)
      return written + "\n\(indent).transformDependency(" + (try self.arguments(arguments)) + ") "
        + transform.replacingOccurrences(of: "\n", with: "\n" + indent)
    case .call(.member(let base, _, let memberRange), let arguments, let changed?, let range)
    where resolutions.view.methods(at: memberRange)?.reducer == .onChange:
      return try onChange(on: base, arguments, changed: changed, range: range)
    default:
      throw ExportError(
        "this reducer",
        because:
          "the exporter writes Reduce, Scope, CombineReducers, BindingReducer, EmptyReducer, a feature, .ifLet,"
          + " .ifCaseLet, .forEach,"
          + " .dependency, .transformDependency and .onChange",
        at: expression.range)
    }
  }

  /// `reducer.onChange(of: \.field) { oldValue, newValue in reducers… }`, a modifier after
  /// another one lined up with it.
  private mutating func onChange(
    on base: Expression, _ arguments: [Argument], changed: ClosureLiteral, range: SourceRange
  ) throws(ExportError) -> String {
    let listed = changed.body.statements.compactMap { statement -> Expression? in
      if case .expression(let listed) = statement { listed } else { nil }
    }
    guard arguments.count == 1, case .keyPath = arguments[0].value,
      changed.parameters.count == 2, listed.count == changed.body.statements.count
    else {
      throw ExportError(
        "this .onChange", because: "it is not .onChange(of: \\.field) { old, new in reducers… }",
        at: range)
    }
    let written = try reducer(base)
    let indent = modifierIndent(after: written)
    var lines = [
      ".onChange(" + (try self.arguments(arguments)) + ") { "
        + changed.parameters.joined(separator: ", ") + " in"
    ]
    scopes.append(ExportScope(isAsync: false, locals: changed.boundNames))
    for reducer in listed { lines += try self.reducer(reducer).indentedLines }
    scopes.removeLast()
    lines.append("}")
    return written + "\n" + lines.map { $0.isEmpty ? $0 : indent + $0 }.joined(separator: "\n")
  }

  /// The indent of a modifier on the line after `reducer`: after a closure's closing brace
  /// the modifier lines up with it, as swift-format wants, and after another modifier with
  /// that one; after a one-line reducer it is indented.
  private func modifierIndent(after reducer: String) -> String {
    guard let lastLine = reducer.split(separator: "\n").dropFirst().last else { return "  " }
    return String(lastLine.prefix { $0 == " " })
  }

  /// `Reduce { state, action in … }`: its cases must each return an effect, as Swift checks.
  private mutating func reduce(_ closure: ClosureLiteral) throws(ExportError) -> String {
    guard closure.parameters.count == 2 else {
      throw ExportError(
        "this Reduce", because: "its closure takes two parameters", at: closure.range)
    }
    guard
      closure.body.isSingleExpression
        || returnsOnEveryPath(closure.body.statements, action: closure.parameters[1])
    else {
      throw ExportError(
        "this Reduce", because: "it can end without returning an effect, which Swift refuses",
        at: closure.range, notes: ["end every case with a return, or add 'default: return .none'"])
    }
    try checkEffects(returnedBy: closure.body.statements)
    try checkPatterns(in: closure.body.statements, action: closure.parameters[1])
    let saved = (reduceAction, reduceState)
    (reduceState, reduceAction) = (closure.parameters[0], closure.parameters[1])
    defer { (reduceAction, reduceState) = saved }
    return "Reduce "
      + (try self.closure(closure, isAsync: false, returnsValue: false, inline: false))
  }

  /// Refuses a reducer's `return` of an effect the exporter does not write: it writes
  /// `.none`, `.send(…)`, `.run { … }`, `.merge`/`.concatenate` of those, `.cancellable(id:…)`
  /// on one, and `.cancel(id:)` (with an ID Swift can type: not an implicit member), a call
  /// of the feature's own method or static method, and a local constant bound to one of these
  /// above the `return` (`knownLocals`, the names bound so far).
  private func checkEffects(
    returnedBy statements: [Statement], knownLocals: Set<String> = []
  ) throws(ExportError) {
    var knownLocals = knownLocals
    for statement in statements {
      if case .binding(let name, let value, false, _) = statement {
        if isKnownEffect(value, knownLocals: knownLocals) {
          knownLocals.insert(name)
        } else {
          knownLocals.remove(name)
        }
      }
      if case .returnStatement(let value?, _) = statement,
        !isKnownEffect(value, knownLocals: knownLocals)
      {
        throw ExportError(
          isMappedEffect(value)
            ? "this map of an Effect of values other than actions" : "this effect",
          because:
            "the exporter writes .none, .send, .run, .merge, .concatenate, .cancellable and .cancel",
          at: value.range)
      }
      for block in statement.nestedBlocks {
        try checkEffects(returnedBy: block.statements, knownLocals: knownLocals)
      }
    }
  }

  private func isKnownEffect(_ effect: Expression, knownLocals: Set<String>) -> Bool {
    switch effect {
    case .name(let name, _):
      // `return effect`, after `let effect = Self.announce(text)`.
      knownLocals.contains(name)
    case .implicitMember(_, let arguments, let range):
      switch resolutions.view.effect(at: range) {
      case Callee.Effect.none?: arguments == nil
      case .send?: arguments?.count == 1
      case .merge?, .concatenate?:
        arguments?.allSatisfy {
          $0.label == nil && isKnownEffect($0.value, knownLocals: knownLocals)
        } ?? false
      // The checker resolved `.cancel` with its one `id:`.
      case .cancel?: arguments.map { isTypedID($0[0].value) } ?? false
      case .run?, nil: false
      }
    case .call(.name(let name, _), _, nil, _) where isFeatureMethod(name),
      .call(.member(_, let name, _), _, nil, _) where isFeatureMethod(name):
      // `follow(total)`, `self.follow(total)`: the feature's own method gives the effect.
      true
    case .call(.member(.name(let type, _), let name, _), _, nil, _)
    where isFeatureStaticMethod(name, of: type):
      // `Self.announce(text)`: the feature's static method gives the effect.
      true
    case .call(.implicitMember(_, nil, let range), let arguments, _?, _)
    where resolutions.view.effect(at: range) == .run:
      arguments.isEmpty || arguments.areLabelled(.catch)
    case .call(.member(let base, _, let range), let arguments, nil, _):
      switch resolutions.view.methods(at: range)?.effect {
      case .cancellable?:
        isKnownEffect(base, knownLocals: knownLocals)
          && arguments.first?.isLabelled(.id) == true
          && isTypedID(arguments[0].value)
      case .merge?, .concatenate?:
        isKnownEffect(base, knownLocals: knownLocals) && arguments.areLabelled(.with)
          && isKnownEffect(arguments[0].value, knownLocals: knownLocals)
      // An effect of other values mapped into actions (`Effect<Int>`) is not written yet.
      case .map?, nil: false
      }
    default: false
    }
  }

  /// Whether `effect` is `….map { … }` of an effect (`Effect<Int>` made actions).
  private func isMappedEffect(_ effect: Expression) -> Bool {
    guard case .call(.member(_, _, let range), _, _, _) = effect else { return false }
    return resolutions.view.methods(at: range)?.effect == .map
  }

  /// Whether `name` is a static method of the feature being written, called on `type`
  /// (`Self` or the feature's name).
  private func isFeatureStaticMethod(_ name: String, of type: String) -> Bool {
    guard let feature, type == "Self" || type == feature.name else { return false }
    return feature.staticMethods.contains { $0.name == name }
  }

  /// Whether `name` is a method of the feature being written.
  private func isFeatureMethod(_ name: String) -> Bool {
    feature?.methods.contains { $0.name == name } ?? false
  }

  /// Whether Swift can tell a cancel ID's type: `.timer` alone cannot be (the parameter is
  /// generic), a literal can.
  private func isTypedID(_ id: Expression) -> Bool {
    if case .implicitMember = id { false } else { true }
  }

  /// Refuses a `case` of a switch over the reducer's action that names a case its feature's
  /// `Action` does not have (depplay matches actions by name; Swift by type).
  private func checkPatterns(in statements: [Statement], action: String) throws(ExportError) {
    for statement in statements {
      if case .switchStatement(let statement) = statement,
        case .name(action, _) = statement.subject, let feature
      {
        for pattern in statement.clauses.flatMap(\.patterns) {
          try checkPattern(pattern, of: feature)
        }
      }
      for block in statement.nestedBlocks {
        try checkPatterns(in: block.statements, action: action)
      }
    }
  }

  private func checkPattern(_ pattern: Pattern, of feature: FeatureDeclaration)
    throws(ExportError)
  {
    guard case .enumCase(let name, let payload, let range) = pattern else { return }
    guard let declared = feature.actionCases.first(where: { $0.name == name }) else {
      throw ExportError(
        "the case '.\(name)'", because: "\(feature.name).Action has no such case", at: range)
    }
    for (inner, type) in zip(payload, declared.payloadShapes) {
      if let child = type.featureOfActions.flatMap({ features[$0] }) {
        try checkPattern(inner, of: child)
      }
    }
  }

  /// `Scope(\.child, action: \.child) { Child() }`, with the `state:` label if the script
  /// wrote it.
  private mutating func scope(_ arguments: [Argument], child: ClosureLiteral, range: SourceRange)
    throws(ExportError) -> String
  {
    guard let paths = ScopeArguments(arguments), paths.statePath.count == 1,
      paths.actionPath.count == 1,
      child.body.statements.count == 1, case .expression(let inner) = child.body.statements[0]
    else {
      throw ExportError(
        "this Scope", because: "it is not Scope(\\.field, action: \\.case) { Child() }",
        at: range)
    }
    let label = paths.isStateLabelled ? "state: " : ""
    let header = "Scope(\(label)\\.\(paths.statePath[0]), action: \\.\(paths.actionPath[0])) {"
    let child = try reducer(inner)
    // A child with modifiers (`.dependency(…)` on the lines below it) goes on lines of its
    // own, as swift-format lays out a closure of several lines.
    guard child.contains("\n") else { return header + " " + child + " }" }
    return header + "\n" + child.indentedLines.joined(separator: "\n") + "\n}"
  }

  /// `CombineReducers { … }`: the reducers it lists, each written as a body's are.
  private mutating func combineReducers(
    _ arguments: [Argument], reducers: ClosureLiteral, range: SourceRange
  ) throws(ExportError) -> String {
    let listed = reducers.body.statements.compactMap { statement -> Expression? in
      if case .expression(let listed) = statement { listed } else { nil }
    }
    guard arguments.isEmpty, reducers.parameters.isEmpty,
      listed.count == reducers.body.statements.count
    else {
      throw ExportError(
        "this CombineReducers", because: "it is not CombineReducers { reducers… }", at: range)
    }
    var lines: [String] = []
    for reducer in listed { lines += try self.reducer(reducer).indentedLines }
    return (["CombineReducers {"] + lines + ["}"]).joined(separator: "\n")
  }

  /// Whether `statements` return on every path (as Swift requires of a reducer's closure).
  package func returnsOnEveryPath(_ statements: [Statement], action: String?) -> Bool {
    switch statements.last {
    case .returnStatement?:
      return true
    case .switchStatement(let statement)?:
      return isExhaustive(statement, action: action)
        && statement.clauses.allSatisfy { returnsOnEveryPath($0.body.statements, action: action) }
    case .ifStatement(let statement)?:
      guard let otherwise = statement.otherwise else { return false }
      return returnsOnEveryPath(statement.then.statements, action: action)
        && returnsOnEveryPath(otherwise.statements, action: action)
    default:
      return false
    }
  }

  /// Whether Swift sees the switch as exhaustive: it has a `default` or a catch-all case, it
  /// covers a plain enum (the checker refused one that does not), or it switches over a
  /// reducer's action and names every case of the feature's `Action` with patterns that
  /// match any payload.
  package func isExhaustive(_ statement: SwitchStatement, action: String?) -> Bool {
    let matchesAll: (Pattern) -> Bool = { $0.matchesAnything }
    if statement.clauses.contains(where: {
      $0.patterns.isEmpty || $0.patterns.contains(where: matchesAll)
    }) {
      return true
    }
    if let missing = statement.tupleCoverage(enums: enums.values) { return missing.isEmpty }
    let features = features.values
    if let (_, missing) = statement.plainEnumCoverage(
      enums: enums.values,
      isFeatureCase: { name in features.contains { $0.actionCases.contains { $0.name == name } } })
    {
      return missing.isEmpty
    }
    guard let feature, let action, case .name(action, _) = statement.subject else {
      return statement.coversEveryContext
    }
    var covered: Set<String> = []
    for clause in statement.clauses {
      for case .enumCase(let name, let payload, _) in clause.patterns
      where payload.allSatisfy(matchesAll) {
        covered.insert(name)
      }
    }
    return feature.actionCases.allSatisfy { covered.contains($0.name) }
  }
}
