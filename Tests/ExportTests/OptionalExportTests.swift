import DepplayLanguage
import Testing

/// How the export writes Optionals: an optional key is a key whose `Value` is an Optional
/// (`static let liveValue: Analytics? = nil`), `if let` binds a value the export can tell is
/// an Optional, an optional chain is Swift's own; an `if let` on any other value, printing an
/// Optional and a local holding one are refused at their place.
@Suite struct OptionalExportTests {
  func export(_ text: String) throws -> String {
    try SwiftExporter.export(source: text, file: "shape.dep")
  }

  static let client = """
    @DependencyClient
    struct Analytics {
      var track: @Sendable (String) -> Void
      var count: @Sendable () -> Int = { 0 }
    }

    """

  @Test func anOptionalKeyIsAnOptionalOfItsOtherValuesType() throws {
    let swift = try export(
      Self.client + "dependency analytics { live: Analytics(track: { _ in }), test: nil }\n")
    #expect(swift.contains("  static let liveValue: Analytics? = Analytics(track: { _ in })\n"))
    #expect(swift.contains("  static let testValue: Analytics? = nil\n"))
    #expect(swift.contains("  var analytics: Analytics? {\n"))
  }

  /// A key type the script declares in Swift says its value type; the values are written
  /// with it where Swift could not tell it from them: an Optional, an existential.
  @Test func aDeclaredKeysValuesAreWrittenWithItsTypeWhereSwiftCannotTellIt() throws {
    func key(_ name: String, _ type: String, _ value: String) -> String {
      let keyType = name.prefix(1).uppercased() + name.dropFirst() + "Key"
      return """
        enum \(keyType): DependencyKey { static let liveValue: \(type) = \(value) }
        extension DependencyValues {
          var \(name): \(type) {
            get { self[\(keyType).self] }
            set { self[\(keyType).self] = newValue }
          }
        }

        """
    }
    let swift = try export(
      """
      protocol Greeter: Sendable { func greet() -> String }
      struct Loud: Greeter { func greet() -> String { "HI" } }

      """ + key("greeter", "any Greeter", "Loud()") + key("nickname", "String?", "nil")
        + key("limit", "Int", "3"))
    #expect(swift.contains("  static let liveValue: any Greeter = Loud()\n"), "\(swift)")
    #expect(swift.contains("  static let liveValue: String? = nil\n"), "\(swift)")
    #expect(swift.contains("  static let liveValue = 3\n"), "\(swift)")
  }

  /// A key whose declaration writes its value's type: `if let` binds its value where that
  /// type is an Optional, and is refused where it is not.
  @Test func ifLetOnADeclaredKeyFollowsTheTypeItsDeclarationWrites() throws {
    func key(_ type: String, _ value: String) -> String {
      """
      enum NicknameKey: DependencyKey { static let liveValue: \(type) = \(value) }
      extension DependencyValues {
        var nickname: \(type) {
          get { self[NicknameKey.self] }
          set { self[NicknameKey.self] = newValue }
        }
      }

      """
    }
    let swift = try export(key("String?", "nil") + "if let name = nickname { print(name) }\n")
    #expect(swift.contains("if let name = nickname {\n"), "\(swift)")
    let error = #expect(throws: ExportError.self) {
      try export(key("String", "\"Ada\"") + "if let name = nickname { print(name) }\n")
    }
    #expect(
      error?.diagnostic.message
        == "'if let' cannot be exported: the export cannot tell that the value is an Optional")
  }

  @Test func aKeyThatIsAlwaysNilIsAnOptionalOfTheValueTheScriptGivesIt() throws {
    let swift = try export(
      "dependency limit { live: nil, test: nil }\nwithDependencies { $0.limit = 3 } operation: {}\n"
    )
    #expect(swift.contains("  static let liveValue: Int? = nil\n"))
    #expect(swift.contains("  var limit: Int? {\n"))
  }

  @Test func aKeyThatIsAlwaysNilAndNeverGivenAValueIsNeverOptional() throws {
    let swift = try export("dependency analytics { live: nil, test: nil }\n")
    #expect(swift.contains("  static let liveValue: Never? = nil\n"))
    #expect(swift.contains("  var analytics: Never? {\n"))
  }

  @Test func aKeyThatIsAlwaysNilGivenAValueOfUnknownTypeIsRefusedAtTheValue() {
    let error = #expect(throws: ExportError.self) {
      try export(
        "dependency a { live: nil, test: nil }\nlet x = 1\nwithDependencies { $0.a = x } operation: {}\n"
      )
    }
    #expect(
      error?.diagnostic.message
        == "the key 'a' cannot be exported: it may be nil, and the Swift type of its other values is unknown"
    )
    #expect(error?.diagnostic.range.start.line == 3)
  }

  @Test func ifLetOnAnOptionalKeyAndThroughAChainIsWrittenAsSwifts() throws {
    let swift = try export(
      Self.client + """
        dependency analytics { live: nil, test: nil }
        if let client = analytics { client.track("x") } else { print("none") }
        if let count = analytics?.count() { print(count) }
        analytics?.track("y")
        """)
    #expect(swift.contains("if let client = analytics {\n    client.track(\"x\")\n"))
    #expect(swift.contains("if let count = analytics?.count() {\n    print(count)\n  }"))
    #expect(swift.contains("  analytics?.track(\"y\")\n"))
  }

  @Test func ifLetOnAThrowingEndpointThatReturnsAnOptionalIsWrittenWithTry() throws {
    let swift = try export(
      """
      @DependencyClient
      struct DB { var lookup: @Sendable (Int) async throws -> String? }
      dependency db { live: DB(lookup: { id in nil }), test: DB() }
      if let value = try await db.lookup(1) { print(value) }
      """)
    #expect(swift.contains("  if let value = try await db.lookup(1) {\n"))
  }

  @Test func ifLetShorthandOverAnOptionalKeyIsWrittenAsSwiftsShorthand() throws {
    let swift = try export(
      Self.client + "dependency analytics { live: nil, test: nil }\nif let analytics { }\n")
    #expect(swift.contains("  if let analytics {\n"))
  }

  @Test func ifLetOnAnOptionalStateFieldIsWrittenInTheReducer() throws {
    let swift = try export(
      """
      struct F: Reducer {
        struct State: Equatable { var limit: Int? = nil; var seen = 0 }
        enum Action: Equatable { case look }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            if let limit = state.limit { state.seen = limit }
            return .none
          }
        }
      }
      """)
    #expect(swift.contains("if let limit = state.limit {\n"))
  }

  @Test func ifLetOnAValueNotKnownToBeOptionalIsRefusedAtTheValue() {
    let error = #expect(throws: ExportError.self) {
      try export("let x = 1\nif let y = x { print(y) }\n")
    }
    #expect(
      error?.diagnostic.message
        == "'if let' cannot be exported: the export cannot tell that the value is an Optional")
    #expect(error?.diagnostic.range.start.column == 12)
  }

  @Test func printingAnOptionalIsRefusedAsSwiftPrintsOptionalAroundAValue() {
    let error = #expect(throws: ExportError.self) {
      try export("dependency limit { live: 1, test: nil }\nprint(limit)\n")
    }
    #expect(
      error?.diagnostic.message
        == "printing an Optional cannot be exported: Swift prints a value as Optional(…), depplay the value"
    )
  }

  @Test func aLocalHoldingAnOptionalIsRefused() {
    let error = #expect(throws: ExportError.self) {
      try export(Self.client + "dependency analytics { live: nil, test: nil }\nlet a = analytics\n")
    }
    #expect(
      error?.diagnostic.message
        == "the local 'a' holding an Optional cannot be exported: the export does not follow an Optional through a local"
    )
  }
}
