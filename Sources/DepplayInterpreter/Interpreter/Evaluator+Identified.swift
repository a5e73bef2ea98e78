import ComposableRuntime
import DependencyRuntime
import DepplaySyntax

/// The ID of an element of an identified array, as the library keys it: the element's `id`,
/// told apart by type and value as Swift's `Hashable` IDs are.
package struct ElementIdentity: Hashable, Sendable {
  /// The element's `id`.
  package let value: ScriptValue

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.value.isEqual(to: rhs.value) }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(value.typeName)
    hasher.combine(value.debugDescription)
  }
}

extension FeatureState {
  /// This element's ID: its `id` field.
  package var identity: ElementIdentity { ElementIdentity(value: self[field: "id"].value) }

  /// An `IdentifiedArrayOf<Row.State>` field, as `\.rows` reaches it for an identified
  /// `forEach`: the script keeps it as an array of the elements.
  package subscript(identified name: String) -> IdentifiedArray<ElementIdentity, FeatureState> {
    get {
      guard case .list(let elements) = self[field: name].value else {
        return [ScriptValue]().identified
      }
      return elements.identified
    }
    set { self[field: name] = FeatureState(value: .list(newValue.map(\.value))) }
  }
}

extension [ScriptValue] {
  /// These elements as an identified array, by their `id`s (a later element with an `id`
  /// already met dropped).
  package var identified: IdentifiedArray<ElementIdentity, FeatureState> {
    IdentifiedArray(droppingRepeatedIDsOf: map(FeatureState.init(value:)), id: \.identity)
  }

  /// The elements' `id`s, in order; `nil` when one has none.
  package var identifiers: [ScriptValue]? {
    var ids: [ScriptValue] = []
    for element in self {
      guard case .record(let record) = element, let id = record[field: "id"] else { return nil }
      ids.append(id)
    }
    return ids
  }
}

extension Action {
  /// The library's identified action as a script writes it: `.element(id: 2, action: .toggle)`.
  package init(_ identified: IdentifiedAction<ElementIdentity, Action>) {
    switch identified {
    case .element(let id, let action):
      self.init(
        name: NavigationCase.element.rawValue, payload: [id.value, .composable(.action(action))])
    }
  }

  /// This action as the library's identified action, `.element(id: 2, action: .toggle)`, if
  /// it has that shape.
  package var identifiedAction: IdentifiedAction<ElementIdentity, Action>? {
    guard NavigationCase(rawValue: name) == .element, payload.count == 2,
      case .composable(.action(let action)) = payload[1]
    else { return nil }
    return .element(id: ElementIdentity(value: payload[0]), action: action)
  }
}

extension Interpreter {
  /// `reducer.forEach(\.rows, action: \.rows) { Row() }` on an identified array: the
  /// library's `forEach`, on the state record's array field and the action's case carrying
  /// `IdentifiedActionOf<Row>`. It runs an element's actions in that element first and
  /// cancels the effects of the elements the parent removes.
  package func identifiedForEach(
    parent: ReducerBox, child: ReducerBox, _ shape: ChildReducerArguments, _ context: Context
  ) -> ScriptValue {
    let (field, caseName) = (shape.state, shape.action)
    let toElementAction = AnyCasePath<Action, IdentifiedAction<ElementIdentity, Action>>(
      embed: { Action(name: caseName, payload: [.composable(.action(Action($0)))]) },
      extract: { $0.carried(by: caseName)?.identifiedAction })
    return forEachValue(
      parent.reducer._forEach(
        \FeatureState.[identified: field], action: toElementAction,
        at: scriptLocation(of: shape.stateRange, context)
      ) { child.reducer }, on: parent, field: field)
  }

  /// `IdentifiedArray(uniqueElements: elements)`: the elements, which must have different
  /// `id`s: swift-identified-collections stops the program at a repeated one.
  func identifiedArray(_ elements: Expression, _ context: inout Context) throws -> ScriptValue {
    let value = try evaluate(elements, &context)
    guard case .list(let list) = value else {
      throw RuntimeError(
        "an identified array is made of an array, not a value of type \(value.typeName)",
        at: elements.range)
    }
    let identified = list.identified
    if identified.count < list.count, let ids = list.identifiers {
      let repeated = ids.indices.first { index in
        ids[..<index].contains { $0.isEqual(to: ids[index]) }
      }
      throw RuntimeError(
        "Fatal error: Duplicate key: '\(repeated.map { ids[$0].description } ?? "")'",
        at: elements.range,
        notes: ["IdentifiedArray(uniqueElements:) stops the program when two elements share an id"])
    }
    return .list(identified.map(\.value))
  }

  /// Refuses an identified array (`var rows: IdentifiedArrayOf<Row.State>`) whose element
  /// is a feature's `State` that is not `Identifiable`, in swiftc's words.
  func checkIdentifiable(_ field: FeatureDeclaration.StateField) throws {
    guard case .feature(let featureName, .state)? = field.typeShape?.genericArguments.last else {
      return
    }
    let feature = state.withLock { $0.features[featureName]?.declaration }
    guard let feature, !feature.stateIsIdentifiable else { return }
    throw RuntimeError(
      "type '\(featureName).State' does not conform to protocol 'Identifiable'", at: field.range,
      notes: ["an identified array's elements have an id: struct State: Equatable, Identifiable"])
  }
}

/// An element a script reaches by ID (`path[id: 0]`, `rows[id: 2]`), in the collection that
/// holds it, which the library's `[id:]` reads and changes.
enum ElementByID {
  /// The element with that ID in a navigation stack.
  case stack(StackState<FeatureState>, StackElementID)
  /// The element with that `id` in an identified array.
  case identified(IdentifiedArray<ElementIdentity, FeatureState>, ElementIdentity)

  /// The element, `nil` when the collection holds none with the ID; setting `nil` removes
  /// it.
  var element: FeatureState? {
    get {
      switch self {
      case .stack(let stack, let id): stack[id: id]
      case .identified(let elements, let id): elements[id: id]
      }
    }
    set {
      switch self {
      case .stack(var stack, let id):
        stack[id: id] = newValue
        self = .stack(stack, id)
      case .identified(var elements, let id):
        elements[id: id] = newValue
        self = .identified(elements, id)
      }
    }
  }

  /// The collection, changed, as the script holds it.
  var collection: ScriptValue {
    switch self {
    case .stack(let stack, _): .composable(.stack(stack))
    case .identified(let elements, _): .list(elements.map(\.value))
    }
  }
}
