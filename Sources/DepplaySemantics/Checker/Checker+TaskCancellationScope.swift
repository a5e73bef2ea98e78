import DepplaySyntax

extension Checker {
  /// Whether `callee` is TCA's `withTaskCancellation`.
  func isTaskCancellationScope(_ callee: Expression) -> Bool {
    if case .function(.withTaskCancellation)? = builtinCallee(callee) { true } else { false }
  }

  /// `withTaskCancellation(id: CancelID.search) { … }`, with `cancelInFlight:` after the ID,
  /// its operation a trailing closure; another form is refused by name.
  func checkTaskCancellationCall(
    _ arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange
  ) throws(CheckError) {
    let labels = arguments.map(\.label)
    guard trailing != nil, labels == ["id"] || labels == ["id", "cancelInFlight"] else {
      throw CheckError(
        "this form of withTaskCancellation is not supported yet", at: range,
        notes: [
          "write try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) { … },"
            + " its operation a trailing closure"
        ])
    }
  }
}
