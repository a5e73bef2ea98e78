import ComposableArchitecture
import Foundation
import Testing

struct Member: Equatable, Identifiable {
  let id: UUID
  var name = ""
}

struct Session: Equatable, Identifiable {
  let id: UUID
  let date: Date
  var notes: String
}

struct Huddle: Equatable, Identifiable {
  let id: UUID
  var members: IdentifiedArrayOf<Member> = []
  var duration: Duration = .seconds(60)
  var sessions: IdentifiedArrayOf<Session> = []
  var title = ""

  var durationPerMember: Duration {
    duration / members.count
  }
}

@Reducer
struct RunSession {
  @ObservableState
  struct State: Equatable {
    var secondsElapsed = 0
    var speakerIndex = 0
    var huddle: Huddle
    var notes = ""
  }

  enum Action {
    case onAppear
    case timerTick
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }

      case .timerTick:
        state.secondsElapsed += 1
        let secondsPerMember = Int(state.huddle.durationPerMember.components.seconds)
        if state.secondsElapsed.isMultiple(of: secondsPerMember) {
          if state.secondsElapsed == state.huddle.duration.components.seconds {
            state.huddle.sessions.insert(
              Session(id: uuid(), date: now, notes: state.notes),
              at: 0
            )
            return .run { _ in await dismiss() }
          }
          state.speakerIndex += 1
        }
        return .none
      }
    }
  }
}

@MainActor
struct SessionTimerTests {
  @Test
  func timerRunsToTheEnd() async {
    let clock = TestClock()
    let huddle = Huddle(
      id: Huddle.ID(),
      members: [
        Member(id: Member.ID(), name: "Ada"),
        Member(id: Member.ID(), name: "Bram"),
      ],
      duration: .seconds(4),
      title: "Quick sync"
    )
    let store = TestStore(
      initialState: RunSession.State(huddle: huddle)
    ) {
      RunSession()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_600_000_000)
      $0.uuid = .incrementing
    }

    let onAppearTask = await store.send(.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 3
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 4
      $0.huddle.sessions = [
        Session(id: UUID(0), date: Date(timeIntervalSince1970: 1_600_000_000), notes: "")
      ]
    }
    await onAppearTask.cancel()
    #expect(store.isDismissed)
  }

  @Test
  func timerLeftRunning() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: RunSession.State(
        huddle: Huddle(id: Huddle.ID(), members: [Member(id: Member.ID())], duration: .seconds(10))
      )
    ) {
      RunSession()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 1
    }
  }
}
