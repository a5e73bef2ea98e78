import DepplaySyntax

extension Interpreter {
  /// The declaration a call's labels chose (``OverloadChoice``); `nil` when none has its
  /// name. Where they fit none of several, swiftc's `no exact matches in call to` `kind`
  /// (`instance method`, `static method`, `global function`) `'name'`, at `range`.
  func chosen<Declaration>(
    _ choice: OverloadChoice<Declaration>, kind: String, name: String, arguments: [Argument],
    range: SourceRange
  ) throws -> Declaration? {
    if let (message, notes) = choice.noExactMatchMessage(
      kind: kind, name: name, labels: arguments.map(\.label))
    {
      throw RuntimeError(message, at: range, notes: notes)
    }
    return choice.declaration
  }
}
