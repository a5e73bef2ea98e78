import DepplayLanguage
import Testing

/// An `extension` of a feature declared in the same script adds methods to it, as TCA's docs
/// write shared effect logic (`extension Feature { static func announce(…) -> EffectOf<Feature>
/// }`): a static one is called as `Self.announce(…)` or `Feature.announce(…)`, an instance one
/// from the reducer as the feature's own helper. Measured on TCA 1.25.5: the program below
/// prints `2 ["now 3", "minus 1"]`.
@Suite struct FeatureExtensionTests {
  static let tally = """
    import ComposableArchitecture

    @Reducer
    struct Tally {
      @ObservableState
      struct State: Equatable {
        var count = 0
        var log: [String] = []
      }
      enum Action: Equatable {
        case add(Int)
        case logged(String)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .add(let amount):
            state.count += amount
            if amount < 0 {
              let effect = Self.note("minus \\(-amount)")
              return effect
            }
            return echo(state.count)
          case .logged(let text):
            state.log.append(text)
            return .none
          }
        }
      }
    }

    extension Tally {
      static func note(_ text: String) -> EffectOf<Tally> {
        .send(.logged(text))
      }

      func echo(_ count: Int) -> Effect<Action> {
        .run { send in await send(.logged("now \\(count)")) }
      }
    }

    let store = Store(initialState: Tally.State()) { Tally() }
    await store.send(.add(3)).finish()
    await store.send(.add(-1)).finish()
    print(store.state.count, store.state.log)
    """

  @Test func theExtensionsMethodsAreTheFeatures() async {
    let (output, errors, succeeded) = await runScript(Self.tally, file: "tally.swift")
    #expect(succeeded, "\(errors)")
    #expect(output == "2 [\"now 3\", \"minus 1\"]\n")
  }

  @Test func aPropertyInAFeaturesExtensionIsRefusedByName() async {
    let (_, errors, succeeded) = await runScript(
      Self.tally.replacingOccurrences(
        of: "extension Tally {", with: "extension Tally {\n  var label: String { \"tally\" }"),
      file: "tally.swift")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "tally.swift:33:3: error: this member ('var label: String { \"tally\" }') in an extension"
          + " of a feature ('Tally') is not supported yet"),
      "\(errors)")
  }

  @Test func aConformanceInAFeaturesExtensionIsRefusedByName() async {
    let (_, errors, succeeded) = await runScript(
      Self.tally.replacingOccurrences(of: "extension Tally {", with: "extension Tally: Sendable {"),
      file: "tally.swift")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "an extension that conforms the feature 'Tally' to 'Sendable' is not supported yet"),
      "\(errors)")
  }

  @Test(arguments: [SwiftExporter.Style.deterministic, .plain])
  func theExportWritesTheMethodsInTheFeature(style: SwiftExporter.Style) throws {
    let swift = try SwiftExporter.export(source: Self.tally, file: "tally.swift", style: style)
    #expect(!swift.contains("extension Tally"))
    #expect(swift.contains("  static func note(_ text: String) -> EffectOf<Tally> {"), "\(swift)")
    #expect(swift.contains("  func echo(_ count: Int) -> Effect<Action> {"), "\(swift)")
    #expect(swift.contains("return effect"), "\(swift)")
  }
}
