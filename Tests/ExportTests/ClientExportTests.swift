import DepplayLanguage
import Testing

/// How the export treats what the language has for TCA's dependency guides: `mainQueue` and
/// its schedulers are written as the store library spells them, error types, `throw` and
/// `do`/`catch` as plain Swift, clients as the `@DependencyClient` macro expands them (an
/// endpoint's closure typed by the endpoint, async ones included), `.run`'s `catch:` as
/// `Effect.run`'s, a local `@Dependency(\.self)` as it is; what Swift would refuse (an async
/// closure for a synchronous endpoint) and `@Dependency(\.self)` as a property are refused
/// at their place, never written as Swift that would not compile. Optionals:
/// OptionalExportTests.
@Suite struct ClientExportTests {
  func export(_ text: String) throws -> String {
    try SwiftExporter.export(source: text, file: "shape.dep")
  }

  @Test func mainQueueAndATestSchedulerAreWrittenAsTheStoreLibrarySpellsThem() throws {
    let swift = try export(
      """
      context test
      let scheduler = DispatchQueue.test
      withDependencies { $0.mainQueue = scheduler.eraseToAnyScheduler() } operation: {
        Task { try await mainQueue.sleep(for: .seconds(1)) }
      }
      await scheduler.advance(by: .seconds(1))
      """)
    #expect(swift.contains("import ComposableRuntime\n"))
    #expect(swift.contains("let scheduler = DispatchQueue.test\n"))
    #expect(swift.contains("$0.mainQueue = scheduler.eraseToAnyScheduler()"))
    #expect(
      swift.contains(
        "try await script.sleeping(on: mainQueue) { try await mainQueue.sleep(for: .seconds(1)) }"
      ))
    #expect(swift.contains("await script.advancing { await scheduler.advance(by: .seconds(1)) }"))
  }

  @Test func anErrorTypeThrowAndDoCatchAreWrittenAsPlainSwift() throws {
    let swift = try export(
      """
      struct SomeError: Error { var code = 1 }
      context test
      do {
        throw SomeError(code: 2)
      } catch {
        print("caught", error)
      }
      """)
    #expect(swift.contains("struct SomeError: Error, Equatable {\n  var code: Int = 1\n}\n"))
    #expect(swift.contains("script.run(in: .test)"))
    #expect(
      swift.contains(
        "do {\n    throw SomeError(code: 2)\n  } catch {\n    print(\"caught\", error)\n  }"))
    #expect(!swift.contains("struct SomeError: Equatable"), "not declared again as a record")
  }

  @Test func aThrowThatWouldLeaveAClosureIsRefusedAtTheThrow() {
    let error = #expect(throws: ExportError.self) {
      try export("struct Failure: Error {}\nlet task = Task {\n  throw Failure()\n}\n")
    }
    #expect(
      error?.diagnostic.message
        == "this 'throw' cannot be exported: only a throw that a 'do' catches or that ends the script is"
    )
    #expect(error?.diagnostic.range.start.line == 3)
  }

  @Test func aThrowCaughtInsideAClosureIsWritten() throws {
    let swift = try export(
      "struct Failure: Error {}\nTask {\n  do { throw Failure() } catch { print(error) }\n}\n")
    #expect(swift.contains("throw Failure()"))
  }

  @Test func anErrorTypeWhoseFieldIsNotALiteralIsRefusedAtTheField() {
    let error = #expect(throws: ExportError.self) {
      try export("let x = 1\nstruct E: Error { var code = x }\n")
    }
    #expect(
      error?.diagnostic.message
        == "the error type 'E' cannot be exported: the type of its field 'code' is not a literal's"
    )
    #expect(error?.diagnostic.range.start.line == 2)
  }

  @Test func aClientIsWrittenWithTheMacro() throws {
    let swift = try export(
      """
      struct Failure: Error {}
      @DependencyClient
      struct APIClient {
        var fetch: @Sendable (Int) async throws -> String
        var isOn: @Sendable () -> Bool = { false }
        static let failing = Self(fetch: { _ in throw Failure() }, isOn: { true })
      }
      dependency api { live: APIClient(fetch: { id in "\\(id)" }, isOn: { true }), test: APIClient() }
      withDependencies { $0.api.fetch = { id in "Blob" } } operation: {
        do { print(try await api.fetch(1)) } catch { print(error) }
      }
      """)
    #expect(swift.contains("import ComposableRuntime\n"))
    #expect(
      swift.contains(
        """
        @DependencyClient
        struct APIClient: Sendable {
          var fetch: @Sendable (Int) async throws -> String
          var isOn: @Sendable () -> Bool = { false }

        """))
    #expect(
      swift.contains(
        "  static let failing = Self(fetch: { _ in throw Failure() }, isOn: { true })"))
    #expect(swift.contains("enum ApiKey: DependencyKey {"))
    #expect(swift.contains("  static let testValue = APIClient()"))
    #expect(swift.contains("$0.api.fetch = { id in \"Blob\" }"))
    #expect(swift.contains("try print(await api.fetch(1))"))
  }

  @Test func anEndpointSetThroughATestStoresDependenciesIsWrittenAsTheEndpointsClosure() throws {
    let swift = try export(
      """
      @DependencyClient
      struct APIClient { var save: @Sendable (String) async throws -> Void }
      dependency api { live: APIClient(save: { _ in }), test: APIClient() }
      struct Noop: Reducer {
        struct State: Equatable { var n = 0 }
        enum Action: Equatable { case go }
        var body: some ReducerOf<Self> { Reduce { state, action in return .none } }
      }
      let store = TestStore(initialState: Noop.State()) { Noop() }
      store.dependencies.api.save = { _ in }
      """)
    #expect(swift.contains("script.onMainActor { store.dependencies.api.save = { _ in } }"))
  }

  @Test func anEndpointsDefaultWithParametersIsRefusedAtTheDefault() {
    let error = #expect(throws: ExportError.self) {
      try export(
        "@DependencyClient\nstruct C {\n  var f: @Sendable (Int) -> Bool = { _ in false }\n}\n")
    }
    #expect(
      error?.diagnostic.message
        == "the default of 'f' cannot be exported: only a closure without parameters is written as the macro's placeholder"
    )
    #expect(error?.diagnostic.range.start.line == 3)
  }

  @Test func anAsyncClosureGivenToAnAsyncEndpointIsWrittenAsAnAsyncClosure() throws {
    let swift = try export(
      """
      @DependencyClient
      struct APIClient { var fetch: @Sendable (Int) async throws -> String }
      dependency api { live: APIClient(fetch: { id in "\\(id)" }), test: APIClient() }
      let clock = TestClock()
      withDependencies {
        $0.api.fetch = { id in
          try await clock.sleep(for: .seconds(1))
          return "Slow"
        }
      } operation: {}
      """)
    #expect(
      swift.contains(
        """
            $0.api.fetch = { id in
              try await script.sleeping(on: clock) { try await clock.sleep(for: .seconds(1)) }
              await script.settle()
              return "Slow"
            }
        """))
  }

  @Test func anAsyncClosureGivenToASynchronousEndpointIsRefusedAsSwiftRefusesIt() {
    let error = #expect(throws: ExportError.self) {
      try export(
        """
        @DependencyClient
        struct C { var f: @Sendable () -> Void }
        dependency c { live: C(f: {}), test: C() }
        let clock = TestClock()
        withDependencies { $0.c.f = { try await clock.sleep(for: .seconds(1)) } } operation: {}
        """)
    }
    #expect(
      error?.diagnostic.message
        == "an async closure for 'f' cannot be exported: the endpoint's type is not async, so Swift refuses a closure that awaits"
    )
    #expect(error?.diagnostic.range.start.line == 5)
  }

  static let profile = """
    struct Failure: Error {}
    @DependencyClient
    struct APIClient { var fetch: @Sendable (Int) async throws -> String }
    dependency api { live: APIClient(fetch: { id in "\\(id)" }), test: APIClient() }
    struct Profile: Reducer {
      struct State: Equatable { var name = "" }
      enum Action: Equatable { case load, save, loaded(String), failed }
      @Dependency(\\.api) var api
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .load:
            return .run { send in
              await send(.loaded(try await api.fetch(1)))
            } catch: { error, send in
              await send(.failed)
            }
          case .save:
            return .run { [state] send in
              print(try await api.fetch(state.name.count))
            }
          default:
            return .none
          }
        }
      }
    }

    """

  @Test func runsCatchHandlerIsWrittenAsEffectRunsAndTheWholeEffectIsTheScriptsUnit() throws {
    let swift = try export(Self.profile)
    #expect(
      swift.contains(
        """
                return script.effect(
                  .run { send in
                    try await script.send(.loaded(await self.api.fetch(1)), with: send)
                    await script.settle()
                  } catch: { error, send in
                    await script.send(.failed, with: send)
                    await script.settle()
                  })
        """))
    let plain = try SwiftExporter.export(source: Self.profile, file: "shape.dep", style: .plain)
    #expect(plain.contains("} catch: { error, send in\n"))
    #expect(!plain.contains("script."))
  }

  @Test func aRunThatMayThrowWithoutCatchNamesTheScriptsPlaceAndCapturesTheState() throws {
    let swift = try export(Self.profile)
    #expect(
      swift.contains(
        """
                return script.effect(
                  .run(
                    operation: { [state] send in
                      try print(await self.api.fetch(state.name.count))
                      await script.settle()
                    },
                    fileID: "shape.dep", line: 19))
        """))
  }

  @Test func aLocalDependencySelfIsWrittenAsItIs() throws {
    let swift = try export("@Dependency(\\.self) var dependencies\nprint(dependencies.context)\n")
    #expect(swift.contains("@Dependency(\\.self) var dependencies\n  print(dependencies.context)"))
  }

  @Test func dependencySelfAsAModelPropertyIsRefusedAtItsDeclaration() {
    let error = #expect(throws: ExportError.self) {
      try export("class M {\n  @Dependency(\\.self) var dependencies\n}\n")
    }
    #expect(
      error?.diagnostic.message
        == "'@Dependency(\\.self)' as a property cannot be exported: reads through the whole values are not exported yet"
    )
    #expect(error?.diagnostic.range.start.line == 2)
  }
}
