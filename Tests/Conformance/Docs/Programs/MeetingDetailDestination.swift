import ComposableArchitecture
import Foundation

struct Retro: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
  var notes: [String] = []
}

enum MicPermission: Sendable {
  case notDetermined, denied, restricted, authorized
}

extension DependencyValues {
  var micPermission: @Sendable () -> MicPermission {
    get { self[MicPermissionKey.self] }
    set { self[MicPermissionKey.self] = newValue }
  }

  private enum MicPermissionKey: DependencyKey {
    typealias Value = @Sendable () -> MicPermission
    static let liveValue: @Sendable () -> MicPermission = { .notDetermined }
  }

  var openSystemSettings: @Sendable () async -> Void {
    get { self[OpenSystemSettingsKey.self] }
    set { self[OpenSystemSettingsKey.self] = newValue }
  }

  private enum OpenSystemSettingsKey: DependencyKey {
    typealias Value = @Sendable () async -> Void
    static let liveValue: @Sendable () async -> Void = {
      print("opening the system settings")
    }
  }
}

@Reducer
struct RetroForm {
  @ObservableState
  struct State: Equatable {
    var retro: Retro
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@Reducer
struct RetroDetail {
  @Reducer
  enum Destination {
    @ReducerCaseIgnored case alert(AlertState<Alert>)
    case edit(RetroForm)

    @CasePathable
    enum Action {
      case alert(Alert)
      case edit(RetroForm.Action)
    }

    @CasePathable
    enum Alert {
      case confirmArchive
      case startWithoutMicrophone
      case openSettings
    }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Shared var retro: Retro
  }

  enum Action: Sendable {
    case archiveTapped
    case cancelEditTapped
    case delegate(Delegate)
    case destination(PresentationAction<Destination.Action>)
    case doneEditingTapped
    case editTapped
    case startTapped

    @CasePathable
    enum Delegate {
      case archive(id: Retro.ID)
      case start(Shared<Retro>)
    }
  }

  @Dependency(\.openSystemSettings) var openSystemSettings
  @Dependency(\.micPermission) var micPermission

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .archiveTapped:
        state.destination = .alert(.archiveRetro)
        return .none

      case .cancelEditTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .destination(.presented(.alert(let alertAction))):
        switch alertAction {
        case .confirmArchive:
          return .send(.delegate(.archive(id: state.retro.id)))
        case .startWithoutMicrophone:
          return .send(.delegate(.start(state.$retro)))
        case .openSettings:
          return .run { _ in await openSystemSettings() }
        }

      case .destination:
        return .none

      case .doneEditingTapped:
        guard case .some(.edit(let form)) = state.destination
        else { return .none }
        state.$retro.withLock { $0 = form.retro }
        state.destination = nil
        return .none

      case .editTapped:
        state.destination = .edit(RetroForm.State(retro: state.retro))
        return .none

      case .startTapped:
        switch micPermission() {
        case .notDetermined, .authorized:
          return .send(.delegate(.start(state.$retro)))
        case .denied:
          state.destination = .alert(.microphoneDenied)
          return .none
        case .restricted:
          state.destination = .alert(.microphoneRestricted)
          return .none
        }
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
extension RetroDetail.Destination.State: Equatable {}

extension AlertState where Action == RetroDetail.Destination.Alert {
  static let archiveRetro = Self {
    TextState("Archive?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmArchive) {
      TextState("Archive")
    }
    ButtonState(role: .cancel) {
      TextState("Keep")
    }
  } message: {
    TextState("The retro moves to the archive.")
  }

  static let microphoneDenied = Self {
    TextState("No microphone")
  } actions: {
    ButtonState(action: .startWithoutMicrophone) {
      TextState("Start anyway")
    }
    ButtonState(action: .openSettings) {
      TextState("Settings")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  } message: {
    TextState("Notes will not be transcribed.")
  }

  static let microphoneRestricted = Self {
    TextState("Microphone restricted")
  } actions: {
    ButtonState(action: .startWithoutMicrophone) {
      TextState("Start anyway")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  }
}

func shown(_ destination: RetroDetail.Destination.State?) -> String {
  switch destination {
  case .alert(let alert): return "alert with \(alert.buttons.count) buttons"
  case .edit(let form): return "editing \(form.retro.title)"
  case nil: return "nothing"
  }
}

@MainActor
func main() async {
  let retro = Shared(value: Retro(id: 7, title: "Sprint 40"))
  let store = Store(initialState: RetroDetail.State(retro: retro)) {
    RetroDetail()
  } withDependencies: {
    $0.micPermission = { .denied }
  }

  store.send(.editTapped)
  print(shown(store.destination))
  store.send(.destination(.presented(.edit(.binding(.set(\.retro.title, "Sprint 41"))))))
  print(shown(store.destination), "saved:", store.retro.title)
  store.send(.doneEditingTapped)
  print(shown(store.destination), "saved:", store.retro.title, "outside:", retro.wrappedValue.title)

  store.send(.startTapped)
  print(shown(store.destination))
  await store.send(.destination(.presented(.alert(.openSettings)))).finish()
  print(shown(store.destination))

  store.send(.archiveTapped)
  print(shown(store.destination), store.destination == .alert(.archiveRetro))
  store.send(.destination(.presented(.alert(.confirmArchive))))
  print(shown(store.destination))
}

await main()
