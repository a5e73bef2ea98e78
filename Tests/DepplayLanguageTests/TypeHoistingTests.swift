import DepplayLanguage
import Testing

/// Swift's top-level types are declared in the whole file: a class or plain struct is used
/// above its declaration, by the code at the top level and by another type's methods.
@Suite struct TypeHoistingTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "hoist.dep")
  }

  @Test func aTypeIsMadeAboveItsDeclaration() async {
    let (output, errors, succeeded) = await Self.run(
      """
      dependency full { live: 1, test: 3 }
      let reader = withDependencies { $0.full = 5 } operation: { Reader() }
      print(reader.full, Point(x: 2).x, Maker().make().full)
      struct Reader {
        @Dependency(\\.full) var full
      }
      final class Maker {
        @Dependency(\\.full) var full
        func make() -> Made { withDependencies(from: self) { Made() } }
      }
      final class Made {
        @Dependency(\\.full) var full
      }
      struct Point {
        var x: Int
      }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "5 2 1\n")
  }

  @Test func aNameDeclaredTwiceIsAnErrorAtTheSecond() async {
    let (_, errors, succeeded) = await Self.run(
      "struct P { var x = 0 }\nlet p = P()\nstruct P { var y = 0 }")
    #expect(!succeeded)
    #expect(errors.contains("hoist.dep:3:8: error: 'P' is declared twice"), "\(errors)")
  }
}
