import SwiftSyntax

extension Lowering {
  /// An expression of its own (an argument, a value, an element, a condition): a `try` in
  /// it covers it to its end, and no further; an optional chain in it is its own.
  package mutating func expression(_ syntax: ExprSyntax) throws(ParseError) -> Expression {
    let outer = (inTry, inPostfixChain, chainIsOptional)
    defer { (inTry, inPostfixChain, chainIsOptional) = outer }
    (inPostfixChain, chainIsOptional) = (false, false)
    try enter(syntax)
    defer { depth -= 1 }
    return try lowered(syntax)
  }

  /// The base or callee of a member, call or subscript: one link deeper in the same chain.
  package mutating func link(_ syntax: ExprSyntax) throws(ParseError) -> Expression {
    let outer = inPostfixChain
    defer { inPostfixChain = outer }
    inPostfixChain = true
    try enterLink(syntax)
    defer { depth -= 1 }
    return try lowered(syntax)
  }

  private mutating func lowered(_ syntax: ExprSyntax) throws(ParseError) -> Expression {
    switch syntax.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr(let literal):
      return .integer(value: try integer(literal.literal), range: range(literal))
    case .booleanLiteralExpr(let literal):
      return .boolean(value: literal.literal.tokenKind == .keyword(.true), range: range(literal))
    case .nilLiteralExpr(let literal):
      return .nilLiteral(range: range(literal))
    case .stringLiteralExpr(let literal):
      return .string(parts: try stringParts(literal), range: range(literal))
    case .declReferenceExpr(let reference):
      if let names = reference.argumentNames {
        return functionReference(
          reference.baseName.text, labels: names.arguments.map { ($0.name.text, range($0.name)) },
          range: range(reference))
      }
      if case .binaryOperator(let symbol) = reference.baseName.tokenKind,
        let op = BinaryOperator(symbol: symbol)
      {
        return operatorFunction(op, range: range(reference))
      }
      if reference.baseName.tokenKind == .keyword(.Self), let selfTypeName {
        // `Self.leader(of: state)` in a feature: the feature, as Swift resolves `Self`.
        return .name(selfTypeName, range: range(reference))
      }
      return .name(reference.baseName.text, range: range(reference))
    case .discardAssignmentExpr(let discard):
      return .name("_", range: range(discard))
    case .keyPathExpr(let keyPath):
      return try self.keyPath(keyPath)
    case .prefixOperatorExpr(let prefix):
      return try prefixOperator(prefix)
    case .postfixOperatorExpr(let postfix) where postfix.operator.text == "...":
      throw partialRangeRefusal(postfix)
    case .inOutExpr(let inOut):
      return .unary(
        operator: .inOut, operand: try expression(inOut.expression), range: range(inOut))
    case .awaitExpr(let awaitSyntax):
      return .await(operand: try expression(awaitSyntax.expression), range: range(awaitSyntax))
    case .tryExpr(let tryExpr):
      return try tried(tryExpr, rest: [])
    case .arrayExpr(let array):
      var elements: [Expression] = []
      for element in array.elements { elements.append(try expression(element.expression)) }
      return .list(elements: elements, range: range(array))
    case .closureExpr(let closure):
      return .closure(try self.closure(closure))
    case .tupleExpr(let tuple) where tuple.elements.count > 1:
      return .tuple(elements: try arguments(tuple.elements), range: range(tuple))
    case .tupleExpr(let tuple):
      guard let only = tuple.elements.first, only.label == nil else {
        throw notSupported("a tuple", at: tuple, notes: ["use a list [a, b] or a record"])
      }
      return try expression(only.expression)
    case .sequenceExpr(let sequence):
      if let assignment = sequence.elements.first(where: {
        $0.is(AssignmentExprSyntax.self)
          || $0.as(BinaryOperatorExprSyntax.self).flatMap {
            AssignmentOperator(symbol: $0.operator.text)
          } != nil
      }) {
        throw ParseError(
          "an assignment is a statement of its own here", at: range(assignment),
          notes: ["write it on its own line: target = value"])
      }
      return try operatorSequence(Array(sequence.elements), in: sequence)
    case .memberAccessExpr(let member):
      return try chain(syntax) { (lowering: inout Lowering) throws(ParseError) in
        try lowering.memberAccess(member)
      }
    case .functionCallExpr(let call):
      return try chain(syntax) { (lowering: inout Lowering) throws(ParseError) in
        try lowering.call(call)
      }
    case .subscriptCallExpr(let subscriptCall):
      return try chain(syntax) { (lowering: inout Lowering) throws(ParseError) in
        try lowering.subscriptCall(subscriptCall)
      }
    case .optionalChainingExpr(let optional):
      return try chain(syntax) { (lowering: inout Lowering) throws(ParseError) in
        try lowering.optionalChaining(optional)
      }
    case .ifExpr(let node):
      throw notSupported("'if' as a value", at: node, notes: ["assign in each branch instead"])
    case .switchExpr(let node):
      throw notSupported("'switch' as a value", at: node, notes: ["assign in each case instead"])
    case .floatLiteralExpr(let node):
      guard let value = Double(node.literal.text.filter { $0 != "_" }), value.isFinite else {
        throw notSupported(
          "the floating-point literal '\(node.literal.text)'", at: node,
          notes: ["write it in decimal: 1.5, 2.0, 1e3"])
      }
      return .floatingPoint(value: value, range: range(node))
    case .dictionaryExpr(let node):
      return try dictionaryLiteral(node)
    case .macroExpansionExpr(let node):
      return try testMacro(node)
    case .ternaryExpr(let node):
      try enterLink(node)
      defer { depth -= 1 }
      return .conditional(
        condition: try expression(node.condition), then: try expression(node.thenExpression),
        otherwise: try expression(node.elseExpression), range: range(node))
    case .forceUnwrapExpr(let node):
      return .unary(
        operator: .forceUnwrap, operand: try expression(node.expression), range: range(node))
    default:
      throw notSupported("this expression ('\(syntax.trimmedDescription.prefix(40))')", at: syntax)
    }
  }

  /// A member, call, subscript or `?` in a postfix chain: the outermost link of a chain that
  /// holds a `?` is wrapped in ``Expression/optionalChain``, the extent Swift gives it.
  private mutating func chain(
    _ syntax: ExprSyntax, _ body: (inout Lowering) throws(ParseError) -> Expression
  ) throws(ParseError) -> Expression {
    let isOutermost = !inPostfixChain
    if isOutermost { chainIsOptional = false }
    let lowered = try body(&self)
    guard isOutermost, chainIsOptional else { return lowered }
    chainIsOptional = false
    return .unary(operator: .optionalChain, operand: lowered, range: range(syntax))
  }

  /// `base?` inside an optional chain, or `base[id: id]?` (a stack element, chained).
  private mutating func optionalChaining(_ syntax: OptionalChainingExprSyntax)
    throws(ParseError) -> Expression
  {
    if let element = syntax.expression.as(SubscriptCallExprSyntax.self),
      element.arguments.first?.label?.text == "id"
    {
      let outer = chainIsOptional
      defer { chainIsOptional = outer }
      return try elementByID(element, chained: true, whole: syntax)
    }
    if let presented = syntax.expression.as(SubscriptCallExprSyntax.self) {
      let outer = chainIsOptional
      defer { chainIsOptional = outer }
      if let casePath = try presentedCase(presented, chained: true, whole: syntax) {
        return casePath
      }
    }
    let base = try link(syntax.expression)
    chainIsOptional = true
    return .unary(operator: .optionalBind, operand: base, range: range(syntax))
  }

  /// `base[index]`, an array's element or a dictionary's value, `base[key, default: value]`,
  /// a dictionary's value or the fallback, `base[id: id]`, a navigation stack's element
  /// by its ID, or `grid[1, 2]`, `grid[row: 1]`, a plain struct's own subscript.
  private mutating func subscriptCall(_ syntax: SubscriptCallExprSyntax) throws(ParseError)
    -> Expression
  {
    let arguments = Array(syntax.arguments)
    let labels = arguments.map { $0.label?.text }
    if labels == ["id"] || labels == ["id", "case"] {
      return try elementByID(syntax, chained: false)
    }
    if let casePath = try presentedCase(syntax, chained: false) { return casePath }
    guard !arguments.isEmpty, arguments[0].label == nil, syntax.trailingClosure == nil,
      arguments.count == 1 || (arguments.count == 2 && arguments[1].label?.text == "default")
    else { return try structSubscript(syntax) }
    let base = try link(syntax.calledExpression)
    if arguments.count == 1, let type = Self.typeNamed(byMetatype: arguments[0].expression),
      let key = keyName(readingType: type)
    {
      // `$0[Settings.self]`: the key the key type is, as `$0.settings` names a key.
      return .member(base: base, name: key, range: range(syntax))
    }
    let written = arguments[0].expression
    let index: Expression
    if let partial = try partialRangeIndex(written, of: base) {
      index = partial
    } else {
      index = try expression(written)
    }
    return .subscripted(
      base: base, index: index,
      fallback: arguments.count == 2 ? try expression(arguments[1].expression) : nil,
      range: range(syntax))
  }

  /// `grid[1, 2]`, `grid[row: 1, column: 2]`, `grid[]`: a plain struct's own subscript, its
  /// arguments the index.
  private mutating func structSubscript(_ syntax: SubscriptCallExprSyntax) throws(ParseError)
    -> Expression
  {
    if let trailing = syntax.trailingClosure {
      throw notSupported(
        "a trailing closure after a subscript", at: trailing,
        notes: ["pass the closure inside the brackets: grid[{ … }]"])
    }
    let base = try link(syntax.calledExpression)
    return .subscripted(
      base: base,
      index: .subscriptArguments(
        arguments: try arguments(syntax.arguments), range: range(syntax.arguments)),
      fallback: nil, range: range(syntax))
  }

  /// `["Blob": 1, "Blob Jr.": 2]`, or `[:]`, the empty dictionary.
  private mutating func dictionaryLiteral(_ syntax: DictionaryExprSyntax) throws(ParseError)
    -> Expression
  {
    var entries: [DictionaryEntry] = []
    if case .elements(let elements) = syntax.content {
      for element in elements {
        entries.append(
          DictionaryEntry(
            key: try expression(element.key), value: try expression(element.value)))
      }
    }
    return .dictionary(entries: entries, range: range(syntax))
  }

  /// `base[id: id]`: a navigation stack's element by its ID; `base[id: id, case: \.detail]`,
  /// that element's payload in one case of a `@Reducer enum`'s state.
  private mutating func elementByID(
    _ syntax: SubscriptCallExprSyntax, chained: Bool, whole: OptionalChainingExprSyntax? = nil
  ) throws(ParseError) -> Expression {
    let labels = syntax.arguments.map { $0.label?.text }
    guard labels == ["id"] || labels == ["id", "case"], let argument = syntax.arguments.first,
      syntax.trailingClosure == nil
    else {
      throw notSupported(
        "this subscript", at: syntax,
        notes: [
          "depplay has an array's element, names[0], and a stack's element by ID: path[id: 0]"
        ])
    }
    let casePath = try syntax.arguments.dropFirst().first.map {
      (argument) throws(ParseError) in try elementCaseName(argument.expression)
    }
    let base = try link(syntax.calledExpression)
    let id = try expression(argument.expression)
    return .elementByID(
      base: base, id: id, casePath: casePath, chained: chained,
      range: whole.map { range($0) } ?? range(syntax))
  }

  /// `state.$destination[case: \.detail]`, TCA's case subscript of a presented state (a
  /// `$`-projected member); `nil` for any other subscript.
  private mutating func presentedCase(
    _ syntax: SubscriptCallExprSyntax, chained: Bool, whole: OptionalChainingExprSyntax? = nil
  ) throws(ParseError) -> Expression? {
    guard syntax.arguments.map({ $0.label?.text }) == ["case"],
      syntax.trailingClosure == nil, let argument = syntax.arguments.first,
      let member = syntax.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text.hasPrefix("$")
    else { return nil }
    let casePath = try elementCaseName(argument.expression)
    return .presentedCase(
      base: try link(syntax.calledExpression), casePath: casePath, chained: chained,
      range: whole.map { range($0) } ?? range(syntax))
  }

  /// `\.detail` of `path[id: 0, case: \.detail]`: the case's name.
  private func elementCaseName(_ syntax: ExprSyntax) throws(ParseError) -> String {
    guard let keyPath = syntax.as(KeyPathExprSyntax.self), keyPath.root == nil,
      keyPath.components.count == 1, let component = keyPath.components.first,
      case .property(let property) = component.component
    else {
      throw notSupported(
        "this case of a stack's element ('\(syntax.trimmedDescription)')", at: syntax,
        notes: ["name one case of the stack's @Reducer enum: path[id: 0, case: \\.detail]"])
    }
    return property.declName.baseName.text
  }

  /// `try expression` (which marks the calls it covers), `try? expression`, `try! expression`;
  /// `rest` is what follows in an operator sequence, which `try?` and `try!` cover too.
  package mutating func tried(_ syntax: TryExprSyntax, rest: [ExprSyntax]) throws(ParseError)
    -> Expression
  {
    inTry = true
    guard let mark = syntax.questionOrExclamationMark else {
      ownCodeThrows = true
      return try lowered(syntax.expression)
    }
    let operand = try operatorSequence([syntax.expression] + rest, in: syntax)
    let handling: TryHandling = mark.tokenKind == .postfixQuestionMark ? .optional : .forced
    let end = rest.last.map { range($0) } ?? range(syntax)
    return .unary(operator: .handledTry(handling), operand: operand, range: range(syntax).to(end))
  }

  private mutating func prefixOperator(_ syntax: PrefixOperatorExprSyntax) throws(ParseError)
    -> Expression
  {
    let symbol = syntax.operator.text
    if symbol == "-", let literal = syntax.expression.as(IntegerLiteralExprSyntax.self) {
      return .integer(value: -(try integer(literal.literal)), range: range(syntax))
    }
    if symbol == "-", case .floatingPoint(let value, _) = try expression(syntax.expression) {
      return .floatingPoint(value: -value, range: range(syntax))
    }
    let op: UnaryOperator
    switch symbol {
    case "!": op = .not
    case "-": op = .negate
    case "~": op = .bitwiseNot
    case _ where RangeOperator(rawValue: symbol) != nil: throw partialRangeRefusal(syntax)
    default: throw notSupported("the prefix operator '\(symbol)'", at: syntax.operator)
    }
    return .unary(
      operator: op, operand: try expression(syntax.expression), range: range(syntax))
  }

  /// An integer literal's value (`1_000`, `0x10`).
  private func integer(_ token: TokenSyntax) throws(ParseError) -> Int {
    var digits = token.text.filter { $0 != "_" }
    var radix = 10
    for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
      digits.removeFirst(2)
      radix = base
    }
    guard let value = Int(digits, radix: radix) else {
      throw ParseError(
        "integer literal '\(token.text)' overflows Int", at: range(token),
        notes: ["the largest integer is \(Int.max)"])
    }
    return value
  }

  /// `\.full.field`, or `\.path[id: 1].markRead` (a case key path through a stack's element),
  /// or `\.rows[id: id]` (an identified array's element, as a store is scoped to one row).
  private mutating func keyPath(_ syntax: KeyPathExprSyntax) throws(ParseError) -> Expression {
    if let root = syntax.root {
      throw notSupported(
        "a key path with a root type ('\\\(root.trimmedDescription)')", at: root,
        notes: ["write \\.name"])
    }
    var path: [String] = []
    var element: (stack: [String], id: Expression)?
    for component in syntax.components {
      if element == nil, !path.isEmpty, case .subscript(let subscriptSyntax) = component.component,
        subscriptSyntax.arguments.count == 1, let argument = subscriptSyntax.arguments.first,
        argument.label?.text == "id"
      {
        element = (path, try expression(argument.expression))
        path = []
        continue
      }
      guard case .property(let property) = component.component else {
        throw notSupported(
          "this key path component", at: component,
          notes: ["write \\.name.field, or \\.path[id: 0].action through a stack's element"])
      }
      path.append(property.declName.baseName.text)
    }
    if let element {
      // With nothing after the element (`\.rows[id: id]`), a store scoped to one row: the
      // checker allows it only there (``ElementScopeArguments``).
      return .elementCaseKeyPath(
        stack: element.stack, id: element.id, action: path, range: range(syntax))
    }
    return .keyPath(path: path, range: range(syntax))
  }

  /// A string literal's text and interpolations. In a multi-line literal SwiftParser has
  /// already set aside what is not its text (the line breaks after the opening and before the
  /// closing quotes, each line's indentation, a `\` that continues a line), so its segments
  /// are read as a one-line literal's, their line breaks written `\n` as Swift's are.
  private mutating func stringParts(_ syntax: StringLiteralExprSyntax) throws(ParseError)
    -> [StringPart]
  {
    let isRaw = syntax.openingPounds != nil
    let isMultiline = syntax.openingQuote.tokenKind == .multilineStringQuote
    var parts: [StringPart] = []
    for segment in syntax.segments {
      switch segment {
      case .stringSegment(let text):
        var content = text.content.text
        guard !content.isEmpty else { continue }
        if isMultiline { content = Self.normalizedLineBreaks(content) }
        parts.append(.text(isRaw ? content : Self.unescaped(content)))
      case .expressionSegment(let interpolation):
        guard interpolation.expressions.count == 1, let only = interpolation.expressions.first,
          only.label == nil
        else {
          throw ParseError(
            "empty string interpolation", at: range(interpolation.rightParen),
            notes: ["write an expression inside \\( … )"])
        }
        parts.append(.interpolation(try expression(only.expression)))
      @unknown default:
        throw notSupported("this part of a string literal", at: segment)
      }
    }
    return parts
  }

  /// `text` with each CRLF or CR line break written as LF, as Swift reads a multi-line
  /// literal's line breaks whatever the file's.
  private static func normalizedLineBreaks(_ text: String) -> String {
    guard text.contains("\r") || text.contains("\r\n") else { return text }
    return String(text.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 })
  }

  /// A string segment's text with its escapes (`\n`, `\t`, `\u{…}`, …) decoded; SwiftParser
  /// has already refused invalid ones.
  private static func unescaped(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\", let escaped = scalars.next() else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch escaped {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "0": result.append("\0")
      case "u":
        var hex = ""
        while let next = scalars.next(), next != "}" {
          if next != "{" { hex.unicodeScalars.append(next) }
        }
        if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
          result.unicodeScalars.append(decoded)
        }
      default: result.unicodeScalars.append(escaped)
      }
    }
    return result
  }
}
