import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

/// `TextState`, `ButtonState`, `AlertState` and the presentation `ifLet` that dismisses an
/// alert once one of its buttons' actions is sent (as measured on TCA 1.25).
@MainActor
@Suite(.dependencies)
struct AlertStateTests {
  @Reducer
  struct ContactDetail {
    @ObservableState
    struct State: Equatable {
      var name = "Blob"
      var isDeleted = false
      var alertWasPresented: Bool?
      @Presents var alert: AlertState<Action.Alert>?
    }

    enum Action: Equatable {
      case deleteTapped
      case alert(PresentationAction<Alert>)

      @CasePathable
      enum Alert: Equatable {
        case confirmDeletion
        case askAgain
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .deleteTapped:
          state.alert = Self.confirmation(name: state.name)
          return .none
        case .alert(.presented(.confirmDeletion)):
          state.alertWasPresented = state.alert != nil
          state.isDeleted = true
          return .none
        case .alert(.presented(.askAgain)):
          state.alert = AlertState { TextState("Really?") }
          return .none
        case .alert(.dismiss):
          state.alertWasPresented = state.alert != nil
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }

    static func confirmation(name: String) -> AlertState<Action.Alert> {
      AlertState {
        TextState("Delete \(name)?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("This cannot be undone.")
      }
    }
  }

  @Test func textStatePrintsAsAStateDiffWritesIt() {
    #expect(TextState("Delete").description == #""Delete""#)
    #expect(TextState(verbatim: "a \"b\"").description == #""a \"b\"""#)
    #expect(TextState("Delete") == TextState(verbatim: "Delete"))
    #expect(TextState("Delete") != TextState("Cancel"))
  }

  @Test func buttonsAndAlertsPrintAsAStateDiffWritesThem() {
    let alert = ContactDetail.confirmation(name: "Blob")
    #expect(
      alert.description
        == #"AlertState(title: "Delete Blob?", actions: [ButtonState(role: .destructive, "#
        + #"action: .send(.confirmDeletion), label: "Delete"), ButtonState(role: .cancel, "#
        + #"action: .send(nil), label: "Cancel")], message: "This cannot be undone.")"#)
    let plain = ButtonState<ContactDetail.Action.Alert>(action: .askAgain) { TextState("Again") }
    #expect(plain.description == #"ButtonState(action: .send(.askAgain), label: "Again")"#)
    #expect(
      AlertState<ContactDetail.Action.Alert> { TextState("Hi") }.description
        == #"AlertState(title: "Hi")"#)
  }

  @Test func alertsAreEqualByContentNotByID() {
    let first = ContactDetail.confirmation(name: "Blob")
    let second = ContactDetail.confirmation(name: "Blob")
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first != ContactDetail.confirmation(name: "Blobby"))
    let withoutMessage = AlertState<ContactDetail.Action.Alert>(
      title: TextState("Delete Blob?"), buttons: first.buttons)
    #expect(first != withoutMessage)
  }

  @Test func theParentReducesAButtonsActionWhileTheAlertIsPresentedThenItIsDismissed() {
    let store = Store(initialState: ContactDetail.State()) { ContactDetail() }
    store.send(.deleteTapped)
    #expect(store.state.alert == ContactDetail.confirmation(name: "Blob"))
    store.send(.alert(.presented(.confirmDeletion)))
    #expect(store.state.alertWasPresented == true)
    #expect(store.state.isDeleted)
    #expect(store.state.alert == nil)
  }

  @Test func aDismissalSetsTheAlertToNilAfterTheParent() {
    let store = Store(initialState: ContactDetail.State()) { ContactDetail() }
    store.send(.deleteTapped)
    store.send(.alert(.dismiss))
    #expect(store.state.alertWasPresented == true)
    #expect(store.state.alert == nil)
    #expect(!store.state.isDeleted)
  }

  @Test func anAlertTheParentPresentsInPlaceOfTheTappedOneStays() {
    let store = Store(initialState: ContactDetail.State()) { ContactDetail() }
    store.send(.deleteTapped)
    store.send(.alert(.presented(.askAgain)))
    #expect(store.state.alert == AlertState { TextState("Really?") })
  }

  @Test func aButtonsActionWhileNothingIsPresentedIsReportedAndTheParentStillReducesIt() async {
    let log = await collectingIssues {
      let store = Store(initialState: ContactDetail.State()) { ContactDetail() }
      store.send(.alert(.presented(.confirmDeletion)))
      #expect(store.state.isDeleted)
    }
    #expect(log.messages.first?.contains("received a presentation action while nothing") == true)
  }

  @Test func aTestStoreAssertsTheAlertAndItsDismissal() async {
    let store = TestStore(initialState: ContactDetail.State()) { ContactDetail() }
    await store.send(.deleteTapped) {
      $0.alert = ContactDetail.confirmation(name: "Blob")
    }
    await store.send(\.alert.confirmDeletion) {
      $0.alert = nil
      $0.alertWasPresented = true
      $0.isDeleted = true
    }
  }

  @Test func aWrongAlertInATestStoresAssertionShowsBothInTheDiff() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: ContactDetail.State()) { ContactDetail() }
      await store.send(.deleteTapped) {
        $0.alert = ContactDetail.confirmation(name: "Bob")
      }
    }
    #expect(log.messages.count == 1)
    let message = log.messages.first ?? ""
    #expect(message.contains("A state change does not match expectation"))
    #expect(message.contains(#"AlertState(title: "Delete Bob?""#))
    #expect(message.contains(#"AlertState(title: "Delete Blob?""#))
  }
}
