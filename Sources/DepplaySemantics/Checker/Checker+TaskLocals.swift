import DepplaySyntax

/// `Type.$name.withValue(value) { … }` of a `@TaskLocal static var name`
/// (``TaskLocalBinding``): one value, then the closure, which runs in place and, awaited, may
/// await.
extension Checker {
  /// The task-local binding `callee` calls, if it names one the script declares.
  func taskLocalBinding(_ callee: Expression) -> TaskLocalBinding? {
    guard let binding = TaskLocalBinding(callee: callee),
      !scopes.contains(where: { $0.contains(binding.type) }),
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
