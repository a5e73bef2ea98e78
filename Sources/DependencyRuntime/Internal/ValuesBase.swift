/// What a ``DependencyValues`` rests on besides its overrides: the cache of defaults, the
/// overrides captured beneath them (a `@Dependency`'s read view), and who reads.
///
/// Shared by every copy and every scope over them: a scope replaces only the head of the
/// override chain, so the values bound per task are two references. A `@Dependency` builds
/// its own once, when it is created, so a read allocates nothing.
@usableFromInline
final class ValuesBase: Sendable {
  @usableFromInline let cache: DefaultCache
  @usableFromInline let captured: StoredValue
  @usableFromInline let reader: DependencyAccess?

  @usableFromInline
  init(cache: DefaultCache, captured: StoredValue, reader: DependencyAccess?) {
    self.cache = cache
    self.captured = captured
    self.reader = reader
  }
}
