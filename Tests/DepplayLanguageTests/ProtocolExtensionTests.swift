import DepplayLanguage
import Testing

/// A protocol's extension (`Golden/protocol-extensions.dep`): what it gives that depplay
/// cannot yet dispatch as Swift does is refused by name, at its place.
@Suite struct ProtocolExtensionTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "extensions.dep")
  }

  static let greeter = """
    protocol Greeter { func greet() -> String }
    extension Greeter {
      func greet() -> String { "hello" }
      func wave() -> String { "wave from " + greet() }
    }

    """

  @Test func aRequirementsDefaultServesAStructWithoutItsOwn() async {
    let (output, errors, succeeded) = await Self.run(
      Self.greeter + """
        struct Plain: Greeter {}
        struct Loud: Greeter { func greet() -> String { "HELLO" } }
        let all: [any Greeter] = [Plain(), Loud()]
        for greeter in all { print(greeter.wave()) }
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "wave from hello\nwave from HELLO\n")
  }

  @Test func aStructsMethodHidingAnExtensionOnlyMethodIsRefusedByName() async {
    let (_, errors, succeeded) = await Self.run(
      Self.greeter + """
        struct Waver: Greeter { func wave() -> String { "own wave" } }
        """)
    #expect(!succeeded)
    #expect(
      errors.contains(
        "extensions.dep:6:30: error: a method of 'Waver' ('wave') that hides a method of an"
          + " extension of protocol 'Greeter' that is no requirement is not supported yet"),
      "\(errors)")
  }

  @Test func aPropertyInAProtocolsExtensionIsRefusedByName() async {
    let (_, errors, succeeded) = await Self.run(
      """
      protocol Named { var name: String { get } }
      extension Named { var shout: String { name.uppercased() } }
      struct Dog: Named { let name = "rex" }
      """)
    #expect(!succeeded)
    #expect(errors.contains("is not supported yet"), "\(errors)")
    #expect(errors.contains("extensions.dep:2:19"), "\(errors)")
  }
}
