import Testing

@testable import DepplayLanguage

/// A plain enum inside a feature's `Action` (TCA's `enum Delegate`, carried by `case
/// delegate(Delegate)`): declared with the feature, sent and matched through its case; any
/// other member of `Action` is refused by name.
@Suite struct DelegateActionTests {
  static let child = """
    struct Child: Reducer {
      struct State: Equatable { var n = 1 }
      enum Action {
        case tapped
        case delegate(Delegate)
        enum Delegate: Equatable { case done(Int) }
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .tapped: return .send(.delegate(.done(state.n)))
          case .delegate: return .none
          }
        }
      }
    }

    """

  @Test func aDelegateActionReachesTheParentThroughTheChildsCase() async {
    let (output, errors, succeeded) = await runScript(
      Self.child + """
        struct Parent: Reducer {
          struct State: Equatable { var child = Child.State(); var got: [Int] = [] }
          enum Action { case child(Child.Action) }
          var body: some ReducerOf<Self> {
            Scope(state: \\.child, action: \\.child) { Child() }
            Reduce { state, action in
              switch action {
              case let .child(.delegate(.done(n))):
                state.got.append(n)
                return .none
              case .child: return .none
              }
            }
          }
        }
        let store = TestStore(initialState: Parent.State()) { Parent() }
        await store.send(.child(.tapped))
        await store.receive(.child(.delegate(.done(1)))) { $0.got = [1] }
        print("received")
        """, file: "delegate.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "received\n")
  }

  @Test func anotherMemberOfActionIsRefusedByName() async {
    let (_, errors, succeeded) = await runScript(
      """
      struct F: Reducer {
        struct State { var n = 0 }
        enum Action {
          case go
          var isGo: Bool { true }
        }
        var body: some ReducerOf<Self> { Reduce { state, action in .none } }
      }
      """, file: "delegate.dep")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "delegate.dep:5:5: error: this member of 'enum Action' ('var isGo: Bool { true }') is not supported yet"
      ), "\(errors)")
  }
}
