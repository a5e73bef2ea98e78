import Testing

@testable import DepplayLanguage

/// A plain struct's static named without its type where Swift implies it
/// (`Golden/static-computed.dep`): `$0.storage = .noop`, `[Storage.live, .noop]`,
/// `.returning("x")`; a name two structs declare is ambiguous and must be written whole.
@Suite struct ImpliedStaticMemberTests {
  static let storage = """
    struct Storage {
      var text: String
      static let noop = Storage(text: "")
      static func returning(_ text: String) -> Storage { Storage(text: text) }
    }
    enum StorageKey: DependencyKey { static let liveValue = Storage(text: "live") }
    extension DependencyValues {
      var storage: Storage {
        get { self[StorageKey.self] }
        set { self[StorageKey.self] = newValue }
      }
    }

    """

  @Test func aStaticNamedWithoutItsTypeIsTheOneStructsThatDeclaresIt() async {
    let result = await Session().run(
      source: Self.storage + """
        withDependencies { $0.storage = .returning("r") } operation: {
          @Dependency(\\.storage) var storage
          print(storage.text)
        }
        let all: [Storage] = [.noop, .returning("x")]
        print(all.map(\\.text))
        """, file: "i.dep")
    #expect(result.output == ["r", "[\"\", \"x\"]"])
  }

  @Test func aNameTwoStructsDeclareMustBeWrittenWithItsType() async {
    let (_, errors, succeeded) = await runScript(
      Self.storage + """
        struct Other { static let noop = Other() }
        let chosen: Storage = .noop
        """, file: "i.dep")
    #expect(!succeeded)
    #expect(
      errors.contains("'.noop' is ambiguous: several structs declare it"), "\(errors)")
  }
}
