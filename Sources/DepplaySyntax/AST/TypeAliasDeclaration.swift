/// `typealias UserID = Int`: another name for a type, in the program's type annotations
/// (`let id: UserID = 5`), which depplay reads and does not check.
package struct TypeAliasDeclaration: Sendable {
  /// The new name.
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// The type it names, as written (`[String: [Int]]`, `(String) -> Void`).
  package var type: String
  /// The whole declaration.
  package var range: SourceRange
}
