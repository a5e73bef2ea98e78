/// One case of an enum as a value: embeds a payload in that case, and extracts it back.
///
/// A feature names its child's case with a case key path, `\.child` (``CaseKeyPath``); the
/// reducers resolve it to this, through the enum's ``CasePathable`` case paths, which the
/// ``CasePathable()`` macro writes with one `AnyCasePath` a case. Write one yourself, as
/// The Composable Architecture allows, for a case no macro covers:
///
/// ```swift
/// AnyCasePath(embed: Action.child) { action in
///   guard case .child(let child) = action else { return nil }
///   return child
/// }
/// ```
public struct AnyCasePath<Root, Value>: Sendable {
  let embed: @Sendable (Value) -> Root
  let extractValue: @Sendable (Root) -> Value?

  /// A case path from an embedding (the case's constructor) and an extraction.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extractValue = extract
  }

  /// The root value for `value` in this case: `Action.child(value)`.
  public func callAsFunction(_ value: Value) -> Root { embed(value) }

  /// The payload if `root` is in this case, else `nil`.
  public func extract(from root: Root) -> Value? { extractValue(root) }
}
