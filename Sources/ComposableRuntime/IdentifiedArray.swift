import Foundation

/// An ordered collection of elements with unique IDs, addressed by position or by ID: the
/// state of a list of child features.
///
/// ```swift
/// struct State: Equatable {
///   var rows: IdentifiedArrayOf<Row.State> = []
/// }
/// state.rows.append(Row.State(id: 1))
/// state.rows[id: 1]?.title = "Milk"
/// state.rows.remove(id: 1)
/// ```
///
/// (A small version of swift-identified-collections' type, which TCA re-exports.)
public struct IdentifiedArray<ID: Hashable & Sendable, Element>: RandomAccessCollection {
  private var elements: [Element]
  private let id: KeyPath<Element, ID> & Sendable

  /// An array of `elements`, identified by the property at `id`, which must differ from one
  /// element to the next: a repeated ID stops the program, as in swift-identified-collections.
  public init(
    uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable
  ) {
    let elements = Array(elements)
    self.init(droppingRepeatedIDsOf: elements, id: id)
    if self.elements.count < elements.count {
      let ids = elements.map { $0[keyPath: id] }
      let repeated = ids.indices.first { ids[..<$0].contains(ids[$0]) }.map { ids[$0] }
      preconditionFailure("Duplicate key: '\(repeated.map { "\($0)" } ?? "")'")
    }
  }

  /// An array of `elements`, identified by the property at `id`; a later element with a
  /// repeated ID is dropped. Not part of swift-identified-collections: a tool whose elements
  /// may repeat an ID uses it.
  package init(
    droppingRepeatedIDsOf elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable
  ) {
    self.id = id
    self.elements = []
    var seen = Set<ID>()
    for element in elements where seen.insert(element[keyPath: id]).inserted {
      self.elements.append(element)
    }
  }

  /// The position of the first element.
  public var startIndex: Int { elements.startIndex }
  /// The position after the last element.
  public var endIndex: Int { elements.endIndex }
  /// The element at `position`.
  public subscript(position: Int) -> Element { elements[position] }

  /// The IDs, in order.
  public var ids: [ID] { elements.map { $0[keyPath: id] } }

  /// The element with `id`; setting `nil` removes it, setting a new one appends it.
  public subscript(id elementID: ID) -> Element? {
    get { elements.first { $0[keyPath: id] == elementID } }
    set {
      let index = elements.firstIndex { $0[keyPath: id] == elementID }
      switch (index, newValue) {
      case (let index?, let element?): elements[index] = element
      case (let index?, nil): elements.remove(at: index)
      case (nil, let element?): elements.append(element)
      case (nil, nil): break
      }
    }
  }

  /// Appends `element` unless an element with its ID is already there: whether it was
  /// appended, and its index (or that of the element already there).
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    insert(element, at: endIndex)
  }

  /// Inserts `element` at `index` unless an element with its ID is already there: whether it
  /// was inserted, and its index (or that of the element already there).
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    let elementID = element[keyPath: id]
    if let existing = elements.firstIndex(where: { $0[keyPath: id] == elementID }) {
      return (false, existing)
    }
    elements.insert(element, at: index)
    return (true, index)
  }

  /// Removes and returns the element with `id`, if any.
  @discardableResult
  public mutating func remove(id elementID: ID) -> Element? {
    guard let index = elements.firstIndex(where: { $0[keyPath: id] == elementID }) else {
      return nil
    }
    return elements.remove(at: index)
  }

  /// Removes every element.
  public mutating func removeAll() {
    elements.removeAll()
  }

  /// Removes the elements at `offsets`, the positions SwiftUI's `onDelete` hands a feature.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for position in offsets.reversed() { elements.remove(at: position) }
  }

  /// Moves the elements at `offsets`, in order, to just before the element at `destination`
  /// (`endIndex` for the end), the positions SwiftUI's `onMove` hands a feature; the other
  /// elements keep their order, as in swift-identified-collections.
  public mutating func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
    precondition(offsets.allSatisfy(elements.indices.contains), "Index out of range")
    precondition((0...elements.count).contains(destination), "Index out of range")
    let kept = elements.indices.filter { !offsets.contains($0) }
    elements =
      kept.filter { $0 < destination }.map { elements[$0] }
      + offsets.map { elements[$0] }
      + kept.filter { $0 >= destination }.map { elements[$0] }
  }
}

extension IdentifiedArray where Element: Identifiable, Element.ID == ID {
  /// An array of `elements`, identified by their `id`.
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init(uniqueElements: elements, id: \.id)
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, Element.ID == ID {
  /// The elements listed, which must have different IDs.
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Whether two arrays hold equal elements in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: Sendable where Element: Sendable {}

extension IdentifiedArray {
  /// Removes the elements `shouldBeRemoved` holds for.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    try elements.removeAll(where: shouldBeRemoved)
  }

  /// Sorts the elements in place, `areInIncreasingOrder` ordering them.
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    try elements.sort(by: areInIncreasingOrder)
  }

  /// The elements `isIncluded` holds for, in order, as an identified array.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var filtered = self
    filtered.elements = try elements.filter(isIncluded)
    return filtered
  }
}

extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as an array, as swift-identified-collections does.
  public func encode(to encoder: any Encoder) throws {
    try elements.encode(to: encoder)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, Element.ID == ID {
  /// Decodes an array of elements; a repeated ID is a `DecodingError`.
  public init(from decoder: any Decoder) throws {
    let elements = try [Element](from: decoder)
    self.init(droppingRepeatedIDsOf: elements, id: \.id)
    guard self.elements.count == elements.count else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Duplicate element")
      )
    }
  }
}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, as an array prints them.
  public var description: String { elements.description }
}

/// An identified array of `Identifiable` elements.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
where Element.ID: Sendable

/// An action of one element of a list: `.element(id: 1, action: .toggle)`.
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// `action` for the element with `id`.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

/// The identified action of the elements of `R`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable
