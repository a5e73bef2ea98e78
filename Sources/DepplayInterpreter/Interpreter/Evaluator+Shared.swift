import ComposableRuntime
import DepplaySemantics
import DepplaySyntax

/// `@Shared(.inMemory("key")) var name = value` and `$name.withLock { … }`, run on the store
/// layer's own `Shared`: the key is made where the declaration runs, so it uses the
/// in-memory storage of the dependencies in force there (a test's own, in a test).
extension Interpreter {
  /// Binds `name` (reading through to the key's value) and `$name` (the reference).
  func declare(_ binding: SharedBinding, _ context: inout Context) throws {
    let shared = try keyedShared(key: binding.key, initialValue: binding.initialValue, &context)
    context.frame.bind(binding.name, .sharedVariable(shared))
    context.frame.bind(binding.projectedName, .builtin(.shared(shared)))
  }

  /// The reference to the in-memory key named by `key`: `initialValue`, evaluated now, is its
  /// value only while the key holds none yet.
  func keyedShared(key: Expression, initialValue: Expression, _ context: inout Context) throws
    -> Shared<ScriptValue>
  {
    guard case .string(let name) = try evaluate(key, &context) else {
      throw RuntimeError(
        "a shared key's name is a String", at: key.range,
        notes: ["write @Shared(.inMemory(\"count\")) var count = 0"])
    }
    return Shared(wrappedValue: try evaluate(initialValue, &context), .inMemory(name))
  }

  /// `$count.withLock { $0 += 1 }`: the closure gets the value as an `inout` argument,
  /// under the storage's lock, and its result is the call's.
  func sharedWithLock(
    _ shared: Shared<ScriptValue>, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    let body = try lentValueBody(
      of: arguments, trailing: trailing, method: "withLock",
      example: "$count.withLock { $0 += 1 }", range: range, context)
    return try shared.withLock { try body(&$0) }
  }

  /// The value a `@Shared var steps: Int` field of a feature's `State` holds, from the
  /// argument it is made with: a shared reference (`Shared(value: 0)`, a parent's
  /// `state.$steps`), which every holder of it reads and changes.
  func sharedReference(
    _ value: ScriptValue, for field: FeatureDeclaration.StateField, at range: SourceRange
  ) throws -> ScriptValue {
    guard case .builtin(.shared(let shared)) = value else {
      throw RuntimeError(
        "cannot convert value of type '\(value.typeName)' to expected argument type"
          + " 'Shared<\(field.type ?? value.typeName)>'", at: range,
        notes: ["write \(field.name): Shared(value: …), or pass a parent's state.$\(field.name)"])
    }
    return .sharedVariable(shared)
  }

  /// `self._steps = steps` in a `State`'s `init(steps: Shared<Int>)`: `_steps` is the storage
  /// of the `@Shared var steps` field, which takes the reference given (as Swift's property
  /// wrapper storage does). `false` when `field` names no such storage or the value is no
  /// shared reference.
  static func setSharedStorage(
    _ field: String, of record: inout Record, to newValue: ScriptValue
  ) -> Bool {
    guard field.hasPrefix("_"), case .builtin(.shared(let shared)) = newValue else {
      return false
    }
    guard let index = record.fieldIndex(String(field.dropFirst())) else { return false }
    switch record.fields[index].value {
    case .void, .sharedVariable:
      record.fields[index].value = .sharedVariable(shared)
      return true
    default:
      return false
    }
  }

  /// `TestStore(initialState: …)` of a state holding a shared reference, refused by name: a
  /// test store asserts a change by comparing the state before and after, and a shared
  /// value is one for both (TCA 1.25.5's `TestStore` stops on Linux with Swift's exclusivity
  /// check, "Simultaneous accesses", when a reducer changes one).
  func refuseSharedState(_ state: ScriptValue, at range: SourceRange) throws {
    guard state.holdsSharedReference else { return }
    throw RuntimeError(
      "a TestStore of a state holding a @Shared field is not supported yet", at: range,
      notes: ["run the feature in a Store and print what it shares (store.steps)"])
  }
}

extension ScriptValue {
  /// Whether the value holds a `@Shared` field's reference, itself or in a field or element.
  fileprivate var holdsSharedReference: Bool {
    switch self {
    case .sharedVariable: true
    case .record(let record): record.fields.contains { $0.value.holdsSharedReference }
    case .list(let values): values.contains { $0.holdsSharedReference }
    default: false
    }
  }
}
