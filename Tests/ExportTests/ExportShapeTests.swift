import DepplayLanguage
import Testing

/// The shape of exported Swift: what a learner reads and copies.
@Suite struct ExportShapeTests {
  func export(_ text: String) throws -> String {
    try SwiftExporter.export(source: text, file: "shape.dep")
  }

  /// The program after its header, imports and `let script = Script(…)`.
  func body(_ text: String) throws -> String {
    let swift = try export(text)
    let body = swift.components(separatedBy: "let script = Script(\"shape.dep\")\n").last ?? swift
    return body
  }

  /// An incrementing generator is an object that counts: depplay evaluates a key's default
  /// once per cache lifetime, so the export computes it there too (a `static let` would be
  /// one generator for the whole process, counting on across caches).
  @Test func aSwitchNamingEveryContextHasNoDefaultAndOneNamingSomeHasIt() throws {
    let every = try body(
      "let c = DependencyContext.test\n"
        + "switch c {\ncase .live: print(1)\ncase .preview: print(2)\ncase .test: print(3)\n}")
    #expect(!every.contains("default:"))
    let some = try body(
      "let c = DependencyContext.test\nswitch c {\ncase .live: print(1)\ncase .test: print(3)\n}")
    #expect(some.contains("default:"))
  }

  @Test func aKeyWhoseValueIsAnIncrementingGeneratorIsComputedPerCache() throws {
    let swift = try body(
      "dependency ids { live: UUIDGenerator.incrementing, test: UUIDGenerator.incrementing }")
    #expect(
      swift.hasPrefix(
        """

        enum IdsKey: DependencyKey {
          static var liveValue: UUIDGenerator { UUIDGenerator.incrementing }
          static var testValue: UUIDGenerator { UUIDGenerator.incrementing }
        }

        extension DependencyValues {
          var ids: UUIDGenerator {
        """), "\(swift)")
  }

  @Test func keysOfBothKindsWithUnimplementedTestValues() throws {
    let swift = try body(
      """
      dependency full { live: 1, preview: 2, test: 3 }
      dependency testOnly { test: 42 }
      dependency api { live: API(baseURL: "https://prod"), test: unimplemented }
      """)
    #expect(
      swift == """

        enum FullKey: DependencyKey {
          static let liveValue = 1
          static let previewValue = 2
          static let testValue = 3
        }

        extension DependencyValues {
          var full: Int {
            get { self[FullKey.self] }
            set { self[FullKey.self] = newValue }
          }
        }

        enum TestOnlyKey: TestDependencyKey {
          static let testValue = 42
        }

        extension DependencyValues {
          var testOnly: Int {
            get { self[TestOnlyKey.self] }
            set { self[TestOnlyKey.self] = newValue }
          }
        }

        enum ApiKey: DependencyKey {
          static let liveValue = API(baseURL: "https://prod")
          static var testValue: API {
            unimplemented("api", placeholder: API(baseURL: ""))
          }
        }

        extension DependencyValues {
          var api: API {
            get { self[ApiKey.self] }
            set { self[ApiKey.self] = newValue }
          }
        }

        struct API: Equatable, Sendable {
          var baseURL: String
        }

        script.run {
        }

        """)
  }

  @Test func readsAreDependencyWrappersDeclaredWhereTheyAreRead() throws {
    let swift = try body(
      """
      dependency full { live: 1, test: 3 }
      context test
      withDependencies { $0.full = 7 } operation: {
        Task.detached { print(full) }
      }
      expect(full == 3)
      """)
    #expect(
      swift.hasSuffix(
        """
        script.run(in: .test) {
          await withDependencies { $0.full = 7 } operation: {
            // Task.detached starts empty: overrides lost
            Task.detached(executorPreference: script.executor, operation: script.unit(.detachedTask) {
              @Dependency(\\.full) var full
              print(full)
            })
            await script.settle()
          }
          await script.settle()
          @Dependency(\\.full) var full
          script.expect(full, ==, 3, "full == 3", showing: ("full", nil), at: 6, 1)
        }

        """))
  }

  @Test func testsAreFunctionsRunAfterTheStatements() throws {
    let swift = try body(
      """
      dependency full { live: 1, test: 3 }
      @Test(.dependency(\\.full, 5), arguments: [1, 2]) func reads(n: Int) { expect(full == 5) }
      print("first")
      """)
    #expect(
      swift.hasSuffix(
        """
        script.run {
          @Sendable func reads(n: Int) async {
            @Dependency(\\.full) var full
            script.expect(full, ==, 5, "full == 5", showing: ("full", nil), at: 2, 71)
          }
          print("first")
          await script.test("reads", parameter: "n", arguments: [1, 2]) { n in
            await withDependencies {
              $0 = DependencyValues()  // a dependency trait starts each case afresh
              $0.full = 5
            } operation: {
              await reads(n: n)
            }
          }
        }

        """))
  }

  @Test func builtInsAreTheLibrarysOwnKeysAndSleepsThrow() throws {
    let swift = try body(
      """
      context test
      class Loader {
        @Dependency(\\.continuousClock) var clock
        func load() async { try await clock.sleep(for: .seconds(1)); print(uuid()) }
      }
      let clock = TestClock()
      withDependencies { $0.continuousClock = clock; $0.uuid = .incrementing } operation: {
        Task { await Loader().load() }
      }
      await clock.advance(by: .seconds(1))
      print(clock.now, withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) })
      """)
    #expect(
      swift.contains(
        """
          func load() async throws {
            try await script.sleeping(on: clock) { try await clock.sleep(for: .seconds(1)) }
            await script.settle()
            @Dependency(\\.uuid) var uuid
            print(uuid())
          }
        """))
    // The top level awaits, so it is the main actor's: the task's body does not settle.
    #expect(
      swift.contains(
        "Task(executorPreference: script.executor, operation: script.unit(.task) {"
          + " try await Loader().load() })"))
    #expect(swift.contains("  await script.advancing { await clock.advance(by: .seconds(1)) }\n"))
    #expect(
      swift.contains(
        """
          @Dependency(\\.withRandomNumberGenerator) var withRandomNumberGenerator
          print(clock.now, withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) })
        """))
  }

  @Test func clockCallsTellTheHarnessWhatIsInFlightOnlyInTheDeterministicExport() throws {
    let script = """
      let clock = TestClock()
      Task { try await clock.sleep(for: .seconds(1)) }
      await clock.advance(by: .seconds(1))
      await clock.run()
      """
    let harnessed = try body(script)
    #expect(
      harnessed.contains(
        "script.sleeping(on: clock) { try await clock.sleep(for: .seconds(1)) }"))
    #expect(harnessed.contains("await script.advancing { await clock.advance(by: .seconds(1)) }"))
    #expect(harnessed.contains("await script.advancing { await clock.run() }"))
    let plain = try SwiftExporter.export(source: script, file: "shape.dep", style: .plain)
    #expect(plain.contains("try await clock.sleep(for: .seconds(1))"))
    #expect(plain.contains("await clock.advance(by: .seconds(1))"))
    #expect(!plain.contains("script."))
  }

  @Test func aFailableBuiltInNeedsAValidLiteral() throws {
    #expect(
      try body("print(TimeZone(secondsFromGMT: 3600))\n").contains(
        "TimeZone(secondsFromGMT: 3600)!"))
    let error = #expect(throws: ExportError.self) {
      try export("print(TimeZone(secondsFromGMT: 90000))\n")
    }
    #expect(error?.diagnostic.message.hasPrefix("this TimeZone cannot be exported") == true)
  }

  @Test func anAsyncLetReadInAClosureCannotBeExported() throws {
    let error = #expect(throws: ExportError.self) {
      try export("async let a = 1\nwithDependencies { } operation: { print(await a) }\n")
    }
    #expect(error?.diagnostic.range.start.line == 2)
    #expect(error?.diagnostic.range.start.column == 47)
  }

  @Test func whyCannotBeExportedAndSaysWhere() throws {
    let error = #expect(throws: ExportError.self) {
      try export("dependency full { live: 1 }\n  why full\n")
    }
    #expect(
      error?.diagnostic.message
        == "'why' cannot be exported: provenance is depplay's question; swift-dependencies has no API for it"
    )
    #expect(error?.diagnostic.range.start.line == 2)
    #expect(error?.diagnostic.range.start.column == 3)
  }

  @Test func closuresWithParametersCannotBeExported() throws {
    #expect(throws: ExportError.self) {
      try export("let add = { a, b in a + b }\n")
    }
  }

  /// A task whose body ends in a call of a local closure that gives a value has that value
  /// (`await task.value` reads it): the export returns it; a closure that gives nothing is
  /// only called. (In nonisolated code, whose tasks settle after their statements.)
  @Test func aTaskEndingInALocalClosuresValueReturnsIt() throws {
    let swift = try body(
      "let compute: @Sendable () -> Int = { 6 * 7 }\nfunc check() async {\n"
        + "let task = Task { compute() }\nprint(await task.value)\n"
        + "let say: @Sendable () -> Void = { print(1) }\nlet silent = Task { say() }\n"
        + "await silent.value\n}\nawait check()\n")
    #expect(swift.contains("let result = compute()"))
    #expect(swift.contains("return result"))
    #expect(!swift.contains("let result = say()"))
  }
}
