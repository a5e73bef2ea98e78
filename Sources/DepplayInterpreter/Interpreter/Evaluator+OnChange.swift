import ComposableRuntime
import DepplaySyntax

extension Interpreter {
  /// `reducer.onChange(of: \.field) { oldValue, state in .run { … } }` (TCA 1.25's form) and
  /// `reducer.onChange(of: \.field) { oldValue, newValue in Reduce { … } }`: the library's
  /// modifier. After the reducer reduces an action, if it changed the field, the closure runs:
  /// with the field's old value and the state, giving an effect; or with the field's value
  /// before and after, the reducers it lists reducing the same action. Either's effects are
  /// merged with the reducer's.
  package func onChangeModifier(
    on box: ReducerBox, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: Context
  ) throws -> ScriptValue {
    // The catalogue names `onChange` only as `onChange(of:) { … }` (``Callee/Reducer``).
    guard case .keyPath(let path, _) = arguments[0].value, let trailing,
      trailing.parameters.count == 2
    else { throw Self.onChangeForms(at: range) }
    let defined = context
    let givesEffect = trailing.givesEffect
    let reducer = box.reducer.onChange(of: { state in Self.value(at: path, in: state) }) {
      oldValue, newValue in
      givesEffect
        ? self.changeEffect(trailing, oldValue: oldValue, defined)
        : self.changeReducer(trailing, oldValue: oldValue, newValue: newValue, defined)
    }
    let written = path.joined(separator: ".")
    return .composable(
      .reducer(ReducerBox(reducer, label: box.label + ".onChange(of: \\.\(written))")))
  }

  /// The error for an `onChange` on a reducer not written in one of TCA's forms (with other
  /// labels than `of:`, which the catalogue resolves to no method, or without a key path).
  static func onChangeForms(at range: SourceRange) -> RuntimeError {
    RuntimeError(
      "expected .onChange(of: \\.field) { oldValue, state in .run { … } }", at: range,
      notes: [
        "or, the older form: .onChange(of: \\.field) { oldValue, newValue in Reduce { … } }"
      ])
  }

  /// The value a state's key path (`\.query`, `\.filter.text`) reaches.
  private static func value(at path: [String], in state: FeatureState) -> FeatureState {
    path.reduce(state) { $0[field: $1] }
  }

  /// The streamlined form's closure as a reducer: run with the old value and the state (which
  /// it may change) bound, where the store reduces, it gives the effect.
  private func changeEffect(
    _ closure: ClosureLiteral, oldValue: FeatureState, _ defined: Context
  ) -> Reduce<FeatureState, Action> {
    Reduce { state, _ in
      self.guarded(.none) {
        var inner = (StoreCaller.context ?? defined).nested()
        inner.frame = Frame(parent: defined.frame)
        inner.model = defined.model
        inner.frame.bind(closure.parameters[0], oldValue.value)
        inner.frame.bind(closure.parameters[1], state.value)
        let flow = try self.execute(closure.body, &inner)
        state.value = inner.frame.lookup(closure.parameters[1]) ?? state.value
        guard case .composable(.effect(let effect)) = flow.value else {
          throw RuntimeError(
            "onChange's closure gives an effect", at: closure.range,
            notes: ["end it with .none, .send(…) or .run { … }"])
        }
        return effect
      }
    }
  }

  /// The reducers an `onChange` closure lists, evaluated with its values bound (where the
  /// store reduces, in the code the closure was written in), run in order, their effects
  /// merged; none once a reducer raised an error.
  private func changeReducer(
    _ closure: ClosureLiteral, oldValue: FeatureState, newValue: FeatureState,
    _ defined: Context
  ) -> Reduce<FeatureState, Action> {
    let boxes: [ReducerBox] = guarded([]) {
      var inner = (StoreCaller.context ?? defined).nested()
      inner.frame = Frame(parent: defined.frame)
      inner.model = defined.model
      inner.frame.bind(closure.parameters[0], oldValue.value)
      inner.frame.bind(closure.parameters[1], newValue.value)
      return try changeReducers(closure, &inner)
    }
    let failure = storeFailure
    return Reduce { state, action in
      .merge(
        boxes.map { box in
          failure.hasFailed ? .none : box.reducer.reduce(into: &state, action: action)
        })
    }
  }

  /// The reducers an `onChange` closure lists, evaluated with its values bound.
  private func changeReducers(_ closure: ClosureLiteral, _ context: inout Context) throws
    -> [ReducerBox]
  {
    try closure.body.statements.map { statement in
      guard case .expression(let expression) = statement else {
        throw RuntimeError(
          "expected a reducer in onChange's closure", at: statement.range,
          notes: ["the closure lists reducers: Reduce { state, action in … }"])
      }
      return try reducerBox(of: try evaluate(expression, &context), at: expression.range)
    }
  }
}
