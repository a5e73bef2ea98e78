import DependencyRuntime

extension Reducer {
  /// Runs `element` on each element of a list, for the actions addressed to it, **before**
  /// this reducer.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.rows, action: \.rows) { Row() }
  /// ```
  ///
  /// Each element reduces with a navigation ID of its own (its ID), so its effects are
  /// cancellable apart from its siblings'; when the parent removes an element, that
  /// element's effects are cancelled. An action for a missing element is reported.
  public func forEach<
    ElementState, ElementAction, ID: Hashable & Sendable,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element> {
    _forEach(
      toElementsState, action: AnyCasePath(toElementAction),
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      element: element)
  }

  /// ``forEach(_:action:element:fileID:filePath:line:column:)`` with the place its messages
  /// name given: a tool passes its script's. Not part of TCA.
  package func _forEach<
    ElementState, ElementAction, ID: Hashable & Sendable,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>,
    at location: SourceLocation,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element
  ) -> _ForEachReducer<Self, ID, Element> {
    _ForEachReducer(
      parent: self, element: element(), toElementsState: toElementsState,
      toElementAction: toElementAction, location: location)
  }
}

/// A parent with a list of children; see ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let parent: Parent
  let element: Element
  let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let location: SourceLocation

  /// Reduces an element's action in that element (while it exists), then the parent;
  /// cancels the effects of elements the parent removed.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    ChildFirst { [toElementsState] in $0[keyPath: toElementsState].ids.map(navigationID(for:)) }
      .reduce(into: &state, action: action, parent: parent, child: reduceElement)
  }

  private func reduceElement(
    _ state: inout Parent.State, _ action: Parent.Action,
    _ children: ChildFirst<Parent.State, Parent.Action>
  ) -> Effect<Parent.Action> {
    guard case .element(let id, let elementAction) = toElementAction.extract(from: action)
    else { return .none }
    guard var elementState = state[keyPath: toElementsState][id: id] else {
      reportIssue(
        """
        A "forEach" at "\(location.written)" received an action for a \
        missing element.
          Action: \(caseName(of: action))
        Make the element reducer run before anything removes the element, and cancel an \
        element's long-running effects before removing it.
        """, at: location)
      return .none
    }
    let effects = children.reduce(
      element, into: &elementState, action: elementAction, as: navigationID(for: id),
      writer: "forEach",
      embed: { [toElementAction] in toElementAction(.element(id: id, action: $0)) })
    state[keyPath: toElementsState][id: id] = elementState
    return effects
  }

  private func navigationID(for id: ID) -> NavigationID {
    .child(toElementsState, identity: SendableHashable(id))
  }
}
