/// A stack element reached in one case of its enum, as The Composable Architecture's test
/// idiom `$0.path[id: 0, case: \.counter]?.count = 4` does for a `@Reducer enum`'s stack.
extension StackState {
  /// The element with `id`, in the case `path` names: its payload when the element is in
  /// that case, `nil` when it is missing or in another case.
  ///
  /// Changing it changes the element in place (`nil` removes it). Changing the element of
  /// another case, or a missing one, changes nothing and is an issue, `Can't modify unrelated
  /// case "other"`, as in TCA: even an optional-chained assignment reports it.
  public subscript<Member>(
    id id: StackElementID, case path: CaseKeyPath<Element, Member>,
    fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Member? where Element: CasePathable {
    get { self[id: id].flatMap(AnyCasePath(path).extract(from:)) }
    _modify {
      let casePath = AnyCasePath(path)
      var member = self[id: id].flatMap(casePath.extract(from:))
      let found = member != nil
      yield &member
      changeElement(
        id: id, found: found, to: member.map(casePath.callAsFunction),
        caseName: self[id: id].flatMap(enumCaseName(of:)),
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  /// The end of a change through a case of the element with `id`: `element` replaces it when
  /// it was `found` in that case (`nil` removes it); otherwise the change is the issue of an
  /// unrelated case, naming the case the element is in (`caseName`), if any.
  package mutating func changeElement(
    id: StackElementID, found: Bool, to element: Element?, caseName: String?,
    location: SourceLocation
  ) {
    guard found else {
      reportIssue(
        "Can't modify unrelated case" + (caseName.map { " \($0.debugDescription)" } ?? ""),
        at: location)
      return
    }
    self[id: id] = element
  }
}

/// The name of the case the enum value `value` is in, as its mirror tells it (`nil` when the
/// mirror names none): the case an "unrelated case" issue names.
func enumCaseName(of value: Any) -> String? {
  guard let label = Mirror(reflecting: value).children.first?.label else {
    let written = String(describing: value)
    return written.contains("(") ? nil : written
  }
  return label
}
