extension DependencyValues {
  /// A dependency that starts work nobody waits for: unstructured live, awaited in tests.
  ///
  /// Live, it starts a `Task` (which keeps the current dependencies) and returns at once; an
  /// error the work throws is dropped. The test value starts the work in a `Task` of its own
  /// too, but awaits it before returning, so a test can check its effects right after;
  /// cancelling the caller does not cancel the work. It reports an error the work throws
  /// as the library's test value does (kind ``ReportedIssue/Kind/caughtError``, "Caught
  /// error: …").
  ///
  /// ```swift
  /// func updateEmail(_ email: String) async throws {
  ///   try await database.updateEmail(email)
  ///   await fireAndForget {
  ///     try await mailer.send(to: email, subject: "Your email was changed")
  ///   }
  /// }
  /// ```
  public var fireAndForget: FireAndForget {
    get { self[FireAndForgetKey.self] }
    set { self[FireAndForgetKey.self] = newValue }
  }
}

/// Runs work off into the void: the type of the `fireAndForget` dependency.
///
/// ```swift
/// @Dependency(\.fireAndForget) var fireAndForget
/// await fireAndForget(priority: .background) { await analytics.flush() }
/// ```
public struct FireAndForget: Sendable {
  /// Starts `operation` in a task with the given name and priority (and, in tests, awaits it).
  public let operation:
    @Sendable (String?, TaskPriority?, @escaping @Sendable () async throws -> Void) async -> Void

  /// Creates a value that hands each piece of work, with its task name and priority, to
  /// `operation`.
  ///
  /// ```swift
  /// $0.fireAndForget = FireAndForget { _, _, work in try? await work() }
  /// ```
  public init(
    operation:
      @escaping @Sendable (String?, TaskPriority?, @escaping @Sendable () async throws -> Void)
      async -> Void
  ) {
    self.operation = operation
  }

  /// Fires off `operation`, in a task named `name` (for debuggers and traces).
  ///
  /// ```swift
  /// await fireAndForget(name: "welcome email") { try await mailer.send(welcomeEmail) }
  /// ```
  public func callAsFunction(
    name: String? = nil,
    priority: TaskPriority? = nil,
    @_inheritActorContext _ operation: @escaping @Sendable () async throws -> Void
  ) async {
    await self.operation(name, priority, operation)
  }
}

extension FireAndForget {
  /// The task executor the work's task prefers; `nil` (the default) for none, as in
  /// swift-dependencies, where the work's task runs on the global concurrent executor.
  ///
  /// An interpreter that runs a program's tasks on an executor of its own binds it around the
  /// call, so that the work's task starts there, behind the code that called: the caller goes
  /// on first, and the work starts once it suspends, the same way in every run.
  @TaskLocal package static var preferredExecutor: (any TaskExecutor)?
}

private enum FireAndForgetKey: DependencyKey {
  static let liveValue = FireAndForget { name, priority, operation in
    Task(name: name, executorPreference: FireAndForget.preferredExecutor, priority: priority) {
      try await operation()
    }
  }
  static let testValue = FireAndForget { name, priority, operation in
    await Task(
      name: name, executorPreference: FireAndForget.preferredExecutor, priority: priority
    ) { await reportingErrors(of: operation) }.value
  }

  /// Runs the work, reporting an error it throws as the library's test value does (it wraps
  /// the work in `withErrorReporting`): "Caught error: …".
  private static func reportingErrors(
    of operation: @Sendable () async throws -> Void
  ) async {
    do {
      try await operation()
    } catch {
      report(ReportedIssue(kind: .caughtError, message: "Caught error: \(error)"))
    }
  }
}
