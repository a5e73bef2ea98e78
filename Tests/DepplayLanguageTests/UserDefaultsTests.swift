import DepplayLanguage
import Testing

/// Foundation's `UserDefaults`: `.standard` and `UserDefaults(suiteName:)`, their typed
/// getters, `set(_:forKey:)`, `removeObject(forKey:)` and `removePersistentDomain(forName:)`,
/// held in memory by each run (empty when it starts) so that a script prints the same bytes
/// on every run; the getters convert a stored number as Linux's Foundation does (measured).
@Suite struct UserDefaultsTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "defaults.dep")
  }

  @Test func aSuiteKeepsItsValuesAndConvertsStoredNumbersAsFoundation() async {
    let (output, errors, succeeded) = await Self.run(
      """
      import Foundation

      let shelf = UserDefaults(suiteName: "shelf")!
      shelf.set(9, forKey: "count")
      shelf.set(1.5, forKey: "ratio")
      shelf.set(true, forKey: "open")
      print(shelf.integer(forKey: "count"), shelf.double(forKey: "count"), shelf.bool(forKey: "count"))
      print(shelf.integer(forKey: "ratio"), shelf.bool(forKey: "ratio"), shelf.string(forKey: "open") ?? "-")
      print(shelf.string(forKey: "count") ?? "-", shelf.string(forKey: "gone") ?? "-", shelf.integer(forKey: "gone"))
      let same = UserDefaults(suiteName: "shelf")!
      print(same.double(forKey: "ratio"))
      shelf.removeObject(forKey: "count")
      print(same.integer(forKey: "count"))
      same.removePersistentDomain(forName: "shelf")
      print(shelf.double(forKey: "ratio"), shelf.bool(forKey: "open"))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "9 9.0 true\n1 true 1\n9 - 0\n1.5\n0\n0.0 false\n")
  }

  @Test func theStandardDefaultsStartEmptyOnEveryRunAndAreOneDomain() async {
    let source = """
      import Foundation

      struct Vault: @unchecked Sendable {
        let defaults: UserDefaults
      }
      let store = Vault(defaults: .standard)
      let visits = store.defaults.integer(forKey: "visits") + 1
      UserDefaults.standard.set(visits, forKey: "visits")
      print(visits, store.defaults.integer(forKey: "visits"))
      """
    for _ in 0..<2 {
      let (output, errors, succeeded) = await Self.run(source)
      #expect(succeeded, "\(errors)")
      #expect(output == "1 1\n")
    }
  }

  @Test func aConversionFoundationsDisagreeOnIsRefusedByName() async {
    let (_, errors, succeeded) = await Self.run(
      """
      import Foundation

      let defaults = UserDefaults.standard
      defaults.set("yes", forKey: "flag")
      print(defaults.bool(forKey: "flag"))
      """)
    #expect(!succeeded)
    #expect(
      errors.contains(
        "defaults.dep:5:7: error: reading a String stored under 'flag' with another type's"
          + " getter is not supported yet"), "\(errors)")
  }
}
