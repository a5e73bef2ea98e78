import DepplayLanguage
import Testing

/// ConcurrencyExtras' `UncheckedSendable(value)`, which swift-dependencies re-exports: a
/// struct boxing a value the compiler is told is `Sendable` (a key's `UserDefaults`, say),
/// read back as `.value` or `.wrappedValue`, printed as Swift prints the struct. It was
/// refused by name.
@Suite struct UncheckedSendableBoxTests {
  static let source = """
    import Dependencies

    let number = UncheckedSendable(42)
    let word = UncheckedSendable("hi")
    print(number)
    print(number.value + 1, word.wrappedValue)
    print(word)
    """

  /// Measured with the real libraries: `UncheckedSendable<Int>(value: 42)`, `43 hi`,
  /// `UncheckedSendable<String>(value: "hi")`.
  @Test func theBoxHoldsItsValueAndPrintsAsSwiftDoes() async {
    let (output, errors, succeeded) = await runScript(Self.source, file: "box.swift")
    #expect(succeeded, "\(errors)")
    #expect(
      output
        == "UncheckedSendable<Int>(value: 42)\n43 hi\nUncheckedSendable<String>(value: \"hi\")\n")
  }

  /// A key's value in the box, as the `UserDefaults` docs sample keeps its value.
  @Test func aKeysValueInTheBoxIsReadThroughIt() async {
    let (output, errors, succeeded) = await runScript(
      """
      import Dependencies

      final class Settings {
        var launches = 0
        func recordLaunch() -> Int {
          launches += 1
          return launches
        }
      }
      enum SettingsKey: DependencyKey {
        static let liveValue = UncheckedSendable(Settings())
      }
      struct Launcher {
        @Dependency(SettingsKey.self) var settings
        func launch() -> Int { settings.value.recordLaunch() }
      }
      let launcher = Launcher()
      print(launcher.launch(), launcher.launch())
      """, file: "key.swift")
    #expect(succeeded, "\(errors)")
    #expect(output == "1 2\n")
  }
}
