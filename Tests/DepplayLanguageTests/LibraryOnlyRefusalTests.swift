import DepplayLanguage
import Testing

/// What the reference pages of swift-dependencies show that depplay does not have yet is
/// refused by name before the script runs, where it is written (docs samples
/// `DiceSeededGenerator`).
@Suite struct LibraryOnlyRefusalTests {
  @Test func aLibraryDependencyDepplayLacksIsRefusedByName() async throws {
    let local = try await MarkedScript(
      marked: "func tick() {\n  ⏵@Dependency(\\.mainRunLoop) var mainRunLoop\n}\n"
    ).expectError(
      "swift-dependencies' dependency '\\.mainRunLoop' is not supported yet", malformed: true)
    #expect(local.notes == ["declare a dependency of your own that does what you need"])
    try await MarkedScript(
      marked: "struct Browser {\n  ⏵@Dependency(\\.openURL) var openURL\n}\n"
    ).expectError(
      "swift-dependencies' dependency '\\.openURL' is not supported yet", malformed: true)
  }

  @Test func aKeyNoOneDeclaredIsStillUnknown() async throws {
    try await MarkedScript(
      marked: "func reserve() {\n  ⏵@Dependency(\\.seats) var seats\n}\n"
    ).expectError("unknown dependency 'seats'", malformed: true)
  }

  @Test func anImpliedRandomIsRefusedByName() async throws {
    let diagnostic = try await MarkedScript(
      marked: "print(⏵.random(in: 1...6))\n"
    ).expectError("'.random(in:)' with its type implied is not supported yet", malformed: true)
    #expect(
      diagnostic.notes == [
        "write the type: Int.random(in: 1...6, using: &generator), or give the value a "
          + "written type: let roll: Int = .random(in: 1...6, using: &generator)"
      ])
    // With its type known, it is `Int.random`, which needs the dependency's generator.
    try await MarkedScript(marked: "let n: Int = ⏵.random(in: 1...6)\nprint(n)\n")
      .expectError("Int.random needs the dependency's generator: using: &$0", malformed: false)
  }
}
