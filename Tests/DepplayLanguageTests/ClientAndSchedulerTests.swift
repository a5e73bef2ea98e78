import DepplayLanguage
import Testing

/// Clients as `@DependencyClient` makes them (TCA.md TX2, M2–M4), `Effect.run`'s error
/// handling (TE7), the `mainQueue` schedulers (X2) and `@Dependency(\.self)`, run through the
/// interpreter.
@Suite struct ClientAndSchedulerTests {
  static let client = """
    struct SomeError: Error {}
    @DependencyClient
    struct APIClient {
      var fetchUser: @Sendable (Int) async throws -> String
      var saveUser: @Sendable (String) async throws -> Void
      var isLoggedIn: @Sendable () -> Bool = { false }
      static let failing = Self(
        fetchUser: { _ in throw SomeError() }, saveUser: { _ in }, isLoggedIn: { false })
    }
    dependency apiClient { test: APIClient() }
    context test

    """

  static let feature = """
    struct Profile: Reducer {
      struct State: Equatable { var name = "" }
      enum Action: Equatable { case load, loaded(String), failed }
      @Dependency(\\.apiClient) var apiClient
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .load:
            return .run { send in await send(.loaded(try await apiClient.fetchUser(1))) }
          case let .loaded(name):
            state.name = name
            return .none
          case .failed:
            state.name = "failed"
            return .none
          }
        }
      }
    }

    """

  /// The output of `source`, and whether it succeeded.
  static func run(_ source: String) async -> (output: String, succeeded: Bool) {
    let result = await Session().run(source: source, file: "client.dep")
    let output = TerminalRenderer(colored: false).render(result).standardOutput
    if case .succeeded = result.status { return (output, true) }
    return (output, false)
  }

  @Test func aKeyTypesValueCallsTheClientsInitializerWhereverTheKeyIsWritten() async {
    let (output, succeeded) = await Self.run(
      """
      enum ReaderKey: TestDependencyKey {
        static let testValue = Reader()
      }
      @DependencyClient
      struct Reader {
        var read: @Sendable () -> String = { "placeholder" }
      }
      extension Reader: DependencyKey {
        static let liveValue = Reader()
      }
      extension DependencyValues {
        var reader: Reader {
          get { self[Reader.self] }
          set { self[Reader.self] = newValue }
        }
        var testReader: Reader {
          get { self[ReaderKey.self] }
          set { self[ReaderKey.self] = newValue }
        }
      }
      @Dependency(\\.reader) var reader
      print(reader.read())
      expect(issues: 1, kind: .unimplemented, key: "Reader.read")
      """)
    #expect(succeeded)
    #expect(output == "issue(unimplemented): Unimplemented: 'Reader.read'\nplaceholder\n")
  }

  @Test func TX2_anUnimplementedThrowingEndpointReportsThenThrowsUnimplemented() async {
    let (output, succeeded) = await Self.run(
      Self.client + """
        do { try await apiClient.fetchUser(1) } catch { print("caught", error) }
        expect(issues: 1, kind: .unimplemented, key: "APIClient.fetchUser")
        """)
    #expect(succeeded)
    #expect(
      output == """
        issue(unimplemented): Unimplemented: 'APIClient.fetchUser'
        caught Unimplemented(endpoint: "fetchUser")

        """)
  }

  @Test func aCallOfAnUnimplementedEndpointIsACallOfItsDeclaredDefaultInTheTree() async {
    let result = await Session().run(
      source: Self.client + "do { try await apiClient.fetchUser(1) } catch { }\nexpect(issues: 1)",
      file: "client.dep")
    let calls = result.events.compactMap { event -> Int? in
      if case .closureCalled(let madeAt, _, _, _) = event { madeAt.start.line } else { nil }
    }
    #expect(calls == [4])  // `var fetchUser: …`
  }

  @Test func M2_anUnimplementedNonThrowingEndpointReportsThenReturnsItsDefault() async {
    let (output, _) = await Self.run(
      Self.client + "print(apiClient.isLoggedIn())\nexpect(issues: 1)")
    #expect(output.hasSuffix("Unimplemented: 'APIClient.isLoggedIn'\nfalse\n"))
  }

  @Test func M4_overridingOneEndpointLeavesTheOthersUnimplemented() async {
    let (output, succeeded) = await Self.run(
      Self.client + """
        withDependencies { $0.apiClient.fetchUser = { id in "Blob \\(id)" } } operation: {
          print(try await apiClient.fetchUser(7))
          do { try await apiClient.saveUser("x") } catch { print(error) }
        }
        expect(issues: 1, kind: .unimplemented, key: "APIClient.saveUser")
        """)
    #expect(succeeded)
    #expect(output.hasPrefix("Blob 7\n"))
    #expect(output.hasSuffix("Unimplemented(endpoint: \"saveUser\")\n"))
  }

  @Test func M4_anUnhandledErrorInRunIsASecondIssueAfterTheUnimplementedOne() async {
    let (output, succeeded) = await Self.run(
      Self.client + Self.feature + """
        let store = TestStore(initialState: Profile.State()) { Profile() }
        await store.send(.load)
        expect(issues: 2)
        """)
    #expect(succeeded)
    #expect(
      output == """
        [Effect.run 1] issue(unimplemented): Unimplemented: 'APIClient.fetchUser'
        [Effect.run 1] issue(custom): An "Effect.run" returned from "client.dep:20" threw an unhandled error:
        [Effect.run 1]
        [Effect.run 1]         Unimplemented(endpoint: "fetchUser")
        [Effect.run 1]
        [Effect.run 1]     Every error other than cancellation must be handled, with the "catch:" parameter of "Effect.run" or a "do" block inside it.

        """)
  }

  @Test func TE7_runsCatchHandlerGetsTheErrorAndCanSend() async {
    let source = (Self.client + Self.feature).replacingOccurrences(
      of: "await send(.loaded(try await apiClient.fetchUser(1))) }",
      with: "await send(.loaded(try await apiClient.fetchUser(1))) } catch: { error, send in\n"
        + "print(error)\nawait send(.failed) }")
    let (output, succeeded) = await Self.run(
      source + """
        let store = TestStore(initialState: Profile.State()) { Profile() } withDependencies: {
          $0.apiClient = .failing
        }
        await store.send(.load)
        await store.receive(.failed) { $0.name = "failed" }
        """)
    #expect(succeeded)
    #expect(output == "[Effect.run 1] SomeError()\n")
  }

  @Test func M2_aNonThrowingEndpointThatReturnsAValueNeedsADefault() async {
    let result = await Session().run(
      source: "@DependencyClient\nstruct C { var count: @Sendable () -> Int }\n", file: "c.dep")
    guard case .malformed(let diagnostic) = result.status else {
      Issue.record("expected a parse error")
      return
    }
    #expect(diagnostic.message == "Default value required for non-throwing closure 'count'")
  }

  /// An endpoint that returns an Optional needs no default: called unimplemented, it reports
  /// as any other endpoint, then returns `nil`, as the macro's does.
  @Test func anEndpointThatReturnsAnOptionalReturnsNilWithoutADefault() async {
    let (output, succeeded) = await Self.run(
      """
      @DependencyClient
      struct Labels {
        var caption: @Sendable (Int) async -> String?
      }
      let labels = Labels()
      let caption = await labels.caption(4)
      print(caption ?? "no caption", caption == nil)
      """)
    #expect(succeeded)
    #expect(output == "issue(unimplemented): Unimplemented: 'Labels.caption'\nno caption true\n")
  }

  @Test func anEndpointsAttributeAndAMemberOtherThanAnEndpointAreRefusedByName() async {
    for (source, message) in [
      (
        "@DependencyClient\nstruct C {\n  @DependencyEndpoint(method: \"go on\")\n  var run: @Sendable () async throws -> Int\n}\n",
        "an attribute on a client's endpoint ('@DependencyEndpoint(method: \"go on\")') is not supported yet"
      ),
      (
        "@DependencyClient\nstruct C {\n  @MainActor\n  var run: @Sendable () async throws -> Int\n}\n",
        "an attribute on a client's endpoint ('@MainActor') is not supported yet"
      ),
      (
        "@DependencyClient\nstruct C {\n  func go() {}\n}\n",
        "this member of a client ('func go() {}') is not supported yet"
      ),
    ] {
      let result = await Session().run(source: source, file: "c.dep")
      guard case .malformed(let diagnostic) = result.status else {
        Issue.record("expected a refusal for \(source)")
        continue
      }
      #expect(diagnostic.message == message)
      #expect(diagnostic.range.start.line == 3)
    }
  }

  static let endpointMethod = """
    @DependencyClient
    struct Notifier {
      @DependencyEndpoint(method: "schedule")
      var scheduleNote: @Sendable (_ title: String, _ after: Int) async throws -> String
      @DependencyEndpoint(method: "count")
      var pendingCount: @Sendable (Int) -> Int = { _ in 0 }
    }
    dependency notifier {
      live: Notifier(scheduleNote: { title, after in "\\(title) in \\(after)" }, pendingCount: { $0 + 1 }),
      test: Notifier()
    }

    """

  @Test func anEndpointsMethodCallsItWithTheLabelsOfItsParameters() async {
    let result = await Session().run(
      source: Self.endpointMethod + """
        print(try await notifier.schedule(title: "Stand up", after: 60))
        print(try await notifier.scheduleNote("Sit", 5), notifier.count(2))
        withDependencies { $0.notifier.scheduleNote = { title, _ in title } } operation: {
          print(try await notifier.schedule(title: "over", after: 1))
        }
        """, file: "c.dep")
    #expect(result.output == ["Stand up in 60", "Sit in 5 3", "over"])
  }

  /// A bare `@DependencyEndpoint`, which the macro applies to every endpoint anyway: the
  /// endpoint and its labelled method keep the endpoint's name.
  @Test func aBareDependencyEndpointKeepsTheEndpointsName() async {
    let result = await Session().run(
      source: """
        @DependencyClient
        struct Shelf {
          @DependencyEndpoint
          var lookUp: @Sendable (_ code: Int) async throws -> String
        }
        let shelf = Shelf(lookUp: { "book \\($0)" })
        print(try await shelf.lookUp(code: 4), try await shelf.lookUp(5))
        """, file: "c.dep")
    #expect(result.output == ["book 4 book 5"], "\(result.status)")
  }

  @Test func anEndpointsMethodWithOtherLabelsIsSwiftcsError() async throws {
    let diagnostic = try await MarkedScript(
      marked: Self.endpointMethod
        + "print(try await ⏵notifier.schedule(\"Stand up\", after: 60))"
    ).expectError(
      "incorrect argument labels in call (have '_:after:', expected 'title:after:')",
      malformed: false)
    #expect(diagnostic.notes.contains { $0.contains("schedule(title: …, after: …)") })
  }

  /// Two endpoints may name one method: overloads told apart by their labels, as the macro's
  /// methods are (docs sample `EndpointMethodOverloads`).
  static let overloads = """
    @DependencyClient
    struct Lookup {
      @DependencyEndpoint(method: "find")
      var findByID: @Sendable (_ id: Int) async throws -> String
      @DependencyEndpoint(method: "find")
      var findByCode: @Sendable (_ code: String) async throws -> String
    }
    let lookup = Lookup(findByID: { "id \\($0)" }, findByCode: { "code \\($0)" })

    """

  @Test func endpointsNamingOneMethodAreOverloadsByLabel() async {
    let result = await Session().run(
      source: Self.overloads + """
        print(try await lookup.find(code: "x7"), try await lookup.find(id: 3))
        """, file: "c.dep")
    #expect(result.output == ["code x7 id 3"])
  }

  @Test func anOverloadedMethodWithOtherLabelsIsSwiftcsError() async throws {
    let diagnostic = try await MarkedScript(
      marked: Self.overloads + "print(try await ⏵lookup.find(name: \"x\"))"
    ).expectError("no exact matches in call to instance method 'find'", malformed: false)
    #expect(diagnostic.notes == ["candidate: find(id: …)", "candidate: find(code: …)"])
  }

  @Test func aThrowNothingCatchesStopsTheScriptAtTheThrow() async {
    let (_, succeeded) = await Self.run(Self.client + "throw SomeError()\nprint(\"after\")")
    #expect(!succeeded)
  }

  @Test func anOverrideWhoseBodyAwaitsIsAnAsyncClosureRunOnTheCallersTask() async {
    let (output, succeeded) = await Self.run(
      Self.client + """
        let clock = TestClock()
        withDependencies {
          $0.apiClient.fetchUser = { id in
            try await clock.sleep(for: .seconds(1))
            return "Blob \\(id)"
          }
        } operation: {
          Task { print(try await apiClient.fetchUser(3)) }
        }
        print("asleep")
        await clock.advance(by: .seconds(1))
        let load = { try await clock.sleep(for: .seconds(1)) }
        load()
        """)
    #expect(!succeeded)
    #expect(output == "asleep\n[Task 1] Blob 3\n")
  }

  @Test func onlyAValueOfAnErrorTypeCanBeThrown() async {
    let result = await Session().run(source: "throw 5\n", file: "t.dep")
    let errors = result.events.compactMap { event -> String? in
      if case .error(let diagnostic, _) = event { diagnostic.message } else { nil }
    }
    #expect(errors == ["thrown expression type 'Int' does not conform to 'Error'"])
  }

  @Test func anEndpointIsReplacedOnlyByAClosure() async {
    let result = await Session().run(
      source: Self.client + "withDependencies { $0.apiClient.fetchUser = 5 } operation: { }\n",
      file: "t.dep")
    let errors = result.events.compactMap { event -> String? in
      if case .error(let diagnostic, _) = event { diagnostic.message } else { nil }
    }
    #expect(errors == ["cannot replace an endpoint with an Int"])
  }

  @Test func X2_aTestSchedulerMovesOnlyWhenAdvanced() async {
    let (output, succeeded) = await Self.run(
      """
      context test
      let scheduler = DispatchQueue.test
      withDependencies { $0.mainQueue = scheduler.eraseToAnyScheduler() } operation: {
        Task {
          try await mainQueue.sleep(for: .seconds(1))
          print("woke")
        }
      }
      await scheduler.advance(by: .milliseconds(999))
      print("not yet")
      await scheduler.advance(by: .milliseconds(1))
      print(scheduler.now)
      """)
    #expect(succeeded)
    #expect(output == "not yet\n[Task 1] woke\n1.0 seconds\n")
  }

  @Test func X2_theTestContextsMainQueueIsUnimplemented() async {
    let (output, succeeded) = await Self.run(
      "context test\ntry await mainQueue.sleep(for: .seconds(1))\nexpect(issues: 1)")
    #expect(succeeded)
    #expect(
      output
        == "issue(custom): Unimplemented: @Dependency(\\.mainQueue) was asked to sleep for 1.0 seconds in a test.\n"
    )
  }

  @Test func dependencySelfReadsEachKeyFromTheValuesInForceAsARead() async {
    let source = """
      dependency number { live: 1, test: 2 }
      @Dependency(\\.self) var dependencies
      withDependencies { $0.number = 5 } operation: { print(dependencies.number) }
      print(dependencies.number)
      """
    let result = await Session().run(source: source, file: "self.dep")
    let reads = result.events.compactMap { event -> String? in
      if case .valueResolved(let key, let value, _, _, _) = event { "\(key)=\(value)" } else { nil }
    }
    #expect(reads == ["number=5", "number=1"])
  }

  @Test func ifLetShorthandUnwrapsTheOptionalDependencyOfTheSameName() async {
    let (output, succeeded) = await Self.run(
      """
      dependency analytics { live: "live analytics", test: nil }
      context test
      if let analytics { print("tracking with", analytics) } else { print("no analytics") }
      withDependencies { $0.context = .live } operation: {
        if let analytics { print("tracking with", analytics) } else { print("no analytics") }
      }
      """)
    #expect(succeeded)
    #expect(output == "no analytics\ntracking with live analytics\n")
  }
}
