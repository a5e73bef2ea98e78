import DepplaySyntax

extension Checker {
  /// `type(of: value)`, which depplay runs where its value is printed: a `print` argument or
  /// a string's interpolation, where Swift writes the type's name. Elsewhere (a metatype
  /// compared, its members called) and of an Optional (whose type Swift names
  /// `Optional<Int>` even when it holds a value), it is refused by name.
  func checkTypeOfCall(_ arguments: [Argument], range: SourceRange) throws(CheckError) {
    guard arguments.count == 1, arguments[0].label == "of" else {
      throw CheckError(
        "type takes one value: no such call", at: range, notes: ["write type(of: value)"])
    }
    let start = range.start.offset
    guard anyArgumentStart == start || interpolationStart == start else {
      throw CheckError(
        "type(of:) is not supported yet where it is not printed", at: range,
        notes: ["print the type's name: print(type(of: value)) or \"\\(type(of: value))\""])
    }
    let value = arguments[0].value
    if printedOptional(value) != nil || readsOptionalProperty(value) {
      throw CheckError(
        "type(of:) of an Optional is not supported yet", at: value.range,
        notes: ["unwrap it first: if let value { print(type(of: value)) }"])
    }
  }
}
