import DepplaySemantics
import DepplaySyntax
import Foundation

extension Interpreter {
  /// `text.padding(toLength: 10, withPad: " ", startingAt: 0)`: Foundation's padding, the pad
  /// repeated from `startingAt` up to the length, or the text cut to it. What Foundation traps
  /// on (an empty pad, a start outside it, a negative length) stops the run in its words.
  func padded(
    _ text: String, _ values: [ScriptValue], arguments: [Argument], range: SourceRange
  ) throws -> ScriptValue {
    let length = try self.index(values[0], range: arguments[0].range)
    let pad = try self.text(values[1], range: arguments[1].range)
    let start = try self.index(values[2], range: arguments[2].range)
    guard !pad.isEmpty else {
      throw RuntimeError("Fatal error: empty pad string", at: arguments[1].range)
    }
    guard (0..<pad.utf16.count).contains(start) else {
      throw RuntimeError("Fatal error: out of range padIndex", at: arguments[2].range)
    }
    guard length >= 0 else {
      throw RuntimeError(
        "Fatal error: String index range is out of bounds", at: arguments[0].range)
    }
    guard length <= limits.maximumValueSize else { throw valueTooBig(at: range) }
    return try bounded(
      .string(text.padding(toLength: length, withPad: pad, startingAt: start)), at: range)
  }
}
