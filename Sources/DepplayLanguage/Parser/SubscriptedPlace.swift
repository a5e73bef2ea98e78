extension Expression {
  /// The root of a place written through members and array subscripts: `todos` of
  /// `todos[0].title`, `state` of `state.items[1]`; the expression itself when it is neither.
  var subscriptedRoot: Expression {
    var root = self
    while true {
      switch root {
      case .member(let base, _, _), .subscripted(let base, _, _): root = base
      default: return root
      }
    }
  }
}
