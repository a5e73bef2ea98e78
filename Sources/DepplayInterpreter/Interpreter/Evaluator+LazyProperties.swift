import DepplaySyntax

/// A class's `lazy var` at run time: an instance is made without it, and the first read
/// computes its initial value as code of the class, with `self` the instance, and keeps it;
/// an assignment before any read keeps the value assigned, and the initial value is then never
/// computed, as in Swift.
extension Interpreter {
  /// The value of the `lazy var` `name` of `model`, computed now if it has none yet; `nil`
  /// when the class has no `lazy var` of that name.
  package func lazyValue(
    _ name: String, of model: ModelInstance, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    guard let property = model.declaration.storedProperty(named: name), property.isLazy,
      let initialValue = property.initialValue
    else { return nil }
    if let stored = model.storedValue(name) { return stored }
    var inner = try enteringCode(
      of: model, what: "\(model.name).\(name)", isMainActor: model.declaration.isMainActor,
      range: range, context)
    let value = try evaluate(initialValue, &inner)
    // The initializer may have assigned the property itself; what it gives is kept, as the
    // getter Swift synthesizes stores it.
    model.setStoredValue(name, to: value)
    return value
  }
}
