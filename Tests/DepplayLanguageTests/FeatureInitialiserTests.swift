import DepplayLanguage
import Testing

/// A feature's constant without a value (`let onSave: @Sendable (String) async -> Void`) is
/// set through its memberwise initialiser where the feature is created, as Swift synthesises
/// it: `Editor(onSave: { … })` in a parent's `Scope`, the closure then called from the
/// child's effect. Measured on TCA 1.25: the script prints "saved: draft one", then "done";
/// `Editor()` and `Editor(onStore: …)` are swiftc's errors, which depplay gives when it runs.
@Suite struct FeatureInitialiserTests {
  /// A script whose parent creates `Editor` as `creation`.
  private static func script(creation: String) -> String {
    """
    import ComposableArchitecture

    @Reducer
    struct Editor {
      @ObservableState
      struct State: Equatable {
        var text = ""
      }

      enum Action {
        case saveTapped
      }

      let onSave: @Sendable (String) async -> Void

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .saveTapped:
            return .run { [text = state.text, onSave] _ in
              await onSave(text)
            }
          }
        }
      }
    }

    @Reducer
    struct Notebook {
      @ObservableState
      struct State: Equatable {
        var editor = Editor.State(text: "draft one")
      }

      enum Action {
        case editor(Editor.Action)
      }

      var body: some ReducerOf<Self> {
        Scope(state: \\.editor, action: \\.editor) {
          \(creation)
        }
      }
    }

    @MainActor
    func main() async {
      let store = Store(initialState: Notebook.State()) {
        Notebook()
      }
      await store.send(.editor(.saveTapped)).finish()
      print("done")
    }

    await main()
    """
  }

  @Test func theClosureGivenIsTheOneTheChildCalls() async {
    let (output, errors, succeeded) = await runScript(
      Self.script(creation: #"Editor(onSave: { text in print("saved:", text) })"#),
      file: "notebook.swift")
    #expect(succeeded, "\(errors)")
    // The closure runs in the child's effect, whose output depplay labels.
    #expect(output == "[Effect.run 1] saved: draft one\ndone\n")
  }

  @Test func leavingItOutIsSwiftsError() async {
    let (_, errors, succeeded) = await runScript(
      Self.script(creation: "Editor()"), file: "notebook.swift")
    #expect(!succeeded)
    #expect(
      errors.contains("error: missing argument for parameter 'onSave' in call"), "\(errors)")
  }

  @Test func anotherLabelIsSwiftsError() async {
    let (_, errors, succeeded) = await runScript(
      Self.script(creation: "Editor(onStore: { _ in })"), file: "notebook.swift")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "error: incorrect argument label in call (have 'onStore:', expected 'onSave:')"),
      "\(errors)")
  }
}
