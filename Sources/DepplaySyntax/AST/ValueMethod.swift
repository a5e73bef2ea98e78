/// A method of an array, a Bool, a Date or a URL that the language calls, as Swift's: the catalogue a
/// call's name and argument labels are resolved to once, and then switched over.
package enum ValueMethod {
  /// `names.append("Blob")`
  case append
  /// `names.append(contentsOf: ["Blob Jr."])`
  case appendContents
  /// `names.insert("Blob", at: 0)`
  case insert
  /// `names.remove(at: 0)`: gives the element removed.
  case remove
  /// `names.removeAll()`
  case removeAll
  /// `names.contains("Blob")`
  case contains
  /// `names.contains { $0.isEmpty }`, `todos.contains(where: \.isDone)`
  case containsWhere
  /// `numbers.map { $0 * 2 }`, `todos.map(\.title)`
  case map
  /// `numbers.filter { $0 > 2 }`, `todos.filter(\.isDone)`
  case filter
  /// `todos.firstIndex { $0.id == id }`, `todos.firstIndex(where: …)`: an optional index.
  case firstIndex
  /// `todos.first { $0.id == id }`, `todos.first(where: …)`: an optional element.
  case firstWhere
  /// `isOn.toggle()`, of a Bool.
  case toggle
  /// `date.addingTimeInterval(90)`: the date that many seconds later.
  case addingTimeInterval
  /// `later.timeIntervalSince(earlier)`: the seconds between two dates, a `Double`.
  case timeIntervalSince
  /// `url.appendingPathComponent("users")`: the URL with one more path component.
  case appendingPathComponent
  /// `url.appending(path: "users/42")`: the URL with the path appended.
  case appendingPath

  /// The method of an array called `name` with these argument labels (a trailing closure
  /// is the last argument, unlabelled); `nil` when the array has none.
  package init?(arrayMethod name: String, labels: [String?], trailingClosure: Bool) {
    let written = labels + (trailingClosure ? [nil] : [])
    switch (name, written) {
    case ("append", [nil]): self = .append
    case ("append", ["contentsOf"]): self = .appendContents
    case ("insert", [nil, "at"]): self = .insert
    case ("remove", ["at"]): self = .remove
    case ("removeAll", []): self = .removeAll
    case ("contains", [nil]): self = trailingClosure ? .containsWhere : .contains
    case ("contains", ["where"]): self = .containsWhere
    case ("map", [nil]): self = .map
    case ("filter", [nil]): self = .filter
    case ("firstIndex", ["where"]): self = .firstIndex
    case ("firstIndex", [nil]) where trailingClosure: self = .firstIndex
    case ("first", ["where"]): self = .firstWhere
    case ("first", [nil]) where trailingClosure: self = .firstWhere
    default: return nil
    }
  }

  /// The method of a Set called `name` with these argument labels; `nil` when none.
  package init?(setMethod name: String, labels: [String?], trailingClosure: Bool) {
    switch (name, labels, trailingClosure) {
    case ("contains", [nil], false): self = .contains
    default: return nil
    }
  }

  /// The method of a Bool called `name` with these argument labels; `nil` when none.
  package init?(boolMethod name: String, labels: [String?], trailingClosure: Bool) {
    switch (name, labels.isEmpty && !trailingClosure) {
    case ("toggle", true): self = .toggle
    default: return nil
    }
  }

  /// The method of a Date called `name` with these argument labels; `nil` when none.
  package init?(dateMethod name: String, labels: [String?], trailingClosure: Bool) {
    switch (name, labels, trailingClosure) {
    case ("addingTimeInterval", [nil], false): self = .addingTimeInterval
    case ("timeIntervalSince", [nil], false): self = .timeIntervalSince
    default: return nil
    }
  }

  /// The method of a URL called `name` with these argument labels; `nil` when none.
  package init?(urlMethod name: String, labels: [String?], trailingClosure: Bool) {
    switch (name, labels, trailingClosure) {
    case ("appendingPathComponent", [nil], false): self = .appendingPathComponent
    case ("appending", ["path"], false): self = .appendingPath
    default: return nil
    }
  }

  /// Whether it calls a function on each element (a closure or a key path).
  package var takesFunction: Bool {
    switch self {
    case .containsWhere, .map, .filter, .firstIndex, .firstWhere: true
    default: false
    }
  }

  /// Whether what it gives is an Optional (`nil` when no element is found).
  package var givesOptional: Bool {
    switch self {
    case .firstIndex, .firstWhere: true
    default: false
    }
  }

  /// Whether it changes the value it is called on (Swift's `mutating`).
  package var isMutating: Bool {
    switch self {
    case .append, .appendContents, .insert, .remove, .removeAll, .toggle: true
    case .contains, .containsWhere, .map, .filter, .firstIndex, .firstWhere,
      .addingTimeInterval,
      .timeIntervalSince, .appendingPathComponent, .appendingPath:
      false
    }
  }
}
