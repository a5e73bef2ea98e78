import ComposableRuntime
import DependencyRuntime
import DepplaySupport
import DepplaySyntax

extension Interpreter {
  /// `await dismiss()`, where `dismiss` is a `@Dependency(\.dismiss)` (a feature's property, a
  /// local holding one, or the key read where the script is); `nil` for another call.
  ///
  /// The library's `DismissEffect` does the work: under a presentation `ifLet` or a stack
  /// `forEach` it sends the presenter the dismissal (reduced from the store's root, shown
  /// under this unit); at the root of a test store it marks the store dismissed; anywhere
  /// else it reports that nothing could be dismissed, naming this line.
  package func dismissCall(
    _ name: String, nameRange: SourceRange, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) async throws -> ScriptValue? {
    guard names(dismissEffect: name, at: nameRange, context) else { return nil }
    let value = try evaluate(.name(name, range: nameRange), &context)
    guard case .composable(.dismissEffect(let effect)) = value else { return nil }
    guard arguments.isEmpty else {
      throw RuntimeError(
        "dismiss() takes no arguments", at: range,
        notes: ["write await dismiss(): it dismisses the feature whose effect calls it"])
    }
    let place = writtenPlace(of: range, context)
    let location = "\(place.file):\(place.line)"
    let caller = context.callingStore(at: range)
    // A hosted call: the presenter reduces the dismissal on the main actor while no script
    // code runs, in a task that keeps this effect's task-locals (which child it is).
    await StoreCaller.$context.withValue(caller) {
      await executor.hosted { effect.requestDismissal(at: location) }
    }
    try storeFailure.rethrow()
    return .void
  }

  /// Whether `name`, read here, is a `dismiss` dependency (decided from what the checker
  /// resolved it to, without reading it, so that another call is not evaluated twice).
  private func names(dismissEffect name: String, at range: SourceRange, _ context: Context)
    -> Bool
  {
    switch context.frame.resolutions[range] {
    case .local?:
      guard case .composable(.dismissEffect)? = context.frame.lookup(name) else { return false }
      return true
    case .modelMember?:
      guard case .builtin(_, .dismiss, let fields)? = context.model?.properties[name] else {
        return false
      }
      return fields.isEmpty
    case .key?:
      guard case .builtin(.dismiss)? = state.withLock({ $0.keys[name] }) else { return false }
      return true
    default:
      return false
    }
  }

  /// `dismiss()` without `await`: Swift refuses it (the call is `async`), so does depplay.
  package func refuseUnawaitedDismiss(_ value: ScriptValue, range: SourceRange) throws {
    guard case .composable(.dismissEffect) = value else { return }
    throw RuntimeError(
      "dismiss() is async: call it with 'await'", at: range,
      notes: ["write return .run { _ in await dismiss() } in the presented feature's reducer"])
  }
}
