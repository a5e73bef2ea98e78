/// Prints like `Swift.print`, each item as ``ValueText/describe(_:)`` shows it (UUIDs in
/// upper case, …); inside an exported script, the line is labelled with the unit of work that
/// printed it (`[Task 1] 7`), as depplay prints it.
package func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map(ValueText.describe).joined(separator: separator)
  guard let scope = Script.current else {
    Swift.print(text, terminator: terminator)
    return
  }
  scope.script.output(text, label: scope.label, terminator: terminator)
}
