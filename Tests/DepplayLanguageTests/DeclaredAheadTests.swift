import DepplayLanguage
import Testing

/// What a Swift script declares before its statements run: its functions, plain structs,
/// enums, type aliases and keys (a key type with its `DependencyValues` property) are usable
/// above the lines that declare them; its variables are not.
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

  /// swiftc compiles this in a script, and the read gives an uninitialized zero: refused by
  /// name.
  @Test func aVariableIsNotUsableAboveItsDeclaration() async {
    let (_, errors, succeeded) = await Self.run("print(later)\nlet later = 1\n")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "ahead.dep:1:7: error: reading the top-level 'later' above its declaration is not "
          + "supported yet"), "\(errors)")
  }
}
