import DepplayLanguage
import Foundation
import Testing

@testable import DepplayCLI

@Suite struct ShellCompletionTests {
  func completion(after script: String) -> ShellCompletion {
    let completion = ShellCompletion(lessonNames: { ["01-why", "02-keys"] })
    let session = Session()
    _ = session.execute(source: script, file: "t")
    completion.attach(session)
    return completion
  }

  let script = """
    dependency full { live: 1 }
    dependency api { live: API(baseURL: "x", timeout: 1) }
    class Feature { @Dependency(\\.full) var full
      func show() { print(full) } }
    let feature = Feature()
    """

  @Test func dotCommands() {
    let completion = completion(after: "")
    #expect(completion.complete(line: ".he", word: ".he") == [".help"])
    #expect(
      completion.complete(line: ".", word: ".") == DotCommand.all.map { ".\($0.name)" }.sorted())
    #expect(completion.complete(line: ".help s", word: "s") == ["save", "solution", "step"])
    #expect(completion.complete(line: ".lesson 0", word: "0") == ["01-why", "02-keys"])
  }

  @Test func statementsKeysModelsAndLocals() {
    let completion = completion(after: script)
    #expect(completion.complete(line: "withD", word: "withD") == ["withDependencies"])
    #expect(completion.complete(line: "print(fu", word: "fu") == ["full"])
    #expect(completion.complete(line: "Fea", word: "Fea") == ["Feature"])
    #expect(completion.complete(line: "print(fea", word: "fea") == ["feature"])
  }

  @Test func fieldsAndMembers() {
    let completion = completion(after: script)
    #expect(
      completion.complete(line: "print(api.", word: "api.") == ["api.baseURL", "api.timeout"])
    // The built-in key `fireAndForget` is offered too.
    #expect(
      completion.complete(line: "withDependencies { $0.f", word: "$0.f")
        == ["$0.fireAndForget", "$0.full"])
    #expect(
      completion.complete(line: "withDependencies { $0.api.ba", word: "$0.api.ba")
        == ["$0.api.baseURL"])
    #expect(completion.complete(line: "print(\\.api.t", word: "\\.api.t") == ["\\.api.timeout"])
    #expect(completion.complete(line: "feature.sh", word: "feature.sh") == ["feature.show"])
  }

  @Test func theCataloguesMethodsAndImpliedEffects() {
    let completion = completion(after: script + "\nlet store = 1")
    #expect(completion.complete(line: "await store.fi", word: "store.fi") == ["store.finish"])
    #expect(
      completion.complete(line: "await store.skip", word: "store.skip")
        == ["store.skipInFlightEffects", "store.skipReceivedActions"])
    #expect(completion.complete(line: "return .me", word: ".me") == [".merge"])
    #expect(
      completion.complete(line: "$0.date = .con", word: ".con")
        == [".concatenate", ".constant", ".convertFromSnakeCase", ".convertToSnakeCase"])
  }

  @Test func argumentsFollowTheTable() {
    let completion = completion(after: script)
    // The built-in keys `assert` and `assertionFailure` are offered too.
    #expect(
      completion.complete(line: ".why a", word: "a") == ["api", "assert", "assertionFailure"])
    #expect(completion.complete(line: ".context t", word: "t") == ["test"])
    #expect(completion.complete(line: ".keys ", word: "").isEmpty)
  }

  @Test func filePathsOnlyAfterReadAndSave() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data().write(to: directory.appendingPathComponent("scope.dep"))
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("scripts"), withIntermediateDirectories: false)
    let completion = completion(after: "")
    let typed = directory.path + "/sc"
    #expect(completion.complete(line: ".read \(typed)", word: "sc") == ["scope.dep", "scripts/"])
    #expect(completion.complete(line: ".save \(typed)", word: "sc") == ["scope.dep", "scripts/"])
    #expect(completion.complete(line: "print(\(typed)", word: "sc").isEmpty)
  }
}
