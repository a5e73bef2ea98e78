import ComposableRuntime
import DependencyRuntime
import Foundation

/// A value in a running script.
package enum ScriptValue: Sendable {
  /// The value of a statement that produces none.
  case void
  /// `nil`
  case none
  /// An integer.
  case int(Int)
  /// A `Double`.
  case double(Double)
  /// A string.
  case string(String)
  /// A Boolean.
  case bool(Bool)
  /// A named value with fields: `API(baseURL: "…")`.
  case record(Record)
  /// `.live`, `.preview`, `.test`
  case context(DependencyContext)
  /// A list.
  case list([ScriptValue])
  /// A `Set`: its distinct elements, in the order they were first given (Swift's own order
  /// is its hashing's, which differs from run to run).
  case set([ScriptValue])
  /// A dictionary: `["Blob": 1]` (``DictionaryValue``).
  case dictionary(DictionaryValue)
  /// `a..<b` (half-open).
  case range(Range<Int>)
  /// `a...b` (closed: `0...9223372036854775807` holds every non-negative `Int`).
  case closedRange(ClosedRange<Int>)
  /// An instance of a model (a class).
  case model(ModelInstance)
  /// A `Task`'s handle.
  case task(TaskHandle)
  /// An escaping closure.
  case closure(ScriptClosure)
  /// A `withEscapedDependencies` continuation.
  case continuation(DependencyValues.Continuation)
  /// The `group` of a `withTaskGroup` body.
  case group(GroupHandle)
  /// The pending value of an `async let`.
  case asyncLet(Promise)
  /// A local `@Dependency` wrapper: reading its name reads through it.
  case dependency(LocalDependency)
  /// A local `@Shared` variable (`count` of `@Shared(.inMemory("count")) var count = 0`):
  /// reading its name reads the value its key holds now.
  indirect case sharedVariable(Shared<ScriptValue>)
  /// A built-in value (dates, UUIDs, clocks, durations, generators).
  ///
  /// NB: `indirect`, as `enumCase` is: `BuiltinValue` holds a `DateComponents` (284 bytes)
  /// and `EnumValue` takes 58, so inline they made every `ScriptValue` 288 bytes, copied
  /// with a call to `memcpy` wherever one is moved (a loop's pass moved ~18).
  indirect case builtin(BuiltinValue)
  /// A value of the store layer (an action, a feature, a reducer, an effect, a store).
  case composable(ComposableValue)
  /// A case of a plain enum: `LoadState.loaded("facts")`.
  indirect case enumCase(EnumValue)

  /// How `print` shows it.
  package var description: String {
    switch self {
    case .void: "()"
    case .none: "nil"
    case .int(let value): String(value)
    case .double(let value): String(value)  // Swift's own description: 1.5, 2.0, 1e-05
    case .string(let value): value
    case .bool(let value): String(value)
    case .record(let record): record.description
    case .context(let context): context.rawValue
    case .list(let values), .set(let values):
      "[" + values.map(\.debugDescription).joined(separator: ", ") + "]"
    case .dictionary(let dictionary): dictionary.describe(\.debugDescription)
    case .range(let range): "\(range.lowerBound)..<\(range.upperBound)"
    case .closedRange(let range): "\(range.lowerBound)...\(range.upperBound)"
    case .model(let model): model.name
    case .task: "Task"
    case .closure: "(Function)"
    case .continuation: "Continuation"
    case .group: "TaskGroup"
    case .asyncLet: "async let"
    case .dependency: "Dependency"
    case .sharedVariable(let shared): shared.wrappedValue.description
    case .builtin(let value): value.description
    case .composable(let value): value.description
    case .enumCase(let value): value.description
    }
  }

  /// How the value reads inside a record or list (strings quoted).
  package var debugDescription: String {
    switch self {
    case .string(let value): return "\"\(value)\""
    case .enumCase(let value): return value.debugDescription
    case .composable(.action(let action)): return "\(action.actionTypeName).\(action.printed)"
    default: return description
    }
  }

  /// How a dependency read shows the value it resolved to (in the diagram, the presenter and
  /// the captions): as ``debugDescription``, except that a client's endpoint nobody
  /// implemented reads `unimplemented`, so it is told apart from one a closure implements
  /// (which, as `print` shows it in Swift, reads `(Function)`).
  package var readDescription: String {
    switch self {
    case .builtin(.unimplementedEndpoint): "unimplemented"
    case .record(let record): record.describe(\.readDescription)
    case .list(let values), .set(let values):
      "[" + values.map(\.readDescription).joined(separator: ", ") + "]"
    case .dictionary(let dictionary): dictionary.describe(\.readDescription)
    case .composable(.action(let action)): "." + action.description
    default: debugDescription
    }
  }

  /// How TCA's messages show the value in an action's payload: an action as its case alone
  /// (`.loaded(5)` in `Screen.Action.row(.loaded(5))`), anything else as in a record.
  package var caseOutput: String {
    if case .composable(.action(let action)) = self { return "." + action.description }
    return debugDescription
  }

  /// The type's name, for messages.
  package var typeName: String {
    switch self {
    case .void: "Void"
    case .none: "nil"
    case .int: "Int"
    case .double: "Double"
    case .string: "String"
    case .bool: "Bool"
    case .record(let record): record.isTuple ? record.tupleTypeName : record.name
    case .context: "DependencyContext"
    case .list: "Array"
    case .set: "Set"
    case .dictionary: "Dictionary"
    case .range: "Range<Int>"
    case .closedRange: "ClosedRange<Int>"
    case .model(let model): model.name
    case .task: "Task"
    case .closure: "closure"
    case .continuation: "DependencyValues.Continuation"
    case .group: "TaskGroup"
    case .asyncLet: "async let"
    case .dependency: "Dependency"
    case .sharedVariable(let shared): shared.wrappedValue.typeName
    case .builtin(let value): value.typeName
    case .composable(let value): value.typeName
    case .enumCase(let value): value.typeName
    }
  }

  /// Whether it is a closure: the script's, or an endpoint nobody implemented (which an
  /// override replaces with one).
  package var isClosure: Bool {
    switch self {
    case .closure, .builtin(.unimplementedEndpoint), .builtin(.unimplementedClosure): true
    default: false
    }
  }

  /// Script `==`: structural for data, identity for objects.
  package func isEqual(to other: ScriptValue) -> Bool {
    switch (self, other) {
    case (.void, .void), (.none, .none): true
    case (.int(let a), .int(let b)): a == b
    case (.double(let a), .double(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.context(let a), .context(let b)): a == b
    case (.record(let a), .record(let b)):
      a.name == b.name && a.fields.count == b.fields.count
        && zip(a.fields, b.fields).allSatisfy {
          $0.name == $1.name && $0.value.isEqual(to: $1.value)
        }
    case (.list(let a), .list(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
    case (.set(let a), .set(let b)):
      a.count == b.count && a.allSatisfy { element in b.contains { $0.isEqual(to: element) } }
    case (.dictionary(let a), .dictionary(let b)): a.isEqual(to: b)
    case (.range(let a), .range(let b)): a == b
    case (.closedRange(let a), .closedRange(let b)): a == b
    case (.model(let a), .model(let b)): a === b
    case (.builtin(let a), .builtin(let b)): a.isEqual(to: b)
    // swift-sharing compares shared references by their values.
    case (.sharedVariable(let a), .sharedVariable(let b)):
      a.wrappedValue.isEqual(to: b.wrappedValue)
    case (.composable(let a), .composable(let b)): a.isEqual(to: b)
    case (.enumCase(let a), .enumCase(let b)): a.isEqual(to: b)
    case (.int(let number), .composable(.stackElementID(let id))),
      (.composable(.stackElementID(let id)), .int(let number)):
      StackElementID(integerLiteral: number) == id
    default: false
    }
  }

  /// The "placeholder" of this value's shape, for `unimplemented`: 0, "", false, a record of
  /// placeholders.
  package var placeholder: ScriptValue {
    switch self {
    case .int: return .int(0)
    case .double: return .double(0)
    case .string: return .string("")
    case .bool: return .bool(false)
    case .record(var record):
      for index in record.fields.indices {
        record.fields[index].value = record.fields[index].value.placeholder
      }
      return .record(record)
    case .list: return .list([])
    case .set: return .set([])
    case .dictionary: return .dictionary(DictionaryValue())
    default: return .none
    }
  }

  /// Whether the value carries state that using it changes (an incrementing UUID generator,
  /// a clock, a random number generator), itself or in a field or element. A key default
  /// like that is built anew for each cache lifetime (SEMANTICS rule 28), as a Swift key's
  /// `static var liveValue` getter builds it.
  package var holdsState: Bool {
    switch self {
    case .builtin(let value): value.holdsState
    case .record(let record): record.fields.contains { $0.value.holdsState }
    case .list(let values), .set(let values): values.contains { $0.holdsState }
    case .dictionary(let dictionary):
      dictionary.entries.contains { $0.key.holdsState || $0.value.holdsState }
    default: false
    }
  }

  /// Whether a value of `other`'s type can replace this one (a key keeps its type).
  package func hasSameType(as other: ScriptValue) -> Bool {
    switch (self, other) {
    case (.none, _), (_, .none): true
    case (.record(let a), .record(let b)): a.name == b.name
    case (.enumCase(let a), .enumCase(let b)): a.typeName == b.typeName
    default: typeName == other.typeName
    }
  }
}

/// A named value with ordered fields.
package struct Record: Sendable, CustomStringConvertible {
  /// One field.
  package struct Field: Sendable {
    /// The field's name.
    package var name: String
    /// Its value.
    package var value: ScriptValue
  }

  /// The record's type name.
  package var name: String
  /// Its fields, in the order written.
  package var fields: [Field]
  /// A generic struct's arguments as Swift prints them after its name (`<Int>`), where its
  /// values tell them (``Interpreter/typeArguments(of:fields:)``); empty otherwise.
  package var typeArguments = ""

  /// The value of field `name` (or a tuple's element at the position `name` spells), if
  /// present. A `@Shared` field (``ScriptValue/sharedVariable(_:)``) reads as its value now
  /// and is written through its reference, as Swift's wrapper is; `$name` is its reference.
  package subscript(field name: String) -> ScriptValue? {
    get {
      if let (_, shared) = sharedField(projectedAs: name) { return .builtin(.shared(shared)) }
      guard let value = fieldIndex(name).map({ fields[$0].value }) else { return nil }
      if case .sharedVariable(let shared) = value { return shared.wrappedValue }
      return value
    }
    set {
      guard let newValue else { return }
      if let (index, _) = sharedField(projectedAs: name),
        case .builtin(.shared(let shared)) = newValue
      {
        fields[index].value = .sharedVariable(shared)
        return
      }
      guard let index = fieldIndex(name) else { return }
      if case .sharedVariable(let shared) = fields[index].value {
        shared.withLock { $0 = newValue }
        return
      }
      fields[index].value = newValue
    }
  }

  /// The index and reference of the `@Shared` field that `$name` projects, if `name` is one.
  private func sharedField(projectedAs name: String) -> (Int, Shared<ScriptValue>)? {
    guard name.hasPrefix("$"), let index = fieldIndex(String(name.dropFirst())),
      case .sharedVariable(let shared) = fields[index].value
    else { return nil }
    return (index, shared)
  }

  package var description: String { describe(\.debugDescription) }

  /// `Name(field: value, …)`, each field's value written by `value`.
  package func describe(_ value: (ScriptValue) -> String) -> String {
    describe(writtenValues: fields.map { value($0.value) })
  }

  /// `Name(field: text, …)` with the fields' values written as `texts`, in order; a tuple's
  /// unlabelled elements without a label: `("Blob", 42)`.
  package func describe(writtenValues texts: [String]) -> String {
    "\(name)\(typeArguments)("
      + zip(fields, texts).map { ($0.name.isEmpty ? "" : "\($0.name): ") + $1 }
      .joined(separator: ", ") + ")"
  }
}
