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
    return "@Shared(.inMemory(\(key))) var \(binding.name) = \(initialValue)"
  }
}
