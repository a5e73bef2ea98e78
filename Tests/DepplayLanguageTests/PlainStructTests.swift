import DepplayLanguage
import Testing

/// Plain structs (`struct User: Equatable { … }`) and `var` locals: the memberwise
/// initializer's rules and Swift's words where a call does not fit it, `==` only where the
/// struct is `Equatable`, and assignment only to a `var` of the code that declares it.
@Suite struct PlainStructTests {
  static let user = """
    struct User: Equatable {
      let id: Int
      var name: String
      var isAdmin = false
      let kind = "person"
    }

    """

  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "structs.dep")
  }

  @Test func theMemberwiseInitializerTakesTheStoredPropertiesInOrder() async {
    let (output, errors, succeeded) = await Self.run(
      Self.user + """
        let a = User(id: 1, name: "Blob")
        let b = User(id: 2, name: "Blob Jr.", isAdmin: true)
        print(a)
        print(b.isAdmin, b.kind, a == User(id: 1, name: "Blob"), a == b)
        """)
    #expect(succeeded, "\(errors)")
    #expect(
      output
        == "User(id: 1, name: \"Blob\", isAdmin: false, kind: \"person\")\ntrue person true false\n"
    )
  }

  @Test func aCopyIsANewValue() async {
    let (output, errors, succeeded) = await Self.run(
      Self.user + """
        var a = User(id: 1, name: "Blob")
        let b = a
        a.name = "Blob Esq."
        var c = a
        c.isAdmin = true
        print(a.name, b.name, a.isAdmin, c.isAdmin)
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "Blob Esq. Blob false true\n")
  }

  /// swiftc's own messages (Swift 6.3) for calls that do not fit `User(id:name:isAdmin:)`.
  @Test(arguments: [
    ("User(name: \"x\", id: 1)", "argument 'id' must precede argument 'name'"),
    ("User(id: 1)", "missing argument for parameter 'name' in call"),
    ("User(id: 1, name: \"x\", foo: 2)", "extra argument 'foo' in call"),
    ("User(1, name: \"x\")", "missing argument label 'id:' in call"),
    ("User(id: 1, isAdmin: true, name: \"x\")", "argument 'name' must precede argument 'isAdmin'"),
    ("User(id: 1, name: \"x\", kind: \"y\")", "extra argument 'kind' in call"),
  ])
  func aCallThatDoesNotFitIsRefusedInSwiftsWords(_ call: String, _ message: String) async {
    let (output, errors, succeeded) = await Self.run(Self.user + "print(\(call))")
    #expect(!succeeded)
    #expect(output.isEmpty)
    #expect(errors.contains("structs.dep:7:7: error: \(message)"), "\(errors)")
    #expect(
      errors.contains("the memberwise initializer is User(id: Int, name: String, isAdmin: _ = …)"))
  }

  @Test(arguments: [
    (
      "struct P { var x = 0 }\nprint(P() == P())",
      "referencing operator function '==' on 'Equatable' requires that 'P' conform to 'Equatable'"
    ),
    ("let n = 1\nn = 2", "cannot assign to value: 'n' is a 'let' constant"),
    (
      "struct P { var x = 0 }\nlet p = P()\np.x = 2",
      "cannot assign to property: 'p' is a 'let' constant"
    ),
    (
      "var n = 0\nTask { n += 1 }",
      "assigning the 'var' 'n' from a closure or method that does not declare it is not supported yet"
    ),
    (
      "var n = 0\nclass C {\n  func add() { n += 1 }\n}",
      "assigning the 'var' 'n' from a closure or method that does not declare it is not supported yet"
    ),
    (
      "struct T: Identifiable { var name = \"\" }",
      "type 'T' does not conform to protocol 'Identifiable'"
    ),
    (
      "struct P { var x: Int\n  class Cell {} }",
      "this member ('class Cell {}') in a plain struct is not supported yet"
    ),
    (
      "struct P { let x: Int { didSet {} } }",
      "'let' declarations cannot be observing properties"
    ),
    ("struct P { init?() {} }", "a failable 'init?' is not supported yet"),
    (
      "struct P { static func f() async {} }",
      "a 'static' 'async' method in a plain struct ('func f') is not supported yet"
    ),
    ("struct P { var x }", "type annotation missing in pattern"),
    ("struct P { var x = 0; var x = 1 }", "invalid redeclaration of 'x'"),
  ])
  func whatSwiftRefusesOrDepplayDoesNotRunYetIsNamed(_ source: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains("error: \(message)"), "\(errors)")
  }

  @Test func aVarChangesInLoopsAndBranchesOfTheCodeThatDeclaresIt() async {
    let (output, errors, succeeded) = await Self.run(
      """
      var total = 0
      for i in 0..<4 {
        if i > 1 { total += i }
      }
      let f = {
        var inner = 10
        inner -= 1
        return inner
      }
      print(total, f())
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "5 9\n")
  }

  /// A `var` of an optional type without a value is `nil` unless given, as Swift's memberwise
  /// initializer makes it; a `let` of one is not.
  @Test func anOptionalVarWithoutAValueDefaultsToNil() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Box: Equatable { var label: String?; let size: Int? }
      print(Box(size: 1) == Box(label: nil, size: 1), Box(size: nil).label == nil)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "true true\n")
    let (_, refused, _) = await Self.run(
      "struct Box { var label: String?; let size: Int? }\nlet b = Box(label: \"x\")")
    #expect(refused.contains("error: missing argument for parameter 'size' in call"), "\(refused)")
  }

  /// A stored `let` gets its value once: from its declaration, or from an `init`; swiftc's
  /// words (Swift 6.3) where code assigns it again.
  @Test(arguments: [
    (
      "struct P {\n  let kind = \"a\"\n  init() { self.kind = \"b\" }\n}",
      "3:17: error: immutable value 'self.kind' may only be initialized once"
    ),
    (
      "struct P {\n  let name: String\n  init() { name = \"a\" }\n"
        + "  mutating func f() { name = \"b\" }\n}",
      "4:23: error: cannot assign to property: 'name' is a 'let' constant"
    ),
  ])
  func aLetIsAssignedOnceByAnInit(_ code: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(code)
    #expect(!succeeded)
    #expect(errors.contains("structs.dep:\(message)"), "\(errors)")
    let (output, fine, ran) = await Self.run(
      "struct P {\n  let name: String\n  init() { name = \"a\" }\n}\nprint(P())")
    #expect(ran, "\(fine)")
    #expect(output == "P(name: \"a\")\n")
  }
}
