import DepplayLanguage
import Testing

/// swift-custom-dump's `expectNoDifference(a, b)` (re-exported by The Composable
/// Architecture; `import CustomDump` too), as measured on the real library: equal values
/// report nothing; unequal ones report an issue whose message is the difference of their
/// dumps, `−` for the first value's lines, `+` for the second's, a figure space for both's,
/// indented two spaces, then `(First: −, Second: +)`. In a test it fails the test, which
/// goes on (`Golden/expect-no-difference.dep`).
@Suite struct ExpectNoDifferenceTests {
  /// The issue message for `lines`, the difference as the real library wrote it with a
  /// plain space for the figure space.
  static func message(_ lines: [String], heading: String = "Difference: …") -> String {
    let difference = lines.map {
      "  " + ($0.hasPrefix(" ") ? "\u{2007}" + $0.dropFirst() : $0)
    }
    return ([heading, ""] + difference + ["", "(First: \u{2212}, Second: +)"])
      .joined(separator: "\n")
  }

  static func issues(_ source: String) async -> [String] {
    ReducerEnumTests.issues(in: await Session().run(source: source, file: "diff.swift"))
  }

  @Test func aStructShowsTheFieldThatDiffers() async {
    let issues = await Self.issues(
      """
      import CustomDump
      struct Badge: Equatable {
        var title: String
        var level: Int
      }
      expectNoDifference(Badge(title: "Gold", level: 1), Badge(title: "Gold", level: 2))
      expectNoDifference(Badge(title: "x", level: 1), Badge(title: "x", level: 1))
      """)
    #expect(
      issues == [
        Self.message([
          "  Badge(", "    title: \"Gold\",", "\u{2212}   level: 1", "+   level: 2", "  )",
        ])
      ])
  }

  @Test func anArrayCollapsesUnchangedElements() async {
    let issues = await Self.issues(
      """
      expectNoDifference([1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 9, 6])
      expectNoDifference(["a", "b"], ["a", "b", "c"])
      expectNoDifference(["b", "a"], ["a", "b"])
      """)
    #expect(
      issues == [
        Self.message([
          "  [", "    … (4 unchanged),", "\u{2212}   [4]: 5,", "+   [4]: 9,", "    [5]: 6", "  ]",
        ]),
        Self.message(["  [", "    … (2 unchanged),", "+   [2]: \"c\"", "  ]"]),
        Self.message([
          "  [", "\u{2212}   [0]: \"b\",", "    [0]: \"a\",", "+   [1]: \"b\"", "  ]",
        ]),
      ])
  }

  @Test func nestedValuesShowUnchangedPartsShort() async {
    let issues = await Self.issues(
      """
      struct Badge: Equatable {
        var title: String
        var level: Int
      }
      enum Mood: Equatable {
        case calm
        case busy(Int)
      }
      struct Player: Equatable {
        var name: String
        var mood: Mood
        var badges: [Badge]
        var nickname: String?
      }
      expectNoDifference(
        Player(name: "Ann", mood: .busy(1), badges: [Badge(title: "Gold", level: 1), Badge(title: "Silver", level: 2)], nickname: nil),
        Player(name: "Ann", mood: .busy(2), badges: [Badge(title: "Gold", level: 1), Badge(title: "Silver", level: 3)], nickname: "A"),
        "the player"
      )
      """)
    // The enum's lines lose their comma, as the library writes a single value's change.
    #expect(
      issues == [
        Self.message(
          [
            "  Player(", "    name: \"Ann\",", "\u{2212}   mood: .busy(1)", "+   mood: .busy(2)",
            "    badges: [", "      [0]: Badge(…),", "      [1]: Badge(",
            "        title: \"Silver\",",
            "\u{2212}       level: 2", "+       level: 3", "      )", "    ],",
            "\u{2212}   nickname: nil", "+   nickname: \"A\"", "  )",
          ], heading: "the player - Difference: …")
      ])
  }

  @Test func scalarsAndOptionalsAreWrittenWhole() async {
    let issues = await Self.issues(
      """
      let some: Int? = 3
      let none: Int? = nil
      expectNoDifference(some, none)
      expectNoDifference("hello", "help")
      expectNoDifference(["a": 1, "b": 2], ["a": 1, "b": 3])
      """)
    #expect(
      issues == [
        Self.message(["\u{2212} 3", "+ nil"]),
        Self.message(["\u{2212} \"hello\"", "+ \"help\""]),
        Self.message(["  [", "\u{2212}   \"b\": 2", "+   \"b\": 3", "    … (1 unchanged)", "  ]"]),
      ])
  }

  @Test func inATestItFailsTheTestWhichGoesOn() async {
    let result = await Session().run(
      source: """
        import ComposableArchitecture
        import Testing
        @Test func differs() {
          expectNoDifference(1, 2)
          print("goes on")
        }
        @Test func same() {
          expectNoDifference([1], [1])
        }
        """, file: "diff.swift")
    #expect(result.output == ["goes on"])
    let finished = result.events.compactMap { event -> String? in
      guard case .testFinished(let name, let failures) = event else { return nil }
      return "\(name): \(failures.count)"
    }
    #expect(finished == ["differs(): 1", "same(): 0"])
  }

  /// Diffing two arrays costs the product of their sizes, which stays within the statement
  /// budget: two of 1,000 elements are 1,000,000 parts matched.
  @Test func diffingIsChargedToTheStatementBudget() async throws {
    var limits = Limits()
    limits.statementBudget = 500_000
    let lists = "let a = (1...1000).map { $0 }\nlet b = (1001...2000).map { $0 }\n"
    try await MarkedScript(marked: lists + "⏵expectNoDifference(a, b)\n")
      .expectError("the statement budget of 500000 is spent", malformed: false, limits: limits)
    let equal = await Session(options: Session.Options(limits: limits))
      .run(source: lists + "expectNoDifference(a, a)\nprint(\"same\")\n", file: "diff.swift")
    #expect(equal.output == ["same"])
  }

  @Test func aValueItCannotDumpIsRefusedByName() async throws {
    try await MarkedScript(marked: "expectNoDifference(⏵Set([1]), Set([1]))\n")
      .expectError(
        "expectNoDifference of a value of type 'Set' is not supported yet", malformed: false)
    // swiftc warns that it "is deprecated: renamed to 'expectNoDifference'" (measured).
    try await MarkedScript(marked: "⏵XCTAssertNoDifference(1, 2)\n")
      .expectError(
        "'XCTAssertNoDifference' is not supported: swift-custom-dump deprecates it",
        malformed: true)
    try await MarkedScript(marked: "⏵expectNoDifference(1)\n")
      .expectError(
        "expectNoDifference takes two values and a message: no such call", malformed: true)
  }
}
