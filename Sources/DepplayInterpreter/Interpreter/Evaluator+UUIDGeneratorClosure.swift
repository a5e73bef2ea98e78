import DependencyRuntime
import DepplaySyntax
import Foundation

extension Interpreter {
  /// `UUIDGenerator { fixed }`: the library's generator made from a closure, which runs the
  /// script's closure (in the scope it was written in) for each UUID asked of it, as
  /// swift-dependencies' `UUIDGenerator.init(_:)` does. An error the closure raises, or a value
  /// that is not a UUID, is thrown again where the generator was called.
  func uuidGenerator(calling body: ClosureLiteral, range: SourceRange, _ context: Context) throws
    -> ScriptValue
  {
    guard body.parameters.isEmpty else {
      throw RuntimeError(
        "contextual closure type '() -> UUID' expects 0 arguments, but"
          + " \(body.parameters.count) \(body.parameters.count == 1 ? "was" : "were") used in"
          + " closure body", at: body.range,
        notes: ["write UUIDGenerator { UUID(uuidString: \"…\")! }"])
    }
    var defining = context
    let closure = try evaluate(.closure(body), &defining)
    let defined = defining
    let generator = UUIDGenerator {
      var calling = defined.nested()
      do {
        let value = try self.callValue(
          closure, named: nil, values: [], range: body.range, &calling)
        guard case .builtin(.uuid(let uuid)) = value else {
          throw RuntimeError(
            "cannot convert value of type '\(value.typeName)' to closure result type 'UUID'",
            at: body.range)
        }
        return uuid
      } catch {
        self.generatorFailure.record(error)
        return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
      }
    }
    return .builtin(.uuidGenerator(generator))
  }
}
