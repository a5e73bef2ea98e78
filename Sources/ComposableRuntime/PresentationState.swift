/// Optional state of a presented child feature (a sheet, an alert, a navigation destination).
///
/// The Composable Architecture writes it `@Presents var destination: Destination.State?`,
/// with a macro. depplay uses the property wrapper TCA itself used before that macro, under
/// the same name it had then:
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var editor: Editor.State?
/// }
/// …
/// state.editor = Editor.State()          // present
/// Reduce { … }.ifLet(\.$editor, action: /Action.editor) { Editor() }
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
public enum PresentationAction<Action> {
  /// An action of the presented child.
  case presented(Action)
  /// The child was dismissed: the presentation `ifLet` sets the child state to `nil` after
  /// the parent reduced this.
  case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Sendable where Action: Sendable {}
