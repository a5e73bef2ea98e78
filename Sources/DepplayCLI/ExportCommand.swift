import DepplayLanguage
import Foundation

extension DepplayCommand {
  /// `depplay swift FILE`: prints the Swift program for the script; a script that is
  /// malformed or has a construct with no Swift export fails with its diagnostic (65).
  static func exportSwift(_ file: String, colored: Bool) throws {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw UsageError(message: "cannot read '\(file)'")
    }
    let text = String(decoding: data, as: UTF8.self)
    do {
      write(try SwiftExporter.export(source: text, file: file), to: .standardOutput)
    } catch let error as any ScriptError {
      let source = SourceFile(name: file, text: text)
      write(
        DiagnosticRenderer(colored: colored).render(error.diagnostic, in: source),
        to: .standardError)
      throw ExitCode.malformedScript
    }
  }
}
