import Foundation

extension DepplayCommand {
  /// `depplay html FILE [-o OUT.html]`: runs the script or lesson and writes its
  /// self-contained page to `output` (standard output when nil). A malformed script or
  /// lesson fails with its diagnostic (65).
  static func writePage(of file: String, to output: String?) throws {
    let run: WorkshopRun
    do {
      run = try WorkshopRun.load(path: file)
    } catch let malformed as MalformedRun {
      write(malformed.message, to: .standardError)
      throw ExitCode.malformedScript
    } catch let error as LessonError {
      write("\(error)\n", to: .standardError)
      throw ExitCode.malformedScript
    }
    let page = WorkshopPage(run: run).render()
    guard let output else {
      write(page, to: .standardOutput)
      return
    }
    do {
      try Data(page.utf8).write(to: URL(fileURLWithPath: output))
    } catch {
      throw UsageError(message: "cannot write '\(output)': \(error.localizedDescription)")
    }
  }
}
