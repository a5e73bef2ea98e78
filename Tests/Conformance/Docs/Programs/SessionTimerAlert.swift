import ComposableArchitecture
import Foundation

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
    @Presents var alert: AlertState<Action.Alert>?
    var secondsElapsed = 0
    var speakerIndex = 0
    @Shared var huddle: Huddle
    var notes = ""

    var durationRemaining: Duration {
      huddle.duration - .seconds(secondsElapsed)
    }
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case endSessionButtonTapped
    case nextButtonTapped
    case onAppear
    case timerTick

    enum Alert {
      case discardSession
      case saveSession
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.saveSession)):
        state.$huddle.withLock {
          _ = $0.sessions.insert(
            Session(id: uuid(), date: now, notes: state.notes),
            at: 0
          )
        }
        return .none

      case .alert:
        return .none

      case .endSessionButtonTapped:
        state.alert = .endSession
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.huddle.members.count - 1
        else {
          state.alert = .endSession
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed =
          state.speakerIndex * Int(state.huddle.durationPerMember.components.seconds)
        return .none

      case .onAppear:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }

      case .timerTick:
        guard state.alert == nil
        else { return .none }
        state.secondsElapsed += 1
        let secondsPerMember = Int(state.huddle.durationPerMember.components.seconds)
        if state.secondsElapsed.isMultiple(of: secondsPerMember) {
          state.speakerIndex += 1
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == RunSession.Action.Alert {
  static var endSession: Self {
    Self {
      TextState("End the session?")
    } actions: {
      ButtonState(action: .saveSession) {
        TextState("Save and end")
      }
      ButtonState(role: .destructive, action: .discardSession) {
        TextState("Discard")
      }
      ButtonState(role: .cancel) {
        TextState("Keep going")
      }
    } message: {
      TextState("The session is not over yet.")
    }
  }
}

let huddle = Shared(
  value: Huddle(
    id: UUID(1),
    members: [
      Member(id: UUID(11), name: "Ada"),
      Member(id: UUID(12), name: "Bram"),
      Member(id: UUID(13), name: "Cleo"),
    ],
    duration: .seconds(90),
    title: "Design crit"
  )
)
let store = Store(initialState: RunSession.State(huddle: huddle)) {
  RunSession()
} withDependencies: {
  $0.date.now = Date(timeIntervalSince1970: 1_700_000_000)
  $0.uuid = .incrementing
}

store.send(.timerTick)
store.send(.timerTick)
print("elapsed:", store.secondsElapsed, "remaining:", store.durationRemaining)
store.send(.nextButtonTapped)
print("speaker:", store.speakerIndex, "elapsed:", store.secondsElapsed)
store.send(.endSessionButtonTapped)
store.send(.timerTick)
print("paused at:", store.secondsElapsed, "alert:", store.alert == .endSession)
store.send(.alert(.dismiss))
store.send(.timerTick)
print("resumed:", store.secondsElapsed)
store.send(.nextButtonTapped)
store.send(.nextButtonTapped)
print("speaker:", store.speakerIndex, "alert:", store.alert != nil)
store.send(.alert(.presented(.saveSession)))
print("sessions:", huddle.wrappedValue.sessions.count)
if let session = huddle.wrappedValue.sessions.first {
  print(session.id, session.date.timeIntervalSince1970)
}
