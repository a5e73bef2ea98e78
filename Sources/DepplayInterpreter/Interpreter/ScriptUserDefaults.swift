import DepplaySemantics
import Synchronization

/// Foundation's `UserDefaults` as depplay runs it: the defaults of one domain (the app's,
/// `UserDefaults.standard`, or a suite's, `UserDefaults(suiteName: "reading")`), kept in
/// memory by the execution (``UserDefaultsDomains``), so that a script prints the same
/// bytes on every run. A real program keeps them between runs (on Linux in
/// `~/.config/<process>.plist`, on Apple platforms in the app's preferences).
package struct ScriptUserDefaults: Sendable {
  /// Which domain it reads and writes.
  package enum Domain: Sendable, Hashable {
    /// The app's: `UserDefaults.standard`.
    case standard
    /// A suite's: `UserDefaults(suiteName: name)`.
    case suite(String)
  }

  /// Where the execution keeps its domains.
  package let domains: UserDefaultsDomains
  /// The domain this object reads and writes.
  package let domain: Domain

  /// The value stored under `key`, if any.
  package func value(forKey key: String) -> ScriptValue? {
    domains.values.withLock { $0[domain]?[key] }
  }

  /// Stores `value` under `key`, or removes the key's value (`nil`).
  package func set(_ value: ScriptValue?, forKey key: String) {
    domains.values.withLock { $0[domain, default: [:]][key] = value }
  }

  /// Empties the suite domain `name` (`removePersistentDomain(forName:)`).
  package func removeDomain(named name: String) {
    domains.values.withLock { $0[.suite(name)] = nil }
  }
}

/// The `UserDefaults` domains of one execution: empty when it starts, in memory.
package final class UserDefaultsDomains: Sendable {
  /// Each domain's keys and values.
  fileprivate let values = Mutex<[ScriptUserDefaults.Domain: [String: ScriptValue]]>([:])

  package init() {}

  /// `UserDefaults.standard`, or `UserDefaults(suiteName: name)` for a `name`.
  package func defaults(_ domain: ScriptUserDefaults.Domain) -> ScriptUserDefaults {
    ScriptUserDefaults(domains: self, domain: domain)
  }
}
