import ComposableRuntime
import DependencyRuntime

/// The feature most `TestStore` programs drive: a counter whose effects send back, sleep on a
/// clock, or run until cancelled.
struct TestedCounter: Reducer {
  /// Sent once the `.forever` effect was cancelled and said so.
  static let foreverCancelled = Signal()

  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }
  enum Action: Equatable {
    case increment
    case incrementTwiceLater
    case incremented
    case read
    case readLater
    case sawNumber(Int)
    case sleepThenTick
    case tick
    case forever
    case nothing
  }
  @Dependency(\.number) var number
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .incrementTwiceLater:
      return .run { send in
        await send(.incremented)
        await send(.incremented)
      }
    case .incremented:
      state.count += 1
      return .none
    case .read:
      state.log.append("reduce read \(number)")
      return .none
    case .readLater:
      return .run { [number] send in
        try await clock.sleep(for: .seconds(1))
        await send(.sawNumber(number))
      }
    case .sawNumber(let value):
      state.log.append("effect had \(value), reduce reads \(number)")
      return .none
    case .sleepThenTick:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        print("sleeping effect woke")
        await send(.tick)
      }
    case .tick:
      state.count += 10
      return .none
    case .forever:
      return .run { _ in
        do {
          try await Task.sleep(for: .seconds(60))
        } catch {
          print("forever effect cancelled")
          TestedCounter.foreverCancelled.send()
        }
      }
    case .nothing:
      return .none
    }
  }
}
