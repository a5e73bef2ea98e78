/// A member the language reads on a thrown error of the script's own types: the catalogue an
/// error's member name is resolved to, and then switched over.
package enum ErrorMember: String, Sendable, CaseIterable {
  /// `error.localizedDescription`: Foundation's text for the error, its `errorDescription`
  /// when its type conforms to `LocalizedError` and gives one.
  case localizedDescription
}
