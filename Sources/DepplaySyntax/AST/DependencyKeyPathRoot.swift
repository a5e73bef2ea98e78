/// What a `@Dependency` key path starts at: the whole dependency values (`\.self`) or one key
/// (`\.uuid`, `\.api.baseURL`).
package enum DependencyKeyPathRoot: Sendable, Equatable {
  /// `\.self`: the values themselves.
  case values
  /// `\.name`: the key so named.
  case key(String)

  /// The root of `path`, a key path's components after `\.` (`["api", "baseURL"]`).
  package init(of path: [String]) {
    self = path[0] == "self" ? .values : .key(path[0])
  }
}
