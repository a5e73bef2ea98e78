import DepplayLanguage
import Testing

/// The script's protocols, with method and property requirements (`Golden/protocols.dep`): a
/// struct that conforms has each requirement, and a call on `any P` runs the method of the
/// value's own type.
@Suite struct ProtocolTests {
  static let greeter = """
    protocol Greeter: Sendable {
      var title: String { get }
      func greet(_ name: String) -> String
    }

    """

  /// A key whose values are `any Greeter`, live `Loud()`.
  static let greeterKey = """
    enum GreeterKey: DependencyKey {
      static let liveValue: any Greeter = Loud()
    }
    extension DependencyValues {
      var greeter: any Greeter {
        get { self[GreeterKey.self] }
        set { self[GreeterKey.self] = newValue }
      }
    }

    """

  /// The call runs the method of the type the value is, whichever holds it.
  @Test func aCallOnAnExistentialRunsTheValuesOwnMethod() async {
    let result = await Session().run(
      source: Self.greeter + """
        struct Loud: Greeter {
          let title = "loud"
          func greet(_ name: String) -> String { "HELLO \\(name)" }
        }
        struct Quiet: Greeter {
          var title: String { "quiet" }
          func greet(_ name: String) -> String { "hi \\(name)" }
        }
        func pick(_ loud: Bool) -> any Greeter { loud ? Loud() : Quiet() }
        func quiet() -> some Greeter { Quiet() }
        let all: [any Greeter] = [pick(true), pick(false), quiet()]
        for greeter in all { print(greeter.title, greeter.greet("Blob")) }
        """, file: "x.dep")
    #expect(result.output == ["loud HELLO Blob", "quiet hi Blob", "quiet hi Blob"])
  }

  /// A protocol declared below the struct that conforms to it, as a Swift file allows.
  @Test func aProtocolMayBeDeclaredBelowItsConformances() async {
    let result = await Session().run(
      source: """
        struct Loud: Greeter {
          let title = "loud"
          func greet(_ name: String) -> String { name }
        }
        """ + "\n" + Self.greeter + "print(Loud().greet(\"a\"))", file: "x.dep")
    #expect(result.output == ["a"])
  }

  @Test(arguments: [
    SwiftFrontEndTests.Pasted(
      source: greeter + "struct ⏵Mute: Greeter {\n  let title = \"\"\n}",
      message: "type 'Mute' does not conform to protocol 'Greeter'"),
    SwiftFrontEndTests.Pasted(
      source: greeter
        + "struct ⏵Mute: Greeter {\n  func greet(_ name: String) -> String { name }\n}",
      message: "type 'Mute' does not conform to protocol 'Greeter'"),
    SwiftFrontEndTests.Pasted(
      source: greeter
        + "struct Mute: Greeter {\n  let title = \"\"\n  func ⏵greet(name: String) -> String { name }\n}",
      message:
        "instance method 'greet(name:)' has different argument labels from those required by"
        + " protocol 'Greeter' ('greet')"),
  ])
  func aStructWithoutARequirementIsSwiftcsError(_ pasted: SwiftFrontEndTests.Pasted) async throws {
    try await MarkedScript(marked: pasted.source).expectError(pasted.message, malformed: true)
  }

  @Test(arguments: [
    SwiftFrontEndTests.Pasted(
      source: "protocol Store {\n  ⏵associatedtype Item\n}",
      message: "an associated type in a protocol ('associatedtype Item') is not supported yet"),
    SwiftFrontEndTests.Pasted(
      source: "protocol Copier {\n  ⏵func copy() -> Self\n}",
      message: "this requirement of protocol 'Copier' ('func copy() -> Self') is not supported yet"),
    SwiftFrontEndTests.Pasted(
      source: "protocol ⏵Named: Equatable {\n  var name: String { get }\n}",
      message: "a protocol that refines 'Equatable' is not supported yet"),
    SwiftFrontEndTests.Pasted(
      source: greeter + "extension Greeter {\n  ⏵var title: String { \"\" }\n}",
      message: "a property in an extension of protocol 'Greeter' is not supported yet"
    ),
  ])
  func whatDepplaysProtocolsLackIsRefusedByName(_ pasted: SwiftFrontEndTests.Pasted) async throws {
    try await MarkedScript(marked: pasted.source).expectError(pasted.message, malformed: true)
  }

  /// An issue names the key's value type as `String(describing:)` names the existential
  /// (`Greeter`, without `any`), not as its value's type.
  @Test func anIssueNamesTheExistential() async {
    let result = await Session().run(
      source: Self.greeter + """
        struct Loud: Greeter {
          let title = "loud"
          func greet(_ name: String) -> String { name }
        }
        """ + "\n" + Self.greeterKey + """
          withDependencies { $0.context = .test } operation: {
            @Dependency(\\.greeter) var greeter
            print(greeter.title)
          }
          """, file: "x.dep")
    let (output, errors) = TerminalRenderer(colored: false).render(result)
    #expect((output + errors).contains("Key: GreeterKey (value: Greeter)"))
    #expect(result.output.last == "loud")
  }

  /// The export writes the protocol back, and annotates a key's values with the existential.
  @Test func theExportWritesTheProtocolAndTheExistentialsAnnotation() throws {
    let swift = try SwiftExporter.export(
      source: Self.greeter + """
        struct Loud: Greeter, Equatable {
          let title = "loud"
          func greet(_ name: String) -> String { name }
        }
        """ + "\n" + Self.greeterKey, file: "x.dep")
    #expect(swift.contains(Self.greeter.trimmingCharacters(in: .newlines)))
    #expect(swift.contains("struct Loud: Equatable, Greeter {"))
    #expect(swift.contains("static let liveValue: any Greeter = Loud()"))
    #expect(swift.contains("var greeter: any Greeter {"))
  }
}
