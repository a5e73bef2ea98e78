import Testing

@testable import DepplayLanguage

/// A `let` or `var` declared with a type and no value, given its value by a later
/// assignment in the same block: swiftc's definite-initialization errors in its words and
/// places (measured with swiftc in Swift 6 mode), and the assignment in a nested block that
/// depplay refuses by name.
@Suite struct DeferredInitializationTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "later.dep")
  }

  @Test func aLetOrVarGetsItsValueFromTheFirstAssignmentInItsBlock() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let count = 3
      let isReady: Bool
      isReady = count > 2
      var total: Int
      total = 1
      total += 1
      func describe() -> String {
        let text: String
        text = "ready: \\(isReady)"
        return text
      }
      print(isReady, total, describe())
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "true 2 ready: true\n")
  }

  @Test(arguments: [
    (
      "let x: Int\nprint(x)\nx = 1",
      "later.dep:2:7: error: constant 'x' used before being initialized"
    ),
    ("var x: Int\nprint(x)", "later.dep:2:7: error: variable 'x' used before being initialized"),
    (
      "let x: Int\nx = 1\nx = 2",
      "later.dep:3:3: error: immutable value 'x' may only be initialized once"
    ),
    (
      "var z: Int\nz += 1",
      "later.dep:2:3: error: variable 'z' passed by reference before being initialized"
    ),
    (
      "let w: Int\nw += 1",
      "later.dep:2:3: error: left side of mutating operator isn't mutable: 'w' is a 'let' constant"
    ),
    (
      "let y: Int\nlet a = [1].map { $0 + y }\ny = 1",
      "later.dep:2:17: error: constant 'y' captured by a closure before being initialized"
    ),
    (
      "let g: () -> Int\nprint(g())",
      "later.dep:2:7: error: constant 'g' used before being initialized"
    ),
    (
      "let x: Int\nfunc f() { print(x) }\nf()\nx = 1",
      "later.dep:2:6: error: constant 'x' used by function definition before being initialized"
    ),
    (
      "func f() {\n  var y: Int\n  print(y)\n}",
      "later.dep:3:9: error: variable 'y' used before being initialized"
    ),
  ])
  func swiftcsErrorsInItsWordsAndPlaces(_ source: String, _ error: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains(error), "\(errors)")
  }

  @Test func anAssignmentGivesTheValueItAwaits() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func fetch() async -> Int { 7 }
      let n: Int
      n = await fetch()
      var total = 1
      total += await fetch()
      print(n, total)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "7 8\n")
  }

  @Test func anUpdateClosureGivesItsOwnLocalsTheirValues() async {
    let (output, errors, succeeded) = await Self.run(
      """
      dependency full { live: 1, test: 2 }
      withDependencies {
        let x: Int
        x = 5
        var y = 1
        y += x
        $0.full = y
      } operation: {
        print(full)
      }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "6\n")
  }

  @Test func aFunctionDeclaredAfterTheAssignmentReadsTheValue() async {
    let (output, errors, succeeded) = await Self.run(
      "let x: Int\nx = 1\nfunc f() { print(x) }\nf()")
    #expect(succeeded, "\(errors)")
    #expect(output == "1\n")
  }

  @Test func everyBranchOfAnIfElseOrTheStatementsAfterAGuardGiveTheValue() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func size(_ count: Int) -> String {
        let text: String
        if count > 5 { text = "big" } else if count > 1 { text = "mid" } else { text = "small" }
        return text
      }
      func doubled(_ value: Int?) -> Int {
        let result: Int
        guard let value else { return 0 }
        result = value * 2
        return result
      }
      print(size(9), size(3), size(0), doubled(4), doubled(nil))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "big mid small 8 0\n")
  }

  @Test(arguments: [
    (
      "let c = true\nlet x: Int\nif c { x = 1 } else { print(x); x = 2 }",
      "later.dep:3:29: error: constant 'x' used before being initialized"
    ),
    (
      "let c = true\nlet x: Int\nif c { x = 1 } else { x = 2 }\nx = 3",
      "later.dep:4:3: error: immutable value 'x' may only be initialized once"
    ),
    (
      "let c = true\nlet x: Int\nif c { x = 1; x = 2 } else { x = 2 }",
      "later.dep:3:17: error: immutable value 'x' may only be initialized once"
    ),
    (
      "func f(_ v: Int?) -> Int {\n  let x: Int\n  guard let v else {\n    print(x)\n    return 0\n  }\n  x = v\n  return x\n}",
      "later.dep:4:11: error: constant 'x' used before being initialized"
    ),
  ])
  func branchesAreFollowedAsSwiftcFollowsThem(_ source: String, _ error: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains(error), "\(errors)")
  }

  @Test(arguments: [
    ("let c = true\nvar x: Int\nif c { x = 1 }\nprint(x)", "3:8"),
    ("var x: Int\nfor i in 0..<2 { x = i }", "2:18"),
    ("let c = true\nlet x: Int\nif c { x = 1 } else { for _ in 0..<1 { x = 2 } }", "3:8"),
  ])
  func anAssignmentThatMayRunOrNotIsRefusedByName(_ source: String, _ place: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(
      errors.contains(
        "later.dep:\(place): error: giving 'x' its value inside a nested block (a loop, a closure, a 'switch', an 'if' without an 'else' or with a branch that gives none) is not supported yet"
      ), "\(errors)")
    #expect(errors.contains("x = condition ? a : b"), "\(errors)")
  }

  @Test func aNameOfAnInnerBlockHidesTheOneWithoutAValue() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let x: Int
      if true {
        let x = 5
        print(x)
      }
      x = 1
      print(x)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "5\n1\n")
  }

  @Test func aLaterEntryOfTheSessionSeesWhetherTheNameHasItsValue() {
    let session = Session()
    #expect(ResolvedEvaluationTests.isSuccess(session.execute(source: "let x: Int", file: "a.dep")))
    #expect(!ResolvedEvaluationTests.isSuccess(session.execute(source: "print(x)", file: "b.dep")))
    #expect(ResolvedEvaluationTests.isSuccess(session.execute(source: "x = 41 + 1", file: "c.dep")))
    #expect(ResolvedEvaluationTests.isSuccess(session.execute(source: "print(x)", file: "d.dep")))
    #expect(!ResolvedEvaluationTests.isSuccess(session.execute(source: "x = 2", file: "e.dep")))
    #expect(
      ResolvedEvaluationTests.isSuccess(
        session.execute(source: #"expect(output: "42")"#, file: "f.dep")))
  }

  @Test func theExportDeclaresTheNameWithItsTypeAndAssignsItLater() throws {
    let swift = try SwiftExporter.export(
      source: "let isReady: Bool\nisReady = 1 > 0\nvar n: Int\nn = 2\nprint(isReady, n)",
      file: "later.dep")
    #expect(swift.contains("let isReady: Bool\n"), "\(swift)")
    #expect(swift.contains("isReady = 1 > 0\n"), "\(swift)")
    #expect(swift.contains("var n: Int\n"), "\(swift)")
  }
}
