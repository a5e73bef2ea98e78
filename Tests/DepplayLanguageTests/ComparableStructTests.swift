import DepplayLanguage
import Testing

/// A plain struct conforming to `Comparable`: its `static func <` orders its values, `>`,
/// `<=` and `>=` follow from it, and the collection methods that order elements use it (checked
/// with swiftc 6.3).
@Suite struct ComparableStructTests {
  static let version = """
    struct Version: Comparable {
      var major: Int
      var minor = 0
      static func < (lhs: Version, rhs: Version) -> Bool {
        lhs.major == rhs.major ? lhs.minor < rhs.minor : lhs.major < rhs.major
      }
    }
    let versions = [Version(major: 2), Version(major: 1, minor: 5), Version(major: 1)]

    """

  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "ordered.dep")
  }

  @Test func theOperatorsFollowFromLessThan() async {
    let (output, errors, succeeded) = await Self.run(
      Self.version + """
        let (a, b) = (versions[1], versions[2])
        print(a < b, a > b, a <= b, a >= b, a <= a, a >= a, a == a, a != b)
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "false true false true true true true true\n")
  }

  @Test func sortingAndExtremesUseTheDeclaredOrder() async {
    let (output, errors, succeeded) = await Self.run(
      Self.version + """
        print(versions.sorted().map(\\.minor), versions.sorted(by: >).map(\\.major))
        print(versions.min()!, versions.max()!.major, min(versions[0], versions[2]).major)
        """)
    #expect(succeeded, "\(errors)")
    #expect(
      output == "[0, 5, 0] [2, 1, 1]\nVersion(major: 1, minor: 0) 2 1\n")
  }

  @Test func anExtensionMayConformTheStruct() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Size { var rank: Int }
      extension Size: Comparable {
        static func < (lhs: Size, rhs: Size) -> Bool { lhs.rank < rhs.rank }
      }
      print([Size(rank: 3), Size(rank: 1)].sorted().map(\\.rank), Size(rank: 1) > Size(rank: 2))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[1, 3] false\n")
  }

  @Test func comparableWithoutLessThanIsSwiftsError() async {
    let (_, errors, succeeded) = await Self.run("struct T: Comparable { var a = 1 }\n")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "ordered.dep:1:8: error: type 'T' does not conform to protocol 'Comparable'"),
      "\(errors)")
    #expect(errors.contains("static func < (lhs: T, rhs: T) -> Bool"), "\(errors)")
  }

  @Test func aLessThanThatGivesNoBoolDoesNotConform() async {
    let (_, errors, succeeded) = await Self.run(
      "struct T: Comparable {\n  var a = 1\n  static func < (l: T, r: T) -> Int { 0 }\n}\n")
    #expect(!succeeded)
    #expect(
      errors.contains("error: type 'T' does not conform to protocol 'Comparable'"), "\(errors)")
  }

  @Test func orderingAStructThatIsNotComparableIsSwiftsError() async {
    let (_, errors, succeeded) = await Self.run(
      "struct T: Equatable { var a = 1 }\nprint(T() < T(a: 2))\n")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "ordered.dep:2:7: error: referencing operator function '<' on 'Comparable' requires"
          + " that 'T' conform to 'Comparable'"), "\(errors)")
  }

  @Test func anIntegerLiteralGivenToAClassMethodsDoubleParameterIsADouble() async {
    let (output, errors, succeeded) = await Self.run(
      """
      final class Cart {
        func line(_ name: String, price: Double) -> String { "\\(name) \\(price)" }
      }
      print(Cart().line("lamp", price: 25))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "lamp 25.0\n")
  }

  @Test func anArrayLiteralDeclaredASetIsASet() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let onSale: Set<String> = ["lamp", "mug", "rug"]
      print(onSale.intersection(Set(["mug", "desk"])), onSale.subtracting(["rug"]).sorted())
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[\"mug\"] [\"lamp\", \"mug\"]\n")
  }
}
