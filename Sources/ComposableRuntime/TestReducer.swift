import DependencyRuntime
import Foundation

/// The reducer a `TestStore` runs its feature in: it reduces under the test store's mutable
/// dependencies, keeps the state the test has asserted, queues the actions effects send back
/// (with the state each one produced), and tracks which effects are still running.
@MainActor
final class TestReducer<State: Equatable, Action>: @MainActor Reducer {
  typealias TestAction = TestStoreAction<Action>

  /// A running effect and the action whose reduce returned it.
  struct InFlightEffect {
    let action: Action
    let location: SourceLocation
  }

  let base: Reduce<State, Action>
  var dependencies: DependencyValues
  /// The state as the test has asserted it so far.
  var state: State
  var receivedActions: [(action: Action, state: State)] = []
  /// The effects started so far that are still running.
  var inFlightEffects: [Int: InFlightEffect] {
    startedEffects.filter { running.ids.contains($0.key) }
  }
  /// Called when the feature calls the `dismiss` installed at the root.
  var onDismiss: @MainActor () -> Void = {}

  private var startedEffects: [Int: InFlightEffect] = [:]
  private let running = RunningEffects()
  private var nextEffectID = 0
  private var changeWaiters: [UUID: CheckedContinuation<Void, Never>] = [:]

  init(_ base: Reduce<State, Action>, initialState: State, dependencies: DependencyValues) {
    self.base = base
    self.state = initialState
    self.dependencies = dependencies
    running.onChange = { [weak self] in self?.notifyChange() }
  }

  /// The navigation path effects of this test store are registered under, to skip them.
  var rootPath: NavigationIDPath { dependencies.navigationIDPath }

  func reduce(into state: inout State, action: TestAction) -> Effect<TestAction> {
    let dependencies = self.dependencies
    let upstream = dependencies.dismiss.dismiss
    let dismiss = DismissEffect { [weak self] in
      upstream?()
      self?.onDismiss()
    }
    // The root's `dismiss` is written by the test store (its provenance says so).
    let root = DependencyOrigin(writer: DependencyOrigin.testStoreRoot)
    let effect = base._dependencies(origin: root) {
      $0 = dependencies
      $0.dismiss = dismiss
    }.reduce(into: &state, action: action.action)
    switch action.origin {
    case .send:
      self.state = state
    case .receive(let received):
      receivedActions.append((received, state))
      notifyChange()
    }
    return track(effect, startedBy: action)
  }

  /// The effect with its actions coming back as received ones, and each of its operations
  /// tracked while it runs and cancellable as a whole by ``cancelInFlightEffects()``.
  ///
  /// As in TCA, whose test store subscribes to each effect as a publisher: a `send` that
  /// escaped an operation and is called after the operation has returned is dropped, with no
  /// issue (a plain store reports it and delivers the action).
  private func track(_ effect: Effect<Action>, startedBy action: TestAction) -> Effect<TestAction> {
    let location = action.location
    let received = effect.map { TestStoreAction(origin: .receive($0), location: location) }
    var parts: [Effect<TestAction>.Part] = []
    for part in received.parts {
      guard case .run(let operation) = part else {
        parts.append(part)
        continue
      }
      let id = nextEffectID
      nextEffectID += 1
      startedEffects[id] = InFlightEffect(action: action.action, location: location)
      running.ids.insert(id)
      let path = rootPath
      let running = self.running
      parts.append(
        .run(
          Effect<TestAction>.Operation(priority: operation.priority, name: operation.name) {
            send in
            let hasReturned = LockIsolated(false)
            await withTaskCancellation(id: TestStoreSkipID(), path: path, cancelInFlight: false) {
              await operation.body(
                Send { action in
                  guard !hasReturned.value else { return }
                  send.deliver(action)
                })
            }
            hasReturned.setValue(true)
            await running.finished(id)
          }))
    }
    return Effect(parts: parts)
  }

  /// Stops tracking the effects still running, without cancelling them: what they send
  /// later is still received.
  func forgetInFlightEffects() {
    running.ids.removeAll()
    notifyChange()
  }

  /// Cancels every effect still running; they stop being tracked at once.
  func cancelInFlightEffects() {
    cancellations.cancel(id: TestStoreSkipID(), path: rootPath)
    forgetInFlightEffects()
  }

  /// Suspends until an action is received or an effect finishes, or until `deadline`.
  func waitForChange(until deadline: ContinuousClock.Instant) async {
    let id = UUID()
    var timer: Task<Void, Never>?
    await withCheckedContinuation { continuation in
      changeWaiters[id] = continuation
      timer = Task { @MainActor [weak self] in
        try? await Task.sleep(until: deadline, clock: .continuous)
        self?.changeWaiters.removeValue(forKey: id)?.resume()
      }
    }
    timer?.cancel()
  }

  /// Forgets finished effects and wakes whoever waits for a change.
  private func notifyChange() {
    startedEffects = inFlightEffects
    let waiters = changeWaiters
    changeWaiters.removeAll()
    for waiter in waiters.values { waiter.resume() }
  }
}

/// An action sent to a test store's inner store, with where the test sent it (effects report
/// at the `send` that started them).
struct TestStoreAction<Action> {
  enum Origin {
    case send(Action)
    case receive(Action)
  }

  let origin: Origin
  let location: SourceLocation

  var action: Action {
    switch origin {
    case .send(let action), .receive(let action): action
    }
  }
}

/// The ID every effect of a test store is registered under, to skip them all.
private struct TestStoreSkipID: Hashable, Sendable {}

/// The IDs of a test store's effects that are still running.
@MainActor
private final class RunningEffects {
  var ids: Set<Int> = []
  var onChange: @MainActor () -> Void = {}

  func finished(_ id: Int) {
    ids.remove(id)
    onChange()
  }
}

extension DependencyOrigin {
  /// Who writes what a test store's root installs while it reduces (`dismiss`): the test
  /// store itself.
  package static let testStoreRoot = "TestStore"

  /// Whether a test store's root wrote the value (``testStoreRoot``).
  package var isTestStoreRoot: Bool { writer == Self.testStoreRoot }
}
