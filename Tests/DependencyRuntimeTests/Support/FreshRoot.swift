import DependencyRuntime

/// Runs `body` as if a process had just started in `context`: a fresh root (its own cache,
/// so tests running in parallel never share defaults) and a fresh issue collector.
func withFreshRoot<R>(
  _ context: DependencyContext = .test,
  build: BuildConfiguration = .debug,
  _ body: (IssueCollector) throws -> R
) rethrows -> R {
  let issues = IssueCollector()
  return try withIssueReporters([issues]) {
    try DependencyValues.$_current.withValue(
      DependencyValues(rootContext: context, build: build)
    ) {
      try body(issues)
    }
  }
}

/// Runs asynchronous `body` with a fresh root in `context` and a fresh issue collector.
func withFreshRoot<R>(
  _ context: DependencyContext = .test,
  build: BuildConfiguration = .debug,
  isolation: isolated (any Actor)? = #isolation,
  _ body: (IssueCollector) async throws -> R
) async rethrows -> R {
  let issues = IssueCollector()
  return try await withIssueReporters([issues]) {
    try await DependencyValues.$_current.withValue(
      DependencyValues(rootContext: context, build: build)
    ) {
      try await body(issues)
    }
  }
}

/// Reads `full` through a `@Dependency` declared where this is called.
func readFull() -> Int {
  @Dependency(\.full) var full
  return full
}
