import DepplaySyntax

/// Assignments that go through members of plain structs: a property of `self` written
/// without `self.`, a computed property's setter, a static property.
extension Interpreter {
  /// `count += 1` in a `mutating` method of the struct: `self.count += 1`; `nil` when the
  /// root of `target` is not a member of `self`.
  package func selfRooted(_ target: Expression, _ context: Context) -> Expression? {
    switch target {
    case .name(let name, let range)
    where name != "self" && context.frame.resolutions[range] == .selfMember:
      return .member(base: .name("self", range: range), name: name, range: range)
    case .member(let base, let name, let range):
      return selfRooted(base, context).map { .member(base: $0, name: name, range: range) }
    default:
      return nil
    }
  }

  /// `Counter.made = 3`, or `made += 1` in the type's own static code: stores the static
  /// property (computed first, if it never was); `false` when `target` is none.
  package func assignStatic(
    _ target: Expression, _ value: ScriptValue, range: SourceRange, _ context: inout Context
  ) throws -> Bool {
    let base: Expression?
    let name: String
    let nameRange: SourceRange
    switch target {
    case .member(let type, let member, let memberRange):
      guard case .name = type else { return false }
      (base, name, nameRange) = (type, member, memberRange)
    case .name(let member, let memberRange):
      (base, name, nameRange) = (nil, member, memberRange)
    default:
      return false
    }
    guard try staticProperty(name, of: base, range: nameRange, &context) != nil,
      case .name(let type, _)? = base ?? staticTypeExpression(nameRange, context)
    else { return false }
    state.withLock { $0.staticValues[type, default: [:]][name] = value }
    return true
  }

  private func staticTypeExpression(_ range: SourceRange, _ context: Context) -> Expression? {
    guard case .staticMember(let type)? = context.frame.resolutions[range] else { return nil }
    return .name(type, range: range)
  }

  /// Sets `path` of `value` to `newValue`, running a computed property's setter where the
  /// path names one (its getter first, when the path goes on into its value).
  package func setMember(
    _ path: ArraySlice<String>, of value: inout ScriptValue, to newValue: ScriptValue,
    range: SourceRange, _ context: inout Context
  ) throws {
    guard let name = path.first, case .record(var record) = value else {
      return try setField(path, of: &value, to: newValue, range: range)
    }
    try checkSetterAccess(of: name, in: record, range: range, context)
    if let (type, declared) = declaredMembers(of: value),
      let observers = observers(of: name, in: declared.declaration, context)
    {
      let observed = ObservedStore(type: type, property: name, declared: declared)
      return try store(
        path, of: &value, to: newValue, observed: observed, observers, range: range, &context)
    }
    guard let (_, declared) = declaredMembers(of: value),
      let property = declared.declaration.computedProperty(named: name)
    else {
      guard path.count > 1, var inner = record[field: name] else {
        return try setField(path, of: &value, to: newValue, range: range)
      }
      try setMember(path.dropFirst(), of: &inner, to: newValue, range: range, &context)
      record[field: name] = inner
      value = .record(record)
      return
    }
    guard let setter = property.setter else {
      throw RuntimeError("cannot assign to property: '\(name)' is a get-only property", at: range)
    }
    var propertyValue = newValue
    if path.count > 1 {
      propertyValue = try computedMember(name, of: value, range: range, &context) ?? .void
      try setMember(path.dropFirst(), of: &propertyValue, to: newValue, range: range, &context)
    }
    var inner = try enteringCode(
      in: declared.frame, self: value, range: range, what: "\(record.name).\(name)", context)
    inner.frame.bind(setter.parameter, propertyValue)
    _ = try execute(setter.body, &inner)
    value = inner.frame.lookup("self") ?? value
  }
}
