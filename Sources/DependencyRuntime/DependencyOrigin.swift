/// Where an override or a prepared value was written: a Swift source location, or a
/// location in a script that drives the runtime (depplay's interpreter).
///
/// Plain data, no `String` inside (text is a literal or interned), so a scope copies it
/// into each value it writes at no cost.
public struct DependencyOrigin: Sendable, Hashable, CustomStringConvertible {
  @usableFromInline var writerText: OriginText
  @usableFromInline let fileText: OriginText
  @usableFromInline let lineNumber: Int
  @usableFromInline let columnNumber: Int

  /// An origin in Swift source.
  package init(
    writer: String, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(writer: OriginText(writer), fileID: fileID, line: line, column: column)
  }

  /// An origin in Swift source, written by one of the runtime's own functions.
  @inlinable
  init(writtenBy writer: StaticString, fileID: StaticString, line: UInt, column: UInt) {
    self.init(writer: OriginText(writer), fileID: fileID, line: line, column: column)
  }

  @inlinable
  init(writer: OriginText, fileID: StaticString, line: UInt, column: UInt) {
    writerText = writer
    fileText = OriginText(fileID)
    lineNumber = Int(line)
    columnNumber = Int(column)
  }

  /// An origin in a script.
  package init(writer: String, file: String, line: Int, column: Int) {
    writerText = OriginText(writer)
    fileText = OriginText(file)
    lineNumber = line
    columnNumber = column
  }

  /// What wrote the value: `withDependencies`, `prepareDependencies`, a test trait…
  public var writer: String {
    get { writerText.description }
    set { writerText = OriginText(newValue) }
  }

  /// The file the value was written in.
  public var file: String { fileText.description }

  /// The line the value was written on.
  public var line: Int { lineNumber }

  /// The column the write starts at.
  public var column: Int { columnNumber }

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
