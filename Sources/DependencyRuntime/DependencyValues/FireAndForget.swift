extension DependencyValues {
  /// A dependency that starts work nobody waits for: unstructured live, awaited in tests.
  ///
  /// Live, it starts a `Task` (which keeps the current dependencies) and returns at once; an
  /// error the work throws is dropped. The test value runs the work to completion before
  /// returning, so a test can check its effects right after, and reports an error the work
  /// throws (kind ``ReportedIssue/Kind/fireAndForgetError``, key `fireAndForget`).
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
  /// Starts (or, in tests, runs) `operation` at `priority`.
  public let operation:
    @Sendable (TaskPriority?, @escaping @Sendable () async throws -> Void) async -> Void

  /// Creates a value that hands each piece of work to `operation`.
  ///
  /// ```swift
  /// $0.fireAndForget = FireAndForget { _, work in try? await work() }
  /// ```
  public init(
    operation:
      @escaping @Sendable (TaskPriority?, @escaping @Sendable () async throws -> Void)
      async -> Void
  ) {
    self.operation = operation
  }

  /// Fires off `operation`.
  ///
  /// ```swift
  /// await fireAndForget { try await mailer.send(welcomeEmail) }
  /// ```
  public func callAsFunction(
    priority: TaskPriority? = nil,
    @_inheritActorContext _ operation: @escaping @Sendable () async throws -> Void
  ) async {
    await self.operation(priority, operation)
  }
}

private enum FireAndForgetKey: DependencyKey {
  static let liveValue = FireAndForget { priority, operation in
    Task(priority: priority) { try await operation() }
  }
  static let testValue = FireAndForget { _, operation in
    do {
      try await operation()
    } catch {
      report(
        ReportedIssue(
          kind: .fireAndForgetError,
          key: "fireAndForget",
          message: """
            @Dependency(\\.fireAndForget) work threw an error: \(error)
            Live, this error would be dropped silently; handle it inside the work.
            """
        )
      )
    }
  }
}
