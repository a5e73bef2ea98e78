/// A path to one case of an enum: embeds a payload in that case, and extracts it back.
///
/// The Composable Architecture names an action's case with a *case key path*, `\.child`,
/// which its `@CasePathable` macro makes possible. Swift without macros has no key paths into
/// enum cases, so depplay spells the same thing as the case's constructor behind a `/`, as
/// TCA did before its macros (`/Action.child`):
///
/// ```swift
/// Scope(state: \.counter, action: /Action.counter) { Counter() }
/// ```
///
/// Embedding calls the constructor. Extracting reflects on the value: it takes the payload of
/// the case the value is in, and checks that embedding that payload gives back the same case.
/// This needs a case **with** a payload (`case counter(Counter.Action)`), and tells apart
/// cases by name: two cases overloaded on the same name are not told apart. Where reflection
/// will not do, write the extraction yourself with ``init(embed:extract:)``.
public struct CaseKeyPath<Root, Value>: Sendable {
  let embed: @Sendable (Value) -> Root
  let extractValue: @Sendable (Root) -> Value?

  /// A case path from an explicit embedding and extraction.
  ///
  /// ```swift
  /// CaseKeyPath(embed: Action.child) { action in
  ///   guard case .child(let child) = action else { return nil }
  ///   return child
  /// }
  /// ```
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extractValue = extract
  }

  /// A case path from a case constructor (`Action.child`), extracting by reflection.
  public init(_ embed: @escaping @Sendable (Value) -> Root) {
    self.init(embed: embed) { root in reflectedPayload(of: root, embed: embed) }
  }

  /// The root value for `value` in this case: `Action.child(value)`.
  public func callAsFunction(_ value: Value) -> Root { embed(value) }

  /// The payload if `root` is in this case, else `nil`.
  public func extract(from root: Root) -> Value? { extractValue(root) }
}

/// Forms a case path from a case constructor: `/Action.child`.
prefix operator /

/// A case path from a case constructor: `/Action.child`.
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> CaseKeyPath<Root, Value> {
  CaseKeyPath(embed)
}

/// The payload of the case `root` is in, if that case is the one `embed` builds.
private func reflectedPayload<Root, Value>(
  of root: Root, embed: (Value) -> Root
) -> Value? {
  guard
    let (label, payload) = caseLabelAndPayload(of: root),
    let value = payload as? Value,
    caseLabelAndPayload(of: embed(value))?.label == label
  else { return nil }
  return value
}

/// The name and payload of an enum value's case, or `nil` for a case without payload.
private func caseLabelAndPayload(of value: Any) -> (label: String, payload: Any)? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let child = mirror.children.first,
    let label = child.label
  else { return nil }
  return (label, child.value)
}
