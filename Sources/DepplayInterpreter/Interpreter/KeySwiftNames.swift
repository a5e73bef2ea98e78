import DependencyRuntime
import DepplaySyntax

extension KeyDeclaration {
  /// How issue messages name the key and its value: as `String(describing:)` names the
  /// exported program's key type and value type, so that a message is the same bytes in
  /// `depplay run` and in the exported program. `samples` are the key's default values the
  /// interpreter knows up front (a computed default is known only once computed: then the
  /// value type the script wrote for the key, if it wrote one, names it). An existential the
  /// script wrote, `any AnalyticsClient`, names it always, as `String(describing:)` names it
  /// (`AnalyticsClient`): its values are of other types.
  package func swiftNames(samples: [ScriptValue]) -> DynamicDependencyKey<ScriptValue>.SwiftNames {
    let values = samples.filter { if case .none = $0 { false } else { true } }
    // The written type of an existential is `any ` and what follows it.
    let existential =
      swiftType?.valueShape?.isExistential == true
      ? swiftType?.valueType.map { String($0.dropFirst("any ".count)) } : nil
    let valueType =
      existential ?? values.first.map(\.swiftTypeDescription) ?? swiftType?.valueType ?? "Never"
    return DynamicDependencyKey.SwiftNames(
      keyType: swiftTypeName,
      valueType: values.count < samples.count ? "Optional<\(valueType)>" : valueType,
      isReadByType: swiftType?.isReadByType == true)
  }
}

extension ScriptValue {
  /// The Swift type of the value as `String(describing:)` names it (`Int`, `Array<Int>`).
  package var swiftTypeDescription: String {
    switch self {
    case .list(let elements): "Array<\(elements.first?.swiftTypeDescription ?? "Never")>"
    case .set(let elements): "Set<\(elements.first?.swiftTypeDescription ?? "Never")>"
    default: typeName
    }
  }
}
