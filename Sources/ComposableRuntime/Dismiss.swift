import DependencyRuntime

extension DependencyValues {
  /// Dismisses the presented feature that is reducing: `await dismiss()` in its effects.
  ///
  /// ```swift
  /// struct Editor: Reducer {
  ///   @Dependency(\.dismiss) var dismiss
  ///   …
  ///   case .saveButtonTapped:
  ///     return .run { _ in await dismiss() }
  /// }
  /// ```
  ///
  /// It is an ordinary dependency. A presentation `ifLet` overrides it only while it reduces
  /// its child's actions, so the child's effects capture a `dismiss` that sends the parent
  /// the presentation's `.dismiss` action. Anywhere else (the parent's own reducer, a
  /// feature at the root of a `Store`) nothing was installed, and calling it reports that
  /// nothing could be dismissed. A `TestStore` always installs one at its root: calling it
  /// there marks the test store dismissed.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the feature that is reducing is presented: `true` under a presentation
  /// `ifLet` (and at the root of a `TestStore`), where ``dismiss`` can dismiss it.
  public var isPresented: Bool {
    dismiss.dismiss != nil
  }
}

/// What ``DependencyRuntime/DependencyValues/dismiss`` holds: an action that dismisses the presented feature,
/// or nothing.
public struct DismissEffect: Sendable {
  let dismiss: (@MainActor @Sendable () -> Void)?

  /// An effect that dismisses nothing: calling it reports an issue.
  public init() {
    self.dismiss = nil
  }

  /// An effect that calls `dismiss`.
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  /// Dismisses the presented feature, or reports that there is nothing to dismiss here.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    requestDismissal(
      at: "\(fileID):\(line)", fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Dismisses the presented feature, or reports that there is nothing to dismiss here,
  /// naming `location` as where dismissal was requested: what an interpreter calls for a
  /// script's `await dismiss()`, whose place is a line of the script, not of Swift source.
  @MainActor
  package func requestDismissal(
    at location: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard let dismiss else {
      reportIssue(
        """
        A reducer requested dismissal at "\(location)", but nothing could be dismissed. \
        "dismiss" is installed only while a presentation "ifLet" or a stack "forEach" reduces \
        its child's actions (and at the root of a TestStore). A feature that can also run \
        unpresented should check @Dependency(\\.isPresented) before calling \
        @Dependency(\\.dismiss).
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    dismiss()
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}

extension DependencyValues {
  /// Where ``dismiss`` (and so ``isPresented``) in these values comes from: a presenter's
  /// override, a test store's, or the default that dismisses nothing. For an interpreter
  /// that shows where each value it reads came from.
  package var dismissProvenance: DependencyProvenance {
    provenance(of: DismissKey.self)
  }
}
