/// A property of a `Duration` that the language reads, as Swift's: the catalogue a member's
/// name is resolved to once, and then switched over.
package enum DurationProperty: String {
  /// `duration.components`: the tuple `(seconds:attoseconds:)`, whole seconds (rounded down)
  /// and the attoseconds beyond them.
  case components

  /// The property's value for `duration`, as a script's value.
  package func value(of duration: Duration) -> ScriptValue {
    switch self {
    case .components:
      .tuple([
        (label: "seconds", value: .int(Int(duration.components.seconds))),
        (label: "attoseconds", value: .int(Int(duration.components.attoseconds))),
      ])
    }
  }
}
