import DepplaySyntax

extension Checker {
  /// The `willSet` and `didSet` of a class's stored properties: each body is code of the
  /// class (its members reached without `self.`), with `newValue` or `oldValue` (or the name
  /// written) bound.
  mutating func checkObservers(of declaration: ModelDeclaration) throws(CheckError) {
    for property in declaration.storedProperties {
      for observer in property.observers?.written ?? [] {
        try withIsolation(nonisolated: !declaration.isMainActor) {
          (checker: inout Checker) throws(CheckError) in
          try checker.check(observer.body, parameters: [observer.parameter, "self"], async: false)
        }
      }
    }
  }
}
