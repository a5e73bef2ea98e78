/// Runs a child reducer on part of the parent's state, for the parent's actions of one case.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.counter, action: \.counter) {
///     Counter()
///   }
///   Reduce { state, action in … }
/// }
/// ```
///
/// `Scope` is neutral for dependencies: the child reduces with exactly the values in force
/// for the parent, and the child's effects are the parent's (they share its cancellation
/// namespace). Actions of other cases pass the child by.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  let toChildState: WritableKeyPath<ParentState, Child.State>
  let toChildAction: AnyCasePath<ParentAction, Child.Action>
  let child: Child

  /// Scopes `child` to the state at `toChildState` and the actions of `toChildAction`.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: AnyCasePath(toChildAction), child: child)
  }

  /// Scopes `child` to the actions of a case given as its ``AnyCasePath``: for a tool whose
  /// enums are not `@CasePathable`. Not part of TCA.
  package init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child()
  }

  /// Reduces a child action in the child, on the child's part of the state; other actions
  /// pass through untouched.
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    return child.reduce(into: &state[keyPath: toChildState], action: childAction)
      .map { [toChildAction] in toChildAction($0) }
  }
}
