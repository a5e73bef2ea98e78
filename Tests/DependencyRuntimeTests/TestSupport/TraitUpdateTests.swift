import DependencyRuntime
import DependencyRuntimeTestSupport
import Foundation
import Testing

extension TestSupport {
  /// What a trait's update may do: what any update closure may.
  @Suite struct TraitUpdateTests {
    /// `.dependency(\.date.now, …)` reads `now` through the unimplemented test generator
    /// before replacing it; that read is part of setting, so it reports nothing.
    @Test func keyPathWriteIsSilentWhileSetting() async throws {
      let collector = IssueCollector()
      try await withIssueReporters([collector]) {
        try await scope(.dependency(\.date.now, Date(timeIntervalSince1970: 7))) {
          @Dependency(\.date.now) var now
          #expect(now == Date(timeIntervalSince1970: 7))
        }
      }
      #expect(collector.all.isEmpty)
    }

    @Test(
      .dependencies { values in
        await Task.yield()
        values.greeting = try Greeting.loaded("awaited")
      })
    func updateMayAwaitAndThrow() {
      @Dependency(\.greeting) var greeting
      #expect(greeting.text == "awaited")
    }

    @Test func anErrorThrownByTheUpdateFailsTheTest() async {
      struct Offline: Error {}
      let ran = LockIsolated(false)
      await #expect(throws: Offline.self) {
        try await scope(.dependencies { _ in throw Offline() }) { ran.setValue(true) }
      }
      #expect(!ran.value)
    }

    @Test(.dependency(try Greeting.loaded("thrown value form")))
    func valueFormMayThrow() {
      @Dependency(Greeting.self) var greeting
      #expect(greeting.text == "thrown value form")
    }
  }
}

extension Greeting {
  /// A greeting made by code that can fail, as a trait's value may be.
  static func loaded(_ text: String) throws -> Greeting { Greeting(text: text) }
}
