extension SwitchStatement {
  /// What a `switch` over a plain enum leaves out: the enum whose cases its patterns name,
  /// and the cases of it that no pattern matching all their values covers (no `where`, every
  /// associated value bound or `_`). `nil` when it has a `default:`, a pattern that is not a
  /// case, or case names that are not those of exactly one plain enum of `enums`, or that
  /// are also cases of a feature's action (`isFeatureCase`).
  package func plainEnumCoverage(
    enums: some Collection<EnumDeclaration>, isFeatureCase: (String) -> Bool
  ) -> (declaration: EnumDeclaration, missing: [EnumDeclaration.Case])? {
    var named: Set<String> = []
    var covered: Set<String> = []
    for clause in clauses {
      guard !clause.patterns.isEmpty else { return nil }  // `default:`
      for pattern in clause.patterns {
        switch pattern {
        case .enumCase(let name, let payload, _):
          named.insert(name)
          if payload.allSatisfy(\.matchesAnything) { covered.insert(name) }
        case .guarded(.enumCase(let name, _, _), _):
          named.insert(name)  // a `where` clause may not hold: it covers nothing
        default:
          return nil
        }
      }
    }
    let candidates = enums.filter { declaration in
      named.allSatisfy { declaration.enumCase(named: $0) != nil }
    }
    guard candidates.count == 1, let declaration = candidates.first,
      !named.contains(where: isFeatureCase)
    else { return nil }
    return (declaration, declaration.cases.filter { !covered.contains($0.name) })
  }
}

extension Pattern {
  /// Whether the pattern matches every value: a binding or `_`.
  package var matchesAnything: Bool {
    switch self {
    case .binding, .wildcard: true
    case .tuple(let elements, _): elements.allSatisfy(\.matchesAnything)
    case .enumCase, .value, .guarded, .optionalSome: false
    }
  }
}
