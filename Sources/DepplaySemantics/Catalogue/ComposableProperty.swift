/// A property of a store-layer value that a script reads or sets: a store's or a test
/// store's (`store.state`, `store.exhaustivity = .off`, `store.dependencies.apiClient = …`),
/// the task a send gives (`task.isCancelled`), a navigation stack's (`state.path.ids`), an
/// alert's (`alert.title`). The interpreter and the export switch over these cases rather
/// than compare the names.
package enum ComposableProperty: String, Sendable {
  /// `store.state`: the current state.
  case state
  /// `store.exhaustivity`: how much a test store asserts.
  case exhaustivity
  /// `store.isDismissed`: whether a test store's feature dismissed itself.
  case isDismissed
  /// `store.dependencies`: a test store's values for later reduces.
  case dependencies
  /// `task.isCancelled`: whether the task a send gave was cancelled.
  case isCancelled
  /// `state.path.ids`: a stack's element IDs, bottom first.
  case ids
  /// `state.path.count`: how many elements a stack holds.
  case count
  /// `state.path.isEmpty`: whether a stack holds none.
  case isEmpty
  /// `state.path.first`: a stack's bottom element, `nil` when it holds none.
  case first
  /// `state.path.last`: a stack's top element, `nil` when it holds none.
  case last
  /// `alert.title`: an alert's title, a `TextState`.
  case title
  /// `alert.message`: an alert's message, a `TextState`; `nil` when it has none.
  case message
}

extension ComposableProperty {
  /// The property `path` (a member chain after the store: `["dependencies", "apiClient"]`)
  /// starts with, if it names one.
  package init?(first path: [String]) {
    guard let first = path.first else { return nil }
    self.init(rawValue: first)
  }
}
