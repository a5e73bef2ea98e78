import ComposableRuntime
import DependencyRuntime
import DepplaySemantics
import Foundation

/// How the interpreter reads and sets a built-in key: through the runtime's own key
/// (`\.date`, `\.uuid`, …), never a script-level imitation.
extension BuiltinKey {
  /// Creates a `@Dependency(\.key)` wrapper here (capturing the values in force now) and
  /// returns how to read it.
  package func dependency() -> @Sendable () -> ScriptValue {
    switch self {
    case .date: reader(Dependency(\.date)) { .dateGenerator($0) }
    case .uuid: reader(Dependency(\.uuid)) { .uuidGenerator($0) }
    case .calendar: reader(Dependency(\.calendar)) { .calendar($0) }
    case .locale: reader(Dependency(\.locale)) { .locale($0) }
    case .timeZone: reader(Dependency(\.timeZone)) { .timeZone($0) }
    case .preferredLocales:
      { [dependency = Dependency(\.preferredLocales)] in
        Self.localeList(dependency.wrappedValue)
      }
    case .withRandomNumberGenerator:
      reader(Dependency(\.withRandomNumberGenerator)) { .randomNumberGenerator($0) }
    case .continuousClock: reader(Dependency(\.continuousClock)) { .clock(ScriptClock(base: $0)) }
    case .suspendingClock: reader(Dependency(\.suspendingClock)) { .clock(ScriptClock(base: $0)) }
    case .mainQueue: reader(Dependency(\.mainQueue)) { .scheduler($0) }
    case .fireAndForget: reader(Dependency(\.fireAndForget)) { .fireAndForget($0) }
    case .assert: reader(Dependency(\.assert)) { .assertion($0, failsAlways: false) }
    case .precondition: reader(Dependency(\.precondition)) { .assertion($0, failsAlways: false) }
    // The library's `assertionFailure` is `assert`'s value called with a false condition.
    case .assertionFailure: reader(Dependency(\.assert)) { .assertion($0, failsAlways: true) }
    case .dismiss:
      { [dependency = Dependency(\.dismiss)] in
        .composable(.dismissEffect(dependency.wrappedValue))
      }
    case .isPresented:
      { [dependency = Dependency(\.isPresented)] in .bool(dependency.wrappedValue) }
    }
  }

  /// `preferredLocales`' value as a script holds it: an array of locales.
  private static func localeList(_ locales: [Locale]) -> ScriptValue {
    .list(locales.map { .builtin(.locale($0)) })
  }

  /// The locales of an array of them (`[Locale(identifier: "es-ES")]`); `nil` for another
  /// value.
  private static func locales(of value: ScriptValue) -> [Locale]? {
    guard case .list(let elements) = value else { return nil }
    var locales: [Locale] = []
    for element in elements {
      guard case .builtin(.locale(let locale)) = element else { return nil }
      locales.append(locale)
    }
    return locales
  }

  private func reader<Value>(
    _ dependency: Dependency<Value>, _ wrap: @escaping @Sendable (Value) -> BuiltinValue
  ) -> @Sendable () -> ScriptValue {
    { .builtin(wrap(dependency.wrappedValue)) }
  }

  /// Where the value of this key in force here comes from, when depplay can tell: the
  /// presentation dependencies name what installed them (a presenter, a test store's root).
  package func provenance() -> ReadProvenance? {
    guard self == .dismiss || self == .isPresented else { return nil }
    switch DependencyValues._current.dismissProvenance {
    case .override(let origin?) where origin.isTestStoreRoot,
      .captured(let origin?) where origin.isTestStoreRoot:
      return .installedByTestStoreRoot
    case .override(let origin?), .captured(let origin?):
      return .installedWhileReducing(by: origin.writer)
    case let provenance:
      return .runtime(provenance)
    }
  }

  /// `$0.key` read inside an update closure (resolving the default, as the library does).
  package func value(in values: DependencyValues) -> ScriptValue {
    switch self {
    case .date: .builtin(.dateGenerator(values.date))
    case .uuid: .builtin(.uuidGenerator(values.uuid))
    case .calendar: .builtin(.calendar(values.calendar))
    case .locale: .builtin(.locale(values.locale))
    case .timeZone: .builtin(.timeZone(values.timeZone))
    case .preferredLocales: Self.localeList(values.preferredLocales)
    case .withRandomNumberGenerator:
      .builtin(.randomNumberGenerator(values.withRandomNumberGenerator))
    case .continuousClock: .builtin(.clock(ScriptClock(base: values.continuousClock)))
    case .suspendingClock: .builtin(.clock(ScriptClock(base: values.suspendingClock)))
    case .mainQueue: .builtin(.scheduler(values.mainQueue))
    case .fireAndForget: .builtin(.fireAndForget(values.fireAndForget))
    case .assert: .builtin(.assertion(values.assert, failsAlways: false))
    case .precondition: .builtin(.assertion(values.precondition, failsAlways: false))
    case .assertionFailure: .builtin(.assertion(values.assert, failsAlways: true))
    case .dismiss: .composable(.dismissEffect(values.dismiss))
    case .isPresented: .bool(values.isPresented)
    }
  }

  /// `$0.key = value`; `false` when the value has the wrong type (and for the presentation
  /// dependencies, which only a presenting parent installs, and `fireAndForget` and the
  /// assertions, get-only in swift-dependencies).
  package func set(_ value: ScriptValue, in values: inout DependencyValues) -> Bool {
    if self == .preferredLocales {
      guard let locales = Self.locales(of: value) else { return false }
      values.preferredLocales = locales
      return true
    }
    guard case .builtin(let builtin) = value else { return false }
    switch (self, builtin) {
    case (.date, .dateGenerator(let generator)): values.date = generator
    case (.uuid, .uuidGenerator(let generator)): values.uuid = generator
    case (.calendar, .calendar(let calendar)): values.calendar = calendar
    case (.locale, .locale(let locale)): values.locale = locale
    case (.timeZone, .timeZone(let timeZone)): values.timeZone = timeZone
    case (.withRandomNumberGenerator, .randomNumberGenerator(let generator)):
      values.withRandomNumberGenerator = generator
    case (.continuousClock, .clock(let clock)): values.continuousClock = clock.base
    case (.suspendingClock, .clock(let clock)): values.suspendingClock = clock.base
    case (.mainQueue, .scheduler(let scheduler)): values.mainQueue = scheduler
    default: return false
    }
    return true
  }
}
