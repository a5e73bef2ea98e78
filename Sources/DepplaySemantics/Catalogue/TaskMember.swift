/// A member the language reads on a task (`Task { … }`, `Task.detached { … }`): the catalogue
/// a member's name is resolved to once, and then switched over.
package enum TaskMember: String, Sendable, CaseIterable {
  /// `await t.value`: what the task's body returns, once it has finished.
  case value
}
