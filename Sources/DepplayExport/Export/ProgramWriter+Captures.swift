import DepplaySyntax

extension ProgramWriter {
  /// What comes before a closure's `in`: `@MainActor` (in a plain export; the default one
  /// notes it), its capture list as the script wrote it and its `parameters` (`[count, name =
  /// state.name] send`); empty when it has none of them.
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
    if literal.isMainActor, !plain {
      note("@MainActor in the script: depplay runs the closure on the script's executor")
    }
    let attributes = literal.isMainActor && plain ? ["@MainActor"] : []
    var signature = parameters.joined(separator: ", ")
    if literal.returnsDouble, !parameters.isEmpty || literal.implicitParameterCount == 0 {
      // `{ () -> Double in 1 }`: the result type written keeps the literal a `Double`.
      signature = "(\(signature)) -> Double"
    }
    return (attributes + captures + [signature].filter { !$0.isEmpty })
      .joined(separator: " ")
  }
}
