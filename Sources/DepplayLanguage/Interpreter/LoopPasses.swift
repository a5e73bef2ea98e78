/// The frames of a `for` loop's passes. Each pass starts with a frame over the loop's that
/// binds nothing but the loop's variable: the frame of the pass before, when nothing kept it
/// (no closure or task captured it), with every other name unbound; else a new one. Such a
/// frame cannot be told from a new one, and reusing it spares each pass an allocation for the
/// frame and one for its names.
///
/// The variable's value of the pass before stays bound until the next pass binds its own:
/// the sequence the loop walks holds that value too (a list's element, or an integer), so
/// nothing is released later than it was.
struct LoopPasses {
  private var spent: Frame?

  /// The context for the next pass of a loop running in `context`; the caller binds the
  /// loop's variable first.
  mutating func next(in context: Context) -> Context {
    var inner = context
    inner.frame = spent.take() ?? Frame(parent: context.frame)
    return inner
  }

  /// Ends a pass: the names its body bound are unbound now, as when its frame was released,
  /// and the frame is kept for the next pass if nothing else holds it.
  mutating func end(_ pass: consuming Context) {
    var frame = pass.frame
    _ = consume pass
    guard isKnownUniquelyReferenced(&frame) else { return }
    frame.unbind(after: 1)
    spent = frame
  }
}
