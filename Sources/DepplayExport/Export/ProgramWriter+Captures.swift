import DepplaySyntax

extension ProgramWriter {
  /// What comes before a closure's `in`: its capture list as the script wrote it and its
  /// `parameters` (`[count, name = state.name] send`); empty when it has neither.
  package mutating func closureHead(_ literal: ClosureLiteral, parameters: [String])
    throws(ExportError) -> String
  {
    var items: [String] = []
    for capture in literal.captures {
      items.append(
        capture.isRenamed
          ? "\(capture.name) = \(try expression(capture.value, wantsValue: true))" : capture.name)
    }
    let captures = items.isEmpty ? [] : ["[" + items.joined(separator: ", ") + "]"]
    return (captures + [parameters.joined(separator: ", ")].filter { !$0.isEmpty })
      .joined(separator: " ")
  }
}
