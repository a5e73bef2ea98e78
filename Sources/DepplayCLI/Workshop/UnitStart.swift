import DepplayLanguage

/// What a unit of work started with, as the diagram marks it: the overrides in force where
/// it was created (inherited), none of them (lost), or the values a `withEscapedDependencies`
/// continuation restored.
enum UnitStart: String, Sendable {
  /// It kept its creator's task-local overrides.
  case inherited
  /// It started with none of them.
  case lost
  /// It started without them and got back the escaped values.
  case restored

  /// What each unit started with, read from the events that say so. This is the one place
  /// that knows which events carry the fact, so the views switch together when the
  /// interpreter reports it more precisely.
  static func byUnit(in events: [Event]) -> [UnitInfo: UnitStart] {
    var starts: [UnitInfo: UnitStart] = [:]
    for event in events {
      if case .unitStarted(let unit, let inherited) = event {
        starts[unit] = inherited ? .inherited : .lost
      }
    }
    return starts
  }

  /// The words the page and the presenter use: "inherited overrides".
  var phrase: String {
    switch self {
    case .inherited: "inherited overrides"
    case .lost: "lost overrides"
    case .restored: "restored escaped values"
    }
  }
}
