import DepplaySyntax

/// The passes of a `for` loop, and the context each runs in: the loop's, over a frame of the
/// pass's own that binds the loop's variable.
///
/// Each pass starts with a frame that binds nothing but the variable: the frame of the pass
/// before, when nothing kept it (no closure or task captured it), with every other name
/// unbound; else a new one. Such a frame cannot be told from a new one, and reusing it spares
/// each pass an allocation for the frame and one for its names. The variable's value of the
/// pass before stays bound until the next pass binds its own: the sequence the loop walks
/// holds that value too (a list's element, or an integer), so nothing is released later.
///
/// The passes share one context: a block changes only the bindings of the frame it runs in
/// (a nested block, a call or a spawned body runs in a copy), so after a pass the context
/// differs from the loop's only by its frame, and copying it for every pass cost a fifth of
/// a simple pass.
package struct LoopPasses {
  /// The context the current pass runs in.
  package var context: Context
  /// The loop's variables: one name, or the names of a tuple pattern.
  private let variables: [String]
  /// The loop's own frame, which each pass's is nested in.
  private let loopFrame: Frame
  /// Whether the frame is the pass before's, which binds the variable first.
  private var bindsVariable = false

  /// The passes of a loop over `variables`, running in `context`.
  package init(of variables: [String], in context: Context) {
    self.variables = variables
    self.loopFrame = context.frame
    self.context = context
    self.context.frame = Frame(parent: context.frame)
  }

  // NB: the methods are `mutating` so that a debug build reaches the frame in place: read
  // from a borrowed `self`, it copied the whole context first.

  /// Starts a pass: binds the loop's variable to `element`, or a tuple pattern's names to the
  /// parts of `element` (a dictionary's entry: its key and its value).
  package mutating func begin(with element: consuming ScriptValue, range: SourceRange) throws {
    guard variables.count == 1 else {
      try context.frame.bind(variables, toPartsOf: element, range: range)
      return
    }
    if bindsVariable {
      context.frame.rebindFirst(consume element)
    } else {
      context.frame.bind(variables[0], consume element)
    }
  }

  /// Starts a pass that binds the loop's names to `values`, in order (what a `for case`
  /// pattern bound).
  package mutating func begin(binding values: [ScriptValue]) {
    for (name, value) in zip(variables, values) { context.frame.bind(name, value) }
  }

  /// Ends a pass: the names its body bound are unbound now, as when its frame was released,
  /// and the next pass gets a new frame if something kept this one.
  package mutating func end() {
    bindsVariable = isKnownUniquelyReferenced(&context.frame)
    if bindsVariable {
      context.frame.unbind(after: variables.count)
    } else {
      context.frame = Frame(parent: loopFrame)
    }
  }
}
