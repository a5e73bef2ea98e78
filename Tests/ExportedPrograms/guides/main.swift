// guides.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
//
// Stores are @MainActor: `script.store`, `script.onMainActor`, `script.sending` and
// `script.hosted` hand each call to the main actor as depplay does, `script.effect`
// runs an effect's work as a unit (`[Effect.run 1] …`) and `script.send(_:with:)` is
// its `await send(…)`. With The Composable Architecture, call the store directly and
// return the effect itself.
import ComposableRuntime
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("guides.dep")

enum ApiClientKey: DependencyKey {
  static let liveValue = APIClient(fetchUser: { id in "User \(id) from the server" })
  static let previewValue = APIClient(fetchUser: { id in "Preview user \(id)" })
  static let testValue = APIClient()
}

extension DependencyValues {
  var apiClient: APIClient {
    get { self[ApiClientKey.self] }
    set { self[ApiClientKey.self] = newValue }
  }
}

enum AnalyticsKey: DependencyKey {
  // Never?: the Optional that is always nil (the script gives it no value).
  static let liveValue: Never? = nil
  static let testValue: Never? = nil
}

extension DependencyValues {
  var analytics: Never? {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}

enum DatabaseKey: DependencyKey {
  static let liveValue = "disk"
  static let testValue = "test database"
}

extension DependencyValues {
  var database: String {
    get { self[DatabaseKey.self] }
    set { self[DatabaseKey.self] = newValue }
  }
}

@DependencyClient
struct APIClient: Sendable {
  var fetchUser: @Sendable (Int) async throws -> String

  static let failing = Self(fetchUser: { _ in throw APIError() })
}

struct APIError: Error, Equatable {}

@Reducer
struct Timer {
  @ObservableState
  struct State: Equatable {
    var id = ""
    var ticks = 0
  }

  enum Action: Equatable {
    case startButtonTapped
    case timerTicked
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        state.id = "\(self.uuid())"
        print("started at", self.now)
        return script.effect(
          .run(
            operation: { send in
              try await script.sleeping(on: self.clock) { try await self.clock.sleep(for: .seconds(1)) }
              await script.settle()
              await script.send(.timerTicked, with: send)
              await script.settle()
            },
            fileID: "guides.dep", line: 18))
      case .timerTicked:
        state.ticks += 1
        return .none
      }
    }
  }
}

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }

  enum Action: Equatable {
    case appeared
    case saveTapped
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appeared:
        if self.isPresented {
          print("presented")
        } else {
          print("not presented")
        }
        return .none
      case .saveTapped:
        return script.effect(
          .run { _ in
            await script.dismiss(self.dismiss, at: "guides.dep:53")
            await script.settle()
          })
      }
    }
  }
}

@Reducer
struct Notes {
  @ObservableState
  struct State: Equatable {
    @Presents var editor: Editor.State?
  }

  enum Action: Equatable {
    case addTapped
    case editor(PresentationAction<Editor.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.editor = Editor.State()
        return .none
      case .editor:
        return .none
      }
    }
    .ifLet(\.$editor, action: \.editor) { Editor() }
  }
}

@Reducer
struct Profile {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action: Equatable {
    case onAppear
    case userResponse(String)
    case failed
  }

  @Dependency(\.apiClient) var apiClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        return script.effect(
          .run { send in
            try await script.send(.userResponse(await self.apiClient.fetchUser(42)), with: send)
            await script.settle()
          } catch: { error, send in
            await script.send(.failed, with: send)
            await script.settle()
          })
      case .userResponse(let name):
        state.name = name
        return .none
      case .failed:
        state.name = "failed"
        return .none
      }
    }
  }
}

@Reducer
struct App {
  @ObservableState
  struct State: Equatable {
    var profile = Profile.State()
  }

  enum Action: Equatable {
    case profile(Profile.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.profile, action: \.profile) {
      Profile()
        .dependency(\.apiClient, APIClient(fetchUser: { id in "Mock user \(id)" }))
    }
  }
}

@Reducer
struct Debounce {
  @ObservableState
  struct State: Equatable {
    var saved = false
  }

  enum Action: Equatable {
    case textChanged
    case save
  }

  @Dependency(\.mainQueue) var mainQueue

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .textChanged:
        return script.effect(
          .run(
            operation: { send in
              try await script.sleeping(on: self.mainQueue) { try await self.mainQueue.sleep(for: .seconds(1)) }
              await script.settle()
              await script.send(.save, with: send)
              await script.settle()
            },
            fileID: "guides.dep", line: 183))
      case .save:
        state.saved = true
        return .none
      }
    }
  }
}

@Reducer
struct Feature {
  @ObservableState
  struct State: Equatable {
    var log = ""
  }

  enum Action: Equatable {
    case save
    case saved(String)
  }

  @Dependency(\.database) var database

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .save:
        state.log = "reduce: \(self.database)"
        return script.effect(
          .run { send in
            await script.send(.saved(self.database), with: send)
            await script.settle()
          })
      case .saved(let place):
        state.log = "\(state.log), effect: \(place)"
        return .none
      }
    }
  }
}

@Reducer
struct Onboarding {
  @ObservableState
  struct State: Equatable {
    var feature = Feature.State()
  }

  enum Action: Equatable {
    case feature(Feature.Action)
  }

  @Dependency(\.database) var database

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      print("onboarding sees", self.database)
      return .none
    }
    Scope(state: \.feature, action: \.feature) {
      Feature()
        .dependency(\.database, "mock database")
    }
  }
}

script.run(in: .test) {
  let clock = TestClock()
  let timer = script.store {
    TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
      $0.uuid = .incrementing
      $0.date.now = Date(timeIntervalSince1970: 1234567890)
      $0.continuousClock = clock
    }
  }
  await script.hosted { await timer.send(.startButtonTapped) { $0.id = "00000000-0000-0000-0000-000000000000" } }
  await script.advancing { await clock.advance(by: .seconds(1)) }
  await script.hosted { await timer.receive(.timerTicked) { $0.ticks = 1 } }
  let notes = script.store { TestStore(initialState: Notes.State()) { Notes() } }
  await script.hosted { await notes.send(.addTapped) { $0.editor = Editor.State() } }
  await script.hosted { await notes.send(.editor(.presented(.appeared))) }
  await script.hosted { await notes.send(.editor(.presented(.saveTapped))) }
  await script.hosted { await notes.receive(.editor(.dismiss)) { $0.editor = nil } }
  let editor = script.store { Store(initialState: Editor.State()) { Editor() } }
  script.sending { editor.send(.appeared) }
  let profile = script.store { TestStore(initialState: Profile.State()) { Profile() } withDependencies: { $0.apiClient.fetchUser = { id in "Blob \(id)" } } }
  await script.hosted { await profile.send(.onAppear) }
  await script.hosted { await profile.receive(.userResponse("Blob 42")) { $0.name = "Blob 42" } }
  let unimplementedProfile = script.store { TestStore(initialState: Profile.State()) { Profile() } }
  await script.hosted { await unimplementedProfile.send(.onAppear) }
  await script.hosted { await unimplementedProfile.receive(.failed) { $0.name = "failed" } }
  script.expect(issues: 1, at: 133, 1)
  let preview = withDependencies { $0.context = .preview } operation: {
    return script.store { Store(initialState: Profile.State()) { Profile() } }
  }
  await script.sending { preview.send(.onAppear) }.finish()
  print(script.onMainActor { preview.state.name })
  let app = script.store { TestStore(initialState: App.State()) { App() } }
  await script.hosted { await app.send(.profile(.onAppear)) }
  await script.hosted { await app.receive(.profile(.userResponse("Mock user 42"))) { $0.profile.name = "Mock user 42" } }
  @Dependency(\.self) var dependencies
  print(dependencies.context)
  let failing = script.store { TestStore(initialState: Profile.State()) { Profile() } withDependencies: { $0.apiClient = .failing } }
  await script.hosted { await failing.send(.onAppear) }
  await script.hosted { await failing.receive(.failed) { $0.name = "failed" } }
  @Dependency(\.analytics) var analytics
  if let analytics {
    print("tracking with", analytics)
  } else {
    print("no analytics")
  }
  let debounce = script.store { TestStore(initialState: Debounce.State()) { Debounce() } withDependencies: { $0.mainQueue = .immediate } }
  await script.hosted { await debounce.send(.textChanged) }
  await script.hosted { await debounce.receive(.save) { $0.saved = true } }
  let onboarding = withDependencies { $0.context = .live } operation: {
    return script.store { Store(initialState: Onboarding.State()) { Onboarding() } }
  }
  await script.sending { onboarding.send(.feature(.save)) }.finish()
  print(script.onMainActor { onboarding.state.feature.log })
}
