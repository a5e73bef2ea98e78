extension String {
  /// The text with every control character a terminal could act on written out as a Swift
  /// escape (`\u{1B}`, `\u{7}`, `\u{0}`): C0 controls, DEL and the C1 controls. Line breaks
  /// and tabs stay as they are, so ordinary text keeps its bytes.
  ///
  /// Text from a script or a lesson (what it prints, its source lines, the messages that
  /// quote them, lesson prose) goes through this before it reaches a terminal, so only
  /// depplay's own escape sequences (colour, the presenter's screen) ever reach one.
  /// Applying it twice gives what applying it once does.
  package var terminalSafe: String { escapingControls(keeping: ["\n", "\t"]) }

  /// ``terminalSafe`` for text shown on one line: line breaks and tabs escaped too.
  package var terminalSafeLine: String { escapingControls(keeping: []) }

  private func escapingControls(keeping kept: Set<Unicode.Scalar>) -> String {
    guard unicodeScalars.contains(where: { $0.isTerminalControl && !kept.contains($0) }) else {
      return self
    }
    var result = ""
    result.unicodeScalars.reserveCapacity(unicodeScalars.count)
    for scalar in unicodeScalars {
      if scalar.isTerminalControl, !kept.contains(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Unicode.Scalar {
  /// Whether a terminal may act on the scalar: a C0 control, DEL, or a C1 control.
  fileprivate var isTerminalControl: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}
