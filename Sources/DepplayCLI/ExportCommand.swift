import DepplayLanguage
import Foundation

extension DepplayCommand {
  /// `depplay swift [--plain] FILE`: prints the Swift program for the script (``SwiftExporter/Style``
  /// says the two ways to write it), or for a lesson (a `.md`
  /// file: its blocks with the exercises' solutions, as one script); a script that is
  /// malformed or has a construct with no Swift export fails with its diagnostic (65),
  /// pointing into the file.
  static func exportSwift(_ file: String, style: SwiftExporter.Style, colored: Bool) throws {
    let text = try ScriptFile.read(file)
    let source =
      file.hasSuffix(".md")
      ? try LessonParser.parse(path: file, text: text).program
      : ComposedSource(text: text, name: file)
    do {
      write(
        try SwiftExporter.export(source: source.text, file: file, style: style, map: source.map),
        to: .standardOutput
      )
    } catch let error as any ScriptError {
      write(source.render(error.diagnostic, colored: colored), to: .standardError)
      throw ExitCode.malformedScript
    }
  }
}
