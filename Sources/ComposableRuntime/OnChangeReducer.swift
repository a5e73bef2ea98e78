extension Reducer {
  /// Runs `reducer` after this one whenever this one changed the value `toValue` reads from
  /// the state, with the value before and after; its effects are merged with this one's.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.query) { oldValue, newValue in
  ///     Reduce { state, _ in
  ///       state.results = catalog.filter { $0.hasPrefix(newValue) }
  ///       return .none
  ///     }
  ///   }
  /// ```
  ///
  /// The value is compared with `==` before and after this reducer only: an action that
  /// leaves it equal runs nothing more, even if it changed and changed back.
  public func onChange<Value: Equatable, Changed: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) ->
      Changed
  ) -> _OnChangeReducer<Self, Value, Changed> {
    _OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
  }
}

/// The reducer ``Reducer/onChange(of:_:)`` makes: its base, then, when the base changed the
/// watched value, the reducer built from the old and the new value.
public struct _OnChangeReducer<Base: Reducer, Value: Equatable, Changed: Reducer>: Reducer
where Changed.State == Base.State, Changed.Action == Base.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let reducer: (Value, Value) -> Changed

  /// Reduces with the base; if the watched value differs afterwards, reduces the same action
  /// with the reducer built from the old and the new value too, and merges both effects.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let effects = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return effects }
    return .merge(effects, reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
