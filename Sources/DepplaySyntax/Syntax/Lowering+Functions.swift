import SwiftSyntax

extension Lowering {
  /// `func greeting(for name: String, excited: Bool = false) -> String { … }` at the top level
  /// of the script: a function every code of the script may call, before or after it (Swift
  /// declares a script's functions before its statements run). An `@Test` function is a test
  /// (``test(_:in:)``), so `nil`; a function inside a block is refused by name.
  package mutating func topLevelFunction(_ syntax: FunctionDeclSyntax, isTopLevel: Bool)
    throws(ParseError) -> Statement?
  {
    if syntax.attributes.contains(where: { attributeName($0) == "Test" }) { return nil }
    guard isTopLevel else {
      throw notSupported(
        "a function inside a block ('func \(syntax.name.text)')", at: syntax.funcKeyword,
        notes: [
          "declare it at the top level of the script, or store a closure: "
            + "let \(syntax.name.text) = { … }"
        ])
    }
    return .function(try method(syntax, in: nil))
  }
}
