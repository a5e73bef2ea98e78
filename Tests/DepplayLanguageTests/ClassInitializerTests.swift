import DepplayLanguage
import Testing

/// `init`s written out in a class: chosen by the call's labels, run on the new instance (its
/// `@Dependency` wrappers already made), giving each stored property without an initial
/// value its value, a `let` once; with one, the class has no `init()`. Also what the docs'
/// classes use beside them: methods with Swift's parameters, get-only computed properties
/// and `===`.
@Suite struct ClassInitializerTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "model.dep")
  }

  static let counter = """
    final class Counter {
      let name: String
      private(set) var count: Int
      var history: [Int] = []
      init(name: String, start: Int = 0) {
        self.name = name
        count = start
      }
      init(twin other: Counter) {
        name = other.name + "2"
        count = other.count
      }
      func increment(by amount: Int = 1) {
        count += amount
        history.append(count)
      }
      var summary: String { "\\(name): \\(count) \\(history)" }
    }

    """

  @Test func theLabelsChooseTheInitAndDefaultsFillTheRest() async {
    let (output, errors, succeeded) = await Self.run(
      Self.counter + """
        let a = Counter(name: "a", start: 10)
        let b = Counter(name: "b")
        a.increment()
        a.increment(by: 5)
        let c = Counter(twin: a)
        print(a.summary, b.summary, c.summary)
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "a: 16 [11, 16] b: 0 [] a2: 16 []\n")
  }

  @Test func twoNamesOfAnInstanceMadeByAnInitAreOne() async {
    let (output, errors, succeeded) = await Self.run(
      Self.counter + """
        let a = Counter(name: "a")
        let alias = a
        alias.increment()
        print(a.count, a === alias, a !== alias, a === Counter(name: "a"))
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "1 true false false\n")
  }

  /// The wrapper is made before the body runs, with the values in force at the call; a
  /// `@Dependency` the body declares reads them too.
  @Test func theInitRunsWithTheValuesInForceAtTheCall() async {
    let (output, errors, succeeded) = await Self.run(
      """
      dependency number { live: 1, test: 1 }
      final class Box {
        var first: Int
        @Dependency(\\.number) var number
        init() {
          @Dependency(\\.number) var local
          first = local * 100
        }
        func show() { print(first, number) }
      }
      let box = withDependencies { $0.number = 7 } operation: { Box() }
      box.show()
      Box().show()
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "700 7\n100 1\n")
  }

  @Test func anObservableOrMainActorClassTakesAnInitToo() async {
    let (output, errors, succeeded) = await Self.run(
      """
      @Observable
      final class A {
        var x: Int
        init(x: Int) { self.x = x }
      }
      @MainActor
      final class B {
        var y: Int
        init(y: Int) { self.y = y }
      }
      print(A(x: 1).x, B(y: 2).y)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "1 2\n")
  }

  /// swiftc's words (Swift 6.3).
  @Test(arguments: [
    (
      "final class C {\n  let a: Int\n  var b: Int\n  init() { a = 1 }\n}\nlet c = C()",
      "4:3: error: return from initializer without initializing all stored properties"
    ),
    (
      "final class C {\n  let kind = \"a\"\n  init() { kind = \"b\" }\n}",
      "3:12: error: immutable value 'self.kind' may only be initialized once"
    ),
    (
      "final class C {\n  let a: Int\n  init() { a = 1 }\n  func f() { a = 2 }\n}",
      "4:14: error: cannot assign to property: 'a' is a 'let' constant"
    ),
    (
      "final class C {\n  var a: Int\n  init(a: Int) { self.a = a }\n}\nlet c = C()",
      "5:9: error: missing argument for parameter 'a' in call"
    ),
    (
      "final class C {\n  var a = 0\n}\nlet c = C(a: 1)",
      "4:11: error: argument passed to call that takes no arguments"
    ),
    (
      "final class C {\n  var a: Int\n  var b: Int\n  init() {\n    a = 0\n    bump()\n"
        + "    b = 1\n  }\n  func bump() {}\n}\nlet c = C()",
      "6:5: error: 'self' used in method call 'bump' before all stored properties are initialized"
    ),
    (
      "final class C {\n  var a: Int\n  var b: Int\n  init() {\n    a = 0\n    print(sum)\n"
        + "    b = 1\n  }\n  var sum: Int { a + b }\n}\nlet c = C()",
      "6:11: error: 'self' used in property access 'sum' before all stored properties are"
        + " initialized"
    ),
    (
      "final class C {\n  var a = 0\n  func add(_ n: Int) { a += n }\n}\nC().add(n: 1)",
      "5:1: error: incorrect argument label in call (have 'n:', expected '_:')"
    ),
  ])
  func swiftsErrorsAtTheirPlace(_ code: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(code)
    #expect(!succeeded)
    #expect(errors.contains("model.dep:\(message)"), "\(errors)")
  }

  @Test func aComputedPropertyWithASetterIsRefusedByName() async {
    let (_, errors, succeeded) = await Self.run(
      "final class C {\n  var a = 0\n  var b: Int {\n    get { a }\n    set { a = newValue }\n  }\n}"
    )
    #expect(!succeeded)
    #expect(
      errors.contains(
        "model.dep:3:3: error: a computed property with a setter in a class ('var b') is not"
          + " supported yet"), "\(errors)")
  }

  @Test func identityComparesClassInstancesOnly() async {
    let (_, errors, succeeded) = await Self.run("print(1 === 1)")
    #expect(!succeeded)
    #expect(errors.contains("'===' compares class instances, not Int and Int"), "\(errors)")
  }

  @Test func theExportWritesTheInitsAndMembers() throws {
    let swift = try SwiftExporter.export(
      source: Self.counter + "print(Counter(name: \"a\").summary)\n", file: "model.dep")
    #expect(swift.contains("  init(name: String, start: Int = 0) {\n    self.name = name\n"))
    #expect(swift.contains("  init(twin other: Counter) {"))
    #expect(swift.contains("  func increment(by amount: Int = 1) {"))
    #expect(swift.contains("  var summary: String {"))
  }
}
