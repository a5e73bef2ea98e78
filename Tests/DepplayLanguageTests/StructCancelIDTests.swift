import DepplayLanguage
import Testing

/// A `Hashable` struct as a cancel ID (`.cancellable(id: UploadID(slot: slot))`, TCA's way to
/// key an effect by a value): two values are one ID where their fields are equal, as
/// synthesised `Hashable` makes them. Measured on TCA 1.25: starting slots 1, 2 and 1 again
/// with `cancelInFlight: true` finishes slots 1 and 2 once each.
@Suite struct StructCancelIDTests {
  /// A script whose `UploadID` is declared `conformances`, its uploads keyed by it.
  private static func script(conformances: String) -> String {
    """
    import ComposableArchitecture

    @Reducer
    struct Uploads {
      @ObservableState
      struct State: Equatable {
        var finished: [Int] = []
      }

      enum Action {
        case start(Int)
        case finished(Int)
      }

      struct UploadID\(conformances) {
        let slot: Int
      }

      @Dependency(\\.continuousClock) var clock

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .start(let slot):
            return .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.finished(slot))
            }
            .cancellable(id: UploadID(slot: slot), cancelInFlight: true)
          case .finished(let slot):
            state.finished.append(slot)
            return .none
          }
        }
      }
    }

    @MainActor
    func main() async {
      let clock = TestClock()
      let store = Store(initialState: Uploads.State()) {
        Uploads()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let first = store.send(.start(1))
      let second = store.send(.start(2))
      let third = store.send(.start(1))
      await clock.advance(by: .seconds(1))
      await first.finish()
      await second.finish()
      await third.finish()
      print("finished:", store.finished.sorted())
    }

    await main()
    """
  }

  /// Equal values cancel each other's effect in flight, different ones do not: without the
  /// first cancelled it would print `[1, 1, 2]`, with every value one ID `[1]`.
  @Test func equalStructValuesAreOneID() async {
    let (output, errors, succeeded) = await runScript(
      Self.script(conformances: ": Hashable"), file: "uploads.swift")
    #expect(succeeded, "\(errors)")
    #expect(output == "finished: [1, 2]\n")
  }

  @Test func aStructThatIsNotHashableIsSwiftsError() async {
    let (_, errors, succeeded) = await runScript(
      Self.script(conformances: ""), file: "uploads.swift")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "uploads.swift:29:22: error: a cancel ID requires that 'UploadID' conform to 'Hashable'"),
      "\(errors)")
  }

  @Test func anyHashableSendableIsRefusedByName() async {
    let script = Self.script(conformances: ": Hashable").replacingOccurrences(
      of: "UploadID(slot: slot)", with: "AnyHashableSendable(slot)")
    let (_, errors, succeeded) = await runScript(script, file: "uploads.swift")
    #expect(!succeeded)
    #expect(
      errors.contains("uploads.swift:29:26: error: 'AnyHashableSendable' is not supported yet"),
      "\(errors)")
  }
}
