/// A type-erased value that is both `Hashable` and `Sendable`, where `AnyHashable` is not
/// `Sendable`.
///
/// ```swift
/// let ids: Set<AnyHashableSendable> = [AnyHashableSendable(1), AnyHashableSendable("a")]
/// ```
public struct AnyHashableSendable: Hashable, Sendable {
  /// The value erased.
  public let base: any Hashable & Sendable

  /// Erases `base`. A value that is already erased is not wrapped again.
  public init(_ base: some Hashable & Sendable) {
    if let erased = base as? AnyHashableSendable {
      self = erased
    } else {
      self.base = base
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}

extension AnyHashableSendable: CustomStringConvertible, CustomDebugStringConvertible {
  public var description: String { String(describing: base) }
  public var debugDescription: String { "AnyHashableSendable(\(String(reflecting: base)))" }
}
