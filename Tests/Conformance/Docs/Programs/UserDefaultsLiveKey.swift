import Dependencies
import Foundation

enum SettingsStoreKey: DependencyKey {
  static let liveValue = UncheckedSendable(UserDefaults.standard)
}

struct LaunchCounter {
  @Dependency(SettingsStoreKey.self) var defaults

  func recordLaunch() -> Int {
    let launches = defaults.value.integer(forKey: "depplayLaunchCounterSample") + 1
    defaults.value.set(launches, forKey: "depplayLaunchCounterSample")
    return launches
  }

  func reset() {
    defaults.value.removeObject(forKey: "depplayLaunchCounterSample")
  }
}

let counter = LaunchCounter()
counter.reset()
print(counter.recordLaunch())
print(counter.recordLaunch())
print(counter.recordLaunch())
counter.reset()
print(counter.defaults.value.integer(forKey: "depplayLaunchCounterSample"))
