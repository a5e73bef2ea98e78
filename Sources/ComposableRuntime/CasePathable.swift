/// An enum whose cases have case paths, so that key paths name them: `\.child` is the case
/// `child` of a feature's `Action`.
///
/// Conform with the ``CasePathable()`` macro (``Reducer()`` applies it to a feature's `State`
/// and `Action` enums), which writes ``casePaths``.
public protocol CasePathable: SendableMetatype {
  /// One property a case, each that case's ``AnyCasePath``.
  associatedtype CasePaths: Sendable
  /// The enum's case paths.
  static var casePaths: CasePaths { get }
}

/// Gives an enum its case paths (``CasePathable``), as The Composable Architecture's
/// `@CasePathable` does:
///
/// ```swift
/// @CasePathable
/// enum Action { case child(Child.Action), reset }
/// // \.child names Action.child, \.reset Action.reset
/// ```
@attached(member, names: named(CasePaths), named(casePaths))
@attached(extension, conformances: CasePathable)
public macro CasePathable() = #externalMacro(module: "ComposableMacros", type: "CasePathableMacro")

/// A key path to an enum's case, `\.child`, or to a case of a case, `\.child.tap`: what
/// `Scope`, `ifLet`, `forEach`, `ifCaseLet` and a test store's `send` and `receive` take to
/// name an action's case (or a state's).
///
/// As in The Composable Architecture, it is a key path between ``Case`` views, which reach an
/// enum's cases by dynamic member lookup.
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A view of the enum `Value` in which each case is a member: `\Case<Action>.child` is a key
/// path to the case `child`, a ``Case`` of its payload.
///
/// It holds how to get from the root of the key path (the enum the path starts at) to a
/// `Value`, and back.
@dynamicMemberLookup
public struct Case<Value>: Sendable {
  let embedInRoot: @Sendable (Value) -> Any
  let extractFromRoot: @Sendable (Any) -> Value?

  /// The case `path` names, one step further from the root.
  public subscript<Member>(
    dynamicMember path: KeyPath<Value.CasePaths, AnyCasePath<Value, Member>>
  ) -> Case<Member> where Value: CasePathable {
    let step = Value.casePaths[keyPath: path]
    return Case<Member>(
      embedInRoot: { [embedInRoot] in embedInRoot(step($0)) },
      extractFromRoot: { [extractFromRoot] in extractFromRoot($0).flatMap(step.extract(from:)) })
  }
}

extension AnyCasePath {
  /// The case a case key path names: `AnyCasePath(\Case<Action>.child)`.
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    let root = Case<Root>(embedInRoot: { $0 }, extractFromRoot: { $0 as? Root })
    let path = root[keyPath: keyPath]
    self.init(
      embed: { value in
        guard let root = path.embedInRoot(value) as? Root else {
          preconditionFailure("a case key path embeds in its own root")
        }
        return root
      },
      extract: { path.extractFromRoot($0) })
  }
}
