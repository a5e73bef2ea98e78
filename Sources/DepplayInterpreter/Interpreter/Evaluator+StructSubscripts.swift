import DepplaySyntax

/// A plain struct's own subscripts at run time (``SubscriptDeclaration``): `grid[1, 2]` runs
/// the getter with the value as `self`, and `grid[1, 2] = 5` (also `+=`, and a member set
/// through it) the setter, whose changed `self` is written back to the place, as a
/// `mutating` method's is. Which subscript a call names is found by its labels, in the
/// value's type, when it runs.
extension Interpreter {
  /// `base[index]` (with `fallback`, `base[key, default: value]`) where `value`, the base's,
  /// is a plain struct's with subscripts: the getter's value; `nil` when its type has none.
  package func structSubscript(
    of value: ScriptValue, index: Expression, fallback: Expression?, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue? {
    guard let found = try subscriptCall(of: value, index: index, fallback: fallback, range: range)
    else { return nil }
    let getter = found.declaration.getter
    var inner = try entering(found, getter, self: value, range: range, &context)
    return DoubleArithmetic.returned(try execute(getter.body, &inner).value, by: getter)
  }

  /// `grid[1, 2] = newValue`, or with `path`, `rows[0].title = newValue` (the getter's value
  /// with its member set, then given to the setter): `value` as the setter leaves it; `nil`
  /// when `value`'s type has no subscript. A get-only subscript is Swift's error.
  package func settingStructSubscript(
    of value: ScriptValue, index: Expression, fallback: Expression?, path: [String],
    to newValue: ScriptValue, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    guard let found = try subscriptCall(of: value, index: index, fallback: fallback, range: range)
    else { return nil }
    guard let setter = found.declaration.setter,
      let parameter = found.declaration.accessors.setter?.parameter
    else {
      throw RuntimeError(
        "cannot assign through subscript: subscript is get-only", at: range,
        notes: ["give the subscript a setter: get { … } set { … }"])
    }
    var element = newValue
    if !path.isEmpty {
      element =
        try structSubscript(of: value, index: index, fallback: fallback, range: range, &context)
        ?? .void
      try setMember(path[...], of: &element, to: newValue, range: range, &context)
    }
    var inner = try entering(found, setter, self: value, range: range, &context)
    inner.frame.bind(parameter, element)
    _ = try execute(setter.body, &inner)
    return inner.frame.lookup("self") ?? value
  }

  /// A call of a subscript of `value`'s type: the subscript the arguments' labels choose,
  /// its type's declaration, and the arguments; `nil` when the type has no subscript.
  private func subscriptCall(
    of value: ScriptValue, index: Expression, fallback: Expression?, range: SourceRange
  ) throws -> SubscriptCall? {
    guard let (type, declared) = declaredMembers(of: value),
      !declared.declaration.subscripts.isEmpty
    else { return nil }
    var arguments: [Argument]
    if case .subscriptArguments(let written, _) = index {
      arguments = written
    } else {
      arguments = [Argument(label: nil, value: index, range: index.range)]
    }
    if let fallback {
      arguments.append(Argument(label: "default", value: fallback, range: fallback.range))
    }
    let labels = arguments.map(\.label)
    let subscripts = declared.declaration.subscripts
    guard let (declaration, _) = subscripts.fitting(labels: labels) else {
      throw RuntimeError(
        subscripts.mismatch(labels: labels), at: range,
        notes: subscripts.map { "\(type).\($0.name)" })
    }
    return SubscriptCall(
      type: type, declared: declared, declaration: declaration, arguments: arguments)
  }

  /// The context an accessor of the subscript `call` names runs in, its arguments evaluated
  /// where the subscript is written and bound to its parameters, `value` its `self`.
  private func entering(
    _ call: SubscriptCall, _ accessor: MethodDeclaration, self value: ScriptValue,
    range: SourceRange, _ context: inout Context
  ) throws -> Context {
    try entering(
      accessor, named: "\(call.type).subscript", in: call.declared.frame, self: value,
      arguments: call.arguments, range: range, awaited: false,
      isMainActor: call.declared.declaration.isMainActor, &context
    ).context
  }
}

/// A subscript of a plain struct, as one subscript expression calls it.
private struct SubscriptCall {
  /// The struct's name.
  var type: String
  /// The struct, with the frame it was declared in.
  var declared: Declared<StructDeclaration>
  /// The subscript the arguments' labels choose.
  var declaration: SubscriptDeclaration
  /// The arguments as written (a `default:` one included).
  var arguments: [Argument]
}
