import ComposableRuntime
import DepplaySyntax

/// The roles a script gives a button, as written after `role:`.
private enum ButtonRoleName: String {
  case destructive, cancel

  var role: ButtonStateRole {
    switch self {
    case .destructive: .destructive
    case .cancel: .cancel
    }
  }
}

extension Interpreter {
  /// `TextState("Delete \(name)?")` and `TextState(verbatim: "…")`: the library's text.
  package func makeTextState(_ arguments: [Argument], range: SourceRange, _ context: inout Context)
    throws -> ScriptValue
  {
    guard arguments.count == 1, arguments[0].label == nil || arguments.areLabelled(.verbatim)
    else {
      throw RuntimeError(
        "expected TextState(\"…\")", at: range,
        notes: ["text held in state is made from a string: TextState(\"Delete \\(name)?\")"])
    }
    let value = try evaluate(arguments[0].value, &context)
    guard case .string(let text) = value else {
      throw RuntimeError(
        "TextState is made from a string, not a value of type \(value.typeName)",
        at: arguments[0].range, notes: ["write TextState(\"…\"), or TextState(\"\\(value)\")"])
    }
    return .composable(.text(TextState(verbatim: text)))
  }

  /// `ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }`, with
  /// `role:` and `action:` optional (`action: .send(.confirm)` too): the library's button.
  package func makeButtonState(
    _ arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    let usage = RuntimeError(
      "expected ButtonState(role: …, action: …) { TextState(\"…\") }", at: range,
      notes: [
        "a button takes an optional role (.destructive, .cancel), an optional action, and its "
          + "label in a closure: ButtonState(role: .cancel) { TextState(\"Cancel\") }"
      ])
    var rest = arguments[...]
    var role: ButtonStateRole?
    if let argument = rest.first, argument.isLabelled(.role) {
      role = try buttonRole(argument)
      rest = rest.dropFirst()
    }
    var action: ButtonAction?
    if let argument = rest.first, argument.isLabelled(.action) {
      action = try buttonAction(argument, &context)
      rest = rest.dropFirst()
    }
    var label = trailing
    if label == nil, let argument = rest.first, argument.isLabelled(.label),
      case .closure(let closure) = argument.value
    {
      label = closure
      rest = rest.dropFirst()
    }
    guard rest.isEmpty, let label else { throw usage }
    let text = try builtText(label, of: "a button's label", &context)
    return .composable(.button(ButtonState(role: role, action: .send(action)) { text }))
  }

  /// `AlertState { TextState("title") } actions: { ButtonState(…) … } message: { … }`, or
  /// with the title as an argument (`AlertState(title: { … }, actions: { … })`): the library's
  /// alert, its buttons and message optional.
  package func makeAlertState(
    _ arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    let usage = RuntimeError(
      "expected AlertState { TextState(\"title\") } actions: { … } message: { … }", at: range,
      notes: [
        "an alert takes its title, its buttons (ButtonState, one per line) and its message in "
          + "closures; actions: and message: may be left out"
      ])
    var closures: [(label: String?, closure: ClosureLiteral)] = trailing.map { [(nil, $0)] } ?? []
    for argument in arguments {
      guard case .closure(let closure) = argument.value else { throw usage }
      closures.append((argument.label, closure))
    }
    var rest = closures[...]
    guard let titleClosure = rest.popFirst(),
      titleClosure.label == nil || titleClosure.label == ArgumentLabel.title.rawValue
    else { throw usage }
    var actionsClosure: ClosureLiteral?
    if rest.first?.label == ArgumentLabel.actions.rawValue {
      actionsClosure = rest.popFirst()?.closure
    }
    var messageClosure: ClosureLiteral?
    if rest.first?.label == ArgumentLabel.message.rawValue {
      messageClosure = rest.popFirst()?.closure
    }
    guard rest.isEmpty else { throw usage }
    let title = try builtText(titleClosure.closure, of: "an alert's title", &context)
    let buttons = try actionsClosure.map { try builtButtons($0, &context) } ?? []
    let message = try messageClosure.map { try builtText($0, of: "an alert's message", &context) }
    return .composable(.alert(AlertState(title: title, message: message, buttons: buttons)))
  }

  /// The role after `role:`: `.destructive` or `.cancel`.
  private func buttonRole(_ argument: Argument) throws -> ButtonStateRole {
    guard case .implicitMember(let name, nil, _) = argument.value,
      let role = ButtonRoleName(rawValue: name)?.role
    else {
      throw RuntimeError(
        "a button's role is .destructive or .cancel", at: argument.range,
        notes: ["leave role: out for an ordinary button"])
    }
    return role
  }

  /// The action after `action:`: `.confirm`, or `.send(.confirm)` as the library's
  /// `ButtonStateAction` writes it.
  private func buttonAction(_ argument: Argument, _ context: inout Context) throws
    -> ButtonAction
  {
    var expression = argument.value
    if case .implicitMember(_, let arguments?, let range) = expression,
      context.frame.resolutions.effect(at: range) == .send, arguments.count == 1,
      arguments[0].label == nil
    {
      expression = arguments[0].value
    }
    if case .keyPath(_, let range) = expression {
      throw RuntimeError(
        "a button's action is a case, not a key path", at: range,
        notes: ["write action: .confirmDeletion"])
    }
    // `.confirm` that a delegate enum declares too: Swift takes the alert's actions' case.
    if case .implicitMember(let name, let arguments, let range) = expression,
      let value = try impliedEnumCase(
        name, arguments: arguments, range: range, &context,
        preferring: { [resolutions = context.frame.resolutions] in
          resolutions.isAlertActions($0.name)
        })
    {
      return ButtonAction(value: value)
    }
    return ButtonAction(value: try evaluate(expression, &context))
  }

  /// The one `TextState` a closure of an alert or a button builds.
  private func builtText(_ closure: ClosureLiteral, of what: String, _ context: inout Context)
    throws -> TextState
  {
    let values = try builtValues(closure, &context)
    guard values.count == 1, case .composable(.text(let text)) = values[0].value else {
      throw RuntimeError(
        "\(what) is one TextState", at: closure.range,
        notes: ["write { TextState(\"…\") }"])
    }
    return text
  }

  /// The buttons an alert's `actions:` closure lists, one per line.
  private func builtButtons(_ closure: ClosureLiteral, _ context: inout Context) throws
    -> [ButtonState<ButtonAction>]
  {
    try builtValues(closure, &context).map { value, range in
      guard case .composable(.button(let button)) = value else {
        throw RuntimeError(
          "an alert's actions are ButtonStates, not a value of type \(value.typeName)",
          at: range, notes: ["list one ButtonState(…) { TextState(\"…\") } a line"])
      }
      return button
    }
  }

  /// The values a result builder's closure lists, one expression a line: anything else
  /// (`if`, `for`, a declaration) is not supported yet.
  private func builtValues(_ closure: ClosureLiteral, _ context: inout Context) throws
    -> [(value: ScriptValue, range: SourceRange)]
  {
    var inner = context.nested()
    return try closure.body.statements.map { statement in
      guard case .expression(let expression) = statement else {
        throw RuntimeError(
          "this statement in an alert's closure is not supported yet", at: statement.range,
          notes: ["list the text or the buttons, one a line, without if, for or let"])
      }
      return (try evaluate(expression, &inner), expression.range)
    }
  }
}
