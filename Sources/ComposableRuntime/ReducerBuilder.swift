/// Builds a reducer from the reducers listed in a `body`, `CombineReducers` or `Scope`:
/// they run one after the other on the same state, and their effects are merged.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Runs the reducers of a `for` loop one after the other.
  public static func buildArray(
    _ reducers: [some Reducer<State, Action>]
  ) -> some Reducer<State, Action> {
    _SequenceMany(reducers: reducers)
  }

  /// An empty body: a reducer that does nothing.
  public static func buildBlock() -> some Reducer<State, Action> {
    EmptyReducer()
  }

  /// A body of one reducer: that reducer.
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// The reducer of an `if` branch (or a `switch`'s first cases).
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  /// The reducer of an `else` branch (or a `switch`'s later cases).
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  /// A reducer listed in the body.
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  /// The body's reducer, as built.
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// A reducer inside `if #available`, its type erased.
  public static func buildLimitedAvailability(
    _ wrapped: some Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  /// The reducer of an `if` without `else`: it runs only when the condition held.
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  /// The first reducer of a body.
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// The reducers so far, then `next`, on the same state, their effects merged.
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(r0: accumulated, r1: next)
  }

  /// One of two reducers, chosen by an `if`/`else` or `switch` in a builder.
  public enum _Conditional<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
    case first(First)
    case second(Second)

    /// Runs the branch that was chosen.
    public func reduce(
      into state: inout First.State, action: First.Action
    ) -> Effect<First.Action> {
      switch self {
      case .first(let first): first.reduce(into: &state, action: action)
      case .second(let second): second.reduce(into: &state, action: action)
      }
    }
  }

  /// Two reducers run in order, their effects merged.
  public struct _Sequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
    let r0: R0
    let r1: R1

    /// Runs the first reducer, then the second, and merges their effects.
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
      let first = r0.reduce(into: &state, action: action)
      return first.merge(with: r1.reduce(into: &state, action: action))
    }
  }

  /// The reducers of a `for` loop, run in order, their effects merged.
  public struct _SequenceMany<Element: Reducer>: Reducer {
    let reducers: [Element]

    /// Runs the reducers in order and merges their effects.
    public func reduce(
      into state: inout Element.State, action: Element.Action
    ) -> Effect<Element.Action> {
      reducers.reduce(.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
    }
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the reducer when the condition held; otherwise does nothing.
  public func reduce(
    into state: inout Wrapped.State, action: Wrapped.Action
  ) -> Effect<Wrapped.Action> {
    self?.reduce(into: &state, action: action) ?? .none
  }
}
