import DepplaySyntax

/// The methods of arrays that take a function (``ValueMethod/takesFunction``, and
/// `sorted(by:)`) written back: a closure passed as their argument (`firstIndex(where: { $0.id
/// == id })`) takes its parameters' types from the method, as in Swift, so it is written as
/// it is.
extension ProgramWriter {
  /// `todos.firstIndex(where: { … })`, `numbers.map({ … })`, `names.sorted(by: { $0 > $1 })`;
  /// `nil` when `callee` is no such method called with a closure argument.
  package mutating func valueMethodCall(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?
  ) throws(ExportError) -> String? {
    guard trailing == nil, case .member(_, let name, let range) = callee,
      let method = resolutions.view.valueMethod(name, of: range),
      method.takesFunction || method == .sorted,
      case .closure(let literal)? = arguments.first?.value, !literal.isAsync
    else { return nil }
    let function = try closure(literal, isAsync: false, returnsValue: true)
    return try methodCallee(callee) + "(" + (arguments[0].label.map { "\($0): " } ?? "")
      + function + ")"
  }
}

extension ProgramWriter {
  /// The callee of a call: a method of a value read from a store's state
  /// (`store.todos.map(\.title)`) is called on the value read on the main actor.
  package mutating func methodCallee(_ callee: Expression) throws(ExportError) -> String {
    if case .member(let base, let name, _) = callee, let read = try storeStateRead(base) {
      return read + "." + name
    }
    return try expression(callee)
  }
}
