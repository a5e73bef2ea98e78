import DependencyRuntime
import Foundation

/// The reducer a `TestStore` runs its feature in: it reduces under the test store's mutable
/// dependencies, keeps the state the test has asserted, queues the actions effects send back
/// (with the state each one produced), and tracks which effects are still running.
@MainActor
final class TestReducer<State: Equatable, Action>: @MainActor Reducer {
  /// An action with where the test sent it (effects report at the `send` that started them).
  struct TestAction {
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
  var inFlightEffects: [Int: InFlightEffect] = [:]
  /// Called when the feature calls the `dismiss` installed at the root.
  var onDismiss: @MainActor () -> Void = {}

  private var nextEffectID = 0
  private var changeWaiters: [UUID: CheckedContinuation<Void, Never>] = [:]

  init(_ base: Reduce<State, Action>, initialState: State, dependencies: DependencyValues) {
    self.base = base
    self.state = initialState
    self.dependencies = dependencies
  }

  /// The navigation path effects of this test store are registered under, to skip them.
  var rootPath: NavigationIDPath { dependencies.navigationIDPath }

  func reduce(into state: inout State, action: TestAction) -> Effect<TestAction> {
    var dependencies = self.dependencies
    let upstream = dependencies.dismiss.dismiss
    dependencies.dismiss = DismissEffect { [weak self] in
      upstream?()
      self?.onDismiss()
    }
    let effect = base.dependency(\.self, dependencies).reduce(into: &state, action: action.action)
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
  /// tracked while it runs and cancellable as a whole by ``skipInFlightEffects()``.
  private func track(_ effect: Effect<Action>, startedBy action: TestAction) -> Effect<TestAction> {
    let location = action.location
    let received = effect.map { TestAction(origin: .receive($0), location: location) }
    var parts: [Effect<TestAction>.Part] = []
    for part in received.parts {
      guard case .run(let operation) = part else {
        parts.append(part)
        continue
      }
      let id = nextEffectID
      nextEffectID += 1
      inFlightEffects[id] = InFlightEffect(action: action.action, location: location)
      let path = rootPath
      parts.append(
        .run(
          Effect<TestAction>.Operation(priority: operation.priority) { [weak self] send in
            await withTaskCancellation(id: SkipID(), path: path, cancelInFlight: false) {
              await operation.body(send)
            }
            await self?.effectFinished(id)
          }))
    }
    return Effect(parts: parts)
  }

  private func effectFinished(_ id: Int) {
    inFlightEffects[id] = nil
    notifyChange()
  }

  /// Cancels every effect still running; they stop being tracked at once.
  func skipInFlightEffects() {
    cancellations.cancel(id: SkipID(), path: rootPath)
    inFlightEffects.removeAll()
    notifyChange()
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

  private func notifyChange() {
    let waiters = changeWaiters
    changeWaiters.removeAll()
    for waiter in waiters.values { waiter.resume() }
  }

  /// The ID every effect of a test store is registered under, to skip them all.
  private struct SkipID: Hashable, Sendable {}
}

/// Where a test sent an action or asserted something.
struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// Reports `message` at `location`.
func reportIssue(_ message: String, at location: SourceLocation, severity: IssueSeverity = .error) {
  reportIssue(
    message, severity: severity, fileID: location.fileID, filePath: location.filePath,
    line: location.line, column: location.column)
}
