import SwiftSyntax

extension Lowering {
  /// `is T`, `as? T`, `as! T` or `as T` (a coercion) in an operator sequence, with the type
  /// after it; `nil` when `operatorSyntax` is another operator. A type other than a name
  /// (`Int?`, `any Greeter`), or an array of one (`[Int]`) in a coercion, is refused by name.
  func typeCast(_ operatorSyntax: ExprSyntax, type typeSyntax: ExprSyntax?) throws(ParseError)
    -> TypeCast?
  {
    let kind: TypeCast.Kind
    if operatorSyntax.is(UnresolvedIsExprSyntax.self) {
      kind = .check
    } else if let cast = operatorSyntax.as(UnresolvedAsExprSyntax.self) {
      switch cast.questionOrExclamationMark?.tokenKind {
      case .postfixQuestionMark?: kind = .conditional
      case .exclamationMark?: kind = .forced
      default: kind = .coercion
      }
    } else {
      return nil
    }
    guard let type = typeSyntax?.as(TypeExprSyntax.self)?.type else {
      throw notSupported("'\(operatorSyntax.trimmedDescription)' here", at: operatorSyntax)
    }
    guard let target = Self.castTarget(type, in: kind) else {
      throw notSupported(
        "a cast to '\(type.trimmedDescription)'", at: type,
        notes: ["cast to a type's name: value \(kind.symbol) Name"])
    }
    return TypeCast(kind: kind, target: target, typeRange: range(type))
  }

  /// The type a cast names: a name (`Int`, `Shape`), or in a coercion an array or a
  /// dictionary of them (`[Int]`, `[String: Double]`); `nil` for any other type.
  private static func castTarget(_ type: TypeSyntax, in kind: TypeCast.Kind) -> TypeCast.Target? {
    if kind == .coercion, let array = type.as(ArrayTypeSyntax.self) {
      return castTarget(array.element, in: kind).map { .array($0) }
    }
    if kind == .coercion, let dictionary = type.as(DictionaryTypeSyntax.self),
      let key = castTarget(dictionary.key, in: kind),
      let value = castTarget(dictionary.value, in: kind)
    {
      return .dictionary(key: key, value: value)
    }
    guard let named = type.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil
    else { return nil }
    return TypeCast.Target(named: named.name.text)
  }

  /// `operand` cast as `cast` says, when no operator binding tighter than a cast stands
  /// before it (`a + b as? Int` casts the sum in Swift: depplay asks for the parentheses).
  func applying(
    _ cast: TypeCast, to operand: Expression, after previous: BinaryOperator?,
    at operatorSyntax: ExprSyntax
  ) throws(ParseError) -> Expression {
    if let previous, previous.bindsTighterThanCast {
      throw notSupported(
        "'\(cast.kind.symbol)' after '\(previous.symbol)'", at: operatorSyntax,
        notes: ["put what is cast in parentheses: (a \(previous.symbol) b) \(cast.spelling)"])
    }
    return .unary(operator: .cast(cast), operand: operand, range: operand.range.to(cast.typeRange))
  }
}

extension BinaryOperator {
  /// Whether it binds tighter than `is` and `as` (Swift's `CastingPrecedence`, which sits
  /// just above `??`).
  var bindsTighterThanCast: Bool { precedence > BinaryOperator.nilCoalescing.precedence }
}
