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

  /// An enum declared inside its feature, as TCA's articles write it, is written at the top
  /// level, where the feature's `Destination.State` still names it; `EmptyReducer()` is
  /// written as it is.
  @Test(arguments: [SwiftExporter.Style.deterministic, .plain])
  func anEnumDeclaredInsideItsFeatureIsWrittenAtTheTopLevel(_ style: SwiftExporter.Style)
    throws
  {
    let nested = Self.script
      .replacingOccurrences(
        of:
          "@Reducer\nenum Destination {\n  case edit(Edit)\n}\nextension Destination.State: Equatable {}\n",
        with: ""
      )
      .replacingOccurrences(
        of: "struct Parent {\n",
        with: "struct Parent {\n  @Reducer\n  enum Destination {\n    case edit(Edit)\n  }\n"
      )
      .replacingOccurrences(
        of: "Reduce { state, action in\n      return .none\n    }\n  }\n}\n@Reducer\nstruct Parent",
        with: "EmptyReducer()\n  }\n}\n@Reducer\nstruct Parent")
    #expect(nested.contains("enum Destination {\n    case edit(Edit)"), "\(nested)")
    let swift = try SwiftExporter.export(
      source: nested + "extension Parent.Destination.State: Equatable {}\n", file: "enum.dep",
      style: style)
    #expect(
      swift.contains(
        """
        @Reducer
        enum Destination {
          case edit(Edit)
        }
        extension Destination.State: Equatable {}
        """), "\(swift)")
    #expect(swift.contains("EmptyReducer()"), "\(swift)")
  }
}
