import DepplaySyntax

/// The stored properties of a class (`var count = 0` beside its `@Dependency`s) at run time:
/// each instance keeps its own, so every name that refers to the instance sees a change, as
/// with Swift's reference semantics.
extension Interpreter {
  /// `Counter()`: the `@Dependency` properties capture the values in force now, and the
  /// other stored properties take their initial values, in declaration order, evaluated as
  /// code of the class's program (`frame`, where it was declared), an integer literal given to
  /// a `Double` one as a `Double`; one without is left
  /// `.void`, for a written `init` to set; a `lazy var` is left out until it is first read.
  /// A property among `given` (a feature's memberwise argument) takes its value instead.
  package func makeModel(
    _ declared: Declared<ModelDeclaration>, given: [Record.Field] = [], range: SourceRange,
    _ context: inout Context
  ) throws -> ModelInstance {
    var fields: [Record.Field] = []
    for property in declared.declaration.storedProperties where !property.isLazy {
      if let value = given.first(where: { $0.name == property.name })?.value {
        fields.append(.init(name: property.name, value: storedAsDeclared(value, property)))
        continue
      }
      var inner = context
      inner.model = nil
      inner.updating = nil
      inner.frame = Frame(parent: declared.frame)
      // `var level: Double = 1`: the literal is a `Double`, as Swift types it.
      let value =
        try property.initialValue.map {
          DoubleArithmetic.literal(try evaluate($0, &inner), of: $0, givenTo: property)
        } ?? .void
      fields.append(.init(name: property.name, value: storedAsDeclared(value, property)))
    }
    return instantiate(declared, stored: fields)
  }

  /// The property `name` of the class or actor instance `model`: a `@Dependency`, read with
  /// its provenance, a stored property, or a computed one, its getter run with `model` as
  /// `self`; `nil` when it has none of that name.
  package func modelProperty(
    _ name: String, of model: ModelInstance, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    if let read = try dependencyProperty(name, of: model, range: range, &context) { return read }
    if let stored = model.storedValue(name) { return stored }
    if let lazy = try lazyValue(name, of: model, range: range, &context) { return lazy }
    return try computedMember(name, of: model, range: range, &context)
  }

  /// `count += 1` or `self.fact = …` in a method of a class, or `model.count = 0` where the
  /// checker allowed it: stores into the instance's property (a path beyond it changes the
  /// property's value); `false` when `target` names no stored property of a class instance.
  package func assignModelStored(
    _ target: Expression, _ value: ScriptValue, range: SourceRange, _ context: inout Context
  ) throws -> Bool {
    let (start, members) = target.memberPath
    var path = members.map(\.name)
    guard case .name(let root, let rootRange) = start else { return false }
    let model: ModelInstance
    if context.frame.resolutions[rootRange] == .modelMember, let current = context.model {
      model = current
      path.insert(root, at: 0)
    } else if !path.isEmpty, case .model(let found)? = context.frame.lookup(root) {
      model = found
      try requireIsolation(to: model, .assigning, path[0], range: range, context)
    } else {
      return false
    }
    guard let name = path.first else { return false }
    // A `lazy var` assigned whole before it is read never computes its initial value; a
    // path into it reads it first.
    let stored =
      path.count > 1
      ? try lazyValue(name, of: model, range: range, &context) ?? model.storedValue(name)
      : model.storedValue(name)
        ?? (model.declaration.storedProperty(named: name)?.isLazy == true ? .void : nil)
    guard var current = stored else { return false }
    if path.count > 1 {
      try setMember(path.dropFirst(), of: &current, to: value, range: range, &context)
    } else {
      current = value
    }
    let property = model.declaration.storedProperty(named: name)
    if let property { current = storedAsDeclared(current, property) }
    try store(current, into: property, named: name, of: model, range: range, context)
    return true
  }

  /// `value` as the stored property `property` holds it: its tuples with the labels the
  /// property's declared type gives them (`var reminders: [(id: UUID, title: String)]`).
  private func storedAsDeclared(_ value: ScriptValue, _ property: StructDeclaration.Property)
    -> ScriptValue
  {
    guard let labels = property.type.flatMap(TupleLabels.init(annotation:)) else { return value }
    return value.relabelled(by: labels)
  }
}
