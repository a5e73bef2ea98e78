import DepplaySyntax

/// The `willSet` and `didSet` of a plain struct's stored property at run time: an assignment
/// that reaches the property (`p.x = 1`, `p.x += 1`, `x = 1` in a `mutating` method, an
/// `inout` argument written back, a member set through it) runs `willSet` with the new value,
/// stores it, then runs `didSet` with the old one, each with the struct's value as `self`,
/// which it may change; as in Swift, the struct's own `init` and the observers' own
/// assignments of their property store without them.
extension Interpreter {
  /// The name bound, in an observer's frame, to the property it observes.
  private static let observingMarker = "#observing"

  /// The observers of the stored property `name` of `declaration` that an assignment here
  /// runs; `nil` when it has none, in an `init`, or in those observers' own code.
  func observers(of name: String, in declaration: StructDeclaration, _ context: Context)
    -> PropertyObservers?
  {
    guard let observers = declaration.properties.first(where: { $0.name == name })?.observers,
      context.frame.lookup(Self.initializingMarker) == nil
    else { return nil }
    if case .string(name)? = context.frame.lookup(Self.observingMarker) { return nil }
    return observers
  }

  /// Sets `path` of `value` (a record whose property `path[0]` is `observed`'s) to
  /// `newValue`, running the property's `observers` around the store.
  func store(
    _ path: ArraySlice<String>, of value: inout ScriptValue, to newValue: ScriptValue,
    observed: ObservedStore, _ observers: PropertyObservers, range: SourceRange,
    _ context: inout Context
  ) throws {
    guard case .record(let record) = value, let old = record[field: observed.property] else {
      return try setField(path, of: &value, to: newValue, range: range)
    }
    var field = old
    try setMember(path.dropFirst(), of: &field, to: newValue, range: range, &context)
    if let willSet = observers.willSet {
      value = try run(willSet, with: field, of: observed, self: value, range: range, context)
    }
    if case .record(var changed) = value {
      changed[field: observed.property] = field
      value = .record(changed)
    }
    if let didSet = observers.didSet {
      value = try run(didSet, with: old, of: observed, self: value, range: range, context)
    }
  }

  /// Runs `observer` with `value` as `self` and its parameter bound to `parameter`: `self` as
  /// the body leaves it.
  private func run(
    _ observer: PropertyObservers.Observer, with parameter: ScriptValue,
    of observed: ObservedStore, self value: ScriptValue, range: SourceRange, _ context: Context
  ) throws -> ScriptValue {
    var inner = try enteringCode(
      in: observed.declared.frame, self: value, range: range,
      what: "\(observed.type).\(observed.property)", context)
    inner.frame.bind(Self.observingMarker, .string(observed.property))
    inner.frame.bind(observer.parameter, parameter)
    _ = try execute(observer.body, &inner)
    return inner.frame.lookup("self") ?? value
  }
}

/// The observed stored property an assignment stores: its struct and its name.
struct ObservedStore {
  /// The struct's name.
  var type: String
  /// The property's name.
  var property: String
  /// The struct, with the frame it was declared in.
  var declared: Declared<StructDeclaration>
}
