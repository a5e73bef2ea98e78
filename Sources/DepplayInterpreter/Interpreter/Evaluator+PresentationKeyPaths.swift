import DepplaySyntax

extension Interpreter {
  /// A test store's case key path as TCA reads it through a presentation action:
  /// `\.tip.bump` names `.tip(.presented(.bump))`, since `PresentationAction` looks up its
  /// child's cases; a path that names `presented` or `dismiss` after the case, and any other
  /// argument, stay as written. (A case is found by its name: one that some feature declares
  /// without a presentation is left as written too.)
  func keyPathThroughPresentations(_ argument: Argument) -> Argument {
    guard case .keyPath(let path, let range) = argument.value else { return argument }
    let cases = state.withLock { state in
      state.features.values.flatMap(\.declaration.actionCases)
    }
    let presenting = Set(cases.filter(\.carriesPresentation).map(\.name))
      .subtracting(cases.filter { !$0.carriesPresentation }.map(\.name))
    var expanded: [String] = []
    for (index, name) in path.enumerated() {
      expanded.append(name)
      guard presenting.contains(name), index + 1 < path.count else { continue }
      switch NavigationCase(rawValue: path[index + 1]) {
      case .presented?, .dismiss?: continue
      default: expanded.append(NavigationCase.presented.rawValue)
      }
    }
    var result = argument
    result.value = .keyPath(path: expanded, range: range)
    return result
  }
}
