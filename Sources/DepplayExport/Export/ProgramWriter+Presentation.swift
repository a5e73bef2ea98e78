import DepplaySemantics
import DepplaySyntax

/// Presentation, written as The Composable Architecture's code is: `@Presents`,
/// `.ifLet(\.$child, action: \.child)`, and a feature's `dismiss`.
extension ProgramWriter {
  /// Refuses a read of the store layer's presentation dependencies (`dismiss`,
  /// `isPresented`) outside a feature: the exporter writes them only as a feature's
  /// `@Dependency` properties (where `ComposableRuntime`, which declares them, is imported).
  package func checkNotStoreLayerKey(_ name: String, at range: SourceRange) throws(ExportError) {
    switch Builtin.keys[name] {
    case .builtin(.dismiss)?, .builtin(.isPresented)?:
      throw ExportError(
        "the store layer's dependency '\(name)'",
        because: "the exporter writes it only as a feature's @Dependency property", at: range)
    default:
      return
    }
  }

  /// `await dismiss()` through a feature's `@Dependency(\.dismiss)`:
  /// `script.dismiss(self.dismiss, at: "file.dep:12")`, which names the script's line in the
  /// library's message, as the interpreter does, and runs as a hosted call, as the
  /// interpreter runs it; plainly, `dismiss()`. `nil` for another call.
  package mutating func dismissCall(_ callee: Expression, arguments: [Argument], range: SourceRange)
    throws(ExportError) -> String?
  {
    guard case .name(let name, _) = callee,
      model?.properties.contains(where: { $0.name == name && $0.keyPath == ["dismiss"] }) == true
    else { return nil }
    guard arguments.isEmpty else {
      throw ExportError("this call of '\(name)'", because: "dismiss takes no arguments", at: range)
    }
    let effect = try expression(callee, wantsValue: true)
    if plain { return effect + "()" }
    let place = source.map.written(at: range.start)
    return "script.dismiss(\(effect), at: \(swiftString("\(place.file):\(place.line)")))"
  }

  /// A state field: `@Presents var editor: Editor.State?` for `@Presents`, and
  /// `var editor: Editor.State? = nil` for an optional field whose type is written; `nil` for
  /// another field.
  package mutating func presentationField(_ field: FeatureDeclaration.StateField)
    throws(ExportError)
    -> String?
  {
    let isNil: Bool = if case .nilLiteral = field.initialValue { true } else { false }
    guard let type = field.type, field.isPresentation || isNil else { return nil }
    let initial =
      try field.initialValue.map { (value) throws(ExportError) in
        isNil ? "" : " = " + (try expression(value, wantsValue: true))
      } ?? ""
    if field.isPresentation { return "@Presents var \(field.name): \(type)\(initial)" }
    return "var \(field.name): \(type) = nil"
  }

  /// `.ifLet(\.$child, action: \.child) { Child() }` (presentation) or `.ifLet(\.child, …)`
  /// (optional state), `.ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }` and a
  /// stack's `.forEach(\.path, action: \.path) { Detail() }`.
  package mutating func childModifier(
    _ name: String, on base: Expression, _ arguments: [Argument], child: ClosureLiteral?,
    range: SourceRange
  ) throws(ExportError) -> String {
    let otherShape = ExportError(
      "this \(name)", because: "it is not .\(name)(\\.state, action: \\.case) { Child() }",
      at: range)
    guard let shape = ChildReducerArguments(arguments, trailing: child) else { throw otherShape }
    let written = try reducer(base)
    // After a closure's closing brace the modifier lines up with it, as swift-format wants.
    let indent = written.contains("\n") ? "" : "  "
    let modifier = written + "\n\(indent).\(name)(\\.\(shape.state), action: \\.\(shape.action))"
    // Without a closure: a @Reducer enum's, which the interpreter checked.
    guard let child else { return modifier }
    guard child.body.statements.count == 1, case .expression(let inner) = child.body.statements[0]
    else { throw otherShape }
    return modifier + " { " + (try reducer(inner)) + " }"
  }
}
