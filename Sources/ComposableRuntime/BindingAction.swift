/// An action that sets one field of a state: `.set(\.name, "Blob")`, what a form's control
/// sends to its store. A feature's action carries it in its `binding` case
/// (``BindableAction``), and ``BindingReducer`` writes the value into the state.
///
/// Two binding actions are equal when they set the same field to equal values. A reducer
/// after `BindingReducer` matches the field with a key path pattern:
///
/// ```swift
/// case .binding(\.nickname):
///   state.nickname = state.nickname.lowercased()
///   return .none
/// ```
public struct BindingAction<Root>: Equatable, CasePathable, @unchecked Sendable {
  /// The field the action sets.
  public let keyPath: PartialKeyPath<Root>
  /// The value it sets.
  let value: any Sendable
  let write: @Sendable (inout Root) -> Void
  let valueEquals: @Sendable (any Sendable) -> Bool

  /// The action that sets the field at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath, value: value, write: { $0[keyPath: keyPath] = value },
      valueEquals: { ($0 as? Value) == value })
  }

  /// Sets the field in `root` (TCA's is internal too: `BindingReducer` calls it).
  package func set(_ root: inout Root) { write(&root) }

  /// Whether the action sets the field at `keyPath`: the pattern of `case .binding(\.name):`.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    action.keyPath == keyPath
  }

  /// Whether two actions set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueEquals(rhs.value)
  }

  /// A case path for each field, so that a case key path names the action that sets it:
  /// `\.binding.name` embeds `"Blob"` as `.binding(.set(\.name, "Blob"))`.
  @dynamicMemberLookup
  public struct CasePaths: Sendable {
    /// The binding actions that set the field at `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value> & Sendable
    ) -> AnyCasePath<BindingAction, Value> {
      AnyCasePath(
        embed: { .set(keyPath, $0) },
        extract: { $0.keyPath == keyPath ? $0.value as? Value : nil })
    }
  }

  /// The case paths of the fields.
  public static var casePaths: CasePaths { CasePaths() }
}

extension BindingAction: CustomStringConvertible {
  /// `.set(\State.name, "Blob")`: the field's key path and the value.
  public var description: String {
    ".set(\(keyPath), \(String(reflecting: value)))"
  }
}
