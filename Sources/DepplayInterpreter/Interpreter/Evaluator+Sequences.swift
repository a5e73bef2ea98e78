import DepplaySemantics
import DepplaySyntax

/// Swift's free functions over sequences and numbers: `stride(from:to:by:)`,
/// `stride(from:through:by:)`, `zip(_:_:)` and `abs(_:)`. A stride and a zip are arrays of
/// their elements here: a script loops over them, maps them or counts them as Swift's
/// sequences allow.
extension Interpreter {
  /// `stride(from: 3, through: 1, by: -1)`, `stride(from: 0, to: 1, by: 0.25)`: the numbers
  /// from the start, a step apart, up to the end (`through:` includes it, `to:` does not), as
  /// Swift's walk them: Doubles when one of the values is a Double (an integer literal among
  /// them is one, as Swift types it), each the start plus a multiple of the step.
  func strided(_ arguments: [Argument], range: SourceRange, _ context: inout Context) throws
    -> ScriptValue
  {
    // The checker made sure of the labels: from:, to: or through:, by:.
    let values = try arguments.map { try evaluate($0.value, &context) }
    let through = arguments[1].label.flatMap(StrideEnd.init) == .through
    if case .int(let start) = values[0], case .int(let end) = values[1],
      case .int(let step) = values[2]
    {
      guard step != 0 else { throw Self.zeroStride(at: arguments[2].range) }
      return
        try through
        ? elements(
          of: Swift.stride(from: start, through: end, by: step), range: range, ScriptValue.int)
        : elements(of: Swift.stride(from: start, to: end, by: step), range: range, ScriptValue.int)
    }
    var numbers: [Double] = []
    for (value, argument) in zip(values, arguments) {
      switch value {
      case .int(let number): numbers.append(Double(number))
      case .double(let number): numbers.append(number)
      default:
        throw RuntimeError(
          "stride's '\(argument.label ?? "")' is a number, not \(value.typeName)",
          at: argument.range)
      }
    }
    guard numbers[2] != 0 else { throw Self.zeroStride(at: arguments[2].range) }
    return
      try through
      ? elements(
        of: Swift.stride(from: numbers[0], through: numbers[1], by: numbers[2]), range: range,
        ScriptValue.double)
      : elements(
        of: Swift.stride(from: numbers[0], to: numbers[1], by: numbers[2]), range: range,
        ScriptValue.double)
  }

  /// `zip(names, ages)`: pairs of the two sequences' elements, in order, as many as the shorter
  /// has.
  func zipped(_ arguments: [Argument], range: SourceRange, _ context: inout Context) throws
    -> ScriptValue
  {
    // The checker made sure of two unlabelled arguments.
    let first = try elements(
      of: try evaluate(arguments[0].value, &context), range: arguments[0].range)
    let second = try elements(
      of: try evaluate(arguments[1].value, &context), range: arguments[1].range)
    return try elements(of: zip(first, second), range: range) {
      .tuple([(label: nil, value: $0), (label: nil, value: $1)])
    }
  }

  /// `abs(-3)`, `abs(-2.5)`: the magnitude of an Int or a Double (an Int's that does not fit,
  /// `abs(Int.min)`, traps as Swift's does).
  func absoluteValue(_ arguments: [Argument], range: SourceRange, _ context: inout Context)
    throws -> ScriptValue
  {
    switch try evaluate(arguments[0].value, &context) {
    case .int(let number) where number < 0:
      return .int(try IntArithmetic.negate(number, range: range))
    case .int(let number): return .int(number)
    case .double(let number): return .double(abs(number))
    case let value:
      throw RuntimeError(
        "abs takes an Int or a Double, not \(value.typeName)", at: arguments[0].range)
    }
  }

  /// The elements of `sequence` as an array, refused once it passes
  /// ``Limits/maximumValueSize`` (before the rest is walked: a stride may be endless in all
  /// but name).
  func elements<S: Sequence>(
    of sequence: S, range: SourceRange, _ element: (S.Element) -> ScriptValue
  ) throws -> ScriptValue {
    var elements: [ScriptValue] = []
    for value in sequence {
      guard elements.count < limits.maximumValueSize else {
        throw RuntimeError(
          "value too big: more than \(limits.maximumValueSize) characters, elements and fields",
          at: range, notes: ["walk fewer elements"])
      }
      elements.append(element(value))
    }
    return try bounded(.list(elements), at: range)
  }

  /// Swift's trap for a stride whose step is zero.
  private static func zeroStride(at range: SourceRange) -> RuntimeError {
    RuntimeError(
      "Fatal error: Stride size must not be zero", at: range,
      notes: ["Swift stops the program here; give the stride a step other than 0"])
  }
}
