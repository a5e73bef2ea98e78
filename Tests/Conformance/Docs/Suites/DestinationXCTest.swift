import ComposableArchitecture
import XCTest

@Reducer
struct Reminder {
  @ObservableState
  struct State: Equatable {
    var minutes = 5
  }

  enum Action {
    case snooze
    case close
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .snooze:
        state.minutes += 5
        return .none
      case .close:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct Alarm {
  @Reducer
  enum Destination {
    case reminder(Reminder)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case bellTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bellTapped:
        state.destination = .reminder(Reminder.State())
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Alarm.Destination.State: Equatable {}

final class DestinationXCTest: XCTestCase {
  @MainActor
  func testSnoozeThenClose() async {
    let store = TestStore(initialState: Alarm.State()) {
      Alarm()
    }

    await store.send(.bellTapped) {
      $0.destination = .reminder(Reminder.State())
    }
    await store.send(.destination(.presented(.reminder(.snooze)))) {
      $0.destination = .reminder(Reminder.State(minutes: 10))
    }
    await store.send(.destination(.presented(.reminder(.close))))
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @MainActor
  func testWrongSnoozeMinutes() async {
    let store = TestStore(initialState: Alarm.State()) {
      Alarm()
    }

    await store.send(.bellTapped) {
      $0.destination = .reminder(Reminder.State())
    }
    await store.send(.destination(.presented(.reminder(.snooze)))) {
      $0.destination = .reminder(Reminder.State(minutes: 15))
    }
  }
}
