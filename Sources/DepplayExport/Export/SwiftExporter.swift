import DepplaySemantics
import DepplaySyntax

/// Turns a depplay script into a complete Swift 6 program that uses the dependency library
/// exactly as the script does, and prints exactly what the interpreter prints for it.
///
/// Keys become `DependencyKey` types with `DependencyValues` properties, records structs,
/// models classes with `@Dependency` properties; a read is a `@Dependency` declared where it
/// is read; scopes, tasks, queues and threads are written as in the script. The small
/// `DepplaySupport` layer (`script.…`) only fixes the order and labels of output.
///
/// ```swift
/// let swift = try SwiftExporter.export(source: "dependency full { live: 1 }\nprint(full)", file: "x.dep")
/// ```
package enum SwiftExporter {
  /// How the program is written.
  package enum Style: Sendable {
    /// Prints exactly what the interpreter prints: one serial executor, spawned work run
    /// before its creator continues, labelled lines (what the differential test runs).
    case deterministic
    /// As a learner would write it: plain `Task {}`, queues and threads, no ordering
    /// harness and no labels, so output order between concurrent units may vary.
    case plain
  }

  /// The Swift program for the script `text` (named `file` in check failures); `map` says
  /// where its lines were written (a lesson's blocks), for the places messages name.
  ///
  /// Throws the script's own parse or check error, or an ``ExportError`` for a construct
  /// that has no faithful Swift export (every one is a ``ScriptError``).
  package static func export(
    source text: String, file: String, style: Style = .deterministic, map: SourceMap? = nil
  ) throws -> String {
    let source = SourceFile(name: file, text: text, map: map)
    let program = try ScriptParser.parse(source)
    let names = NameTable.builtins
    let (checked, _) = try Checker.check(program, source: source, names: names)
    var writer = ProgramWriter(checked, plain: style == .plain)
    return try writer.program()
  }
}
