import ComposableArchitecture
import Foundation

struct Session: Equatable, Identifiable {
  let id: UUID
  var notes: String
}

struct Huddle: Equatable, Identifiable {
  let id: UUID
  var sessions: IdentifiedArrayOf<Session> = []
  var title = ""
}

@Reducer
struct HuddlesList {
  @ObservableState
  struct State: Equatable {
    @Shared var huddles: IdentifiedArrayOf<Huddle>
  }

  enum Action {
    case huddleTapped(id: Huddle.ID)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      .none
    }
  }
}

@Reducer
struct HuddleDetail {
  @ObservableState
  struct State: Equatable {
    @Shared var huddle: Huddle
  }

  enum Action {
    case renameButtonTapped(String)
    case sessionTapped(id: Session.ID)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .renameButtonTapped(title):
        state.$huddle.withLock { $0.title = title }
        return .none

      case .sessionTapped:
        return .none
      }
    }
  }
}

@Reducer
struct AppFeature {
  @Reducer
  enum Path {
    case detail(HuddleDetail)
    case session(Session, huddle: Huddle)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var huddlesList: HuddlesList.State
  }

  enum Action {
    case path(StackActionOf<Path>)
    case huddlesList(HuddlesList.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.huddlesList, action: \.huddlesList) {
      HuddlesList()
    }
    Reduce { state, action in
      switch action {
      case let .huddlesList(.huddleTapped(id: id)):
        guard let huddle = Shared(state.huddlesList.$huddles[id: id])
        else { return .none }
        state.path.append(.detail(HuddleDetail.State(huddle: huddle)))
        return .none

      case let .path(.element(id: id, action: .detail(.sessionTapped(id: sessionID)))):
        guard
          let huddle = state.path[id: id, case: \.detail]?.huddle,
          let session = huddle.sessions[id: sessionID]
        else { return .none }
        state.path.append(.session(session, huddle: huddle))
        return .none

      case .path:
        return .none

      case .huddlesList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension AppFeature.Path.State: Equatable {}

let huddles: IdentifiedArrayOf<Huddle> = [
  Huddle(id: UUID(1), title: "Planning"),
  Huddle(
    id: UUID(2),
    sessions: [Session(id: UUID(20), notes: "Picked the venue")],
    title: "Offsite"
  ),
]
let store = Store(
  initialState: AppFeature.State(huddlesList: HuddlesList.State(huddles: Shared(value: huddles)))
) {
  AppFeature()
}

store.send(.huddlesList(.huddleTapped(id: UUID(2))))
print("stack depth:", store.path.count)
let detailID = store.path.ids[0]
store.send(.path(.element(id: detailID, action: .detail(.renameButtonTapped("Team offsite")))))
print("list sees:", store.huddlesList.huddles.map(\.title))
store.send(.path(.element(id: detailID, action: .detail(.sessionTapped(id: UUID(20))))))
print("stack depth:", store.path.count)
if case let .session(session, huddle: huddle) = store.path.last {
  print("showing", session.notes, "of", huddle.title)
}
store.send(.path(.popFrom(id: detailID)))
print("stack depth:", store.path.count)
