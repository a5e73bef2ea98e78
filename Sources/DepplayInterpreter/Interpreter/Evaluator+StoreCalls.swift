import ComposableRuntime
import DependencyRuntime
import DepplaySemantics
import DepplaySupport
import DepplaySyntax
import Foundation

extension Interpreter {
  /// `.run { send in … }`: the library's `Effect.run`, called here (inside the reducer), so it
  /// captures the values in force now; its operation runs the closure as a unit of its own.
  package func makeRun(
    _ body: ClosureLiteral, catch handler: ClosureLiteral?, range: SourceRange,
    _ context: Context
  ) throws -> ScriptValue {
    guard body.parameters.count <= 1 else {
      throw RuntimeError(
        "the operation of .run takes one parameter", at: body.range,
        notes: ["write .run { send in … }"])
    }
    if let handler, handler.parameters.count != 2 {
      throw RuntimeError(
        "the catch handler of .run takes two parameters", at: handler.range,
        notes: ["write .run { send in … } catch: { error, send in … }"])
    }
    let defined = try capturing(body, context)
    let operation = EffectBody(operation: body, handler: handler)
    if let valueType = context.effectValueType {
      return .composable(
        .valueEffect(
          ValueEffect(body: operation, range: range, defined: defined, valueType: valueType)))
    }
    let effect = Effect<Action>.run { send in
      await self.runEffect(operation, send: .send(send), range: range, defined)
    }
    return .composable(.effect(effect))
  }

  /// The operation of an `Effect.run`: a unit on the script's executor, with `send` bound to
  /// `send` (the feature's, or a ``MappingSend``).
  func runEffect(
    _ body: EffectBody, send: ComposableValue, range: SourceRange, _ defined: Context
  ) async {
    let parent = StoreCaller.context?.unit ?? defined.unit
    guard let unit = try? newUnit(.effect, parent: parent, range: range, parentWaits: false)
    else { return }
    var start = defined.nested()
    start.unit = unit
    start.callDepth = 0
    if let name = body.operation.parameters.first {
      start.frame.bind(name, .composable(send))
    }
    let initial = start
    // A child task on the script's executor: the operation's code runs there from its first
    // statement, whatever executor the library called it on (cancellation reaches it).
    await withTaskGroup(of: Void.self) { group in
      group.addTask(executorPreference: executor) {
        _ = await self.enter(unit, bucket: initial.bucket) {
          var context = initial
          return try await StoreCaller.$context.withValue(initial) {
            do {
              return try await self.runOperation(of: body, send: send, range: range, &context)
            } catch let cancelled as CancelledSleep {
              // A cancelled effect ends silently (TE7), marked in the tree where it stopped.
              self.markInTree(.cancelled, range: cancelled.diagnostic.range, context)
              return .void
            }
          }
        }
      }
    }
  }

  /// `send(.action)` in an effect: the library's `Send`, on the main actor. A cancelled
  /// effect's send does nothing (the library's check, made here in the effect's task).
  package func callSend(
    _ send: Send<Action>, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    let action = try actionArgument(arguments, range: range, &context)
    return try deliver(action, through: send, range: range, &context)
  }

  /// Sends `action` from an effect through `send`, as its `send(…)` at `range` does.
  func deliver(
    _ action: Action, through send: Send<Action>, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard !Task.isCancelled else { return .void }
    let caller = context.callingStore(at: range)
    try StoreCaller.$context.withValue(caller) {
      try onMainActor(startingEffects: true) { send.deliver(action) }
    }
    try storeFailure.rethrow()
    return .void
  }

  /// The one action argument of `send(…)`, `store.send(…)`, `.send(…)`.
  package func actionArgument(_ arguments: [Argument], range: SourceRange, _ context: inout Context)
    throws -> Action
  {
    guard arguments.count == 1, arguments[0].label == nil else {
      throw RuntimeError("expected one action, as in send(.increment)", at: range)
    }
    if case .keyPath(let path, let pathRange) = arguments[0].value {
      // TCA's `Store.send` and `Effect.send` take an action; only a test store's take a case.
      throw RuntimeError(
        "only a TestStore's send and receive take a case key path", at: pathRange,
        notes: ["send the action: \(CaseKeyPathAction.written(path))"])
    }
    let value = try evaluate(arguments[0].value, &context)
    guard case .composable(.action(let action)) = value else {
      throw RuntimeError(
        "expected an action, not a value of type \(value.typeName)", at: arguments[0].range,
        notes: ["an action is a case of a feature's Action: .increment, .loaded(42)"])
    }
    return action
  }

  /// `Store(initialState: Feature.State()) { Feature() } withDependencies: { $0.key = … }`
  /// and `TestStore(…)`: the library's stores, their initial state, reducer and override
  /// closure evaluated by the library, inside the scope it sets up.
  package func makeStore(
    testing: Bool, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    let kind = testing ? "TestStore" : "Store"
    guard let initial = arguments.first(labelled: .initialState),
      let reducer = trailing
        ?? arguments.first(labelled: .reducer).flatMap({
          if case .closure(let literal) = $0.value { literal } else { nil }
        })
    else {
      throw RuntimeError(
        "expected \(kind)(initialState: Feature.State()) { Feature() }", at: range,
        notes: ["a store needs its initial state and its reducer"])
    }
    var update: ClosureLiteral?
    for argument in arguments where !argument.isLabelled(.initialState) {
      guard argument.isLabelled(.withDependencies) || argument.isLabelled(.reducer),
        case .closure(let literal) = argument.value
      else {
        throw RuntimeError(
          "unknown argument '\(argument.label ?? "_")' of \(kind)", at: argument.range,
          notes: ["\(kind) takes initialState:, a reducer closure and withDependencies:"])
      }
      if argument.isLabelled(.withDependencies) { update = literal }
    }
    installStoreLoop()
    // Provenance names the store's line in the script, not the interpreter's.
    let written = origin("\(kind)(withDependencies:)", range, context)
    let caller = context
    let bucket = context.bucket
    let settle = executor.settleEffects
    let overrides = update
    let parts = StoreParts(
      initialState: {
        self.guarded(FeatureState(value: .none)) {
          var inner = caller.nested()
          let state = try self.evaluate(initial.value, &inner)
          if testing { try self.refuseSharedState(state, at: initial.value.range) }
          return FeatureState(value: state)
        }
      },
      reducer: {
        self.guarded(ReducerBox(Reduce<FeatureState, Action> { _, _ in .none }, label: "")) {
          var inner = caller.nested()
          let value = try self.execute(reducer.body, &inner).value
          return try self.reducerBox(of: value, at: reducer.range)
        }
      },
      update: { values in
        if let overrides {
          self.guarded(()) { try self.applyUpdate(overrides, to: &values, caller) }
        }
        self.recordSnapshot(values, testStore: testing, range: range, caller)
      })
    let value = try StoreCaller.$context.withValue(caller) {
      try onMainActor { () -> ComposableValue in
        var label = ""
        let build = {
          let box = parts.reducer()
          label = box.label.replacingOccurrences(of: "()", with: "")
          return box.reducer
        }
        if testing {
          let store = TestStore(
            initialState: parts.initialState(), reducer: build, withDependencies: parts.update,
            origin: written)
          store.settleEffects = settle
          bucket.testStores.keep(store)
          return .testStore(TestStoreBox(store: store, label: "TestStoreOf<\(label)>"))
        }
        let store = Store(
          initialState: parts.initialState(), reducer: build, withDependencies: parts.update,
          origin: written)
        return .store(StoreBox(store: store, feature: label))
      }
    }
    try storeFailure.rethrow()
    return .composable(value)
  }

  /// `body`'s value; on an error, `fallback`, the error kept for the store call to throw.
  package func guarded<T>(_ fallback: T, _ body: () throws -> T) -> T {
    do { return try body() } catch {
      storeFailure.record(error)
      return fallback
    }
  }

  /// Lets the main actor's queue run whenever the script's executor has nothing left to
  /// run: stores start and end their effects there, and hand the rest back to the executor.
  private func installStoreLoop() {
    executor.setIdleHook { MainQueue.drain() }
  }
}

extension Interpreter {
  /// `value.name(…)` on a store-layer value: `store.send(.x)`, `store.withState { … }`,
  /// `reducer.dependency(\.key, value)`, `reducer.transformDependency(\.key) { … }`,
  /// `task.cancel()`; `methods` are what the checker resolved the call's name to.
  package func composableMethod(
    _ name: String, of value: ComposableValue, methods: Callee.Methods?, arguments: [Argument],
    trailing: ClosureLiteral?, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    if let modified = try presentationModifier(
      name, on: value, arguments: arguments, trailing: trailing, range: range, &context)
    {
      return modified
    }
    switch value {
    case .valueEffect(let effect) where methods?.effect == .map:
      return try mapped(effect, arguments: arguments, trailing: trailing, range: range, &context)
    case .effect where methods?.effect == .map:
      throw Self.mapOfActions(at: range)
    case .effect(let effect):
      switch methods?.effect {
      case .cancellable?:
        return try cancellable(effect, arguments: arguments, range: range, &context)
      case .merge?:
        let other = try otherEffect(name, arguments: arguments, range: range, &context)
        return .composable(.effect(effect.merge(with: other)))
      case .concatenate?:
        let other = try otherEffect(name, arguments: arguments, range: range, &context)
        return .composable(.effect(effect.concatenate(with: other)))
      case .map?, nil:
        break
      }
    case .reducer, .feature:
      guard let method = methods?.reducer else {
        if Callee.Reducer(rawValue: name) == .onChange { throw Self.onChangeForms(at: range) }
        break
      }
      let box = try reducerBox(of: .composable(value), at: range)
      switch method {
      case .dependency:
        return try dependencyModifier(on: box, arguments: arguments, range: range, &context)
      case .transformDependency:
        return try transformDependencyModifier(
          on: box, arguments: arguments, transform: trailing, range: range, context)
      case .onChange:
        return try onChangeModifier(
          on: box, arguments: arguments, trailing: trailing, range: range, context)
      }
    case .store(let box):
      switch methods?.store {
      case .send?:
        let action = try actionArgument(arguments, range: range, &context)
        let caller = context.callingStore(at: range)
        let task = try StoreCaller.$context.withValue(caller) {
          try onMainActor(startingEffects: true) { box.store.send(action) }
        }
        try storeFailure.rethrow()
        return .composable(.storeTask(task))
      case .withState?:
        guard let trailing, arguments.isEmpty else {
          throw RuntimeError("expected store.withState { $0.field }", at: range)
        }
        let state = try onMainActor { box.store.state.value }
        var inner = context.nested()
        inner.frame = Frame(parent: context.frame)
        inner.frame.bind(trailing.parameters.first ?? "$0", state)
        return try execute(trailing.body, &inner).value
      case .scope?:
        return try scopedStore(of: box, arguments: arguments, range: range, &context)
      case nil:
        break
      }
    case .storeTask(let task):
      switch methods?.storeTask {
      case .cancel?:
        task.cancel()
        return .void
      case .finish?:
        throw RuntimeError(
          "finish() waits for the effects: call it with 'await'", at: range,
          notes: ["write await store.send(.action).finish()"])
      case nil:
        break
      }
    case .testStore(let box):
      switch methods?.testStore {
      case .withDependencies?:
        let operation = try overridingDependencies(
          of: box, arguments: arguments, trailing: trailing, range: range, context)
        defer { restoreDependencies(of: box, operation.previous) }
        var inner = context.nested()
        return try execute(operation.body.body, &inner).value
      case .assert?:
        try assertState(of: box, trailing: trailing, range: range, context)
        return .void
      case .withExhaustivity?:
        let (body, previous) = try settingExhaustivity(
          of: box, arguments: arguments, trailing: trailing, range: range, &context)
        defer { restoreExhaustivity(of: box, previous) }
        var inner = context.nested()
        return try execute(body.body, &inner).value
      case .some:
        throw needsAwait(name, range: range)
      case nil:
        break
      }
    case .testStoreTask where methods?.storeTask != nil:
      throw needsAwait(name, range: range)
    default:
      break
    }
    throw RuntimeError(
      "a value of type \(value.typeName) has no method '\(name)'", at: range,
      notes: DidYouMean.note(for: name, among: value.catalogueMethodNames))
  }

  /// The one effect `effect.merge(with: other)` and `effect.concatenate(with: other)` take.
  private func otherEffect(
    _ name: String, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> Effect<Action> {
    guard arguments.areLabelled(.with) else {
      throw RuntimeError(
        "expected effect.\(name)(with: other)", at: range,
        notes: ["several effects at once: return .\(name)(first, second, …)"])
    }
    let value = try evaluate(arguments[0].value, &context)
    guard case .composable(.effect(let other)) = value else {
      throw RuntimeError(
        "expected an effect, not a value of type \(value.typeName)", at: arguments[0].range)
    }
    return other
  }

  /// The refusal of a test store's method (or its task's) called without `await`.
  private func needsAwait(_ name: String, range: SourceRange) -> RuntimeError {
    RuntimeError(
      "\(name) on a test store is async: call it with 'await'", at: range,
      notes: ["write await store.\(name)(…)"])
  }

  /// `value.name` on a store-layer value: `store.state`, a test store's `dependencies`.
  package func composableProperty(_ name: String, of value: ComposableValue, range: SourceRange)
    throws
    -> ScriptValue
  {
    switch (value, ComposableProperty(rawValue: name)) {
    case (.store(let box), .state?):
      return try observedWholeState(of: box, range: range)
    case (.store(let box), _):
      return try observedStateField(name, of: box, range: range)
    case (.testStore(let box), .state?):
      return try onMainActor { box.store.state.value }
    case (.testStore(let box), .exhaustivity?):
      return try onMainActor { .composable(.exhaustivity(box.store.exhaustivity)) }
    case (.testStore(let box), .isDismissed?):
      return try onMainActor { .bool(box.store.isDismissed) }
    case (.testStore(let box), .dependencies?):
      return try onMainActor { .builtin(.dependencyValues(box.store.dependencies)) }
    case (.storeTask(let task), .isCancelled?):
      return .bool(task.isCancelled)
    case (.testStoreTask(let task), .isCancelled?):
      return try onMainActor { .bool(task.isCancelled) }
    case (.stack(let stack), .ids?):
      return .list(stack.ids.map { .composable(.stackElementID($0)) })
    case (.stack(let stack), .count?):
      return .int(stack.count)
    case (.stack(let stack), .isEmpty?):
      return .bool(stack.isEmpty)
    case (.stack(let stack), .first?):
      return stack.first?.value ?? .none
    case (.stack(let stack), .last?):
      return stack.last?.value ?? .none
    case (.alert(let alert), .title?):
      return .composable(.text(alert.title))
    case (.alert(let alert), .message?):
      return alert.message.map { .composable(.text($0)) } ?? .none
    default:
      throw RuntimeError("a value of type \(value.typeName) has no member '\(name)'", at: range)
    }
  }

  /// `await value.name(…)` on a store-layer value: `await store.send(.x).finish()`; `nil`
  /// for a call that does not suspend. `methods` are what the checker resolved the call's
  /// name to.
  package func composableAwait(
    of value: ComposableValue, methods: Callee.Methods?, arguments: [Argument],
    trailing: ClosureLiteral?, range: SourceRange, _ context: inout Context
  ) async throws -> ScriptValue? {
    switch (value, methods?.storeTask) {
    case (.testStore(let box), _):
      guard let method = methods?.testStore else { return nil }
      return try await testStoreAwait(
        method, of: box, arguments: arguments, trailing: trailing, range: range, &context)
    case (.testStoreTask(let task), .cancel?):
      context.unit.wait(for: .testStore(.cancel), at: range)
      defer { context.unit.wait(for: nil, at: range) }
      await executor.hosted { await task.cancel() }
      return .void
    case (.testStoreTask(let task), .finish?):
      context.unit.wait(for: .testStore(.finish), at: range)
      defer { context.unit.wait(for: nil, at: range) }
      let line = UInt(range.start.line)
      await executor.hosted { await task.finish(line: line) }
      return .void
    case (.storeTask(let task), .finish?):
      context.unit.wait(for: .storeEffects, at: range)
      defer { context.unit.wait(for: nil, at: range) }
      await task.finish()
      try storeFailure.rethrow()
      return .void
    default:
      return nil
    }
  }
}

/// What a store's initializer evaluates, inside the scope it sets up.
private struct StoreParts: Sendable {
  let initialState: @Sendable () -> FeatureState
  let reducer: @Sendable () -> ReducerBox
  let update: @Sendable (inout DependencyValues) -> Void
}
