/// A generic parameter of a plain struct, a method or a top-level function: `Value` in
/// `struct Box<Value>`, `T: Equatable` in `func firstMatch<T: Equatable>(…)`. Inside the
/// declaration it is an opaque type; each use stands for the type its arguments give it.
package struct GenericParameter: Sendable {
  /// A protocol a generic parameter may be constrained to.
  package enum Constraint: Sendable, Hashable {
    /// `==` and `!=` compare its values.
    case equatable
    /// Its values may be hashed (it is `Equatable` too).
    case hashable
    /// `<`, `<=`, `>` and `>=` order its values (it is `Equatable` too).
    case comparable
    /// Its values have a `description`, which `print` and interpolations show.
    case customStringConvertible
    /// A protocol of the script (`<G: Greeter>`), which the checker looks up: its values
    /// have the protocol's requirements.
    case declared(String)

    /// The note of a refusal of another constraint.
    package static let supportedNote =
      "a generic parameter may be constrained to Equatable, Hashable, Comparable,"
      + " CustomStringConvertible or a protocol of the script"

    /// The protocols of Swift's a parameter may be constrained to.
    package static let standard: [Constraint] = [
      .equatable, .hashable, .comparable, .customStringConvertible,
    ]

    /// The protocol Swift's name `name` names, if it is one of ``standard``; else the
    /// script's protocol of that name.
    package init(named name: String) {
      self = Self.standard.first { $0.name == name } ?? .declared(name)
    }

    /// The protocol's name, as written.
    package var name: String {
      switch self {
      case .equatable: "Equatable"
      case .hashable: "Hashable"
      case .comparable: "Comparable"
      case .customStringConvertible: "CustomStringConvertible"
      case .declared(let name): name
      }
    }

    /// Whether it makes the values comparable with `==` (`Hashable` and `Comparable` refine
    /// `Equatable`).
    package var givesEquality: Bool {
      self == .equatable || self == .hashable || self == .comparable
    }
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
        : "\(parameter.name): \(parameter.constraints.map(\.name).joined(separator: " & "))"
    }
    return "<\(written.joined(separator: ", "))>"
  }
}
