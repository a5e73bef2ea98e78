import DepplaySyntax

/// `Type.$name.withValue(value) { … }` of a `@TaskLocal static var name`
/// (``TaskLocalBinding``): one value, then the closure, which runs in place and, awaited, may
/// await.
extension Checker {
  /// The task-local binding `callee` calls, if it names one the script declares.
  func taskLocalBinding(_ callee: Expression) -> TaskLocalBinding? {
    declared(TaskLocalBinding(callee: callee))
  }

  /// The refusal of a task-local's projection `Type.$name` anywhere but before `withValue`.
  func refuseTaskLocalProjection(_ member: Expression) throws(CheckError) {
    guard let projection = declared(TaskLocalBinding(projection: member)) else { return }
    let written = "\(projection.type).$\(projection.property)"
    throw CheckError(
      "the task-local's projection '\(written)' outside 'withValue' is not supported yet",
      at: member.range, notes: ["bind it for a closure: \(written).withValue(value) { … }"])
  }

  /// `binding`, if its type is one the script declares (not a local) with that task-local.
  private func declared(_ binding: TaskLocalBinding?) -> TaskLocalBinding? {
    guard let binding, !scopes.contains(where: { $0.contains(binding.type) }),
      binding.isDeclared(in: names.structs[binding.type])
    else { return nil }
    return binding
  }

  /// Swift's form of the call: `withValue(value) { … }`, the value unlabelled.
  func checkTaskLocalCall(
    _ binding: TaskLocalBinding, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange
  ) throws(CheckError) {
    guard arguments.map(\.label) == [nil], trailing != nil else {
      throw CheckError(
        "expected \(binding.type).$\(binding.property).withValue(value) { … }", at: range,
        notes: ["the value is bound for the closure, which runs in place"])
    }
  }
}
