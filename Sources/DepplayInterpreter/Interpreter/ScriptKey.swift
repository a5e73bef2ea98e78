import DependencyRuntime

/// A key a script declared: the runtime key, a value showing its type, and its defaults as
/// written (for `why`).
///
/// A class: every read of the key takes it from the session's table, and a reference is
/// copied with one retain where the three fields took a value witness each.
package final class ScriptKey: Sendable {
  /// The runtime key every read and override goes through.
  package let key: DynamicDependencyKey<ScriptValue>
  /// A value of the key's type (`.none` when the defaults are computed on first read).
  package let sample: ScriptValue
  /// Its defaults, as written.
  package let defaults: KeyDefaults
  /// The type of its `DependencyValues` property, as a Swift script writes it (`Storage`);
  /// `nil` for depplay's `dependency` shorthand.
  package let valueType: String?

  package init(
    key: DynamicDependencyKey<ScriptValue>, sample: ScriptValue, defaults: KeyDefaults,
    valueType: String? = nil
  ) {
    self.key = key
    self.sample = sample
    self.defaults = defaults
    self.valueType = valueType
  }
}

/// A key's defaults as the script wrote them: what `why` says a read would compute.
package struct KeyDefaults: Sendable {
  /// What a `test:` entry says.
  package enum Test: Sendable {
    case value(String)
    case unimplemented
  }

  package var live: String?
  package var preview: String?
  package var test: Test?

  /// What a read that computes `context`'s default gives, in words.
  package func computed(in context: DependencyContext, build: BuildConfiguration) -> String {
    let checked = build == .debug
    switch context {
    case .live:
      if let live { return "its live value, \(live)" }
      return
        (checked
        ? "no live value: an issue (noLiveImplementation) on every read, then "
        : "no live value: silently (release build) ")
        + testValue
    case .preview:
      if let preview { return "its preview value, \(preview)" }
      if let live { return "no preview value: its live value, \(live)" }
      return "no preview value: " + testValue
    case .test:
      if test != nil { return testValue }
      let fallback =
        preview.map { "its preview value, \($0)" } ?? "its live value, \(live ?? "nil")"
      return
        (checked
        ? "no test value: an issue (noTestImplementation), then "
        : "no test value: silently (release build) ")
        + fallback
    }
  }

  private var testValue: String {
    switch test {
    case .value(let text)?: "its test value, \(text)"
    case .unimplemented?:
      "its test value, unimplemented: an issue (unimplemented), then a placeholder"
    case nil: "nil"
    }
  }
}
