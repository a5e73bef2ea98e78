/// A stream of the script's values, an `AsyncStream`'s or an `AsyncThrowingStream`'s: both are
/// one real `AsyncThrowingStream`, which a plain stream's continuation never finishes with an
/// error (its `finish(throwing:)` is refused), so the two read, buffer, end and are cancelled
/// alike.
package struct ScriptStream: Sendable {
  /// The real stream.
  package let elements: AsyncThrowingStream<ScriptValue, any Error>
  /// Whether it is an `AsyncThrowingStream`, which may end with an error.
  package let isThrowing: Bool

  /// A new stream and its continuation.
  package static func make(isThrowing: Bool) -> (ScriptStream, StreamContinuation) {
    let (elements, continuation) = AsyncThrowingStream<ScriptValue, any Error>.makeStream()
    return (
      ScriptStream(elements: elements, isThrowing: isThrowing),
      StreamContinuation(base: continuation, isThrowing: isThrowing)
    )
  }

  /// Its type's name, as Swift writes it.
  package var typeName: String { isThrowing ? "AsyncThrowingStream" : "AsyncStream" }
}

/// The continuation of a ``ScriptStream``: `yield(_:)`, `finish()`, `finish(throwing:)`
/// (an `AsyncThrowingStream`'s) and `onTermination`. Every copy is the same continuation.
package struct StreamContinuation: Sendable {
  /// The real continuation.
  package let base: AsyncThrowingStream<ScriptValue, any Error>.Continuation
  /// Whether its stream is an `AsyncThrowingStream`.
  package let isThrowing: Bool

  /// Its type's name, as Swift writes it.
  package var typeName: String {
    isThrowing ? "AsyncThrowingStream.Continuation" : "AsyncStream.Continuation"
  }
}

/// How a stream ended, the value its continuation's `onTermination` handler is given:
/// Swift's `Termination`, `.finished` (with an `AsyncThrowingStream`'s error, or `nil`) or
/// `.cancelled`.
package struct StreamTermination: Sendable {
  /// Whether the stream ended because its reader was cancelled or it was dropped.
  package let wasCancelled: Bool
  /// The error an `AsyncThrowingStream` was finished with.
  package let error: ScriptValue?
  /// Whether the stream is an `AsyncThrowingStream`, whose `.finished` holds an Optional.
  package let isThrowing: Bool

  /// As Swift prints it: `finished`, `cancelled`; an `AsyncThrowingStream`'s
  /// `finished(nil)` or `finished(Optional(…))`.
  package var description: String {
    if wasCancelled { return "cancelled" }
    guard isThrowing else { return "finished" }
    return "finished(\(error.map { "Optional(\($0.debugDescription))" } ?? "nil"))"
  }

  /// Its type's name, as Swift writes it.
  package var typeName: String {
    (isThrowing ? "AsyncThrowingStream" : "AsyncStream") + ".Continuation.Termination"
  }
}
