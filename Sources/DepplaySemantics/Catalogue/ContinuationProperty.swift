/// A property of a stream's continuation that the language sets: the catalogue the checker,
/// the interpreter and the export read a member's name as.
package enum ContinuationProperty: String, Sendable {
  /// `continuation.onTermination = { termination in … }`: called once, when the stream ends.
  case onTermination
}
