import ComposableRuntime
import DependencyRuntime

/// TE7: an error other than cancellation that escapes a `.run` without `catch:` is an issue;
/// `CancellationError` is silent, and a `catch:` handler takes the error instead.
enum UnhandledErrorsAreIssues: ConformanceProgram {
  struct Failure: Error {}

  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case fail, cancelled, caught, recovered }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .fail:
        return .run { _ in throw Failure() }
      case .cancelled:
        return .run { _ in throw CancellationError() }
      case .caught:
        return .run { _ in
          throw Failure()
        } catch: { _, send in
          await send(.recovered)
        }
      case .recovered:
        print("recovered")
        return .none
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    print("fail")
    await store.send(.fail).finish()
    print("cancelled")
    await store.send(.cancelled).finish()
    print("caught")
    await store.send(.caught).finish()
  }
}
