import DepplaySyntax

/// A class's `init`s written out (`init(name: String, start: Int = 0) { self.name = name … }`)
/// and the calls that make an instance.
extension Checker {
  /// Each `init`'s body, checked as a method's of the class (its parameters and `self` in
  /// reach, its stored properties assigned), where it may also give a stored `let` without an
  /// initial value its value.
  package mutating func checkInitializers(of declaration: ModelDeclaration) throws(CheckError) {
    let saved = inClassInitializer
    inClassInitializer = true
    defer { inClassInitializer = saved }
    for initializer in declaration.initializers {
      try withIsolation(nonisolated: !declaration.isMainActor) {
        (checker: inout Checker) throws(CheckError) in
        try checker.check(
          initializer.body, parameters: initializer.parameters.map(\.name) + ["self"],
          async: false)
      }
    }
  }

  /// `Counter(name: "taps")` where `Counter` is a declared class: the labels fit one of its
  /// `init`s, or, where it has none, Swift's `init()`, which takes no arguments.
  package func checkClassConstruction(
    _ callee: Expression, arguments: [Argument], range: SourceRange
  ) throws(CheckError) {
    guard case .name(let name, _) = callee, let shape = names.models[name],
      callResolution(of: name, hasLabels: !arguments.isEmpty) == .model
    else { return }
    guard !shape.initializers.isEmpty else {
      guard arguments.isEmpty else {
        throw CheckError(
          "argument passed to call that takes no arguments", at: arguments[0].range,
          notes: ["'\(name)' has no 'init' written out: Swift gives it \(name)()"])
      }
      return
    }
    if case .failure(let mismatch) = shape.initializers.initializer(labels: arguments.map(\.label))
    {
      throw CheckError(
        mismatch.message, at: range,
        notes: shape.initializers.map { "\(name).init(\($0.parameters.signature))" })
    }
  }
}
