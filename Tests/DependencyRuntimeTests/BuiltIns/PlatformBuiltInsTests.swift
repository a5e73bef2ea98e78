import DependencyRuntime
import DependencyRuntimeNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension BuiltIns {
  /// The built-ins that wrap a platform service: preferred locales, notifications, URLs.
  @Suite struct PlatformBuiltInsTests {
    @Test func preferredLocalesCanBeFixed() {
      let locales = [Locale(identifier: "es-ES"), Locale(identifier: "en-US")]
      let (read, issues) = collectingIssues {
        withDependencies {
          $0.preferredLocales = locales
        } operation: {
          @Dependency(\.preferredLocales) var preferredLocales
          return preferredLocales
        }
      }
      #expect(read == locales)
      #expect(issues.isEmpty)
    }

    /// It has no test value: read unoverridden in a test, it reports, as the library does.
    @Test func preferredLocalesHasNoTestValue() {
      let (_, issues) = collectingIssues {
        @Dependency(\.preferredLocales) var preferredLocales
        return preferredLocales
      }
      #expect(issues.map(\.kind) == [.noTestImplementation])
    }

    /// The test value is a center of its own: posting through it reaches only its observers.
    @Test func notificationCenterInATestIsItsOwn() {
      let name = Notification.Name("PlatformBuiltInsTests.ping")
      let received = LockIsolated<[String]>([])
      let (center, _) = collectingIssues {
        @Dependency(\.notificationCenter) var notificationCenter
        return notificationCenter
      }
      #expect(center !== NotificationCenter.default)
      let observers = [
        center.addObserver(forName: name, object: nil, queue: nil) { _ in
          received.withValue { $0.append("dependency") }
        },
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
          received.withValue { $0.append("default") }
        },
      ]
      center.post(name: name, object: nil)
      observers.first.map(center.removeObserver)
      observers.last.map(NotificationCenter.default.removeObserver)
      #expect(received.value == ["dependency"])
    }

    @Test func notificationCenterLiveIsTheDefaultCenter() {
      let (center, _) = collectingIssues {
        withDependencies {
          $0.context = .live
        } operation: {
          @Dependency(\.notificationCenter) var notificationCenter
          return notificationCenter
        }
      }
      #expect(center === NotificationCenter.default)
    }

    @Test func openURLTestValueReportsAndAnswersFalse() async throws {
      let url = try #require(URL(string: "https://example.com"))
      let (opened, issues) = await collectingIssues {
        @Dependency(\.openURL) var openURL
        return await openURL(url)
      }
      #expect(!opened)
      #expect(issues.kindsAndKeys == ["unimplementedBuiltIn:openURL"])
    }

    @Test func openURLCanBeOverridden() async throws {
      let url = try #require(URL(string: "https://example.com"))
      let seen = LockIsolated<[URL]>([])
      let (opened, issues) = await collectingIssues {
        await withDependencies {
          $0.openURL = OpenURLEffect { url in
            seen.withValue { $0.append(url) }
            return true
          }
        } operation: {
          @Dependency(\.openURL) var openURL
          return await openURL(url)
        }
      }
      #expect(opened)
      #expect(seen.value == [url])
      #expect(issues.isEmpty)
    }

    /// The test session never reaches the network: each request fails (and reports, from the
    /// session's own thread, where this test's reporters are not bound).
    @Test func urlSessionTestValueFailsEachRequest() async throws {
      let url = try #require(URL(string: "https://example.com"))
      let (session, _) = collectingIssues {
        @Dependency(\.urlSession) var urlSession
        return urlSession
      }
      #expect(session !== URLSession.shared)
      let result = await withCheckedContinuation { continuation in
        session.dataTask(with: url) { _, _, error in
          continuation.resume(returning: error == nil ? "loaded" : "failed")
        }.resume()
      }
      #expect(result == "failed")
    }

    @Test func urlSessionLiveIsTheSharedSession() {
      let (session, _) = collectingIssues {
        withDependencies {
          $0.context = .live
        } operation: {
          @Dependency(\.urlSession) var urlSession
          return urlSession
        }
      }
      #expect(session === URLSession.shared)
    }
  }
}
