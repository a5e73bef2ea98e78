import DepplayLanguage
import Testing

/// The lowering decides each operator once, as an enum case: the rest of the language never
/// reads an operator's spelling.
@Suite struct OperatorTests {
  func statement(_ text: String) throws -> Statement {
    try ScriptParser.parse(SourceFile(name: "x", text: text)).statements[0]
  }

  @Test func everyBinaryOperatorIsFoundByItsSpelling() {
    for op in BinaryOperator.allCases {
      #expect(BinaryOperator(symbol: op.symbol) == op)
    }
    #expect(BinaryOperator(symbol: "**") == nil)
    #expect(
      BinaryOperator.allCases.map(\.precedence)
        == BinaryOperator.allCases.map(\.precedence).sorted())
  }

  @Test func sameLevelGroupsLeftToRight() throws {
    guard
      case .expression(
        .binary(.arithmetic(.subtract), .binary(.arithmetic(.subtract), _, _, _), .name("c", _), _)
      ) = try statement("a - b - c")
    else {
      Issue.record("a - b - c is not (a - b) - c")
      return
    }
  }

  @Test func tighterOperatorsGroupFirst() throws {
    guard
      case .expression(
        .binary(
          .comparison(.less),
          .binary(.arithmetic(.add), _, .binary(.arithmetic(.multiply), _, _, _), _),
          .binary(.range(.halfOpen), _, _, _), _)
      ) = try statement("a + b * c < d ..< e")
    else {
      Issue.record("wrong grouping")
      return
    }
  }

  @Test func compoundAssignmentStoresTheOperation() throws {
    guard
      case .assignment(
        .name("count", _), .compound(.arithmetic(.subtract)),
        .binary(.arithmetic(.subtract), .name("count", _), .integer(2, _), _), _) = try statement(
          "count -= 2")
    else {
      Issue.record("count -= 2 is not count = count - 2")
      return
    }
  }

  @Test func prefixAndHandlingFormsAreCases() throws {
    guard case .expression(.unary(.not, _, _)) = try statement("!done"),
      case .expression(.unary(.handledTry(.optional), _, _)) = try statement("try? f()"),
      case .expression(.unary(.handledTry(.forced), _, _)) = try statement("try! f()"),
      case .expression(.unary(.optionalChain, _, _)) = try statement("a?.b"),
      case .expression(.unary(.forceUnwrap, _, _)) = try statement("a!"),
      case .expression(.binary(.nilCoalescing, _, _, _)) = try statement("a ?? b")
    else {
      Issue.record("a unary form is not its case")
      return
    }
  }

  @Test func anOperatorDepplayLacksListsTheOnesItHas() {
    #expect {
      try statement("let x = 2 &<< 1")
    } throws: { error in
      (error as? ParseError)?.diagnostic.notes == [
        "depplay's operators: || && == != < > <= >= === !== ?? ..< ... + - | ^ &+ &- * / % & &*"
          + " << >>"
      ]
    }
  }
}
