import DepplaySyntax

/// The type an Optional given to `XCTUnwrap` wraps, which its failure names (`expected
/// non-nil value of type "Account"`): depplay's values carry no static type, so the checker
/// reads it from the declaration that gives the Optional.
extension Checker {
  /// Records the type `optional` wraps when its declaration says it.
  package mutating func noteUnwrappedType(of optional: Expression) {
    if let type = declaredOptionalType(of: optional) {
      resolutions.recordUnwrappedType(type, at: optional.range)
    }
  }

  /// The type `optional`'s declaration says it wraps: the return type of a top-level function
  /// (`-> Account?`), or of every plain struct's method of that name; `nil` when no
  /// declaration says one.
  func declaredOptionalType(of optional: Expression) -> String? {
    let declared: [String?]
    switch optional {
    case .call(.name(let name, _), let arguments, let trailing, _)
    where resolution(of: name) == .function:
      declared = [function(named: name, arguments: arguments, trailing: trailing)?.returnType]
    case .call(.member(_, let name, _), _, _, _):
      declared = names.structs.values.flatMap(\.methods)
        .filter { $0.name == name && !$0.isStatic }.map(\.returnType)
    default:
      return nil
    }
    let wrapped = Set(
      declared.map { type in type.flatMap { $0.hasSuffix("?") ? String($0.dropLast()) : nil } })
    guard wrapped.count == 1, let type = wrapped.first else { return nil }
    return type
  }
}
