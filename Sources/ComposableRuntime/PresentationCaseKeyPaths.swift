extension Case {
  /// A presented child's case reached through its presentation action, as The Composable
  /// Architecture's `PresentationAction` reaches it: `\.editor.save` names the same case as
  /// `\.editor.presented.save`, so a test store's `send(\.editor.save)` sends
  /// `.editor(.presented(.save))`.
  public subscript<Child: CasePathable, Member>(
    dynamicMember path: KeyPath<Child.CasePaths, AnyCasePath<Child, Member>>
  ) -> Case<Member> where Value == PresentationAction<Child> {
    self.presented[dynamicMember: path]
  }
}
