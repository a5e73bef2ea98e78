import Dependencies
import Foundation

enum SettingsStoreKey: DependencyKey {
  static let liveValue = UserDefaults.standard
}

struct LaunchCounter {
  @Dependency(SettingsStoreKey.self) var defaults

  func recordLaunch() -> Int {
    let launches = defaults.integer(forKey: "depplayLaunchCounterSample") + 1
    defaults.set(launches, forKey: "depplayLaunchCounterSample")
    return launches
  }

  func reset() {
    defaults.removeObject(forKey: "depplayLaunchCounterSample")
  }
}

let counter = LaunchCounter()
counter.reset()
print(counter.recordLaunch())
print(counter.recordLaunch())
print(counter.recordLaunch())
counter.reset()
print(counter.defaults.integer(forKey: "depplayLaunchCounterSample"))
