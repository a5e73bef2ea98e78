extension Callee {
  /// What a `print` call gives after its items, as Swift's `print(_:separator:terminator:)`
  /// takes them: the checker allows each labelled argument once, in this order, after every
  /// item, so the labelled arguments are the call's last ``labelled``.
  package struct Print: Sendable, Hashable {
    /// A labelled parameter of `print`, in the order Swift's declaration has them.
    package enum Parameter: String, Sendable, CaseIterable {
      case separator, terminator
    }

    /// Whether the call gives a `separator:` (else `" "`).
    package var separator = false
    /// Whether the call gives a `terminator:` (else `"\n"`).
    package var terminator = false

    /// A form giving neither.
    package init() {}

    /// How many of the call's arguments are labelled: its last ones.
    package var labelled: Int { (separator ? 1 : 0) + (terminator ? 1 : 0) }

    /// Whether the call gives `parameter`.
    package func gives(_ parameter: Parameter) -> Bool {
      switch parameter {
      case .separator: separator
      case .terminator: terminator
      }
    }

    /// Notes that the call gives `parameter`.
    package mutating func give(_ parameter: Parameter) {
      switch parameter {
      case .separator: separator = true
      case .terminator: terminator = true
      }
    }
  }
}
