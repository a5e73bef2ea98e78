import SwiftSyntax

extension Lowering {
  /// `[count, name = state.name]`: each item a ``Capture``. `weak` and `unowned` captures,
  /// which only references have, are refused by name.
  package mutating func captures(_ clause: ClosureCaptureClauseSyntax) throws(ParseError)
    -> [Capture]
  {
    var captures: [Capture] = []
    for item in clause.items {
      if let specifier = item.specifier {
        throw notSupported(
          "a '\(specifier.trimmedDescription)' capture", at: specifier,
          notes: ["depplay's captured values are values: write [\(item.name.text)]"])
      }
      let name = item.name.text
      let value: Expression
      if let initializer = item.initializer {
        value = try expression(initializer.value)
      } else {
        value = .name(name, range: range(item.name))
      }
      if captures.contains(where: { $0.name == name }) {
        throw ParseError("invalid redeclaration of '\(name)'", at: range(item.name))
      }
      captures.append(
        Capture(
          name: name, value: value, isRenamed: item.initializer != nil, range: range(item)))
    }
    return captures
  }
}
