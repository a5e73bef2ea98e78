import DependencyRuntime

/// Reports an issue when two values differ, its message the difference of their dumps:
/// swift-custom-dump's function, which The Composable Architecture re-exports.
///
/// ```swift
/// expectNoDifference(badge, Badge(title: "Gold", level: 2))
/// // Difference: …
/// //
/// //     Badge(
/// //       title: "Gold",
/// //   −   level: 1
/// //   +   level: 2
/// //     )
/// //
/// // (First: −, Second: +)
/// ```
///
/// - Parameters:
///   - expression1: The first value.
///   - expression2: The second value, of the same type.
///   - message: What the issue's message starts with, if given.
///   - fileID: The file the issue is reported in.
///   - filePath: The path of the file the issue is reported in.
///   - line: The line the issue is reported at.
///   - column: The column the issue is reported at.
public func expectNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  do {
    let first = try expression1()
    let second = try expression2()
    guard first != second else { return }
    reportIssue(
      noDifferenceFailure(
        DumpedDifference(DumpedValue(reflecting: first), DumpedValue(reflecting: second)),
        first: "\(first)", second: "\(second)", message: message()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  } catch {
    reportIssue(
      "Caught error: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The message of `expectNoDifference`'s issue for two unequal values: their `difference`,
/// under `message` when one is given; when their dumps are the same, each value as
/// `"\(value)"` writes it (`first`, `second`).
package func noDifferenceFailure(
  _ difference: DumpedDifference, first: String, second: String, message: String?
) -> String {
  guard !difference.lines.isEmpty else {
    return "(\"\(first)\" is not equal to (\"\(second)\"), but no difference was detected."
  }
  let indented = difference.text.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
  return """
    \(message.map { $0 + " - " } ?? "")Difference: …

    \(indented)

    (First: \(DumpedDifference.Mark.first.rawValue), Second: \(DumpedDifference.Mark.second.rawValue))
    """
}
