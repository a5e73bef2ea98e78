import DepplaySyntax

/// The methods of arrays that take a function (``ValueMethod/typesItsClosure``: `map`,
/// `sorted(by:)`, `max(by:)`, `reduce(_:_:)`, …) written back: a closure passed as their argument (`firstIndex(where: {
/// $0.id == id })`, an operator used as one) takes its parameters' types from the method, as
/// in Swift, so it is written as it is.
extension ProgramWriter {
  /// `todos.firstIndex(where: { … })`, `numbers.map({ … })`, `names.sorted(by: { $0 > $1 })`,
  /// `numbers.reduce(0, { $0 + $1 })`; `nil` when `callee` is no such method called with a
  /// closure as its last argument.
  package mutating func valueMethodCall(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?
  ) throws(ExportError) -> String? {
    guard trailing == nil, case .member(_, _, let range) = callee,
      let method = resolutions.view.valueMethod(of: range),
      method.typesItsClosure,
      case .closure(let literal)? = arguments.last?.value, !literal.isAsync
    else { return nil }
    var written: [String] = []
    for argument in arguments.dropLast() {
      written.append(try expression(argument.value, wantsValue: true))
    }
    written.append(try closure(literal, isAsync: false, returnsValue: true))
    let labelled = zip(arguments, written).map { argument, text in
      (argument.label.map { "\($0): " } ?? "") + text
    }
    return try methodCallee(callee) + "(" + labelled.joined(separator: ", ") + ")"
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
