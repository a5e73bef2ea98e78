import DepplaySemantics
import DepplaySyntax

/// The methods of a Set: membership and Swift's set algebra. A set keeps its elements in the
/// order first given (Swift's order is its hashing's, which differs from run to run, so a
/// script prints a set's `sorted()` to print the same in Swift).
extension Interpreter {
  /// `tags.contains(x)`, `tags.insert(x)`, `tags.remove(x)`, `a.union(b)`,
  /// `a.intersection(b)`, `a.subtracting(b)`, `a.isSubset(of: b)`.
  func setMethod(
    _ method: ValueMethod, of elements: inout [ScriptValue], arguments: [Argument],
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    let argument = try evaluate(arguments[0].value, &context)
    func holds(_ element: ScriptValue, in set: [ScriptValue]) -> Bool {
      set.contains { $0.isEqual(to: element) }
    }
    switch method {
    case .insertMember:
      let member = elements.first { $0.isEqual(to: argument) }
      if member == nil { elements.append(argument) }
      return .tuple([
        (label: "inserted", value: .bool(member == nil)),
        (label: "memberAfterInsert", value: member ?? argument),
      ])
    case .removeMember:
      guard let position = elements.firstIndex(where: { $0.isEqual(to: argument) }) else {
        return .none
      }
      return elements.remove(at: position)
    case .contains:
      return .bool(holds(argument, in: elements))
    default:
      break
    }
    let other = try setElements(argument, range: arguments[0].range)
    switch method {
    case .union:
      return try bounded(.set(elements + other.filter { !holds($0, in: elements) }), at: range)
    case .intersection:
      return .set(elements.filter { holds($0, in: other) })
    case .subtracting:
      return .set(elements.filter { !holds($0, in: other) })
    default:  // isSubset(of:)
      return .bool(elements.allSatisfy { holds($0, in: other) })
    }
  }

  /// The elements of a set argument (an array literal stands for a Set as Swift's does).
  private func setElements(_ value: ScriptValue, range: SourceRange) throws -> [ScriptValue] {
    switch value {
    case .set(let elements): return elements
    case .list(let elements):
      var distinct: [ScriptValue] = []
      for element in elements where !distinct.contains(where: { $0.isEqual(to: element) }) {
        distinct.append(element)
      }
      return distinct
    default:
      throw RuntimeError(
        "cannot convert value of type '\(value.typeName)' to expected argument type 'Set'",
        at: range)
    }
  }
}
