import SwiftSyntax

/// `AsyncStream.makeStream(of: Int.self)` and `AsyncThrowingStream.makeStream(of: Int.self,
/// throwing: LoadError.self)`: the element (and failure) type given as an argument, which is
/// `AsyncStream<Int>.makeStream()` written the other way, and is lowered to it.
extension Lowering {
  /// The call `syntax` as `AsyncStream<Element>.makeStream()` when it names the stream's
  /// types as arguments (`of: Element.self`, `throwing: Failure.self`); `nil` for any other
  /// call.
  mutating func makeStreamOfType(_ syntax: FunctionCallExprSyntax) -> Expression? {
    guard let member = syntax.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "makeStream",
      let type = member.base?.as(DeclReferenceExprSyntax.self),
      ["AsyncStream", "AsyncThrowingStream"].contains(type.baseName.text),
      syntax.trailingClosure == nil, let first = syntax.arguments.first,
      first.label?.text == "of", let element = Self.metatypeName(first.expression)
    else { return nil }
    let isThrowing = type.baseName.text == "AsyncThrowingStream"
    var typeArguments = [element]
    for argument in syntax.arguments.dropFirst() {
      guard isThrowing, argument.label?.text == "throwing",
        let failure = Self.metatypeName(argument.expression)
      else { return nil }
      typeArguments.append(failure)
    }
    if isThrowing && typeArguments.count == 1 { typeArguments.append("any Error") }
    let typeRange = range(type)
    genericArguments[typeRange.start.offset] = "<\(typeArguments.joined(separator: ", "))>"
    let callee = Expression.member(
      base: .name(type.baseName.text, range: typeRange), name: "makeStream", range: range(member))
    return .call(callee: callee, arguments: [], trailingClosure: nil, range: range(syntax))
  }

  /// `Int` for `Int.self`, `Void` for `Void.self`; `nil` for any other expression.
  private static func metatypeName(_ expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.self), let base = member.base
    else { return nil }
    return base.trimmedDescription
  }
}
