import DependencyRuntime
import DepplaySyntax

extension SwitchStatement {
  /// Whether the switch names every `DependencyContext` case (`.live`, `.preview`, `.test`)
  /// with a pattern that matches it whole: Swift sees a switch over a context as exhaustive
  /// then, so its export needs no `default:`.
  var coversEveryContext: Bool {
    var covered: Set<String> = []
    for clause in clauses {
      for case .enumCase(let name, let payload, _) in clause.patterns where payload.isEmpty {
        covered.insert(name)
      }
    }
    return DependencyContext.allCases.allSatisfy { covered.contains($0.rawValue) }
  }
}
