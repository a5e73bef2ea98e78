import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// `WeatherClient.testValue`, or `.testValue` where the key's value is implied: the static
  /// value of a type that is its own key (``Callee/keyValue(key:_:)``, as the checker
  /// resolved it), computed now as Swift reads the static member: the value the key type
  /// declares, else the library's default for it.
  package func keyTypeValue(
    _ value: SwiftKeyType.ValueName, ofKey name: String, range: SourceRange
  ) throws -> ScriptValue {
    guard case .script(let scriptKey) = try key(named: name, range: range) else {
      throw RuntimeError("'\(name)' is a built-in key, not a key type's value", at: range)
    }
    return scriptKey.key.staticValue(for: value.context)
  }
}

extension SwiftKeyType.ValueName {
  /// The context whose default this static value is.
  fileprivate var context: DependencyContext {
    switch self {
    case .liveValue: .live
    case .previewValue: .preview
    case .testValue: .test
    }
  }
}
