/// An action with a case that carries a ``BindingAction`` of the feature's state:
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case saveTapped
/// }
/// ```
public protocol BindableAction {
  /// The state the binding actions set.
  associatedtype State
  /// The action that carries `action`: the `binding` case.
  static func binding(_ action: BindingAction<State>) -> Self
  /// The binding action this action carries, if it is the `binding` case.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The payload of the `binding` case: the one case whose payload is a binding action of
  /// the state.
  public var binding: BindingAction<State>? {
    Mirror(reflecting: self).children.first?.value as? BindingAction<State>
  }
}

/// Writes the value of each binding action into the state, and does nothing for other
/// actions. Put it in a `body` before the reducers that react to the new value: they see the
/// field already set.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in … }
/// }
/// ```
public struct BindingReducer<State, Action: BindableAction>: Reducer
where Action.State == State {
  /// The reducer of the feature's binding actions.
  public init() {}

  /// Sets the field a binding action names; returns no effect.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    action.binding?.set(&state)
    return .none
  }
}
