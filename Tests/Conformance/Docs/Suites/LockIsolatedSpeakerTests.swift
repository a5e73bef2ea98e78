import Dependencies
import Foundation
import XCTest

struct SpeakerClient {
  var play: (_ track: URL) async throws -> Void
  var pause: () async -> Void
}

extension SpeakerClient: DependencyKey {
  static let liveValue = SpeakerClient(play: { _ in }, pause: {})
  static let testValue = SpeakerClient(
    play: unimplemented("SpeakerClient.play"),
    pause: unimplemented("SpeakerClient.pause")
  )
}

extension DependencyValues {
  var speaker: SpeakerClient {
    get { self[SpeakerClient.self] }
    set { self[SpeakerClient.self] = newValue }
  }
}

final class JukeboxModel {
  @Dependency(\.speaker.play) var play
  var lastError = false

  func playTapped() async {
    do {
      try await play(URL(string: "https://example.com/song.mp3")!)
    } catch {
      lastError = true
    }
  }
}

final class LockIsolatedSpeakerTests: XCTestCase {
  func testPlayTapped() async {
    let isPlaying = LockIsolated(false)

    let model = withDependencies {
      $0.speaker.play = { _ in isPlaying.setValue(true) }
    } operation: {
      JukeboxModel()
    }

    await model.playTapped()
    XCTAssertEqual(isPlaying.value, true)
    XCTAssertEqual(model.lastError, false)
  }

  func testPlayedTrackIsRecorded() async {
    let played = LockIsolated<[String]>([])

    let model = withDependencies {
      $0.speaker.play = { url in played.withValue { $0.append(url.lastPathComponent) } }
    } operation: {
      JukeboxModel()
    }

    await model.playTapped()
    await model.playTapped()
    XCTAssertEqual(played.value, ["song.mp3", "song.mp3"])
  }
}
