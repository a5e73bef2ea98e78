/// A feature's logic: how an action changes the state, and which effects it starts.
///
/// Conform a plain struct, as in The Composable Architecture, and give it either a `body`
/// built from other reducers or a `reduce(into:action:)` of its own:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action: Equatable { case incrementButtonTapped, delayedIncrement }
///   @Dependency(\.continuousClock) var clock
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped:
///         return .run { send in
///           try await clock.sleep(for: .seconds(1))
///           await send(.delayedIncrement)
///         }
///       case .delayedIncrement:
///         state.count += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// The store rebuilds `body` for every action, so a child reducer constructed in it (and any
/// `@Dependency` it holds) sees the dependencies in force while that action is reduced.
public protocol Reducer<State, Action> {
  /// The state the reducer evolves.
  associatedtype State
  /// The actions it handles.
  associatedtype Action
  /// The reducer `body` returns, or `Never` for a reducer that implements
  /// ``reduce(into:action:)`` itself.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effect to run next.
  ///
  /// Stores call this; features call it only through composition (`Scope`, `ifLet`…).
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in order for every action.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

/// A reducer with the same state and action types as `R`: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body; asking for it is a
  /// programming error.
  public var body: Body {
    fatalError("'\(Self.self)' has no body: it implements reduce(into:action:).")
  }
}

extension Reducer where Body: Reducer<State, Action> {
  /// Reduces with a freshly built ``body``.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// Makes a struct a feature, as The Composable Architecture's `@Reducer` does: its conformance
/// to ``Reducer``, ``CasePathable()`` on its `State` and `Action` enums (so that `\.child`
/// names their cases), and ``ReducerBuilder`` on its `body`. On an enum whose cases each
/// carry a feature (`case edit(EditItem)`), it writes the enum's `State` and `Action` (enums
/// of the features' states and actions) and its ``CaseReducer`` conformance and `body`.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case increment }
///   var body: some ReducerOf<Self> { Reduce { state, _ in state.count += 1; return .none } }
/// }
/// ```
@attached(extension, conformances: Reducer, CaseReducer)
@attached(member, names: named(State), named(Action), named(Body), named(body))
@attached(memberAttribute)
public macro Reducer() = #externalMacro(module: "ComposableMacros", type: "ReducerMacro")
