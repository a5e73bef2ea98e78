import DepplaySyntax

/// `print`'s arguments as Swift's `print(_:separator:terminator:)` takes them: items first,
/// then `separator:` and `terminator:`, each once, in that order, each a `String`. What
/// swiftc refuses is refused with swiftc's words, at its place.
extension Checker {
  /// The labelled arguments `arguments` give after their items; `callee` is where `print` is
  /// written (swiftc places a wrong label at the parenthesis after it).
  package func printForm(_ arguments: [Argument], callee: SourceRange) throws(CheckError)
    -> Callee.Print
  {
    var form = Callee.Print()
    var firstLabel: String?
    for (index, argument) in arguments.enumerated() {
      guard let label = argument.label else {
        if let firstLabel {
          throw CheckError(
            "unnamed argument #\(index + 1) must precede argument '\(firstLabel)'",
            at: argument.value.range, notes: ["print takes its items first"])
        }
        continue
      }
      guard let parameter = Callee.Print.Parameter(rawValue: label), !form.gives(parameter)
      else {
        let unused = Callee.Print.Parameter.allCases.filter { !form.gives($0) }.map(\.rawValue)
        if let correction = DidYouMean.suggestion(for: label, among: unused) {
          throw misspeltLabel(arguments, at: index, correction: correction, callee: callee)
        }
        throw CheckError(
          "extra argument '\(label)' in call", at: argument.value.range,
          notes: ["print takes items, then separator: and terminator:, each once"])
      }
      if parameter == .separator, form.terminator {
        throw CheckError(
          "argument 'separator' must precede argument 'terminator'", at: argument.range)
      }
      form.give(parameter)
      firstLabel = firstLabel ?? label
      try checkPrintString(argument.value)
    }
    return form
  }

  /// swiftc's error for a label that is a typo of one of `print`'s: the labels as written and
  /// as they should be.
  private func misspeltLabel(
    _ arguments: [Argument], at index: Int, correction: String, callee: SourceRange
  ) -> CheckError {
    func signature(_ labels: [String?]) -> String {
      labels.map { ($0 ?? "_") + ":" }.joined()
    }
    let labels = arguments.map(\.label)
    var corrected = labels
    corrected[index] = correction
    return CheckError(
      "incorrect argument label in call (have '\(signature(labels))', expected "
        + "'\(signature(corrected))')",
      at: SourceRange(start: callee.end, end: callee.end),
      notes: ["write \(correction):"])
  }

  /// Refuses a literal that cannot be the `String` a separator or terminator is.
  private func checkPrintString(_ value: Expression) throws(CheckError) {
    if case .nilLiteral = value {
      throw CheckError(
        "'nil' is not compatible with expected argument type 'String'", at: value.range)
    }
    guard let given = LiteralType(value), given != .string else { return }
    throw CheckError(
      "cannot convert value of type '\(given.rawValue)' to expected argument type 'String'",
      at: value.range, notes: ["write a string: \"\\n\", \"\", \", \""])
  }
}
