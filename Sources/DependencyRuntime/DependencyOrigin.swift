/// Where an override or a prepared value was written: a Swift source location, or a
/// location in a script that drives the runtime (depplay's interpreter).
public struct DependencyOrigin: Sendable, Hashable, CustomStringConvertible {
  enum Location: Sendable {
    case swift(fileID: StaticString, line: UInt, column: UInt)
    case script(file: String, line: Int, column: Int)
  }

  let location: Location

  /// What wrote the value: `withDependencies`, `prepareDependencies`, a test trait…
  public var writer: String

  /// An origin in Swift source.
  public init(
    writer: String, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.writer = writer
    self.location = .swift(fileID: fileID, line: line, column: column)
  }

  /// An origin in a script.
  public init(writer: String, file: String, line: Int, column: Int) {
    self.writer = writer
    self.location = .script(file: file, line: line, column: column)
  }

  /// The file the value was written in.
  public var file: String {
    switch location {
    case .swift(let fileID, _, _): fileID.description
    case .script(let file, _, _): file
    }
  }

  /// The line the value was written on.
  public var line: Int {
    switch location {
    case .swift(_, let line, _): Int(line)
    case .script(_, let line, _): line
    }
  }

  /// The column the write starts at.
  public var column: Int {
    switch location {
    case .swift(_, _, let column): Int(column)
    case .script(_, _, let column): column
    }
  }

  /// `writer at file:line:column`.
  public var description: String { "\(writer) at \(file):\(line):\(column)" }

  /// Whether two origins name the same writer at the same place.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.writer == rhs.writer && lhs.file == rhs.file && lhs.line == rhs.line
      && lhs.column == rhs.column
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(writer)
    hasher.combine(file)
    hasher.combine(line)
  }
}
