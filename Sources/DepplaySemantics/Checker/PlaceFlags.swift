import DepplaySyntax

/// What the checker noted at a place of a program's source (where a call, a literal, a name
/// or a statement starts): one byte per place in ``Resolutions``' table.
package struct PlaceFlags: OptionSet, Sendable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// A `try` covers the call that starts here (``Program/triedCalls``).
  static let triedCall = PlaceFlags(rawValue: 1 << 0)
  /// The receiver of the method call that starts here may be changed by a `mutating`
  /// method (``Resolutions/Builder/recordMutableReceiver(at:)``).
  static let mutableReceiver = PlaceFlags(rawValue: 1 << 1)
  /// The integer literal here is a `Double` (``Resolutions/Builder/recordDoubleLiteral(at:)``).
  static let doubleLiteral = PlaceFlags(rawValue: 1 << 2)
  /// The name here reads a top-level `let` or `var` from a top-level function
  /// (``Resolutions/Builder/recordTopLevelRead(at:)``).
  static let topLevelRead = PlaceFlags(rawValue: 1 << 3)
  /// A statement that starts here neither awaits nor spawns (``StatementSuspensions``).
  static let statementRunsSynchronously = PlaceFlags(rawValue: 1 << 4)
  /// A statement that starts here awaits or spawns (``StatementSuspensions``); it wins over
  /// ``statementRunsSynchronously`` where both are noted.
  static let statementSuspends = PlaceFlags(rawValue: 1 << 5)
  /// The name here reads a top-level `let` or `var` declared below it, from code that runs
  /// later (``Resolutions/Builder/recordReadAboveDeclaration(_:at:)``).
  static let readAboveDeclaration = PlaceFlags(rawValue: 1 << 6)
}
