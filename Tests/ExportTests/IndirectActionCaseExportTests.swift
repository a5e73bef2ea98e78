import DepplayLanguage
import Testing

/// `indirect case subfolders(IdentifiedActionOf<Folder>)`, the case of a recursive feature's
/// `Action` that holds the enum itself, is written back with its `indirect`, without which the
/// program does not compile ("recursive enum 'Folder.Action' is not marked 'indirect'").
@Suite struct IndirectActionCaseExportTests {
  static let script = """
    @Reducer
    struct Folder {
      @ObservableState
      struct State: Equatable, Identifiable {
        let id: Int
        var subfolders: IdentifiedArrayOf<State> = []
      }
      enum Action {
        case opened
        indirect case subfolders(IdentifiedActionOf<Folder>)
      }
      var body: some Reducer<State, Action> {
        Reduce { state, action in .none }
          .forEach(\\.subfolders, action: \\.subfolders) { Self() }
      }
    }

    let store = Store(initialState: Folder.State(id: 0)) { Folder() }
    store.send(.opened)
    print(store.subfolders.count)

    """

  @Test(arguments: [SwiftExporter.Style.deterministic, .plain])
  func theCaseIsWrittenBackIndirectAndCompiles(_ style: SwiftExporter.Style) throws {
    let swift = try SwiftExporter.export(source: Self.script, file: "folders.swift", style: style)
    #expect(swift.contains("    indirect case subfolders(IdentifiedActionOf<Folder>)\n"))
    #expect(!swift.contains("    case subfolders("))
    if style == .deterministic { #expect(try ExportTypecheckTests.typecheck(swift) == "") }
  }
}
