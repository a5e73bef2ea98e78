import DependencyRuntime
import DepplaySemantics

/// What `why` answers about a key, or a path into its value, as its event carries it: data
/// that views say in words (``description``).
package enum WhyAnswer: Sendable, CustomStringConvertible {
  /// The value at `path` is already determined here (an override, a captured override, a
  /// prepared or cached default), kept as a read's event keeps it, and where it comes from.
  case determined(path: String, value: EventValue, provenance: ReadProvenance)
  /// Nothing is determined here; where a read would look.
  case undetermined(path: String, provenance: ReadProvenance)
  /// The key has not been read in this cache: a read here would compute the default of
  /// `context`, in a `build`, from the key's `defaults` as the script wrote them.
  case uncomputedDefault(
    path: String, context: DependencyContext, defaults: KeyDefaults, build: BuildConfiguration)
  /// `context`, a model's `@Dependency(\.context)` or the key itself: the context in force.
  case context(name: String, DependencyContext)
  /// A built-in dependency with no determined value.
  case builtin(name: String, BuiltinKey)
  /// A model's `@Dependency(\.self)`: the whole `DependencyValues`.
  case wholeValues(name: String)

  /// The key, or the path into its value, that was asked about (`api.baseURL`).
  package var path: String {
    switch self {
    case .determined(let path, _, _), .undetermined(let path, _),
      .uncomputedDefault(let path, _, _, _),
      .context(let path, _), .builtin(let path, _), .wholeValues(let path):
      path
    }
  }

  /// The answer in words, as `why` prints it.
  package var description: String {
    switch self {
    case .determined(let path, let value, let provenance):
      "\(path) = \(value) — \(provenance)"
    case .undetermined(let path, let provenance): "\(path) — \(provenance)"
    case .uncomputedDefault(let path, let context, let defaults, let build):
      "\(path) — not read yet in this cache: a read here would compute the \(context) default: "
        + defaults.computed(in: context, build: build)
    case .context(let name, let context):
      "\(name) = \(context.rawValue) — the context in force here"
    case .builtin(let name, let key):
      "\(name) — the built-in dependency \\.\(key.rawValue): \(key.whyValue)"
    case .wholeValues(let name):
      "\(name) — the whole DependencyValues in force here: ask why about one key"
    }
  }
}
