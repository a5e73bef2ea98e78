import DepplayLanguage
import Testing

/// A type that is its own key, read by its type (`@Dependency(Settings.self)`, `$0[Settings.self]`)
/// with no `DependencyValues` property, is a key as any other: the same rules, only its name
/// differs, `Settings.self`, as Swift writes the read (`Golden/type-keys.dep`).
@Suite struct TypeReadKeyTests {
  static let settings = """
    struct Settings: Equatable {
      var volume: Int
    }
    extension Settings: DependencyKey {
      static let liveValue = Settings(volume: 5)
    }

    """

  static let property = """
    extension DependencyValues {
      var settings: Settings {
        get { self[Settings.self] }
        set { self[Settings.self] = newValue }
      }
    }

    """

  /// What a script prints and reports, its file's places left out.
  static func printed(_ source: String) async -> String {
    let result = await Session().run(source: source, file: "x.dep")
    let (output, errors) = TerminalRenderer(colored: false).render(result)
    return (output + errors).replacing(/x\.dep:\d+:\d+/, with: "")
  }

  /// Read and overridden by its type, it prints what the same key named by a property prints:
  /// the cached default, the scoped override, and the test context's cascade.
  @Test func aKeyReadByItsTypeRunsAsTheKeyAPropertyNames() async {
    let uses = """
      struct Player {
        @Dependency(KEY) var settings
      }
      print(Player().settings.volume)
      withDependencies { OVERRIDE.volume = 11 } operation: { print(Player().settings) }
      print(Player().settings.volume)
      withDependencies { $0.context = .test } operation: { print(Player().settings.volume) }
      """
    let byType = await Self.printed(
      Self.settings
        + uses.replacing("KEY", with: "Settings.self").replacing(
          "OVERRIDE", with: "$0[Settings.self]")
    )
    let byProperty = await Self.printed(
      Self.settings + Self.property
        + uses.replacing("KEY", with: "\\.settings").replacing("OVERRIDE", with: "$0.settings"))
    #expect(byType.hasPrefix("5\nSettings(volume: 11)\n5\n"))
    // Only the issue's spelling of the read differs.
    #expect(
      byType
        == byProperty.replacing("@Dependency(\\.settings)", with: "@Dependency(Settings.self)")
        .replacing("$0.settings = …", with: "$0[Settings.self] = …"))
  }

  /// `why` and the issue name the key as Swift writes its read.
  @Test func whyAndIssuesNameTheKeyAsSwiftWritesItsRead() async {
    let printed = await Self.printed(
      Self.settings + """
        withDependencies { $0[Settings.self].volume = 2 } operation: { why Settings.self }
        withDependencies { $0.context = .test } operation: {
          @Dependency(Settings.self) var settings
          print(settings.volume)
        }
        """)
    #expect(
      printed.contains("why: Settings.self = Settings(volume: 2) — overridden by withDependencies"))
    #expect(printed.contains("@Dependency(Settings.self) has no test implementation"))
    #expect(printed.contains("Key: Settings (value: Settings)"))
    #expect(printed.contains("withDependencies { $0[Settings.self] = … }"))
  }

  /// A key a property names, read by its type, is the same key: one override reaches both.
  @Test func aNamedKeyReadByItsTypeIsTheSameKey() async {
    let printed = await Self.printed(
      Self.settings + Self.property + """
        withDependencies { $0.settings.volume = 7 } operation: {
          @Dependency(Settings.self) var byType
          print(byType.volume)
        }
        withDependencies { $0[Settings.self].volume = 8 } operation: {
          @Dependency(\\.settings) var byProperty
          print(byProperty.volume)
        }
        """)
    #expect(printed == "7\n8\n")
  }

  @Test func aTypeThatIsNoKeyIsNotFound() async throws {
    try await MarkedScript(
      marked: "struct Other {}\nstruct Reader {\n  ⏵@Dependency(Other.self) var other\n}\n"
    ).expectError("cannot find key type 'Other' in scope", malformed: true)
  }

  /// The export reads and overrides it by its type, and declares no property for it.
  @Test func theExportReadsItByItsType() throws {
    let swift = try SwiftExporter.export(
      source: Self.settings + """
        struct Player {
          @Dependency(Settings.self) var settings
        }
        withDependencies { $0[Settings.self].volume = 11 } operation: { print(Player().settings) }
        """, file: "x.dep")
    #expect(swift.contains("@Dependency(Settings.self) var settings"))
    #expect(swift.contains("$0[Settings.self].volume = 11"))
    #expect(!swift.contains("extension DependencyValues"))
  }
}
