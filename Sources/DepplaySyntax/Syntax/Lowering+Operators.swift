import SwiftSyntax

extension Lowering {
  /// An operator sequence as SwiftParser leaves it (operands and operators, not yet grouped),
  /// grouped by ``BinaryOperator/precedence``. A plain `try` before an operand covers the rest of the
  /// sequence; `try?` and `try!` take the rest as their operand, as in Swift.
  package mutating func operatorSequence(_ elements: [ExprSyntax], in whole: some SyntaxProtocol)
    throws(ParseError) -> Expression
  {
    if let conditional = try conditional(in: elements, whole: whole) { return conditional }
    var operands: [Expression] = []
    var operators: [(op: BinaryOperator, syntax: ExprSyntax)] = []
    var index = 0
    while index < elements.count {
      let element = elements[index]
      if let tryExpr = element.as(TryExprSyntax.self), tryExpr.questionOrExclamationMark != nil {
        operands.append(try tried(tryExpr, rest: Array(elements[(index + 1)...])))
        break
      }
      if element.is(TryExprSyntax.self) { inTry = true }
      operands.append(try expression(element))
      index += 1
      var cast: TypeCast?
      while index < elements.count,
        let next = try typeCast(
          elements[index], type: index + 1 < elements.count ? elements[index + 1] : nil)
      {
        let operand = try applying(
          next, to: operands.removeLast(), after: operators.last?.op, at: elements[index])
        operands.append(operand)
        cast = next
        index += 2
      }
      guard index < elements.count else { break }
      let operatorSyntax = elements[index]
      guard let binary = operatorSyntax.as(BinaryOperatorExprSyntax.self) else {
        throw notSupported("'\(operatorSyntax.trimmedDescription)' here", at: operatorSyntax)
      }
      let symbol = binary.operator.text
      guard let op = BinaryOperator(symbol: symbol) else {
        throw notSupported(
          "the operator '\(symbol)'", at: binary,
          notes: [
            "depplay's operators: "
              + BinaryOperator.allCases.map(\.symbol).joined(separator: " ")
          ])
      }
      if let cast, op.bindsTighterThanCast {
        throw notSupported(
          "'\(symbol)' after '\(cast.spelling)'", at: binary,
          notes: ["put the cast in parentheses: (value \(cast.spelling)) \(symbol) …"])
      }
      operators.append((op, operatorSyntax))
      index += 1
    }
    guard !operators.isEmpty else { return operands[0] }
    try enterLink(operators[0].syntax, links: operators.count)
    defer { depth -= operators.count }
    var next = 0
    return group(level: 0, operands: operands, operators: operators, next: &next)
  }

  /// Operands and operators from `next` on, grouped at `level` and tighter.
  private func group(
    level: Int, operands: [Expression], operators: [(op: BinaryOperator, syntax: ExprSyntax)],
    next: inout Int
  ) -> Expression {
    guard level < BinaryOperator.precedenceLevels else { return operands[next] }
    var left = group(level: level + 1, operands: operands, operators: operators, next: &next)
    while next < operators.count, operators[next].op.precedence == level {
      let op = operators[next].op
      next += 1
      let right = group(level: level + 1, operands: operands, operators: operators, next: &next)
      left = .binary(operator: op, left: left, right: right, range: left.range.to(right.range))
    }
    return left
  }
}

extension Lowering {
  /// A function named with its argument labels, used as a value
  /// (`attempts.map(delay(forAttempt:))`): the closure `{ delay(forAttempt: $0) }`, which
  /// calls it as Swift's reference does. Each `$n` stands at its label, so that every name
  /// has a place of its own.
  func functionReference(
    _ name: String, labels: [(text: String, range: SourceRange)], range: SourceRange
  ) -> Expression {
    let arguments = labels.indices.map { index in
      Argument(
        label: labels[index].text == "_" ? nil : labels[index].text,
        value: .name("$\(index)", range: labels[index].range), range: labels[index].range)
    }
    let call = Expression.call(
      callee: .name(name, range: range), arguments: arguments, trailingClosure: nil, range: range)
    return .closure(
      ClosureLiteral(
        parameters: [], body: Block(statements: [.expression(call)], range: range), range: range,
        implicitParameterCount: labels.count))
  }

  /// An operator used as a function (`numbers.reduce(0, +)`, `names.sorted(by: >)`): the
  /// closure `{ $0 op $1 }`, which is what Swift passes.
  func operatorFunction(_ op: BinaryOperator, range: SourceRange) -> Expression {
    let body = Expression.binary(
      operator: op, left: .name("$0", range: range), right: .name("$1", range: range),
      range: range)
    return .closure(
      ClosureLiteral(
        parameters: [], body: Block(statements: [.expression(body)], range: range), range: range,
        implicitParameterCount: 2))
  }
}
