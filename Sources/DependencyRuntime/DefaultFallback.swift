/// How a cached default stood in for a value the context lacked.
public enum DefaultFallback: Sendable, Hashable {
  /// The context had no value of its own; an issue of this kind was reported and the
  /// preview (usually live) value used.
  case reported(ReportedIssue.Kind)
  /// The context had no value of its own, but it was computed while an update closure ran
  /// (the setting gap), so nothing was reported and the live value stayed cached.
  case silencedWhileSetting
  /// The context had no value of its own; the release-build switch turned the check off.
  case silencedInRelease
}
