extension Expression {
  /// The root of a place written through members, array subscripts and elements by ID:
  /// `todos` of `todos[0].title` and of `todos[id: id]?.done`, `state` of `state.items[1]`;
  /// the expression itself when it is none of them.
  package var subscriptedRoot: Expression {
    var root = self
    while true {
      switch root {
      case .member(let base, _, _), .subscripted(let base, _, _, _),
        .elementByID(let base, _, _, _):
        root = base
      default: return root
      }
    }
  }
}

extension Expression {
  /// A place split where its trailing members start: `todos[0]` and `["title"]` of
  /// `todos[0].title`, `path[id: 1]` and `["name", "first"]` of `path[id: 1]?.name.first`;
  /// the expression itself and no fields when it ends in no member.
  package var trailingMembers: (inner: Expression, fields: [String]) {
    let (inner, members) = memberPath
    return (inner, members.map(\.name))
  }
}
