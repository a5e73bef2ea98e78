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
  /// declaration (lowered first if the script declares it further down, as Swift reads a
  /// file's types in any order); any other is kept as it is. Returns which of the feature's
  /// own types it declared, if any.
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
    guard let source = try aliasedFeature(named: parts[0]) else {
      throw notSupported(
        "a 'typealias \(alias.name)' naming a feature the script does not declare, or one whose own typealias names this one ('\(parts[0])')",
        at: syntax.initializer.value,
        notes: ["declare the feature '\(parts[0])' with its own struct State and enum Action"])
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

  /// Reads the script's top-level features before its statements (``laterFeatures``), so a
  /// feature's `typealias State = Name.State` may name one declared further down.
  package mutating func collectFeatureSyntaxes(_ items: CodeBlockItemListSyntax) {
    laterFeatures = topLevelStructs(in: items, where: { isFeature($0) })
  }

  /// The feature `name` a typealias names: one lowered already, else the script's top-level
  /// feature of that name, lowered now (its statement then reuses it). `nil` when the script
  /// declares none, or when `name` is being lowered itself (its own typealias names the
  /// feature being lowered, whose State or Action is not read yet).
  private mutating func aliasedFeature(named name: String) throws(ParseError)
    -> FeatureDeclaration?
  {
    if let lowered = features[name] { return lowered }
    guard let syntax = laterFeatures[name], !featuresBeingLowered.contains(name) else {
      return nil
    }
    return try feature(syntax)
  }
}
