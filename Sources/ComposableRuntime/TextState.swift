/// Text held in state, such as an alert's title: equatable and testable, unlike a view's text.
///
/// ```swift
/// let title = TextState("Delete \(name)?")
/// title == TextState("Delete Blob?")  // true when name is "Blob"
/// ```
///
/// It prints as a quoted string (`"Delete Blob?"`), which is how a test store's state diff
/// writes it in The Composable Architecture. TCA's own `print` writes the reflected storage of
/// swift-navigation's type instead, with a memory address that changes from run to run.
public struct TextState: Equatable, Hashable, Sendable {
  /// The text, as written.
  public let verbatim: String

  /// Text shown exactly as given.
  public init(verbatim content: String) {
    self.verbatim = content
  }

  /// Text shown as given: `TextState("Delete")`, `TextState("Delete \(name)?")`.
  public init(_ content: some StringProtocol) {
    self.verbatim = String(content)
  }
}

extension TextState: CustomStringConvertible, CustomDebugStringConvertible {
  /// The text in quotes, as a state diff writes it: `"Delete"`.
  public var description: String { String(reflecting: verbatim) }

  /// The same as ``description``, so that the text reads the same inside another value.
  public var debugDescription: String { description }
}
