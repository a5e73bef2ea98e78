import DepplaySyntax

/// A program whose names, `await`s and scopes were checked: the only thing that can run.
package struct CheckedProgram: Sendable {
  /// The checked statements.
  package let program: Program
  /// The source they came from.
  package let source: SourceFile
  /// What each of its names refers to, as the checker resolved it.
  package let resolutions: Resolutions
  /// The names that read a top-level `let` or `var` declared below them, from code that runs
  /// later (``Checker/checkUseAboveDeclaration(_:range:)``), in the order they stand.
  package var readsAboveDeclaration: [(name: String, range: SourceRange)] = []
}

/// What a checker knows before a program starts: names declared by earlier programs of the
/// same session, and the built-ins.
package struct NameTable: Sendable {
  /// A model's members.
  package struct ModelShape: Sendable {
    /// Property names.
    package var properties: [String]
    /// Method names and parameter counts.
    package var methods: [String: Int]
    /// The stored properties other than `@Dependency`s: `var` ones `true`, `let` ones `false`.
    package var stored: [String: Bool] = [:]
    /// How the stored properties declared `private(set)` or `private` are hidden outside
    /// the class.
    package var hidden: [String: MemberAccess] = [:]
    /// The stored `let`s declared with an initial value, which no `init` may assign.
    package var presetConstants: Set<String> = []
    /// The stored properties declared `Double`, or without a type and with a floating-point
    /// literal (`var volume = 0.5`): an integer literal assigned to one is a `Double`.
    package var doubles: Set<String> = []
    /// The `init`s written out; without one, Swift gives the class `init()`.
    package var initializers: [InitializerDeclaration] = []
    /// The stored properties' types, as written or as a literal initial value gives them
    /// (`var dice = (1, 1)`: `(Int, Int)`), where Swift takes an implied member's type from
    /// the property (``Checker/noteImpliedRandoms(in:ofType:)``).
    package var types: [String: String] = [:]
    /// For an actor, its methods, whose labels choose the one a call names (Swift's
    /// messages spell it `increment(by:)`); `nil` for a class.
    package var actorMethods: [ModelDeclaration.Method]? = nil
    /// The key paths its `@Dependency` properties wrap, by property name.
    package var dependencyKeyPaths: [String: [String]] = [:]
  }

  /// Declared keys (including built-in ones).
  package var keys: Set<String>
  /// Declared models.
  package var models: [String: ModelShape]
  /// Top-level locals.
  package var locals: Set<String>
  /// Declared features (`struct Name: Reducer`).
  package var features: [String: FeatureShape] = [:]
  /// The `@Reducer enum`s declared, by name, with their cases' names: what a member read
  /// `destination.edit` may be a case of (``Callee/reducerEnumCase(of:)``).
  package var reducerEnums: [String: Set<String>] = [:]
  /// The enums that are alerts' actions (``FeatureDeclaration/alertActions``): an alert's
  /// button takes its implied case from one of them (``Resolutions/View/isAlertActions(_:)``).
  package var alertActions: Set<String> = []
  /// Declared clients and error types (`@DependencyClient struct`, `struct Name: Error`),
  /// with their static values' names.
  package var types: [String: [String]] = [:]
  /// Keys declared with a `nil` value (optional dependencies), which `?.` may unwrap.
  package var optionalKeys: Set<String> = []
  /// Declared error types (`struct Name: Error`), which a `catch` clause may name.
  package var errorTypes: Set<String> = []
  /// The modules the programs so far import (``Program/imports``).
  package var imports: Set<ImportableModule> = []
  /// The top-level locals declared with `var`, which later code may assign.
  package var variables: Set<String> = []
  /// The top-level locals declared with an optional type, and how their values print.
  package var optionalLocals: [String: PrintedOptional] = [:]
  /// The top-level locals that hold a dictionary (``Checker/dictionaryScopes``).
  package var dictionaryLocals: Set<String> = []
  /// Declared plain structs (`struct User: Equatable { … }`), whose memberwise initializer a
  /// call must fit.
  package var structs: [String: StructDeclaration] = [:]
  /// The endpoints of each `@DependencyClient` client, by the client's name, whose
  /// declared result types give the type of what a closure given for one returns.
  package var clientEndpoints: [String: [ClientDeclaration.Endpoint]] = [:]
  /// The script's protocols (`protocol AnalyticsClient { … }`), whose requirements a struct
  /// that conforms must have.
  package var protocols: [String: ProtocolDeclaration] = [:]
  /// Declared plain enums (`enum LoadState { … }`), whose cases a `switch` must cover.
  package var enums: [String: EnumDeclaration] = [:]
  /// Declared type aliases (`typealias UserID = Int`): the types they name.
  package var typeAliases: [String: String] = [:]
  /// The script's top-level functions (`func greeting(for name: String) -> String`), by
  /// name, each name's overloads (`move(by:)`, `move(to:)`) in declaration order.
  package var functions: [String: [MethodDeclaration]] = [:]
  /// The top-level locals declared without a value (`let isReady: Bool`).
  package var deferredLocals: [DeferredName] = []
  /// The types that are their own key (`extension WeatherClient: DependencyKey`, named by
  /// `var weather: WeatherClient`), with their keys' names: what their static `liveValue`,
  /// `previewValue` and `testValue` give.
  package var selfKeyTypes: [String: SelfKeyType] = [:]

  /// The names a program starts with: the built-in keys (the rest of ``Builtin``'s names are
  /// the language's own), and Swift's `Result`, a plain enum a script may declare again.
  package static let builtins = {
    var names = NameTable(keys: Set(Builtin.keys.keys), models: [:], locals: [])
    names.types[EnumDeclaration.swiftResult.name] = []
    names.enums[EnumDeclaration.swiftResult.name] = .swiftResult
    return names
  }()
}

/// Checks a parsed program before it runs: every name is declared before use, `await`
/// appears only where something can suspend, `$0` only in update closures, and no task
/// awaits itself. Errors carry a did-you-mean.
package struct Checker {
  package var names: NameTable
  package var scopes: [Set<String>] = [[]]
  /// For each scope of ``scopes``, the names it declares with `var`.
  package var variableScopes: [Set<String>] = [[]]
  /// For each scope of ``scopes``, the names it declares with an optional type, and how a
  /// value of that type prints.
  package var optionalScopes: [[String: PrintedOptional]] = [[:]]
  /// For each scope of ``scopes``, the names it declares holding a dictionary (annotated
  /// `[K: V]`, or given a dictionary literal): a subscript read of one is an Optional.
  package var dictionaryScopes: [Set<String>] = [[]]
  /// For each scope of ``scopes``, the names it declares holding an instance of a built-in
  /// class (``Builtin/Construction/isClass``): its properties may be set through a `let`.
  package var classInstanceScopes: [Set<String>] = [[]]
  /// For each scope of ``scopes``, the names it declares whose type the checker knows, with
  /// that type's name (``heldType(by:)``): one of the script's classes or actors, or an
  /// identified array.
  package var heldTypeScopes: [[String: String]] = [[:]]
  /// For each scope of ``scopes``, the names it declares with `@Dependency(\.key) var name`,
  /// with the key path each wraps (``calledDependencyKey(_:)``).
  package var dependencyScopes: [[String: [String]]] = [[:]]
  /// The types bindings write (``Program/typeAnnotations``).
  package var typeAnnotations: [Int: String] = [:]
  /// Where the program's `var` bindings start (``Program/variables``).
  package var variableOffsets: Set<Int> = []
  package var isAsync = true
  package var inUpdate = false
  package var model: NameTable.ModelShape?
  /// The feature whose `body` is being checked, for what its reducers require of it
  /// (`BindingReducer()` a `BindableAction`).
  package var feature: FeatureDeclaration?
  package var declaring: String?
  package var inGroupBody = false
  /// Names that can be assigned through (`state` in a `Reduce`, `$0` in a store assertion).
  package var mutableNames: Set<String> = []
  /// The index in `scopes` of the innermost closure's parameters: an outer closure's `$0` is
  /// out of reach.
  package var closureBoundary = 0
  /// The index in `scopes` of the innermost method's or function's parameters (0 at the top
  /// level): a closure in its code may assign its `var`s, not those of code around it.
  package var codeBoundary = 0
  /// The closures being checked that run concurrently with the code around them, by the
  /// index in `scopes` of their parameters: a `var` of that code is theirs to read, not to
  /// assign (``ConcurrentClosure``).
  package var concurrentClosures: [Int: ConcurrentClosure] = [:]
  /// The ``closureBoundary`` of the update closure being checked: a `$0` read where the
  /// boundary is this one is the values being updated (``Resolution/updatedValues``).
  package var updateBoundary: Int?
  /// The name the update closure being checked gives the values it updates: `$0`, or its
  /// parameter's (`withDependencies { values in values.key = v }`).
  package var updatedValuesName = "$0"
  /// Whether the code being checked is in a closure that escapes an update closure.
  package var escapedFromUpdate = false
  /// Whether the expression being checked is the right operand of `&&`, `||` or `??` (an
  /// autoclosure in Swift, which cannot suspend).
  package var inAutoclosure = false
  /// A reducer's `inout` state in reach, and the escaping closure that may not capture it.
  package var inoutCapture = InoutCapture()
  /// Whether the expression being checked is the operand of an `await`.
  package var isAwaitOperand = false
  /// Where the argument being checked starts when it is given to an `Any` parameter (a
  /// `print` argument), where each branch of a conditional keeps its own type.
  package var anyArgumentStart: Int?
  /// The implied `.random(…)` members whose type the context gives (the offset each
  /// starts at): `Int` or `Bool` (``noteImpliedRandoms(in:ofType:)``).
  package var impliedRandoms: [Int: Callee.Random] = [:]
  /// Where the interpolation being checked starts (`\(value)` in a string literal).
  package var interpolationStart: Int?
  /// What each name checked so far refers to.
  package var resolutions = Resolutions.Builder()
  /// The plain struct whose member's code is being checked.
  package var selfScope: SelfScope?
  /// Whether the code being checked is the body of a class's `init`, which gives the
  /// class's stored `let`s their values.
  package var inClassInitializer = false
  /// Whether the code being checked is a top-level function's, which is not isolated to the
  /// main actor the script's top-level `var`s belong to.
  package var inTopLevelFunction = false
  /// Whether the code being checked runs outside the main actor (Checker+MainActor.swift).
  package var isNonisolated = false
  /// Whether the program's top-level code is synchronous and nonisolated, as a Swift file's
  /// is in the Swift 5 language mode when it has no `await` of its own
  /// (``Program/topLevelAwaits``): only calls of main-actor code are checked against it.
  package var topLevelIsSynchronous = false
  /// Whether the expression being checked is in the operand of an `await`, which covers
  /// every call and access in it.
  package var inAwait = false
  /// Where the top-level types declared before the statements start (``declareAhead(_:)``).
  package var declaredAhead: Set<Int> = []
  /// The names the program's top-level `let`s and `var`s bind (``checkUseAboveDeclaration(_:range:)``).
  package var topLevelBindings: Set<String> = []
  /// The names `@Shared` declarations bind, whose setter is deprecated (Checker+Shared.swift).
  package var sharedNames: Set<String> = []
  /// The names in scope declared without a value, innermost last
  /// (Checker+DeferredInitialization.swift).
  package var deferredNames: [DeferredName] = []
  /// The closure or top-level function whose code is being checked, which may not use a
  /// name of the code around it that has no value yet.
  package var deferredNameCapturer: DeferredNameCapturer?
  /// For each top-level function (by where it starts), the top-level names that have no
  /// value yet where it is declared.
  package var uninitializedAtFunctions: [Int: Set<String>] = [:]
  /// The program's source, for the places of errors inside a statement.
  package var source: SourceFile?
  /// The generic code whose body is being checked (Checker+Generics.swift).
  package var genericTyping: GenericTyping?
  /// The generic arguments calls write after a type's name (``Program/genericArguments``).
  package var genericArguments: [Int: String] = [:]

  package init(names: NameTable) { self.names = names }

  /// Checks `program`, returning it checked and the names it declares.
  package static func check(_ program: Program, source: SourceFile, names: NameTable)
    throws(CheckError)
    -> (CheckedProgram, NameTable)
  {
    var checker = Checker(names: names)
    checker.scopes = [names.locals]
    checker.optionalScopes = [names.optionalLocals]
    checker.dictionaryScopes = [names.dictionaryLocals]
    checker.variableScopes = [names.variables]
    checker.variableOffsets = program.variables
    checker.typeAnnotations = program.typeAnnotations
    checker.genericArguments = program.genericArguments
    checker.deferredNames = names.deferredLocals
    checker.source = source
    checker.names.imports.formUnion(program.imports)
    try checker.declareAhead(program)
    checker.topLevelIsSynchronous = !program.topLevelAwaits
    for statement in program.statements {
      try checker.check(statement, topLevel: true)
    }
    try checker.checkFunctions(of: program)
    var declared = checker.names
    declared.locals = checker.scopes[0]
    declared.variables = checker.variableScopes[0]
    declared.optionalLocals = checker.optionalScopes[0]
    declared.dictionaryLocals = checker.dictionaryScopes[0]
    declared.deferredLocals = checker.deferredNames
    return (
      CheckedProgram(
        program: program, source: source,
        resolutions: checker.resolutions.build(
          for: program, source: source, alertActions: checker.names.alertActions),
        readsAboveDeclaration: checker.resolutions.readsAboveDeclaration),
      declared
    )
  }

  package func isDeclared(_ name: String) -> Bool {
    scopes.contains { $0.contains(name) } || names.keys.contains(name)
      || names.models[name] != nil || Builtin.languageNames.contains(name)
      || model?.properties.contains(name) == true || model?.methods[name] != nil
      || names.features[name] != nil || names.types[name] != nil
      || selfMemberResolution(name) != nil || names.functions[name] != nil
  }

  /// Whether the script itself declares `name` (which then hides Swift's meaning of it).
  package func isDeclaredInScript(_ name: String) -> Bool {
    isDeclared(name) && (!Builtin.languageNames.contains(name) || names.types[name] != nil)
  }

  /// What the declared name `name` refers to here, in the order the evaluator looks it up: a
  /// local, a member of `self`'s model, a key, a model (or a feature), a built-in; `nil` for
  /// a name that is not declared.
  package func resolution(of name: String) -> Resolution? {
    if scopes.contains(where: { $0.contains(name) }) { return .local }
    if let member = selfMemberResolution(name) { return member }
    if model?.properties.contains(name) == true || model?.methods[name] != nil {
      return .modelMember
    }
    if names.functions[name] != nil { return .function }
    if names.keys.contains(name) { return .key }
    if names.models[name] != nil || names.features[name] != nil || names.types[name] != nil {
      return .model
    }
    return Builtin.ids[name].map { .builtin($0) }
  }

  /// What the callee `name` of a call refers to: `print` and `expect` before anything else,
  /// then a local, a member of `self`'s model, a model (or a feature), another name of the
  /// table of built-ins that is not a key (a type, a name of the store layer), a key, and last
  /// a record literal (`API(baseURL: …)`). The evaluator calls what this says.
  package func callResolution(of name: String, hasLabels: Bool) -> Resolution? {
    if let id = Builtin.ids[name], case .function = id.kind { return .builtin(id) }
    if scopes.contains(where: { $0.contains(name) }) || name == "self" && model != nil {
      return .local
    }
    if let member = selfMemberResolution(name) { return member }
    if model?.properties.contains(name) == true || model?.methods[name] != nil {
      return .modelMember
    }
    if names.functions[name] != nil { return .function }
    if names.models[name] != nil || names.features[name] != nil || names.types[name] != nil {
      return .model
    }
    if let id = Builtin.ids[name] { return .builtin(id) }
    if names.keys.contains(name) { return .key }
    if name.first?.isUppercase == true, hasLabels { return .record }
    return nil
  }

  /// What the built-in callee `callee` is, if it names one.
  package func builtinCallee(_ callee: Expression) -> Builtin.Kind? {
    guard case .name(let name, _) = callee else { return nil }
    return callResolution(of: name, hasLabels: false)?.builtin
  }

  package var allNames: [String] {
    scopes.flatMap { $0 } + names.keys + names.models.keys + Builtin.languageNames
      + ScriptParser.statementKeywords + names.functions.keys + (model?.properties ?? [])
      + Array(model?.methods.keys ?? [:].keys)
      + Array(
        (selfScope.map {
          $0.isStatic ? $0.declaration.staticMemberNames : $0.declaration.instanceMemberNames
        }) ?? [])
  }

  package mutating func bind(_ name: String) {
    sharedNames.remove(name)
    deferredNames.removeAll { $0.name == name && $0.scope == scopes.count - 1 }
    scopes[scopes.count - 1].insert(name)
    variableScopes[variableScopes.count - 1].remove(name)
    optionalScopes[optionalScopes.count - 1][name] = nil
    dictionaryScopes[dictionaryScopes.count - 1].remove(name)
    classInstanceScopes[classInstanceScopes.count - 1].remove(name)
    heldTypeScopes[heldTypeScopes.count - 1][name] = nil
    dependencyScopes[dependencyScopes.count - 1][name] = nil
  }

  /// Binds `name`, declared by the `let` or `var` at `range` with the initial `value` (or
  /// none yet), with what its declaration says: `var`, an optional type, a dictionary.
  package mutating func bindDeclared(_ name: String, range: SourceRange, value: Expression?) {
    bind(name)
    if variableOffsets.contains(range.start.offset) { bindVariable(name) }
    let annotation = typeAnnotations[range.start.offset]
    // The annotation says whether it holds an Optional; without one, its value does (`let
    // lowest = numbers.min()`, `let age = ages["Blob"]`, `let n = Int("12")`), as Swift infers.
    // The value is marked too, so the export knows the local holds one.
    let shape: PrintedOptional?
    if let annotation {
      shape = PrintedOptional(annotation: annotation)
    } else if let value {
      shape = printedOptional(value)
      if let shape { resolutions.recordPrintedOptional(shape, at: value.range) }
    } else {
      shape = nil
    }
    if let shape {
      optionalScopes[optionalScopes.count - 1][name] = shape
    }
    if isDictionary(value, annotation: annotation) {
      dictionaryScopes[dictionaryScopes.count - 1].insert(name)
    }
    if let value, givesBuiltinClassInstance(value) {
      classInstanceScopes[classInstanceScopes.count - 1].insert(name)
    }
    if let type = heldType(given: value, annotation: annotation) {
      heldTypeScopes[heldTypeScopes.count - 1][name] = type
    }
  }

  package mutating func inScope<T>(
    _ parameters: [String] = [], optionals: [String: PrintedOptional] = [:], async: Bool? = nil,
    _ body: (inout Checker) throws(CheckError) -> T
  ) throws(CheckError) -> T {
    let savedAsync = isAsync
    let savedGroup = inGroupBody
    scopes.append(Set(parameters))
    variableScopes.append([])
    optionalScopes.append(optionals)
    dictionaryScopes.append([])
    classInstanceScopes.append([])
    heldTypeScopes.append([:])
    dependencyScopes.append([:])
    if let async { isAsync = async }
    defer {
      scopes.removeLast()
      deferredNames.removeAll { $0.scope >= scopes.count }
      variableScopes.removeLast()
      optionalScopes.removeLast()
      dictionaryScopes.removeLast()
      classInstanceScopes.removeLast()
      heldTypeScopes.removeLast()
      dependencyScopes.removeLast()
      isAsync = savedAsync
      inGroupBody = savedGroup
    }
    return try body(&self)
  }

  /// Checks `block` in a scope of its own that declares `parameters`, those of `optionals`
  /// holding an Optional (a function's `name: String?`), those of `variables` as `var`s (its
  /// `inout` ones), those of `held` holding an instance of the class it names (a function's
  /// `counter: Counter`).
  package mutating func check(
    _ block: Block, parameters: [String] = [], variables: [String] = [],
    optionals: [String: PrintedOptional] = [:], held: [String: String] = [:],
    async: Bool? = nil
  ) throws(CheckError) {
    try inScope(parameters, optionals: optionals, async: async) {
      (checker: inout Checker) throws(CheckError) in
      checker.heldTypeScopes[checker.heldTypeScopes.count - 1] = held
      for name in variables { checker.bindVariable(name) }
      for statement in block.statements { try checker.check(statement, topLevel: false) }
    }
  }

  /// Checks a closure's body. Its `$0` is its own (an outer closure's is out of reach, as in
  /// Swift). A closure that `escapes` where it is written (a closure value, a `Task`, a
  /// child task, an asynchronous queue block, a thread) runs after the code around it may
  /// have returned, so an update closure's values and a task group's `group` are out of its
  /// reach too: Swift refuses to let them escape.
  package mutating func check(
    closure body: ClosureLiteral, async: Bool? = nil, escapes: Bool,
    concurrent: ConcurrentClosure? = nil, parameters: [String]? = nil
  ) throws(CheckError) {
    concurrentClosures[scopes.count] = concurrent
    defer { concurrentClosures[scopes.count] = nil }
    // A capture list's values are taken where the closure is made, outside it.
    for capture in body.captures { try check(capture.value) }
    let saved = (inUpdate, inGroupBody, closureBoundary, escapedFromUpdate)
    let (savedAutoclosure, savedInout, savedAwait) = (inAutoclosure, inoutCapture, inAwait)
    (inAutoclosure, inAwait) = (false, false)
    defer { (inAutoclosure, inoutCapture, inAwait) = (savedAutoclosure, savedInout, savedAwait) }
    if escapes {
      enterEscapingClosure(at: body.range)
      escapedFromUpdate = escapedFromUpdate || inUpdate
      inUpdate = false
      inGroupBody = false
    }
    closureBoundary = scopes.count
    let savedCapturer = deferredNameCapturer
    deferredNameCapturer = .closure(body.range)
    defer {
      (inUpdate, inGroupBody, closureBoundary, escapedFromUpdate) = saved
      deferredNameCapturer = savedCapturer
    }
    try withIsolation(nonisolated: isNonisolated && !body.isMainActor) {
      (checker: inout Checker) throws(CheckError) in
      try checker.check(
        body.body, parameters: (parameters ?? body.boundParameters) + body.captures.map(\.name),
        async: async)
    }
  }

  package mutating func check(_ statement: Statement, topLevel: Bool) throws(CheckError) {
    switch statement {
    case .dependency(let declaration):
      var values = [declaration.live, declaration.preview].compactMap { $0 }
      if case .value(let value) = declaration.test { values.append(value) }
      for value in values { try check(value) }
      names.keys.insert(declaration.name)
      noteSelfKeyType(declaration)
      if values.contains(where: { if case .nilLiteral = $0 { true } else { false } }) {
        names.optionalKeys.insert(declaration.name)
      } else {
        names.optionalKeys.remove(declaration.name)
      }
    case .context(_, let range), .build(_, let range):
      guard topLevel else {
        throw CheckError(
          "'context' and 'build' restart the script's process: use them at the top level",
          at: range,
          notes: [
            "inside a scope, override the context instead: withDependencies { $0.context = .test } operation: { … }"
          ])
      }
    case .binding(let name, let value, let isAsyncLet, let range):
      if isAsyncLet, !isAsync {
        throw CheckError("'async let' in a function that does not support concurrency", at: range)
      }
      // An `async let`'s value is awaited where it is read: its `async` calls need no
      // `await` of their own (`async let done = Result { try await … }`), as Swift allows.
      let savedAwait = inAwait
      (declaring, inAwait) = (name, inAwait || isAsyncLet)
      defer { (declaring, inAwait) = (nil, savedAwait) }
      noteImpliedRandoms(in: value, ofType: typeAnnotations[range.start.offset])
      noteImpliedInitializers(in: value, ofType: typeAnnotations[range.start.offset])
      try check(value)
      try checkAnnotatedLiteral(value, annotation: typeAnnotations[range.start.offset])
      bindDeclared(name, range: range, value: value)
    case .deferredBinding(let name, let range):
      declareDeferred(name, range: range)
    case .destructuring(let names, let value, let range):
      try check(value)
      for name in names where name != "_" { bindDeclared(name, range: range, value: nil) }
    case .assignment(let target, let op, let value, let range):
      if try checkDeferredAssignment(target, operator: op, value: value, range: range) { return }
      // Through an optional chain (`$0.child?.count = 1`), the place is the chain's, `?`s out.
      let place = target.unchainedPlace
      if escapedFromUpdate, !inUpdate, isUpdatedValuesPath(place) {
        try check(target)
      }
      try refuseGetOnlyStateAssignment(place, operator: op, range: range)
      try refuseSharedAssignment(place, range: range)
      let changesModel = try modelStoredProperty(assignedBy: place) == true
      let changesSelf = try checkSelfAssignment(place, operator: op, range: range) || changesModel
      let changesHeldClass = try assignsHeldClassProperty(place, operator: op, range: range)
      guard
        (inUpdate && isUpdatedValuesPath(place)) || isMutable(place) || changesSelf
          || setsBuiltinClassProperty(place) || changesHeldClass
      else {
        if let refusal = actorMutationRefusal(place, operator: op, range: range) { throw refusal }
        if let refusal = outsideStoredAssignmentRefusal(place, operator: op, range: range) {
          throw refusal
        }
        if let refusal = localAssignmentRefusal(place, range: range) { throw refusal }
        try check(target)  // a name nothing declares is Swift's "cannot find 'x' in scope"
        throw CheckError(
          "only '$0' can be assigned, inside an update closure", at: range,
          notes: [
            "values are immutable; override a dependency with withDependencies { $0.key = value } operation: { … }"
          ])
      }
      try check(target)
      if op == .assign {
        noteImpliedRandoms(in: value, ofType: assignedPropertyType(place))
        noteImpliedInitializers(in: value, ofType: writtenPropertyType(of: place))
      }
      try check(value)
      try recordImpliedKeyValue(value, assignedTo: place)
      recordImpliedClock(value, assignedTo: place)
      typeAssignedLiterals(of: place, assigned: value, operator: op)
    case .sharedBinding(let binding):
      try check(binding, topLevel: topLevel)
    case .sharedKey(let declaration):
      try check(declaration.key)
      try check(declaration.defaultValue)
    case .localDependency(let name, let keyPath, let range):
      guard let key = keyPath.first, names.keys.contains(key) || key == "self" else {
        throw unknownDependency(keyPath.first ?? "", at: range)
      }
      bind(name)
      dependencyScopes[dependencyScopes.count - 1][name] = keyPath
    case .why(let path, let range):
      guard let key = path.first,
        names.keys.contains(key) || model?.properties.contains(key) == true
      else {
        throw CheckError(
          "unknown dependency '\(path.first ?? "")'", at: range,
          notes: DidYouMean.note(
            for: path.first ?? "", among: Array(names.keys) + (model?.properties ?? [])))
      }
    case .model(let declaration):
      try check(declaration)
    case .test(let declaration):
      for trait in declaration.traits { try checkTrait(trait) }
      if let arguments = declaration.arguments { try check(arguments) }
      if let paired = declaration.pairedArguments { try check(paired) }
      try check(declaration.body, parameters: declaration.parameters, async: true)
    case .prepare(let update, _):
      try checkUpdate(update)
    case .forLoop(let loop):
      try check(loop)
    case .whileLoop(let loop):
      try check(loop.pass)
    case .jump:
      break  // its target was found when the script was read
    case .returnStatement(let value, _):
      if let value { try check(value) }
    case .expression(let expression), .discard(let expression, _),
      .mainSerialExecutor(let expression, _):
      try check(expression)
    case .feature(let declaration):
      try check(declaration)
    case .switchStatement(let statement):
      try check(statement)
    case .ifStatement(let statement):
      try check(statement)
    case .client(let declaration):
      try check(declaration)
    case .errorType(let declaration):
      try check(declaration)
    case .structType(let declaration):
      try check(declaration)
    case .protocolType(let declaration):
      if !isDeclaredAhead(declaration.range) { try declare(declaration) }
    case .enumType(let declaration):
      try check(declaration)
    case .typeAlias(let declaration):
      try check(declaration)
    case .function(let function):
      // Declared before the statements, its body checked after them.
      noteUninitialized(at: function)
    case .throwStatement(let value, _):
      try check(value)
    case .doCatch(let statement):
      try check(statement)
    case .deferStatement(let body, let range):
      try checkDefer(body, range: range, topLevel: topLevel)
    }
  }

  /// The names of `properties` (a class's or a feature's `@Dependency` properties), each
  /// checked to wrap a declared key.
  package func checkedNames(of properties: [ModelDeclaration.DependencyProperty]) throws(CheckError)
    -> [String]
  {
    var names: [String] = []
    for property in properties {
      guard let key = property.keyPath.first, self.names.keys.contains(key) || key == "self"
      else {
        throw unknownDependency(property.keyPath.first ?? "", at: property.range)
      }
      names.append(property.name)
    }
    return names
  }

  /// The error for `@Dependency(\.key)` where no key `key` is declared: a dependency of the
  /// library's that depplay does not have is refused by name, any other is unknown.
  private func unknownDependency(_ key: String, at range: SourceRange) -> CheckError {
    if let libraryOnly = LibraryOnlyDependency(rawValue: key) {
      return CheckError(
        libraryOnly.refusal, at: range,
        notes: ["declare a dependency of your own that does what you need"])
    }
    return CheckError(
      "unknown dependency '\(key)'", at: range, notes: DidYouMean.note(for: key, among: names.keys))
  }

  package mutating func check(_ declaration: ModelDeclaration) throws(CheckError) {
    _ = try checkedNames(of: declaration.properties)
    try checkStoredProperties(of: declaration)
    for property in declaration.storedProperties where !property.isLazy {
      if let value = property.initialValue { try check(value) }
    }
    let parameters =
      declaration.initializers.map(\.parameters) + declaration.methods.map(\.parameters)
    for case let value? in parameters.joined().map(\.defaultValue) { try check(value) }
    let shape = NameTable.ModelShape(declaration)
    names.models[declaration.name] = shape
    let saved = (model, closureBoundary, codeBoundary)
    model = shape
    // A method's body may not assign a `var` of the code around it.
    (closureBoundary, codeBoundary) = (scopes.count, scopes.count)
    defer { (model, closureBoundary, codeBoundary) = saved }
    for method in declaration.methods {
      try withIsolation(nonisolated: !declaration.isMainActor(method)) {
        (checker: inout Checker) throws(CheckError) in
        try checker.checkBody(of: method)
      }
    }
    for property in declaration.computedProperties {
      try withIsolation(nonisolated: !declaration.isMainActor) {
        (checker: inout Checker) throws(CheckError) in
        try checker.check(property.getter, parameters: ["self"], async: false)
      }
    }
    // A `lazy var`'s initial value is computed as the class's code, with `self` in reach.
    for property in declaration.storedProperties where property.isLazy {
      guard let value = property.initialValue else { continue }
      try withIsolation(nonisolated: !declaration.isMainActor) {
        (checker: inout Checker) throws(CheckError) in
        try checker.inScope(["self"], async: false) {
          (checker: inout Checker) throws(CheckError) in try checker.check(value)
        }
      }
    }
    try checkObservers(of: declaration)
    try checkInitializers(of: declaration)
  }

  /// The body of a class's or a feature's method, with its parameters and `self`: an `inout`
  /// parameter is a variable the body may change and no escaping closure may capture.
  package mutating func checkBody(of method: ModelDeclaration.Method) throws(CheckError) {
    let inoutNames = method.parameters.inoutNames
    try withInoutParameters(Set(inoutNames)) { (checker: inout Checker) throws(CheckError) in
      try checker.check(
        method.body, parameters: method.parameters.map(\.name) + ["self"],
        variables: inoutNames, async: method.isAsync)
    }
  }

  package mutating func checkTrait(_ trait: Expression) throws(CheckError) {
    switch trait {
    case .implicitMember("dependency", let arguments?, let range):
      guard arguments.count == 2, case .keyPath(let path, let pathRange) = arguments[0].value else {
        throw CheckError("expected .dependency(\\.key, value)", at: range)
      }
      guard names.keys.contains(path[0]) else {
        throw CheckError(
          "unknown dependency '\(path[0])'", at: pathRange,
          notes: DidYouMean.note(for: path[0], among: names.keys))
      }
      try check(arguments[1].value)
      recordImpliedClock(inArguments: arguments)
    case .call(.implicitMember("dependencies", nil, _), let arguments, let update?, _)
    where arguments.isEmpty:
      try checkUpdate(update)
    case .implicitMember("dependencies", nil, _):
      return  // the bare trait: fresh dependencies for each case, no overrides
    default:
      throw CheckError(
        "unknown test trait", at: trait.range,
        notes: [
          "depplay knows .dependencies, .dependency(\\.key, value) and "
            + ".dependencies { $0.key = value }"
        ])
    }
  }

  package mutating func checkUpdate(_ update: ClosureLiteral) throws(CheckError) {
    guard update.parameters.count <= 1 else {
      throw CheckError(
        "an update closure takes one argument, the values it updates", at: update.range,
        notes: ["write withDependencies { values in values.key = value } operation: { … }"])
    }
    let saved = (inUpdate, escapedFromUpdate, updateBoundary, updatedValuesName)
    inUpdate = true
    escapedFromUpdate = false
    updateBoundary = scopes.count
    updatedValuesName = update.parameters.first ?? "$0"
    defer { (inUpdate, escapedFromUpdate, updateBoundary, updatedValuesName) = saved }
    try check(closure: update, async: false, escapes: false, parameters: [updatedValuesName])
  }

  /// Whether `expression` is a path from the values an update closure updates: `$0.key.field`,
  /// or `values.key` when the closure names them `values`.
  package func isUpdatedValuesPath(_ expression: Expression) -> Bool {
    switch expression {
    case .name(let name, _): name == updatedValuesName
    case .member(let base, _, _): isUpdatedValuesPath(base)
    default: false
    }
  }

  /// `values` of `withDependencies { values in … }` (a named update closure's argument), where
  /// the update closure's own code uses it: the values being updated. In a closure nested in
  /// the update closure it is refused, as `$0` is there.
  private mutating func checkUpdatedValuesName(_ name: String, range: SourceRange)
    throws(CheckError) -> Bool
  {
    guard name != "$0", name == updatedValuesName, let updateBoundary,
      scopes.lastIndex(where: { $0.contains(name) }) == updateBoundary
    else { return false }
    guard closureBoundary == updateBoundary else {
      throw CheckError(
        "the values being updated ('\(name)') are used in a closure nested in the update closure",
        at: range,
        notes: [
          "the values exist only while the update closure runs; set what you need in the update closure itself: \(name).key = value"
        ])
    }
    resolutions.record(.updatedValues, at: range)
    return true
  }

  package mutating func check(_ expression: Expression) throws(CheckError) {
    let isAwaited = isAwaitOperand
    isAwaitOperand = false
    switch expression {
    case .integer, .floatingPoint, .boolean, .nilLiteral, .keyPath:
      return
    case .string(let parts, _):
      for case .interpolation(let inner) in parts {
        interpolationStart = inner.range.start.offset
        try check(inner)
        noteKnownOptional(inner)
      }
    case .name(let name, let range):
      try checkName(name, range: range)
    case .implicitMember(let name, let arguments, let range):
      try recordCallee(expression)
      try refuseUnresolvedImpliedInitializer(name, range: range)
      for argument in arguments ?? [] { try check(argument.value) }
      if let arguments { typeImpliedCaseLiterals(named: name, arguments) }
      recordImpliedClock(inArguments: arguments ?? [])
    case .member(let base, let member, let range):
      // `Type.$name.withValue`: names only, which its call checks.
      if taskLocalBinding(expression) != nil { return }
      try refuseTaskLocalProjection(expression)
      try checkMainActorProperty(of: base, named: member, range: range)
      try checkActorProperty(of: base, named: member, range: range)
      if case .name(let name, _) = base, !isDeclaredInScript(name),
        let advice = SwiftOutsideDepplay.advice(base: name, member: member)
      {
        throw CheckError(advice.message, at: range, notes: advice.notes)
      }
      try check(base)
      recordFeatureState(expression)
      recordStaticValue(expression)
      try recordKeyTypeValue(expression)
      recordReducerEnumCase(expression)
    case .elementCaseKeyPath(let stack, let id, let action, let range):
      if action.isEmpty {
        // A stack's or an identified array's: only a store's scope takes it.
        throw CheckError(
          "a key path ending at an element ('\\.\(stack.joined(separator: "."))[id: …]')"
            + " outside store.scope(state:action:) is not supported yet", at: range,
          notes: [
            "name the element's action after it: \\.path[id: 0].tapped; a store is scoped to a"
              + " row: store.scope(state: \\.rows[id: id], action: \\.rows[id: id])"
          ])
      }
      try check(id)
    case .elementByID(let base, let id, _, _, _):
      try check(base)
      try check(id)
    case .presentedCase(let base, _, _, _):
      try check(base)
    case .subscripted(let base, let index, let fallback, _):
      try check(base)
      try check(index)
      if let fallback { try check(fallback) }
    case .call(let callee, let arguments, let trailing, let range):
      if case .function(.typeOf)? = builtinCallee(callee) {
        try checkTypeOfCall(arguments, range: range)
      }
      try recordCallee(callee, arguments: arguments, trailing: trailing)
      if try checkComposableCall(callee, arguments: arguments, trailing: trailing) { return }
      try checkCall(callee, hasLabels: arguments.contains { $0.label != nil }, range: range)
      try checkSpecialization(of: callee)
      try checkOverloadedCall(callee, arguments: arguments, trailing: trailing, range: range)
      try checkMainActorCall(callee, arguments: arguments, trailing: trailing, range: range)
      try checkActorCall(callee, arguments: arguments, trailing: trailing)
      try checkMemberwise(callee, arguments: arguments, trailing: trailing, range: range)
      try checkClassConstruction(callee, arguments: arguments, range: range)
      try noteMutableReceiver(of: callee, range: range)
      noteImpliedInitializers(passedTo: callee, arguments)
      noteEndpointResults(passedTo: callee, arguments)
      noteImpliedRandoms(passedTo: callee, arguments)
      let takesAny = takesAnyArguments(callee)
      for argument in arguments where !isMetatypeArgument(argument, of: callee) {
        anyArgumentStart = takesAny ? argument.value.range.start.offset : nil
        try check(argument.value)
      }
      anyArgumentStart = nil
      typeEnumCaseLiterals(of: callee, arguments)
      recordImpliedClock(inArguments: arguments)
      switch builtinCallee(callee) {
      case .function(.print)?:
        for argument in arguments { noteKnownOptional(argument.value) }
      case .function(.max)?, .function(.min)?:
        try checkExtremeCall(callee, arguments: arguments, range: range)
      case .function(let function)? where [.stride, .zip, .abs].contains(function):
        try checkSequenceCall(function, arguments: arguments, range: range)
      case .function(.unimplemented)?:
        try checkUnimplementedCall(arguments, range: range)
      case .function(.expectNoDifference)?:
        try checkNoDifferenceCall(arguments, range: range)
      case .function(.withKnownIssue)?:
        try checkKnownIssueCall(arguments, trailing: trailing, range: range)
      case .function(.withTaskCancellation)?:
        try checkTaskCancellationCall(arguments, trailing: trailing, range: range)
      case .testCheck(.unwrap)?:
        if let optional = arguments.first { noteUnwrappedType(of: optional.value) }
      default:
        break
      }
      if let binding = taskLocalBinding(callee) {
        try checkTaskLocalCall(binding, arguments: arguments, trailing: trailing, range: range)
      }
      noteDescribedArguments(of: callee, arguments)
      if let body = expression.asyncResultCatchingBody {
        try checkAsyncResultCatching(body, isTrailing: trailing != nil, range: range)
      } else if let trailing {
        try checkTrailing(trailing, callee: callee, awaited: isAwaited)
      }
      typeSeedLiteral(of: callee, arguments: arguments, trailing: trailing)
    case .unary(.optionalBind, let operand, let range):
      try checkOptionalBind(operand, range: range)
    case .unary(.inOut, let operand, _):
      try check(operand)
      try noteInoutArgument(operand)
    case .unary(.cast(let cast), let operand, _):
      try check(cast, of: operand)
    case .unary(_, let operand, _):
      try check(operand)
    case .conditional(let condition, let then, let otherwise, let range):
      let givenToAny = anyArgumentStart == range.start.offset
      for operand in [condition, then, otherwise] { try check(operand) }
      if !givenToAny { typeLiterals(sharingTypeWith: [then, otherwise]) }
    case .binary(let op, let left, let right, let range):
      try checkGenericOperands(op, left, right, range: range)
      try check(left)
      let saved = inAutoclosure
      // `&&`, `||` and `??` take their right operand as an autoclosure.
      if case .logical = op { inAutoclosure = true }
      if op == .nilCoalescing { inAutoclosure = true }
      defer { inAutoclosure = saved }
      try check(right)
    case .await(let operand, let range):
      guard isAsync else {
        throw CheckError(
          "'await' in a function that does not support concurrency", at: range,
          notes: [
            "closures, queue blocks, threads and model methods are synchronous; await in a Task { } or at the top level"
          ])
      }
      guard !inAutoclosure else {
        throw CheckError(
          "'await' in the right operand of '&&', '||' or '??'", at: range,
          notes: [
            "Swift evaluates it only when needed, in an autoclosure, which cannot suspend",
            "await the value first: let value = await …, then combine",
          ])
      }
      isAwaitOperand = true
      let savedAwait = inAwait
      inAwait = true
      defer { inAwait = savedAwait }
      try check(operand)
    case .list(let elements, _):
      for element in elements { try check(element) }
      typeLiterals(sharingTypeWith: elements)
    case .tuple(let elements, let range):
      let labels = elements.compactMap(\.label)
      guard Set(labels).count == labels.count else {
        throw CheckError("cannot create a tuple with a duplicate element label", at: range)
      }
      for element in elements { try check(element.value) }
    case .subscriptArguments(let arguments, _):
      for argument in arguments { try check(argument.value) }
    case .dictionary(let entries, _):
      for entry in entries {
        try check(entry.key)
        try check(entry.value)
      }
    case .closure(let literal):
      // Swift infers an `async` closure from an `await` in its own code.
      try check(closure: literal, async: literal.isAsync, escapes: true)
    case .withDependencies(let parent, let update, let operation, _):
      if let parent { try check(parent) }
      try checkUpdate(update)
      try check(closure: operation, escapes: false)
    case .taskSleep(let duration, _, _):
      try check(duration)
    case .taskYield, .taskCancellation:
      break
    // The spawn forms' closures take no arguments: a `$0` in them is not theirs.
    // A `Task { }` keeps its maker's isolation; the others run outside the main actor.
    case .task(let form, let body, _):
      try withIsolation(nonisolated: isNonisolated || !form.inheritsIsolation) {
        (checker: inout Checker) throws(CheckError) in
        try checker.check(
          closure: body, async: true, escapes: true, concurrent: .sending, parameters: [])
      }
    case .dispatch(let queue, let isSync, let body, _):
      try withIsolation(nonisolated: isNonisolated || queue == .global) {
        (checker: inout Checker) throws(CheckError) in
        try checker.check(
          closure: body, async: false, escapes: !isSync, concurrent: isSync ? nil : .sendable,
          parameters: [])
      }
    case .dispatchAfter(let queue, let delay, let body, _):
      if let amount = delay.amount { try check(amount) }
      try withIsolation(nonisolated: isNonisolated || queue == .global) {
        (checker: inout Checker) throws(CheckError) in
        try checker.check(
          closure: body, async: false, escapes: true, concurrent: .sendable, parameters: [])
      }
    case .thread(let body, _):
      try withIsolation(nonisolated: true) { (checker: inout Checker) throws(CheckError) in
        try checker.check(
          closure: body, async: false, escapes: true, concurrent: .sendable, parameters: [])
      }
    case .withEscapedDependencies(let body, _):
      // Its body runs in place; awaited, in asynchronous code, it may await (the library's
      // asynchronous overload).
      try check(closure: body, async: isAsync && isAwaited, escapes: false)
    case .expectThrows(let expectation):
      switch expectation.expected {
      case .type(let name): try checkCaughtType(name, at: expectation.typeRange)
      case .value(let error): try check(error)
      case .anyError, .never: break
      }
      if let comment = expectation.comment { try check(comment) }
      // Its closure runs in place; awaited, in asynchronous code, it may await (Swift
      // Testing's asynchronous overload).
      try check(closure: expectation.body, async: isAsync && isAwaited, escapes: false)
    case .withTaskGroup(let body, _, _, let range):
      guard isAsync else {
        throw CheckError(
          "'withTaskGroup' in a function that does not support concurrency", at: range)
      }
      guard isAwaited else {
        throw CheckError(
          "'withTaskGroup' needs 'await'", at: range,
          notes: ["write await withTaskGroup(of: Void.self) { group in … }"])
      }
      let saved = inGroupBody
      inGroupBody = true
      defer { inGroupBody = saved }
      try check(closure: body, async: true, escapes: false)
    }
  }

  package mutating func checkName(_ name: String, range: SourceRange) throws(CheckError) {
    try checkNotCapturingInout(name, at: range)
    if name == "$0" {
      guard scopes[closureBoundary...].contains(where: { $0.contains(name) }) else {
        if escapedFromUpdate {
          throw CheckError(
            "'$0' is used in a closure that escapes the update closure", at: range,
            notes: [
              "the values being updated exist only while the update closure runs; Swift refuses this too",
              "set what you need in the update closure itself: withDependencies { $0.key = value } operation: { … }",
            ])
        }
        if inUpdate {
          throw CheckError(
            "'$0' in a closure nested in the update closure would be that closure's own argument, and it takes none",
            at: range, notes: ["use $0 directly in the update closure"])
        }
        throw CheckError(
          "'$0' is only available in an update closure", at: range,
          notes: ["write withDependencies { $0.key = value } operation: { … }"])
      }
      if closureBoundary == updateBoundary { resolutions.record(.updatedValues, at: range) }
      return
    }
    if try checkUpdatedValuesName(name, range: range) { return }
    if name == declaring, !scopes.contains(where: { $0.contains(name) }) {
      throw CheckError(
        "'\(name)' is used inside its own initial value", at: range,
        notes: ["a task that awaits itself can never complete"])
    }
    if !isDeclaredInScript(name), let advice = SwiftOutsideDepplay.advice(base: name, member: nil) {
      throw CheckError(advice.message, at: range, notes: advice.notes)
    }
    try refuseTypeAliasValue(name, range: range)
    try refuseFunctionValue(name, range: range)
    try refuseTopLevelVariable(name, range: range)
    if try checkUseAboveDeclaration(name, range: range) { return }
    try refuseUninitializedRead(name, range: range)
    try refuseStaticMethodOnInstance(name, range: range)
    guard isDeclared(name) else {
      throw CheckError(
        "cannot find '\(name)' in scope", at: range,
        notes: DidYouMean.note(for: name, among: allNames)
          + (name.first?.isUppercase == true
            ? ["declare a model with 'class \(name) { … }'"]
            : ["declare a key with 'dependency \(name) { live: …, test: … }'"]))
    }
    if let resolution = resolution(of: name) { resolutions.record(resolution, at: range) }
    if inTopLevelFunction, scopes.lastIndex(where: { $0.contains(name) }) == 0 {
      resolutions.recordTopLevelRead(at: range)
    }
  }

  package mutating func checkCall(_ callee: Expression, hasLabels: Bool, range: SourceRange)
    throws(CheckError)
  {
    switch callee {
    case .name(let name, let nameRange):
      // `DispatchGroup(…)`: Swift's type, not a record literal.
      if !isDeclaredInScript(name), let advice = SwiftOutsideDepplay.advice(base: name, member: nil)
      {
        throw CheckError(advice.message, at: nameRange, notes: advice.notes)
      }
      if Builtin.languageNames.contains(name) || names.models[name] != nil || isDeclared(name)
        || name.first?.isUppercase == true && hasLabels  // a record literal: API(baseURL: …)
      {
        try refuseUninitializedRead(name, range: nameRange)
        if let resolution = callResolution(of: name, hasLabels: hasLabels) ?? resolution(of: name) {
          if case .value? = resolution.builtin {  // `isTesting()`: Swift's words
            throw CheckError(
              "cannot call value of non-function type 'Bool'", at: range,
              notes: ["read it without parentheses: \(name)"])
          }
          resolutions.record(resolution, at: nameRange)
        }
        return
      }
      try checkName(name, range: nameRange)
    case .member(let base, "addTask", _):
      try check(base)
      guard inGroupBody else {
        throw CheckError(
          "'addTask' must be called in the withTaskGroup body", at: range,
          notes: [
            "a task group is used only by the task that runs its body; a closure, Task, child task, queue block or thread escapes it, and Swift refuses the group there",
            "write await withTaskGroup(of: Void.self) { group in group.addTask { … } }",
          ])
      }
    default:
      try check(callee)
    }
  }

  /// Whether the method called at `range` lends its closure an `inout` first argument: a
  /// `LockIsolated`'s `withValue`, `reduce(into:_:)`.
  private func lendsInout(at range: SourceRange) -> Bool {
    guard case .methods(let methods)? = resolutions.callee(at: range) else { return false }
    return methods.value?.lendsInout == true
  }

  package mutating func checkTrailing(
    _ trailing: ClosureLiteral, callee: Expression, awaited: Bool
  ) throws(CheckError) {
    switch callee {
    case .member where taskLocalBinding(callee) != nil:
      // A task-local's `withValue`: the closure runs in place, and awaited it may await.
      try check(closure: trailing, async: isAsync && awaited, escapes: false, parameters: [])
    case .member(_, "withExhaustivity", _):
      // A test store's: its closure runs in place, and awaited it may await (the library's
      // asynchronous overload).
      try check(closure: trailing, async: isAsync && awaited, escapes: false, parameters: [])
    case .member(_, "addTask", _):
      try check(closure: trailing, async: true, escapes: true, concurrent: .sending)
    case .member(_, "yield", _):
      try check(closure: trailing, escapes: false)
    case .member(_, _, let range) where lendsInout(at: range):
      // A `LockIsolated`'s value, or `reduce(into:)`'s result, is the closure's `inout`
      // argument: `{ $0.append(x) }`, `{ $0 += $1 }`.
      let parameters = trailing.boundParameters.isEmpty ? ["$0"] : trailing.boundParameters
      try withMutable(mutableNames.union(parameters.prefix(1))) {
        (checker: inout Checker) throws(CheckError) in
        try checker.check(closure: trailing, escapes: false, parameters: parameters)
      }
    case .implicitMember("dependencies", _, _), .member(_, "withDependencies", _):
      try checkUpdate(trailing)
    case _ where resolutions.calledDependency(callee) == .fireAndForget:
      // `await fireAndForget { … }`: the work is an escaping, sendable, asynchronous closure.
      try check(closure: trailing, async: true, escapes: true, concurrent: .sendable)
    case .name where isTaskCancellationScope(callee):
      // TCA's: the closure runs in a task of its own, which its caller awaits.
      try check(closure: trailing, async: true, escapes: true, concurrent: .sendable)
    case .name where isKnownIssueScope(callee):
      // Swift Testing's: the closure runs in place, and awaited it may await.
      try check(closure: trailing, async: isAsync && awaited, escapes: false, parameters: [])
    default:
      // `$0` is the closure's anonymous argument: `withRandomNumberGenerator { … &$0 … }`;
      // `$0` and `$1` a comparison's: `ages.sorted { $0.key < $1.key }`.
      try check(
        closure: trailing, async: false, escapes: false,
        parameters: trailing.boundParameters.isEmpty ? ["$0"] : trailing.boundParameters)
    }
  }
}

extension NameTable.ModelShape {
  /// The shape of the class `declaration`: its `@Dependency` properties, then its other
  /// stored properties and its computed ones, and its methods.
  package init(_ declaration: ModelDeclaration) {
    self.init(
      properties: declaration.properties.map(\.name) + declaration.storedProperties.map(\.name)
        + declaration.computedProperties.map(\.name),
      methods: [:])
    for method in declaration.methods { methods[method.name] = method.parameters.count }
    for property in declaration.properties { dependencyKeyPaths[property.name] = property.keyPath }
    if declaration.isActor {
      actorMethods = declaration.methods
    }
    initializers = declaration.initializers
    for property in declaration.storedProperties {
      stored[property.name] = !property.isConstant
      types[property.name] = property.type ?? property.initialValue.flatMap(Checker.literalType)
      if property.isConstant, property.initialValue != nil { presetConstants.insert(property.name) }
      if !property.access.isSettableOutside { hidden[property.name] = property.access }
      if property.type == "Double"
        || (property.type == nil && property.initialValue.map(Self.isFloatingPoint) == true)
      {
        doubles.insert(property.name)
      }
    }
  }

  /// Whether `value` is a floating-point literal (`0.5`, `-1.5`).
  private static func isFloatingPoint(_ value: Expression) -> Bool {
    switch value {
    case .floatingPoint: true
    case .unary(.negate, let operand, _): isFloatingPoint(operand)
    default: false
    }
  }
}
