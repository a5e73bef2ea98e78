import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// Checks `String(format:_:...)`'s values (`values`, the format first) against the
  /// conversions of its format before Foundation reads them, refusing at the format, or at
  /// the argument a conversion cannot read.
  func checkFormat(_ values: [ScriptValue], of arguments: [Argument], range: SourceRange)
    throws
  {
    guard case .string(let text)? = values.first else { return }
    do {
      try StringFormat(text).check(values.dropFirst().map(Builtin.Argument.init))
    } catch {
      let place = error.argument.map { arguments[$0 + 1].range } ?? arguments[0].range
      throw RuntimeError(error.message, at: place, notes: error.notes)
    }
  }
}
