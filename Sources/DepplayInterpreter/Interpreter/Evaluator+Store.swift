import ComposableRuntime
import DependencyRuntime
import DepplaySyntax
import Foundation

/// A store a script created, and what the script's calls into it need.
package final class StoreBox: Sendable {
  package let store: Store<FeatureState, Action>
  /// The feature whose state and actions it holds: `Counter`.
  package let feature: String

  package init(store: Store<FeatureState, Action>, feature: String) {
    self.store = store
    self.feature = feature
  }

  /// `StoreOf<Counter>`, for messages.
  package var label: String { "StoreOf<\(feature)>" }
}

/// A test store a script created.
package final class TestStoreBox: Sendable {
  package let store: TestStore<FeatureState, Action>
  /// `TestStoreOf<Counter>`, for messages.
  package let label: String

  package init(store: TestStore<FeatureState, Action>, label: String) {
    self.store = store
    self.label = label
  }
}

extension Interpreter {
  // MARK: Reducing

  /// One reduce of a feature: its `body` is evaluated now (so reducers built in it see the
  /// values in force for this action), and its reducers run in order. It is a scope at the
  /// statement that sent the action (the feature's body when no call into a store is known).
  package func reduce(
    _ instance: FeatureInstance, into state: inout FeatureState, action: Action,
    _ context: Context
  ) -> Effect<Action> {
    let declaration = instance.declaration
    let caller = StoreCaller.context ?? context
    let place = caller.storeCall ?? declaration.bodyRange
    events.emit(
      .scopeEntered(
        kind: .reduce(feature: declaration.name, action: EventValue(.composable(.action(action)))),
        unit: caller.unit.info, range: place))
    defer { events.emit(.scopeLeft(unit: caller.unit.info, range: place)) }
    do {
      // A feature's members shadow the names around its declaration, as a type's members
      // shadow globals in Swift.
      var inner = caller.nested()
      inner.frame = Frame(parent: instance.model.declaredIn)
      inner.model = instance.model
      inner.frame.bind("self", .composable(.feature(instance)))
      var effects: [Effect<Action>] = []
      if declaration.caseFeatures != nil {
        let reducer = try caseReducer(of: declaration, inner).reducer
        effects.append(reducer.reduce(into: &state, action: action))
        try storeFailure.rethrow()
      }
      for expression in declaration.body {
        let box = try reducerBox(of: try evaluate(expression, &inner), at: expression.range)
        effects.append(box.reducer.reduce(into: &state, action: action))
        try storeFailure.rethrow()
      }
      return .merge(effects)
    } catch {
      storeFailure.record(error)
      return .none
    }
  }

  /// A value a reducer position holds: a reducer, or a feature instance (run as its body).
  package func reducerBox(of value: ScriptValue, at range: SourceRange) throws -> ReducerBox {
    switch value {
    case .composable(.reducer(let box)):
      return box
    case .composable(.feature(let instance)):
      let context =
        StoreCaller.context
        ?? Context(
          unit: Unit(info: .main), frame: Frame(parent: instance.model.declaredIn),
          bucket: scriptBucket)
      return ReducerBox(
        FeatureReducer(instance: instance, interpreter: self, context: context),
        label: "\(instance.declaration.name)()")
    default:
      throw RuntimeError(
        "expected a reducer, not a value of type \(value.typeName)", at: range,
        notes: [
          "a reducer is Reduce { state, action in … }, Scope(…) { … } or a feature: Feature()"
        ])
    }
  }

  /// `Reduce { state, action in … }`: the library's `Reduce`, whose closure runs the script's
  /// with `state` bound to the state record; what the closure leaves in `state` is the new
  /// state, and it returns the effect.
  package func makeReduce(_ closure: ClosureLiteral, range: SourceRange, _ context: Context) throws
    -> ScriptValue
  {
    guard closure.parameters.count == 2 else {
      throw RuntimeError(
        "Reduce's closure takes two parameters", at: closure.range,
        notes: ["write Reduce { state, action in … }"])
    }
    let stateName = closure.parameters[0]
    let actionName = closure.parameters[1]
    let defined = context
    let reduce = Reduce<FeatureState, Action> { state, action in
      do {
        var inner = (StoreCaller.context ?? defined).nested()
        inner.frame = Frame(parent: defined.frame)
        inner.model = defined.model
        inner.updating = nil
        // The action first: in `Reduce { _, _ in … }` both are `_`, and the state, bound
        // last, is what is read back below.
        inner.frame.bind(actionName, .composable(.action(action)))
        inner.frame.bind(stateName, state.value)
        let flow = try self.execute(closure.body, &inner)
        state.value = inner.frame.lookup(stateName) ?? state.value
        if case .composable(.valueEffect(let effect)) = flow.value {
          throw RuntimeError(
            "a reducer returns an effect of its feature's actions, not an"
              + " Effect<\(effect.valueType)>", at: closure.range,
            notes: ["map its values into actions: .map { .response($0) }"])
        }
        guard case .composable(.effect(let effect)) = flow.value,
          flow.isReturn || closure.body.isSingleExpression
        else {
          throw RuntimeError(
            "a reducer returns an effect", at: closure.range,
            notes: ["end each case with 'return .none', 'return .send(…)' or 'return .run { … }'"])
        }
        return effect
      } catch {
        self.storeFailure.record(error)
        return .none
      }
    }
    return .composable(.reducer(ReducerBox(reduce, label: "Reduce")))
  }

  /// `Scope(\.child, action: \.child) { Child() }` (or the older `Scope(state:action:)`): the
  /// library's `Scope`, its key path into the state record's field and its case path into the
  /// action's case.
  package func makeScope(
    _ arguments: [Argument], child: ClosureLiteral?, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard let paths = ScopeArguments(arguments), paths.statePath.count == 1,
      paths.actionPath.count == 1, let child
    else {
      throw RuntimeError(
        "expected Scope(\\.field, action: \\.case) { Child() }", at: range)
    }
    let field = paths.statePath[0]
    let caseName = paths.actionPath[0]
    var inner = context.nested()
    let childValue = try execute(child.body, &inner).value
    let box = try reducerBox(of: childValue, at: child.range)
    // The parent's action type, for messages: the feature whose body is evaluated.
    var parentType = "Action"
    if case .composable(.feature(let parent))? = context.frame.lookup("self") {
      parentType = parent.declaration.name + ".Action"
    }
    let toChildAction = Action.casePaths[case: caseName, of: parentType]
    let scope = Scope(state: \FeatureState.[field: field], action: toChildAction) {
      box.reducer
    }
    return .composable(.reducer(ReducerBox(scope, label: "Scope(state: \\.\(field))")))
  }

  /// `reducer.dependency(\.key, value)`: the library's modifier, on the key's key path; and
  /// `reducer.dependency(value)`, on the key whose values are of `value`'s type (a type that
  /// is its own key, read as `@Dependency(QuoteClient.self)`).
  package func dependencyModifier(
    on box: ReducerBox, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    if arguments.count == 1, arguments[0].label == nil {
      let value = try evaluate(arguments[0].value, &context)
      let name = try key(ofValuesLike: value, at: arguments[0].value.range)
      return try dependencyModifier(
        on: box, setting: [name], to: value, pathRange: arguments[0].value.range, range: range,
        context)
    }
    guard arguments.count == 2, case .keyPath(let path, let pathRange) = arguments[0].value,
      !path.isEmpty
    else {
      throw RuntimeError(
        "expected .dependency(\\.key, value) or .dependency(value)", at: range)
    }
    let value = try evaluate(arguments[1].value, setOn: path, &context)
    return try dependencyModifier(
      on: box, setting: path, to: value, pathRange: pathRange, range: range, context)
  }

  /// The name of the key whose values are of `value`'s type, as the library finds the key of
  /// `.dependency(value)` by the value's type (the first by name, where several are).
  private func key(ofValuesLike value: ScriptValue, at range: SourceRange) throws -> String {
    let type = value.swiftTypeDescription
    let names = state.withLock { state in
      state.keys.compactMap { name, reference in
        if case .script(let key) = reference, key.valueType == type { name } else { nil }
      }
    }
    guard let name = names.min() else {
      throw RuntimeError(
        "no dependency key has values of type '\(type)'", at: range,
        notes: [
          "make the type its own key (extension \(type): DependencyKey { static let liveValue = … })"
            + " and read it as @Dependency(\(type).self)"
        ])
    }
    return name
  }

  /// The library's `.dependency` modifier on `reducer`, setting the key path `path` to `value`.
  private func dependencyModifier(
    on box: ReducerBox, setting path: [String], to value: ScriptValue, pathRange: SourceRange,
    range: SourceRange, _ context: Context
  ) throws -> ScriptValue {
    // Set as `$0.key.field = value` sets it, each time the reducer runs; a value that does not
    // fit the key stops the send, at the key path.
    let reducer = box.reducer._dependencies(origin: origin(".dependency", range, context)) {
      do {
        try self.set(path, to: value, in: &$0, range: pathRange)
      } catch {
        self.storeFailure.record(error)
      }
    }
    let written = path.joined(separator: ".")
    return .composable(
      .reducer(ReducerBox(reducer, label: box.label + ".dependency(\\.\(written))")))
  }

  /// `reducer.transformDependency(\.key) { $0 = … }`: the library's modifier. Its closure runs
  /// each time the reducer reduces an action (a store's `withDependencies:` closure runs once),
  /// with `$0` (or its named argument) the key's value in force at that moment, in a scope
  /// only that reduce sees; `\.self` gives it all the values.
  package func transformDependencyModifier(
    on box: ReducerBox, arguments: [Argument], transform: ClosureLiteral?, range: SourceRange,
    _ context: Context
  ) throws -> ScriptValue {
    guard arguments.count == 1, arguments[0].label == nil,
      case .keyPath(let path, let pathRange) = arguments[0].value, path.count == 1,
      let transform
    else {
      throw RuntimeError("expected .transformDependency(\\.key) { $0 = … }", at: range)
    }
    let focus: String?
    switch DependencyKeyPathRoot(of: path) {
    case .values: focus = nil
    case .key(let name):
      _ = try key(named: name, range: pathRange)
      focus = name
    }
    let defined = context
    let reducer = box.reducer._dependencies(
      origin: origin(".transformDependency", range, context)
    ) {
      values in
      self.guarded(()) {
        var inner = (StoreCaller.context ?? defined).nested()
        inner.frame = Frame(parent: defined.frame)
        inner.model = defined.model
        try self.applyUpdate(transform, to: &values, focus: focus, inner)
      }
    }
    return .composable(
      .reducer(ReducerBox(reducer, label: box.label + ".transformDependency(\\.\(path[0]))")))
  }
}
