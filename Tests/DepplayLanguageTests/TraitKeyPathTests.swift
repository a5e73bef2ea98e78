import DepplayLanguage
import Testing

/// A test trait's key path through a key's property, as swift-dependencies' `.dependency`
/// trait writes through any writable key path: `\.date.now` sets the date generator's `now`,
/// `\.key.field` one field of a key's value (`Golden/trait-key-paths.dep`).
@Suite struct TraitKeyPathTests {
  static let prelude = """
    struct Limits { var low: Int
      var high: Int }
    dependency limits { live: Limits(low: 1, high: 2), test: Limits(low: 3, high: 4) }

    """

  @Test func theDateTraitSetsNowAndTheDependencyReadsIt() async {
    let result = await runScript(
      Self.prelude + """
        @Test(.dependency(\\.date.now, Date(timeIntervalSince1970: 10)))
        func stamped() {
          @Dependency(\\.date.now) var now
          #expect(now.timeIntervalSince1970 == 10)
        }
        """, file: "trait.dep")
    #expect(result.succeeded, "\(result.errors)")
    #expect(result.output.contains("✔ test stamped() passed"))
  }

  @Test func aFieldTraitKeepsTheOtherFieldsOfTheTestValue() async {
    let result = await runScript(
      Self.prelude + """
        @Test(.dependency(\\.limits.high, 40))
        func raised() {
          @Dependency(\\.limits) var limits
          print(limits.low, limits.high)
        }
        """, file: "trait.dep")
    #expect(result.output.contains("3 40"), "\(result.errors)")
  }

  @Test func aValueOfAnotherTypeIsRefusedNamingTheProperty() async {
    let result = await runScript(
      Self.prelude + """
        @Test(.dependency(\\.date.now, 10))
        func wrong() {}
        """, file: "trait.dep")
    #expect(!result.succeeded)
    #expect(result.errors.contains("cannot set 'now' of a DateGenerator to an Int"))
  }
}
