import DepplaySemantics
import DepplaySyntax

extension ProgramWriter {
  /// `@Shared(.inMemory("count")) var count = 0`, as written: the store layer declares
  /// `Shared` (TCA re-exports swift-sharing's).
  mutating func sharedBinding(_ binding: SharedBinding) throws(ExportError) -> String {
    usesComposable = true
    let key = try expression(binding.key, wantsValue: true)
    let initialValue = try expression(binding.initialValue, wantsValue: true)
    scopes[scopes.count - 1].locals.insert(binding.name)
    scopes[scopes.count - 1].locals.insert(binding.projectedName)
    let type = binding.type.map { ": " + $0 } ?? ""
    return "@Shared(.inMemory(\(key))) var \(binding.name)\(type) = \(initialValue)"
  }

  /// `extension SharedKey where Self == InMemoryKey<Value>.Default { … }`, as written: the
  /// `@Shared(.name)` declarations that use it are written with its key and default, as
  /// `@Shared(.inMemory("key")) var name: Value = default`, which swift-sharing runs alike.
  mutating func sharedKeyDeclaration(_ declaration: SharedKeyDeclaration) throws(ExportError)
    -> [String]
  {
    usesComposable = true
    let key = try expression(declaration.key, wantsValue: true)
    let defaultValue = try expression(declaration.defaultValue, wantsValue: true)
    return [
      "extension SharedKey where Self == InMemoryKey<\(declaration.valueType)>.Default {",
      "  static var \(declaration.name): Self {",
      "    Self[.inMemory(\(key)), default: \(defaultValue)]",
      "  }",
      "}",
    ]
  }
}
