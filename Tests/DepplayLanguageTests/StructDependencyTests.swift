import DepplayLanguage
import Testing

/// `@Dependency` properties of plain structs, as measured on swift-dependencies: the wrapper
/// is made with the value (the overrides in force then are kept, rule 15), each read merges
/// them with the current ones (rule 16), a copy keeps them, and the property is get-only.
@Suite struct StructDependencyTests {
  static let greeter = """
    dependency full { live: 1, preview: 2, test: 3 }
    struct Greeter {
      @Dependency(\\.full) var full
      var name = "g"
      func show() { print(name, full) }
    }

    """

  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "greeter.dep")
  }

  @Test func theValueKeepsTheOverridesInForceWhereItWasMade() async {
    let (output, errors, succeeded) = await Self.run(
      Self.greeter + """
        let plain = Greeter()
        let made = withDependencies { $0.full = 100 } operation: { Greeter(name: "made") }
        plain.show()
        made.show()
        withDependencies { $0.full = 200 } operation: {
          plain.show()
          made.show()
        }
        withDependencies { $0.context = .preview } operation: { made.show() }
        let copy = made
        print(copy.full, made.full + plain.full)
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "g 1\nmade 100\ng 200\nmade 200\nmade 100\n100 101\n")
  }

  @Test func aWrittenInitMakesTheWrapperBeforeItsBody() async {
    let (output, errors, succeeded) = await Self.run(
      """
      dependency full { live: 1, test: 3 }
      struct Reader {
        @Dependency(\\.full) var full
        let seen: Int
        init() { seen = full }
      }
      let reader = withDependencies { $0.full = 9 } operation: { Reader() }
      print(reader.seen, reader.full)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "9 9\n")
  }

  @Test func whyInAMethodAsksTheCapturedValues() async {
    let (output, errors, succeeded) = await Self.run(
      """
      dependency full { live: 1, test: 3 }
      struct Asker {
        @Dependency(\\.full) var full
        func ask() { why full }
      }
      let asker = withDependencies { $0.full = 100 } operation: { Asker() }
      asker.ask()
      """)
    #expect(succeeded, "\(errors)")
    #expect(
      output.contains(
        "why: full = 100 — captured when the @Dependency was created: withDependencies at greeter.dep:6:13"
      ), "\(output)")
  }

  /// swiftc's words (Swift 6.3) where Swift refuses the script.
  @Test(arguments: [
    (
      "var g = Greeter()\ng.full = 2",
      "8:3: error: cannot assign to property: 'full' is a get-only property"
    ),
    (
      "struct M {\n  @Dependency(\\.full) var full\n  mutating func f() { full += 1 }\n}\nvar m = M()\nm.f()",
      "9:23: error: cannot assign to property: 'full' is a get-only property"
    ),
    (
      "struct E: Equatable {\n  @Dependency(\\.full) var full\n}",
      "7:8: error: type 'E' does not conform to protocol 'Equatable'"
    ),
    (
      "struct U {\n  @Dependency(\\.nope) var nope\n}",
      "8:3: error: unknown dependency 'nope'"
    ),
  ])
  func swiftsErrorsAtTheirPlace(_ code: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(Self.greeter + code)
    #expect(!succeeded)
    #expect(errors.contains("greeter.dep:\(message)"), "\(errors)")
  }

  @Test func anAsyncMethodRunsOnItsCallersTask() async {
    let (output, errors, succeeded) = await Self.run(
      Self.greeter + """
        struct Loader {
          @Dependency(\\.full) var full
          func load(_ step: Int) async -> Int { full + step }
          func both() async -> Int { await load(1) + (await load(2)) }
        }
        let loader = withDependencies { $0.full = 10 } operation: { Loader() }
        print(await loader.load(5), await loader.both())
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "15 23\n")
  }

  @Test func anAsyncMethodCalledWithoutAwaitIsSwiftsError() async {
    let (_, errors, succeeded) = await Self.run(
      Self.greeter + """
        struct Loader {
          func load() async -> Int { 1 }
        }
        let n = Loader().load()
        """)
    #expect(!succeeded)
    #expect(errors.contains("greeter.dep:10:9: error: 'Loader.load' is async"), "\(errors)")
  }

  @Test func aMutatingAsyncMethodIsRefusedByName() async {
    let (_, errors, succeeded) = await Self.run(
      "struct S {\n  var n = 0\n  mutating func bump() async { n += 1 }\n}")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "greeter.dep:3:24: error: a 'mutating' 'async' method in a plain struct ('func bump')"
          + " is not supported yet"), "\(errors)")
  }

  @Test(arguments: ["print(Greeter())", "print(\"\\([Greeter()])\")"])
  func printingAValueHoldingAWrapperIsRefusedByName(_ code: String) async {
    let (output, errors, succeeded) = await Self.run(Self.greeter + code)
    #expect(!succeeded)
    #expect(output.isEmpty)
    #expect(
      errors.contains(
        "error: printing a value that holds a '@Dependency' property ('Greeter') is not"
          + " supported yet"), "\(errors)")
  }

  @Test func passingAWrapperToTheMemberwiseInitializerIsRefusedByName() async {
    let (_, errors, succeeded) = await Self.run(
      Self.greeter + "let g = Greeter(full: Dependency(\\.full), name: \"x\")")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "greeter.dep:7:17: error: passing a wrapper for the '@Dependency' property 'full' to the"
          + " memberwise initializer is not supported yet"), "\(errors)")
  }

  @Test func theExportDeclaresTheWrapper() throws {
    let swift = try SwiftExporter.export(
      source: Self.greeter + "Greeter().show()", file: "greeter.dep")
    #expect(
      swift.contains("struct Greeter {\n  @Dependency(\\.full) var full\n  var name = \"g\"\n"),
      "\(swift)")
  }
}
