extension Parser {
  /// `@Presents var destination: Child.State?` in `struct State`, after the `@`: presentation
  /// state, `nil` (nothing presented) unless an initial value is given. TCA's `@Presents` is a
  /// macro; depplay reads it (and `@PresentationState`, the property wrapper TCA had before
  /// the macro) as marking the field a presentation `ifLet` can run a child feature on.
  mutating func presentationField(start: SourceLocation) throws(ParseError)
    -> FeatureDeclaration.StateField
  {
    guard checkIdentifier("Presents") || checkIdentifier("PresentationState") else {
      throw unexpected(
        "expected '@Presents' in 'struct State'",
        notes: ["presentation state is written @Presents var destination: Child.State?"])
    }
    advance()
    guard checkIdentifier("var") else {
      throw unexpected(
        "expected 'var' after '@Presents'",
        notes: ["write @Presents var destination: Child.State?"])
    }
    advance()
    let name = try expectIdentifier("a field name").identifier ?? ""
    _ = try expect(":", "after '\(name)' (write @Presents var \(name): Child.State?)")
    let typeStart = position
    let type = try writtenType()
    guard tokens[position - 1].isSymbol("?") else {
      throw ParseError(
        "presentation state is optional",
        at: tokens[typeStart].range.to(tokens[position - 1].range),
        notes: ["write @Presents var \(name): Child.State? (nil while nothing is presented)"])
    }
    let initialValue = accept("=") ? try expression() : .nilLiteral(range: range(from: start))
    return .init(
      name: name, initialValue: initialValue, range: range(from: start), type: type,
      isPresentation: true)
  }
}
