import DepplayLanguage
import Testing

/// TCA's `uncheckedUseMainSerialExecutor = true` (ConcurrencyExtras' switch, which sends every
/// task's jobs to the main actor, one at a time), as SyncUps' tests set it in a suite's
/// `init`: refused by name, with why the line can go, where it was Swift's "cannot find …
/// in scope".
@Suite struct MainSerialExecutorRefusalTests {
  @Test func isRefusedByNameInASuitesInit() async throws {
    let diagnostic = try await MarkedScript(
      marked: """
        import ComposableArchitecture
        import Testing

        @MainActor
        struct FormTests {
          init() { ⏵uncheckedUseMainSerialExecutor = true }

          @Test func opens() async {
            #expect(true)
          }
        }
        """
    ).expectError("'uncheckedUseMainSerialExecutor' is not supported yet", malformed: true)
    #expect(
      diagnostic.notes.contains { $0.hasPrefix("leave it out: depplay already runs") },
      "\(diagnostic.notes)")
  }
}
