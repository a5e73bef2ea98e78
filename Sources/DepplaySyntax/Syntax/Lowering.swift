import SwiftSyntax

/// Turns SwiftSyntax's tree of a script into depplay's ``Statement``s and ``Expression``s,
/// which the checker, the interpreter and the exporter read. Swift that parses but that
/// depplay does not run is refused here, by name, at its place (``notSupported(_:at:notes:)``).
///
/// Nesting is limited (``maximumDepth``) so hostile input cannot exhaust the stack of the
/// checker and interpreter, which walk the tree recursively.
package struct Lowering {
  /// The script, whose tables turn SwiftParser's UTF-8 offsets into lines and columns.
  package let source: SourceFile
  /// The commands the pre-pass rewrote, by where their placeholders start.
  package let commands: DepplayCommands
  package var depth = 0
  /// The feature whose body and methods are being lowered: a bare `State(…)` there is its
  /// `State`'s initializer, as Swift finds the nested type.
  package var featureName: String?
  /// The `@Dependency` properties of the feature whose body or methods are being lowered:
  /// there `self.name` is the property, read as the bare `name` is.
  package var featureDependencies: Set<String> = []
  /// The type `Self` names in the code being lowered (a feature's body and methods, where
  /// `Self.leader(of: state)` calls its static method); `nil` elsewhere.
  package var selfTypeName: String?
  /// The features lowered so far, by name: a later feature's `typealias State = Name.State`
  /// takes its state from one (``featureTypeAlias(_:into:)``).
  package var features: [String: FeatureDeclaration] = [:]
  /// The script's top-level features, by name, read before its statements
  /// (``collectFeatureSyntaxes(_:)``): one a typealias names further up is lowered then.
  package var laterFeatures: [String: StructDeclSyntax] = [:]
  /// The features whose lowering has begun and not ended (a typealias may lower another
  /// first), so that two naming each other's types are refused rather than lowered forever.
  package var featuresBeingLowered: Set<String> = []
  /// Whether the expression being lowered is covered by a `try` (``Program/triedCalls``).
  package var inTry = false
  /// Where the calls a `try` covers start (``Program/triedCalls``).
  package var triedCalls: Set<Int> = []
  /// Where the `var` bindings start (``Program/variables``).
  package var variables: Set<Int> = []
  /// The types bindings write (``Program/typeAnnotations``).
  package var typeAnnotations: [Int: String] = [:]
  /// The generic arguments written after a type's name (``Program/genericArguments``).
  package var genericArguments: [Int: String] = [:]
  /// The modules the `import`s name (``Program/imports``).
  package var imports: Set<ImportableModule> = []
  /// Whether the code of the closure being lowered throws (``ClosureLiteral/isThrowing``).
  package var ownCodeThrows = false
  /// Whether the node being lowered is the base or callee of a member, call or subscript
  /// (so an optional chain goes on around it).
  package var inPostfixChain = false
  /// Whether the postfix chain being lowered holds a `?` (``Expression/optionalBind``).
  package var chainIsOptional = false
  /// The script's key types (`enum NumberKey: DependencyKey`, `extension Client:
  /// DependencyKey`), by name, read before its statements (``collectKeyTypes(_:)``).
  package var keyTypes: [String: KeyType] = [:]
  /// The names of the script's protocols, read before its statements
  /// (``collectProtocolNames(_:)``), which a struct may conform to.
  package var protocolNames: Set<String> = []
  /// The script's own shared keys (`extension SharedKey where Self == InMemoryKey<…>.Default`),
  /// by name, read before its statements (``collectSharedKeys(_:)``).
  package var sharedKeys: [String: SharedKeyDeclaration] = [:]
  /// The types nested in the script's classes, structs and features, by each qualified
  /// spelling (`JournalModel.Entry`), with the name each is declared under (`Entry`), read
  /// before its statements (``collectNestedTypeNames(_:)``).
  package var nestedTypeNames: [String: String] = [:]

  /// The script's top-level suite structs, by name, read before its statements
  /// (``collectSuiteStructs(_:)``): an extension of one nests suites in it.
  package var suiteStructs: [String: StructDeclSyntax] = [:]
  /// The script's `XCTestCase` classes, by name, read before its statements
  /// (``collectTestCaseClasses(_:)``): a class inheriting from one is a test class too.
  package var testCaseClasses: [String: ClassDeclSyntax] = [:]

  /// While an `XCTestCase` class's `invokeTest()` override is lowered for one of its tests,
  /// that test's body: the statements `super.invokeTest()` stands for
  /// (``superInvokeTest(_:)``). `nil` elsewhere.
  package var invokedTest: InvokedTest?

  /// The deepest nesting of blocks and expressions accepted.
  package static let maximumDepth = 64

  package init(source: SourceFile, commands: DepplayCommands) {
    self.source = source
    self.commands = commands
  }

  // MARK: Places

  /// Where `node` is in the script (its trivia aside).
  package func range(_ node: some SyntaxProtocol) -> SourceRange {
    source.range(
      utf8: node.positionAfterSkippingLeadingTrivia
        .utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
  }

  /// From the start of `first` to the end of `last`.
  package func range(from first: some SyntaxProtocol, to last: some SyntaxProtocol) -> SourceRange {
    range(first).to(range(last))
  }

  /// The UTF-8 offset `node` starts at.
  package func offset(_ node: some SyntaxProtocol) -> Int {
    node.positionAfterSkippingLeadingTrivia.utf8Offset
  }

  /// A script's UTF-8 range as a source range.
  package func range(utf8: Range<Int>) -> SourceRange { source.range(utf8: utf8) }

  /// Swift that parses but that depplay does not have (yet), named in `what`.
  package func notSupported(_ what: String, at node: some SyntaxProtocol, notes: [String] = [])
    -> ParseError
  {
    ParseError("\(what) is not supported yet", at: range(node), notes: notes)
  }

  /// The top-level structs of `items` that `include` accepts, by name: what a pre-pass reads
  /// before the statements (features, suites), so that code may name one declared below it.
  package func topLevelStructs(
    in items: CodeBlockItemListSyntax, where include: (StructDeclSyntax) -> Bool
  ) -> [String: StructDeclSyntax] {
    var found: [String: StructDeclSyntax] = [:]
    for item in items {
      guard case .decl(let declaration) = item.item,
        let syntax = declaration.as(StructDeclSyntax.self), include(syntax)
      else { continue }
      found[syntax.name.text] = syntax
    }
    return found
  }

  // MARK: Depth

  /// One nesting level deeper, refused past ``maximumDepth``.
  package mutating func enter(_ node: some SyntaxProtocol) throws(ParseError) {
    guard depth < Self.maximumDepth else {
      throw ParseError(
        "nesting too deep (more than \(Self.maximumDepth) levels)", at: range(node),
        notes: ["split the script into smaller pieces"])
    }
    depth += 1
  }

  /// One more link of an operator, member or call chain: `a + b + c` and `a.b.c()` nest one
  /// level per link, as the tree does.
  package mutating func enterLink(_ node: some SyntaxProtocol, links: Int = 1) throws(ParseError) {
    guard depth + links <= Self.maximumDepth else {
      throw ParseError(
        "expression too long (more than \(Self.maximumDepth) nested levels or chained operators,"
          + " members and calls)", at: range(node),
        notes: ["split it with 'let': let part = a + b"])
    }
    depth += links
  }

  // MARK: Blocks

  /// `{ statements }` of an `if`, `for`, `do`, … : code of the closure around it, which throws
  /// if the block does.
  package mutating func block(_ node: CodeBlockSyntax) throws(ParseError) -> Block {
    try enter(node)
    defer { depth -= 1 }
    let outerTry = inTry
    inTry = false
    defer { inTry = outerTry }
    let statements = try statements(node.statements, isTopLevel: false)
    return Block(statements: statements, range: range(node))
  }

  /// `{ params in statements }`: code of its own, which a `try` around it does not cover and
  /// whose `throw` makes the closure throw, not the code around it.
  package mutating func closure(_ node: ClosureExprSyntax) throws(ParseError) -> ClosureLiteral {
    try enter(node)
    defer { depth -= 1 }
    var parameters: [String] = []
    var captures: [Capture] = []
    if let signature = node.signature {
      if let clause = signature.capture { captures = try self.captures(clause) }
      switch signature.parameterClause {
      case .simpleInput(let list)?: parameters = list.map(\.name.text)
      case .parameterClause(let clause)?:
        parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      case nil: break
      @unknown default: throw notSupported("these closure parameters", at: signature)
      }
    }
    var literal = try closure(statements: node.statements, range: range(node))
    literal.parameters = parameters
    literal.captures = captures
    literal.isMainActor = node.signature.map { hasMainActor($0.attributes) } ?? false
    literal.returnsDouble =
      node.signature?.returnClause.map { writtenType($0.type) == "Double" } ?? false
    if node.signature == nil { literal.implicitParameterCount = implicitParameterCount(of: node) }
    return literal
  }

  /// A closure without parameters holding `items`: code of its own, as a closure's is.
  package mutating func closure(statements items: CodeBlockItemListSyntax, range: SourceRange)
    throws(ParseError) -> ClosureLiteral
  {
    let outer = (inTry, ownCodeThrows)
    (inTry, ownCodeThrows) = (false, false)
    defer { (inTry, ownCodeThrows) = outer }
    let statements = try statements(items, isTopLevel: false)
    return ClosureLiteral(
      parameters: [], body: Block(statements: statements, range: range), range: range,
      isThrowing: ownCodeThrows)
  }

  /// A type as written, without spaces (`Editor.State?`, `PresentationAction<Editor.Action>`).
  package func writtenType(_ type: TypeSyntax) -> String {
    unqualifyingNestedTypes(
      type.tokens(viewMode: .sourceAccurate).map { token in
        switch token.tokenKind {
        case .keyword(.any), .keyword(.some): token.text + " "  // `any AnalyticsClient`
        default: token.text == "," ? ", " : token.text
        }
      }.joined())
  }

  /// A type as the script spells it, each run of spaces, line ends and comments one space
  /// (`[String: [Int]]`, `(Int) async -> String`): what the export writes back.
  package func spelledType(_ type: TypeSyntax) -> String {
    var text = ""
    for token in type.tokens(viewMode: .sourceAccurate) {
      if !token.leadingTrivia.isEmpty, !text.isEmpty, text.last != " " { text += " " }
      text += token.text
      if !token.trailingTrivia.isEmpty { text += " " }
    }
    while text.last == " " { text.removeLast() }
    return unqualifyingNestedTypes(text)
  }
}
