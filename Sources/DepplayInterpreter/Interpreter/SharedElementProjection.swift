import ComposableRuntime
import DependencyRuntime
import DepplaySyntax

/// `$huddles[id: id]` on a shared identified array (which the script keeps as an array of its
/// elements): a reference to the element with that ID, as swift-sharing derives one. Reading
/// it reads the element now; changing it changes the element in the array, under the array's
/// lock. Once the array holds no such element, it reads the element last seen, and a change
/// is dropped, as the reference `Shared(…)` unwraps does.
struct SharedElementProjection: SharedProjection {
  let base: Shared<ScriptValue>
  let id: ElementIdentity
  let lastSeen: LockIsolated<ScriptValue>

  var value: ScriptValue { withLock { $0 } }

  func withLock<Result>(_ body: (inout ScriptValue) throws -> Result) rethrows -> Result {
    try base.withLock { array in
      guard case .list(var elements) = array,
        let index = elements.firstIndex(where: { FeatureState(value: $0).identity == id })
      else {
        var element = lastSeen.value
        return try body(&element)
      }
      defer {
        let element = elements[index]
        lastSeen.setValue(element)
        array = .list(elements)
      }
      return try body(&elements[index])
    }
  }
}

extension Interpreter {
  /// `state.$huddles[id: id]`: a reference to the element with the ID `id` of the shared
  /// identified array `shared` (``SharedElementProjection``); `nil` when it holds none.
  func sharedElement(of shared: Shared<ScriptValue>, id: ScriptValue, range: SourceRange) throws
    -> ScriptValue?
  {
    guard case .list(let elements) = shared.wrappedValue else {
      throw RuntimeError(
        "only a shared identified array has elements by ID, not a Shared<"
          + shared.wrappedValue.typeName + ">", at: range)
    }
    let identity = ElementIdentity(value: id)
    guard let element = elements.identified[id: identity] else { return nil }
    let projection = SharedElementProjection(
      base: shared, id: identity, lastSeen: LockIsolated(element.value))
    return .builtin(.shared(Shared(projection: projection)))
  }
}
