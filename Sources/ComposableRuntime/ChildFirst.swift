import DependencyRuntime

/// The body shared by every reducer that runs child features inside a parent (`ifLet`,
/// `ifCaseLet`, a presentation `ifLet`, `forEach` over a list or a stack): the child
/// reduces first, then the parent, then the effects of every child the parent removed (or
/// replaced with one of another identity) are cancelled.
struct ChildFirst<State, Action> {
  /// Where the parent reduces: the children's effects are cancellable below it.
  let path: NavigationIDPath
  /// The navigation IDs of the children a state holds.
  let childIDs: (State) -> [NavigationID]

  /// The composition in force where a reducer with children reduces.
  init(childIDs: @escaping (State) -> [NavigationID]) {
    self.path = DependencyValues._current.navigationIDPath
    self.childIDs = childIDs
  }

  /// Runs `reduceChild`, then `reduceParent`; cancels the effects of the children present
  /// before the parent reduced and gone after; merges the child's effects with the parent's.
  func reduce(
    into state: inout State,
    child reduceChild: (inout State) -> Effect<Action>,
    parent reduceParent: (inout State) -> Effect<Action>
  ) -> Effect<Action> {
    let childEffects = reduceChild(&state)
    let idsBefore = childIDs(state)
    let parentEffects = reduceParent(&state)
    let idsAfter = Set(childIDs(state))
    for id in idsBefore where !idsAfter.contains(id) {
      cancellations.cancel(id: id, path: path)
    }
    return childEffects.merge(with: parentEffects)
  }

  /// Runs `reduceChild`, then `parent` on `action` as it is, as
  /// ``reduce(into:child:parent:)`` does.
  func reduce<Parent: Reducer<State, Action>>(
    into state: inout State,
    action: Action,
    parent: Parent,
    child reduceChild: (inout State, Action, Self) -> Effect<Action>
  ) -> Effect<Action> {
    reduce(into: &state) {
      reduceChild(&$0, action, self)
    } parent: {
      parent.reduce(into: &$0, action: action)
    }
  }

  /// Reduces `action` in `child` as the child `id`: with `id` appended to the navigation path
  /// (and, when `dismissal` is given, a `dismiss` that sends it), its effects embedded in
  /// the parent's actions and cancellable as that child's.
  func reduce<Child: Reducer>(
    _ child: Child,
    into childState: inout Child.State,
    action: Child.Action,
    as id: NavigationID,
    writer: String,
    embed: @escaping @Sendable (Child.Action) -> Action,
    dismissal: (@Sendable () -> Action)? = nil
  ) -> Effect<Action> {
    let childPath = path.appending(id)
    let effects = withDependencies(origin: DependencyOrigin(writer: writer)) {
      if dismissal != nil {
        $0.dismiss = DismissEffect { PresentationDismissals.dismiss(childPath) }
      }
      $0.navigationIDPath = childPath
    } operation: {
      child.reduce(into: &childState, action: action)
    }
    let embedded = effects.map(embed)
    let dismissing = dismissal.map { embedded.dismissing(at: childPath, with: $0) } ?? embedded
    return dismissing.cancellable(childID: id, at: path)
  }
}
