extension ProgramWriter {
  /// Refuses a read of the store layer's presentation dependencies (`dismiss`,
  /// `isPresented`): they live in `ComposableRuntime`, whose export is not written yet, so a
  /// program reading them would not compile against the runtime alone.
  func checkNotStoreLayerKey(_ name: String, at range: SourceRange) throws(ExportError) {
    switch Builtin.keys[name] {
    case .builtin(.dismiss)?, .builtin(.isPresented)?:
      throw ExportError(
        "the store layer's dependency '\(name)'",
        because: "it belongs to ComposableRuntime, whose export is not written yet", at: range)
    default:
      return
    }
  }
}
