import DepplayLanguage
import Testing

/// Where a value is set on a key a Swift script declares, an implied member (`.mock`) is the
/// key's type's, as Swift reads it, even when another struct of the script declares a static
/// of that name too (#23: TCA's docs install `.mock`s of several clients side by side).
@Suite struct KeyImpliedMemberTests {
  static let keys = """
    struct Paper: Sendable {
      var name: String
    }
    extension Paper: DependencyKey {
      static let liveValue = Paper(name: "live paper")
      static let mock = Paper(name: "mock paper")
    }
    struct Ink: Sendable {
      var name: String
    }
    extension Ink: DependencyKey {
      static let liveValue = Ink(name: "live ink")
      static let mock = Ink(name: "mock ink")
    }
    extension DependencyValues {
      var paper: Paper {
        get { self[Paper.self] }
        set { self[Paper.self] = newValue }
      }
      var ink: Ink {
        get { self[Ink.self] }
        set { self[Ink.self] = newValue }
      }
    }

    """

  @Test func onAReducerAndInAnUpdateClosure() async {
    let (output, errors, succeeded) = await runScript(
      Self.keys + """
        @Reducer
        struct Printer {
          @ObservableState
          struct State: Equatable { var line = "" }
          enum Action { case print }
          @Dependency(\\.paper) var paper
          @Dependency(\\.ink) var ink
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.line = paper.name + " + " + ink.name
              return .none
            }
          }
        }
        let store = Store(initialState: Printer.State()) {
          Printer().dependency(\\.ink, .mock)
        }
        store.send(.print)
        print(store.line)
        withDependencies {
          $0.paper = .mock
        } operation: {
          @Dependency(\\.paper) var paper
          print(paper.name)
        }
        """, file: "implied.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "live paper + mock ink\nmock paper\n")
  }

  @Test func inATestTrait() async {
    let (output, errors, _) = await runScript(
      Self.keys + """
        @Test(.dependency(\\.ink, .mock))
        func inked() {
          @Dependency(\\.ink) var ink
          #expect(ink.name == "mock ink")
        }
        """, file: "trait.dep")
    #expect(output.contains("inked() passed"), "\(output)\(errors)")
    #expect(!output.contains("failed"), "\(output)\(errors)")
  }
}
