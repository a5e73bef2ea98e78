import DepplaySemantics
import DepplaySyntax

/// What a store-layer value a script holds is, for writing calls on it.
package enum StoreKind {
  case store, testStore, storeTask, testStoreTask
}

/// Stores, test stores, their tasks and effects. The deterministic export hands every call
/// into a store to the main actor the way the interpreter does (`script.store`,
/// `script.onMainActor`, `script.sending`, `script.hosted`, `script.effect`, `script.send`
/// in `DepplaySupport`); the plain export writes the calls as TCA code does.
extension ProgramWriter {
  /// The store-layer value `expression` gives, where the exporter can tell.
  package func storeKind(of expression: Expression) -> StoreKind? {
    switch expression {
    case .call(let callee, _, _, _) where storeLayer(callee) == .store:
      return .store
    case .call(let callee, _, _, _) where storeLayer(callee) == .testStore:
      return .testStore
    case .name(let name, _):
      return storeLocals[name]
    case .member(.name(let type, _), let name, _)
    where !scopes.contains(where: { $0.locals.contains(type) }):
      // `App.store`: a static property holding one (TCA's app-level store).
      return structs[type]?.staticProperty(named: name)?.initialValue.flatMap { storeKind(of: $0) }
    case .await(let inner, _):
      return storeKind(of: inner)
    case .withDependencies(_, _, let operation, _):
      guard case .expression(let last)? = operation.body.statements.last else { return nil }
      return storeKind(of: last)
    case .call(.member(let base, _, let memberRange), _, _, _)
    where resolutions.view.methods(at: memberRange)?.store == .scope:
      // `store.scope(state: \.home, action: \.home)`: a child store.
      return storeKind(of: base) == .store ? .store : nil
    case .call(.member(let base, _, let memberRange), _, _, _)
    where resolutions.view.methods(at: memberRange)?.store == .send:
      switch storeKind(of: base) {
      case .store?: return .storeTask
      case .testStore?: return .testStoreTask
      default: return nil
      }
    default:
      return nil
    }
  }

  /// `Store(initialState: …) { … } withDependencies: { … }` (and `TestStore`).
  package mutating func storeInitializer(
    _ type: String, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange
  ) throws(ExportError) -> String {
    var initialState: Expression?
    var update: ClosureLiteral?
    var reducerClosure = trailing
    for argument in arguments {
      switch (argument.label, argument.value) {
      case ("initialState"?, let value): initialState = value
      case ("withDependencies"?, .closure(let literal)): update = literal
      case ("reducer"?, .closure(let literal)): reducerClosure = literal
      default:
        throw ExportError(
          "this argument of \(type)",
          because: "\(type) takes initialState:, reducer: and withDependencies:",
          at: argument.range)
      }
    }
    guard let initialState, let reducerClosure, reducerClosure.body.statements.count == 1,
      case .expression(let root) = reducerClosure.body.statements[0]
    else {
      throw ExportError(
        "this \(type)", because: "it is not \(type)(initialState: …) { Feature() }", at: range)
    }
    let reducer = try self.reducer(root)
    var text = "\(type)(initialState: \(try expression(initialState, wantsValue: true))) "
    // Plain exports lay out the closures as swift-format does: on lines of their own when
    // there are two.
    text +=
      reducer.contains("\n") || (plain && update != nil)
      ? "{\n" + reducer.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n}"
      : "{ \(reducer) }"
    if let update {
      text +=
        " withDependencies: "
        + (try closure(update, isAsync: false, returnsValue: false, inline: !plain))
    }
    usesComposable = true
    return plain ? text : "script.store " + wrapped(text)
  }

  /// A call of `method` on a store-layer value of kind `kind`; `methods` are what the checker
  /// resolved its name to.
  package mutating func storeCall(
    _ kind: StoreKind, base: Expression, method: String, methods: Callee.Methods?,
    arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange
  ) throws(ExportError) -> String {
    if kind == .testStoreTask, !isLocal(base) {
      throw ExportError(
        "'\(method)' on a test store's send in one expression",
        because: "the export makes each test store call a statement of its own", at: range,
        notes: ["write let task = await store.send(…), then await task.\(method)()"])
    }
    if kind == .testStore, methods?.testStore == .withDependencies {
      throw ExportError(
        "a test store's withDependencies method",
        because: "the exporter does not write it yet", at: range,
        notes: ["set store.dependencies.key = value before the sends, and back after"])
    }
    if kind == .testStore, methods?.testStore == .withExhaustivity {
      throw ExportError(
        "a test store's withExhaustivity method",
        because: "the exporter does not write it yet", at: range,
        notes: ["set store.exhaustivity = .off before the sends, and back to .on after"])
    }
    // `send(\.row.tap)`, `receive(\.row.loaded, 7)`: a case key path is written as the
    // script writes it, as a test store takes it in Swift (`@Reducer` makes the action
    // `@CasePathable`).
    var text = try expression(base) + ".\(method)"
    // `store.receive { … } assert: { … }`: the closures written after the trailing one, in
    // the script's order, keep their labels; the first is then a predicate of the action.
    let following = arguments.compactMap { argument -> (label: String, ClosureLiteral)? in
      guard let trailing, argument.range.start.offset > trailing.range.start.offset,
        case .closure(let literal) = argument.value
      else { return nil }
      return (argument.label ?? "_", literal)
    }
    let leading = arguments.dropLast(following.count)
    if !leading.isEmpty || trailing == nil {
      text += "(" + (try self.arguments(Array(leading))) + ")"
    }
    if let trailing {
      let returnsValue =
        kind == .store && methods?.store == .withState
        || (kind == .testStore && methods?.testStore == .receive && !following.isEmpty)
      var closure = try closure(trailing, isAsync: false, returnsValue: returnsValue)
      // A plain export's line that would run past 100 columns opens its closure instead.
      if plain, 2 * scopes.count + "await ".count + text.count + closure.count + 1 > 100 {
        closure = try self.closure(
          trailing, isAsync: false, returnsValue: returnsValue, inline: false)
      }
      text += " " + closure
    }
    for (label, literal) in following {
      text += " \(label): " + (try closure(literal, isAsync: false, returnsValue: false))
    }
    switch (kind, methods?.store, methods?.testStore, methods?.storeTask) {
    case (.store, .send?, _, _):
      return plain ? text : "script.sending " + wrapped(text)
    case (.store, .withState?, _, _), (.store, .scope?, _, _), (.testStore, _, .assert?, _):
      return plain ? text : "script.onMainActor " + wrapped(text)
    case (.testStore, _, .some, _), (.testStoreTask, _, _, .some):
      return plain ? text : "script.hosted " + wrapped("await " + text)
    case (.storeTask, _, _, .some):
      return text
    default:
      throw ExportError(
        "the call '\(method)' on a store", because: "the exporter does not write it yet", at: range)
    }
  }

  /// `store.state` (and a test store's): read on the main actor.
  package mutating func storeProperty(
    _ kind: StoreKind, base: Expression, name: String, range: SourceRange
  )
    throws(ExportError) -> String
  {
    let text = try expression(base) + "." + name
    switch (kind, ComposableProperty(rawValue: name)) {
    case (.store, .state?), (.testStore, .state?), (.testStore, .isDismissed?),
      (.testStore, .exhaustivity?):
      return plain ? text : "script.onMainActor " + wrapped(text)
    case (.storeTask, .isCancelled?), (.testStoreTask, .isCancelled?):
      return text
    default:
      throw ExportError(
        "the property '\(name)' of a store", because: "the exporter does not write it yet",
        at: range)
    }
  }

  /// `store.state.field…` (a store's or a test store's) or `store.field…` (an
  /// `@ObservableState` store's): the whole read on the main actor.
  package mutating func storeStateRead(_ expression: Expression) throws(ExportError) -> String? {
    var root = expression
    var path: [String] = []
    while storeKind(of: root) == nil, case .member(let base, let name, _) = root {
      path.insert(name, at: 0)
      root = base
    }
    guard let kind = storeKind(of: root) else { return nil }
    if kind == .store, !path.isEmpty, ComposableProperty(first: path) != .state {
      // `store.count`: TCA's dynamic member lookup on an `@ObservableState` store reads
      // `store.state.count`, which is what the export writes.
      path.insert(ComposableProperty.state.rawValue, at: 0)
    }
    guard path.count > 1, ComposableProperty(first: path) == .state,
      kind == .store || kind == .testStore
    else { return nil }
    let text = (try self.expression(root)) + "." + path.joined(separator: ".")
    return plain ? text : "script.onMainActor " + wrapped(text)
  }

  /// `store.dependencies.key = value` and `store.exhaustivity = .off` on a test store: set
  /// on the main actor.
  package mutating func storeAssignment(_ target: Expression, value: Expression) throws(ExportError)
    -> String?
  {
    var root = target
    var path: [String] = []
    while storeKind(of: root) == nil, case .member(let base, let name, _) = root {
      path.insert(name, at: 0)
      root = base
    }
    guard let kind = storeKind(of: root) else { return nil }
    guard kind == .testStore,
      (ComposableProperty(first: path) == .dependencies && path.count >= 2)
        || (ComposableProperty(first: path) == .exhaustivity && path.count == 1)
    else {
      throw ExportError(
        "this assignment to a store",
        because: "only a test store's dependencies and exhaustivity can be set", at: target.range)
    }
    let text =
      (try expression(root)) + "." + path.joined(separator: ".") + " = "
      + (try assignedValue(value, to: target))
    return plain ? text : "script.onMainActor " + wrapped(text)
  }

  /// `.run { send in … }`, with its `catch: { error, send in … }` handler if it has one: the
  /// deterministic export wraps the effect in `script.effect(…)`, which runs all of
  /// `Effect.run`'s work as a unit of the script (its operation, its handler, its report of
  /// an error neither handles); `send(…)` in them is written `script.send(…, with: send)`.
  /// An operation that reads the reducer's `state` captures it, as the script does
  /// (`[state]`: the checker refuses it otherwise, as swiftc does). One that
  /// may throw with no handler passes the script's place (`fileID: "file.dep", line: 12`),
  /// which `Effect.run`'s report names, as the interpreter's does.
  package mutating func runEffect(
    _ operation: ClosureLiteral, catch handler: ClosureLiteral?, range: SourceRange
  ) throws(ExportError) -> String {
    guard operation.parameters.count <= 1 else {
      throw ExportError(
        "this .run", because: "its operation takes one parameter, send", at: operation.range)
    }
    if let handler, handler.parameters.count != 2 {
      throw ExportError(
        "this .run's catch:", because: "its handler takes two parameters, error and send",
        at: handler.range)
    }
    let body = try effectClosure(operation, parameters: [operation.parameters.first ?? "_"])
    var text = ".run " + body
    if let handler {
      text += " catch: " + (try effectClosure(handler, parameters: handler.parameters))
    } else if !plain, operation.body.statements.contains(where: { throwsError($0) }) {
      let place = source.map.written(at: range.start)
      let file = place.file.split(separator: "/").last.map(String.init) ?? place.file
      text =
        ".run(\n  operation: "
        + body.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
        + ",\n  fileID: \(swiftString(file)), line: \(place.line))"
    }
    return plain ? text : "script.effect(\n" + text.indentedLines.joined(separator: "\n") + ")"
  }

  /// An effect's operation or `catch:` handler, `{ send in … }`: an async closure whose
  /// `send` parameter is the effect's, and in which a `throw` is `Effect.run`'s to handle.
  private mutating func effectClosure(_ literal: ClosureLiteral, parameters: [String])
    throws(ExportError) -> String
  {
    let saved = sendNames
    sendNames.formUnion(literal.parameters.suffix(1))
    defer { sendNames = saved }
    scopes.append(
      ExportScope(isAsync: true, throwIsHandled: true, locals: literal.boundNames))
    let lines = try block(literal.body.statements)
    scopes.removeLast()
    return "{ " + (try closureHead(literal, parameters: parameters)) + " in\n"
      + lines.map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n") + "\n}"
  }

  /// `send(action)` in an effect.
  package mutating func effectSend(_ name: String, arguments: [Argument], range: SourceRange)
    throws(ExportError) -> String
  {
    guard arguments.count == 1, arguments[0].label == nil else {
      throw ExportError("this send", because: "it takes one action", at: range)
    }
    let action = try expression(arguments[0].value, wantsValue: true)
    return plain ? "\(name)(\(action))" : "script.send(\(action), with: \(name))"
  }

  private func isLocal(_ expression: Expression) -> Bool {
    if case .name = expression { true } else { false }
  }

  /// Whether `expression` is a store-layer value that only depplay describes (a store, a
  /// test store, a feature, a reducer): printing it has no faithful export.
  package func printsAsDepplayValue(_ expression: Expression) -> Bool {
    if let kind = storeKind(of: expression) { return kind == .store || kind == .testStore }
    switch expression {
    case .call(let callee, _, _, _)
    where [.reduce, .scope, .combineReducers, .bindingReducer, .emptyReducer].contains(
      storeLayer(callee)):
      return true
    case .call(.name(let name, _), _, _, _):
      return features[name] != nil
    case .call(.member(_, _, let memberRange), _, _, _):
      return resolutions.view.methods(at: memberRange)?.reducer == .dependency
    default:
      return false
    }
  }

  /// `{ text }`, or one line a statement when `text` spans several.
  private func wrapped(_ text: String) -> String {
    guard text.contains("\n") else { return "{ \(text) }" }
    return "{\n"
      + text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
      .joined(separator: "\n") + "\n}"
  }
}
