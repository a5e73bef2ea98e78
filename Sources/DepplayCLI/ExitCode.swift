/// How `depplay` exits, as a small error type thrown to `main`.
package struct ExitCode: Error, Equatable, Sendable {
  /// The process status.
  package let rawValue: Int32

  /// Everything ran and every check held.
  package static let success = ExitCode(rawValue: 0)
  /// A check failed or the script stopped with an error.
  package static let failure = ExitCode(rawValue: 1)
  /// The command line was wrong.
  package static let usage = ExitCode(rawValue: 64)
  /// A script was malformed (did not parse or check).
  package static let malformedScript = ExitCode(rawValue: 65)
}

/// A command-line mistake: printed with the usage line, exits 64.
package struct UsageError: Error, Equatable, Sendable {
  /// What was wrong.
  package let message: String
}
