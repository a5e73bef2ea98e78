/// `protocol AnalyticsClient: Sendable { func track(_ event: String) -> String }`: a protocol
/// the script declares, with method and property requirements only. A plain struct that
/// conforms to it has every requirement; a value of `any AnalyticsClient` is one of those
/// structs, and a call on it runs its type's method.
package struct ProtocolDeclaration: Sendable {
  /// What a conforming type must have.
  package struct Requirement: Sendable {
    /// A method's or a property's.
    package enum Kind: Sendable {
      /// `func track(_ event: String) -> String`: a method of that name with these argument
      /// labels (`nil` for `_`).
      case method(labels: [String?])
      /// `var name: String { get }`: a property, stored or computed.
      case property
    }

    /// The member's name.
    package var name: String
    /// A method's or a property's.
    package var kind: Kind
    /// The requirement as written, one line (what the export writes back).
    package var spelling: String
    /// Where it is written.
    package var range: SourceRange

    /// How swiftc's note names it: `function 'track(_:)'`, `property 'name'`.
    package var described: String {
      switch kind {
      case .method(let labels):
        "function '\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))'"
      case .property: "property '\(name)'"
      }
    }
  }

  /// The protocol's name.
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// The protocols it refines, as written (`Sendable`).
  package var refined: [String]
  /// Its requirements, in order.
  package var requirements: [Requirement]
  /// The whole declaration.
  package var range: SourceRange
}
