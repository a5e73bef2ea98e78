/// A subscript of a plain struct: `subscript(column: Int, row: Int) -> Int { get { … } set { … } }`,
/// or get-only with the getter's body alone. A parameter has an argument label only when it
/// is written with two names (`subscript(row r: Int)` is called `grid[row: 1]`), as in Swift.
package struct SubscriptDeclaration: Sendable {
  /// Its parameters, in order; a label is `nil` where a call writes none.
  package var parameters: [FunctionParameter]
  /// Its element type (``ComputedProperty/type``), getter and setter, as a computed
  /// property's, named `subscript`.
  package var accessors: ComputedProperty

  /// Where it is declared.
  package var range: SourceRange { accessors.range }

  /// How Swift's messages name it: `subscript(_:row:)`.
  package var name: String { parameters.functionName("subscript") }

  /// The getter, as a method of the struct: the parameters bound, its body's value the
  /// subscript's.
  package var getter: MethodDeclaration {
    accessor(accessors.getter, isMutating: false, returnType: accessors.type)
  }

  /// The setter, as a `mutating` method of the struct whose caller binds the new value
  /// (``ComputedProperty/Setter/parameter``) too; `nil` for a get-only subscript.
  package var setter: MethodDeclaration? {
    accessors.setter.map { accessor($0.body, isMutating: true, returnType: nil) }
  }

  private func accessor(_ body: Block, isMutating: Bool, returnType: String?)
    -> MethodDeclaration
  {
    MethodDeclaration(
      name: "subscript", parameters: parameters, returnType: returnType,
      isMutating: isMutating, isStatic: false, isThrowing: false, body: body, range: range,
      nameRange: range)
  }
}

extension [SubscriptDeclaration] {
  /// The first subscript whose parameters fit arguments labelled `labels`, with the argument
  /// each parameter takes; `nil` when none does.
  package func fitting(labels: [String?]) -> (SubscriptDeclaration, [Int?])? {
    for declaration in self {
      if case .success(let chosen) = declaration.parameters.arguments(labels: labels) {
        return (declaration, chosen)
      }
    }
    return nil
  }

  /// Swift's message for arguments labelled `labels` that no subscript fits: the one
  /// subscript's own mismatch, or none of several.
  package func mismatch(labels: [String?]) -> String {
    guard count == 1, case .failure(let mismatch) = self[0].parameters.arguments(labels: labels)
    else { return "no exact matches in call to subscript" }
    return mismatch.message.replacing("in call", with: "in subscript")
  }
}
