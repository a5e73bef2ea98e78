import ComposableArchitecture
import XCTest

struct Lookup: Error {}

struct TranslatorClient {
  var translate: @Sendable (String) async throws -> String
}

extension TranslatorClient: TestDependencyKey {
  static let testValue = TranslatorClient(translate: { word in "[\(word)]" })
}

extension DependencyValues {
  var translator: TranslatorClient {
    get { self[TranslatorClient.self] }
    set { self[TranslatorClient.self] = newValue }
  }
}

@Reducer
struct Translation {
  @ObservableState
  struct State: Equatable {
    var word: String
    var translated: String?
    var failed = false
  }

  enum Action {
    case translateTapped
    case response(Result<String, any Error>)
  }

  @Dependency(\.translator) var translator

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .translateTapped:
        return .run { [word = state.word] send in
          await send(.response(Result { try await self.translator.translate(word) }))
        }
      case let .response(.success(text)):
        state.translated = text
        return .none
      case .response(.failure):
        state.failed = true
        return .none
      }
    }
  }
}

@Reducer
struct Phrasebook {
  @ObservableState
  struct State: Equatable {
    @Presents var translation: Translation.State?
  }

  enum Action {
    case wordTapped(String)
    case translation(PresentationAction<Translation.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .wordTapped(word):
        state.translation = Translation.State(word: word)
        return .none
      case .translation:
        return .none
      }
    }
    .ifLet(\.$translation, action: \.translation) {
      Translation()
    }
  }
}

@MainActor
final class ReceivePresentedChildResponse: XCTestCase {
  func testTranslationSucceeds() async {
    let store = TestStore(initialState: Phrasebook.State()) {
      Phrasebook()
    }
    await store.send(.wordTapped("bread")) {
      $0.translation = Translation.State(word: "bread")
    }
    await store.send(\.translation.translateTapped)
    await store.receive(\.translation.response.success) {
      $0.translation?.translated = "[bread]"
    }
  }

  func testTranslationFails() async {
    let store = TestStore(initialState: Phrasebook.State()) {
      Phrasebook()
    } withDependencies: {
      $0.translator.translate = { _ in throw Lookup() }
    }
    await store.send(.wordTapped("cheese")) {
      $0.translation = Translation.State(word: "cheese")
    }
    await store.send(\.translation.translateTapped)
    await store.receive(\.translation.presented.response.failure) {
      $0.translation?.failed = true
    }
  }

  func testExpectsTheWrongCase() async {
    let store = TestStore(initialState: Phrasebook.State(translation: Translation.State(word: "milk"))) {
      Phrasebook()
    } withDependencies: {
      $0.translator.translate = { _ in throw Lookup() }
    }
    await store.send(\.translation.translateTapped)
    await store.receive(\.translation.response.success) {
      $0.translation?.translated = "[milk]"
    }
  }
}
