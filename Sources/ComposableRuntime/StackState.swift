import DependencyRuntime

/// The state of a navigation stack: the features pushed, in order, each with an ID.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Detail.State>()
/// }
/// state.path.append(Detail.State())   // push
/// ```
///
/// A new element's ID comes from a counter in the dependencies in force (TCA's
/// `stackElementID` dependency): a store's stacks never give the same ID twice, and a
/// `TestStore` runs an assertion with the counter where it stood before the action, so
/// an expected state built by appending to the state as it was gets the reducer's IDs.
public struct StackState<Element>: RandomAccessCollection {
  private var entries: [(id: StackElementID, element: Element)] = []

  /// An empty stack.
  public init() {}

  /// A stack holding `elements`, bottom first.
  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The position of the bottom element.
  public var startIndex: Int { entries.startIndex }
  /// The position after the top element.
  public var endIndex: Int { entries.endIndex }
  /// The element at `position`, counted from the bottom.
  public subscript(position: Int) -> Element { entries[position].element }

  /// The IDs, bottom first.
  public var ids: [StackElementID] { entries.map(\.id) }

  /// The element with `id`. Setting `nil` removes that element alone. Setting an element
  /// for an ID the stack does not hold pushes it with that ID in a test (how a test store's
  /// assertion writes a push) and is an issue elsewhere, as in TCA; in depplay a test is
  /// the test context.
  public subscript(
    id id: StackElementID, fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath, line line: UInt = #line,
    column column: UInt = #column
  ) -> Element? {
    get { entries.first { $0.id == id }?.element }
    set {
      if let index = entries.firstIndex(where: { $0.id == id }) {
        if let newValue {
          entries[index].element = newValue
        } else {
          entries.remove(at: index)
        }
      } else if let newValue {
        guard isTesting || DependencyValues._current.context == .test else {
          reportIssue(
            "Can't assign an element at \(id): the stack holds no element with that ID.",
            fileID: fileID, filePath: filePath, line: line, column: column)
          return
        }
        entries.append((id, newValue))
      }
    }
  }

  /// Pops the top `count` elements.
  public mutating func removeLast(_ count: Int) {
    entries.removeLast(count)
  }

  /// Pops every element.
  public mutating func removeAll() {
    entries.removeAll()
  }

  /// Pushes `element` with a new ID, the next of the dependencies' counter.
  public mutating func append(_ element: Element) {
    append(element, id: DependencyValues._current.stackElementID.next())
  }

  mutating func append(_ element: Element, id: StackElementID) {
    entries.append((id, element))
  }

  /// Pops the top element.
  @discardableResult
  public mutating func removeLast() -> Element {
    entries.removeLast().element
  }

  /// Pops the element with `id` and everything above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    entries.removeSubrange(index...)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Whether two stacks hold equal elements under the same IDs.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && Array(lhs) == Array(rhs)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomStringConvertible, CustomDebugStringConvertible {
  /// The elements, bottom first, as an array prints them (TCA's description shows no IDs).
  public var description: String {
    entries.map(\.element).description
  }

  /// The type, then the elements under their IDs, as a dictionary prints them:
  /// `StackState<State>([#0: …, #1: …])`.
  public var debugDescription: String {
    let elements =
      entries.isEmpty
      ? ":"
      : entries.map { "\($0.id): " + String(reflecting: $0.element) }.joined(separator: ", ")
    return "\(Self.self)([\(elements)])"
  }
}

/// A stack whatever its element type: what a printer that shows each element its own way
/// (an exported script's `print`) reads.
package protocol AnyStackState {
  /// The IDs and elements, bottom first.
  var identifiedElements: [(id: StackElementID, element: Any)] { get }
}

extension StackState: AnyStackState {
  package var identifiedElements: [(id: StackElementID, element: Any)] {
    entries.map { ($0.id, $0.element) }
  }
}

/// The ID of an element of a ``StackState``.
public struct StackElementID: Hashable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  let rawValue: Int

  init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The ID written as a number, as a test writes the ID it expects.
  public init(integerLiteral value: Int) {
    self.rawValue = value
  }

  /// The ID as `#N`.
  public var description: String { "#\(rawValue)" }
}

/// The actions of a navigation stack: an element's own, a push, a pop.
@CasePathable
public enum StackAction<State, Action> {
  /// `action` for the element with `id`.
  case element(id: StackElementID, action: Action)
  /// Pop the element with `id` and everything above it (the stack's `dismiss` sends this).
  case popFrom(id: StackElementID)
  /// Push `state` with `id`.
  case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

/// The stack action of the elements of `R`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
