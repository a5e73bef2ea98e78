import ComposableArchitecture

enum MicrophoneAccess: Equatable, Sendable {
  case authorized
  case denied
  case notDetermined
  case restricted
}

struct PartialTranscript: Equatable, Sendable {
  var words: String
  var isFinal: Bool
}

@DependencyClient
struct DictationClient {
  var stop: @Sendable () async -> Void
  var requestAccess: @Sendable () async -> MicrophoneAccess = {
    .notDetermined
  }
  var start:
    @Sendable () async -> AsyncThrowingStream<PartialTranscript, Error> = { .finished() }

  enum Failure: Error, Equatable {
    case taskError
    case couldntStartMicrophone
    case couldntConfigureSession
  }
}

extension DictationClient: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var dictationClient: DictationClient {
    get { self[DictationClient.self] }
    set { self[DictationClient.self] = newValue }
  }
}

@Reducer
struct Dictation {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var isListening = false
    var text = ""
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case microphoneTapped
    case transcript(Result<String, any Error>)
    case accessResponse(MicrophoneAccess)

    enum Alert: Equatable {}
  }

  @Dependency(\.dictationClient) var dictationClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case .microphoneTapped:
        state.isListening.toggle()

        guard state.isListening
        else {
          return .run { _ in
            await self.dictationClient.stop()
          }
        }

        return .run { send in
          let access = await self.dictationClient.requestAccess()
          await send(.accessResponse(access))

          guard access == .authorized
          else { return }

          for try await partial in await self.dictationClient.start() {
            await send(.transcript(.success(partial.words)))
          }
        } catch: { error, send in
          await send(.transcript(.failure(error)))
        }

      case .transcript(.failure(DictationClient.Failure.couldntConfigureSession)),
        .transcript(.failure(DictationClient.Failure.couldntStartMicrophone)):
        state.alert = AlertState { TextState("The microphone is not available. Try again.") }
        return .none

      case .transcript(.failure):
        state.alert = AlertState {
          TextState("Something went wrong while listening. Try again.")
        }
        return .none

      case .transcript(.success(let text)):
        state.text = text
        return .none

      case .accessResponse(let access):
        state.isListening = access == .authorized

        switch access {
        case .authorized:
          return .none

        case .denied:
          state.alert = AlertState {
            TextState(
              """
              Microphone access was denied. Allow it in Settings to dictate \
              notes.
              """
            )
          }
          return .none

        case .notDetermined:
          return .none

        case .restricted:
          state.alert = AlertState { TextState("This device does not allow dictation.") }
          return .none
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@MainActor
func main() async {
  let stopped = LockIsolated(0)
  let store = Store(initialState: Dictation.State()) {
    Dictation()
  } withDependencies: {
    $0.dictationClient.requestAccess = { .authorized }
    $0.dictationClient.stop = { stopped.withValue { $0 += 1 } }
    $0.dictationClient.start = {
      AsyncThrowingStream { continuation in
        continuation.yield(PartialTranscript(words: "pick up", isFinal: false))
        continuation.yield(PartialTranscript(words: "pick up oat milk", isFinal: true))
        continuation.finish()
      }
    }
  }

  await store.send(.microphoneTapped).finish()
  print("text:", store.text, "listening:", store.isListening)
  await store.send(.microphoneTapped).finish()
  print("listening:", store.isListening, "stopped:", stopped.value)

  let denied = Store(initialState: Dictation.State()) {
    Dictation()
  } withDependencies: {
    $0.dictationClient.requestAccess = { .denied }
  }
  await denied.send(.microphoneTapped).finish()
  print("denied listening:", denied.isListening, "alert:", denied.alert != nil)

  let broken = Store(initialState: Dictation.State(text: "earlier")) {
    Dictation()
  } withDependencies: {
    $0.dictationClient.requestAccess = { .authorized }
    $0.dictationClient.start = {
      AsyncThrowingStream { $0.finish(throwing: DictationClient.Failure.couldntStartMicrophone) }
    }
  }
  await broken.send(.microphoneTapped).finish()
  print("broken alert:", broken.alert != nil, "text:", broken.text)
}

await main()
