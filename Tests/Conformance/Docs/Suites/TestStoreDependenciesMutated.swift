import ComposableArchitecture
import Foundation
import Testing

@Reducer
struct JournalFeature {
  @ObservableState
  struct State: Equatable {
    var entries: [Entry] = []
  }

  struct Entry: Equatable {
    var id: UUID
    var createdAt: Date
    var text: String
  }

  enum Action {
    case write(String)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .write(text):
        state.entries.append(Entry(id: uuid(), createdAt: now, text: text))
        return .none
      }
    }
  }
}

@MainActor
struct TestStoreDependenciesMutated {
  @Test
  func datesMoveForward() async {
    let store = TestStore(initialState: JournalFeature.State()) {
      JournalFeature()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date.now = Date(timeIntervalSince1970: 0)
    }

    await store.send(.write("Day one")) {
      $0.entries = [.init(id: UUID(0), createdAt: Date(timeIntervalSince1970: 0), text: "Day one")]
    }

    store.dependencies.date.now = Date(timeIntervalSince1970: 86_400)
    await store.send(.write("Day two")) {
      $0.entries.append(
        .init(id: UUID(1), createdAt: Date(timeIntervalSince1970: 86_400), text: "Day two")
      )
    }
  }

  @Test
  func generatorSwappedMidway() async {
    let store = TestStore(initialState: JournalFeature.State()) {
      JournalFeature()
    } withDependencies: {
      $0.uuid = .constant(UUID(7))
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    store.dependencies.uuid = .incrementing

    await store.send(.write("Hi")) {
      $0.entries = [.init(id: UUID(7), createdAt: Date(timeIntervalSince1970: 0), text: "Hi")]
    }
  }
}
