import DepplaySyntax

extension Checker {
  /// Notes `.immediate` as an `ImmediateClock` (``Callee/immediateClock``) where the key it is
  /// given to is a clock: `$0.continuousClock = .immediate` in an update closure.
  package mutating func recordImpliedClock(_ value: Expression, assignedTo place: Expression) {
    guard inUpdate, isUpdatedValuesPath(place), place.memberPath.members.count == 1,
      let key = place.memberPath.members.first?.name
    else { return }
    recordImpliedClock(value, forKey: key)
  }

  /// Notes `.immediate` as an `ImmediateClock` where a call pairs it with a clock's key path:
  /// the test trait and the reducer modifier `.dependency(\.continuousClock, .immediate)`.
  package mutating func recordImpliedClock(inArguments arguments: [Argument]) {
    guard arguments.count == 2, case .keyPath(let path, _) = arguments[0].value, path.count == 1
    else { return }
    recordImpliedClock(arguments[1].value, forKey: path[0])
  }

  private mutating func recordImpliedClock(_ value: Expression, forKey key: String) {
    guard case .implicitMember(let name, nil, let range) = value,
      Callee.ImpliedValue(rawValue: name) == .immediate,
      BuiltinKey(rawValue: key)?.isClock == true
    else { return }
    resolutions.recordCallee(.immediateClock, at: range)
  }
}
