/// A generic parameter of a plain struct, a method or a top-level function: `Value` in
/// `struct Box<Value>`, `T: Equatable` in `func firstMatch<T: Equatable>(…)`. Inside the
/// declaration it is an opaque type; each use stands for the type its arguments give it.
package struct GenericParameter: Sendable {
  /// A protocol a generic parameter may be constrained to.
  package enum Constraint: String, Sendable, CaseIterable {
    /// `==` and `!=` compare its values.
    case equatable = "Equatable"
    /// Its values may be hashed (it is `Equatable` too).
    case hashable = "Hashable"
    /// `<`, `<=`, `>` and `>=` order its values (it is `Equatable` too).
    case comparable = "Comparable"
    /// Its values have a `description`, which `print` and interpolations show.
    case customStringConvertible = "CustomStringConvertible"

    /// Whether it makes the values comparable with `==` (`Hashable` and `Comparable` refine
    /// `Equatable`).
    package var givesEquality: Bool { self != .customStringConvertible }
  }

  /// Its name.
  package var name: String
  /// The protocols it is constrained to, in the order written (`T: Hashable & Comparable`).
  package var constraints: [Constraint]
  /// Where it is written.
  package var range: SourceRange

  /// Whether its values can be compared with `==` and `!=`: `Equatable` or a protocol that
  /// refines it is among its constraints.
  package var isEquatable: Bool { constraints.contains(where: \.givesEquality) }

  /// Whether its values can be ordered with `<`, `<=`, `>` and `>=`.
  package var isComparable: Bool { constraints.contains(.comparable) }

  /// `<T: Equatable, U>` as Swift writes it.
  package static func clause(_ parameters: [GenericParameter]) -> String {
    guard !parameters.isEmpty else { return "" }
    let written = parameters.map { parameter in
      parameter.constraints.isEmpty
        ? parameter.name
        : "\(parameter.name): \(parameter.constraints.map(\.rawValue).joined(separator: " & "))"
    }
    return "<\(written.joined(separator: ", "))>"
  }
}
