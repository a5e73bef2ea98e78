import ComposableRuntime

extension Script {
  /// `await dismiss()` in an effect: the library's `DismissEffect`, called on the main actor
  /// as a hosted call of the script's executor (as a test store's calls are), naming
  /// `location`, the script's line, as where dismissal was requested.
  package func dismiss(_ effect: DismissEffect, at location: String) async {
    await hosted { effect.requestDismissal(at: location) }
  }
}
