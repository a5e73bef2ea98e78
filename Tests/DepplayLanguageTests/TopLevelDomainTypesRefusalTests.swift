import DepplayLanguage
import Testing

/// A feature whose `State` and `Action` are top-level types (`var body: some
/// Reducer<LampState, LampAction>` with neither declared inside it), which TCA compiles and
/// depplay does not run yet, is refused by name, not as a feature missing its State.
@Suite struct TopLevelDomainTypesRefusalTests {
  /// A script whose feature `Lamp`'s body is `body`, its domain declared beside it.
  private static func script(body: String) -> String {
    """
    import ComposableArchitecture

    struct LampState: Equatable {
      var isOn = false
    }

    enum LampAction {
      case toggled
    }

    @Reducer
    struct Lamp {
      var body: \(body) {
        Reduce { state, action in
          state.isOn.toggle()
          return .none
        }
      }
    }
    """
  }

  @Test func aBodyNamingTopLevelTypesIsRefusedByName() async {
    let (_, errors, succeeded) = await runScript(
      Self.script(body: "some Reducer<LampState, LampAction>"), file: "lamp.swift")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "lamp.swift:13:18: error: a feature whose State and Action are top-level types"
          + " ('Lamp': some Reducer<LampState, LampAction>) is not supported yet"),
      "\(errors)")
    #expect(errors.contains("declare them inside the feature"), "\(errors)")
  }

  @Test func aBodyOfItsOwnTypesStillNamesWhatIsMissing() async {
    let (_, errors, succeeded) = await runScript(
      Self.script(body: "some Reducer<State, Action>"), file: "lamp.swift")
    #expect(!succeeded)
    #expect(
      errors.contains("lamp.swift:12:8: error: feature 'Lamp' has no struct State"), "\(errors)")
  }
}
