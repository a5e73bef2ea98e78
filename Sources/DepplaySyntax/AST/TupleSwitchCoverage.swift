extension SwitchStatement {
  /// The most combinations of cases a tuple switch's coverage is worked out for; past it the
  /// switch is left to fail when no case matches.
  private static let maximumTupleCombinations = 1024

  /// What a `switch` over a tuple leaves out, as swiftc's fix-its write it (`(.overseas, _)`):
  /// every combination of the cases of the plain enums its elements name that no tuple
  /// pattern without a `where` covers. `nil` when it has a `default:` or a pattern that is not
  /// a tuple, when an element names cases of no single plain enum of `enums`, or when there
  /// are too many combinations to try; empty when it covers every one.
  package func tupleCoverage(enums: some Collection<EnumDeclaration>) -> [String]? {
    var tuples: [(elements: [Pattern], isGuarded: Bool)] = []
    for clause in clauses {
      guard !clause.patterns.isEmpty else { return nil }  // `default:`
      for pattern in clause.patterns {
        switch pattern {
        case .tuple(let elements, _): tuples.append((elements, false))
        case .guarded(.tuple(let elements, _), _): tuples.append((elements, true))
        default: return nil
        }
      }
    }
    guard let arity = tuples.first?.elements.count,
      tuples.allSatisfy({ $0.elements.count == arity })
    else { return nil }
    // Each element's cases, or `[nil]` where no pattern names a case: only `_` covers it.
    var domains: [[EnumDeclaration.Case?]] = []
    var combinations = 1
    for index in 0..<arity {
      let named = Set(
        tuples.compactMap { tuple -> String? in
          guard case .enumCase(let name, _, _) = tuple.elements[index] else { return nil }
          return name
        })
      guard !named.isEmpty else {
        domains.append([nil])
        continue
      }
      let candidates = enums.filter { declaration in
        named.allSatisfy { declaration.enumCase(named: $0) != nil }
      }
      guard candidates.count == 1, let declaration = candidates.first else { return nil }
      domains.append(declaration.cases)
      combinations *= max(declaration.cases.count, 1)
      guard combinations <= Self.maximumTupleCombinations else { return nil }
    }
    let covering = tuples.filter { !$0.isGuarded }.map(\.elements)
    return Self.combinations(of: domains).compactMap { combination in
      let isCovered = covering.contains { elements in
        zip(elements, combination).allSatisfy { element, enumCase in
          element.covers(enumCase)
        }
      }
      guard !isCovered else { return nil }
      let parts = combination.map { $0.map(EnumDeclaration.missingCasePattern) ?? "_" }
      return "(" + parts.joined(separator: ", ") + ")"
    }
  }

  /// Every way of taking one value from each of `domains`, in order.
  private static func combinations<Element>(of domains: [[Element]]) -> [[Element]] {
    domains.reduce([[]]) { partial, domain in
      partial.flatMap { prefix in domain.map { prefix + [$0] } }
    }
  }
}

extension Pattern {
  /// Whether the pattern matches every value of `enumCase` (every value at all when `nil`).
  fileprivate func covers(_ enumCase: EnumDeclaration.Case?) -> Bool {
    if matchesAnything { return true }
    guard let enumCase, case .enumCase(let name, let payload, _) = self else { return false }
    return name == enumCase.name && payload.allSatisfy(\.matchesAnything)
  }
}
