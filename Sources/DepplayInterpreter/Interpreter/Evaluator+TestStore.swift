import ComposableRuntime
import DependencyRuntime
import DepplaySemantics
import DepplaySupport
import DepplaySyntax

extension Interpreter {
  /// `await store.send(.x) { $0.count = 1 }`, `await store.receive(.y) { … }`,
  /// `await store.finish()`, `await store.skipReceivedActions()`,
  /// `await store.skipInFlightEffects()` on a test store; `nil` for a form that does not
  /// suspend.
  package func testStoreAwait(
    _ method: Callee.TestStore, of box: TestStoreBox, arguments: [Argument],
    trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) async throws -> ScriptValue? {
    let store = box.store
    let location = UInt(range.start.line)
    switch method {
    case .send, .receive:
      var arguments = arguments.map(keyPathThroughPresentations)
      let timeout = method == .receive ? try receiveTimeout(&arguments, &context) : nil
      if method == .receive, let trailing, arguments.count == 1, arguments[0].isLabelled(.assert),
        case .closure(let assertion) = arguments[0].value
      {
        try await receive(
          matching: actionPredicate(trailing, context), timeout: timeout, on: box,
          trailing: assertion, range: range, &context)
        return .void
      }
      if method == .receive, arguments.count == 1, case .keyPath(let path, _) = arguments[0].value {
        try checkCases(of: path, range: range)
        try await receive(
          matching: { $0.isInCase(path[...]) }, timeout: timeout, on: box, trailing: trailing,
          range: range, &context)
        return .void
      }
      if method == .receive, arguments.count == 1,
        case .elementCaseKeyPath(let stack, let idExpression, let path, _) = arguments[0].value
      {
        try checkCases(of: stack + path, range: range)
        let id = try evaluate(idExpression, &context)
        try await receive(
          matching: { $0.isInElementCase(stack: stack[...], id: id, path: path[...]) },
          timeout: timeout, on: box, trailing: trailing, range: range, &context)
        return .void
      }
      // `send(\.binding.name, "Blob")`: the binding action that sets the field;
      // `send(\.rows[id: 1].binding.title, "Milk")`, an element's.
      let binding =
        try bindingCaseKeyPathAction(arguments, &context)
        ?? elementBindingCaseKeyPathAction(arguments, &context)
      // `send(\.row.tap)`, `send(\.row.set, 5)`, `receive(\.row.loaded, 7)`: the action the
      // case key path names, its cases checked as a receive's are.
      let caseKeyPath =
        binding == nil
        ? CaseKeyPathAction.argument(arguments, payloadLabel: Self.stackPayloadLabel(arguments))
        : nil
      if caseKeyPath != nil, case .keyPath(let path, _) = arguments[0].value {
        try checkCases(of: path, range: range)
      }
      if case .elementCaseKeyPath(let stack, _, let path, _) = arguments[0].value {
        try checkCases(of: stack + path, range: range)
      }
      let action =
        try binding
        ?? actionArgument(caseKeyPath.map { [$0] } ?? arguments, range: range, &context)
      let assertion = trailing.map { stateAssertion($0, context) }
      let caller = context.callingStore(at: range)
      context.unit.wait(for: .testStore(method == .send ? .send : .receive), at: range)
      defer { context.unit.wait(for: nil, at: range) }
      let result: ScriptValue = await StoreCaller.$context.withValue(caller) {
        if method == .send {
          let task = await executor.hosted {
            await store.send(action, assert: assertion, line: location)
          }
          return .composable(.testStoreTask(task))
        }
        await executor.hosted {
          await store.receive(action, timeout: timeout, assert: assertion, line: location)
        }
        return .void
      }
      try storeFailure.rethrow()
      return result
    case .finish:
      guard arguments.isEmpty else { return nil }
      context.unit.wait(for: .testStore(.finish), at: range)
      defer { context.unit.wait(for: nil, at: range) }
      await executor.hosted { await store.finish(line: location) }
      return .void
    case .skipReceivedActions, .skipInFlightEffects:
      guard arguments.isEmpty || arguments.areLabelled(.strict) else {
        let name = method.rawValue
        throw RuntimeError(
          "expected await store.\(name)() or await store.\(name)(strict: false)", at: range)
      }
      var strict = true
      if let argument = arguments.first {
        guard case .bool(let value) = try evaluate(argument.value, &context) else {
          throw RuntimeError("strict is a Bool", at: argument.range)
        }
        strict = value
      }
      context.unit.wait(for: .testStore(.skipping), at: range)
      defer { context.unit.wait(for: nil, at: range) }
      await executor.hosted {
        if method == .skipReceivedActions {
          await store.skipReceivedActions(strict: strict, line: location)
        } else {
          await store.skipInFlightEffects(strict: strict, line: location)
        }
      }
      return .void
    case .assert:
      try assertState(of: box, trailing: trailing, range: range, context)
      return .void
    case .withDependencies:
      let operation = try overridingDependencies(
        of: box, arguments: arguments, trailing: trailing, range: range, context)
      defer { restoreDependencies(of: box, operation.previous) }
      var inner = context.nested()
      return try await executeAsync(operation.body.body.statements[...], &inner).value
    case .withExhaustivity:
      let (body, previous) = try settingExhaustivity(
        of: box, arguments: arguments, trailing: trailing, range: range, &context)
      defer { restoreExhaustivity(of: box, previous) }
      var inner = context.nested()
      return try await executeAsync(body.body.statements[...], &inner).value
    }
  }

  /// `await store.receive(\.path.popFrom) { … }`, `await store.receive(\.path[id:
  /// 0].delegate.saved)`: the library's `receive` matching an action of the case the case key
  /// path names, whatever its payload.
  private func receive(
    matching isInCase: @escaping @Sendable (Action) -> Bool, timeout: Duration?,
    on box: TestStoreBox, trailing: ClosureLiteral?, range: SourceRange, _ context: inout Context
  ) async throws {
    let store = box.store
    let location = UInt(range.start.line)
    let assertion = trailing.map { stateAssertion($0, context) }
    let caller = context.callingStore(at: range)
    context.unit.wait(for: .testStore(.receive), at: range)
    defer { context.unit.wait(for: nil, at: range) }
    await StoreCaller.$context.withValue(caller) {
      await executor.hosted {
        await store.receive(isInCase, timeout: timeout, assert: assertion, line: location)
      }
    }
    try storeFailure.rethrow()
  }

  /// The `timeout:` a receive is given last (`receive(\.tick, timeout: .seconds(2))`),
  /// taken out of `arguments`: how long it waits for the action instead of the store's
  /// timeout; `nil` when it has none.
  private func receiveTimeout(_ arguments: inout [Argument], _ context: inout Context) throws
    -> Duration?
  {
    guard let last = arguments.last, last.isLabelled(.timeout) else { return nil }
    arguments.removeLast()
    guard case .builtin(.duration(let duration)) = try evaluate(last.value, &context) else {
      throw RuntimeError(
        "a receive's timeout is a Duration", at: last.range, notes: ["write timeout: .seconds(2)"])
    }
    return duration
  }

  /// `store.assert { $0.count = 1 }`: the state as it is now asserted by the closure, which
  /// must leave it unchanged (TCA's method; it neither sends nor waits).
  package func assertState(
    of box: TestStoreBox, trailing: ClosureLiteral?, range: SourceRange, _ context: Context
  ) throws {
    guard let trailing else {
      throw RuntimeError(
        "expected store.assert { $0.field = value }", at: range,
        notes: ["the closure sets what the state holds now"])
    }
    let assertion = stateAssertion(trailing, context)
    let store = box.store
    let location = UInt(range.start.line)
    try onMainActor { store.assert(assertion, line: location) }
    try storeFailure.rethrow()
  }

  /// Refuses a case key path naming a case no action has (`\.row.tapp`). After a binding
  /// case comes a field of the state (`\.binding.name`), not a case. A case of an enum nested
  /// in `Action` (`\.delegate.saved`) is reached only when the enum is `@CasePathable`, as
  /// in Swift; a `Result`'s cases (`\.loaded.success`) are, as the case paths library makes
  /// Swift's `Result` case-pathable.
  private func checkCases(of path: [String], range: SourceRange) throws {
    let features = state.withLock { state in state.features.values.map(\.declaration) }
    let cases = features.flatMap(\.actionCases)
    let nested = features.flatMap { feature in feature.nestedEnums.map { (feature.name, $0) } }
    let known = Set(cases.map(\.name)).union(NavigationCase.allCases.map(\.rawValue)).union(
      nested.filter(\.1.isCasePathable).flatMap { $0.1.cases.map(\.name) }
    ).union(EnumDeclaration.swiftResult.cases.map(\.name))
    let bindingCases = Set(cases.filter(\.carriesBinding).map(\.name))
    let named = path.prefix { !bindingCases.contains($0) }
    guard let unknown = named.first(where: { !known.contains($0) }) else { return }
    if let (feature, enumeration) = nested.first(where: { $0.1.enumCase(named: unknown) != nil }) {
      throw RuntimeError(
        "subscript 'subscript(dynamicMember:)' requires that '\(feature).Action.\(enumeration.name)'"
          + " conform to 'CasePathable'", at: range,
        notes: ["mark the enum: @CasePathable enum \(enumeration.name) { … }"])
    }
    throw RuntimeError(
      "no action has a case '\(unknown)'", at: range,
      notes: DidYouMean.note(for: unknown, among: known.sorted()))
  }

  /// `receive { guard case .response(.success) = $0 else { return false }; return true }
  /// assert: { … }`: the script's closure run on a received action, as TCA runs its
  /// `isMatching`; an error it throws is the store's failure, and matches nothing.
  private func actionPredicate(_ closure: ClosureLiteral, _ context: Context)
    -> @Sendable (Action) -> Bool
  {
    { action in
      var inner = context.nested()
      inner.frame.bind(closure.parameters.first ?? "$0", .composable(.action(action)))
      do {
        guard case .bool(true) = try self.execute(closure.body, &inner).value else { return false }
        return true
      } catch {
        self.storeFailure.record(error)
        return false
      }
    }
  }

  /// A test store assertion closure (`{ $0.count = 1 }`) as the library takes it: the
  /// script's closure run with `$0` bound to the state, what it leaves there the expectation.
  private func stateAssertion(_ closure: ClosureLiteral, _ context: Context)
    -> @Sendable (inout FeatureState) throws -> Void
  {
    { state in
      var inner = context.nested()
      let name = closure.parameters.first ?? "$0"
      inner.frame.bind(name, state.value)
      do {
        _ = try self.execute(closure.body, &inner)
      } catch {
        self.storeFailure.record(error)
        return
      }
      state.value = inner.frame.lookup(name) ?? state.value
    }
  }

  /// `store.withDependencies { $0.key = value } operation: { … }` on a test store (TCA's
  /// method): its update applied to the store's dependencies, which the operation's sends
  /// and receives reduce under; the caller runs the operation, then restores what this
  /// returns as `previous`, as the library's method does around its operation.
  package func overridingDependencies(
    of box: TestStoreBox, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: Context
  ) throws -> (body: ClosureLiteral, previous: DependencyValues) {
    guard let update = trailing, arguments.areLabelled(.operation),
      case .closure(let operation) = arguments[0].value
    else {
      throw RuntimeError(
        "expected store.withDependencies { $0.key = value } operation: { … }", at: range)
    }
    let store = box.store
    let previous = try onMainActor { store.dependencies }
    var updated = previous
    try applyUpdate(update, to: &updated, context)
    let final = updated
    try onMainActor { store.dependencies = final }
    return (operation, previous)
  }

  /// Puts back the dependencies a test store had before its `withDependencies` method.
  package func restoreDependencies(of box: TestStoreBox, _ previous: DependencyValues) {
    let store = box.store
    _ = try? onMainActor { store.dependencies = previous }
  }

  /// `store.exhaustivity = .off`: how much the test store demands from here on.
  package func assignExhaustivity(_ value: ScriptValue, of box: TestStoreBox, range: SourceRange)
    throws
  {
    guard case .composable(.exhaustivity(let exhaustivity)) = value else {
      throw RuntimeError(
        "a test store's exhaustivity is .on, .off or .off(showSkippedAssertions: true), "
          + "not a value of type \(value.typeName)", at: range)
    }
    let store = box.store
    try onMainActor { store.exhaustivity = exhaustivity }
  }

  /// `store.dependencies.key = value` on a test store: changes its snapshot for later
  /// reduces (TCA's `store.dependencies.apiClient = …`), a built-in key's too
  /// (`store.dependencies.uuid = .incrementing`, `store.dependencies.date.now = …`), as
  /// `$0.key = value` sets it in its `withDependencies:`.
  package func assignTestStoreDependency(
    _ path: [String], of box: TestStoreBox, _ value: ScriptValue, range: SourceRange
  ) throws {
    guard path.count >= 2, ComposableProperty(first: path) == .dependencies else {
      throw RuntimeError(
        "only a test store's dependencies can be assigned", at: range,
        notes: ["write store.dependencies.key = value"])
    }
    let store = box.store
    var values = try onMainActor { store.dependencies }
    try set(Array(path.dropFirst()), to: value, in: &values, range: range)
    let final = values
    try onMainActor { store.dependencies = final }
  }

  /// The label of the one associated value of the stack's case a case key path given with a
  /// payload ends at (`id` for `send(\.path.popFrom, 0)`); `nil` for any other.
  private static func stackPayloadLabel(_ arguments: [Argument]) -> String? {
    guard arguments.count == 2, case .keyPath(let path, _) = arguments[0].value,
      let navigation = path.last.flatMap(NavigationCase.init(rawValue:)),
      navigation.isStackCase, navigation.labels.count == 1
    else { return nil }
    return navigation.labels[0]
  }
}

extension Action {
  /// Whether this action is in the case a case key path names, nested cases in turn:
  /// `\.path.popFrom` holds `.path(.popFrom(id: 1))`, and `\.delegate.saved` holds
  /// `.delegate(.saved("note"))`, a case of a plain enum nested in `Action`.
  fileprivate func isInCase(_ path: ArraySlice<String>) -> Bool {
    guard let name = path.first, name == self.name else { return false }
    guard path.count > 1 else { return true }
    if let binding { return Array(path.dropFirst()) == binding.fieldPath }
    guard payload.count == 1 else { return false }
    switch payload[0] {
    case .composable(.action(let inner)): return inner.isInCase(path.dropFirst())
    case .enumCase(let inner): return path.count == 2 && path.last == inner.caseName
    default: return false
    }
  }

  /// Whether this action is in the case a case key path through a stack's element names:
  /// `\.path[id: 0].delegate.saved` holds `.path(.element(id: 0, action:
  /// .delegate(.saved("note"))))`.
  fileprivate func isInElementCase(
    stack: ArraySlice<String>, id: ScriptValue, path: ArraySlice<String>
  ) -> Bool {
    guard let name = stack.first, name == self.name, payload.count == 1,
      case .composable(.action(let inner)) = payload[0]
    else { return false }
    guard stack.count == 1 else {
      return inner.isInElementCase(stack: stack.dropFirst(), id: id, path: path)
    }
    guard case .element(let elementID, let action)? = inner.stackAction,
      ScriptValue.composable(.stackElementID(elementID)).isEqual(to: id)
    else { return false }
    return action.isInCase(path)
  }
}
