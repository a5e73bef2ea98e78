extension Expression {
  /// The root of a place written through members, array subscripts and elements by ID:
  /// `todos` of `todos[0].title` and of `todos[id: id]?.done`, `state` of `state.items[1]`;
  /// the expression itself when it is none of them.
  package var subscriptedRoot: Expression {
    var root = self
    while true {
      switch root {
      case .member(let base, _, _), .subscripted(let base, _, _, _),
        .elementByID(let base, _, _, _, _), .presentedCase(let base, _, _, _):
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

extension Expression {
  /// The property a place written through subscripts and members starts with: `quantities`
  /// of `quantities[product]`, `self.items` of `self.items[0].title`; the expression itself
  /// when it is a name or a member of one.
  package var storedPropertyPlace: Expression {
    var place = self
    while true {
      switch place {
      case .subscripted(let base, _, _, _), .elementByID(let base, _, _, _, _),
        .presentedCase(let base, _, _, _):
        place = base
      case .member(let base, _, _) where !base.isName:
        place = base
      default: return place
      }
    }
  }

  private var isName: Bool { if case .name = self { true } else { false } }
}
