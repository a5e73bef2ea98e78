import DepplayLanguage
import Testing

/// Every way swift-dependencies' documentation declares a key (`struct` or `enum`, `static
/// let` or a `static var` getter, a `TestDependencyKey` made a `DependencyKey` by an
/// extension, a type made its own key) is the key declaration `dependency` makes
/// (`Golden/swift-keys.dep`).
@Suite struct KeyTypeFormTests {
  static let property = """
    extension DependencyValues {
      var number: Int {
        get { self[NumberKey.self] }
        set { self[NumberKey.self] = newValue }
      }
    }

    """

  static let uses = """
    print(number)
    withDependencies { $0.number = 5 } operation: { print(number) }
    why number
    context preview
    print(number)
    context test
    print(number)
    """

  /// What a script prints, the `why` line's place left out.
  static func printed(_ source: String) async -> String {
    let result = await Session().run(source: source, file: "x.dep")
    return TerminalRenderer(colored: false).render(result).standardOutput
      .replacing(/x\.dep:\d+:/, with: "")
  }

  /// The same bytes with either (the `why` line's place aside).
  @Test(arguments: [
    "enum NumberKey: DependencyKey {\n  static let liveValue = 1\n  static let previewValue = 3\n"
      + "  static let testValue = 2\n}\n",
    "struct NumberKey: DependencyKey {\n  static let liveValue = 1\n  static let previewValue = 3\n"
      + "  static let testValue = 2\n}\n",
    "enum NumberKey: DependencyKey {\n  static var liveValue: Int { 1 }\n"
      + "  static var previewValue: Int {\n    return 3\n  }\n"
      + "  static var testValue: Int { get { 2 } }\n}\n",
    "enum NumberKey: TestDependencyKey {\n  static let testValue = 2\n"
      + "  static let previewValue = 3\n}\n"
      + "extension NumberKey: DependencyKey {\n  static let liveValue = 1\n}\n",
  ])
  func aKeyTypeFormRunsAsTheDependencyDeclaration(_ keyType: String) async {
    let declared = await Self.printed(
      "dependency number { live: 1, preview: 3, test: 2 }\n" + Self.uses)
    #expect(await Self.printed(keyType + Self.property + Self.uses) == declared)
    // As in a Swift file, the key type may come after the property that names it.
    #expect(await Self.printed(Self.property + keyType + Self.uses) == declared)
  }

  /// A key type declared inside `extension DependencyValues`, after the property that names
  /// it, `private` and naming its value type (`typealias Value = Int`), is the same key.
  @Test func aKeyTypeBesideItsPropertyRunsAsTheDependencyDeclaration() async {
    let declared = await Self.printed(
      "dependency number { live: 1, preview: 3, test: 2 }\n" + Self.uses)
    let nested = """
      extension DependencyValues {
        var number: Int {
          get { self[NumberKey.self] }
          set { self[NumberKey.self] = newValue }
        }
        private enum NumberKey: DependencyKey {
          typealias Value = Int
          static let liveValue = 1
          static let previewValue = 3
          static let testValue = 2
        }
      }

      """
    #expect(await Self.printed(nested + Self.uses) == declared)
  }

  /// `@DependencyEntry(liveValue: 1) var number: Int = 2` is the key `dependency number {
  /// live: 1, test: 2 }` makes (its preview value the live one); without `liveValue:` it is a
  /// `TestDependencyKey`, `dependency number { test: 2 }`, as the library's macro makes them.
  /// Only the key type's name differs, the macro's `__Key_number` (which the issue of a read
  /// without a live value names).
  @Test(arguments: [
    ("@DependencyEntry(liveValue: 1) var number: Int = 2", "live: 1, test: 2"),
    ("@DependencyEntry var number: Int = 2", "test: 2"),
  ])
  func aDependencyEntryRunsAsTheDependencyDeclaration(_ entry: String, _ values: String) async {
    let declared = await Self.printed("dependency number { \(values) }\n" + Self.uses)
    let property = "extension DependencyValues {\n  \(entry)\n}\n"
    let entered = await Self.printed(property + Self.uses)
    #expect(entered.replacing("__Key_number", with: "NumberKey") == declared)
    #expect(entered.contains("__Key_number") == declared.contains("NumberKey"))
    // As in a Swift file, the property may come after the code that reads it.
    #expect(await Self.printed(Self.uses + "\n" + property) == entered)
  }

  @Test func aTypeMadeItsOwnKeyRunsAsTheDependencyDeclaration() async {
    let source = """
      struct Settings: Equatable {
        var volume: Int
      }
      extension Settings: DependencyKey {
        static let liveValue = Settings(volume: 5)
      }
      extension DependencyValues {
        var settings: Settings {
          get { self[Settings.self] }
          set { self[Settings.self] = newValue }
        }
      }
      print(settings.volume)
      withDependencies { $0.settings.volume = 11 } operation: { print(settings) }
      """
    let result = await Session().run(source: source, file: "x.dep")
    #expect(result.output == ["5", "Settings(volume: 11)"])
  }

  /// A getter runs where the library computes the value: once per cache lifetime and context.
  @Test func aGetterRunsOncePerCacheLifetime() async {
    let source = """
      enum NumberKey: DependencyKey {
        static var liveValue: Int {
          print("computing")
          return 1
        }
      }
      """ + "\n" + Self.property + """
        print(number)
        print(number)
        withDependencies { $0 = DependencyValues() } operation: { print(number) }
        """
    let result = await Session().run(source: source, file: "x.dep")
    #expect(result.output == ["computing", "1", "1", "computing", "1"])
  }

  /// Issue messages name the script's key type, as the library names the Swift type.
  @Test func issuesNameTheScriptsKeyType() async {
    let source =
      "enum ServerNumber: TestDependencyKey { static let testValue = 2 }\n"
      + Self.property.replacingOccurrences(of: "NumberKey", with: "ServerNumber")
      + "print(number)"
    let result = await Session().run(source: source, file: "x.dep")
    let (output, errors) = TerminalRenderer(colored: false).render(result)
    let printed = output + errors
    #expect(printed.contains("Key: ServerNumber (value: Int) conforms only to TestDependencyKey"))
  }

  @Test func aKeyTypeWithoutItsRequiredValueIsRefusedAsSwiftRefusesIt() async throws {
    let diagnostic = try await MarkedScript(
      marked: "enum NumberKey: TestDependencyKey { static let testValue = 2 }\n"
        + "extension ⏵Other: DependencyKey { static let testValue = 1 }\n" + Self.property
    ).expectError("type 'Other' does not conform to protocol 'DependencyKey'", malformed: true)
    #expect(diagnostic.notes.first?.contains("'liveValue'") == true)
  }

  /// `extension Storage: DependencyKey { static let liveValue = …; static let mock = … }`:
  /// the key's values make the key, the other members are the plain struct's.
  @Test func aStructsKeyExtensionAlsoDeclaresItsOtherMembers() async throws {
    let source = """
      struct Storage {
        var label: String
      }
      extension Storage: DependencyKey {
        static let liveValue = Storage(label: "disk")
        static let mock = Storage(label: "memory")
        static func named(_ label: String) -> Storage { Storage(label: label) }
      }
      extension DependencyValues {
        var storage: Storage {
          get { self[Storage.self] }
          set { self[Storage.self] = newValue }
        }
      }
      func label() -> String {
        @Dependency(\\.storage) var storage
        return storage.label
      }
      print(label(), Storage.mock.label, Storage.named("cloud").label)
      withDependencies { $0.storage = .mock } operation: { print(label()) }

      """
    let result = await Session().run(source: source, file: "x.dep")
    #expect(result.output == ["disk memory cloud", "memory"])
    try await MarkedScript(
      marked: source.replacingOccurrences(
        of: "static let mock", with: "var ⏵extra = 1\n  static let mock")
    ).expectError("extensions must not contain stored properties", malformed: true)
  }

  /// A struct that is its own key's value, declared with the conformance
  /// (`struct Meter: TestDependencyKey { var read: () -> Int; static let testValue = … }`):
  /// its fields and methods make a plain struct, its key values the key, and an extension
  /// may add the live value, as swift-dependencies' interface and live modules do.
  @Test func aStructDeclaredAsItsOwnKeyIsAlsoAPlainStruct() async {
    let source = """
      struct Meter: TestDependencyKey {
        var read: () -> Int
        func doubled() -> Int { read() * 2 }
        static let testValue = Self(read: { 1 })
      }
      extension Meter: DependencyKey {
        static let liveValue = Meter(read: { 5 })
      }
      extension DependencyValues {
        var meter: Meter {
          get { self[Meter.self] }
          set { self[Meter.self] = newValue }
        }
      }
      func reading() -> Int {
        @Dependency(\\.meter) var meter
        return meter.doubled()
      }
      print(reading())
      withDependencies { $0.context = .test } operation: { print(reading()) }
      print(Meter(read: { 7 }).doubled())

      """
    let result = await Session().run(source: source, file: "x.dep")
    #expect(result.output == ["10", "2", "14"], "\(result.status)")
  }

  /// `static var liveValue: Sound { .live }`: Swift implies the value's type, so `.live` is
  /// the struct's static; elsewhere `.live` is still a context.
  @Test func aKeyValueNamesItsTypesStaticAsSwiftImpliesTheType() async {
    let source = """
      struct Sound {
        var name: String
        static let live = Sound(name: "speaker")
        static func named(_ name: String) -> Sound { Sound(name: name) }
      }
      extension Sound: DependencyKey {
        static var liveValue: Sound { .live }
        static var testValue: Sound { .named("silent") }
      }
      extension DependencyValues {
        var sound: Sound {
          get { self[Sound.self] }
          set { self[Sound.self] = newValue }
        }
      }
      func name() -> String {
        @Dependency(\\.sound) var sound
        return sound.name
      }
      print(name())
      withDependencies { $0.context = .test } operation: { print(name()) }

      """
    let result = await Session().run(source: source, file: "x.dep")
    #expect(result.output == ["speaker", "silent"])
    // `: Self` names the key type too, as in Swift.
    let selfTyped = await Session().run(
      source: source.replacingOccurrences(of: ": Sound {", with: ": Self {"), file: "x.dep")
    #expect(selfTyped.output == ["speaker", "silent"], "\(selfTyped.status)")
  }

  @Test(arguments: [
    SwiftFrontEndTests.Pasted(
      source: "enum NumberKey: DependencyKey {\n  static let liveValue = 1\n"
        + "  ⏵func make() -> Int { 1 }\n}\n" + property,
      message: "this member of a key type ('func make() -> Int { 1 }') is not supported yet"),
    SwiftFrontEndTests.Pasted(
      source: "enum NumberKey: DependencyKey {\n  static let liveValue = 1\n"
        + "  static let ⏵testvalue = 2\n}\n" + property,
      message: "unexpected 'testvalue' in a key type"),
    SwiftFrontEndTests.Pasted(
      source: "enum NumberKey: DependencyKey {\n  static let liveValue = 1\n"
        + "  static let ⏵fallback = 2\n}\n" + property,
      message: "the static member 'fallback' of a key type ('NumberKey') is not supported yet"),
    SwiftFrontEndTests.Pasted(
      source: "enum NumberKey: DependencyKey {\n  static let liveValue = 1\n}\n"
        + "extension NumberKey: DependencyKey {\n  static let ⏵liveValue = 2\n}\n" + property,
      message: "invalid redeclaration of 'liveValue'"),
    SwiftFrontEndTests.Pasted(
      source: "extension DependencyValues {\n  @DependencyEntry(⏵previewValue: 1)\n"
        + "  var number: Int = 2\n}\n",
      message: "'@DependencyEntry' with the arguments 'previewValue: 1' is not supported yet"),
    SwiftFrontEndTests.Pasted(
      source: "let f = {\n  enum ⏵InnerKey: DependencyKey { static let liveValue = 1 }\n}",
      message: "a key type ('InnerKey') inside a body is not supported yet"),
    SwiftFrontEndTests.Pasted(
      source: "enum NumberKey: DependencyKey {\n  static var liveValue: Int ⏵{\n"
        + "    get { 1 }\n    set {}\n  }\n}\n" + property,
      message: "a key's value with accessors other than 'get' ('NumberKey.liveValue')"),
  ])
  func aKeyTypeOutsideDepplaysFormsIsRefusedByName(_ pasted: SwiftFrontEndTests.Pasted) async throws
  {
    try await MarkedScript(marked: pasted.source).expectError(pasted.message, malformed: true)
  }
}
