import SwiftSyntax

extension Lowering {
  /// `[Int]()`, `[String: Double]()`, `[[Item]]()`: an empty array or dictionary made by the
  /// initializer of a type written with Swift's brackets, which is the empty literal of that
  /// type, so it is lowered as one coerced to it (`[] as [Int]`, `[:] as [String: Double]`);
  /// `nil` for any other call. SwiftParser reads the type in the callee as a literal (an array
  /// literal of the name `Int`).
  func emptyCollection(_ syntax: FunctionCallExprSyntax) throws(ParseError) -> Expression? {
    let callee = syntax.calledExpression
    guard callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self),
      let target = Self.collectionType(callee)
    else { return nil }
    guard syntax.arguments.isEmpty, syntax.trailingClosure == nil else {
      throw notSupported(
        "a call of '\(callee.trimmedDescription)' with arguments", at: syntax,
        notes: ["make an empty one, \(callee.trimmedDescription)(), or write a literal"])
    }
    let whole = range(syntax)
    let empty: Expression =
      if case .dictionary = target {
        .dictionary(entries: [], range: whole)
      } else {
        .list(elements: [], range: whole)
      }
    let cast = TypeCast(kind: .coercion, target: target, typeRange: range(callee))
    return .unary(operator: .cast(cast), operand: empty, range: whole)
  }

  /// The type an expression spells as a type: a name (`Int`, `Item`), or an array or a
  /// dictionary of them in brackets; `nil` for another expression.
  private static func collectionType(_ expression: ExprSyntax) -> TypeCast.Target? {
    if let name = expression.as(DeclReferenceExprSyntax.self), name.argumentNames == nil,
      name.baseName.text.first?.isUppercase == true
    {
      return TypeCast.Target(named: name.baseName.text)
    }
    if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1,
      let element = array.elements.first, element.trailingComma == nil
    {
      return collectionType(element.expression).map { .array($0) }
    }
    if let dictionary = expression.as(DictionaryExprSyntax.self),
      case .elements(let elements) = dictionary.content, elements.count == 1,
      let entry = elements.first, entry.trailingComma == nil,
      let key = collectionType(entry.key), let value = collectionType(entry.value)
    {
      return .dictionary(key: key, value: value)
    }
    return nil
  }
}
