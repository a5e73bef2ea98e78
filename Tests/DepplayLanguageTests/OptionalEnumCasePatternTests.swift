import DepplayLanguage
import Testing

/// An enum case pattern over an Optional, as Swift reads it: `case let .circle(r):` matching
/// a `Shape?` is `.some(.circle(let r))`, so it matches the value the Optional wraps, and
/// `nil` matches none of them (only `nil`, `.none` or `_`).
@Suite struct OptionalEnumCasePatternTests {
  @Test func aCasePatternMatchesTheWrappedValueAndNilMatchesNone() async {
    let (output, errors, succeeded) = await runScript(
      """
      enum Shape { case circle(Int), square(side: Int), dot }
      func describe(_ shape: Shape?) -> String {
        switch shape {
        case let .circle(radius): return "circle \\(radius)"
        case .square(let side): return "square \\(side)"
        case .dot: return "dot"
        case nil: return "nothing"
        }
      }
      print(describe(.circle(2)), describe(.square(side: 3)), describe(.dot), describe(nil))
      let missing: Shape? = nil
      if case .dot = missing { print("a dot") } else { print("not a dot") }
      let present: Shape? = .circle(5)
      if case let .circle(radius) = present { print("circle", radius) }
      """, file: "shapes.swift")
    #expect(succeeded, "\(errors)")
    #expect(output == "circle 2 square 3 dot nothing\nnot a dot\ncircle 5\n")
  }

  @Test func aPresentedDestinationIsSwitchedOverWithItsCases() async {
    let (output, errors, succeeded) = await runScript(
      """
      import ComposableArchitecture

      @Reducer
      struct Detail {
        @ObservableState
        struct State: Equatable { var title = "" }
        enum Action { case rename(String) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case let .rename(title):
              state.title = title
              return .none
            }
          }
        }
      }

      @Reducer
      struct Shelf {
        @Reducer
        enum Destination {
          case detail(Detail)
        }
        @ObservableState
        struct State {
          @Presents var destination: Destination.State?
        }
        enum Action {
          case destination(PresentationAction<Destination.Action>)
          case open
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .destination:
              return .none
            case .open:
              state.destination = .detail(Detail.State(title: "Atlas"))
              return .none
            }
          }
          .ifLet(\\.$destination, action: \\.destination)
        }
      }

      func show(_ destination: Shelf.Destination.State?) {
        switch destination {
        case let .detail(detail): print("detail:", detail.title)
        case nil: print("nothing presented")
        }
      }

      let store = Store(initialState: Shelf.State()) { Shelf() }
      show(store.destination)
      store.send(.open)
      show(store.destination)
      """, file: "shelf.swift")
    #expect(succeeded, "\(errors)")
    #expect(output == "nothing presented\ndetail: Atlas\n")
  }
}
