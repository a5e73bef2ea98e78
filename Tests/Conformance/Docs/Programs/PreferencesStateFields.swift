import ComposableArchitecture

enum Digest: String {
  case daily
  case weekly
  case never
}

@Reducer
struct Preferences {
  @ObservableState
  struct State {
    var digest = Digest.weekly
    var nickname = ""
    var allowsPush = false
    var isSaving = false
    var hidesActivity = true
    var emailsReceipts = false
    var textsReminders = false
  }
  enum Action {
    case nicknameChanged(String)
    case digestChanged(Digest)
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .nicknameChanged(nickname):
        state.nickname = nickname
        return .none
      case let .digestChanged(digest):
        state.digest = digest
        return .none
      }
    }
  }
}

let store = Store(initialState: Preferences.State()) {
  Preferences()
}
print(store.digest.rawValue, store.nickname.isEmpty, store.allowsPush, store.isSaving)
print(store.hidesActivity, store.emailsReceipts, store.textsReminders)
store.send(.nicknameChanged("kestrel"))
store.send(.digestChanged(.never))
print(store.digest.rawValue, store.nickname)
