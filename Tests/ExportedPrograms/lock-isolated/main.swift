// lock-isolated.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
//
// Stores are @MainActor: `script.store`, `script.onMainActor`, `script.sending` and
// `script.hosted` hand each call to the main actor as depplay does, `script.effect`
// runs an effect's work as a unit (`[Effect.run 1] …`) and `script.send(_:with:)` is
// its `await send(…)`. With The Composable Architecture, call the store directly and
// return the effect itself.
import ComposableRuntime
import DependencyRuntime
import DepplaySupport

let script = Script("lock-isolated.dep")

enum AnalyticsKey: DependencyKey {
  static let liveValue = AnalyticsClient(track: { event in print("sending", event) })
}

extension DependencyValues {
  var analytics: AnalyticsClient {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}

@DependencyClient
struct AnalyticsClient: Sendable {
  var track: @Sendable (String) -> Void
}

struct CheckoutModel {
  @Dependency(\.analytics) var analytics

  func purchase(_ item: String) {
    analytics.track("purchase \(item)")
  }
}

script.run {
  let events = LockIsolated<[String]>([])
  withDependencies {
    $0.analytics.track = { event in events.withValue { $0.append(event) } }
  } operation: {
    CheckoutModel().purchase("Socks")
    CheckoutModel().purchase("Hat")
  }
  print(events.value)
  CheckoutModel().purchase("Scarf")
  let count = LockIsolated(0)
  let same = count
  count.withValue { $0 += 1 }
  same.withValue { total in
    total += 10
  }
  print(count.value, same.value)
  print(count.withValue { $0 * 2 })
  same.setValue(3)
  print(count.value)
  // Task {} copies task-locals: overrides inherited
  let task = Task(executorPreference: script.executor, operation: script.unit(.task) { events.withValue { $0.removeAll() } })
  await task.value
  print(events.value.isEmpty)
}
