/// One issue, as the runtime reports it: what happened, to which key, and where.
///
/// Every issue the runtime raises carries a machine-readable ``Kind`` and, where one is
/// involved, the name of the dependency, so tools can count and explain issues without
/// parsing prose. Issues raised with ``reportIssue(_:severity:fileID:filePath:line:column:)``
/// have the kind ``Kind/custom``.
public struct ReportedIssue: Sendable, Hashable, CustomStringConvertible {
  /// What kind of misuse or missing implementation an issue describes.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A `DependencyKey` without its own `testValue` was computed in the test context.
    case noTestImplementation
    /// A `TestDependencyKey` without a `liveValue` was read in the live context.
    case noLiveImplementation
    /// An `unimplemented(…)` value was called or computed.
    case unimplemented
    /// `prepareDependencies` wrote a key that was already read or prepared.
    case alreadyPrepared
    /// `withDependencies(from:)` found no dependencies on its parent.
    case noParentDependencies
    /// `SWIFT_DEPENDENCIES_CONTEXT` held something other than `live`, `preview` or `test`.
    case invalidContext
    /// A built-in's test stand-in was used (an unimplemented clock, say).
    case unimplementedBuiltIn
    /// An `assert` or `precondition` dependency failed.
    case failedAssertion
    /// `withErrorReporting` caught an error (so did `fireAndForget`'s work in a test).
    case caughtError
    /// Anything else, reported by `reportIssue(_:)`.
    case custom
  }

  /// What kind of issue this is.
  public var kind: Kind
  /// The dependency involved, as the reader named it (`full`, `FullKey`), if any.
  public var key: String?
  /// The message, in depplay's own words.
  public var message: String
  /// How serious it is.
  public var severity: IssueSeverity
  /// Whether the issue was expected (``withExpectedIssue(_:isIntermittent:fileID:filePath:line:column:_:)``):
  /// a known issue, shown without failing. A reporter receives it through
  /// ``IssueReporter/expectIssue(_:fileID:filePath:line:column:)``.
  public var isExpected: Bool
  /// Where the issue was raised (the `@Dependency` declaration, when the read went through one).
  public var fileID: StaticString
  /// The full path of ``fileID``.
  public var filePath: StaticString
  /// The line of the source location.
  public var line: UInt
  /// The column of the source location.
  public var column: UInt

  /// Creates an issue.
  public init(
    kind: Kind,
    key: String? = nil,
    message: String,
    severity: IssueSeverity = .error,
    isExpected: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.kind = kind
    self.key = key
    self.message = message
    self.severity = severity
    self.isExpected = isExpected
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The message.
  public var description: String { message }

  /// Whether two issues say the same thing at the same place.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.key == rhs.key && lhs.message == rhs.message
      && lhs.severity == rhs.severity && lhs.isExpected == rhs.isExpected && lhs.line == rhs.line
      && lhs.column == rhs.column
      && lhs.fileID.description == rhs.fileID.description
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(key)
    hasher.combine(message)
    hasher.combine(line)
  }
}
