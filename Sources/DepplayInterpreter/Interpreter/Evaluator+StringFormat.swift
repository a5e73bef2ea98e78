import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// Checks `String(format:_:...)`'s values (`values`, the format first) against the
  /// conversions of its format before Foundation reads them, refusing at the format, or at
  /// the argument a conversion cannot read; and refuses a text that could outgrow the
  /// value size before Foundation builds it (a width of a billion).
  package func checkFormat(_ values: [ScriptValue], of arguments: [Argument], range: SourceRange)
    throws
  {
    guard case .string(let text)? = values.first else { return }
    let formatted = values.dropFirst().map(Builtin.Argument.init)
    let format: StringFormat
    do {
      format = try StringFormat(text)
      try format.check(formatted)
    } catch {
      let place = error.argument.map { arguments[$0 + 1].range } ?? arguments[0].range
      throw RuntimeError(error.message, at: place, notes: error.notes)
    }
    guard format.longestText(of: text, with: formatted) <= limits.maximumValueSize else {
      throw RuntimeError(
        "value too big: this format's widths and precisions may make more than"
          + " \(limits.maximumValueSize) characters", at: range,
        notes: ["write a width or precision that fits the text: %8.2f"])
    }
  }
}
