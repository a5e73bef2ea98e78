import Testing

@testable import DepplayLanguage

/// `@CasePathable` on an enum nested in a feature's `Action` (a delegate's), as TCA allows: a
/// test store's case key path then reaches its cases (`\.child.delegate.done`, through a
/// stack's element too), whatever their payloads; without the attribute, Swift's error.
@Suite struct CasePathableDelegateTests {
  static func script(attribute: String, receiving path: String) -> String {
    """
    context test
    struct Child: Reducer {
      struct State: Equatable { var n = 1 }
      enum Action {
        case tapped
        case delegate(Delegate)
        \(attribute)
        enum Delegate: Equatable {
          case done(Int)
          case gaveUp
        }
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
    struct Parent: Reducer {
      struct State: Equatable {
        var child = Child.State()
        var path = StackState<Child.State>()
      }
      enum Action {
        case child(Child.Action)
        case path(StackActionOf<Child>)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \\.child, action: \\.child) { Child() }
        Reduce { state, action in .none }
          .forEach(\\.path, action: \\.path) { Child() }
      }
    }
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.child(.tapped))
    await store.receive(\(path))
    await store.send(.path(.push(id: 0, state: Child.State(n: 7)))) {
      $0.path.append(Child.State(n: 7))
    }
    await store.send(.path(.element(id: 0, action: .tapped)))
    await store.receive(\\.path[id: 0].delegate.done)
    print("received")
    """
  }

  @Test func aCaseKeyPathReachesTheCasesOfACasePathableEnum() async {
    let (output, errors, succeeded) = await runScript(
      Self.script(attribute: "@CasePathable", receiving: "\\.child.delegate.done"),
      file: "delegate.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "received\n")
  }

  @Test func anotherCaseOfTheEnumIsNotReceived() async {
    let (output, errors, _) = await runScript(
      Self.script(attribute: "@CasePathable", receiving: "\\.child.delegate.gaveUp"),
      file: "delegate.dep")
    #expect(
      output.contains("issue(custom): Received an unexpected action."), "\(output)\(errors)")
  }

  @Test func withoutTheAttributeTheCaseKeyPathIsSwiftsError() async {
    let (_, errors, succeeded) = await runScript(
      Self.script(attribute: "", receiving: "\\.child.delegate.done"), file: "delegate.dep")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "error: subscript 'subscript(dynamicMember:)' requires that 'Child.Action.Delegate'"
          + " conform to 'CasePathable'"), "\(errors)")
  }

  @Test func anEnumOutsideAnActionIsCasePathableToo() async {
    let (output, errors, succeeded) = await runScript(
      """
      @CasePathable
      enum Tab { case home, settings }
      print(Tab.home.is(\\.home), Tab.settings.is(\\.home))
      """, file: "tab.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "true false\n")
  }
}
