import Foundation

/// An alert held in state: a title, buttons and an optional message, presented with
/// `@Presents var alert: AlertState<Action.Alert>?` and run with
/// `.ifLet(\.$alert, action: \.alert)`.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete \(state.name)?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// An alert is ephemeral: sending one of its buttons' actions (`.alert(.presented(…))`)
/// dismisses it, after the parent has reduced the action. Two alerts are equal when their
/// titles, buttons and messages are; each has an ``id`` of its own, which tells a new alert
/// presented in place of another from the one it replaces.
public struct AlertState<Action>: Identifiable {
  /// What tells this alert from another with the same content.
  public let id: UUID
  /// The title.
  public let title: TextState
  /// The buttons, in order.
  public let buttons: [ButtonState<Action>]
  /// The message under the title, if any.
  public let message: TextState?

  /// An alert from its title, its buttons (one per line, none by default) and its message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(title: title(), message: message?(), buttons: actions())
  }

  /// An alert from its title, message and buttons, as TCA's older initializer takes them.
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>] = []) {
    self.id = UUID()
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Whether the titles, buttons and messages are equal (the ``id``s are not compared).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.buttons == rhs.buttons && lhs.message == rhs.message
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: _EphemeralState {}

extension AlertState: CustomStringConvertible, CustomDebugStringConvertible {
  /// `AlertState(title: "Delete?", actions: [ButtonState(…)], message: "…")`, as a state diff
  /// writes it: without the actions when there are none, without the message when there is
  /// none.
  public var description: String {
    var fields = ["title: \(title)"]
    if !buttons.isEmpty {
      fields.append("actions: [" + buttons.map(\.description).joined(separator: ", ") + "]")
    }
    if let message { fields.append("message: \(message)") }
    return "AlertState(" + fields.joined(separator: ", ") + ")"
  }

  /// The same as ``description``, so that the alert reads the same inside a state.
  public var debugDescription: String { description }
}

/// State that a presentation `ifLet` dismisses as soon as one of its actions is sent (an
/// alert), as The Composable Architecture's protocol of this name marks it.
public protocol _EphemeralState {}

/// Whether `state` is ephemeral: it conforms to ``_EphemeralState``, or it is a case of an
/// enum reducer's state holding such state (`Destination.State.alert(AlertState…)`), as TCA
/// tells an enum's ephemeral cases.
func isEphemeral(_ state: Any) -> Bool {
  if state is any _EphemeralState { return true }
  guard state is any CaseReducerState else { return false }
  return Mirror(reflecting: state).children.first?.value is any _EphemeralState
}

extension Reducer {
  /// `.ifLet(\.$alert, action: \.alert)`: presents an alert (or other ephemeral state), which
  /// has no reducer of its own. The parent reduces each of its actions while it is still
  /// presented; then the presentation sets it to `nil`, unless the parent presented another
  /// in its place. `.alert(.dismiss)` sets it to `nil` too.
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
