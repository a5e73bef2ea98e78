import ComposableRuntime
import DependencyRuntime
import DepplaySyntax

/// A cancel ID as the library keys it: a script's string, number, Bool, plain enum's case
/// (`CancelID.timer`), action case or `Hashable` plain struct (`CancelID(slot: 2)`), told
/// apart by type and value (`"timer"` and `.timer` are different IDs, as `String` and an enum
/// case are in Swift; two structs are one ID where their fields are equal, as synthesised
/// `Hashable` makes them).
package struct CancelID: Hashable, Sendable, CustomStringConvertible {
  /// The type of the value it was made from.
  package let typeName: String
  /// The value, as the script would write it (strings quoted).
  package let value: String

  /// The ID for `value`; `nil` for a value that cannot be one. A record is one where it is
  /// a `Hashable` plain struct's value (`isHashableStruct`, which the caller knows) whose
  /// fields are each a value that could be one, a `Double` or such a struct's.
  package init?(_ value: ScriptValue, isHashableStruct: Bool = false) {
    switch value {
    case .string, .int, .bool, .composable(.action), .enumCase: break
    case .record(let record) where isHashableStruct:
      guard record.fields.allSatisfy({ Self.isField($0.value) }) else { return nil }
    default: return nil
    }
    self.typeName = value.typeName
    self.value = value.debugDescription
  }

  /// Whether `value`, a field of a struct used as an ID, is told apart from others of its
  /// type by its description alone.
  private static func isField(_ value: ScriptValue) -> Bool {
    switch value {
    case .string, .int, .bool, .double, .composable(.action), .enumCase: true
    case .record(let record): record.fields.allSatisfy { isField($0.value) }
    default: false
    }
  }

  package var description: String { value }
}

extension Interpreter {
  /// `effect.cancellable(id: "search", cancelInFlight: true)`: the library's, marking the
  /// effect cancellable with `id` at this store and child (the navigation path in force in
  /// the reduce calling it).
  package func cancellable(
    _ effect: Effect<Action>, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    let labels = arguments.map(\.label)
    guard labels == ["id"] || labels == ["id", "cancelInFlight"] else {
      throw RuntimeError(
        "expected .cancellable(id: …) or .cancellable(id: …, cancelInFlight: true)", at: range,
        notes: ["an ID is a string, a number or an action case: .cancellable(id: \"search\")"])
    }
    let id = try cancelID(arguments[0], &context)
    let cancelInFlight = try cancelInFlightFlag(arguments, &context)
    markInTree(.cancellable(id: id, cancelInFlight: cancelInFlight), range: range, context)
    return .composable(.effect(effect.cancellable(id: id, cancelInFlight: cancelInFlight)))
  }

  /// `.cancel(id: "search")`: the library's, which cancels when it is built (inside the
  /// reduce), the effects marked with `id` at this level of this store and below. An ID
  /// nothing was marked with cancels nothing, as in TCA. The checker saw to its one `id:`.
  package func cancelEffect(arguments: [Argument], range: SourceRange, _ context: inout Context)
    throws
    -> ScriptValue
  {
    let id = try cancelID(arguments[0], &context)
    markInTree(.cancel(id: id), range: range, context)
    return .composable(.effect(.cancel(id: id)))
  }

  /// Shows `kind` in the task tree, under the reduce or effect where it happened: a scope
  /// entered and left at once.
  package func markInTree(_ kind: ScopeKind, range: SourceRange, _ context: Context) {
    events.emit(.scopeEntered(kind: kind, unit: context.unit.info, range: range))
    events.emit(.scopeLeft(unit: context.unit.info, range: range))
  }

  /// The `cancelInFlight:` flag after an `id:` argument, `false` without one.
  func cancelInFlightFlag(_ arguments: [Argument], _ context: inout Context) throws -> Bool {
    guard arguments.count == 2 else { return false }
    guard case .bool(let flag) = try evaluate(arguments[1].value, &context) else {
      throw RuntimeError("cancelInFlight is a Bool", at: arguments[1].range)
    }
    return flag
  }

  func cancelID(_ argument: Argument, _ context: inout Context) throws -> CancelID {
    let value = try evaluate(argument.value, &context)
    guard
      let id = CancelID(value, isHashableStruct: try isHashableStruct(value, at: argument.range))
    else {
      throw RuntimeError(
        "a cancel ID is a string, a number, a Bool, an enum's case, an action case or a Hashable struct, not \(value.typeName.withIndefiniteArticle)",
        at: argument.range,
        notes: ["write .cancellable(id: CancelID.search), with enum CancelID { case search }"])
    }
    return id
  }

  /// Whether `value` is a value of a plain struct declared `Hashable`, as `.cancellable(id:)`
  /// requires of a struct; a plain struct that is not stops the script. `false` for another
  /// value, a record of another kind among them (a feature's `State`, an error, a tuple).
  private func isHashableStruct(_ value: ScriptValue, at range: SourceRange) throws -> Bool {
    guard case .record(let record) = value, let declared = declaredStruct(record.name) else {
      return false
    }
    guard declared.declaration.conformances.contains(.hashable) else {
      throw RuntimeError(
        "a cancel ID requires that '\(record.name)' conform to 'Hashable'", at: range,
        notes: ["declare it 'struct \(record.name): Hashable'"])
    }
    return true
  }
}
