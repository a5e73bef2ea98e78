import ComposableArchitecture
import Foundation
import Testing

struct Huddle: Equatable, Identifiable {
  let id: UUID
  var members: [String] = []
  var length: Duration = .seconds(60 * 3)
  var records: IdentifiedArrayOf<HuddleRecord> = []

  var lengthPerMember: Duration {
    length / members.count
  }
}

struct HuddleRecord: Equatable, Identifiable {
  let id: UUID
  let date: Date
  var notes: String
}

enum CaptionAccess: Sendable {
  case notDetermined, denied, authorized
}

struct Caption: Equatable, Sendable {
  var text: String
  var isFinal: Bool
}

@DependencyClient
struct CaptionClient {
  var access: @Sendable () -> CaptionAccess = { .notDetermined }
  var requestAccess: @Sendable () async -> CaptionAccess = { .notDetermined }
  var start: @Sendable (_ locale: String) async -> AsyncThrowingStream<Caption, Error> = { _ in
    .finished()
  }
}

extension CaptionClient: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var captionClient: CaptionClient {
    get { self[CaptionClient.self] }
    set { self[CaptionClient.self] = newValue }
  }
}

@Reducer
struct HuddleRecorder {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var secondsElapsed = 0
    var memberIndex = 0
    var huddle: Huddle
    var notes = ""

    var timeLeft: Duration {
      huddle.length - .seconds(secondsElapsed)
    }
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case endTapped
    case onTask
    case tick
    case captionFailed
    case caption(Caption)

    @CasePathable
    enum Alert {
      case confirmDiscard
      case confirmSave
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.captionClient) var captionClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { _ in await dismiss() }

      case .alert(.presented(.confirmSave)):
        state.huddle.save(notes: state.notes)
        return .run { _ in await dismiss() }

      case .alert:
        return .none

      case .endTapped:
        state.alert = .finishHuddle
        return .none

      case .onTask:
        return .run { send in
          let access =
            captionClient.access() == .notDetermined
            ? await captionClient.requestAccess()
            : captionClient.access()

          await withDiscardingTaskGroup { group in
            if access == .authorized {
              group.addTask {
                await startCaptions(send: send)
              }
            }
            group.addTask {
              await startTimer(send: send)
            }
          }
        }

      case .tick:
        guard state.alert == nil
        else { return .none }

        state.secondsElapsed += 1

        let secondsPerMember = Int(state.huddle.lengthPerMember.components.seconds)
        if state.secondsElapsed.isMultiple(of: secondsPerMember) {
          if state.secondsElapsed == state.huddle.length.components.seconds {
            state.huddle.save(notes: state.notes)
            return .run { _ in await dismiss() }
          }
          state.memberIndex += 1
        }
        return .none

      case .captionFailed:
        state.notes += " (captions stopped)"
        return .none

      case .caption(let caption):
        state.notes = caption.text
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  private func startCaptions(send: Send<Action>) async {
    do {
      for try await caption in await captionClient.start(locale: "en") {
        await send(.caption(caption))
      }
    } catch {
      await send(.captionFailed)
    }
  }

  private func startTimer(send: Send<Action>) async {
    for await _ in clock.timer(interval: .seconds(1)) {
      await send(.tick)
    }
  }
}

extension Huddle {
  fileprivate mutating func save(notes: String) {
    @Dependency(\.date.now) var now
    @Dependency(\.uuid) var uuid
    records.insert(HuddleRecord(id: uuid(), date: now, notes: notes), at: 0)
  }
}

extension AlertState where Action == HuddleRecorder.Action.Alert {
  static let finishHuddle = Self {
    TextState("Finish the huddle?")
  } actions: {
    ButtonState(action: .confirmSave) {
      TextState("Save and finish")
    }
    ButtonState(role: .destructive, action: .confirmDiscard) {
      TextState("Discard")
    }
    ButtonState(role: .cancel) {
      TextState("Keep going")
    }
  }
}

@MainActor
struct StandupRecorderTests {
  init() { uncheckedUseMainSerialExecutor = true }

  @Test
  func timerRunsToTheEnd() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: HuddleRecorder.State(
        huddle: Huddle(id: UUID(50), members: ["Ren", "Oli"], length: .seconds(4))
      )
    ) {
      HuddleRecorder()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_700_000_000)
      $0.captionClient.access = { .denied }
      $0.uuid = .incrementing
    }

    await store.send(.onTask)

    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.secondsElapsed = 1
      #expect($0.timeLeft == .seconds(3))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.memberIndex = 1
      $0.secondsElapsed = 2
      #expect($0.timeLeft == .seconds(2))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.secondsElapsed = 3
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.secondsElapsed = 4
      $0.huddle.records.insert(
        HuddleRecord(id: UUID(0), date: Date(timeIntervalSince1970: 1_700_000_000), notes: ""),
        at: 0
      )
      #expect($0.timeLeft == .seconds(0))
    }
  }

  @Test
  func captionsAreSaved() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: HuddleRecorder.State(
        huddle: Huddle(id: UUID(51), members: ["Ren", "Oli", "Kai"], length: .seconds(3))
      )
    ) {
      HuddleRecorder()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_700_000_000)
      $0.captionClient.access = { .authorized }
      $0.captionClient.start = { @Sendable _ in
        AsyncThrowingStream { continuation in
          continuation.yield(Caption(text: "Shipping on Friday", isFinal: true))
          continuation.finish()
        }
      }
      $0.uuid = .incrementing
    }

    await store.send(.onTask)
    await store.receive(\.caption) {
      $0.notes = "Shipping on Friday"
    }
    await store.withExhaustivity(.off(showSkippedAssertions: true)) {
      await clock.advance(by: .seconds(3))
      await store.receive(\.tick)
      await store.receive(\.tick)
      await store.receive(\.tick)
    }
    await store.finish()
    store.assert {
      $0.huddle.records[0].notes = "Shipping on Friday"
    }
  }

  @Test
  func endEarlyAndSave() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: HuddleRecorder.State(
        huddle: Huddle(id: UUID(52), members: ["Ren"], length: .seconds(10))
      )
    ) {
      HuddleRecorder()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_700_000_500)
      $0.captionClient.access = { .denied }
      $0.uuid = .incrementing
    }

    await store.send(.onTask)
    await store.send(.endTapped) {
      $0.alert = .finishHuddle
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.tick)
    await store.receive(\.tick)
    await store.send(\.alert.confirmSave) {
      $0.alert = nil
      $0.huddle.records.insert(
        HuddleRecord(id: UUID(0), date: Date(timeIntervalSince1970: 1_700_000_500), notes: ""),
        at: 0
      )
    }
    await store.finish()
  }
}
