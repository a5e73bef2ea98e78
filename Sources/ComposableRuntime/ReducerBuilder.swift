/// Builds a reducer from the reducers listed in a `body`, `CombineReducers` or `Scope`:
/// they run one after the other on the same state, and their effects are merged.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  public static func buildArray(
    _ reducers: [some Reducer<State, Action>]
  ) -> some Reducer<State, Action> {
    _SequenceMany(reducers: reducers)
  }

  public static func buildBlock() -> some Reducer<State, Action> {
    EmptyReducer()
  }

  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  public static func buildLimitedAvailability(
    _ wrapped: some Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(r0: accumulated, r1: next)
  }

  /// One of two reducers, chosen by an `if`/`else` or `switch` in a builder.
  public enum _Conditional<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
    case first(First)
    case second(Second)

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

    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
      let first = r0.reduce(into: &state, action: action)
      return first.merge(with: r1.reduce(into: &state, action: action))
    }
  }

  /// The reducers of a `for` loop, run in order, their effects merged.
  public struct _SequenceMany<Element: Reducer>: Reducer {
    let reducers: [Element]

    public func reduce(
      into state: inout Element.State, action: Element.Action
    ) -> Effect<Element.Action> {
      reducers.reduce(.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
    }
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  public func reduce(
    into state: inout Wrapped.State, action: Wrapped.Action
  ) -> Effect<Wrapped.Action> {
    self?.reduce(into: &state, action: action) ?? .none
  }
}
