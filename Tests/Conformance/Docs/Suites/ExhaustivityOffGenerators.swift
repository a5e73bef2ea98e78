import ComposableArchitecture
import Foundation
import Testing

struct Message: Equatable, Identifiable {
  let id: UUID
  let sentAt: Date
  var text: String
}

@Reducer
struct Chat {
  @ObservableState
  struct State: Equatable {
    var draft = ""
    var messages: IdentifiedArrayOf<Message> = []
    var sending = false
  }

  enum Action {
    case draftChanged(String)
    case sendTapped
    case delivered
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .draftChanged(text):
        state.draft = text
        return .none
      case .sendTapped:
        state.messages.append(Message(id: uuid(), sentAt: now, text: state.draft))
        state.draft = ""
        state.sending = true
        return .send(.delivered)
      case .delivered:
        state.sending = false
        return .none
      }
    }
  }
}

@MainActor
struct ExhaustivityOffGenerators {
  @Test
  func checksOnlyTheMessages() async {
    let store = TestStore(initialState: Chat.State()) {
      Chat()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date.now = Date(timeIntervalSince1970: 42)
    }
    store.exhaustivity = .off

    await store.send(.draftChanged("hi"))
    await store.send(.sendTapped) {
      $0.messages = [Message(id: UUID(0), sentAt: Date(timeIntervalSince1970: 42), text: "hi")]
    }
    await store.send(.draftChanged("again"))
    await store.send(.sendTapped) {
      $0.messages[id: UUID(1)] = Message(
        id: UUID(1), sentAt: Date(timeIntervalSince1970: 42), text: "again"
      )
    }
  }

  @Test
  func exhaustiveByDefault() async {
    let store = TestStore(initialState: Chat.State(draft: "yo")) {
      Chat()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date.now = Date(timeIntervalSince1970: 42)
    }

    await store.send(.sendTapped) {
      $0.messages = [Message(id: UUID(0), sentAt: Date(timeIntervalSince1970: 42), text: "yo")]
      $0.draft = ""
    }
    await store.receive(\.delivered)
  }
}
