import DepplayLanguage
import Testing

/// How `@Reducer enum Destination { case edit(Edit) }` and the `ifLet`/`forEach` that run it
/// without a closure are exported: as TCA writes them, with the conformances of the enum's
/// `State` and `Action` to `Equatable` that a parent's need.
@Suite struct ReducerEnumExportTests {
  static let script = """
    @Reducer
    struct Edit {
      struct State: Equatable { var name = "" }
      enum Action { case rename(String) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          return .none
        }
      }
    }
    @Reducer
    enum Destination {
      case edit(Edit)
    }
    extension Destination.State: Equatable {}
    @Reducer
    struct Parent {
      struct State: Equatable {
        @Presents var destination: Destination.State?
        var path = StackState<Destination.State>()
      }
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case path(StackActionOf<Destination>)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          return .none
        }
        .ifLet(\\.$destination, action: \\.destination)
        .forEach(\\.path, action: \\.path)
      }
    }

    """

  @Test(arguments: [SwiftExporter.Style.deterministic, .plain])
  func theEnumAndTheClosureLessModifiersAreWrittenAsTCAWritesThem(_ style: SwiftExporter.Style)
    throws
  {
    let swift = try SwiftExporter.export(source: Self.script, file: "enum.dep", style: style)
    #expect(
      swift.contains(
        """
        @Reducer
        enum Destination {
          case edit(Edit)
        }
        extension Destination.State: Equatable {}
        extension Destination.Action: Equatable {}
        """))
    #expect(
      swift.contains(
        """
            .ifLet(\\.$destination, action: \\.destination)
            .forEach(\\.path, action: \\.path)
          }
        """), "\(swift)")
  }
}
