import DepplaySyntax

/// A type that is its own key: `struct WeatherClient { … }` made a key by `extension
/// WeatherClient: DependencyKey { static let liveValue = … }` and named by `var weather:
/// WeatherClient`. Its static `liveValue`, `previewValue` and `testValue` are the key's values.
package struct SelfKeyType: Sendable {
  /// The name of the key (its `DependencyValues` property).
  package var key: String
  /// Whether it has a `liveValue` (it conforms to `DependencyKey`; a type that conforms to
  /// `TestDependencyKey` alone has none).
  package var hasLiveValue: Bool
}

extension Checker {
  /// Notes the type of `declaration` if it is its own key, whose static values a script may
  /// read (`WeatherClient.testValue`, `$0.weather = .testValue`).
  package mutating func noteSelfKeyType(_ declaration: KeyDeclaration) {
    guard let type = declaration.swiftType, type.extendsDeclaredType,
      (type.valueType ?? type.name) == type.name
    else { return }
    names.selfKeyTypes[type.name] = SelfKeyType(
      key: declaration.name, hasLiveValue: declaration.live != nil)
  }

  /// `$0.weather = .testValue` in an update closure: the implied member is the static value
  /// of the key's value type, which for a type that is its own key is the key's value of that
  /// name.
  package mutating func recordImpliedKeyValue(_ value: Expression, assignedTo place: Expression)
    throws(CheckError)
  {
    guard inUpdate, isUpdatedValuesPath(place),
      case .implicitMember(let name, nil, let range) = value,
      case .member(_, let key, _) = place, place.memberPath.members.count == 1,
      let valueName = SwiftKeyType.ValueName(rawValue: name),
      let (type, owner) = names.selfKeyTypes.first(where: { $0.value.key == key })
    else { return }
    try record(valueName, of: type, owner, at: range)
  }

  /// `WeatherClient.testValue`: the static value of a type that is its own key.
  package mutating func recordKeyTypeValue(_ member: Expression) throws(CheckError) {
    guard case .member(.name(let type, _), let name, let range) = member,
      resolution(of: type) == .model, let owner = names.selfKeyTypes[type],
      let valueName = SwiftKeyType.ValueName(rawValue: name)
    else { return }
    try record(valueName, of: type, owner, at: range)
  }

  private mutating func record(
    _ value: SwiftKeyType.ValueName, of type: String, _ owner: SelfKeyType, at range: SourceRange
  ) throws(CheckError) {
    guard value != .liveValue || owner.hasLiveValue else {
      throw CheckError(
        "type '\(type)' has no member 'liveValue'", at: range,
        notes: [
          "'\(type)' conforms to TestDependencyKey, which has testValue and previewValue;"
            + " conform it to DependencyKey, with a static let liveValue, to have one"
        ])
    }
    resolutions.recordCallee(.keyValue(key: owner.key, value), at: range)
  }
}
