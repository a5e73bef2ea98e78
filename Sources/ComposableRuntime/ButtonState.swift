/// A button of an alert held in state: its label, its role, and the action tapping it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
/// ButtonState(role: .cancel) { TextState("Cancel") }  // sends nothing, only dismisses
/// ```
///
/// Two buttons are equal when their roles, actions and labels are.
public struct ButtonState<Action> {
  /// What the button says.
  public let label: TextState
  /// How the button is shown: ``ButtonStateRole/destructive``, ``ButtonStateRole/cancel``, or
  /// `nil` for an ordinary button.
  public let role: ButtonStateRole?
  /// What tapping the button sends.
  public let action: ButtonStateAction<Action>

  /// A button that sends `action` when tapped (``ButtonStateAction/send(_:)``; `.send(nil)`,
  /// the default, sends nothing).
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// A button that sends `action` when tapped: `ButtonState(action: .save) { … }`.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }
}

/// How a button is shown.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// A button that destroys something: deleting, discarding.
  case destructive
  /// The button that cancels.
  case cancel
}

/// What tapping a button sends: ``send(_:)`` an action, or nothing.
public struct ButtonStateAction<Action> {
  /// The action sent, or `nil` when the button only dismisses.
  public let action: Action?

  /// Sends `action` when the button is tapped (`nil`: nothing).
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonStateAction: CustomStringConvertible {
  /// `.send(.confirmDeletion)` or `.send(nil)`, as a state diff writes it.
  public var description: String {
    ".send(" + (action.map { "." + String(describing: $0) } ?? "nil") + ")"
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomStringConvertible, CustomDebugStringConvertible {
  /// `ButtonState(role: .destructive, action: .send(.confirmDeletion), label: "Delete")`, as
  /// a state diff writes it (without the role when it has none).
  public var description: String {
    var fields: [String] = []
    if let role { fields.append("role: .\(role)") }
    fields.append("action: \(action)")
    fields.append("label: \(label)")
    return "ButtonState(" + fields.joined(separator: ", ") + ")"
  }

  /// The same as ``description``, so that the button reads the same inside an alert.
  public var debugDescription: String { description }
}

/// Builds an alert's buttons from a list written one per line, as The Composable
/// Architecture's `actions:` closure does.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// The buttons, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// One button.
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  /// The buttons of an `if` without `else`, or none.
  public static func buildOptional(_ buttons: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    buttons ?? []
  }

  /// The buttons of an `if`'s first branch.
  public static func buildEither(first buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }

  /// The buttons of an `if`'s second branch.
  public static func buildEither(second buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }

  /// The buttons of a `for` loop.
  public static func buildArray(_ buttons: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    buttons.flatMap { $0 }
  }
}
