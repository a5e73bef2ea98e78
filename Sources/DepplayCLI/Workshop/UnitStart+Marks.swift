import DepplayLanguage

extension UnitStart {
  /// What the workshop views mark a unit with (`data-overrides` on the page): `inherited`
  /// when it kept the values in force where it was created (overrides or none), `lost` when
  /// it dropped the overrides in force there. (A `yield` is marked `restored`.)
  var mark: String {
    switch self {
    case .inheritedOverrides, .inheritedNone: "inherited"
    case .lostOverrides: "lost"
    }
  }

  /// What each unit started with, as its ``Event/unitStarted(unit:start:)`` says.
  static func byUnit(in events: [Event]) -> [UnitInfo: UnitStart] {
    var starts: [UnitInfo: UnitStart] = [:]
    for event in events {
      if case .unitStarted(let unit, let start) = event { starts[unit] = start }
    }
    return starts
  }
}

extension ClosureStart {
  /// What the workshop views mark a closure call with: `lost` when overrides in force where
  /// the closure was made are not in force where it runs, else `inherited` (it runs with its
  /// caller's values, as a unit that kept its creator's would).
  var mark: String {
    switch self {
    case .valuesWhereMade, .callersValues: "inherited"
    case .lostOverrides: "lost"
    }
  }
}
