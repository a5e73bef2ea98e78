/// How `depplay` exits, as a small error type thrown to `main`.
public struct ExitCode: Error, Equatable, Sendable {
  /// The process status.
  public let rawValue: Int32

  /// Everything ran and every check held.
  public static let success = ExitCode(rawValue: 0)
  /// A check failed or the script stopped with an error.
  public static let failure = ExitCode(rawValue: 1)
  /// The command line was wrong.
  public static let usage = ExitCode(rawValue: 64)
  /// A script was malformed (did not parse or check).
  public static let malformedScript = ExitCode(rawValue: 65)
}

/// A command-line mistake: printed with the usage line, exits 64.
public struct UsageError: Error, Equatable, Sendable {
  /// What was wrong.
  public let message: String
}
