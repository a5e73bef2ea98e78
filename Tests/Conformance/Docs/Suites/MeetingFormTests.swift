import ComposableArchitecture
import Foundation
import Testing

struct Speaker: Equatable, Identifiable, Sendable {
  let id: UUID
  var name = ""
}

struct Meeting: Equatable, Identifiable, Sendable {
  let id: UUID
  var speakers: IdentifiedArrayOf<Speaker> = []
  var minutes = 15
  var topic = ""
}

@Reducer
struct MeetingForm {
  @ObservableState
  struct State: Equatable, Sendable {
    var focus: Field? = .topic
    var meeting: Meeting

    init(focus: Field? = .topic, meeting: Meeting) {
      self.focus = focus
      self.meeting = meeting
      if self.meeting.speakers.isEmpty {
        @Dependency(\.uuid) var uuid
        self.meeting.speakers.append(Speaker(id: uuid()))
      }
    }

    enum Field: Hashable {
      case speaker(Speaker.ID)
      case topic
    }
  }

  enum Action: BindableAction, Equatable, Sendable {
    case addSpeakerButtonTapped
    case binding(BindingAction<State>)
    case deleteSpeakers(atOffsets: IndexSet)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addSpeakerButtonTapped:
        let speaker = Speaker(id: uuid())
        state.meeting.speakers.append(speaker)
        state.focus = .speaker(speaker.id)
        return .none

      case .binding:
        return .none

      case .deleteSpeakers(atOffsets: let indices):
        state.meeting.speakers.remove(atOffsets: indices)
        if state.meeting.speakers.isEmpty {
          state.meeting.speakers.append(Speaker(id: uuid()))
        }
        guard let firstIndex = indices.first
        else { return .none }
        let index = min(firstIndex, state.meeting.speakers.count - 1)
        state.focus = .speaker(state.meeting.speakers[index].id)
        return .none
      }
    }
  }
}

@MainActor
struct MeetingFormTests {
  init() { uncheckedUseMainSerialExecutor = true }

  @Test
  func addSpeaker() async {
    let store = TestStore(
      initialState: MeetingForm.State(
        meeting: Meeting(
          id: UUID(),
          speakers: [],
          topic: "Roadmap"
        )
      )
    ) {
      MeetingForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    store.assert {
      $0.meeting.speakers = [Speaker(id: UUID(0))]
    }

    await store.send(.addSpeakerButtonTapped) {
      $0.focus = .speaker(UUID(1))
      $0.meeting.speakers = [
        Speaker(id: UUID(0)),
        Speaker(id: UUID(1)),
      ]
    }
  }

  @Test
  func focusMovesAfterDeleting() async {
    let store = TestStore(
      initialState: MeetingForm.State(
        meeting: Meeting(
          id: UUID(),
          speakers: [
            Speaker(id: UUID(10)),
            Speaker(id: UUID(11)),
            Speaker(id: UUID(12)),
          ],
          topic: "Roadmap"
        )
      )
    ) {
      MeetingForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.deleteSpeakers(atOffsets: [0])) {
      $0.focus = .speaker($0.meeting.speakers[1].id)
      $0.meeting.speakers = [
        $0.meeting.speakers[1],
        $0.meeting.speakers[2],
      ]
    }

    await store.send(.deleteSpeakers(atOffsets: [1])) {
      $0.focus = .speaker($0.meeting.speakers[0].id)
      $0.meeting.speakers = [
        $0.meeting.speakers[0]
      ]
    }

    await store.send(.deleteSpeakers(atOffsets: [0])) {
      $0.focus = .speaker(UUID(0))
      $0.meeting.speakers = [
        Speaker(id: UUID(0))
      ]
    }
  }

  @Test
  func bindingTheTopic() async {
    let store = TestStore(
      initialState: MeetingForm.State(
        meeting: Meeting(id: UUID(99), speakers: [Speaker(id: UUID(5))], topic: "")
      )
    ) {
      MeetingForm()
    }

    await store.send(.binding(.set(\.meeting.topic, "Retro"))) {
      $0.meeting.topic = "Retro"
    }
    await store.send(\.binding.focus, .speaker(UUID(5))) {
      $0.focus = .topic
    }
  }
}
