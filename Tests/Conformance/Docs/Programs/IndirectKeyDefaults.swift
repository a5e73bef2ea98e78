import Dependencies
import Foundation

// Linux's Foundation does not make UserDefaults Sendable, as Apple's does: the key holds it
// in a box that says it is.
struct PreferencesStore: @unchecked Sendable {
  let defaults: UserDefaults
}

enum PreferencesStoreKey: DependencyKey {
  static let liveValue = PreferencesStore(defaults: .standard)
}

final class ReadingListModel {
  @Dependency(PreferencesStoreKey.self) var preferences

  var fontSize: Int {
    let stored = preferences.defaults.integer(forKey: "fontSize")
    return stored == 0 ? 14 : stored
  }

  func enlarge() {
    preferences.defaults.set(fontSize + 2, forKey: "fontSize")
  }
}

let model = withDependencies {
  let scratch = UserDefaults(suiteName: "reading-list-scratch")!
  scratch.removePersistentDomain(forName: "reading-list-scratch")
  $0[PreferencesStoreKey.self] = PreferencesStore(defaults: scratch)
} operation: {
  ReadingListModel()
}

print("font size:", model.fontSize)
model.enlarge()
model.enlarge()
print("font size:", model.fontSize)
print("stored:", model.preferences.defaults.integer(forKey: "fontSize"))
