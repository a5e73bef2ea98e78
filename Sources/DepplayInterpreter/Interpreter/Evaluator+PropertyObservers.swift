import DepplaySyntax

/// `willSet` and `didSet` of a class's stored properties at run time: an assignment of the
/// property runs `willSet` with the new value before storing it and `didSet` with the old
/// value after, each as code of the class; an assignment in the class's own `init` runs
/// neither, as in Swift (a method the `init` calls does run them).
extension Interpreter {
  /// The name the frame of a class's running `init` binds, which code of the `init` (and
  /// no method it calls, whose frame is nested elsewhere) finds.
  static let initializingMarker = "#init"

  /// Stores `value` into `model`'s property `property`, running its observers around the
  /// store unless the code assigning it is the class's `init`.
  func store(
    _ value: ScriptValue, into property: StructDeclaration.Property?, named name: String,
    of model: ModelInstance, range: SourceRange, _ context: Context
  ) throws {
    guard let observers = property?.observers,
      context.frame.lookup(Self.initializingMarker) == nil
    else {
      model.setStoredValue(name, to: value)
      return
    }
    let old = model.storedValue(name) ?? .void
    if let willSet = observers.willSet {
      try run(
        willSet, with: value, of: model, what: "\(model.name).\(name).willSet", range, context)
    }
    model.setStoredValue(name, to: value)
    if let didSet = observers.didSet {
      try run(didSet, with: old, of: model, what: "\(model.name).\(name).didSet", range, context)
    }
  }

  /// Runs `observer`'s body as code of `model`, its parameter bound to `value`.
  private func run(
    _ observer: PropertyObservers.Observer, with value: ScriptValue, of model: ModelInstance,
    what: String, _ range: SourceRange, _ context: Context
  ) throws {
    var inner = try enteringCode(
      of: model, what: what, isMainActor: model.declaration.isMainActor, range: range, context)
    inner.frame.bind(observer.parameter, value)
    _ = try execute(observer.body, &inner)
  }
}
