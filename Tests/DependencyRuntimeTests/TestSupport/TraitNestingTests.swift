import DependencyRuntime
import DependencyRuntimeTestSupport
import Foundation
import Testing

extension TestSupport {
  /// Drives the trait's scope by hand, so each rule-30 detail is checked deterministically.
  @Suite struct TraitNestingTests {
    @Test func outermostTraitStartsFromFreshValues() async throws {
      try await withDependencies {
        $0 = DependencyValues()
        $0.greeting = Greeting(text: "set before the trait")
      } operation: {
        @Dependency(\.counter) var counter
        #expect(counter.next() == 1)
        try await scope(.dependencies) {
          @Dependency(\.counter) var counter
          @Dependency(\.greeting) var greeting
          #expect(counter.next() == 1)  // a fresh cache…
          #expect(greeting.text == "hello from the test value")  // …and no overrides
        }
      }
    }

    @Test func repeatedScopesEachStartFresh() async throws {
      let reads = LockIsolated<[Int]>([])
      for _ in 1...3 {
        try await scope(.dependencies) {
          @Dependency(\.counter) var counter
          let value = counter.next()
          reads.withValue { $0.append(value) }
        }
      }
      #expect(reads.value == [1, 1, 1])
    }

    @Test func innerTraitOnlyAddsOverrides() async throws {
      try await scope(.dependencies { $0.greeting = Greeting(text: "outer") }) {
        @Dependency(\.counter) var counter
        #expect(counter.next() == 1)
        try await scope(.dependency(\.sideEffect, "inner")) {
          @Dependency(\.counter) var counter
          @Dependency(\.greeting) var greeting
          @Dependency(\.sideEffect) var sideEffect
          #expect(counter.next() == 2)  // same cache as the outer trait's
          #expect(greeting.text == "outer")  // the outer override survives
          #expect(sideEffect == "inner")
        }
      }
    }

    @Test func keyPathFormReadsTheCurrentValueFirst() async throws {
      let computations = LockIsolated(0)
      try await SideEffectKey.$computations.withValue(computations) {
        try await scope(.dependency(\.sideEffect, "override")) {
          @Dependency(\.sideEffect) var sideEffect
          #expect(sideEffect == "override")
        }
      }
      #expect(computations.value == 1)
    }

    @Test func closureAndValueFormsOnlyWrite() async throws {
      let computations = LockIsolated(0)
      try await SideEffectKey.$computations.withValue(computations) {
        try await scope(.dependencies { $0.sideEffect = "override" }) {}
        try await scope(.dependency(Greeting(text: "value"))) {}
      }
      #expect(computations.value == 0)
    }

    /// The key-path form reads `date` first, but while the trait sets values: its default is
    /// computed silently, as the library's test value checks `isSetting`.
    @Test func keyPathFormThroughDateNowComputesTheDefaultSilently() async throws {
      let collector = IssueCollector()
      try await withIssueReporters([collector]) {
        try await scope(.dependency(\.date.now, .distantPast)) {}
        try await scope(.dependencies { $0.date.now = .distantPast }) {}
      }
      #expect(collector.issues.isEmpty)
    }
  }
}
