import DepplaySyntax

/// `.random(in: 1...6, using: &generator)` and `.random(using: &generator)` where Swift takes
/// the type from the context, and the checker knows it: a local's written type (`let roll:
/// Int = .random(…)`), a property's type, written or given by a literal initial value (`var
/// dice = (1, 1)` assigned `(.random(…), .random(…))`), a top-level function's parameter's
/// written type; through a tuple's elements and the result of a `withRandomNumberGenerator {
/// … }` closure. The checker records `Int.random` or `Bool.random` there
/// (``Callee/random(_:)``); elsewhere `.random(in:)` is refused by name.
extension Checker {
  /// Notes the implied `.random(…)` members of `value` whose type `type` (as written) gives.
  package mutating func noteImpliedRandoms(in value: Expression, ofType type: String?) {
    guard let type = impliedMemberType(type) else { return }
    switch value {
    case .implicitMember("random", let arguments, let range):
      let labels = (arguments ?? []).map(\.label)
      if type == "Int", labels.first == "in" {
        impliedRandoms[range.start.offset] = .int
      } else if type == "Bool", labels == [] || labels == ["using"] {
        impliedRandoms[range.start.offset] = .bool
      }
    case .tuple(let elements, _):
      let types = Self.tupleElementTypes(type)
      guard types.count == elements.count else { return }
      for (element, type) in zip(elements, types) {
        noteImpliedRandoms(in: element.value, ofType: type)
      }
    case .call(.name("withRandomNumberGenerator", _), let arguments, let trailing?, _)
    where arguments.isEmpty:
      // Its result is the closure's.
      for result in results(of: trailing.body) { noteImpliedRandoms(in: result, ofType: type) }
    default:
      break
    }
  }

  /// Notes the implied `.random(…)` arguments of a call of a top-level function (one
  /// overload) whose parameters' types are written.
  package mutating func noteImpliedRandoms(passedTo callee: Expression, _ arguments: [Argument]) {
    guard case .name(let name, _) = callee, let functions = names.functions[name],
      functions.count == 1, functions[0].parameters.count == arguments.count
    else { return }
    for (parameter, argument) in zip(functions[0].parameters, arguments) {
      noteImpliedRandoms(in: argument.value, ofType: parameter.type)
    }
  }

  /// The type of the property `place` assigns: written where every declaration of its name
  /// writes the same one, or, in a class's code, its own stored property's
  /// (``NameTable/ModelShape/types``).
  func assignedPropertyType(_ place: Expression) -> String? {
    if let written = writtenPropertyType(of: place) { return written }
    guard let model else { return nil }
    switch place {
    case .name(let name, _) where resolution(of: name) == .modelMember: return model.types[name]
    case .member(.name("self", _), let name, _): return model.types[name]
    default: return nil
    }
  }

  /// The type a literal gives a property declared without one: `Int`, `Double`, `Bool`,
  /// `String`, or a tuple of those (`(Int, Int)`); `nil` for any other value.
  static func literalType(_ value: Expression) -> String? {
    switch value {
    case .integer, .unary(.negate, .integer, _): return "Int"
    case .floatingPoint, .unary(.negate, .floatingPoint, _): return "Double"
    case .boolean: return "Bool"
    case .string: return "String"
    case .tuple(let elements, _) where elements.allSatisfy({ $0.label == nil }):
      let types = elements.compactMap { literalType($0.value) }
      guard types.count == elements.count else { return nil }
      return "(" + types.joined(separator: ", ") + ")"
    default: return nil
    }
  }

  /// The element types of the tuple type `type` (`(Int, Bool)`), labels taken out; empty for
  /// a type that is not a tuple's.
  static func tupleElementTypes(_ type: String) -> [String] {
    guard type.hasPrefix("("), type.hasSuffix(")") else { return [] }
    var types: [String] = []
    var depth = 0
    var current = ""
    for character in type.dropFirst().dropLast() {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      case "," where depth == 0:
        types.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    types.append(current)
    return types.map { element in
      let trimmed = element.trimmingCharacters(in: .whitespaces)
      guard let colon = trimmed.firstIndex(of: ":") else { return trimmed }
      return trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
  }
}
