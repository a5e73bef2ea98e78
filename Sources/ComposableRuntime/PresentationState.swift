/// Optional state of a presented child feature (a sheet, an alert, a navigation destination).
///
/// Inside an ``ObservableState()`` state write ``Presents()``, which keeps one of these;
/// elsewhere the property wrapper TCA had before that macro, under its name then:
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var editor: Editor.State?
/// }
/// …
/// state.editor = Editor.State()          // present
/// Reduce { … }.ifLet(\.$editor, action: \.editor) { Editor() }
/// ```
///
/// Read and write the child state through the property; hand the projected value
/// (`\.$editor`) to `ifLet`. Two presentation states are equal when their child states are.
@propertyWrapper
public struct PresentationState<State> {
  /// The presented child's state, or `nil` when nothing is presented.
  public var wrappedValue: State?

  /// Wraps `wrappedValue`.
  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  /// The presentation state itself, for `ifLet(\.$child, …)`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Whether the child states are equal (two absent children are equal).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomStringConvertible {
  /// The child state, or `nil`.
  public var description: String { String(describing: wrappedValue) }
}

/// The actions of a presented child: its own, and the dismissal the parent receives.
@CasePathable
public enum PresentationAction<Action> {
  /// An action of the presented child.
  case presented(Action)
  /// The child was dismissed: the presentation `ifLet` sets the child state to `nil` after
  /// the parent reduced this.
  case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Sendable where Action: Sendable {}

/// The state of a presented child inside an ``ObservableState()`` state, as The Composable
/// Architecture writes it:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Presents var editor: Editor.State?
/// }
/// …
/// Reduce { … }.ifLet(\.$editor, action: \.editor) { Editor() }
/// ```
///
/// The property reads and writes the child state; `$editor` is its ``PresentationState``.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_), prefixed(`$`))
public macro Presents() = #externalMacro(module: "ComposableMacros", type: "PresentsMacro")
