import DependencyRuntime

extension Effect {
  /// The same work, each operation running with `dismissal` bound as the way for the child
  /// at `path` to be dismissed (what its `dismiss` dependency calls).
  func dismissing(
    at path: NavigationIDPath, with dismissal: @escaping @Sendable () -> Action
  ) -> Self {
    mapOperations { operation in
      Operation(priority: operation.priority, name: operation.name) { send in
        let sends = PresentationDismissals.current.merging([path: { send.deliver(dismissal()) }]) {
          $1
        }
        await PresentationDismissals.$current.withValue(sends) {
          await operation.body(send)
        }
      }
    }
  }
}

/// How a presented child's effects reach their presenter: each effect of a presented child
/// runs with the send of its dismissal bound here, by the child's navigation path.
enum PresentationDismissals {
  @TaskLocal static var current: [NavigationIDPath: @MainActor @Sendable () -> Void] = [:]

  /// Sends the dismissal of the child at `path`, if the calling effect belongs to it.
  @MainActor
  static func dismiss(_ path: NavigationIDPath) {
    guard let send = current[path] else {
      reportIssue(
        """
        "dismiss" was called outside the effects of the feature it was installed for, so \
        nothing was dismissed. Call it from an effect the presented feature returned.
        """)
      return
    }
    send()
  }
}
