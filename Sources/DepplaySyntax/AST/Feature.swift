/// `struct Name: Reducer { struct State { … } enum Action { … } @Dependency(\.key) var name
/// var body: some ReducerOf<Self> { … } }`: a feature of The Composable Architecture's shape,
/// run through `ComposableRuntime`.
package struct FeatureDeclaration: Sendable {
  /// A stored property of `State`: `var count = 0`.
  package struct StateField: Sendable {
    /// The field's name.
    package var name: String
    /// Its initial value, evaluated each time `Name.State()` is created without this field;
    /// `nil` for a field declared without one (`var home: Int`), which every creation gives.
    package var initialValue: Expression?
    /// Where it is declared.
    package var range: SourceRange
    /// Its type as written (`var editor: Editor.State? = nil`), if it is written.
    package var type: String?
    /// That type's structure, where it is written.
    package var typeShape: TypeShape?
    /// The enum of the alert's actions when the field holds an alert
    /// (`var alert: AlertState<Action.Alert>?`: `Alert`, named by its own name as depplay
    /// declares it); `nil` for a field of another type.
    package var alertActions: String?
    /// Whether it is presentation state (`@Presents var destination: Child.State?`), which a
    /// presentation `ifLet(\.$destination, …)` runs a child feature on.
    package var isPresentation = false
    /// Whether it is a shared reference (`@Shared var steps: Int`): the state is made with
    /// one (`Shared(value: 0)`, a parent's `state.$steps`), `state.steps` reads its value and
    /// `state.$steps` is the reference itself.
    package var isShared = false
    /// The key's name of a shared field declared with one (`"unread"` of
    /// `@Shared(.inMemory("unread")) var unread = 0`): a `State()` made without the field
    /// reads the key's value, which its initial value starts only while the key holds none.
    package var sharedKey: Expression?

    /// Whether it presents an alert (`@Presents var alert: AlertState<Action.Alert>?`), which
    /// a presentation `ifLet` runs without a child reducer and dismisses once one of its
    /// actions is sent.
    package var presentsAlert: Bool {
      isPresentation && alertActions != nil
    }

    /// The field as a plain struct's stored property (a `var`), for the code that reads it
    /// as `self`'s (``FeatureDeclaration/stateDeclaration``,
    /// ``ErrorDeclaration/memberDeclaration``).
    package var storedProperty: StructDeclaration.Property {
      .init(name: name, type: type, initialValue: initialValue, isConstant: false, range: range)
    }
  }

  /// A case of `Action`: `case increment`, `case loaded(Int)`.
  package struct ActionCase: Sendable {
    /// The case's name.
    package var name: String
    /// The payload's types as written (`Int`, `Child.Action`); empty for a case without one.
    package var payloadTypes: [String]
    /// The payload's types' structure, one for each of ``payloadTypes``.
    package var payloadShapes: [TypeShape]
    /// The payload's labels as written (`id` of `case toggle(id: Int)`), one for each type;
    /// `nil` for a value without one.
    package var payloadLabels: [String?] = []
    /// Where it is declared.
    package var range: SourceRange
    /// Whether it is written `indirect case`, as one whose payload holds the enum itself must
    /// be (`indirect case subfolders(IdentifiedActionOf<Folder>)`): the export writes it back.
    package var isIndirect = false

    /// Whether it carries a presented child's actions: `case tip(PresentationAction<Tip.Action>)`.
    package var carriesPresentation: Bool {
      guard payloadShapes.count == 1,
        case .library(.presentationAction, let arguments) = payloadShapes[0]
      else { return false }
      return !arguments.isEmpty
    }

    /// Whether it carries a binding action of the feature's state:
    /// `case binding(BindingAction<State>)`, the case `BindableAction` requires.
    package var carriesBinding: Bool {
      name == Self.bindingCaseName
        && payloadShapes == [.library(.bindingAction, arguments: [.named("State", arguments: [])])]
    }

    /// The name `BindableAction` requires of the case that carries binding actions.
    package static let bindingCaseName = "binding"

    /// The feature whose actions a navigation case carries, named in its one payload type:
    /// `Destination` of `PresentationAction<Destination.Action>`, `Path` of
    /// `StackActionOf<Path>` or of `StackAction<Path.State, Path.Action>`; `nil` for another
    /// case.
    package var navigatedFeature: String? {
      guard payloadShapes.count == 1, case .library(let type, let arguments) = payloadShapes[0],
        [.presentationAction, .stackActionOf, .stackAction].contains(type)
      else { return nil }
      switch arguments.last {
      case .feature(let name, .action)?, .named(let name, arguments: [])?: return name
      default: return nil  // no feature's name (`Item.State`, `Box<Int>`)
      }
    }
  }

  /// The feature's name.
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// `State`'s fields, in declaration order (none for an `enum State`).
  package var stateFields: [StateField]
  /// Whether `State` is marked `@ObservableState`, so that a store reads its fields as its
  /// own (`store.count`), as TCA's dynamic member lookup does.
  package var stateIsObservable = false
  /// Whether `struct State` conforms to `Identifiable`, as an identified array's elements
  /// must.
  package var stateIsIdentifiable = false
  /// The `init`s written out in `struct State`; with one, `State(…)` calls it rather than
  /// the memberwise initializer.
  package var stateInitializers: [InitializerDeclaration] = []
  /// The computed properties of `struct State` (`var total: Int { a.count + b.count }`),
  /// get-only, read as a plain struct's are (`state.total`, `store.total`).
  package var stateComputedProperties: [ComputedProperty] = []
  /// The methods of `struct State` (`func summary() -> String { … }`, `mutating func reset()
  /// { … }`), called on a state as a plain struct's are (`state.reset()` in a reducer).
  package var stateMethods: [MethodDeclaration] = []
  /// The cases of an `enum State` (`case loggedIn(LoggedIn.State)`), whose value is one of
  /// them, as an `ifCaseLet` runs a child on; `nil` when `State` is a struct.
  package var stateCases: [ActionCase]?
  /// `Action`'s cases, in declaration order.
  package var actionCases: [ActionCase]
  /// For `@Reducer enum Destination { case edit(EditItem) … }`, its cases, in order: `State`
  /// and `Action` are enums of what they carry (``stateCases``, ``actionCases``), and its
  /// reducer runs each case's feature on that case, as the macro's `body` does. `nil` for a
  /// struct.
  package var caseFeatures: [ReducerEnumCase]?
  /// The enums of the alerts' actions it presents: its state fields'
  /// (``StateField/alertActions``) and, for a `@Reducer enum`, its alert cases'.
  package var alertActions: Set<String> {
    var actions = Set(stateFields.compactMap(\.alertActions))
    for case .alert(let action) in (caseFeatures ?? []).map(\.payload) { actions.insert(action) }
    return actions
  }
  /// `@Dependency` properties, in declaration order.
  package var properties: [ModelDeclaration.DependencyProperty]
  /// Plain enums declared inside the feature (`enum CancelID { case timer }`, TCA's usual
  /// place for cancel IDs): declared as a program's enums are, by their own names, and
  /// written back inside the feature.
  package var nestedEnums: [EnumDeclaration] = []
  /// Its helper methods (`private func recordScore(…) -> Effect<Action> { … }`), which its
  /// reducers call (`recordScore(…)`, `self.recordScore(…)`) as a class's methods are called,
  /// with `self` the feature.
  package var methods: [ModelDeclaration.Method] = []
  /// Its `static func`s (`static func leader(of state: State) -> String? { … }`), members of
  /// the type without `self`: called as `Name.leader(…)` (`Self.leader(…)` in its own code),
  /// or by the bare name in its other static methods, as a plain struct's static methods are
  /// (``staticMemberDeclaration``).
  package var staticMethods: [MethodDeclaration] = []
  /// Its constants (`let catalog = ["pear", "plum"]`), evaluated in declaration order each
  /// time the feature is created, and read by its reducers and methods as its own; one
  /// without a value (`let onSave: @Sendable (String) async -> Void`) is given where the
  /// feature is created (``initialised``).
  package var constants: [StructDeclaration.Property] = []

  /// The names of the constants without a value, in declaration order: the labels of its
  /// memberwise initialiser, `Editor(onSave: { … })`, as Swift synthesises it.
  package var initialised: [String] {
    constants.filter { $0.initialValue == nil }.map(\.name)
  }
  /// The reducers `var body` lists, each with the modifiers applied to it.
  package var body: [Expression]
  /// Where `var body` is.
  package var bodyRange: SourceRange
  /// The whole declaration.
  package var range: SourceRange

  /// The type `typealias State = Editor.State` names, as written: this feature's state is
  /// that feature's (its fields, cases and members copied here), and the export writes the
  /// alias back; `nil` for a feature that declares its own `State`.
  package var stateAlias: String?
  /// The type `typealias Action = Editor.Action` names, as written, likewise.
  package var actionAlias: String?
  /// Its other typealiases (`typealias Item = String`): names for its annotations, which
  /// depplay reads and does not check, as a plain struct's; the export writes them back.
  package var typeAliases: [TypeAliasDeclaration] = []

  /// Whether `Action` is declared `BindableAction` (`enum Action: BindableAction`), whose
  /// `case binding(BindingAction<State>)` a `BindingReducer()` in the body sets the state's
  /// fields from.
  package var actionIsBindable = false

  /// The `BindableAction` enum nested in `Action` that the action case `name` carries
  /// (`View` of `case view(View)`, written `Action.View` too), as `BindingReducer(action:
  /// \.view)` names it; `nil` when that case carries no such enum.
  package func bindableEnum(carriedBy name: String) -> EnumDeclaration? {
    guard let actionCase = actionCases.first(where: { $0.name == name }),
      actionCase.payloadTypes.count == 1, actionCase.payloadLabels.allSatisfy({ $0 == nil })
    else { return nil }
    let type = actionCase.payloadTypes[0]
    return nestedEnums.first { nested in
      nested.isInAction && nested.isBindable
        && (type == nested.name || type == "Action." + nested.name)
    }
  }

  /// The name of its `State` as a value of it carries it (`Counter.State`): a record of its
  /// state is named so, and ``stateDeclaration`` declares it.
  package var stateTypeName: String { name + ".State" }

  /// `struct State` as a plain struct named `Name.State`, its fields its stored properties:
  /// how its written `init`s and its computed properties are checked and run, as a plain
  /// struct's are.
  package var stateDeclaration: StructDeclaration {
    var declaration = StructDeclaration(
      name: stateTypeName, nameRange: nameRange, conformances: [],
      properties: stateFields.map(\.storedProperty), range: range)
    declaration.initializers = stateInitializers
    declaration.computedProperties = stateComputedProperties
    declaration.methods = stateMethods
    return declaration
  }

  /// The feature's static methods as those of a caseless enum named as the feature: how they
  /// are checked and run, as a plain struct's static methods are.
  package var staticMemberDeclaration: StructDeclaration {
    var declaration = StructDeclaration(
      name: name, nameRange: nameRange, conformances: [], properties: [], range: range)
    declaration.isCaselessEnum = true
    declaration.methods = staticMethods
    return declaration
  }
}

/// `switch subject { case .a, .b(let n): … default: … }`
package struct SwitchStatement: Sendable {
  /// One `case` (or `default`) clause.
  package struct Clause: Sendable {
    /// The patterns; empty for `default`.
    package var patterns: [Pattern]
    /// The statements run when a pattern matches.
    package var body: Block
    /// Where the clause is.
    package var range: SourceRange
  }

  /// The value switched over.
  package var subject: Expression
  /// The clauses, in order.
  package var clauses: [Clause]
  /// The whole statement.
  package var range: SourceRange
}

/// A pattern of a `case` clause.
package indirect enum Pattern: Sendable {
  /// `.name` or `.name(p, …)`
  case enumCase(name: String, payload: [Pattern], range: SourceRange)
  /// `let n` (or `n` after `case let`): binds the matched value; `var n` (`isVariable`) to a
  /// variable the clause may change.
  case binding(name: String, isVariable: Bool = false, range: SourceRange)
  /// `_`
  case wildcard(range: SourceRange)
  /// An expression compared with `==`.
  case value(Expression)
  /// `.loading(let progress) where progress > 50`: the pattern, then the condition, with the
  /// pattern's names bound, must hold.
  case guarded(Pattern, condition: Expression)
  /// `let section?`: matches a value that is not `nil`, which the inner pattern then matches.
  case optionalSome(Pattern, range: SourceRange)
  /// `(.domestic, let g)`: a tuple of two or more elements, each matching its pattern.
  case tuple([Pattern], range: SourceRange)

  /// The names the pattern binds as variables (`case (.near, var grams)`).
  package var variableNames: [String] {
    switch self {
    case .enumCase(_, let payload, _), .tuple(let payload, _): payload.flatMap(\.variableNames)
    case .binding(let name, let isVariable, _): isVariable ? [name] : []
    case .wildcard, .value: []
    case .guarded(let pattern, _), .optionalSome(let pattern, _): pattern.variableNames
    }
  }

  /// The names the pattern binds.
  package var boundNames: [String] {
    switch self {
    case .enumCase(_, let payload, _), .tuple(let payload, _): payload.flatMap(\.boundNames)
    case .binding(let name, _, _): [name]
    case .wildcard, .value: []
    case .guarded(let pattern, _), .optionalSome(let pattern, _): pattern.boundNames
    }
  }
}

/// `if condition { … } else { … }`, `if let name = optional { … } else { … }`
package struct IfStatement: Sendable {
  /// The condition (a Bool), or for `if let`, the optional value.
  package var condition: Expression
  /// `if let name = …`: the name bound to the value in `then` when it is not `nil`.
  package var binding: String? = nil
  /// Written `if var name = …` (or `guard var`): `then` may change the bound name.
  package var bindsVariable = false
  /// `if case .profile(let id) = route`: `condition` is the value the pattern must match;
  /// the names it binds are in scope in `then`.
  package var pattern: Pattern? = nil
  /// Run when it holds.
  package var then: Block
  /// Run otherwise (`else if` is an `else` block holding one `if`).
  package var otherwise: Block?
  /// The whole statement.
  package var range: SourceRange
  /// Written `guard condition else { … }` (lowered from Swift's `guard`): `then` is the
  /// rest of the statements after it, `otherwise` its `else` block.
  package var isGuard = false

  /// The names `then` has bound: an `if let`'s, or those of an `if case`'s pattern.
  package var boundNames: Set<String> {
    Set([binding].compactMap { $0 } + (pattern?.boundNames ?? []))
  }
}

/// A case of a `@Reducer enum`, and what it carries.
package struct ReducerEnumCase: Sendable {
  /// What a case carries, which decides its `State` and `Action` cases and whether a reducer
  /// runs on it.
  package enum Payload: Sendable, Equatable {
    /// `case edit(EditItem)`: a feature, run on the case; `State`'s `edit(EditItem.State)`,
    /// `Action`'s `edit(EditItem.Action)`.
    case feature(String)
    /// `case alert(AlertState<Alert>)`: an alert and the type of its buttons' actions
    /// (`Alert`). No reducer runs on it, and a presentation `ifLet` dismisses it once one of
    /// its actions is sent, as TCA's macro makes such a case ephemeral; `State`'s
    /// `alert(AlertState<Alert>)`, `Action`'s `alert(Alert)`.
    case alert(action: String)
    /// `case session(Session, huddle: Huddle)`: plain values, each type as written with its
    /// label, which `State`'s case of the same shape holds. `Action` has no case for it and
    /// no reducer runs on it, as TCA 1.25's macro writes such a case.
    case values(types: [String], shapes: [TypeShape], labels: [String?])
  }

  /// The case's name.
  package var name: String
  /// What it carries.
  package var payload: Payload
  /// Where it is declared.
  package var range: SourceRange
  /// Whether it is marked `@ReducerCaseIgnored` (an alert's or values' case, on which no
  /// reducer runs anyway): the macro writes no `Action` case for it, so an `enum Action` the
  /// enum declares itself lists it (``FeatureDeclaration/actionCases``).
  package var isIgnored = false

  /// Its `State` case: `edit(EditItem.State)`, `alert(AlertState<Alert>)`,
  /// `session(Session, huddle: Huddle)`.
  package var stateCase: FeatureDeclaration.ActionCase {
    switch payload {
    case .feature(let feature):
      .init(
        name: name, payloadTypes: [feature + ".State"], payloadShapes: [.feature(feature, .state)],
        range: range)
    case .alert(let action):
      .init(
        name: name, payloadTypes: ["AlertState<\(action)>"],
        payloadShapes: [.library(.alertState, arguments: [.named(action, arguments: [])])],
        range: range)
    case .values(let types, let shapes, let labels):
      .init(
        name: name, payloadTypes: types, payloadShapes: shapes, payloadLabels: labels,
        range: range)
    }
  }

  /// Its `Action` case: `edit(EditItem.Action)`, `alert(Alert)`; `nil` for a case of plain
  /// values, which has none.
  package var actionCase: FeatureDeclaration.ActionCase? {
    switch payload {
    case .feature(let feature):
      .init(
        name: name, payloadTypes: [feature + ".Action"],
        payloadShapes: [.feature(feature, .action)], range: range)
    case .alert(let action):
      .init(
        name: name, payloadTypes: [action], payloadShapes: [.named(action, arguments: [])],
        range: range)
    case .values: nil
    }
  }

  /// The payload as the enum declares it: `EditItem`, `AlertState<Alert>`,
  /// `Session, huddle: Huddle`.
  package var declaredPayload: String {
    switch payload {
    case .feature(let feature): feature
    case .alert(let action): "AlertState<\(action)>"
    case .values(let types, _, let labels):
      zip(types, labels).map { type, label in label.map { "\($0): \(type)" } ?? type }
        .joined(separator: ", ")
    }
  }
}
