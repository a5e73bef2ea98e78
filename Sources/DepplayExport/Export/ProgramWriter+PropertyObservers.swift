import DepplaySyntax

extension ProgramWriter {
  /// A class's or (`owner` `nil`) a plain struct's stored property as declared, with its
  /// `willSet` and `didSet` (written as code of `owner`, the class).
  mutating func storedPropertyLines(
    _ property: StructDeclaration.Property, of owner: ModelDeclaration?
  ) throws(ExportError) -> [String] {
    let line = try storedPropertyLine(property)
    guard let observers = property.observers else { return [line] }
    let saved = model
    model = owner ?? model
    defer { model = saved }
    var lines = [line + " {"]
    for (keyword, observer) in [("willSet", observers.willSet), ("didSet", observers.didSet)] {
      guard let observer else { continue }
      lines.append(
        "    " + keyword + (observer.isParameterWritten ? "(\(observer.parameter))" : "") + " {")
      lines += try body(observer.body, returnsValue: false, indent: 6)
      lines.append("    }")
    }
    lines.append("  }")
    return lines
  }
}
