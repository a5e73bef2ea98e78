import Dependencies
import Foundation

enum PreferencesStoreKey: DependencyKey {
  static let liveValue = UserDefaults.standard
}

final class ReadingListModel {
  @Dependency(PreferencesStoreKey.self) var preferences

  var fontSize: Int {
    let stored = preferences.integer(forKey: "fontSize")
    return stored == 0 ? 14 : stored
  }

  func enlarge() {
    preferences.set(fontSize + 2, forKey: "fontSize")
  }
}

let model = withDependencies {
  let scratch = UserDefaults(suiteName: "reading-list-scratch")!
  scratch.removePersistentDomain(forName: "reading-list-scratch")
  $0[PreferencesStoreKey.self] = scratch
} operation: {
  ReadingListModel()
}

print("font size:", model.fontSize)
model.enlarge()
model.enlarge()
print("font size:", model.fontSize)
print("stored:", model.preferences.integer(forKey: "fontSize"))
