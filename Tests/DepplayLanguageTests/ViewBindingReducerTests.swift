import DepplayLanguage
import Testing

/// TCA's view actions with bindings (`case view(View)`, `enum View: BindableAction` nested in
/// `Action`, `BindingReducer(action: \.view)`), measured on TCA 1.25.5: the reducer sets the
/// field a `.view(.binding(.set(\.name, value)))` names before the reducers after it run, which
/// see it as `.view(.binding(\.name))`; a test store sends it as `send(\.view.binding.name,
/// value)` too. Such an enum was refused by name.
@Suite struct ViewBindingReducerTests {
  static func signup(view: String = "BindableAction", reducer: String = "\\.view") -> String {
    """
    import ComposableArchitecture
    import Testing

    @Reducer
    struct Signup {
      @ObservableState
      struct State: Equatable {
        var name = ""
        var isValid = false
        var log = ""
      }
      enum Action: ViewAction {
        case view(View)
        case saved
        @CasePathable
        enum View: \(view) {
          case binding(BindingAction<State>)
          case saveTapped
        }
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.log += "before:" + state.name + " "
          return .none
        }
        BindingReducer(action: \(reducer))
        Reduce { state, action in
          switch action {
          case .view(.binding(\\.name)):
            state.isValid = state.name.count >= 3
            state.log += "name:" + state.name + " "
            return .none
          case .view(.binding):
            return .none
          case .view(.saveTapped):
            state.log += "save "
            return .none
          case .saved:
            return .none
          }
        }
      }
    }

    """
  }

  @Test func theReducersAfterItSeeTheFieldSet() async {
    let result = await runScript(
      Self.signup() + """
        let store = Store(initialState: Signup.State()) { Signup() }
        store.send(.view(.binding(.set(\\.name, "Blob"))))
        print(store.name, "|", store.log)
        store.send(.view(.saveTapped))
        print(store.log)
        """, file: "signup.swift")
    #expect(result.errors == "")
    #expect(result.output == "Blob | before: name:Blob \nbefore: name:Blob before:Blob save \n")
  }

  @Test func aTestStoreSendsTheBindingThroughTheViewCase() async {
    let result = await runScript(
      Self.signup() + """
        @Test func keyPathSend() async {
          let store = TestStore(initialState: Signup.State()) { Signup() }
          await store.send(\\.view.binding.name, "Bo") {
            $0.name = "Bo"
            $0.log = "before: name:Bo "
          }
          await store.send(.view(.binding(.set(\\.name, "Bob")))) {
            $0.name = "Bob"
            $0.isValid = true
            $0.log = "before: name:Bo before:Bo name:Bob "
          }
        }

        @Test func missedField() async {
          let store = TestStore(initialState: Signup.State()) { Signup() }
          await store.send(\\.view.binding.name, "Ann") {
            $0.name = "Ann"
            $0.log = "before: name:Ann "
          }
        }
        """, file: "signup.swift")
    #expect(
      result.output.contains("✔ test keyPathSend() passed"), "\(result.output)\(result.errors)")
    #expect(result.output.contains("✘ test missedField() failed"), "\(result.output)")
    #expect(result.output.contains("+   isValid: true"), "\(result.output)")
  }

  @Test func aViewEnumWithoutTheBindingCaseDoesNotConform() async {
    let result = await runScript(
      Self.signup().replacingOccurrences(
        of: "case binding(BindingAction<State>)", with: "case renamed(String)"),
      file: "signup.swift")
    #expect(
      result.errors.contains(
        "type 'Signup.Action.View' does not conform to protocol 'BindableAction'"),
      "\(result.errors)")
  }

  @Test func theCaseItNamesCarriesTheViewActions() async {
    let result = await runScript(Self.signup(reducer: "\\.saved"), file: "signup.swift")
    #expect(
      result.errors.contains(
        "BindingReducer(action:) takes the case key path of a case of 'Signup.Action'"),
      "\(result.errors)")
  }

  @Test func anEnumOutsideAnActionIsNotBindable() async {
    let result = await runScript(
      """
      enum Tab: BindableAction { case home }
      print(Tab.home)
      """, file: "tab.swift")
    #expect(
      result.errors.contains("an enum that conforms to 'BindableAction' is not supported yet"))
  }

  @Test(arguments: [SwiftExporter.Style.deterministic, .plain])
  func theExportRefusesTheViewEnumByName(style: SwiftExporter.Style) {
    let error = #expect(throws: ExportError.self) {
      try SwiftExporter.export(source: Self.signup(), file: "signup.swift", style: style)
    }
    #expect(
      error?.diagnostic.message
        == "a view action enum that conforms to 'BindableAction' ('enum View: BindableAction')"
        + " cannot be exported: the export writes BindingReducer() alone so far")
    #expect(error?.diagnostic.range.start.line == 16)
  }
}
