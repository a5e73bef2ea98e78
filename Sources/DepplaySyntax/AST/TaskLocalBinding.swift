/// `Type.$name.withValue(value) { … }`: the call that binds a `@TaskLocal static var name` of
/// a plain struct or enum (``StaticProperty/isTaskLocal``) to a value for its closure, which
/// runs in place. The checker, the interpreter and the exporter read the call as this.
package struct TaskLocalBinding: Sendable, Equatable {
  /// The type that declares the task-local.
  package var type: String
  /// The task-local's name, without the `$` of its projection.
  package var property: String

  /// The binding `callee` calls, if it is `Type.$name.withValue` (its property is then to be
  /// found a task-local of `Type`).
  package init?(callee: Expression) {
    guard case .member(let projection, "withValue", _) = callee else { return nil }
    self.init(projection: projection)
  }

  /// The task-local `projection` names, if it is `Type.$name`.
  package init?(projection: Expression) {
    guard case .member(.name(let type, _), let projected, _) = projection,
      projected.hasPrefix("$")
    else { return nil }
    self.type = type
    self.property = String(projected.dropFirst())
  }

  /// The task-local's key among the values in force: `Type.name`.
  package var key: String { type + "." + property }

  /// Whether `declaration` (the type the call names) declares the property as a task-local.
  package func isDeclared(in declaration: StructDeclaration?) -> Bool {
    declaration?.staticProperty(named: property)?.isTaskLocal == true
  }
}
