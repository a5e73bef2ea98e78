import DependencyRuntime
import DependencyRuntimeTestSupport
import Foundation
import Testing

extension TestSupport {
  /// Rule 30, as Swift Testing runs it: the trait gives each case fresh dependencies.
  @Suite struct DependenciesTraitTests {
    @Test(.dependencies, arguments: 1...3)
    func eachCaseGetsAFreshCache(_ argument: Int) {
      @Dependency(\.counter) var counter
      #expect(counter.next() == 1)
    }

    /// Without a trait the cases share one cache: the stateful test value counts on.
    @Test(.serialized, arguments: 1...3)
    func casesShareACacheWithoutTheTrait(_ argument: Int) {
      @Dependency(\.sharedCounter) var counter
      #expect(counter.next() == argument)
    }

    @Test(.dependencies { $0.greeting = Greeting(text: "closure") })
    func closureFormOverrides() {
      @Dependency(\.greeting) var greeting
      #expect(greeting.text == "closure")
    }

    @Test(.dependency(\.uuid, .incrementing))
    func keyPathFormOverrides() {
      @Dependency(\.uuid) var uuid
      #expect([uuid(), uuid()] == [UUID(0), UUID(1)])
    }

    @Test(.dependency(Greeting(text: "value form")))
    func valueFormOverridesItsOwnKey() {
      @Dependency(Greeting.self) var greeting
      #expect(greeting.text == "value form")
    }

    @Test func overridesArePlainOverridesInProvenance() async throws {
      let trait: DependenciesTrait = .dependency(\.greeting, Greeting(text: "traced"))
      try await scope(trait) {
        let provenance = DependencyValues._current.provenance(of: Greeting.self)
        guard case .override(let origin?) = provenance else {
          Issue.record("expected an override, got \(provenance)")
          return
        }
        #expect(origin.writer == ".dependency trait")
        #expect(origin.file == #fileID)
      }
    }
  }

  /// A suite-level trait applies to every test inside, and the test's own trait nests in it.
  @Suite(.dependencies { $0.greeting = Greeting(text: "suite") })
  struct SuiteLevelDependenciesTraitTests {
    @Test(arguments: 1...3)
    func suiteTraitGivesEachCaseAFreshCache(_ argument: Int) {
      @Dependency(\.counter) var counter
      #expect(counter.next() == 1)
    }

    @Test(.dependency(\.sideEffect, "test"))
    func innerTraitAddsOverridesToTheSuites() {
      @Dependency(\.greeting) var greeting
      @Dependency(\.sideEffect) var sideEffect
      #expect(greeting.text == "suite")
      #expect(sideEffect == "test")
    }

    @Suite struct Nested {
      @Test func recursesIntoNestedSuites() {
        @Dependency(\.greeting) var greeting
        #expect(greeting.text == "suite")
      }
    }
  }
}

/// Runs `body` inside `trait`'s scope for the current test, as Swift Testing would.
func scope(
  _ trait: DependenciesTrait, _ body: @Sendable () async throws -> Void
) async throws {
  let test = try #require(Test.current)
  try await trait.provideScope(for: test, testCase: Test.Case.current, performing: body)
}
