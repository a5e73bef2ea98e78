import ComposableRuntime
import DependencyRuntime

/// TE6: cancellation is keyed by the navigation path, and `Scope` adds none: a child scoped
/// this way shares its parent's level, so the child's `.cancel(id:)` stops the parent's effect
/// with that ID as well as its own, and the parent's stops both.
enum ParentCancelReachesChild: ConformanceProgram {
  enum CancelID { case work }

  /// The effects cancelled so far (they end on other threads, in either order).
  static let cancelled = LockIsolated<[String]>([])
  /// How many effects have begun: a cancellable effect's ID is registered once it has.
  static let started = LockIsolated(0)

  static func work(_ name: String) -> Effect<Void> {
    .run { _ in
      started.withValue { $0 += 1 }
      do {
        try await Task.sleep(for: .seconds(30))
      } catch {
        cancelled.withValue { $0.append(name) }
      }
    }
  }

  struct Child: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start, stop }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start: return work("child").map { _ in .stop }.cancellable(id: CancelID.work)
      case .stop: return .cancel(id: CancelID.work)
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable { var child = Child.State() }
    @CasePathable
    enum Action: Equatable { case child(Child.Action), start, stop }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
      Reduce { _, action in
        switch action {
        case .start: return work("parent").map { _ in .stop }.cancellable(id: CancelID.work)
        case .stop: return .cancel(id: CancelID.work)
        case .child: return .none
        }
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let parent = store.send(.start)
    let child = store.send(.child(.start))
    await waitUntilStarted(2)
    store.send(.child(.stop))
    await child.finish()
    // The parent's effect ends on another thread; waiting for it (rather than reading at
    // once) makes the line the same on every run. Had the child's stop missed it, this would
    // wait out its 30 seconds and print without "parent".
    await parent.finish()
    print("after the child's stop:", cancelled.value.sorted())
    let again = store.send(.child(.start))
    await waitUntilStarted(3)
    store.send(.stop)
    await again.finish()
    print("after the parent's stop:", cancelled.value.sorted())
  }

  /// Waits until `count` effects have begun, however long the machine takes to start them
  /// (a fixed wait raced under load).
  @MainActor static func waitUntilStarted(_ count: Int) async {
    while started.value < count {
      try? await Task.sleep(for: .milliseconds(5))
    }
  }
}
