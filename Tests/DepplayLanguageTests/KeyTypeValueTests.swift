import DepplayLanguage
import Testing

/// The static values of a type that is its own key (`Golden/key-type-values.dep`):
/// `Client.testValue` and the implied `$0.client = .testValue` are the key's values, and a
/// test-only key has no `liveValue`.
@Suite struct KeyTypeValueTests {
  static let almanac = """
    struct Almanac {
      var year: Int
    }
    extension Almanac: TestDependencyKey {
      static let testValue = Almanac(year: 2000)
    }
    extension DependencyValues {
      var almanac: Almanac {
        get { self[Almanac.self] }
        set { self[Almanac.self] = newValue }
      }
    }

    """

  static func printed(_ source: String) async -> String {
    let result = await Session().run(source: source, file: "x.dep")
    return TerminalRenderer(colored: false).render(result).standardOutput
  }

  @Test func theImpliedValueIsTheKeysValueOfThatName() async {
    let printed = await Self.printed(
      Self.almanac + """
        print(Almanac.testValue.year, Almanac.previewValue.year)
        withDependencies { $0.almanac = .testValue } operation: {
          @Dependency(\\.almanac) var almanac
          print(almanac.year)
        }
        """)
    #expect(printed == "2000 2000\n2000\n")
  }

  @Test func aTestOnlyKeyHasNoLiveValue() async throws {
    try await MarkedScript(
      marked: Self.almanac + "withDependencies { $0.almanac = ⏵.liveValue } operation: {}\n"
    ).expectError("type 'Almanac' has no member 'liveValue'", malformed: true)
    try await MarkedScript(marked: Self.almanac + "print(⏵Almanac.liveValue.year)\n")
      .expectError("type 'Almanac' has no member 'liveValue'", malformed: true)
  }

  /// `struct Name: TestDependencyKey { var …; static let testValue = Self(…) }`: the struct
  /// declares its conformance itself, as an interface module does; its stored properties,
  /// methods and other statics are the struct's, its key values the key's.
  @Test func aStructDeclaredAsItsOwnKeyIsAStructAndAKey() async {
    let printed = await Self.printed(
      """
      struct Ledger: TestDependencyKey, Equatable {
        var balance: Int
        static let empty = Ledger(balance: 0)
        static let testValue = Self(balance: 12)
        func doubled() -> Int { balance * 2 }
      }
      extension DependencyValues {
        var ledger: Ledger {
          get { self[Ledger.self] }
          set { self[Ledger.self] = newValue }
        }
      }
      withDependencies { $0.context = .test } operation: {
        @Dependency(\\.ledger) var ledger
        print(ledger.balance, ledger.doubled(), ledger == Ledger.testValue)
      }
      print(Ledger.empty.balance, Ledger(balance: 4).doubled())
      """)
    #expect(printed == "12 24 true\n0 8\n")
  }

  @Test func integerLiteralsGivenToADoubleListAreDoubles() async {
    let printed = await Self.printed(
      """
      struct Forecast {
        var celsius: [Double]
      }
      let forecast = Forecast(celsius: [10, 20, 2.5])
      print(forecast.celsius, forecast.celsius.reduce(0, +) / Double(forecast.celsius.count))
      """)
    #expect(printed == "[10.0, 20.0, 2.5] 10.833333333333334\n")
  }
}
