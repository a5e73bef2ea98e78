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

  /// A case carrying plain values (`case preview(Note, tag: Int)`) is written as declared;
  /// the macro gives `State` that case and `Action` none, so a parent's stack of the enum
  /// compiles, and a guard's later condition reads what an earlier one binds.
  @Test(arguments: [SwiftExporter.Style.deterministic, .plain])
  func aCaseOfValuesIsWrittenAsDeclaredAndCompiles(_ style: SwiftExporter.Style) throws {
    let script = Self.script.replacingOccurrences(
      of: "  case edit(Edit)\n}",
      with: "  case edit(Edit)\n  case preview(Note, tag: Int)\n}"
    )
    .replacingOccurrences(
      of: "    Reduce { state, action in\n      return .none\n    }\n    .ifLet",
      with: """
            Reduce { state, action in
              guard let note = state.notes[id: 1], let same = state.notes[id: note.id] else { return .none }
              state.path.append(.preview(same, tag: 2))
              return .none
            }
            .ifLet
        """
    )
    .replacingOccurrences(
      of: "    var path = StackState<Destination.State>()\n",
      with:
        "    var path = StackState<Destination.State>()\n    var notes: IdentifiedArrayOf<Note> = []\n"
    )
    let source =
      "struct Note: Equatable, Identifiable {\n  let id: Int\n  var text: String\n}\n" + script
    #expect(source.contains("case preview(Note, tag: Int)"), "\(source)")
    #expect(source.contains("guard let note"), "\(source)")
    let swift = try SwiftExporter.export(source: source, file: "enum.dep", style: style)
    #expect(
      swift.contains(
        """
        enum Destination {
          case edit(Edit)
          case preview(Note, tag: Int)
        }
        """), "\(swift)")
    #expect(try ExportTypecheckTests.typecheck(swift) == "", "\(swift)")
  }
}
