extension Expression {
  /// `a.b.c` split into the expression its member accesses start from (`a`) and the accesses
  /// in order (`b`, then `c`), each with its place (the access's, which ends with the name).
  package var memberPath: (root: Expression, members: [(name: String, range: SourceRange)]) {
    var members: [(name: String, range: SourceRange)] = []
    var expression = self
    while case .member(let base, let name, let range) = expression {
      members.insert((name, range), at: 0)
      expression = base
    }
    return (expression, members)
  }
}
