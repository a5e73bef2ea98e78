import ComposableArchitecture
import Foundation
import Testing

@DependencyClient
struct RelayClient {
  struct ID: Hashable, @unchecked Sendable {
    let rawValue: AnyHashable

    init<RawValue: Hashable & Sendable>(_ rawValue: RawValue) {
      self.rawValue = rawValue
    }

    init() {
      struct RawValue: Hashable, Sendable {}
      self.rawValue = RawValue()
    }
  }

  @CasePathable
  enum Event {
    case opened(protocol: String?)
    case closed(code: Int, reason: Data?)
  }

  @CasePathable
  enum Frame: Equatable {
    case data(Data)
    case text(String)
  }

  var connect: @Sendable (_ id: ID, _ url: URL, _ protocols: [String]) async -> AsyncStream<Event> = {
    _, _, _ in .finished
  }
  var frames: @Sendable (_ id: ID) async throws -> AsyncStream<Result<Frame, any Error>>
  var send: @Sendable (_ id: ID, _ frame: Frame) async throws -> Void
  var ping: @Sendable (_ id: ID) async throws -> Void
}

extension RelayClient: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var relay: RelayClient {
    get { self[RelayClient.self] }
    set { self[RelayClient.self] = newValue }
  }
}

@Reducer
struct ChatRoom {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var link = Link.offline
    var draft = ""
    var transcript: [String] = []

    enum Link: String {
      case online
      case joining
      case offline
    }
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case joinTapped
    case draftChanged(String)
    case frameReceived(Result<RelayClient.Frame, any Error>)
    case sendTapped
    case sendResponse(didSucceed: Bool)
    case relay(RelayClient.Event)

    enum Alert: Equatable {}
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.relay) var relay

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case .joinTapped:
        switch state.link {
        case .online, .joining:
          state.link = .offline
          return .cancel(id: RelayClient.ID())

        case .offline:
          state.link = .joining
          return .run { send in
            let events = await self.relay.connect(
              id: RelayClient.ID(),
              url: URL(string: "wss://chat.example.org/room/3")!,
              protocols: []
            )
            await withThrowingTaskGroup(of: Void.self) { group in
              for await event in events {
                group.addTask { await send(.relay(event)) }
                switch event {
                case .opened:
                  group.addTask {
                    while !Task.isCancelled {
                      try await self.clock.sleep(for: .seconds(15))
                      try? await self.relay.ping(id: RelayClient.ID())
                    }
                  }
                  group.addTask {
                    for await result in try await self.relay.frames(id: RelayClient.ID()) {
                      await send(.frameReceived(result))
                    }
                  }
                case .closed:
                  return
                }
              }
            }
          }
          .cancellable(id: RelayClient.ID())
        }

      case .draftChanged(let draft):
        state.draft = draft
        return .none

      case .frameReceived(.success(let frame)):
        if case .text(let text) = frame {
          state.transcript.append(text)
        }
        return .none

      case .frameReceived(.failure):
        return .none

      case .sendTapped:
        let draft = state.draft
        state.draft = ""
        return .run { send in
          try await self.relay.send(id: RelayClient.ID(), frame: .text(draft))
          await send(.sendResponse(didSucceed: true))
        } catch: { _, send in
          await send(.sendResponse(didSucceed: false))
        }
        .cancellable(id: RelayClient.ID())

      case .sendResponse(didSucceed: false):
        state.alert = AlertState {
          TextState("The message was not sent. Join the room, then try again.")
        }
        return .none

      case .sendResponse(didSucceed: true):
        return .none

      case .relay(.closed):
        state.link = .offline
        return .cancel(id: RelayClient.ID())

      case .relay(.opened):
        state.link = .online
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@MainActor
struct ChatSocketTests {
  @Test
  func joinChatAndLeave() async {
    let events = AsyncStream.makeStream(of: RelayClient.Event.self)
    let frames = AsyncStream.makeStream(of: Result<RelayClient.Frame, any Error>.self)

    let store = TestStore(initialState: ChatRoom.State()) {
      ChatRoom()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.relay.connect = { @Sendable _, _, _ in events.stream }
      $0.relay.frames = { @Sendable _ in frames.stream }
      $0.relay.send = { @Sendable _, _ in }
      $0.relay.ping = { @Sendable _ in try await Task.never() }
    }

    await store.send(.joinTapped) {
      $0.link = .joining
    }
    events.continuation.yield(.opened(protocol: nil))
    await store.receive(\.relay.opened) {
      $0.link = .online
    }

    frames.continuation.yield(.success(.text("Welcome to room 3")))
    await store.receive(\.frameReceived.success) {
      $0.transcript = ["Welcome to room 3"]
    }

    await store.send(.draftChanged("Morning all")) {
      $0.draft = "Morning all"
    }
    await store.send(.sendTapped) {
      $0.draft = ""
    }
    await store.receive(\.sendResponse)

    frames.continuation.yield(.success(.text("Morning all")))
    await store.receive(\.frameReceived.success) {
      $0.transcript = ["Welcome to room 3", "Morning all"]
    }

    await store.send(.joinTapped) {
      $0.link = .offline
    }
    await store.finish()
  }

  @Test
  func sendFails() async {
    let events = AsyncStream.makeStream(of: RelayClient.Event.self)
    let frames = AsyncStream.makeStream(of: Result<RelayClient.Frame, any Error>.self)

    let store = TestStore(initialState: ChatRoom.State()) {
      ChatRoom()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.relay.connect = { @Sendable _, _, _ in events.stream }
      $0.relay.frames = { @Sendable _ in frames.stream }
      $0.relay.send = { @Sendable _, _ in
        struct RelayDown: Error, Equatable {}
        throw RelayDown()
      }
      $0.relay.ping = { @Sendable _ in try await Task.never() }
    }

    await store.send(.joinTapped) {
      $0.link = .joining
    }
    events.continuation.yield(.opened(protocol: nil))
    await store.receive(\.relay.opened) {
      $0.link = .online
    }

    await store.send(.draftChanged("Anyone?")) {
      $0.draft = "Anyone?"
    }
    await store.send(.sendTapped) {
      $0.draft = ""
    }
    await store.receive(\.sendResponse) {
      $0.alert = AlertState {
        TextState("The message was not sent. Join the room, then try again.")
      }
    }

    await store.send(.joinTapped) {
      $0.link = .offline
    }
    await store.finish()
  }

  @Test
  func pingsEveryFifteenSeconds() async {
    let events = AsyncStream.makeStream(of: RelayClient.Event.self)
    let clock = TestClock()
    var pings = 0

    let store = TestStore(initialState: ChatRoom.State()) {
      ChatRoom()
    } withDependencies: {
      $0.continuousClock = clock
      $0.relay.connect = { @Sendable _, _, _ in events.stream }
      $0.relay.frames = { @Sendable _ in try await Task.never() }
      $0.relay.ping = { @MainActor @Sendable _ in pings += 1 }
    }

    await store.send(.joinTapped) {
      $0.link = .joining
    }
    events.continuation.yield(.opened(protocol: nil))
    await store.receive(\.relay.opened) {
      $0.link = .online
    }

    #expect(pings == 0)
    await clock.advance(by: .seconds(15))
    #expect(pings == 1)
    await clock.advance(by: .seconds(15))
    #expect(pings == 2)

    await store.send(.joinTapped) {
      $0.link = .offline
    }
  }

  @Test
  func serverClosesTheRoom() async {
    let events = AsyncStream.makeStream(of: RelayClient.Event.self)

    let store = TestStore(initialState: ChatRoom.State()) {
      ChatRoom()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.relay.connect = { @Sendable _, _, _ in events.stream }
      $0.relay.frames = { @Sendable _ in try await Task.never() }
      $0.relay.ping = { @Sendable _ in try await Task.never() }
    }

    await store.send(.joinTapped) {
      $0.link = .joining
    }
    events.continuation.yield(.closed(code: 1011, reason: nil))
    await store.receive(\.relay.closed) {
      $0.link = .offline
    }
  }
}
