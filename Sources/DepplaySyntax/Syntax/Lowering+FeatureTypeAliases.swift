import SwiftSyntax

/// A feature's typealiases: `typealias State = Editor.State` and `typealias Action =
/// Editor.Action` give it another feature's state or actions (TCA's way for two reducers over
/// one domain), and any other (`typealias Item = String`) is a name for its annotations, as
/// in a plain struct.
extension Lowering {
  /// Which of a feature's own types a typealias stands for.
  package enum FeatureAliasMember {
    case state, action
  }

  /// Lowers `syntax`, a member of `feature`: `State` and `Action` take the named feature's
  /// declaration (which must come earlier in the script); any other is kept as it is.
  /// Returns which of the feature's own types it declared, if any.
  package mutating func featureTypeAlias(
    _ syntax: TypeAliasDeclSyntax, into feature: inout FeatureDeclaration
  ) throws(ParseError) -> FeatureAliasMember? {
    let alias = try typeAlias(syntax)
    let member: FeatureAliasMember
    switch alias.name {
    case "State": member = .state
    case "Action": member = .action
    default:
      feature.typeAliases.append(alias)
      return nil
    }
    let written = syntax.initializer.value.trimmedDescription
    let parts = written.split(separator: ".").map(String.init)
    guard parts.count == 2, parts[1] == alias.name else {
      throw notSupported(
        "a feature's 'typealias \(alias.name)' that names another type than a feature's \(alias.name) ('\(written)')",
        at: syntax.initializer.value,
        notes: [
          "declare the feature's own \(member == .state ? "struct State { … }" : "enum Action { … }"), or name another feature's: typealias \(alias.name) = Other.\(alias.name)"
        ])
    }
    guard let source = features[parts[0]] else {
      throw notSupported(
        "a 'typealias \(alias.name)' naming a feature declared after it or not at all ('\(parts[0])')",
        at: syntax.initializer.value,
        notes: ["declare the feature '\(parts[0])' above '\(feature.name)'"])
    }
    switch member {
    case .state:
      feature.stateAlias = written
      feature.stateFields = source.stateFields
      feature.stateCases = source.stateCases
      feature.stateIsObservable = source.stateIsObservable
      feature.stateIsIdentifiable = source.stateIsIdentifiable
      feature.stateInitializers = source.stateInitializers
      feature.stateComputedProperties = source.stateComputedProperties
      feature.stateMethods = source.stateMethods
    case .action:
      feature.actionAlias = written
      feature.actionCases = source.actionCases
      feature.actionIsBindable = source.actionIsBindable
    }
    return member
  }
}
