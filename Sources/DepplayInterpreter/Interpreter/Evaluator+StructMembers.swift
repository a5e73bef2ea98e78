import DepplaySyntax

/// The members of plain structs at run time: methods (a `mutating` one writes `self` back to
/// the place it was called on), computed properties and static members (written `init`s:
/// `Evaluator+Initializers.swift`).
/// A value of a plain struct is a record; its type's declaration is found by the record's
/// type name, as Swift finds a method by the value's type.
extension Interpreter {
  /// The plain struct `name`, as declared, with the frame it was declared in.
  package func declaredStruct(_ name: String) -> Declared<StructDeclaration>? {
    state.withLock { $0.structs[name] }
  }

  /// The members of the plain struct or the plain enum `name` (a plain enum's as a struct's,
  /// ``EnumDeclaration/memberDeclaration``), with the frame it was declared in.
  package func declaredMembers(ofType name: String) -> Declared<StructDeclaration>? {
    declaredStruct(name) ?? state.withLock { $0.typeMembers[name] }
  }

  // MARK: Reading

  /// `count`, in a method of the struct: `self.count`.
  package func readSelfMember(_ name: String, range: SourceRange, _ context: inout Context) throws
    -> ScriptValue
  {
    guard let selfValue = context.frame.lookup("self") else {
      throw RuntimeError("'\(name)' is a member of no value here", at: range)
    }
    if let computed = try computedMember(name, of: selfValue, range: range, &context) {
      return computed
    }
    if case .record(let record) = selfValue, let field = record[field: name] {
      return try fieldValue(field, named: name, range: range, &context)
    }
    if let method = declaredMembers(of: selfValue)?.declared.declaration.method(named: name),
      !method.isMutating
    {
      // `people.map(greet)`: the method as a closure over this `self`.
      return closureCalling(
        .name(name, range: range), parameters: method.parameters, range: range, context)
    }
    if case .enumCase = selfValue { return try member(name, of: selfValue, range: range) }
    throw RuntimeError(
      "'\(name)' is a method: call it", at: range, notes: ["write \(name)(…)"])
  }

  /// The computed property `name` of `value`, its getter run with `value` as `self`; `nil`
  /// when `value` is not a plain struct's, a plain enum's or a class instance with such a
  /// property.
  package func computedMember(
    _ name: String, of value: ScriptValue, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    if case .model(let model) = value {
      return try computedMember(name, of: model, range: range, &context)
    }
    guard let (type, declared) = declaredMembers(of: value),
      let property = declared.declaration.computedProperty(named: name)
    else { return nil }
    var inner = try enteringCode(
      in: declared.frame, self: value, range: range, what: "\(type).\(name)", context)
    return DoubleArithmetic.returned(
      try execute(property.getter, &inner).value, asDouble: property.isDouble)
  }

  /// The members a value of a plain struct, a plain enum or a feature's `State` has, found
  /// by its type's name.
  package func declaredMembers(of value: ScriptValue) -> (
    type: String, declared: Declared<StructDeclaration>
  )? {
    switch value {
    case .record(let record):
      declaredMembers(ofType: record.name).map { (record.name, $0) }
    case .enumCase(let enumValue):
      declaredMembers(ofType: enumValue.typeName).map { (enumValue.typeName, $0) }
    default: nil
    }
  }

  /// The computed property `name` of the class instance `model`, its getter run as the
  /// class's code; `nil` when its class has no such property.
  package func computedMember(
    _ name: String, of model: ModelInstance, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    guard let property = model.declaration.computedProperty(named: name) else { return nil }
    try requireInitialized(model, using: "property access '\(name)'", range: range)
    var inner = try enteringCode(
      of: model, what: "\(model.name).\(name)", isMainActor: model.declaration.isMainActor,
      range: range, context)
    return DoubleArithmetic.returned(
      try execute(property.getter, &inner).value, asDouble: property.isDouble)
  }

  /// `Temperature.freezing` (`base` names a plain struct), or `made` in the type's own
  /// static code: the static property, computed the first time it is read; `nil` when
  /// `name` is no static property of such a type.
  package func staticProperty(
    _ name: String, of base: Expression?, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    guard let type = staticOwner(base, name: name, range: range, context) else { return nil }
    return try staticProperty(name, ofType: type, range: range, &context)
  }

  /// The static property `name` of the plain struct or enum `type`; `nil` when it has none.
  private func staticProperty(
    _ name: String, ofType type: String, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    guard let declared = declaredMembers(ofType: type),
      let property = declared.declaration.staticProperty(named: name)
    else { return nil }
    if property.isTaskLocal, let bound = boundTaskLocal(name, ofType: type) { return bound }
    if let value = state.withLock({ $0.staticValues[type]?[name] }) { return value }
    var inner = try enteringCode(
      in: declared.frame, self: nil, range: range, what: "\(type).\(name)", context)
    let value: ScriptValue
    switch property.definition {
    case .computed(let getter):
      return DoubleArithmetic.returned(
        try execute(getter, &inner).value, asDouble: property.isDouble)
    case .stored(let initialValue):
      value = try evaluate(initialValue, &inner)
    }
    return state.withLock { state in
      if let first = state.staticValues[type]?[name] { return first }
      state.staticValues[type, default: [:]][name] = value
      return value
    }
  }

  /// The plain struct whose static member `name` is: the type `base` names, or for a bare
  /// name, the type the checker resolved it to.
  private func staticOwner(
    _ base: Expression?, name: String, range: SourceRange, _ context: Context
  ) -> String? {
    switch base {
    case .name(let type, let typeRange)?:
      return context.frame.resolutions[typeRange] == .model ? type : nil
    case nil:
      if case .staticMember(let type)? = context.frame.resolutions[range] { return type }
      return nil
    default:
      return nil
    }
  }

  // MARK: Calling

  /// `wallet.pay(4)` on a value of a plain struct, or `pay(4)` in its own code (`base` is
  /// then `self`): calls the method, and a `mutating` one writes the changed `self` back to
  /// the place it was called on; `nil` when the value's type has no such method.
  package func callStructMethod(
    _ name: String, on receiver: ScriptValue, base: Expression, arguments: [Argument],
    trailing: ClosureLiteral? = nil, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    guard let (_, declared) = declaredMembers(of: receiver),
      let method = try chosen(
        declared.declaration.method(named: name, arguments: arguments, trailing: trailing),
        kind: "instance method", name: name, arguments: arguments, range: range)
    else { return nil }
    if method.isMutating { try requireMutableReceiver(base, calling: name, range: range, context) }
    let (result, changed) = try run(
      method, of: declared, self: receiver, arguments: arguments, trailing: trailing,
      range: range, &context)
    if method.isMutating, let changed {
      try writeBack(changed, to: base, range: range, &context)
    }
    return result
  }

  /// Swift's error for a `mutating` method `name` called on `base` when it is no place that
  /// may change (a `let`, a call's value, `self` outside a `mutating` method).
  package func requireMutableReceiver(
    _ base: Expression, calling name: String, range: SourceRange, _ context: Context
  ) throws {
    guard !context.frame.resolutions.isMutableReceiver(base.range) else { return }
    throw RuntimeError(
      "cannot use mutating member on immutable value: \(Self.immutability(of: base))",
      at: range, notes: ["'\(name)' is 'mutating': call it on a 'var'"])
  }

  /// `pay(4)` in a method of the struct: the method called on `self`; or, where `name` is a
  /// property, its value called.
  package func callSelfMember(
    _ name: String, nameRange: SourceRange, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard let selfValue = context.frame.lookup("self") else {
      throw RuntimeError("'\(name)' is a member of no value here", at: nameRange)
    }
    if let value = try callStructMethod(
      name, on: selfValue, base: .name("self", range: nameRange), arguments: arguments,
      trailing: trailing, range: range, &context)
    {
      return value
    }
    // `uuid()` where `@Dependency(\.uuid) var uuid`: the property's value is called.
    return try callValue(
      try readSelfMember(name, range: nameRange, &context), named: name, arguments: arguments,
      trailing: trailing, range: range, &context)
  }

  /// `Temperature.make(10)`, or `make(10)` in the type's own static code: the static
  /// method; `nil` when `name` is no static method of a plain struct.
  package func callStaticMethod(
    _ name: String, of base: Expression?, nameRange: SourceRange, arguments: [Argument],
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    guard let type = staticOwner(base, name: name, range: nameRange, context) else { return nil }
    return try callStaticMethod(name, ofType: type, arguments: arguments, range: range, &context)
  }

  /// Calls the static method `name` of the plain struct or enum `type`; `nil` when it has none.
  private func callStaticMethod(
    _ name: String, ofType type: String, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue? {
    guard let declared = declaredMembers(ofType: type),
      let method = try chosen(
        declared.declaration.staticMethod(named: name, arguments: arguments),
        kind: "static method", name: name, arguments: arguments, range: range)
    else { return nil }
    return try run(method, of: declared, self: nil, arguments: arguments, range: range, &context)
      .result
  }

  /// `.noop` or `.returning("x")` where a plain struct is implied (`$0.storage = .noop`,
  /// `[Storage.live, .noop]`): the static property, or with arguments the static method, of
  /// that name of the one plain struct that declares it; `nil` if none does. depplay does not
  /// infer types, so a name two structs declare must be written with its type, unless the
  /// place names the type (`preferring`: a key's type, where the value is set on that key).
  package func impliedStructStatic(
    _ name: String, arguments: [Argument], range: SourceRange, _ context: inout Context,
    preferring impliedType: String? = nil
  ) throws -> ScriptValue? {
    var owners = state.withLock { state in
      state.structs.values.map(\.declaration).filter { declaration in
        arguments.isEmpty
          ? declaration.staticProperty(named: name) != nil
          : declaration.staticMethod(named: name) != nil
      }.map(\.name).sorted()
    }
    if let impliedType, owners.contains(impliedType) { owners = [impliedType] }
    guard owners.count <= 1 else {
      throw RuntimeError(
        "'.\(name)' is ambiguous: several structs declare it", at: range,
        notes: [
          "write it with its type: " + owners.map { "\($0).\(name)" }.joined(separator: " or ")
        ])
    }
    guard let type = owners.first else { return nil }
    return arguments.isEmpty
      ? try staticProperty(name, ofType: type, range: range, &context)
      : try callStaticMethod(name, ofType: type, arguments: arguments, range: range, &context)
  }

  /// Runs `method` of `declared` with `selfValue` (`nil` for a static one). Gives what it
  /// returns and `self` as the body left it.
  func run(
    _ method: MethodDeclaration, of declared: Declared<StructDeclaration>,
    self selfValue: ScriptValue?, arguments: [Argument], trailing: ClosureLiteral? = nil,
    range: SourceRange, _ context: inout Context
  ) throws -> (result: ScriptValue, changed: ScriptValue?) {
    var (inner, places) = try entering(
      method, named: "\(declared.declaration.name).\(method.name)", in: declared.frame,
      self: selfValue, arguments: arguments, trailing: trailing, range: range, awaited: false,
      isMainActor: declared.declaration.isMainActor(method), &context)
    let result = try writingBack(places, from: &inner, to: &context) {
      DoubleArithmetic.returned(try execute(method.body, &$0).value, by: method)
    }
    return (result, selfValue == nil ? nil : inner.frame.lookup("self"))
  }

  /// The context the body of `method` (a struct's method, or a top-level function, named
  /// `what`) runs in when called here: the call's marks checked, the arguments evaluated
  /// where the call is, in the order written, then the defaults of the parameters left out,
  /// as code of the frame the method was declared in (``enteringCode(in:self:range:what:_:)``).
  package func entering(
    _ method: MethodDeclaration, named what: String, in frame: Frame,
    self selfValue: ScriptValue?, arguments written: [Argument], trailing: ClosureLiteral? = nil,
    range: SourceRange, awaited: Bool, isMainActor: Bool, _ context: inout Context
  ) throws -> (context: Context, inoutPlaces: [InoutPlace]) {
    let arguments = method.parameters.appendingTrailingClosure(trailing, to: written)
    let chosen: [Int?]
    switch method.parameters.arguments(labels: arguments.map(\.label)) {
    case .success(let indices): chosen = indices
    case .failure(let mismatch):
      throw RuntimeError(
        mismatch.message, at: range, notes: ["\(what)(\(method.parameters.signature))"])
    }
    try requireMarks(
      on: what, isAsync: method.isAsync, isThrowing: method.isThrowing, awaited: awaited,
      range: range, context)
    let (values, places) = try argumentValues(
      arguments, of: method.parameters, chosen: chosen, &context)
    let kind =
      selfValue != nil ? "instance method" : method.isStatic ? "static method" : "global function"
    try requireConformances(
      of: method.genericParameters,
      zip(method.parameters, chosen).compactMap { parameter, index in
        index.map { (parameter.typeShape, values[$0]) }
      }, in: "\(kind) '\(method.name)'", range: range)
    var inner = try enteringCode(in: frame, self: selfValue, range: range, what: what, context)
    inner.isMainActor = isMainActor
    inner.effectValueType = method.effectValueType
    try bind(method.parameters, chosen: chosen, values: values, in: &inner)
    return (inner, places)
  }

  /// Binds each parameter to its argument's value, or to its default, evaluated in `inner`;
  /// a variadic parameter to the list of its arguments (from its first up to the next
  /// parameter's), empty when it has none.
  func bind(
    _ parameters: [FunctionParameter], chosen: [Int?], values: [ScriptValue],
    in inner: inout Context
  ) throws {
    for (position, (parameter, index)) in zip(parameters, chosen).enumerated() {
      let value: ScriptValue
      if parameter.isVariadic {
        value = .list(
          Array(
            values[
              Self.argumentSpan(of: position, in: parameters, chosen: chosen, count: values.count)
            ]))
      } else if let index {
        value = values[index]
      } else if let defaultValue = parameter.defaultValue {
        value =
          try parameter.converted(defaultValue).map(ScriptValue.double)
          ?? evaluate(defaultValue, &inner)
      } else {
        continue
      }
      inner.frame.bind(parameter.name, value)
    }
  }

  /// The indices of the arguments (of `count`) the parameter at `position` of `parameters`
  /// takes, as `chosen` matched them: one, or for a variadic parameter every one from its
  /// first up to the next parameter's; none when it has none.
  static func argumentSpan(
    of position: Int, in parameters: [FunctionParameter], chosen: [Int?], count: Int
  ) -> Range<Int> {
    guard let start = chosen[position] else { return 0..<0 }
    guard parameters[position].isVariadic else { return start..<(start + 1) }
    let end = chosen[(position + 1)...].lazy.compactMap { $0 }.first ?? count
    return start..<end
  }

  /// The context code declared in `frame` (a struct's, a top-level function's) runs in: a
  /// frame nested in that one, with `self` bound (for instance code), one call deeper, its
  /// effects sending actions until ``entering(_:named:in:self:arguments:trailing:range:awaited:isMainActor:_:)``
  /// says otherwise.
  package func enteringCode(
    in frame: Frame, self selfValue: ScriptValue?, range: SourceRange, what: String,
    _ context: Context
  ) throws -> Context {
    var inner = context
    inner.frame = Frame(parent: frame)
    inner.model = nil
    inner.updating = nil
    inner.effectValueType = nil
    try enterCall(&inner, range: range, what: what)
    if let selfValue { inner.frame.bind("self", selfValue) }
    return inner
  }

  /// Why the receiver `base` cannot change, in Swift's words.
  static func immutability(of base: Expression) -> String {
    switch base.subscriptedRoot {
    case .name("self", _): return "'self' is immutable"
    case .name(let name, _): return "'\(name)' is a 'let' constant"
    case .call: return "function call returns immutable value"
    default: return "this value is immutable"
    }
  }
}
