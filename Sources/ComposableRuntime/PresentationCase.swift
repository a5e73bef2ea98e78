/// A presented state reached in one case of its enum, as The Composable Architecture's
/// `state.$destination[case: \.detail]?.alert = …` does for a `@Reducer enum`'s destination.
extension PresentationState {
  /// The presented state in the case `path` names: its payload when the state is in that
  /// case, `nil` when nothing is presented or it is in another case.
  ///
  /// Changing it changes the presented state in place (`nil` dismisses it). Changing a state
  /// in another case, or an absent one, changes nothing and is an issue, `Can't modify
  /// unrelated case "other"`, as in TCA: even an optional-chained assignment reports it.
  public subscript<Member>(
    case path: CaseKeyPath<State, Member>,
    fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Member? where State: CasePathable {
    get { wrappedValue.flatMap(AnyCasePath(path).extract(from:)) }
    _modify {
      let casePath = AnyCasePath(path)
      var member = wrappedValue.flatMap(casePath.extract(from:))
      let found = member != nil
      yield &member
      changeCase(
        found: found, to: member.map(casePath.callAsFunction),
        caseName: wrappedValue.flatMap(enumCaseName(of:)),
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  /// The end of a change through a case of the presented state: `state` replaces it when it
  /// was `found` in that case (`nil` dismisses it); otherwise the change is the issue of an
  /// unrelated case, naming the case the presented state is in (`caseName`), if any.
  package mutating func changeCase(
    found: Bool, to state: State?, caseName: String?, location: SourceLocation
  ) {
    guard found else {
      reportIssue(
        "Can't modify unrelated case" + (caseName.map { " \($0.debugDescription)" } ?? ""),
        at: location)
      return
    }
    wrappedValue = state
  }
}
