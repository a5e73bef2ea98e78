import DepplayLanguage
import Testing

/// What a Swift script declares before its statements run: its functions, plain structs,
/// enums, type aliases and keys (a key type with its `DependencyValues` property) are usable
/// above the lines that declare them; its variables only by code that runs later.
@Suite struct DeclaredAheadTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "ahead.dep")
  }

  @Test func typesAndFunctionsAreUsableAboveTheirDeclarations() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let box = Box(size: Size.small.rawValue)
      let count: Count = box.doubled().size
      print(box, count, label(count))
      func label(_ n: Int) -> String { "n=\\(n)" }
      struct Box {
        var size: Int
        func doubled() -> Box { Box(size: size * 2) }
      }
      enum Size: Int { case small = 2, large = 8 }
      typealias Count = Int
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "Box(size: 2) 4 n=4\n")
  }

  @Test func aKeyDeclaredAsSwiftDoesIsReadAboveItsDeclaration() async {
    let (output, errors, succeeded) = await Self.run(
      """
      @Dependency(\\.level) var level
      print(level)
      withDependencies { $0.level = 7 } operation: { print(level) }
      extension DependencyValues {
        var level: Int {
          get { self[LevelKey.self] }
          set { self[LevelKey.self] = newValue }
        }
      }
      enum LevelKey: DependencyKey { static let liveValue = 3 }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "3\n7\n")
  }

  @Test func aClassIsUsableAboveItsDeclaration() async {
    let (output, errors, succeeded) = await Self.run(
      """
      dependency theme { live: "light", test: "test" }
      final class Parent {
        @Dependency(\\.theme) var theme
        func makeChild() -> Child { withDependencies(from: self) { Child() } }
      }
      let parent = withDependencies { $0.theme = "dark" } operation: { Parent() }
      print(parent.makeChild().theme, Child().theme)
      final class Child {
        @Dependency(\\.theme) var theme
      }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "dark light\n")
  }

  @Test func aStaticLetReadAboveItsStructIsMadeOnce() async {
    let (output, errors, succeeded) = await Self.run(
      """
      print(Banner.text, Banner.text)
      struct Banner {
        static let text = make()
        static func make() -> String {
          print("made")
          return "hi"
        }
      }
      print(Banner.text)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "made\nhi hi\nhi\n")
  }

  /// swiftc compiles this in a script, and the read gives an uninitialized zero: read straight
  /// from the top-level code above its line, it is refused by name.
  @Test func aVariableIsNotUsableAboveItsDeclaration() async {
    let (_, errors, succeeded) = await Self.run("print(later)\nlet later = 1\n")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "ahead.dep:1:7: error: reading the top-level 'later' above its declaration is not "
          + "supported yet"), "\(errors)")
  }

  /// Code that runs later (a closure, a type's lazily made `static let`, a key's default
  /// value) may name a top-level constant declared below it: the globals of a Swift file are
  /// set in order as its top-level code runs, so a read after the declaration's line gives
  /// the value (measured with swiftc).
  @Test func codeThatRunsLaterReadsAConstantDeclaredBelowIt() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Banner {
        static let text = "[\\(title)]"
      }
      let greet = { print("greet:", title) }
      let title = "news"
      greet()
      print(Banner.text)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "greet: news\n[news]\n")
  }

  /// The same read run before the declaration's line: Swift reads uninitialised memory
  /// (`""` here, a crash for an array or a class); depplay stops with a located error.
  @Test func aReadThatRunsBeforeTheDeclarationIsARuntimeError() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let early = { print("early:", title) }
      early()
      let title = "news"
      """)
    #expect(!succeeded)
    #expect(output == "")
    #expect(
      errors.contains(
        "ahead.dep:1:31: error: the top-level 'title' is read before its declaration's line has run"
      ), "\(errors)")
  }

  /// A top-level function that reads a constant declared below it, called before that line
  /// and after: the same error, then the value.
  @Test func aFunctionCalledBeforeTheDeclarationStopsWithTheSameError() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func show() { print("label:", label) }
      let label = "ready"
      show()
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "label: ready\n")
    let (_, early, _) = await Self.run(
      """
      func show() { print("label:", label) }
      show()
      let label = "ready"
      """)
    #expect(
      early.contains(
        "ahead.dep:1:31: error: the top-level 'label' is read before its declaration's line has run"
      ), "\(early)")
  }
}
