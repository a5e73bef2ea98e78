/// A case of the library's `PresentationAction` or `StackAction`, which no feature declares:
/// `.presented(.save)`, `.dismiss`, `.element(id: 0, action: .save)`, `.popFrom(id: 0)`,
/// `.push(id: 0, state: Detail.State())`. An action reaches the store by its case's name; the
/// name is resolved to this catalogue once, and then switched over.
package enum NavigationCase: String, Sendable, CaseIterable {
  case presented, dismiss, element, popFrom, push

  /// Its payload's labels, in order (`nil` for an unlabelled value).
  package var labels: [String?] {
    switch self {
    case .presented: [nil]
    case .dismiss: []
    case .element: ["id", "action"]
    case .popFrom: ["id"]
    case .push: ["id", "state"]
    }
  }

  /// The library's action type that declares it.
  package var actionType: ActionType {
    switch self {
    case .presented, .dismiss: .presentation
    case .element, .popFrom, .push: .stack
    }
  }

  /// Whether it is one of the stack's cases (`StackAction`'s), whose payload starts with an
  /// element's `id:`.
  package var isStackCase: Bool { actionType == .stack }

  /// The library's action types of navigation.
  package enum ActionType: Sendable {
    /// `PresentationAction`: a presented child's actions, and its dismissal.
    case presentation
    /// `StackAction`: a stack element's actions, a push and a pop.
    case stack
  }
}
