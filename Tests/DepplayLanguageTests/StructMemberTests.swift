import DepplayLanguage
import Testing

/// Members of plain structs: methods and `mutating` methods (written back to the place they
/// were called on), computed properties, written `init`s, static members, and Swift's own
/// errors where code changes what it may not (each message as swiftc 6.3 words it).
@Suite struct StructMemberTests {
  static let counter = """
    struct Counter {
      var count = 0
      var doubled: Int { count * 2 }
      mutating func add(_ amount: Int = 1) { count += amount }
      func peek() -> Int { count }
    }

    """

  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "members.dep")
  }

  @Test func aMutatingMethodChangesTheVarItIsCalledOnOnly() async {
    let (output, errors, succeeded) = await Self.run(
      Self.counter + """
        var a = Counter()
        a.add()
        a.add(4)
        let b = a
        a.add()
        print(a.count, b.count, a.doubled, b.peek())
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "6 5 12 5\n")
  }

  @Test func aMutatingMethodReachesThroughAPathOfVars() async {
    let (output, errors, succeeded) = await Self.run(
      Self.counter + """
        struct Pair { var left = Counter(); var right = Counter() }
        var pair = Pair()
        pair.right.add(3)
        print(pair.left.count, pair.right.count)
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "0 3\n")
  }

  @Test func aMutatingCallWhoseArgumentAwaitsChangesTheVar() async {
    let (output, errors, succeeded) = await Self.run(
      Self.counter + """
        var a = Counter()
        a.add(await Task { 3 }.value)
        print(a.count)
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "3\n")
  }

  @Test func aWrittenInitReplacesTheMemberwiseOne() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Size {
        var width: Int
        var height: Int
        init(square side: Int) {
          width = side
          self.height = side
        }
      }
      print(Size(square: 3))
      print(Size(width: 1, height: 2))
      """)
    #expect(!succeeded)
    #expect(output.isEmpty)
    #expect(
      errors.contains(
        "members.dep:10:7: error: missing argument for parameter 'square' in call"
      ), "\(errors)")
  }

  @Test func aStaticLetIsComputedOnceWhenFirstRead() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Settings {
        static let shared = load()
        static var reads = 0
        static func load() -> Int {
          reads += 1
          print("loading")
          return 42
        }
      }
      print("start")
      print(Settings.shared, Settings.shared, Settings.reads)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "start\nloading\n42 42 1\n")
  }

  @Test func aSetterRunsWithTheNewValue() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Box {
        var stored = 1
        var twice: Int {
          get { stored * 2 }
          set(value) { stored = value / 2 }
        }
      }
      var box = Box()
      box.twice = 10
      box.twice += 4
      print(box, box.twice)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "Box(stored: 7) 14\n")
  }

  /// swiftc's own messages (Swift 6.3) for code that changes what it may not.
  @Test(arguments: [
    (
      "struct C { var n = 0; func f() { n += 1 } }",
      "1:34: error: left side of mutating operator isn't mutable: 'self' is immutable"
    ),
    (
      "struct C { var n = 0; func f() { self.n = 1 } }",
      "1:34: error: cannot assign to property: 'self' is immutable"
    ),
    (
      "struct C { var n = 0; mutating func g() { n = 1 }; func f() { g() } }",
      "1:63: error: cannot use mutating member on immutable value: 'self' is immutable"
    ),
    (
      "struct C { var n = 0; var m: Int { n = 2; return n } }",
      "1:36: error: cannot assign to property: 'self' is immutable"
    ),
    (
      "struct C { var n = 0; mutating func g() {} }\nlet c = C()\nc.g()",
      "3:1: error: cannot use mutating member on immutable value: 'c' is a 'let' constant"
    ),
    (
      "struct C { var n: Int { 1 } }\nvar c = C()\nc.n = 2",
      "3:1: error: cannot assign to property: 'n' is a get-only property"
    ),
    (
      "struct C { static let n = 1 }\nC.n = 2",
      "2:1: error: cannot assign to property: 'n' is a 'let' constant"
    ),
    (
      "struct C { var a: Int; var b: Int; init(a: Int) { self.a = a } }\nprint(C(a: 1))",
      "1:36: error: return from initializer without initializing all stored properties"
    ),
    (
      "struct C { func f(by x: Int) -> Int { x } }\nprint(C().f(x: 1))",
      "2:7: error: incorrect argument label in call (have 'x:', expected 'by:')"
    ),
    (
      "struct C { func f(by x: Int) -> Int { x } }\nprint(C().f())",
      "2:7: error: missing argument for parameter 'by' in call"
    ),
    ("struct C {\n  func f() {}\n  func f() {}\n}", "3:8: error: invalid redeclaration of 'f()'"),
  ])
  func changingWhatMayNotChangeIsSwiftsError(_ script: String, _ message: String) async {
    let (output, errors, succeeded) = await Self.run(script)
    #expect(!succeeded)
    #expect(output.isEmpty)
    #expect(errors.contains("members.dep:\(message)"), "\(errors)")
  }

  @Test func anExtensionBeforeTheStructAddsItsMembers() async {
    let (output, errors, succeeded) = await Self.run(
      """
      extension Box: Equatable {
        static let empty = Box(items: 0)
        var isEmpty: Bool { items == 0 }
        mutating func add() { items += 1 }
      }
      struct Box { var items: Int }
      var box = Box.empty
      box.add()
      print(box, box.isEmpty, Box.empty.isEmpty, box == Box(items: 1))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "Box(items: 1) false true true\n")
  }

  @Test(arguments: [
    (
      "struct T { var a = 1 }\nextension T { var b = 2 }",
      "2:19: error: extensions must not contain stored properties"
    ),
    (
      "struct T { var a = 1 }\nextension T: Collection {}",
      "2:14: error: an extension that conforms 'T' to 'Collection' is not supported yet"
    ),
  ])
  func anExtensionOfAKindDepplayDoesNotRunIsRefused(_ script: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(script)
    #expect(!succeeded)
    #expect(errors.contains("members.dep:\(message)"), "\(errors)")
  }

  @Test func aMemberOfAnotherKindIsRefusedByName() async {
    let (_, errors, succeeded) = await Self.run(
      "struct C { class Cell {} }\nprint(C())")
    #expect(!succeeded)
    #expect(
      errors.contains("this member ('class Cell {}') in a plain struct is not supported yet"),
      "\(errors)")
  }
}
