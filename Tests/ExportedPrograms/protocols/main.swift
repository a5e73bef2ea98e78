// protocols.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("protocols.dep")

enum AnalyticsKey: DependencyKey {
  static let liveValue: any AnalyticsClient = ConsoleAnalytics()
}

extension DependencyValues {
  var analytics: any AnalyticsClient {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}

protocol AnalyticsClient: Sendable {
  var name: String { get }
  func track(_ event: String) -> String
}

struct ConsoleAnalytics: AnalyticsClient {
  let name = "console"

  func track(_ event: String) -> String {
    return "\(name): \(event)"
  }
}

struct CountingAnalytics: AnalyticsClient {
  var count: Int

  var name: String {
    return "counting"
  }

  func track(_ event: String) -> String {
    return "\(event) #\(count + 1)"
  }
}

struct Checkout {
  @Dependency(\.analytics) var analytics

  func buy() -> String {
    analytics.track("buy")
  }
}

func preferred() -> some AnalyticsClient {
  return CountingAnalytics(count: 41)
}

script.run {
  print(Checkout().buy())
  await script.settle()
  withDependencies { $0.analytics = CountingAnalytics(count: 9) } operation: { print(Checkout().buy()) }
  await script.settle()
  withDependencies { $0.context = .test } operation: {
    @Dependency(\.analytics) var analytics
    print(analytics.name)
  }
  let all: [any AnalyticsClient] = [ConsoleAnalytics(), preferred()]
  await script.settle()
  for client in all {
    print(client.name, client.track("open"))
  }
  await script.settle()
}
