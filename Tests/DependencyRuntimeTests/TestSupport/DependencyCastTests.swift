import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

extension TestSupport {
  /// `@Dependency(…, as:)` reads an existential dependency as the implementation a test
  /// installed.
  @Suite(.dependencies { $0.client = RecordingClient() })
  struct DependencyCastTests {
    @Test func keyPathFormReadsTheConcreteType() {
      @Dependency(\.client, as: RecordingClient.self) var client
      #expect(client.name == "recording")
    }

    @Test func keyTypeFormReadsTheConcreteType() {
      @Dependency(ClientKey.self, as: RecordingClient.self) var client
      #expect(client.name == "recording")
    }

    /// Like any `@Dependency`, the cast reads what is in force where it is read.
    @Test func theCastFollowsOverridesInForceAtTheRead() {
      @Dependency(\.client, as: RecordingClient.self) var client
      withDependencies {
        $0.client = RecordingClient(name: "inner")
      } operation: {
        #expect(client.name == "inner")
      }
    }

    @Test func aValueOfAnotherTypeStopsTheProcess() async {
      await #expect(processExitsWith: .failure) {
        withDependencies {
          $0.client = LiveClient()
        } operation: {
          @Dependency(\.client, as: RecordingClient.self) var client
          _ = client.name
        }
      }
    }
  }
}

protocol Client: Sendable {
  var name: String { get }
}

struct LiveClient: Client {
  var name: String { "live" }
}

struct RecordingClient: Client {
  var name = "recording"
}

enum ClientKey: DependencyKey {
  static var liveValue: any Client { LiveClient() }
  static var testValue: any Client { RecordingClient(name: "test value") }
}

extension DependencyValues {
  var client: any Client {
    get { self[ClientKey.self] }
    set { self[ClientKey.self] = newValue }
  }
}
