import DepplayLanguage
import Testing

/// `store.dependencies.uuid = .incrementing` and `store.dependencies.date.now = …` after a
/// test store is made: a built-in key of its snapshot changes for later reduces, as TCA
/// 1.25's `TestStore.dependencies` does (checked on the real library).
@Suite struct TestStoreBuiltinKeyAssignmentTests {
  @Test func laterReducesReadTheBuiltInValuesAssignedToTheStoresDependencies() async {
    let (output, errors, succeeded) = await runScript(
      """
      context test
      struct Journal: Reducer {
        struct State: Equatable { var notes: [String] = [] }
        enum Action: Equatable { case write }
        @Dependency(\\.uuid) var uuid
        @Dependency(\\.date.now) var now
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.notes.append("\\(uuid()) \\(now.timeIntervalSince1970)")
            return .none
          }
        }
      }
      let store = TestStore(initialState: Journal.State()) { Journal() } withDependencies: {
        $0.uuid = .constant(UUID(7))
        $0.date.now = Date(timeIntervalSince1970: 0)
      }
      store.dependencies.uuid = .incrementing
      store.dependencies.date.now = Date(timeIntervalSince1970: 60)
      store.exhaustivity = .off
      await store.send(.write)
      print(store.state.notes)
      """, file: "journal.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "[\"00000000-0000-0000-0000-000000000000 60.0\"]\n")
  }
}
