/// The reducer of an enum of features, as `@Reducer enum Destination { case edit(EditItem) }`
/// makes it: its `State` is an enum of the features' states, its `Action` an enum of their
/// actions, and its type's ``body`` runs each case's feature on that case. The ``Reducer()``
/// macro writes all three and this conformance.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  /// The reducer the macro writes: each case's feature, run with `ifCaseLet` on its case.
  @ReducerBuilder<State, Action>
  static var body: Body { get }
}

extension CaseReducer {
  /// The type's ``body``: a value of the enum reduces as its type does.
  public var body: Body { Self.body }
}

/// The state of a ``CaseReducer``, which names the reducer it is the state of: what lets
/// `ifLet` and `forEach` run that reducer without a closure.
public protocol CaseReducerState {
  /// The enum reducer whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Reducer {
  /// `.ifLet(\.$destination, action: \.destination)` on the state of an enum reducer: the
  /// presentation `ifLet` running that reducer's ``CaseReducer/body``.
  public func ifLet<ChildState: CaseReducerState, ChildAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<ChildState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> where ChildState.StateReducer.Action == ChildAction {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { ChildState.StateReducer.body }, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// `.forEach(\.path, action: \.path)` on a stack of an enum reducer's states: the stack
  /// `forEach` running that reducer's ``CaseReducer/body`` on each element.
  public func forEach<ElementState: CaseReducerState, ElementAction>(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> where ElementState.StateReducer.Action == ElementAction {
    forEach(
      toStackState, action: toStackAction, destination: { ElementState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
