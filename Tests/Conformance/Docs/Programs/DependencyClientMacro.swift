import Dependencies
import DependenciesMacros

@DependencyClient
struct SpeechClient {
  var authorizationStatus: @Sendable () -> Int = { 0 }
  var transcribe: @Sendable (_ phrase: String) async throws -> String
}

extension SpeechClient: DependencyKey {
  static let liveValue = SpeechClient(
    authorizationStatus: { 3 },
    transcribe: { phrase in phrase.uppercased() }
  )
}

extension DependencyValues {
  var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}

struct Transcriber {
  @Dependency(\.speechClient) var speech

  func run(_ phrase: String) async throws {
    print(speech.authorizationStatus())
    print(try await speech.transcribe(phrase: phrase))
  }
}

try await Transcriber().run("hello")
try await withDependencies {
  $0.speechClient.transcribe = { @Sendable phrase in "mocked \(phrase)" }
} operation: {
  try await Transcriber().run("hi")
}
