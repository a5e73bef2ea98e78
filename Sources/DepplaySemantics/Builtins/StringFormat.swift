/// A `String(format:_:...)` format, read into the conversions it holds, so that each argument
/// is checked against the conversion that reads it before Foundation formats them: a
/// conversion given a value of another type reads memory that is not there in Swift (a
/// `String` for `%d`, an `Int` for `%f`), which depplay refuses rather than imitates.
package struct StringFormat: Sendable {
  /// What a conversion reads from its argument.
  package enum Value: Sendable {
    /// `%d %i %u %x %X %o`, with `l` or `ll` or neither: an `Int` (or a `Bool`).
    case integer
    /// `%f %F %e %E %g %G`: a `Double`.
    case floatingPoint
    /// `%@`: a `String`.
    case string

    /// The Swift types a script may give it.
    package var types: String {
      switch self {
      case .integer: "an Int or a Bool"
      case .floatingPoint: "a Double"
      case .string: "a String"
      }
    }

    /// Whether an argument of this kind is one it reads.
    package func accepts(_ argument: Builtin.Argument) -> Bool {
      switch (self, argument) {
      case (.integer, .int), (.integer, .bool), (.floatingPoint, .double), (.string, .string):
        true
      default: false
      }
    }
  }

  /// One conversion of the format: its text (`%.2f`), what it reads, and its width and
  /// precision as written (`Int.max` past it).
  package struct Conversion: Sendable {
    package var text: String
    package var value: Value
    package var width = 0
    package var precision = 0
  }

  /// Why a format or its arguments are refused.
  package struct Refusal: Error, Sendable {
    package var message: String
    package var notes: [String]
    /// The argument the refusal is about (counted after the format), if it is about one.
    package var argument: Int?
  }

  /// The conversions, in the order they read their arguments (`%%` reads none).
  package let conversions: [Conversion]

  /// What depplay formats, as a note under a refusal.
  package static let supported =
    "write %d, %i, %ld, %x, %X or %o for an Int, %f, %.2f, %e or %g for a Double, %@ for a"
    + " String and %% for a percent sign (with flags, a width and a precision: %-5d, %08.3f)"

  /// Reads `format`, refusing a conversion depplay does not format (naming it).
  package init(_ format: String) throws(Refusal) {
    var conversions: [Conversion] = []
    var characters = format[...]
    while let percent = characters.firstIndex(of: "%") {
      characters = characters[percent...].dropFirst()
      var text = "%"
      while let flag = characters.first, "-+ #0".contains(flag) {
        text.append(flag)
        characters = characters.dropFirst()
      }
      let width = characters.prefix(while: \.isASCIIDigit)
      text += width
      characters = characters.dropFirst(width.count)
      var precision: Substring = ""
      if characters.first == "." {
        precision = characters.dropFirst().prefix(while: \.isASCIIDigit)
        text += "." + precision
        characters = characters.dropFirst(1 + precision.count)
      }
      let length = characters.prefix(while: { $0 == "l" }).prefix(2)
      text += length
      characters = characters.dropFirst(length.count)
      guard let conversion = characters.first else {
        throw Refusal(
          message: "the format ends inside the conversion '\(text)'", notes: [Self.supported],
          argument: nil)
      }
      text.append(conversion)
      characters = characters.dropFirst()
      if text == "%%" { continue }
      guard let value = Self.value(of: conversion, lengthModified: !length.isEmpty) else {
        throw Refusal(
          message: "the format specifier '\(text)' is not supported",
          notes: conversion == "s"
            ? [
              "'%s' reads a C string, which a Swift String is not (Swift crashes); write %@ for"
                + " a String"
            ] : [Self.supported],
          argument: nil)
      }
      conversions.append(
        Conversion(
          text: text, value: value, width: width.isEmpty ? 0 : Int(width) ?? .max,
          precision: precision.isEmpty ? 0 : Int(precision) ?? .max))
    }
    self.conversions = conversions
  }

  /// Checks `arguments` (those after the format) against the conversions: one of the right
  /// type for each (extra arguments are never read, as in Swift).
  package func check(_ arguments: [Builtin.Argument]) throws(Refusal) {
    for (index, conversion) in conversions.enumerated() {
      guard index < arguments.count else {
        throw Refusal(
          message:
            "the format specifier '\(conversion.text)' has no argument: the format reads"
            + " \(conversions.count), given \(arguments.count)",
          notes: ["give one argument for each format specifier"], argument: nil)
      }
      guard conversion.value.accepts(arguments[index]) else {
        throw Refusal(
          message:
            "the format specifier '\(conversion.text)' takes \(conversion.value.types), not"
            + " \(arguments[index].typeDescription)",
          notes: [Self.supported], argument: index)
      }
    }
  }

  /// The most UTF-8 bytes `format` can make with `arguments` (checked): its own, and for
  /// each conversion its width or precision, the text of a string argument, and the longest
  /// text of a number (`%f` of the largest `Double` is 316 characters), so that a format
  /// that would outgrow the language's value size is refused before Foundation builds it.
  package func longestText(of format: String, with arguments: [Builtin.Argument]) -> Int {
    var total = format.utf8.count
    for (conversion, argument) in zip(conversions, arguments) {
      var longest = Swift.max(conversion.width, conversion.precision)
      if case .string(let text) = argument { longest = longest.addingSaturated(text.utf8.count) }
      total = total.addingSaturated(longest.addingSaturated(Self.longestNumber))
    }
    return total
  }

  /// More than the longest text a number's conversion makes without a width or precision.
  private static let longestNumber = 330

  /// What a conversion character reads, if depplay formats it.
  private static func value(of conversion: Character, lengthModified: Bool) -> Value? {
    switch conversion {
    case "d", "i", "u", "x", "X", "o": .integer
    case _ where lengthModified: nil
    case "f", "F", "e", "E", "g", "G": .floatingPoint
    case "@": .string
    default: nil
    }
  }
}

extension Int {
  /// The sum, or `Int.max` where it would overflow.
  fileprivate func addingSaturated(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? .max : sum
  }
}

extension Character {
  /// Whether it is one of `0` to `9`.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension Builtin.Argument {
  /// The argument's type with its article, as a refusal names it.
  package var typeDescription: String {
    switch self {
    case .int: "an Int"
    case .double: "a Double"
    case .string: "a String"
    case .bool: "a Bool"
    case .seededGenerator: "a generator"
    case .utf8View: "a UTF-8 view"
    case .data: "a Data"
    case .sequence: "an array or a set"
    case .other: "a value of another type"
    }
  }
}
