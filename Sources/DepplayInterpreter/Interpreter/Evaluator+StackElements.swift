import ComposableRuntime
import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

/// A navigation stack as a script changes it, in a reducer or in a test store's expected
/// state: `state.path.append(Detail.State())`, `$0.path[id: 0]?.title = "b"`,
/// `$0.path.removeLast()`, `$0.path.pop(from: 0)`: the library's `StackState` does each.
extension Interpreter {
  /// `base[id: id]`: the element with that ID, or `nil` when the stack holds none; with a
  /// `casePath`, `base[id: id, case: \.detail]`, its payload in that case (`nil` when the
  /// element is in another).
  package func element(
    of base: Expression, id: Expression, casePath: String? = nil, _ context: inout Context
  ) throws -> ScriptValue? {
    let collection = try evaluate(base, &context)
    if casePath == nil, case .builtin(.shared(let shared)) = collection {
      return try sharedElement(of: shared, id: try evaluate(id, &context), range: base.range)
    }
    let element = try elementByID(holding: collection, at: base.range, id: id, &context)
      .element?.value
    guard let casePath else { return element }
    return try element.flatMap {
      try caseMember(casePath, of: $0, in: .stack, range: base.range)
    }
  }

  /// Whether the receiver `base` of a method call is a place through `array[id: id]?` whose
  /// element is missing (`todos[id: id]?.done.toggle()`): Swift's chain ends there, and the
  /// method is not called.
  package func endsAtMissingElement(_ base: Expression, _ context: inout Context) throws -> Bool {
    var place = base
    while true {
      switch place {
      case .member(let inner, _, _), .subscripted(let inner, _, _, _): place = inner
      case .elementByID(let array, let id, let casePath, true, _):
        return try element(of: array, id: id, casePath: casePath, &context) == nil
      case .presentedCase(let presented, let casePath, true, _):
        return try presentedCase(casePath, of: presented, &context) == nil
      default: return false
      }
    }
  }

  /// `base[id: id]?.name`: the element's field, `nil` when the element is missing; without
  /// the `?`, an error, as Swift refuses a member of an optional.
  package func memberOfElement(
    _ name: String, of base: Expression, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    let chained: Bool
    switch base {
    case .elementByID(_, _, _, let isChained, _), .presentedCase(_, _, let isChained, _):
      chained = isChained
    default: chained = false
    }
    guard chained else {
      throw RuntimeError(
        "\(base.optionalPlaceName) is optional: unwrap it with '?'", at: range,
        notes: ["write \(source.text(of: base.range))?.\(name)"])
    }
    guard let element = try evaluate(base, &context).nonNil else { return .none }
    return try member(name, of: element, range: range, &context)
  }

  /// `StackState([a, b])`: a stack holding a feature's states, bottom first, each pushed with
  /// a new ID, as the library's initializer does.
  package func stackState(of written: Expression, _ context: inout Context) throws
    -> ScriptValue
  {
    guard case .list(let elements) = try evaluate(written, &context) else {
      throw RuntimeError(
        "a stack is made from an array of a feature's states", at: written.range,
        notes: ["write StackState([.detail(Detail.State())])"])
    }
    if let other = elements.first(where: { !isFeatureState($0) }) {
      throw RuntimeError(
        "a stack holds a feature's state, not a value of type \(other.typeName)",
        at: written.range, notes: ["write StackState([.detail(Detail.State())])"])
    }
    return .composable(.stack(StackState(elements.map(FeatureState.init(value:)))))
  }

  /// `stack.append(x)`, `stack.removeLast()`, `stack.pop(from: id)` on a stack held in a
  /// variable or a field (`base`): the library's methods, the changed stack written back.
  package func callStackMethod(
    _ name: String, _ method: Callee.Stack?, on stack: StackState<FeatureState>, base: Expression,
    arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    var stack = stack
    var result = ScriptValue.void
    switch (method, arguments.map(\.label)) {
    case (.append?, [nil]):
      let element = try evaluate(arguments[0].value, &context)
      guard isFeatureState(element) else {
        throw RuntimeError(
          "a stack holds a feature's state, not a value of type \(element.typeName)",
          at: arguments[0].range, notes: ["write path.append(Detail.State())"])
      }
      stack.append(FeatureState(value: element))
    case (.removeLast?, []):
      guard !stack.isEmpty else {
        throw RuntimeError("removeLast() on an empty stack", at: range)
      }
      result = stack.removeLast().value
    case (.removeLast?, [nil]):
      let count = try evaluate(arguments[0].value, &context)
      guard case .int(let number) = count, (0...stack.count).contains(number) else {
        throw RuntimeError(
          "removeLast(_:) removes 0 to \(stack.count) elements of this stack, not \(count)",
          at: arguments[0].range)
      }
      stack.removeLast(number)
    case (.removeAll?, []):
      stack.removeAll()
    case (.pop?, ["from"]):
      stack.pop(from: try elementID(arguments[0].value, &context))
    default:
      throw RuntimeError(
        "a StackState has no method '\(name)' taking these arguments", at: range,
        notes: [
          "a stack offers append(_:), removeLast(), removeLast(_:), removeAll(), pop(from:) "
            + "and [id:]"
        ])
    }
    guard try assignLocal(base, .composable(.stack(stack)), range: range, &context) else {
      throw RuntimeError(
        "'\(name)' changes the stack, but this stack is not in a variable", at: range,
        notes: ["change the field the stack is in: state.path.\(name)(…)"])
    }
    return result
  }

  /// Assigns through `[id:]`: `$0.path[id: 0]?.title = "b"` changes the element when it is in
  /// the stack and does nothing when it is not (optional chaining); `$0.path[id: 0] = x` and
  /// `$0.path[id: 0] = nil` set it as the library's `[id:]` does. `false` when `target` holds
  /// no `[id:]`.
  package func assignThroughElement(
    _ target: Expression, _ value: ScriptValue, range: SourceRange, _ context: inout Context
  ) throws -> Bool {
    let (expression, fields) = target.trailingMembers
    guard case .elementByID(let base, let idExpression, let casePath, let chained, _) = expression
    else {
      return false
    }
    guard fields.isEmpty || chained else {
      throw RuntimeError(
        "\(expression.optionalPlaceName) is optional: unwrap it with '?'", at: expression.range,
        notes: ["write \(source.text(of: expression.range))?.\(fields.joined(separator: "."))"])
    }
    var place = try elementByID(in: base, id: idExpression, &context)
    if let casePath {
      try assignThroughCase(
        casePath, of: &place, fields: fields, value, range: expression.range,
        location: scriptLocation(of: expression.range, context))
    } else if fields.isEmpty {
      // Setting an element: the library's `[id:]`, which in a test inserts a missing one.
      place.element = value.nonNil.map(FeatureState.init(value:))
    } else if var element = place.element?.value {
      try setField(fields[...], of: &element, to: value, range: range)
      place.element = FeatureState(value: element)
    }
    guard try assignLocal(base, place.collection, range: range, &context) else {
      throw RuntimeError("this collection is not in a variable: it cannot be changed", at: range)
    }
    return true
  }

  /// Assigns through `[id: id, case: \.detail]` as the library's case subscript does: the
  /// element in that case changes (or, set to `nil`, leaves the stack), and an element in
  /// another case, or a missing one, stays as it is, with the library's issue.
  private func assignThroughCase(
    _ casePath: String, of place: inout ElementByID, fields: [String], _ value: ScriptValue,
    range: SourceRange, location: ComposableRuntime.SourceLocation
  ) throws {
    guard case .stack(var stack, let id) = place else {
      throw RuntimeError(
        "only a StackState's element has a case subscript, not an identified array's",
        at: range, notes: ["write rows[id: id]?.field = …"])
    }
    let change = try changeThroughCase(
      casePath, of: stack[id: id]?.value, in: .stack, fields: fields, to: value, range: range)
    stack.changeElement(
      id: id, found: change.found, to: change.changed.map(FeatureState.init(value:)),
      caseName: change.caseName, location: location)
    place = .stack(stack, id)
  }

  /// The element `[id: id]` reaches in the collection `base` holds: a stack, or an
  /// identified array (which the script keeps as an array of its elements).
  private func elementByID(in base: Expression, id: Expression, _ context: inout Context) throws
    -> ElementByID
  {
    try elementByID(holding: try evaluate(base, &context), at: base.range, id: id, &context)
  }

  /// The element `[id: id]` reaches in `collection`, the value of the expression at `range`.
  private func elementByID(
    holding collection: ScriptValue, at range: SourceRange, id: Expression,
    _ context: inout Context
  ) throws -> ElementByID {
    switch collection {
    case .composable(.stack(let stack)):
      return .stack(stack, try elementID(id, &context))
    case .list(let elements):
      return .identified(elements.identified, ElementIdentity(value: try evaluate(id, &context)))
    case let value:
      throw RuntimeError(
        "only a StackState or an identified array has elements by ID, not a value of type "
          + value.typeName, at: range)
    }
  }

  /// A stack element's ID: a number, as a test writes it (`0`), or an ID a stack action
  /// carried (`#0`).
  package func elementID(_ expression: Expression, _ context: inout Context) throws
    -> StackElementID
  {
    switch try evaluate(expression, &context) {
    case .int(let number): try literalElementID(number, at: expression.range)
    case .composable(.stackElementID(let id)): id
    case let value:
      throw RuntimeError(
        "a stack element's ID is a number, not a value of type \(value.typeName)",
        at: expression.range)
    }
  }
}

extension Interpreter {
  /// A stack element's ID written as a number, which only a test may do: TCA's
  /// `StackElementID(integerLiteral:)` stops the program outside tests (a test asserts IDs
  /// it knows the stack gave; an app must use the IDs it was given). depplay's test is the
  /// test context (`context test`, a test case).
  package func literalElementID(_ number: Int, at range: SourceRange) throws -> StackElementID {
    guard DependencyValues._current.context == .test else {
      throw RuntimeError(
        "a stack element's ID written as a number (\(number)) is allowed only in a test",
        at: range,
        notes: [
          "in TCA this stops the program outside tests: use the ID the stack gave "
            + "(append(_:) pushes with a new one; a stack action carries its element's)",
          "in a test, put 'context test' before it",
        ])
    }
    return StackElementID(integerLiteral: number)
  }
}

extension Interpreter {
  /// A stack action (`written`, evaluated to `value`) with its element's ID, if written as
  /// a number (`.push(id: 0, …)`), made the `StackElementID` Swift makes it.
  func stackElementIDs(in value: ScriptValue, written: Expression) throws -> ScriptValue {
    guard case .composable(.action(var action)) = value,
      case .int(let number)? = action.payload.first
    else { return value }
    var idRange = written.range
    if case .implicitMember(_, let arguments?, _) = written, let id = arguments.first,
      id.isLabelled(.id)
    {
      idRange = id.value.range
    }
    action.payload[0] = .composable(.stackElementID(try literalElementID(number, at: idRange)))
    return .composable(.action(action))
  }
}

extension Expression {
  /// How an error names the optional place `[id:]` or `[case:]` reaches.
  var optionalPlaceName: String {
    if case .presentedCase = self { "a presented state's case" } else { "a stack's element by ID" }
  }
}

extension ScriptValue {
  /// The value, or `nil` for `nil`.
  var nonNil: ScriptValue? {
    if case .none = self { return nil }
    return self
  }
}
