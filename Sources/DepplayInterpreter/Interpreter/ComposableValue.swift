import ComposableRuntime
import DepplaySyntax

/// A value of the store layer, as a script holds it.
package enum ComposableValue: Sendable {
  /// An action: `.increment`, `.loaded(42)`; or a case of an `enum State`:
  /// `.loggedIn(LoggedIn.State())`.
  case action(Action)
  /// An instance of a feature: `Counter()`, its `@Dependency` properties captured at init.
  case feature(FeatureInstance)
  /// A reducer: `Reduce { … }`, `Scope(…) { … }`, with modifiers.
  case reducer(ReducerBox)
  /// An effect: `.none`, `.send(…)`, `.run { … }`, `.merge(…)`.
  case effect(Effect<Action>)
  /// The `send` an effect's operation is given.
  case send(Send<Action>)
  /// An effect of values other than actions (`Effect<Int>`), to be `map`ped into actions.
  indirect case valueEffect(ValueEffect)
  /// The `send` the operation of a mapped ``ValueEffect`` is given: it takes a value.
  indirect case mappingSend(MappingSend)
  /// A store.
  case store(StoreBox)
  /// What `store.send` returns.
  case storeTask(StoreTask)
  /// A test store.
  case testStore(TestStoreBox)
  /// What a test store's `send` returns.
  case testStoreTask(TestStoreTask)
  /// `@Dependency(\.dismiss)`: what `await dismiss()` calls.
  case dismissEffect(DismissEffect)
  /// A navigation stack: `StackState<Detail.State>()`, a state field a stack `forEach` runs
  /// its elements from.
  case stack(StackState<FeatureState>)
  /// The ID of a stack's element, as a stack action carries it (`#1`); a number written in
  /// the script (`.popFrom(id: 1)`) equals it, as Swift's integer literal makes one.
  case stackElementID(StackElementID)
  /// A test store's exhaustivity: `.on`, `.off`, `.off(showSkippedAssertions: true)`.
  case exhaustivity(Exhaustivity)
  /// A binding action: `.set(\.name, "Blob")`, what a feature's `binding` case carries.
  indirect case bindingAction(BindingValue)
  /// Text held in state: `TextState("Delete")`.
  case text(TextState)
  /// A button of an alert: `ButtonState(role: .cancel) { TextState("Cancel") }`.
  indirect case button(ButtonState<ButtonAction>)
  /// An alert: `AlertState { TextState("Delete?") } actions: { … }`, what a `@Presents`
  /// field of type `AlertState<Action.Alert>?` holds.
  indirect case alert(AlertState<ButtonAction>)

  /// How `print` shows it.
  package var description: String {
    switch self {
    case .action(let action): action.printed
    case .feature(let feature): "\(feature.declaration.name)()"
    case .reducer(let box): box.label
    case .effect, .valueEffect: "Effect"
    case .send, .mappingSend: "Send"
    case .store(let box): box.label
    case .storeTask: "StoreTask"
    case .testStore(let box): box.label
    case .testStoreTask: "TestStoreTask"
    case .dismissEffect: "DismissEffect"
    case .stack(let stack):
      "[" + zip(stack.ids, stack).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
    case .stackElementID(let id): id.description
    case .exhaustivity(.on): ".on"
    case .exhaustivity(.off(let shows)): shows ? ".off(showSkippedAssertions: true)" : ".off"
    case .bindingAction(let binding): binding.description
    case .text(let text): text.description
    case .button(let button): button.description
    case .alert(let alert): alert.description
    }
  }

  /// The type's name, for messages.
  package var typeName: String {
    switch self {
    case .action: "Action"
    case .feature(let feature): feature.declaration.name
    case .reducer: "Reducer"
    case .effect: "Effect<Action>"
    case .send: "Send<Action>"
    case .valueEffect(let effect): "Effect<\(effect.valueType)>"
    case .mappingSend(let send): "Send<\(send.valueType)>"
    case .store(let box): box.label
    case .storeTask: "StoreTask"
    case .testStore(let box): box.label
    case .testStoreTask: "TestStoreTask"
    case .dismissEffect: "DismissEffect"
    case .stack: "StackState"
    case .stackElementID: "StackElementID"
    case .exhaustivity: "Exhaustivity"
    case .bindingAction: "BindingAction<State>"
    case .text: "TextState"
    case .button: "ButtonState<Action>"
    case .alert: "AlertState<Action>"
    }
  }

  /// Script `==`: actions by case and payload.
  package func isEqual(to other: ComposableValue) -> Bool {
    switch (self, other) {
    case (.action(let a), .action(let b)): a == b
    case (.stack(let a), .stack(let b)): a == b
    case (.stackElementID(let a), .stackElementID(let b)): a == b
    case (.exhaustivity(let a), .exhaustivity(let b)): a == b
    case (.bindingAction(let a), .bindingAction(let b)): a == b
    case (.text(let a), .text(let b)): a == b
    case (.button(let a), .button(let b)): a == b
    case (.alert(let a), .alert(let b)): a == b
    default: false
    }
  }
}

/// What an alert's button sends: a case of the alert's enum (`.confirmDeletion`), a value
/// the script gives, compared and printed as the script's values are.
package struct ButtonAction: Sendable, Equatable, CustomStringConvertible {
  /// The value.
  package var value: ScriptValue

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.value.isEqual(to: rhs.value) }

  /// The case as `print` shows it: `confirmDeletion`.
  package var description: String { value.description }
}

/// A case of a feature's `Action` (or of its `enum State`), with its payload. Cases are
/// matched by name, as the script writes them (`.child(.increment)`).
package struct Action: Sendable, Equatable, CustomStringConvertible, ActionTypeNaming {
  /// The case's name.
  package var name: String
  /// The payload, in order.
  package var payload: [ScriptValue]
  /// `Counter.Action` when one feature declares the case, else `Action` (cases are matched
  /// by name); `App.State` for a case of an `enum State`.
  package var actionTypeName = "Action"

  /// `loaded(42)`, `row(.loaded(5))`: the case and payload, as the library's messages show
  /// them after the type (`Counter.Action.loaded(42)`), an action in the payload by its case.
  package var description: String { text(payload: \.caseOutput) }

  /// `loaded(42)`, `row(Row.Action.loaded(5))`: as Swift's `print` shows the case, an action
  /// in the payload with its type (where Swift also names the module: `main.Row.Action`).
  package var printed: String { text(payload: \.debugDescription) }

  private func text(payload field: (ScriptValue) -> String) -> String {
    payload.isEmpty ? name : "\(name)(" + payload.map(field).joined(separator: ", ") + ")"
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name
      && lhs.payload.count == rhs.payload.count
      && zip(lhs.payload, rhs.payload).allSatisfy { $0.isEqual(to: $1) }
  }
}

/// `Feature()`: a feature's declaration and its `@Dependency` properties, which captured the
/// values in force when it was created (as a struct's `@Dependency` does in Swift).
package final class FeatureInstance: Sendable {
  package let declaration: FeatureDeclaration
  /// The properties, read as a model's are.
  package let model: ModelInstance

  package init(declaration: FeatureDeclaration, model: ModelInstance) {
    self.declaration = declaration
    self.model = model
  }
}
