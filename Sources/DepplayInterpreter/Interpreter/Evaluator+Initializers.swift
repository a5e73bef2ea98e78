import DepplaySyntax

/// The `init`s a script writes out, in a plain struct (a feature's `State` is one here), or
/// in a class. The one whose labels fit runs with a `self` whose stored properties with
/// initial values have them, evaluated first, in declaration order; when it returns, every
/// stored property has a value, as Swift requires.
extension Interpreter {
  /// `User(name: "Blob")` where `User` has `init`s written out: the struct's value as the
  /// chosen `init` leaves `self`.
  package func initialize(
    _ declared: Declared<StructDeclaration>, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    let declaration = declared.declaration
    let call = try initializerCall(
      declaration.initializers, arguments: arguments, range: range, &context)
    var fields: [Record.Field] = []
    for property in declaration.properties {
      var inner = try enteringCode(
        in: declared.frame, self: nil, range: range, what: declaration.name, context)
      let value =
        try dependencyField(property, range: range)
        ?? property.initialValue.map { try evaluate($0, &inner) } ?? .void
      fields.append(.init(name: property.name, value: value))
    }
    let blank = ScriptValue.record(Record(name: declaration.name, fields: fields))
    var inner = try enteringCode(
      in: declared.frame, self: blank, range: range, what: "\(declaration.name).init", context)
    inner.frame.bind(Self.initializingMarker, .void)
    try run(call, in: &inner)
    guard case .record(let made)? = inner.frame.lookup("self") else { return blank }
    try requireInitialized(made.fields, by: call.initializer)
    return try bounded(.record(made), at: range)
  }

  /// `Counter(name: "taps")` where the class `Counter` has `init`s written out: a new
  /// instance (its `@Dependency` wrappers capturing the values in force here), which the
  /// chosen `init` runs on as a method does.
  package func initialize(
    _ declared: Declared<ModelDeclaration>, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> ModelInstance {
    let declaration = declared.declaration
    let call = try initializerCall(
      declaration.initializers, arguments: arguments, range: range, &context)
    let model = try makeModel(declared, range: range, &context)
    var inner = try enteringCode(
      of: model, what: "\(declaration.name).init", isMainActor: declaration.isMainActor,
      range: range, context)
    inner.frame.bind(Self.initializingMarker, .void)
    try run(call, in: &inner)
    try requireInitialized(model.storedFields, by: call.initializer)
    return model
  }

  /// The `init` of `initializers` whose labels fit `arguments`, with the arguments'
  /// values, evaluated here in the order written, and the argument each parameter takes.
  private func initializerCall(
    _ initializers: [InitializerDeclaration], arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> (initializer: InitializerDeclaration, chosen: [Int?], values: [ScriptValue]) {
    switch initializers.initializer(labels: arguments.map(\.label)) {
    case .success(let (initializer, chosen)):
      return (initializer, chosen, try arguments.map { try evaluate($0.value, &context) })
    case .failure(let mismatch):
      throw RuntimeError(mismatch.message, at: range)
    }
  }

  /// Runs the chosen `init`'s body in `inner` (its code's context, `self` bound), its
  /// parameters bound to the arguments' values or their defaults.
  private func run(
    _ call: (initializer: InitializerDeclaration, chosen: [Int?], values: [ScriptValue]),
    in inner: inout Context
  ) throws {
    try bind(call.initializer.parameters, chosen: call.chosen, values: call.values, in: &inner)
    _ = try execute(call.initializer.body, &inner)
  }

  /// Swift's error when `initializer` returned leaving a stored property of `fields` without
  /// a value.
  private func requireInitialized(_ fields: [Record.Field], by initializer: InitializerDeclaration)
    throws
  {
    let unset = Self.unset(fields)
    guard !unset.isEmpty else { return }
    throw RuntimeError(
      "return from initializer without initializing all stored properties",
      at: initializer.range, notes: unset)
  }

  /// Swift's error for using the class instance `model` (`what`: `method call 'bump'`,
  /// `property access 'summary'`) while its `init` has left a stored property without a
  /// value: only a running `init` leaves one.
  package func requireInitialized(_ model: ModelInstance, using what: String, range: SourceRange)
    throws
  {
    let unset = Self.unset(model.storedFields)
    guard !unset.isEmpty else { return }
    throw RuntimeError(
      "'self' used in \(what) before all stored properties are initialized", at: range,
      notes: unset)
  }

  /// The notes naming the stored properties of `fields` that have no value yet.
  private static func unset(_ fields: [Record.Field]) -> [String] {
    fields.compactMap { field in
      if case .void = field.value { "'self.\(field.name)' not initialized" } else { nil }
    }
  }
}
