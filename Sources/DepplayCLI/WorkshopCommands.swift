import Foundation

extension DepplayCommand {
  /// `depplay html [--handout[=no-answers]] FILE [-o OUT.html]`: runs the script or lesson
  /// and writes its self-contained page (a handout when `handout` is set) to `output`
  /// (standard output when nil). A malformed script or lesson fails with its diagnostic (65).
  static func writePage(of file: String, handout: Handout? = nil, to output: String?) throws {
    let run = try workshopRun(file)
    let page = WorkshopPage(run: run, handout: handout).render()
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

  /// `depplay present FILE`: the run on the whole terminal, step by step.
  static func present(_ file: String, colored: Bool) throws {
    let run = try workshopRun(file)
    guard Presenter(run: run, colored: colored).present() else {
      throw UsageError(message: "present needs a terminal (try 'depplay html \(file)')")
    }
  }

  /// The file `html` and `present` show: `argument` when it names a file, else the lesson
  /// of that name in `lessons` (as `depplay lesson NAME` finds it). A name that is neither
  /// is a usage error.
  static func workshopFile(_ argument: String, lessons: URL) throws -> String {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      return argument
    }
    let looksLikeAFile =
      argument.hasSuffix(".dep") || argument.hasSuffix(".md") || argument.contains("/")
    if !looksLikeAFile, let path = LessonLibrary(directory: lessons).path(named: argument) {
      return path
    }
    if looksLikeAFile { return argument }  // reading it says what is wrong
    throw UsageError(
      message: "no file or lesson '\(argument)'; 'depplay lesson' lists the lessons in "
        + lessons.path)
  }

  /// Runs `file` for the workshop views; a malformed script or lesson is reported with its
  /// diagnostic and fails with 65.
  private static func workshopRun(_ file: String) throws -> WorkshopRun {
    do {
      return try WorkshopRun.load(path: file)
    } catch let malformed as MalformedRun {
      write(malformed.message, to: .standardError)
      throw ExitCode.malformedScript
    } catch let error as LessonError {
      write("\(error)\n", to: .standardError)
      throw ExitCode.malformedScript
    }
  }
}
